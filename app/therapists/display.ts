import type { AcceptingClients } from "#app/reference/profile-options.ts";

// Display rules shared by cards and profiles.

export function availabilityLine(t: { acceptingClients: AcceptingClients; virtualSessions: boolean }): string {
  return AVAILABILITY_LINES[availabilityKind(t)];
}

const AVAILABILITY_LINES = { yes: "Accepting Clients", virtual: "Virtual Available", waitlist: "Waitlist Available" };

/** Which of the directory's availability words a listing gets: accepting; else virtual; else waitlist. */
export function availabilityKind(t: { acceptingClients: AcceptingClients; virtualSessions: boolean }) {
  if (t.acceptingClients === "yes") return "yes";
  return t.virtualSessions ? "virtual" : "waitlist";
}

/** What an avatar without a photo shows: the first letters of the name's first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ""}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : ""}`.toUpperCase();
}

export function fullName(t: { firstName: string; lastName: string }): string {
  return `${t.firstName} ${t.lastName}`;
}

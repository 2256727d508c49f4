import type { AcceptingClients } from "#app/reference/profile-options.ts";

// Display rules shared by cards and profiles.

export function availabilityLine(t: { acceptingClients: AcceptingClients; virtualSessions: boolean }): string {
  if (t.acceptingClients === "yes") return "Accepting Clients";
  if (t.virtualSessions) return "Virtual Available";
  return "Waitlist Available";
}

/** What an avatar without a photo shows: the first letters of the name's first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ""}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? "") : ""}`.toUpperCase();
}

export function fullName(t: { firstName: string; lastName: string }): string {
  return `${t.firstName} ${t.lastName}`;
}

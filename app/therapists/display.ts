import type { AcceptingClients } from "#app/reference/profile-options.ts";

// Display rules shared by cards and profiles.

/** Featured only while the listing is paid up: the flag is set and featuredUntil is in the future. */
export function isFeaturedActive(t: { isFeatured: boolean; featuredUntil: number | null }, now = Date.now()): boolean {
  return t.isFeatured && t.featuredUntil !== null && t.featuredUntil > now;
}

export function availabilityLine(t: { acceptingClients: AcceptingClients; virtualSessions: boolean }): string {
  if (t.acceptingClients === "yes") return "Accepting Clients";
  if (t.virtualSessions) return "Virtual Available";
  return "Waitlist Available";
}

export function initials(t: { firstName: string; lastName: string }): string {
  return `${t.firstName.charAt(0)}${t.lastName.charAt(0)}`.toUpperCase();
}

export function fullName(t: { firstName: string; lastName: string }): string {
  return `${t.firstName} ${t.lastName}`;
}

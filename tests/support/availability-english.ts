import { relativeDate } from "#app/admin/relative-date.ts";
import type { AcceptingClients, WaitlistWait } from "#app/reference/profile-options.ts";
import { AVAILABILITY_RECENT_DAYS, confirmedWithin } from "#app/therapists/availability.ts";

// An availability line written out by hand in English, as cards and profiles say it: the oracle the catalogue's
// words are checked against ("Accepting new clients · confirmed 3 days ago", "Waitlist · about 2-6 weeks ·
// confirmed today"; not confirmed within the recent days, the state with "Availability not confirmed recently").

const STATES: Readonly<Record<AcceptingClients, string>> = {
  yes: "Accepting new clients",
  waitlist: "Waitlist",
  no: "Not accepting new clients",
};

const WAITS: Readonly<Record<WaitlistWait, string>> = {
  "under-2-weeks": "under 2 weeks",
  "2-6-weeks": "about 2-6 weeks",
  "over-6-weeks": "over 6 weeks",
};

type Dated = {
  acceptingClients: AcceptingClients;
  acceptingWait: WaitlistWait | null;
  availabilityConfirmedAt: number | null;
};

export function englishAvailabilityLine(t: Dated, now: number): string {
  const wait = t.acceptingClients === "waitlist" && t.acceptingWait ? ` · ${WAITS[t.acceptingWait]}` : "";
  const confirmedAt = t.availabilityConfirmedAt;
  const age =
    confirmedAt !== null && confirmedWithin(confirmedAt, AVAILABILITY_RECENT_DAYS, now)
      ? `confirmed ${relativeDate(confirmedAt, now).toLowerCase()}`
      : "Availability not confirmed recently";
  return `${STATES[t.acceptingClients]}${wait} · ${age}`;
}

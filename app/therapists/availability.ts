import type { AcceptingClients, WaitlistWait } from "#app/reference/profile-options.ts";

// A listing's availability with the date it was last confirmed. Confirmed within RECENT_DAYS it is shown with its
// age; older (or never confirmed) it says so instead, and ranks below recently confirmed listings; after
// FILTER_DAYS it no longer counts as accepting new clients. The therapist is asked to confirm it every
// REMINDER_DAYS, by an email whose links work for LINK_DAYS. These rules are read by cards, profiles, the API, the
// search index and the jobs alike.

const DAY = 86_400_000;
export const AVAILABILITY_REMINDER_DAYS = 14;
export const AVAILABILITY_LINK_DAYS = 14;
export const AVAILABILITY_RECENT_DAYS = 30;
export const AVAILABILITY_FILTER_DAYS = 60;

type Dated = {
  acceptingClients: AcceptingClients;
  acceptingWait: WaitlistWait | null;
  availabilityConfirmedAt: number | null;
};

/** Whether a confirmation (epoch ms, null: never) is younger than `days` at `now`. */
export function confirmedWithin(confirmedAt: number | null, days: number, now: number): boolean {
  return confirmedAt !== null && now - confirmedAt < days * DAY;
}

/** Whether the listing counts for "accepting new clients": it says so, and said so within FILTER_DAYS. */
export function countsAsAccepting(t: Dated, now: number): boolean {
  return t.acceptingClients === "yes" && confirmedWithin(t.availabilityConfirmedAt, AVAILABILITY_FILTER_DAYS, now);
}

export const AVAILABILITY_STATES = { yes: "accepting", waitlist: "waitlist", no: "not-accepting" } as const;

/** The API's availability object; `confirmedAt` is written as an ISO 8601 string (or null) on the wire. */
export type AvailabilityView = {
  state: (typeof AVAILABILITY_STATES)[AcceptingClients];
  wait: WaitlistWait | null;
  confirmedAt: number | null;
  stale: boolean;
};

export function availabilityOf(t: Dated, now: number): AvailabilityView {
  return {
    state: AVAILABILITY_STATES[t.acceptingClients],
    wait: t.acceptingClients === "waitlist" ? t.acceptingWait : null,
    confirmedAt: t.availabilityConfirmedAt,
    stale: !confirmedWithin(t.availabilityConfirmedAt, AVAILABILITY_RECENT_DAYS, now),
  };
}

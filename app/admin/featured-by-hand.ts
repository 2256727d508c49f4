// The Featured state an admin sets by hand on a listing's edit form, against the one stored. The form names a day
// (a UTC date): a period ending on that day runs through it (to its last millisecond), and the day the stored
// period already ends on keeps the stored end to the millisecond, so saving a form unchanged never moves a period
// someone paid for. Featured with no end, or an end already past, is refused: a listing shows Featured only while
// its period runs.

import { isFeaturedActive } from "#app/featured/machine.ts";

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const FEATURED_END_MESSAGE = "A Featured listing needs an end date in the future";

type Featured = { isFeatured: boolean; featuredUntil: number | null };
export type FeaturedByHand = { kind: "unchanged" } | ({ kind: "changed" } & Featured) | { kind: "invalid" };

/** Where the stored period ends, as the form shows it: the UTC date. */
export function featuredEndDay(featuredUntil: number | null): string {
  return featuredUntil === null ? "" : new Date(featuredUntil).toISOString().slice(0, 10);
}

/** The end `given` names (undefined: the stored one). */
function endOf(given: string | null | undefined, stored: number | null): number | null {
  if (given === undefined) return stored;
  if (given === null) return null;
  if (!DATE_ONLY.test(given)) return Date.parse(given);
  return given === featuredEndDay(stored) ? stored : Date.parse(given) + DAY_MS - 1;
}

/** What a save asks of the Featured state: nothing, a change, or one refused. */
export function featuredByHand(
  stored: Featured,
  given: { isFeatured?: boolean | undefined; featuredUntil?: string | null | undefined },
  now: number,
): FeaturedByHand {
  const isFeatured = given.isFeatured ?? stored.isFeatured;
  const featuredUntil = endOf(given.featuredUntil, stored.featuredUntil);
  if (isFeatured === stored.isFeatured && featuredUntil === stored.featuredUntil) return { kind: "unchanged" };
  if (isFeatured && !isFeaturedActive(isFeatured, featuredUntil, now)) return { kind: "invalid" };
  return { kind: "changed", isFeatured, featuredUntil };
}

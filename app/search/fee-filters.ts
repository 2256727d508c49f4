// "I can pay up to $X per session": the thresholds the filter panel offers, how a listing's lowest fee is filed in
// the index, and how the counts per lowest fee add up to a count per threshold. Safe in the browser.

/** A facet value with its count (the shape of params.ts FacetCount). */
type Counted = { value: string; label: string; count: number };

/** The amounts the "I can pay up to" select offers, in whole dollars. */
export const FEE_THRESHOLDS: readonly number[] = [60, 80, 100, 120, 140, 160, 180, 200];
/** The largest amount a search may name (whole dollars; any amount from 0 up to it matches exactly). */
export const MAX_FEE_LIMIT = 10_000;

/** A whole-dollar amount as a search names it, or null when it is not one (or out of range). */
export function parseMaxFee(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,5}$/.test(value)) return null;
  const amount = Number(value);
  return amount <= MAX_FEE_LIMIT ? amount : null;
}

/**
 * The index's value of a lowest fee: the smallest whole-dollar amount it fits under ($120.50 is filed as 121, so
 * "up to $120" leaves it out and "up to $121" takes it).
 */
export const feeValue = (lowestFee: number) => String(Math.ceil(lowestFee));

/**
 * The "up to $X" counts from the counts per filed lowest fee: each threshold (and the chosen amount) counts the
 * listings filed at or under it; amounts no listing fits are left out, as other facets leave out their empty values.
 */
export function feeCounts(byLowestFee: readonly Counted[], chosen: number | undefined): Counted[] {
  const amounts = [...new Set([...FEE_THRESHOLDS, ...(chosen === undefined ? [] : [chosen])])].sort((a, b) => a - b);
  return amounts
    .map((amount) => ({
      value: String(amount),
      label: `$${amount}`,
      count: byLowestFee.reduce((sum, f) => (Number(f.value) <= amount ? sum + f.count : sum), 0),
    }))
    .filter((f) => f.count > 0);
}

// The Featured plan: $9.99 CAD a month, auto-renewing, each paid period 30 days long. Shared by pages and server.

export const FEATURED_PRICE_CENTS = 999;
export const FEATURED_CURRENCY = "cad";
export const FEATURED_PERIOD_DAYS = 30;
export const DAY_MS = 86_400_000;
export const FEATURED_PRICE_TEXT = "$9.99";
export const FEATURED_PLAN_NAME = "Featured Listing";

export const CHECKOUT_ERROR_TITLE = "Checkout Error";
export const CHECKOUT_ERROR_FALLBACK = "Failed to start premium checkout. Please try again.";

/** Cents as dollars: 999 → "$9.99". */
export function formatAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A date as "November 24, 2026" (UTC, so server and browser agree). */
export function formatDay(at: number): string {
  return new Date(at).toLocaleDateString("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** Whole days left until `until`, rounded up; 0 once it has passed. */
export function daysRemaining(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / DAY_MS));
}

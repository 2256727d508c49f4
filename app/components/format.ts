// Dates as the pages write them: 'MMM d, yyyy' (Nov 22, 2026) and 'MMMM d, yyyy' (November 22, 2026), in UTC so
// the server's and the browser's renderings agree. Each formatter is made on its first use, not as the module
// loads: making one costs a phone's browser some milliseconds, and most pages that load this module write no date.
const formats = new Map<"short" | "long", Intl.DateTimeFormat>();

function formatDate(month: "short" | "long", ms: number): string {
  let format = formats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { month, day: "numeric", year: "numeric", timeZone: "UTC" });
    formats.set(month, format);
  }
  return format.format(new Date(ms));
}

export const formatShortDate = (ms: number) => formatDate("short", ms);
export const formatLongDate = (ms: number) => formatDate("long", ms);

/** Whole dollars when the amount is whole ($120), cents otherwise ($119.50). */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

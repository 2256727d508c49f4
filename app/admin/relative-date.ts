// Submitted dates, relative: Today, 1 day ago, n days ago under 7, then weeks under 30, then months.
const DAY_MS = 86_400_000;

export type RelativeAge = { unit: "today" | "day" | "week" | "month"; count: number };

/** How long ago `then` was, in the unit a relative date is written in. */
export function relativeAge(then: number, now: number): RelativeAge {
  const days = Math.max(0, Math.floor((now - then) / DAY_MS));
  if (days === 0) return { unit: "today", count: 0 };
  if (days < 7) return { unit: "day", count: days };
  if (days < 30) return { unit: "week", count: Math.floor(days / 7) };
  return { unit: "month", count: Math.max(1, Math.floor(days / 30)) };
}

export function relativeDate(then: number, now: number): string {
  const { unit, count } = relativeAge(then, now);
  if (unit === "today") return "Today";
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

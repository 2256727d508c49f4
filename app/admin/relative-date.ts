// Submitted dates, relative: Today, 1 day ago, n days ago under 7, then weeks under 30, then months.
const DAY_MS = 86_400_000;

/** How long ago, in the unit the words use: days under 7, weeks under 30, then months. */
export function relativeAge(then: number, now: number): { unit: "day" | "week" | "month"; n: number } {
  const days = Math.max(0, Math.floor((now - then) / DAY_MS));
  if (days < 7) return { unit: "day", n: days };
  if (days < 30) return { unit: "week", n: Math.floor(days / 7) };
  return { unit: "month", n: Math.max(1, Math.floor(days / 30)) };
}

export function relativeDate(then: number, now: number): string {
  const days = Math.max(0, Math.floor((now - then) / DAY_MS));
  if (days === 0) return "Today";
  if (days === 1) return "1 day ago";
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
  }
  const months = Math.max(1, Math.floor(days / 30));
  return months === 1 ? "1 month ago" : `${months} months ago`;
}

// Ontario business days: Monday to Friday, except the province's public holidays (the nine of the Employment
// Standards Act) and the weekdays that stand in for those falling on a weekend. The Civic Holiday (first Monday of
// August) is not a public holiday in Ontario: it is a business day here. Pure: no server imports, so pages and
// jobs count alike.

export const ONTARIO_TIME_ZONE = "America/Toronto";

/** A calendar date, month 1-12. */
export type LocalDate = { year: number; month: number; day: number };

const key = (d: LocalDate) => `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
const fromUtc = (ms: number): LocalDate => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const utcOf = (d: LocalDate) => Date.UTC(d.year, d.month - 1, d.day);
const addDays = (d: LocalDate, days: number) => fromUtc(utcOf(d) + days * 86_400_000);
/** 0 Sunday … 6 Saturday. */
const weekday = (d: LocalDate) => new Date(utcOf(d)).getUTCDay();
const isWeekend = (d: LocalDate) => weekday(d) === 0 || weekday(d) === 6;

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, day: number, n: number): LocalDate {
  const first = { year, month, day: 1 };
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7);
}

/** Easter Sunday (Gregorian; the anonymous computus). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { year, month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

export type Holiday = { name: string; date: LocalDate };

/** Ontario's nine public holidays of a year, on their own dates (a weekend one included). */
export function ontarioHolidays(year: number): Holiday[] {
  const may25 = { year, month: 5, day: 25 };
  return [
    { name: "New Year's Day", date: { year, month: 1, day: 1 } },
    { name: "Family Day", date: nthWeekday(year, 2, 1, 3) },
    { name: "Good Friday", date: addDays(easterSunday(year), -2) },
    // The Monday before May 25 (May 18 to 24).
    { name: "Victoria Day", date: addDays(may25, -((weekday(may25) + 6) % 7 || 7)) },
    { name: "Canada Day", date: { year, month: 7, day: 1 } },
    { name: "Labour Day", date: nthWeekday(year, 9, 1, 1) },
    { name: "Thanksgiving", date: nthWeekday(year, 10, 1, 2) },
    { name: "Christmas Day", date: { year, month: 12, day: 25 } },
    { name: "Boxing Day", date: { year, month: 12, day: 26 } },
  ];
}

/**
 * The weekdays a year's holidays close: each holiday on a weekday, and for each on a Saturday or Sunday the next
 * weekday not already closed (Canada Day on a Sunday: Monday July 2; Christmas on a Saturday: Monday 27, Boxing
 * Day Sunday: Tuesday 28; Christmas on a Sunday: Boxing Day Monday 26, Christmas observed Tuesday 27).
 */
export function closedDays(year: number): Holiday[] {
  const closed: Holiday[] = [];
  const taken = new Set<string>();
  const holidays = ontarioHolidays(year);
  for (const holiday of holidays.filter((h) => !isWeekend(h.date))) {
    closed.push(holiday);
    taken.add(key(holiday.date));
  }
  for (const holiday of holidays.filter((h) => isWeekend(h.date))) {
    let date = addDays(holiday.date, 1);
    while (isWeekend(date) || taken.has(key(date))) date = addDays(date, 1);
    closed.push({ name: `${holiday.name} (observed)`, date });
    taken.add(key(date));
  }
  return closed.sort((a, b) => utcOf(a.date) - utcOf(b.date));
}

const closedByYear = new Map<number, Set<string>>();
function closedKeys(year: number): Set<string> {
  let keys = closedByYear.get(year);
  if (!keys) {
    keys = new Set(closedDays(year).map((h) => key(h.date)));
    closedByYear.set(year, keys);
  }
  return keys;
}

export function isBusinessDay(date: LocalDate): boolean {
  return !isWeekend(date) && !closedKeys(date.year).has(key(date));
}

type LocalTime = LocalDate & { hour: number; minute: number; second: number; millisecond: number };

function localTime(instant: number, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
}

/** The instant a wall-clock time in the zone names (in a DST gap, the same clock reading an hour on). */
function instantOf(t: LocalTime, timeZone: string): number {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond);
  const offsetAt = (instant: number) => {
    const seen = localTime(instant, timeZone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second, t.millisecond) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return instant;
}

/**
 * The instant n business days after `instant`: the same wall-clock time (in the zone) on the nth business day
 * after its date. A moment on a closed day counts from the start (00:00) of the next business day, so a message
 * sent on a Saturday is one business day old at the end of Monday.
 */
export function addBusinessDays(instant: Date | number, n: number, timeZone = ONTARIO_TIME_ZONE): Date {
  let t = localTime(typeof instant === "number" ? instant : instant.getTime(), timeZone);
  if (!isBusinessDay(t)) {
    let date: LocalDate = addDays(t, 1);
    while (!isBusinessDay(date)) date = addDays(date, 1);
    t = { ...date, hour: 0, minute: 0, second: 0, millisecond: 0 };
  }
  let date: LocalDate = t;
  for (let left = n; left > 0; left--) {
    date = addDays(date, 1);
    while (!isBusinessDay(date)) date = addDays(date, 1);
  }
  return new Date(instantOf({ ...t, ...date }, timeZone));
}

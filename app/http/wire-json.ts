// Instants on the wire. A field named for an instant holds one: createdAt, publishedAt, featuredUntil,
// notRespondingSince... Rows read them as epoch milliseconds; an answer writes them as ISO 8601 strings (UTC,
// milliseconds: 2026-11-27T14:05:00.000Z), and a number no date can hold (not finite, beyond ±8.64e15 ms) as null.
//
// The rule as JSON.stringify's replacer (`onTheWire`) is its plainest statement, but a replacer takes V8 off its
// fast serializer and calls a function for every field: twice the time of a 60 KB search answer. `wireJson`
// serializes plainly and then rewrites the instant fields in the text. It finds them by their names' endings (a few
// `indexOf` scans); in JSON.stringify's text a quote followed by a colon closes a key, and the letter before the
// ending is checked not to be part of an escape (`\n`, or the last hex digit of `\u001f`), so a key is rewritten
// exactly when its name, as the replacer would see it, matches INSTANT_FIELD.

export const INSTANT_FIELD = /[a-z](At|Until|Since)$/;

const MAX_INSTANT = 8.64e15;

/** Epoch milliseconds as ISO 8601; null for a number that is no instant (not finite, or beyond ±8.64e15 ms). */
export function isoInstant(ms: number): string | null {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_INSTANT ? isoString(ms) : null;
}

const TWO = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));
const THREE = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, "0"));
const DAY = 86_400_000;

/**
 * What `new Date(value).toISOString()` writes, for an instant a date holds, worked out with integers (a quarter of
 * Date's time, which a search answer's hundred-odd instants noticed): the day's date by the proleptic Gregorian
 * calendar from days since 1970 (H. Hinnant's civil_from_days), then the time of day. Years outside 0-9999, written
 * with a sign and six digits, are left to Date.
 */
function isoString(value: number): string {
  const ms = Math.trunc(value);
  const days = Math.floor(ms / DAY);
  let rest = ms - days * DAY;
  const shifted = days + 719_468; // days since 0000-03-01
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(ms).toISOString();
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  rest -= seconds * 1000;
  return `${TWO[Math.floor(year / 100)]}${TWO[year % 100]}-${TWO[month]}-${TWO[day]}T${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${THREE[rest]}Z`;
}

/** A field's value as it is written: an instant field's number as its ISO string (JSON.stringify's replacer). */
export function onTheWire(name: string, value: unknown): unknown {
  return typeof value === "number" && INSTANT_FIELD.test(name) ? isoInstant(value) : value;
}

/** The endings of an instant field's name, with the key's closing quote and colon as JSON.stringify writes them. */
const ENDINGS = ['At":', 'Until":', 'Since":'];
/** A JSON number token, at a given place. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LOWER = /[a-z]/;
const HEX = /^[0-9a-f]{4}$/;

/** Whether the backslashes ending just before `at` are an odd run: the character at `at` is escaped. */
function escapedAt(json: string, at: number): boolean {
  let run = 0;
  for (let i = at - 1; i >= 0 && json[i] === "\\"; i--) run++;
  return run % 2 === 1;
}

/** Whether the key whose ending starts at `at` has, before that ending, a letter a-z written as itself. */
function letterBefore(json: string, at: number): boolean {
  const letter = at - 1;
  if (letter < 0 || !LOWER.test(json[letter]!)) return false;
  // the letter of a two-character escape (\b \f \n \r \t)
  if (escapedAt(json, letter)) return false;
  // the last hex digit of a \uXXXX escape
  const u = letter - 4;
  return !(u >= 1 && json[u] === "u" && escapedAt(json, u) && HEX.test(json.slice(u + 1, letter + 1)));
}

/** The body as JSON, its instants as ISO 8601 strings: what JSON.stringify(body, onTheWire) writes. */
export function wireJson(body: unknown): string {
  const json = JSON.stringify(body) as string | undefined;
  if (json === undefined) return json as unknown as string;
  const values: number[] = [];
  for (const ending of ENDINGS) {
    for (let at = json.indexOf(ending); at !== -1; at = json.indexOf(ending, at + ending.length)) {
      if (letterBefore(json, at)) values.push(at + ending.length);
    }
  }
  if (values.length === 0) return json;
  values.sort((a, b) => a - b);
  let out = "";
  let from = 0;
  for (const at of values) {
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(json);
    if (!number) continue;
    out += json.slice(from, at) + JSON.stringify(isoInstant(Number(number[0])));
    from = at + number[0].length;
  }
  return out + json.slice(from);
}

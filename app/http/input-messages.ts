import { z } from "zod";

// What a refused value is told where its schema names no message of its own: a field left out is required, and any
// other value is told what the field takes, in the app's words (never the validation library's own wording, which
// names its internal types, its option lists in code syntax, and what it received).

const TAKES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

const FORMATS: Record<string, string> = {
  email: "an email address",
  uuid: "an id (UUID)",
  guid: "an id (UUID)",
  url: "a web address",
  datetime: "a date and time (ISO 8601, such as 2026-12-31T17:00:00Z)",
  date: "a date (YYYY-MM-DD)",
  time: "a time (HH:MM)",
};

export const REQUIRED_MESSAGE = "This field is required";
export const ONE_VALUE_MESSAGE = "Must be one value, given once (not a list)";

const number = (value: number | bigint) =>
  typeof value === "bigint" ? value.toString() : value.toLocaleString("en-CA", { maximumFractionDigits: 20 });

/** "at least 3 characters", "at most 10,000", "exactly 1 item": a bound as the field's kind counts it. */
function bound(origin: string, word: "least" | "most" | "exactly", limit: number | bigint, inclusive: boolean) {
  const at = word === "exactly" ? word : `at ${word}`;
  const unit = origin === "string" ? " character" : origin === "array" || origin === "set" ? " item" : "";
  if (unit) return `${at} ${number(limit)}${unit}${Number(limit) === 1 ? "" : "s"}`;
  if (origin === "date") {
    const instant = new Date(Number(limit)).toISOString();
    return word === "least" ? `on or after ${instant}` : word === "most" ? `on or before ${instant}` : instant;
  }
  if (inclusive || word === "exactly") return `${at} ${number(limit)}`;
  return `${word === "least" ? "more" : "less"} than ${number(limit)}`;
}

/** The message of an issue whose schema named none, by its code. */
export function inputMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      // a list where one text is taken: most often a query parameter given twice (?page=1&page=2)
      if (issue.expected === "string" && Array.isArray(issue.input)) return ONE_VALUE_MESSAGE;
      return `Must be ${TAKES[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `Must be ${String(issue.values[0])}`
        : `Must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      if (issue.exact) return `Must be ${bound(issue.origin, "exactly", issue.minimum, true)}`;
      return `Must be ${bound(issue.origin, "least", issue.minimum, issue.inclusive ?? true)}`;
    case "too_big":
      if (issue.exact) return `Must be ${bound(issue.origin, "exactly", issue.maximum, true)}`;
      return `Must be ${bound(issue.origin, "most", issue.maximum, issue.inclusive ?? true)}`;
    case "invalid_format":
      return `Must be ${FORMATS[issue.format] ?? "in the expected format"}`;
    case "not_multiple_of":
      return `Must be a multiple of ${number(issue.divisor)}`;
    case "unrecognized_keys":
      return `Not a field this takes: ${issue.keys.join(", ")}`;
    default:
      return "This value is not accepted";
  }
}

z.config({ customError: inputMessage });

import { z } from "zod";

// What a value of the wrong type is told where its schema names no message of its own: a field left out is
// required, any other value says what the field takes (never the validation library's own wording, which names
// its internal types and what it received).

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

export const REQUIRED_MESSAGE = "This field is required";

z.config({
  customError: (issue) => {
    if (issue.code !== "invalid_type") return undefined;
    if (issue.input === undefined) return REQUIRED_MESSAGE;
    return `Must be ${TAKES[issue.expected] ?? issue.expected}`;
  },
});

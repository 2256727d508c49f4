import type { z } from "zod";
import "./input-messages.ts";

// Field errors as the API and the forms show them: { field: [messages] }. Shared by server and browser.
export type FieldErrors = Record<string, string[]>;

/** What a form answers when any of its fields is refused. */
export const CHECK_FIELDS = "Please check the highlighted fields.";

/**
 * Field errors keyed by the field each issue is in ("_" for the input as a whole): an issue with an item of a list or
 * a part of an object is the field's (a form shows it at the field), each message once per field (a value of the wrong
 * type may fail several checks that give the same message).
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = Object.create(null); // keyed by input paths: "valueOf" is a field like any other
  for (const issue of error.issues) {
    const messages = (errors[issue.path.length > 0 ? String(issue.path[0]) : "_"] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The statuses that refuse a request's input: bad input (400), too large (413), of the wrong type (415), not usable (422). */
const INPUT_REFUSALS = new Set([400, 413, 415, 422]);

/**
 * An API error's body: `{ message }`, and for a refused input always `errors` too, the input as a whole ("_") when no
 * field is to blame, so a client reads every refusal of its input the same way.
 */
export function errorBody(
  status: number,
  message: string,
  errors?: FieldErrors,
): { message: string; errors?: FieldErrors } {
  const fields = errors ?? (INPUT_REFUSALS.has(status) ? { _: [message] } : undefined);
  return fields ? { message, errors: fields } : { message };
}

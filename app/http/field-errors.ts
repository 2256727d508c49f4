import type { z } from "zod";

// Field errors as the API and the forms show them: { field: [messages] }. Shared by server and browser.
export type FieldErrors = Record<string, string[]>;

/** What a form answers when any of its fields is refused. */
export const CHECK_FIELDS = "Please check the highlighted fields.";

/**
 * Field errors keyed by the dotted path of each issue ("_" for the input as a whole), each message once per field
 * (a value of the wrong type may fail several checks that give the same message).
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = Object.create(null); // keyed by input paths: "valueOf" is a field like any other
  for (const issue of error.issues) {
    const messages = (errors[issue.path.map(String).join(".") || "_"] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

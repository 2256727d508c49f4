import type { FieldErrors } from "./field-errors.ts";

// Text PostgreSQL cannot store as written: the NUL character (refused by text and jsonb columns) and UTF-16
// surrogates without their pair (the driver would silently turn them into U+FFFD). Input carrying them is refused
// where it enters (query string, path, form or JSON body), with the field named, before any query runs.

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_MESSAGE = "This contains a character that is not allowed (such as a NUL byte).";

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Field errors for every string (or object key) in the value that PostgreSQL cannot store; null when none. */
export function unstorableFields(value: unknown): FieldErrors | null {
  const errors: FieldErrors = Object.create(null); // keyed by the input's own field names
  const visit = (item: unknown, path: string[]) => {
    if (typeof item === "string") {
      if (!isStorableText(item)) errors[path.join(".") || "_"] = [UNSTORABLE_MESSAGE];
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => visit(child, [...path, String(index)]));
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) errors[path.join(".") || "_"] = [UNSTORABLE_MESSAGE];
        else visit(child, [...path, key]);
      }
    }
  };
  visit(value, []);
  return Object.keys(errors).length > 0 ? errors : null;
}

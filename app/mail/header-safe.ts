import type { z } from "zod";

// Text typed by a person that can reach a mail header (a name in a subject, say) holds no line break or other
// control character: CR/LF there would let the sender add headers (Bcc:, a second body). Such text is refused
// with a clear message at validation, not cleaned up later.

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}\u2028\u2029]*$/u;

export function headerSafe<S extends z.ZodString>(schema: S, label: string) {
  return schema.regex(NO_CONTROL_CHARACTERS, `${label} cannot contain line breaks or control characters`);
}

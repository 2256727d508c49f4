import type { FieldErrors } from "#app/http/field-errors.ts";
import { headerUnsafeMessage, isHeaderSafe } from "#app/mail/header-safe.ts";

// The contact form: name, email and message required, phone optional. Its limits, patterns and messages serve the
// server's schema (contact-form.server.ts, for the page action and the JSON API alike) and the dialog's check in
// the browser (below), which gives each field the first message the server would give it.

export const CONTACT_LIMITS = { name: 200, email: 254, phone: 40, message: 5000 } as const;
/** zod's own email pattern (what z.email() checks by default), given to the server's schema too. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^[\d\s()+.\-x]*$/i;
export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  nameLong: "Please keep your name under 200 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  phoneLong: "Please enter a shorter phone number",
  message: "Please enter a message",
  messageLong: `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-CA")} characters`,
} as const;

export type ContactForm = { name: string; email: string; phone?: string; message: string };
/** The page action's answer to the contact form, posted with JavaScript (a fetcher) or without. */
export type ContactAnswer = { status: number; message: string; errors?: FieldErrors; firstName?: string };

const M = CONTACT_MESSAGES;
const L = CONTACT_LIMITS;
/** Each field's checks on its trimmed text, in the server schema's order: the first that fails gives the message. */
const CHECKS: Record<keyof ContactForm, Array<[ok: (text: string) => boolean, message: string]>> = {
  name: [
    [(t) => t !== "", M.name],
    [(t) => t.length <= L.name, M.nameLong],
    [isHeaderSafe, headerUnsafeMessage("Your name")],
  ],
  email: [[(t) => t.length <= L.email && EMAIL_PATTERN.test(t), M.email]],
  phone: [
    [(t) => t.length <= L.phone, M.phoneLong],
    [(t) => PHONE_PATTERN.test(t), M.phone],
  ],
  message: [
    [(t) => t !== "", M.message],
    [(t) => t.length <= L.message, M.messageLong],
  ],
};

/** The dialog's check before sending: the form's fields (as FormData gives them) with a message each, if any. */
export function contactFormErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, checks] of Object.entries(CHECKS)) {
    const text = typeof values[field] === "string" ? values[field].trim() : "";
    const failed = checks.find(([ok]) => !ok(text));
    if (failed) errors[field] = [failed[1]];
  }
  return errors;
}

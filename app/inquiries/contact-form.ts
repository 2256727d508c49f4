import { z } from "zod";
import { EmailText } from "#app/auth/email.ts";
import { fieldErrors, type FieldErrors } from "#app/http/field-errors.ts";
import { headerSafe } from "#app/mail/header-safe.ts";
import { CONTACT_LIMITS as L, CONTACT_MESSAGES } from "./contact-limits.ts";
import { isPhoneNumber } from "./phone.ts";

// The contact form: name, email and message required, phone optional. One schema checks it in the dialog before
// it is sent (inline messages, no round trip) and on the server, for the page action and the JSON API alike; the
// server's own checks (honeypot, form token, rate limits) come before it there. The dialog loads it once it is
// open, apart from the dialog itself (contact-panel.tsx): zod weighs more than the dialog.

export { CONTACT_MESSAGES };
const M = CONTACT_MESSAGES;

export const ContactForm = z.object({
  name: headerSafe(z.string({ error: M.name }).trim().min(1, M.name).max(L.name, M.nameLong), "Your name"),
  email: EmailText,
  phone: z
    .string({ error: M.phone })
    .trim()
    .max(L.phone, M.phoneLong)
    .refine((phone) => phone === "" || isPhoneNumber(phone), M.phone)
    .optional()
    .transform((phone) => phone || undefined),
  message: z.string({ error: M.message }).trim().min(1, M.message).max(L.message, M.messageLong),
});
export type ContactForm = z.infer<typeof ContactForm>;

/** The form's fields as typed: what a refused form shows again. */
export type ContactValues = { name: string; email: string; phone: string; message: string };

/**
 * The page action's answer to the contact form, posted with JavaScript (a fetcher) or without. A refused form's
 * answer carries its values back (without JavaScript the page comes back new, its fields filled from them); a sent
 * one never does.
 */
export type ContactAnswer = {
  status: number;
  message: string;
  errors?: FieldErrors;
  firstName?: string;
  values?: ContactValues;
  /** A refused form's own token, posted again with the corrected form: the time the form was first shown still
   *  counts, so a person who fixes one field at once is not taken for a bot typing too fast. */
  formToken?: string;
};

/** The posted form's fields as typed, untrimmed; a field missing or not text is empty. */
export function contactValues(posted: Record<string, unknown>): ContactValues {
  const text = (name: keyof ContactValues) => (typeof posted[name] === "string" ? posted[name] : "");
  return { name: text("name"), email: text("email"), phone: text("phone"), message: text("message") };
}

/** The form as posted, checked: its fields, trimmed, or each refused field with its messages. */
export function checkContactForm(
  posted: Record<string, unknown>,
): { ok: true; form: ContactForm } | { ok: false; errors: FieldErrors } {
  const parsed = ContactForm.safeParse(posted);
  return parsed.success ? { ok: true, form: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

import { z } from "zod";
import { headerSafe } from "#app/mail/header-safe.ts";
import {
  CONTACT_LIMITS as L,
  CONTACT_MESSAGES as M,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  type ContactForm as ContactFormType,
} from "./contact-form.ts";

// The contact form as the server checks it, whether posted by the dialog's form or sent to the JSON API.
export const ContactForm = z.object({
  name: headerSafe(z.string().trim().min(1, M.name).max(L.name, M.nameLong), "Your name"),
  email: z
    .string()
    .trim()
    .max(L.email, M.email)
    .pipe(z.email({ pattern: EMAIL_PATTERN, message: M.email })),
  phone: z
    .string()
    .trim()
    .max(L.phone, M.phoneLong)
    .regex(PHONE_PATTERN, M.phone)
    .optional()
    .transform((value) => value || undefined),
  message: z.string().trim().min(1, M.message).max(L.message, M.messageLong),
}) satisfies z.ZodType<ContactFormType>;

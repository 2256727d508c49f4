import { z } from "zod";
import { headerSafe } from "#app/mail/header-safe.ts";

// The contact form (SPEC §5): name, email and message required, phone optional. One schema for the dialog's
// inline messages and for the server, which also applies it to the JSON API.

export const CONTACT_LIMITS = { name: 200, email: 254, phone: 40, message: 5000 } as const;

export const ContactForm = z.object({
  name: headerSafe(
    z.string().trim().min(1, "Please enter your name").max(CONTACT_LIMITS.name, "Please keep your name under 200 characters"),
    "Your name",
  ),
  email: z.string().trim().max(CONTACT_LIMITS.email, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, "Please enter a shorter phone number")
    .regex(/^[\d\s()+.\-x]*$/i, "Please enter a valid phone number")
    .optional()
    .transform((value) => value || undefined),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message")
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-CA")} characters`),
});
export type ContactForm = z.infer<typeof ContactForm>;

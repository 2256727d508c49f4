import { z } from "zod";

// An email address as a person types it: trimmed, at most 254 characters, zod's email pattern; anything else gets
// the one message.
export const EMAIL_MESSAGE = "Please enter a valid email address";
const typed = z.string({ error: EMAIL_MESSAGE }).trim();
const checked = (text: z.ZodString) => text.max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));

/** An address kept as typed (the contact form replies to it). */
export const EmailText = checked(typed);
/** An address as sign-in and the profiles take it: lower-cased (the users table stores addresses lower-case). */
export const EmailAddress = checked(typed.toLowerCase());

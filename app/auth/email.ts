import { z } from "zod";

// An email address as sign-in takes it: trimmed, lower-cased (the users table stores addresses lower-case).
const EMAIL_MESSAGE = "Please enter a valid email address";
export const EmailAddress = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

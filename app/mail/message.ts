import { z } from "zod";
import { LANGUAGES } from "#app/i18n/language.ts";
import { headerSafe } from "./header-safe.ts";

// An email as the app composes it and the send-email job carries it, with the language it is written in (its
// Content-Language). A payload queued before emails had a language is English.
export const EmailMessage = z.object({
  to: z.email(),
  subject: headerSafe(z.string().trim().min(1).max(300), "Subject"),
  text: z.string().min(1).max(100_000),
  html: z.string().max(200_000).optional(),
  replyTo: z.email().optional(),
  language: z.enum(LANGUAGES).default("en"),
});
/** An email as composed: `language` may be left out for English. */
export type EmailMessage = z.input<typeof EmailMessage>;

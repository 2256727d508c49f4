import { z } from "zod";
import { headerSafe } from "./header-safe.ts";

// An email as the app composes it and the send-email job carries it.
export const EmailMessage = z.object({
  to: z.email(),
  subject: headerSafe(z.string().trim().min(1).max(300), "Subject"),
  text: z.string().min(1).max(100_000),
  html: z.string().max(200_000).optional(),
  replyTo: z.email().optional(),
});
export type EmailMessage = z.infer<typeof EmailMessage>;

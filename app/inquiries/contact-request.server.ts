import type { AppServices } from "#app/context.server.ts";
import { fieldErrors, type FieldErrors } from "#app/http/api.server.ts";
import { ContactForm } from "./contact-form.server.ts";
import { checkFormToken } from "./form-token.server.ts";
import { submitInquiry } from "./inquiries.server.ts";

// One handler for a contact message, whether it arrives as the dialog's form (page action) or as JSON (the API):
// spam checks, validation, then submitInquiry. The answer is an HTTP status and a JSON-ready body.

export type ContactAnswer = { status: number; body: { message: string; errors?: FieldErrors; firstName?: string } };

export async function handleContact(
  services: Pick<AppServices, "db" | "boss" | "config" | "logger">,
  therapistId: string,
  raw: Record<string, unknown>,
  ip: string,
): Promise<ContactAnswer> {
  // A filled-in honeypot is a bot: answer as if it worked, store nothing.
  if (typeof raw.website === "string" && raw.website.trim() !== "") {
    services.logger.info({ therapistId }, "contact message dropped (honeypot)");
    return { status: 200, body: { message: "Message sent!" } };
  }
  if (raw.formToken !== undefined) {
    const token = checkFormToken(services.config.sessionSecret, String(raw.formToken));
    if (token === "too-fast") {
      return { status: 400, body: { message: "That was very quick. Please check your message, then send it again." } };
    }
    if (token === "invalid") {
      return { status: 400, body: { message: "This form has expired. Please reload the page and try again." } };
    }
  }
  const parsed = ContactForm.safeParse(raw);
  if (!parsed.success) {
    return { status: 400, body: { message: "Please check the highlighted fields.", errors: fieldErrors(parsed.error) } };
  }
  const outcome = await submitInquiry(services, { therapistId, form: parsed.data, ip });
  switch (outcome.kind) {
    case "not-found":
      return { status: 404, body: { message: "Therapist not found." } };
    case "rate-limited":
      return {
        status: 429,
        body: { message: `Too many messages were sent from here. Please try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} minutes.` },
      };
    case "sent":
      return { status: 200, body: { message: "Message sent!", firstName: outcome.firstName } };
  }
}

import type { AppServices } from "#app/context.server.ts";
import { submitInquiry } from "#app/inquiries/inquiries.server.ts";

/** A visitor's contact message to a therapist, sent from a page in `language` (none: the form sent no language). */
export const sendVisitorMessage = (
  services: AppServices,
  message: { therapistId: string; visitor: string; language?: string; now: number },
) =>
  submitInquiry(services, {
    therapistId: message.therapistId,
    posted: {
      name: "Sam Visiteur",
      email: message.visitor,
      message: "Bonjour, j’aimerais prendre rendez-vous.",
      language: message.language,
    },
    ip: "10.1.0.1",
    now: message.now,
  });

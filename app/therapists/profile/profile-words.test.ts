import { describe, expect, it } from "vitest";
import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { CONTACT_MESSAGES } from "#app/inquiries/contact-limits.ts";
import { replyRecordText } from "#app/inquiries/reply-rules.ts";
import { englishAvailabilityLine } from "../../../tests/support/availability-english.ts";
import { availabilityLine, fieldMessage, replyRecordLine } from "./profile-words.ts";

// The profile's sentences in both languages: the English ones word for word what the directory's other pages say
// (availabilityText, replyRecordText), the French ones in French.

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 29, 12);
const t = (language: Language) => translator(language, catalogue(language, "profile"));

describe("the profile's sentences", () => {
  it("writes the availability line as the cards do in English, and in French", () => {
    const listings = [0, 1, 3, 7, 15, 29, 45, null].flatMap((days) =>
      (["yes", "waitlist", "no"] as const).map((acceptingClients) => ({
        acceptingClients,
        acceptingWait: acceptingClients === "waitlist" ? ("2-6-weeks" as const) : null,
        availabilityConfirmedAt: days === null ? null : NOW - days * DAY,
      })),
    );
    for (const listing of listings)
      expect(availabilityLine(t("en"), listing, NOW)).toBe(englishAvailabilityLine(listing, NOW));
    const waitlist = { acceptingClients: "waitlist" as const, acceptingWait: "2-6-weeks" as const };
    expect(availabilityLine(t("fr"), { ...waitlist, availabilityConfirmedAt: NOW - 3 * DAY }, NOW)).toBe(
      "Liste d’attente · environ 2 à 6 semaines · confirmée il y a 3 jours",
    );
    expect(availabilityLine(t("fr"), { ...waitlist, availabilityConfirmedAt: null }, NOW)).toBe(
      "Liste d’attente · environ 2 à 6 semaines · Disponibilités non confirmées récemment",
    );
    const over = { acceptingClients: "waitlist" as const, acceptingWait: "over-6-weeks" as const };
    expect(availabilityLine(t("en"), { ...over, availabilityConfirmedAt: NOW }, NOW)).toBe(
      "Waitlist · over 6 weeks · confirmed today",
    );
  });

  it("writes the reply record as the dashboard does in English, and in French", () => {
    const record = { replied: 5, counted: 6 };
    expect(replyRecordLine(t("en"), record)).toBe(replyRecordText(record));
    expect(replyRecordLine(t("fr"), record)).toBe(
      "A répondu à 5 messages sur 6 en 2 jours ouvrables ou moins (90 derniers jours)",
    );
    // French counts 0 and 1 in the singular: the noun agrees with the messages replied to
    expect(replyRecordLine(t("fr"), { replied: 0, counted: 5 })).toBe(
      "A répondu à 0 message sur 5 en 2 jours ouvrables ou moins (90 derniers jours)",
    );
    expect(replyRecordLine(t("fr"), { replied: 2, counted: 2 })).toMatch(/^A répondu à 2 messages sur 2 /);
  });

  it("shows the contact form's field messages in the page's language", () => {
    for (const message of Object.values(CONTACT_MESSAGES)) expect(fieldMessage(t("en"), "name", message)).toBe(message);
    expect(fieldMessage(t("fr"), "message", CONTACT_MESSAGES.messageLong)).toBe(
      "Votre message doit compter moins de 5\u00a0000 caractères",
    );
    expect(fieldMessage(t("fr"), "email", "Please enter a valid email address")).toBe(
      "Veuillez entrer une adresse courriel valide",
    );
  });
});

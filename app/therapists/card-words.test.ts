import { describe, expect, it } from "vitest";
import listingsFr from "#app/i18n/compiled/listings.fr.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { card, NOW } from "../../tests/support/therapist-card.ts";
import { cardView } from "./card-view.ts";
import type { CardWords } from "./card-words.ts";

const FRENCH: CardWords = { language: "fr", say: translator("fr", listingsFr) };
const DAY = 86_400_000;
const nbsp = (text: string | null) => text?.replace(/\u00a0/g, " ");

describe("a card in French", () => {
  it("names the credential badges in French: the colleges' and the association's French names", () => {
    const badges = (credentials: string) => cardView(card({ credentials }), NOW, FRENCH).badges;
    expect(badges("MA, RP")).toEqual(["Membre de l’OPAO"]);
    expect(badges("MSW, RSW, CCC")).toEqual(["Travail social — membre de l’OTSTTSO", "Membre de l’ACCP"]);
    expect(badges("Ph.D., C.Psych")).toEqual(["Psychologue — membre de l’Ordre"]);
    expect(cardView(card({ credentials: "MSW, RSW, CCC" }), NOW).badges).toEqual([
      "Registered Social Worker",
      "CCPA Member",
    ]);
  });

  it("writes the cost line as a French reader writes it", () => {
    const stated = {
      rate: 140,
      slidingScale: true,
      slidingScaleMin: 80,
      slidingScaleOpen: true,
      freeConsultationMinutes: 15 as const,
      insuranceProviders: ["Green Shield", "Sun Life", "Manulife"],
      directBilling: ["Green Shield", "Sun Life", "Manulife"],
      directBillingConfirmedAt: NOW - 100 * DAY,
    };
    const cost = (change: Parameters<typeof card>[0]) =>
      nbsp(cardView(card({ ...stated, ...change }), NOW, FRENCH).cost);
    expect(cost({})).toBe(
      "140 $ / 50 min · Échelle mobile dès 80 $ · Consultation gratuite de 15 min · Facturation directe : Green Shield, Sun Life, Manuvie",
    );
    expect(cost({ slidingScaleMin: null, rate: 142.5, freeConsultationMinutes: null, directBilling: [] })).toBe(
      "142,50 $ / 50 min · Échelle mobile",
    );
  });

  it("says the availability, the wait and the confirmation's age in French", () => {
    const line = (change: Parameters<typeof card>[0]) => cardView(card(change), NOW, FRENCH).availability;
    expect(line({ acceptingClients: "yes" })).toBe("Accepte de nouveaux clients · confirmée il y a 3 jours");
    expect(line({ acceptingClients: "yes", availabilityConfirmedAt: NOW - 1000 })).toBe(
      "Accepte de nouveaux clients · confirmée aujourd’hui",
    );
    expect(line({ acceptingClients: "no", availabilityConfirmedAt: NOW - 8 * DAY })).toBe(
      "N’accepte pas de nouveaux clients · confirmée il y a 1 semaine",
    );
    expect(line({ acceptingClients: "waitlist", acceptingWait: "2-6-weeks", virtualSessions: false })).toBe(
      "Liste d’attente · environ 2 à 6 semaines · confirmée il y a 3 jours",
    );
    // a wait's bound is a bound, not an estimate: no "about" before it
    expect(line({ acceptingClients: "waitlist", acceptingWait: "under-2-weeks", virtualSessions: false })).toBe(
      "Liste d’attente · moins de 2 semaines · confirmée il y a 3 jours",
    );
    expect(line({ acceptingClients: "waitlist", acceptingWait: "over-6-weeks", virtualSessions: false })).toBe(
      "Liste d’attente · plus de 6 semaines · confirmée il y a 3 jours",
    );
    const english = (change: Parameters<typeof card>[0]) => cardView(card(change), NOW).availability;
    expect(english({ acceptingClients: "waitlist", acceptingWait: "under-2-weeks", virtualSessions: false })).toBe(
      "Waitlist · under 2 weeks · confirmed 3 days ago",
    );
    expect(english({ acceptingClients: "waitlist", acceptingWait: "over-6-weeks", virtualSessions: false })).toBe(
      "Waitlist · over 6 weeks · confirmed 3 days ago",
    );
    expect(line({ acceptingClients: "yes", availabilityConfirmedAt: NOW - 31 * DAY })).toBe(
      "Accepte de nouveaux clients · Disponibilités non confirmées récemment",
    );
  });

  it("names the languages of service in French", () => {
    expect(cardView(card({ languages: ["en", "fr", "ar"] }), NOW, FRENCH).languages).toBe("Séances en français, arabe");
    expect(cardView(card({ languages: ["fr"] }), NOW, FRENCH).languages).toBe("Séances uniquement en français");
    expect(cardView(card({ languages: ["en"] }), NOW, FRENCH).languages).toBeNull();
  });

  it("names specialties and the approach by their French names", () => {
    const view = cardView(card(), NOW, FRENCH);
    expect(view.specialties).toEqual(["Anxiété", "Deuil et perte"]);
    expect(view.approach).toBe("TCC (thérapie cognitivo-comportementale)");
  });

  it("names the city in French when French names it otherwise", () => {
    expect(cardView(card({ city: "Montreal", province: "QC" }), NOW, FRENCH).place).toBe("Montréal, QC");
    expect(cardView(card({ city: "Montreal", province: "QC" }), NOW).place).toBe("Montreal, QC");
    expect(cardView(card({ city: "Toronto" }), NOW, FRENCH).place).toBe("Toronto, ON");
  });

  it("marks a bio written in English as English on a French page, and nothing on an English one", () => {
    const bio =
      "I help adults with anxiety and depression. My approach is warm and practical, and together we work on what you need.";
    expect(cardView(card({ bio }), NOW, FRENCH).bioLang).toBe("en-CA");
    expect(cardView(card({ bio }), NOW)).not.toHaveProperty("bioLang");
    expect(cardView(card({ bio: "Short bio." }), NOW, FRENCH)).not.toHaveProperty("bioLang");
  });
});

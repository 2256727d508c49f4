import { describe, expect, it } from "vitest";
import { availabilityPageWords } from "./availability-pages.server.ts";
import { englishAvailabilityLine } from "../../tests/support/availability-english.ts";
import { stillAccurateBilling } from "./fees.ts";

// The availability links' pages say in English what the dashboard and cards say, word for word; in French, French.

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 29, 12);
const words = (path: string) => availabilityPageWords(new Request(`http://app.test${path}`));

describe("the availability pages' words", () => {
  it("write the listing and the billing note as the rest of the site does in English", () => {
    const english = words("/availability/confirm");
    const listing = {
      acceptingClients: "waitlist",
      acceptingWait: "2-6-weeks",
      availabilityConfirmedAt: NOW - 3 * DAY,
    } as const;
    expect(english.text(listing, NOW)).toBe(englishAvailabilityLine(listing, NOW));
    expect(english.billing(["Sun Life", "Manulife"])).toBe(stillAccurateBilling(["Sun Life", "Manulife"]));
    expect(english.billing([])).toBeNull();
  });

  it("write them in French on the French pages, with a refused link's days", () => {
    const french = words("/fr/disponibilite/confirmer");
    const listing = { acceptingClients: "yes", acceptingWait: null, availabilityConfirmedAt: NOW } as const;
    expect(french.text(listing, NOW)).toBe("Accepte de nouveaux clients · confirmée aujourd’hui");
    expect(french.billing(["Sun Life", "Manulife"])).toBe(
      "« Toujours exact » confirme aussi que vous facturez directement ces assureurs : Sun Life, Manuvie.",
    );
    expect(french.refused("expired")).toMatch(/^Ce lien a expiré : les liens du rappel sont valides 14 jours\./);
    expect(french.errors({ acceptingWait: ["Choose about how long the wait is"] })).toEqual({
      acceptingWait: ["Indiquez à peu près combien de temps dure l’attente"],
    });
    // a refusal that names insurers names them in French
    expect(
      french.errors({
        directBilling: [
          "Also tick Manulife, Veterans Affairs Canada under Insurance Accepted, or untick direct billing for them",
        ],
      }),
    ).toEqual({
      directBilling: [
        "Cochez aussi Manuvie, Anciens Combattants Canada sous Assurances acceptées, ou décochez la facturation directe pour ces assureurs",
      ],
    });
  });
});

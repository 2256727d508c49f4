import { describe, expect, it } from "vitest";
import { applicationReceipt } from "#app/admin/admin-emails.ts";
import { receiptEmail } from "#app/featured/emails.ts";
import { listingAddressChanged } from "#app/therapists/address-notices.ts";

// Emails written in French keep their amounts, dates and links as French readers expect them: "9,99 $",
// "24 novembre 2026", and links to English pages where no French twin is served yet.

const APP = "https://therapists.example";
const UNTIL = Date.UTC(2026, 10, 24, 12);

describe("emails in French", () => {
  it("write a Featured receipt's amount and date the French way, and its English twin as before", () => {
    const fr = receiptEmail({ to: "a@example.org", firstName: "Annie", language: "fr" }, 999, UNTIL, APP);
    expect(fr.language).toBe("fr");
    expect(fr.subject).toBe("Reçu : Fiche en vedette, 9,99\u00a0$");
    expect(fr.text).toContain("Bonjour Annie,");
    expect(fr.text).toContain("jusqu’au 24 novembre 2026");
    const en = receiptEmail({ to: "a@example.org", firstName: "Annie", language: "en" }, 999, UNTIL, APP);
    expect(en.subject).toBe("Receipt: Featured Listing, $9.99");
    expect(en.text).toContain("Your profile is Featured until November 24, 2026, and renews automatically");
    expect(en.text).toContain(`Your dashboard: ${APP}/therapist/dashboard`);
  });

  it("link to the French twin of a page served in French", () => {
    const notice = listingAddressChanged(
      "old@example.org",
      "fr",
      { slug: "annie-roy", from: "old@example.org", to: "new@example.org", why: "admin" },
      APP,
    );
    expect(notice.text).toContain(
      `La fiche ${APP}/fr/therapeutes/annie-roy utilisait l’adresse courriel old@example.org`,
    );
    expect(notice.text).toContain("Notre équipe l’a changée.");
  });

  it("name an unconfirmed application address with what to do", () => {
    const receipt = applicationReceipt({
      to: "account@example.org",
      firstName: "Annie",
      language: "fr",
      typedEmail: "typed@example.org",
      proved: false,
      appUrl: APP,
    });
    expect(receipt.subject).toMatch(/^Nous avons reçu votre demande d’inscription/);
    expect(receipt.text).toContain("Nous avons envoyé un lien à typed@example.org");
  });
});

import { describe, expect, it } from "vitest";
import dashboardFr from "#app/i18n/compiled/dashboard.fr.ts";
import profileEn from "#app/i18n/compiled/profile.en.ts";
import profileFr from "#app/i18n/compiled/profile.fr.ts";
import { inquiryWords } from "#app/inquiries/email-words.ts";
import { elide } from "./elision.ts";
import { formatMessage } from "./format.ts";
import { translator } from "./i18n.tsx";

describe("French elision before a name", () => {
  it("writes d’ before a vowel, accented or not, and de before a consonant or an h", () => {
    const fr = translator("fr", profileFr);
    expect(fr("aside.photo", { name: "Amelia Murray" })).toBe("Photo d’Amelia Murray");
    expect(fr("aside.photo", { name: "Émile Roy" })).toBe("Photo d’Émile Roy");
    expect(fr("aside.photo", { name: "Jordan Rivera" })).toBe("Photo de Jordan Rivera");
    expect(fr("aside.photo", { name: "Hugo Lam" })).toBe("Photo de Hugo Lam");
    expect(translator("fr", dashboardFr)("dash.messages.from", { name: "Olivia" })).toBe(" : message d’Olivia");
    const emails = inquiryWords("fr");
    expect(emails("emails.inquiry.heardBack.subject", { therapist: "Ines Roy" })).toBe(
      "Avez-vous eu une réponse d’Ines Roy?",
    );
  });

  it("elides que, le and la as it elides de", () => {
    expect(elide("que", "Émile")).toBe("qu’Émile");
    expect(elide("le", "Ontario")).toBe("l’Ontario");
    expect(elide("la", "Saskatchewan")).toBe("la Saskatchewan");
    expect(formatMessage([["name", "elide", "de"]], { name: "Yara" }, "fr-CA")).toBe("d’Yara");
  });

  it("leaves English as it was", () => {
    expect(translator("en", profileEn)("aside.photo", { name: "Amelia Murray" })).toBe("Photo of Amelia Murray");
  });
});

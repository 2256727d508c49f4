import { describe, expect, it } from "vitest";
import dashboardFr from "#app/i18n/compiled/dashboard.fr.ts";
import profileEn from "#app/i18n/compiled/profile.en.ts";
import profileFr from "#app/i18n/compiled/profile.fr.ts";
import { nameStart } from "./elision.ts";
import { translator } from "./i18n.tsx";

const photo = (t: ReturnType<typeof translator>, name: string) =>
  t("aside.photo", { name, nameStart: nameStart(name) });

describe("French elision of de before a name", () => {
  it("writes d’ before a vowel, accented or not, and de before a consonant or an h", () => {
    const fr = translator("fr", profileFr);
    expect(photo(fr, "Amelia Murray")).toBe("Photo d’Amelia Murray");
    expect(photo(fr, "Émile Roy")).toBe("Photo d’Émile Roy");
    expect(photo(fr, "Jordan Rivera")).toBe("Photo de Jordan Rivera");
    expect(photo(fr, "Hugo Lam")).toBe("Photo de Hugo Lam");
    const dashboard = translator("fr", dashboardFr);
    expect(dashboard("dash.messages.from", { name: "Olivia", nameStart: nameStart("Olivia") })).toBe(
      " : message d’Olivia",
    );
  });

  it("leaves English as it was", () => {
    expect(photo(translator("en", profileEn), "Amelia Murray")).toBe("Photo of Amelia Murray");
  });
});

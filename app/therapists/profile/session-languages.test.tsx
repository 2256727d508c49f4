import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import profileEn from "#app/i18n/compiled/profile.en.ts";
import profileFr from "#app/i18n/compiled/profile.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { sessionLanguageNames } from "./session-language-names.server.ts";
import { SessionLanguages } from "./session-languages.tsx";

// A profile names the languages its sessions are held in in the page's language, in the list's order, and each one
// by its own name too, marked with its language, where that name differs.

const line = (language: Language, codes: string[]) =>
  renderToStaticMarkup(
    <CatalogueProvider language={language} catalogue={language === "fr" ? profileFr : profileEn}>
      <SessionLanguages languages={sessionLanguageNames(codes, language)} />
    </CatalogueProvider>,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("the profile's session languages", () => {
  it("on a French page: French names, then each language's own name in its language", () => {
    const html = line("fr", ["ru", "en", "it", "fr"]);
    expect(text(html)).toBe("Séances en : anglais (English), français, italien (Italiano), russe (Русский)");
    expect(html).toContain('<span lang="ru">Русский</span>');
    expect(html).toContain('<span lang="en">English</span>');
  });

  it("on an English page: English names, the own name only where it differs; a sign language by the page's name", () => {
    const html = line("en", ["fr", "en", "fcs"]);
    expect(text(html)).toBe("Sessions in: English, French (Français), LSQ (Quebec Sign Language)");
    expect(html).toContain('<span lang="fr">Français</span>');
  });

  it("says nothing for a profile with no language", () => {
    expect(line("en", [])).toBe("");
  });
});

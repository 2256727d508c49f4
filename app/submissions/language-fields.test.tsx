import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import formEn from "#app/i18n/compiled/profileform.en.ts";
import formFr from "#app/i18n/compiled/profileform.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { LanguageFields } from "./language-fields.tsx";

const CATALOGUES = { en: formEn, fr: formFr };
/** The boxes' values, in the order the form lists them. */
const boxesIn = (language: Language) => {
  const fields = (
    <CatalogueProvider language={language} catalogue={CATALOGUES[language]}>
      <LanguageFields defaults={{}} errors={{}} />
    </CatalogueProvider>
  );
  // the page's language is its address's
  const router = createMemoryRouter([{ path: "*", element: fields }], {
    initialEntries: [language === "fr" ? "/fr/therapeute/modifier-le-profil" : "/therapist/edit-profile"],
  });
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return [...html.matchAll(/<input[^>]*name="languages"[^>]*>/g)].map(
    (match) => /value="([a-z]+)"/.exec(match[0])![1]!,
  );
};

describe("the languages of a profile's sessions, on the form", () => {
  it("lists English and French first, then the others by their names in the page's language", () => {
    const fr = boxesIn("fr");
    expect(fr.slice(0, 2)).toEqual(["en", "fr"]);
    // Espagnol, Pendjabi, Portugais, Russe: French order, not English's Punjabi, Russian, Spanish
    const order = (codes: string[]) => codes.filter((code) => ["es", "pa", "pt", "ru"].includes(code));
    expect(order(fr)).toEqual(["es", "pa", "pt", "ru"]);
    expect(order(boxesIn("en"))).toEqual(["pt", "pa", "ru", "es"]);
    expect(new Set(fr).size).toBe(fr.length);
    expect(fr.length).toBe(boxesIn("en").length);
  });
});

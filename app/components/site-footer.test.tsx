import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import commonEn from "#app/i18n/compiled/common.en.ts";
import commonFr from "#app/i18n/compiled/common.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { SiteFooter } from "./site-footer.tsx";

const CATALOGUES = { en: commonEn, fr: commonFr };
const render = (language: Language) => {
  const footer = (
    <CatalogueProvider language={language} catalogue={CATALOGUES[language]}>
      <SiteFooter year={2026} />
    </CatalogueProvider>
  );
  // the page's language is its address's
  const router = createMemoryRouter([{ path: "*", element: footer }], {
    initialEntries: [language === "fr" ? "/fr" : "/"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
};

describe("the footer's resources", () => {
  it("lead a French page to the resources' French sites, an English page to their English ones", () => {
    const fr = render("fr");
    for (const site of ["https://988.ca/fr", "https://jeunessejecoute.ca", "https://cmha.ca/fr/"])
      expect(fr).toContain(`href="${site}"`);
    expect(fr).not.toContain('href="https://kidshelpphone.ca"');
    const en = render("en");
    for (const site of ["https://988.ca", "https://kidshelpphone.ca", "https://cmha.ca"])
      expect(en).toContain(`href="${site}"`);
  });
});

import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import commonEn from "#app/i18n/compiled/common.en.ts";
import commonFr from "#app/i18n/compiled/common.fr.ts";
import directoryEn from "#app/i18n/compiled/directory.en.ts";
import directoryFr from "#app/i18n/compiled/directory.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { DirectoryResults } from "./directory-results.tsx";
import { SearchParams } from "./api-params.server.ts";

const render = (corrected: string | null, language: Language = "en", crisis = false) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[language === "fr" ? "/fr" : "/"]}>
      <CatalogueProvider
        language={language}
        catalogue={language === "fr" ? { ...commonFr, ...directoryFr } : { ...commonEn, ...directoryEn }}
      >
        <DirectoryResults
          params={SearchParams.parse({ query: "tornto" })}
          therapists={[]}
          total={0}
          totalInDatabase={0}
          filtered
          corrected={corrected}
          crisis={crisis}
          searching={false}
        />
      </CatalogueProvider>
    </MemoryRouter>,
  );

describe("directory results", () => {
  it("says which words a corrected query searched", () => {
    expect(render("toronto")).toContain('Showing results for <strong class="font-semibold">toronto</strong>');
    expect(render(null)).not.toContain("Showing results for");
  });

  it("speaks French on a French page: the corrected words, the empty state, a way back to /fr", () => {
    const html = render("toronto", "fr");
    expect(html).toContain('Résultats pour <strong class="font-semibold">toronto</strong>');
    expect(html).toContain("Aucun thérapeute trouvé");
    expect(html).toContain('href="/fr"');
    expect(html).not.toContain("Showing");
  });

  it("puts the crisis lines above the results of a search whose words speak of a crisis, and only there", () => {
    const html = render(null, "en", true).replace(/<!-- -->/g, "");
    expect(html).toContain('<aside aria-label="Crisis help" class="crisis-note">');
    expect(html).toContain("In crisis? Help is available 24/7.");
    expect(html).toContain('<a href="tel:988">988</a>');
    // above the empty state (the count line before them says the same words to a screen reader only)
    expect(html.indexOf("crisis-note")).toBeLessThan(html.lastIndexOf("No therapists found"));
    expect(render(null, "fr", true)).toContain('aria-label="Aide en cas de crise"');
    expect(render(null)).not.toContain("crisis-note");
  });
});

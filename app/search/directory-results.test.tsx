import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import directoryEn from "#app/i18n/compiled/directory.en.ts";
import directoryFr from "#app/i18n/compiled/directory.fr.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { DirectoryResults } from "./directory-results.tsx";
import { SearchParams } from "./api-params.server.ts";

const render = (corrected: string | null, language: Language = "en") =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[language === "fr" ? "/fr" : "/"]}>
      <CatalogueProvider language={language} catalogue={language === "fr" ? directoryFr : directoryEn}>
        <DirectoryResults
          params={SearchParams.parse({ query: "tornto" })}
          therapists={[]}
          total={0}
          totalInDatabase={0}
          filtered
          corrected={corrected}
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
});

import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { DirectoryResults } from "./directory-results.tsx";
import { SearchParams } from "./api-params.server.ts";

const render = (corrected: string | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DirectoryResults
        params={SearchParams.parse({ query: "tornto" })}
        therapists={[]}
        total={0}
        totalInDatabase={0}
        filtered
        corrected={corrected}
        searching={false}
      />
    </MemoryRouter>,
  );

describe("directory results", () => {
  it("says which words a corrected query searched", () => {
    expect(render("toronto")).toContain('Showing results for <strong class="font-semibold">toronto</strong>');
    expect(render(null)).not.toContain("Showing results for");
  });
});

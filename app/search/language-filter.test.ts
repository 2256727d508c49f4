import { describe, expect, it } from "vitest";
import { parseApiSearch } from "./api-params.server.ts";
import { activeFilterCount, directoryQuery } from "./directory-url.ts";
import { filterSelects } from "./facet-options.ts";
import { FACETS } from "./facets.ts";
import { FILTERS } from "./filter-fields.tsx";
import { parseDirectoryUrl, type FacetTallies } from "./params.ts";
import { loadDirectoryWords } from "#app/i18n/directory-words.ts";
import { englishSelectWords, frenchSelectWords } from "../../tests/support/select-words.ts";

const parse = (query: string) => parseDirectoryUrl(new URLSearchParams(query));
const tallies = (language: FacetTallies["language"]): FacetTallies => ({
  ...(Object.fromEntries(FACETS.map((facet) => [facet, []])) as unknown as FacetTallies),
  language,
});

describe("the Session language filter", () => {
  it("reads a code from the list in the page's URL, drops anything else, and writes it back", () => {
    expect(parse("language=fr").language).toBe("fr");
    expect(parse("language=fcs").language).toBe("fcs");
    expect(parse("language=French").language).toBeUndefined();
    expect(parse("language=FR").language).toBeUndefined();
    expect(directoryQuery(parse("city=Ottawa&language=ar"))).toBe("city=Ottawa&language=ar");
    expect(activeFilterCount(parse("language=ar"))).toBe(1);
  });

  it("is strict in the API: a code not in the list is a field error", () => {
    expect(parseApiSearch({ language: "pa" })).toMatchObject({ success: true, data: { language: "pa" } });
    const refused = parseApiSearch({ language: "Punjabi" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["language"]]);
  });

  it("lists the languages with a match in the list's order, with their own names and counts; a chosen one stays", () => {
    const model = filterSelects(
      parse("language=so"),
      tallies([
        ["ar", 3],
        ["fr", 12],
        ["en", 40],
      ]),
      englishSelectWords,
    ).language;
    expect(model.value).toBe("so");
    expect(model.options.map((option) => [option.value, option.label, option.count])).toEqual([
      ["en", "English", 40],
      ["fr", "French – Français", 12],
      ["ar", "Arabic – العربية", 3],
      ["so", "Somali – Soomaali", 0],
    ]);
  });

  it("names the languages in French on a French page, with their own names, in French name order", async () => {
    await loadDirectoryWords("fr");
    const model = filterSelects(
      parse("language=fr"),
      tallies([
        ["fr", 12],
        ["ar", 3],
        ["es", 2],
        ["ru", 2],
        ["pa", 1],
        ["pt", 1],
      ]),
      frenchSelectWords,
    ).language;
    expect(model.options.map((option) => option.label)).toEqual([
      "Français",
      "Arabe – العربية",
      "Espagnol – Español",
      "Pendjabi – ਪੰਜਾਬੀ",
      "Portugais – Português",
      "Russe – Русский",
    ]);
    expect(englishSelectWords.say("filter.language")).toBe("Session language");
    expect(frenchSelectWords.say("filter.language")).toBe("Langue des séances");
  });

  it("applies a choice as a code, and the empty choice as none", () => {
    const filter = FILTERS.find((f) => f.name === "language")!;
    expect(filter.toChange("vi")).toEqual({ language: "vi" });
    expect(filter.toChange("")).toEqual({ language: undefined });
  });
});

import { describe, expect, it } from "vitest";
import { BlogSearchParams, parseBlogUrl } from "#app/blog/search-params.server.ts";
import { parseApiSearch } from "./api-params.server.ts";
import { activeFilterCount } from "./directory-url.ts";
import { parseDirectoryUrl } from "./params.ts";
import { searchableText } from "./text-query.ts";
import { textQuery } from "./text-query.ts";

const NO_WORD = ["!!!", "--", "…", "🙂", "?!#", "_"];

describe("a text query", () => {
  it("is one with a letter or a digit of any script, kept as given", () => {
    for (const text of ["anxiety", "!!anxiety!!", "é", "Groß", "٣", "CBT?", "a"]) expect(textQuery(text)).toBe(text);
  });

  it("is none without a letter or a digit", () => {
    for (const text of [...NO_WORD, undefined]) expect(textQuery(text), text).toBeUndefined();
  });

  it("without a letter or a digit is no query to the directory's page, its API and the blog's page and API", () => {
    for (const text of NO_WORD) {
      const page = parseDirectoryUrl(new URLSearchParams({ query: text }));
      expect(page.query, text).toBeUndefined();
      expect(activeFilterCount(page), text).toBe(0);
      const api = parseApiSearch({ query: text });
      expect(api.success && api.data.query, text).toBeUndefined();
      expect(parseBlogUrl(new URLSearchParams({ query: text })).query, text).toBeUndefined();
      expect(BlogSearchParams.parse({ query: text }).query, text).toBeUndefined();
    }
    expect(parseDirectoryUrl(new URLSearchParams({ query: "anxiety!" })).query).toBe("anxiety!");
    expect(BlogSearchParams.parse({ query: " grief " }).query).toBe("grief");
  });
});

describe("searchableText", () => {
  it("separates words a slash or backslash joins, and leaves a closing tag's slash to the parser", () => {
    expect(searchableText("anxiety/depression, CBT/DBT")).toBe("anxiety depression, CBT DBT");
    expect(searchableText("/anxiety and c:\\grief")).toBe(" anxiety and c: grief");
    expect(searchableText("<b>lund</b> 1/2")).toBe("<b>lund</b> 1 2");
    expect(searchableText("and/or / either")).toBe("and or / either");
  });
});

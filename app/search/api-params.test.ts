import { describe, expect, it } from "vitest";
import { fieldErrors } from "#app/http/api.server.ts";
import { parseApiSearch } from "./api-params.server.ts";
import { SEARCH_BOUNDS } from "./params.ts";

describe("the search API's page and limit", () => {
  const errorsOf = (query: Record<string, string | string[]>) => {
    const parsed = parseApiSearch(query);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it("answers any page out of range, however large, with one message that says the range", () => {
    const message = `Must be a whole number from 1 to ${SEARCH_BOUNDS.page}`;
    for (const page of ["0", "10001", "99999999999999999999", "1e3", "-1", "2.5", "abc"]) {
      expect(errorsOf({ page }).page, page).toEqual([message]);
    }
    expect(errorsOf({ limit: "51" }).limit).toEqual([`Must be a whole number from 1 to ${SEARCH_BOUNDS.maxLimit}`]);
  });

  it("tells a parameter given twice to give it once", () => {
    for (const name of ["page", "limit", "query", "sortBy", "near"])
      expect(errorsOf({ [name]: ["1", "2"] })[name], name).toEqual(["Must be one value, given once (not a list)"]);
  });

  it("answers any maximum fee out of range, however large, with the one message that says the range", () => {
    const message = "Must be a whole number of dollars from 0 to 10000";
    for (const maxFee of ["10001", "99999999999999999999", "1e3", "-1", "2.5", "abc"]) {
      expect(errorsOf({ maxFee }).maxFee, maxFee).toEqual([message]);
    }
    const bound = parseApiSearch({ maxFee: "10000" });
    expect(bound.success && bound.data.maxFee).toBe(10000);
  });

  it("names every other bound in the app's words, not the validation library's", () => {
    expect(errorsOf({ lat: "91" }).lat).toEqual(["Must be a latitude from -90 to 90"]);
    expect(errorsOf({ lng: "-181" }).lng).toEqual(["Must be a longitude from -180 to 180"]);
    expect(errorsOf({ query: "a".repeat(SEARCH_BOUNDS.text + 1) }).query).toEqual([
      `Must be at most ${SEARCH_BOUNDS.text} characters`,
    ]);
  });

  it("takes the bounds themselves", () => {
    const parsed = parseApiSearch({ page: String(SEARCH_BOUNDS.page), limit: String(SEARCH_BOUNDS.maxLimit) });
    expect(parsed.success && [parsed.data.page, parsed.data.limit]).toEqual([
      SEARCH_BOUNDS.page,
      SEARCH_BOUNDS.maxLimit,
    ]);
  });
});

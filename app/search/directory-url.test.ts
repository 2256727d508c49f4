import fc from "fast-check";
import { describe, expect, it } from "vitest";
import homeEn from "#app/i18n/compiled/home.en.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { serializeJsonLd } from "#app/seo/structured-data.ts";
import { directoryQuery, filterSignature, pageWindow, searchHref } from "./directory-url.ts";
import { filterSelects } from "./facet-options.ts";
import { SearchParams } from "./api-params.server.ts";
import { parseDirectoryUrl, talliesOf, type Facets } from "./params.ts";
import { pageFacets } from "./page-facets.server.ts";
import { resultsCountText, totalStat } from "./results-text.ts";
import { englishSelectWords, frenchSelectWords } from "../../tests/support/select-words.ts";

const say = englishSelectWords.say;

const parse = (query: string) => parseDirectoryUrl(new URLSearchParams(query));

describe("parseDirectoryUrl (the page ignores what it cannot use)", () => {
  it("reads every directory parameter", () => {
    expect(
      parse(
        "query=anxiety&specialty=ADHD&city=Toronto&therapyType=CBT&insuranceProvider=Sun%20Life&issue=grief&mode=online&price=%3E%24160&acceptingClients=true&virtualSessions=true&sortBy=rating&page=3",
      ),
    ).toMatchObject({
      query: "anxiety",
      specialty: "ADHD",
      city: "Toronto",
      therapyType: "CBT",
      insuranceProvider: "Sun Life",
      issue: "grief",
      mode: "online",
      price: ">$160",
      acceptingClients: true,
      virtualSessions: true,
      sortBy: "rating",
      page: 3,
      limit: 24,
    });
  });

  it.each([
    ["mode=bus", { mode: undefined }],
    ["mode=ONLINE", { mode: undefined }],
    ["mode=inperson", { mode: "inperson" }],
    ["price=cheap", { price: undefined }],
    ["price=under-100", { price: "<$100" }],
    ["price=%3C%24100", { price: "<$100" }],
    ["price=%24100-%24160", { price: "$100-$160" }],
    ["acceptingClients=yes", { acceptingClients: undefined }],
    ["acceptingClients=TRUE", { acceptingClients: undefined }],
    ["virtualSessions=1", { virtualSessions: undefined }],
    ["virtualSessions=true", { virtualSessions: true }],
    ["page=0", { page: 1 }],
    ["page=-3", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=2.5", { page: 2 }],
    ["page=", { page: 1 }],
    ["page=99999", { page: 10_000 }],
    ["sortBy=x", { sortBy: "recommended" }],
    ["sortBy=name", { sortBy: "name" }],
    ["specialty=", { specialty: undefined }],
    ["limit=50", { limit: 24 }],
  ])("%s gives %o", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it("gives only values the server's schema accepts, exactly as the schema gives them back", () => {
    const keys = [...Object.keys(SearchParams.shape), "other"];
    const value = fc.oneof(
      fc.string(),
      fc.string({ minLength: 190, maxLength: 230 }),
      fc.constantFrom(
        "true",
        "TRUE",
        "online",
        "under-100",
        "<$100",
        ">$160",
        "nearest",
        "M5V",
        "m5v 2t6",
        "M0Z",
        "D5V",
        "0",
        "3",
        "10000",
        "10001",
        "2.5",
        "-89.9",
        "181",
        "1e400",
        " x ",
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 }), (pairs) => {
        const parsed = parseDirectoryUrl(new URLSearchParams(pairs));
        expect(parsed).toStrictEqual(SearchParams.parse(parsed));
      }),
    );
  });

  it("never throws, whatever the query string", () => {
    for (const query of ["page=99999999999", "lat=abc&lng=1e400", "query=" + "x".repeat(5000), "%E0%A4%A"]) {
      expect(() => parse(query)).not.toThrow();
    }
  });
});

describe("directory URLs", () => {
  it("leave out defaults and spell the cheap band as under-100", () => {
    expect(directoryQuery(SearchParams.parse({}))).toBe("");
    expect(searchHref("/", SearchParams.parse({ page: 2 }))).toBe("/?page=2");
    expect(
      searchHref(
        "/",
        SearchParams.parse({
          specialty: "Anxiety & Depression",
          price: "<$100",
          acceptingClients: true,
          sortBy: "name",
          page: 3,
        }),
      ),
    ).toBe("/?specialty=Anxiety%20%26%20Depression&price=under-100&acceptingClients=true&sortBy=name&page=3");
  });

  it("round-trip through the page's parser", () => {
    const params = parse(
      "city=St.%20Catharines&issue=Academic%20Stress&mode=online&price=%3E%24160&virtualSessions=true&sortBy=nearest&lat=43.1&lng=-79.2&page=4",
    );
    expect(parse(directoryQuery(params))).toEqual(params);
  });

  it("compare filter sets without sort or page, ignoring case and accents", () => {
    expect(filterSignature(parse("city=Montréal&page=3&sortBy=name"))).toBe(filterSignature(parse("city=montreal")));
    expect(filterSignature(parse("city=Toronto"))).not.toBe(filterSignature(parse("city=Ottawa")));
    expect(filterSignature(parse(""))).not.toBe(filterSignature(parse("acceptingClients=true")));
  });

  it.each([
    [1, 1, [1]],
    [1, 12, [1, 2, 3, 4, 5]],
    [2, 12, [1, 2, 3, 4, 5]],
    [6, 12, [4, 5, 6, 7, 8]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
    [2, 3, [1, 2, 3]],
    [40, 12, [8, 9, 10, 11, 12]],
  ])("page %i of %i shows page buttons %o", (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});

describe("results count texts", () => {
  const base = { loading: false, shown: 24, total: 39, totalInDatabase: 280, filtered: true };
  it.each([
    [{ ...base, loading: true }, "Searching..."],
    [base, "Showing 24 of 39 matching therapists (280+ total)"],
    [{ ...base, totalInDatabase: 19, total: 5, shown: 5 }, "Showing 5 of 5 matching therapists"],
    [{ ...base, filtered: false, total: 280 }, "Showing 24 of 280+ therapists"],
    [{ ...base, filtered: false, total: 12, shown: 12, totalInDatabase: 12 }, "Showing 12 verified therapists"],
  ])("%o reads %s", (input, text) => {
    expect(resultsCountText(input, say)).toBe(text);
  });

  it("shows N+ from 20 therapists, Growing below", () => {
    const homeSay = translator("en", homeEn);
    expect(totalStat(20, homeSay)).toBe("20+");
    expect(totalStat(19, homeSay)).toBe("Growing");
  });
});

describe("filter options", () => {
  const facets: Facets = {
    specialty: [
      { value: "ADHD", label: "ADHD", count: 3 },
      { value: "Anxiety", label: "Anxiety", count: 9 },
    ],
    city: [{ value: "toronto", label: "Toronto", count: 42 }],
    therapyType: [],
    insuranceProvider: [],
    mode: [{ value: "online", label: "Online", count: 7 }],
    price: [{ value: "<$100", label: "Under $100", count: 4 }],
    acceptingClients: [],
    issue: [{ value: "Anxiety & Depression", label: "Anxiety & Depression", count: 11 }],
    maxFee: [],
    slidingScale: [],
    freeConsultation: [],
    directBilling: [],
    language: [{ value: "fr", label: "fr", count: 2 }],
    identity: [{ value: "black", label: "black", count: 1 }],
    population: [{ value: "teens", label: "teens", count: 3 }],
    access: [{ value: "step-free", label: "step-free", count: 2 }],
  };
  /** The tallies as a page carries them for this query string. */
  const shown = (query: string) => pageFacets(talliesOf(facets), parse(query), false, "en").tallies;

  it("count each Issue option by its mapped specialty", () => {
    const selects = filterSelects(parse(""), shown(""), englishSelectWords);
    expect(selects.issue.options.find((o) => o.value === "Anxiety")?.count).toBe(11);
    expect(selects.issue.options.find((o) => o.value === "ADHD")?.count).toBe(0);
  });

  it("carry the facet counts, alphabetically, and keep a chosen value with no match visible", () => {
    const query = "specialty=Grief%20%26%20Loss&city=TORONTO&price=under-100";
    const selects = filterSelects(parse(query), shown(query), englishSelectWords);
    expect(selects.specialty.options.map((o) => [o.label, o.count])).toEqual([
      ["Grief & Loss", 0],
      ["ADHD", 3],
      ["Anxiety", 9],
    ]);
    expect(selects.specialty.value).toBe("Grief & Loss");
    expect(selects.city.value).toBe("Toronto");
    expect(selects.price.value).toBe("under-100");
    expect(selects.price.options.map((o) => o.count)).toEqual([4, 0, 0]);
    expect(selects.mode.options.map((o) => [o.value, o.count])).toEqual([
      ["online", 7],
      ["inperson", 0],
    ]);
    expect(selects.issue.options).toHaveLength(20);
  });

  it("name the cities in French on a French page, a chosen one with no match too", () => {
    const query = "city=Montreal";
    const french = pageFacets(talliesOf(facets), parse(query), false, "fr");
    const selects = filterSelects(parse(query), french.tallies, { ...frenchSelectWords, names: french.names });
    expect(selects.city.value).toBe("Montreal");
    expect(selects.city.options.find((o) => o.value === "Montreal")).toEqual({
      value: "Montreal",
      label: "Montréal",
      count: 0,
    });
  });
});

describe("JSON-LD", () => {
  it("cannot close its script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script><!--" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script><!--" });
  });
});

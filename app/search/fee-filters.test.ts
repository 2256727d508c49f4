import { describe, expect, it } from "vitest";
import { SearchParams } from "./api-params.server.ts";
import { FACETS } from "./facets.ts";
import { directoryQuery, filterSignature } from "./directory-url.ts";
import { filterSelects } from "./facet-options.ts";
import { englishSelectWords } from "../../tests/support/select-words.ts";
import { feeCounts, feeValue, FEE_THRESHOLDS, parseMaxFee } from "./fee-filters.ts";
import { parseDirectoryUrl, type FacetTallies } from "./params.ts";

const parse = (query: string) => parseDirectoryUrl(new URLSearchParams(query));

describe("the cost filters in the page's URL", () => {
  it("reads every cost parameter", () => {
    expect(
      parse("maxFee=125&slidingScale=true&freeConsultation=true&directBilling=Green%20Shield%20Canada"),
    ).toMatchObject({
      maxFee: 125,
      slidingScale: true,
      freeConsultation: true,
      directBilling: "Green Shield Canada",
    });
  });

  it.each([
    ["maxFee=abc", { maxFee: undefined }],
    ["maxFee=-5", { maxFee: undefined }],
    ["maxFee=12.5", { maxFee: undefined }],
    ["maxFee=10001", { maxFee: undefined }],
    ["maxFee=0", { maxFee: 0 }],
    ["maxFee=10000", { maxFee: 10_000 }],
    ["slidingScale=yes", { slidingScale: undefined }],
    ["freeConsultation=1", { freeConsultation: undefined }],
    ["directBilling=Acme%20Benefits", { directBilling: undefined }],
    ["directBilling=No%20Insurance%20(Self-Pay)", { directBilling: undefined }],
    ["directBilling=sun%20life", { directBilling: undefined }],
  ])("%s gives %o", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it("writes them in one canonical order after the price band, defaults left out", () => {
    const p = parse(
      "acceptingClients=true&directBilling=Sun%20Life&freeConsultation=true&slidingScale=true&maxFee=120&price=under-100&city=Toronto",
    );
    expect(directoryQuery(p)).toBe(
      "city=Toronto&price=under-100&maxFee=120&slidingScale=true&freeConsultation=true&directBilling=Sun%20Life&acceptingClients=true",
    );
    expect(directoryQuery({ ...p, slidingScale: false, maxFee: undefined })).not.toMatch(/slidingScale|maxFee/);
    expect(filterSignature(parse("maxFee=120"))).not.toBe(filterSignature(parse("maxFee=121")));
  });
});

describe("the cost filters in the API", () => {
  const api = (query: Record<string, unknown>) => SearchParams.safeParse(query);

  it("takes any whole-dollar amount and an insurer that bills directly", () => {
    expect(api({ maxFee: 125, directBilling: "Green Shield Canada", slidingScale: true }).success).toBe(true);
    expect(api({ maxFee: 12.5 }).success).toBe(false);
    expect(api({ maxFee: -1 }).success).toBe(false);
    expect(api({ directBilling: "Other Private Insurance" }).success).toBe(false);
  });
});

describe("I can pay up to", () => {
  it("files a lowest fee at the smallest whole-dollar amount it fits under", () => {
    expect(parseMaxFee("120")).toBe(120);
    expect(parseMaxFee("")).toBeNull();
    expect([feeValue(120), feeValue(120.5), feeValue(0)]).toEqual(["120", "121", "0"]);
  });

  it("adds the counts per lowest fee up to each offered amount and the chosen one", () => {
    const byFee = [
      { value: "45", label: "45", count: 2 },
      { value: "120", label: "120", count: 3 },
      { value: "121", label: "121", count: 1 },
      { value: "250", label: "250", count: 5 },
    ];
    const counts = Object.fromEntries(feeCounts(byFee, 125).map((f) => [f.value, f.count]));
    expect(counts).toEqual({ "60": 2, "80": 2, "100": 2, "120": 5, "125": 6, "140": 6, "160": 6, "180": 6, "200": 6 });
    expect(feeCounts([], undefined)).toEqual([]);
  });

  it("offers every amount in the select, a chosen one of its own in order, with counts", () => {
    const tallies = { maxFee: [["120", 5] as const, ["125", 6] as const] } as unknown as FacetTallies;
    const select = filterSelects(parse("maxFee=125"), { ...emptyTallies(), ...tallies }, englishSelectWords).maxFee;
    expect(select.value).toBe("125");
    expect(select.options.map((o) => o.value)).toEqual(["60", "80", "100", "120", "125", "140", "160", "180", "200"]);
    expect(select.options.find((o) => o.value === "120")?.count).toBe(5);
    expect(select.options.find((o) => o.value === "60")?.count).toBe(0);
    expect(FEE_THRESHOLDS.every((t) => select.options.some((o) => o.value === String(t)))).toBe(true);
  });
});

const emptyTallies = () => Object.fromEntries(FACETS.map((facet) => [facet, []])) as unknown as FacetTallies;

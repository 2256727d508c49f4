import { describe, expect, it } from "vitest";
import nearEn from "#app/i18n/compiled/near.en.ts";
import nearFr from "#app/i18n/compiled/near.fr.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { parseApiSearch } from "./api-params.server.ts";
import { directoryQuery } from "./directory-url.ts";
import { nearNotice, postedSearchHref } from "./near-form.ts";
import { aboutKm, distanceKm, isFsaShaped, nearParam, parseRadiusKm } from "./near.ts";
import { parseDirectoryUrl } from "./params.ts";

describe("near (postal code)", () => {
  it("keeps only the first three characters of what is typed, upper case", () => {
    expect(nearParam("M5V 2T6")).toBe("M5V");
    expect(nearParam("m5v2t6")).toBe("M5V");
    expect(nearParam(" m5v ")).toBe("M5V");
    expect(nearParam("m-5 v")).toBe("M5V");
    expect(nearParam("")).toBeUndefined();
    expect(nearParam("  ")).toBeUndefined();
    expect(isFsaShaped("M5V")).toBe(true);
    expect(isFsaShaped("D5V")).toBe(false);
    expect(isFsaShaped("HEL")).toBe(false);
  });

  it("reads the page's URL leniently: the FSA only, a radius only with it, nearest first by default", () => {
    const p = parseDirectoryUrl(new URLSearchParams("near=m5v%202t6&radiusKm=10"));
    expect([p.near, p.radiusKm, p.sortBy]).toEqual(["M5V", 10, "nearest"]);
    expect(parseDirectoryUrl(new URLSearchParams("radiusKm=10")).radiusKm).toBeUndefined();
    expect(parseDirectoryUrl(new URLSearchParams("near=M5V&radiusKm=7")).radiusKm).toBeUndefined();
    expect(directoryQuery(p)).toBe("near=M5V&radiusKm=10");
    expect(directoryQuery({ ...p, sortBy: "recommended" })).toBe("near=M5V&radiusKm=10&sortBy=recommended");
    expect(directoryQuery({ sortBy: "nearest" })).toBe("sortBy=nearest");
    expect(parseRadiusKm("50")).toBe(50);
  });

  it("is strict in the API: an FSA-shaped near, a radius offered and only with near; 400s never echo a code", () => {
    const ok = parseApiSearch({ near: "m5v", radiusKm: "25" });
    expect(ok.success && [ok.data.near, ok.data.radiusKm, ok.data.sortBy]).toEqual(["M5V", 25, "nearest"]);
    const explicit = parseApiSearch({ near: "M5V", sortBy: "rating" });
    expect(explicit.success && explicit.data.sortBy).toBe("rating");
    const errorsOf = (query: Record<string, string>) => {
      const parsed = parseApiSearch(query);
      expect(parsed.success).toBe(false);
      return parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(errorsOf({ near: "M5V 2T6" })).toEqual([
      ["near", "Must be the first three characters of a postal code only, such as M5V"],
    ]);
    // an FSA the list does not know is searched as if none were given (the answer says so), never an error
    const unknown = parseApiSearch({ near: "M0Z" });
    expect(unknown.success && unknown.data.near).toBe("M0Z");
    expect(errorsOf({ near: "M5V", radiusKm: "7" })[0]?.[0]).toBe("radiusKm");
    expect(errorsOf({ radiusKm: "10" })).toEqual([["radiusKm", "Needs a postal area (near) to measure from"]]);
  });

  it("measures great-circle distances, shown in whole kilometres of at least 1", () => {
    const toronto = { lat: 43.6532, lng: -79.3832 };
    const ottawa = { lat: 45.4215, lng: -75.6972 };
    expect(distanceKm(toronto, ottawa)).toBeGreaterThan(350);
    expect(distanceKm(toronto, ottawa)).toBeLessThan(355);
    expect(distanceKm(toronto, toronto)).toBe(0);
    expect(Number.isNaN(distanceKm(toronto, { lat: Number.NaN, lng: Number.NaN }))).toBe(true);
    expect([aboutKm(0.2), aboutKm(4.4), aboutKm(4.6)]).toEqual([1, 4, 5]);
  });

  it("writes a distance as the page's language writes a number", () => {
    const about = (language: "en" | "fr", catalogue: object, km: number) =>
      translator(language, catalogue)("near.about", { km }).replace(/[\u00a0\u202f]/g, " ");
    expect(about("en", nearEn, 1024)).toBe("about 1,024 km");
    expect(about("fr", nearFr, 1024)).toBe("à environ 1 024 km");
    expect(about("fr", nearFr, 4)).toBe("à environ 4 km");
  });
});

describe("what the page says of the postal code", () => {
  const notice = (query: string, known?: boolean) => nearNotice(new URL(`http://x/${query}`), known);
  it("asks for a postal code when a distance is chosen without one, and says nothing when neither is", () => {
    expect(notice("?radiusKm=50")).toBe("near.needed");
    expect(notice("?radiusKm=50&near=")).toBe("near.needed");
    expect(notice("?city=Toronto")).toBeNull();
  });
  it("asks for a postal code when the nearest come first with nothing to measure from (a location refused)", () => {
    expect(notice("?sortBy=nearest")).toBe("near.neededToSort");
    expect(notice("?sortBy=nearest&near=")).toBe("near.neededToSort");
    expect(notice("?sortBy=nearest&city=Toronto")).toBeNull();
    expect(notice("?sortBy=nearest&lat=43.65&lng=-79.38")).toBeNull();
    expect(notice("?sortBy=nearest&near=M5V", true)).toBeNull();
    expect(notice("?sortBy=name")).toBeNull();
  });
  it("tells a code that is none from one the list does not know", () => {
    expect(notice("?near=HEL&radiusKm=10")).toBe("near.invalid");
    expect(notice("?near=M5V", false)).toBe("near.unknown");
    expect(notice("?near=M5V&radiusKm=10", true)).toBeNull();
  });
});

describe("the panel posted without JavaScript", () => {
  const posted = (fields: Record<string, string>) =>
    postedSearchHref("/", new URLSearchParams(fields) as unknown as FormData);
  it("keeps a distance chosen without a postal code, so the page asks for one as it does with scripts", () => {
    expect(posted({ query: "", near: "", radiusKm: "10" })).toBe("/?radiusKm=10");
    expect(posted({ near: "", radiusKm: "" })).toBe("/");
    expect(posted({ near: "", radiusKm: "7" })).toBe("/");
  });
  it("cuts a postal code to its area, and keeps three characters that are none so the page can say so", () => {
    expect(posted({ near: "m5v 2t6", radiusKm: "25" })).toBe("/?near=M5V&radiusKm=25");
    expect(posted({ near: "hello", radiusKm: "25" })).toBe("/?near=HEL");
  });
});

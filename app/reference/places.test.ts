import { describe, it, expect } from "vitest";
import {
  ADMIN_FILTER_CITIES,
  CITIES,
  HOME_CITIES,
  OFFERED_PROVINCES,
  ONTARIO_CITY_SLUGS,
  PROVINCE_CODES,
  PROVINCE_NAMES,
  cityNameFromSlug,
  citySlug,
  findCity,
  ontarioCityOfSlug,
  provinceName,
} from "./index.ts";

// The place lists: cities, the cities the pages link to, their slugs, and provinces.

describe("cities", () => {
  it("has about 130 cities, unique by name and province, with valid data", () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(120);
    expect(CITIES.length).toBeLessThanOrEqual(140);
    expect(new Set(CITIES.map((c) => `${c.name}|${c.province}`)).size).toBe(CITIES.length);
    expect(CITIES.filter((c) => c.province === "ON").length).toBeGreaterThanOrEqual(60);
    for (const code of PROVINCE_CODES) {
      expect(CITIES.some((c) => c.province === code)).toBe(true);
    }
    for (const city of CITIES) {
      expect(PROVINCE_CODES).toContain(city.province);
      // Canada lies roughly within 41.6–83.2°N and 52.6–141°W.
      expect(city.lat).toBeGreaterThan(41.6);
      expect(city.lat).toBeLessThan(83.2);
      expect(city.lng).toBeGreaterThan(-141.1);
      expect(city.lng).toBeLessThan(-52.6);
      expect(Math.round(city.lat * 10000) / 10000).toBe(city.lat);
      expect(Math.round(city.lng * 10000) / 10000).toBe(city.lng);
    }
  });

  it("contains the required Ontario cities and Montreal", () => {
    for (const name of [
      "Toronto",
      "Ottawa",
      "Mississauga",
      "Hamilton",
      "London",
      "Kitchener",
      "Windsor",
      "Waterloo",
      "Barrie",
      "Guelph",
      "Kingston",
      "St. Catharines",
      "Brampton",
      "Markham",
      "Vaughan",
      "Burlington",
      "Oshawa",
      "Oakville",
      "Cambridge",
    ]) {
      expect(CITIES.some((c) => c.name === name && c.province === "ON")).toBe(true);
    }
    expect(CITIES.some((c) => c.name === "Montreal" && c.province === "QC")).toBe(true);
  });

  it("lists the home cities in order", () => {
    expect(HOME_CITIES).toEqual([
      "Toronto",
      "Ottawa",
      "Mississauga",
      "Hamilton",
      "London",
      "Kitchener",
      "Windsor",
      "Waterloo",
      "Barrie",
      "Guelph",
      "Kingston",
      "St. Catharines",
    ]);
    expect(ADMIN_FILTER_CITIES).toEqual(["Ottawa", "Toronto", "Montreal"]);
  });

  it("has a 19-entry Ontario slug map of Ontario cities", () => {
    const entries = Object.entries(ONTARIO_CITY_SLUGS);
    expect(entries).toHaveLength(19);
    for (const home of HOME_CITIES) expect(Object.values(ONTARIO_CITY_SLUGS)).toContain(home);
    for (const extra of ["Brampton", "Markham", "Vaughan", "Burlington", "Oshawa", "Oakville", "Cambridge"]) {
      expect(Object.values(ONTARIO_CITY_SLUGS)).toContain(extra);
    }
    for (const [slug, name] of entries) {
      expect(slug).toBe(citySlug(name));
      expect(CITIES.some((c) => c.name === name && c.province === "ON")).toBe(true);
      expect(cityNameFromSlug(slug)).toBe(name);
    }
    expect(ONTARIO_CITY_SLUGS["st-catharines"]).toBe("St. Catharines");
  });

  it("makes slugs and names", () => {
    expect(citySlug("St. Catharines")).toBe("st-catharines");
    expect(citySlug("Toronto")).toBe("toronto");
    expect(citySlug("Thunder Bay")).toBe("thunder-bay");
    expect(citySlug("Trois-Rivières")).toBe("trois-rivieres");
    expect(citySlug("Montréal")).toBe("montreal");
    expect(citySlug("  Sault Ste. Marie ")).toBe("sault-ste-marie");
    expect(citySlug("Niagara-on-the-Lake")).toBe("niagara-on-the-lake");
    expect(cityNameFromSlug("st-catharines")).toBe("St. Catharines");
    expect(cityNameFromSlug("thunder-bay")).toBe("Thunder Bay");
    expect(cityNameFromSlug("north-bay")).toBe("North Bay");
    expect(cityNameFromSlug("toronto")).toBe("Toronto");
    expect(cityNameFromSlug("constructor")).toBe("Constructor");
  });

  it("names an Ontario city page's city as the list spells it, and none for another province's city", () => {
    expect(ontarioCityOfSlug("niagara-on-the-lake")).toBe("Niagara-on-the-Lake");
    expect(ontarioCityOfSlug("sault-ste-marie")).toBe("Sault Ste. Marie");
    expect(ontarioCityOfSlug("whitchurch-stouffville")).toBe("Whitchurch-Stouffville");
    expect(ontarioCityOfSlug("st-catharines")).toBe("St. Catharines");
    expect(ontarioCityOfSlug("atlantis")).toBe("Atlantis");
    for (const elsewhere of ["red-deer", "montreal", "calgary"]) expect(ontarioCityOfSlug(elsewhere)).toBeUndefined();
  });

  it("finds cities case- and accent-insensitively", () => {
    expect(findCity("toronto")?.province).toBe("ON");
    expect(findCity("MONTRÉAL")?.name).toBe("Montreal");
    expect(findCity("levis")?.name).toBe("Lévis");
    expect(findCity("st. catharines")?.name).toBe("St. Catharines");
    expect(findCity("Nowhere")).toBeUndefined();
    expect(findCity("")).toBeUndefined();
  });
});

describe("provinces", () => {
  it("names every code and offers the six form provinces", () => {
    expect(Object.keys(PROVINCE_NAMES).sort()).toEqual([...PROVINCE_CODES].sort());
    expect(OFFERED_PROVINCES).toEqual([
      { code: "ON", name: "Ontario" },
      { code: "QC", name: "Quebec" },
      { code: "BC", name: "British Columbia" },
      { code: "AB", name: "Alberta" },
      { code: "MB", name: "Manitoba" },
      { code: "SK", name: "Saskatchewan" },
    ]);
    expect(provinceName("ON")).toBe("Ontario");
    expect(provinceName("nl")).toBe("Newfoundland and Labrador");
    expect(provinceName("XX")).toBe("XX");
  });
});

import { describe, it, expect } from "vitest";
import {
  ACCEPTING_CLIENTS_LABELS,
  ADMIN_FILTER_CITIES,
  CITIES,
  CREDENTIAL_BADGES,
  HOME_CITIES,
  INSURANCE_PROVIDERS,
  ISSUE_DROPDOWN_SPECIALTIES,
  ISSUE_SLUGS,
  ISSUE_TO_SPECIALTY,
  OFFERED_PROVINCES,
  ONTARIO_CITY_SLUGS,
  PRICE_BAND_LABELS,
  PRICE_BANDS,
  PROVINCE_CODES,
  PROVINCE_NAMES,
  SORT_OPTIONS,
  SPECIALTIES,
  THERAPY_TYPES,
  cityNameFromSlug,
  citySlug,
  credentialBadges,
  findCity,
  parsePriceParam,
  priceBandForRate,
  provinceName,
  specialtyForIssue,
} from "./index.ts";

describe("specialties", () => {
  it("has about 200 unique entries", () => {
    expect(SPECIALTIES.length).toBeGreaterThanOrEqual(180);
    expect(SPECIALTIES.length).toBeLessThanOrEqual(220);
    expect(new Set(SPECIALTIES).size).toBe(SPECIALTIES.length);
    expect(new Set(SPECIALTIES.map((s) => s.toLowerCase())).size).toBe(SPECIALTIES.length);
  });

  it("contains the required names", () => {
    for (const name of [
      "Anxiety & Depression",
      "Relationship Counseling",
      "Trauma & PTSD",
      "Stress Management",
      "Grief & Loss",
      "Academic Stress",
      "ADHD",
      "LGBTQ2S+ Support",
      "Anxiety",
      "Depression",
      "Trauma",
      "Couples Therapy",
      "Eating Disorders",
      "Student Stress",
    ]) {
      expect(SPECIALTIES).toContain(name);
    }
  });

  it("offers the 20 most common issues first in the Issue dropdown", () => {
    expect(ISSUE_DROPDOWN_SPECIALTIES).toHaveLength(20);
    expect(ISSUE_DROPDOWN_SPECIALTIES).toEqual(SPECIALTIES.slice(0, 20));
    for (const name of [
      ...new Set(Object.values(ISSUE_TO_SPECIALTY)),
      "Anxiety",
      "Depression",
      "ADHD",
      "Trauma",
      "Couples Therapy",
      "Academic Stress",
    ]) {
      expect(ISSUE_DROPDOWN_SPECIALTIES).toContain(name);
    }
  });
});

describe("issues", () => {
  it("maps each issue slug to its specialty", () => {
    expect(ISSUE_SLUGS).toEqual(["anxiety", "depression", "couples", "trauma", "stress", "grief"]);
    const expected = {
      anxiety: "Anxiety & Depression",
      depression: "Anxiety & Depression",
      couples: "Relationship Counseling",
      trauma: "Trauma & PTSD",
      stress: "Stress Management",
      grief: "Grief & Loss",
    };
    expect(ISSUE_TO_SPECIALTY).toEqual(expected);
    for (const slug of ISSUE_SLUGS) {
      expect(specialtyForIssue(slug)).toBe(expected[slug]);
      expect(specialtyForIssue(slug.toUpperCase())).toBe(expected[slug]);
      expect(SPECIALTIES).toContain(expected[slug]);
    }
  });

  it("accepts specialty names case-insensitively and rejects unknown values", () => {
    expect(specialtyForIssue("Academic Stress")).toBe("Academic Stress");
    expect(specialtyForIssue("academic stress")).toBe("Academic Stress");
    expect(specialtyForIssue("  ADHD ")).toBe("ADHD");
    expect(specialtyForIssue("lgbtq2s+ support")).toBe("LGBTQ2S+ Support");
    expect(specialtyForIssue("Trauma & PTSD")).toBe("Trauma & PTSD");
    expect(specialtyForIssue("not-an-issue")).toBeUndefined();
    expect(specialtyForIssue("")).toBeUndefined();
  });
});

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

describe("therapy types", () => {
  it("has about 75 unique entries including the required ones", () => {
    expect(THERAPY_TYPES.length).toBeGreaterThanOrEqual(70);
    expect(THERAPY_TYPES.length).toBeLessThanOrEqual(80);
    expect(new Set(THERAPY_TYPES).size).toBe(THERAPY_TYPES.length);
    for (const name of [
      "CBT",
      "DBT",
      "EMDR",
      "Gottman Method",
      "Play Therapy",
      "ACT",
      "Psychodynamic",
      "Mindfulness-Based",
      "Emotionally Focused Therapy (EFT)",
      "Solution-Focused Brief Therapy",
      "Narrative Therapy",
      "Internal Family Systems (IFS)",
    ]) {
      expect(THERAPY_TYPES).toContain(name);
    }
  });
});

describe("insurance", () => {
  it("has exactly 25 unique entries ending with the two fall-backs", () => {
    expect(INSURANCE_PROVIDERS).toHaveLength(25);
    expect(new Set(INSURANCE_PROVIDERS).size).toBe(25);
    expect(INSURANCE_PROVIDERS.slice(-2)).toEqual(["Other Private Insurance", "No Insurance (Self-Pay)"]);
  });
});

describe("profile options", () => {
  it("bands prices at the boundaries", () => {
    expect(priceBandForRate(99.99)).toBe("<$100");
    expect(priceBandForRate(100)).toBe("$100-$160");
    expect(priceBandForRate(160)).toBe("$100-$160");
    expect(priceBandForRate(160.01)).toBe(">$160");
    expect(priceBandForRate(null)).toBeNull();
    expect(priceBandForRate(0)).toBe("<$100");
    expect(priceBandForRate(Number.NaN)).toBeNull();
  });

  it("labels and parses options", () => {
    expect(PRICE_BANDS).toEqual(["<$100", "$100-$160", ">$160"]);
    expect(PRICE_BAND_LABELS[">$160"]).toBe("Over $160");
    expect(ACCEPTING_CLIENTS_LABELS.waitlist).toBe("Waitlist");
    expect(parsePriceParam("under-100")).toBe("<$100");
    expect(parsePriceParam("$100-$160")).toBe("$100-$160");
    expect(parsePriceParam("cheap")).toBeNull();
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(["Recommended", "Nearest", "Highest Rated", "A-Z"]);
  });
});

describe("credential badges", () => {
  it("matches the examples", () => {
    expect(credentialBadges("MA, RP")).toEqual(["CRPO-Registered"]);
    expect(credentialBadges("MSW, RSW")).toEqual(["Registered Social Worker"]);
    expect(credentialBadges("Ph.D., C.Psych")).toEqual(["Registered Psychologist"]);
    expect(credentialBadges("M.Ed., CCC")).toEqual(["CCPA Member"]);
    expect(credentialBadges("Therapist")).toEqual([]);
    expect(credentialBadges("GRAPHIC")).toEqual([]);
  });

  it("handles variants, order, duplicates and empty input", () => {
    expect(credentialBadges("Registered Psychotherapist (CRPO)")).toEqual(["CRPO-Registered"]);
    expect(credentialBadges("R.P., M.A.")).toEqual(["CRPO-Registered"]);
    expect(credentialBadges("RPN")).toEqual([]);
    expect(credentialBadges("Clinical Social Worker")).toEqual(["Registered Social Worker"]);
    expect(credentialBadges("PhD, CPsych")).toEqual(["Registered Psychologist"]);
    expect(credentialBadges("Clinical Psychologist")).toEqual(["Registered Psychologist"]);
    expect(credentialBadges("Canadian Certified Counsellor, CCPA")).toEqual(["CCPA Member"]);
    expect(credentialBadges("CCC, MSW, RSW, RP, RP")).toEqual([
      "CRPO-Registered",
      "Registered Social Worker",
      "CCPA Member",
    ]);
    expect(credentialBadges("Psychotherapy graphic design")).toEqual([]);
    expect(credentialBadges(null)).toEqual([]);
    expect(credentialBadges(undefined)).toEqual([]);
    expect(credentialBadges("")).toEqual([]);
    expect(CREDENTIAL_BADGES).toHaveLength(4);
  });
});

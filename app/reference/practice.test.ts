import { describe, it, expect } from "vitest";
import {
  CREDENTIAL_BADGES,
  INSURANCE_PROVIDERS,
  ISSUE_DROPDOWN_SPECIALTIES,
  ISSUE_SLUGS,
  ISSUE_TO_SPECIALTY,
  PRICE_BAND_LABELS,
  PRICE_BANDS,
  SORT_OPTIONS,
  SPECIALTIES,
  THERAPY_TYPES,
  credentialBadges,
  parsePriceParam,
  priceBandForRate,
  specialtyForIssue,
} from "./index.ts";

// What a therapist's practice is described by: specialties, issues, therapy types, insurance, the profile and
// search options, and credential badges.

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

import { describe, expect, it } from "vitest";
import { TherapistCardSchema, type PublicProfile } from "#app/therapists/card.ts";
import { searchKey } from "#app/search/facets.ts";
import { NOTHING_STATED } from "#app/therapists/fees.ts";
import { issuesFor } from "#app/reference/issues.ts";
import { boostFor, buildDocument, facetPairs } from "./document.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const base: PublicProfile = {
  id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
  slug: "ada-lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  credentials: "M.A., RP",
  credentialTypes: ["RP"],
  bio: "x".repeat(200),
  profileImageUrl: null,
  city: "Montréal",
  province: "QC",
  rating: 4.5,
  reviewCount: 12,
  specialties: ["Anxiety", "Couples Therapy"],
  therapyTypes: ["CBT", "EMDR"],
  virtualSessions: true,
  inPersonSessions: false,
  studentFriendly: false,
  acceptingClients: "waitlist",
  acceptingWait: "2-6-weeks",
  availabilityConfirmedAt: NOW - 3 * 86_400_000,
  isFeatured: true,
  featuredUntil: NOW + 86_400_000,
  notRespondingSince: null,
  rate: 150,
  feeRange: null,
  address: null,
  phone: "(514) 555-0100",
  licenseNumber: "CRPO #10001",
  yearsExperience: "6-10",
  availability: null,
  insuranceProviders: ["Sun Life"],
  ...NOTHING_STATED,
  directBilling: [],
  languages: ["en"],
  identity: [],
  populations: [],
  access: [],
};

describe("search documents", () => {
  it("adds the umbrella specialties the issue pages search for", () => {
    expect(issuesFor(["Anxiety", "Couples Therapy"])).toEqual(
      expect.arrayContaining(["Anxiety", "Couples Therapy", "Anxiety & Depression", "Relationship Counseling"]),
    );
    expect(issuesFor(["Career Counselling"])).toEqual(["Career Counselling"]);
    // a loss grieved implies the grief issue; a memory or a job lost does not
    expect(issuesFor(["Pet Loss"])).toEqual(["Pet Loss", "Grief & Loss"]);
    expect(issuesFor(["Dementia & Memory Loss", "Job Loss & Unemployment"])).toEqual([
      "Dementia & Memory Loss",
      "Job Loss & Unemployment",
    ]);
  });

  it("normalises keys without accents or case", () => {
    expect(searchKey(" Montréal ")).toBe("montreal");
  });

  it("counts as accepting only while the availability was confirmed within 60 days, and ranks it first within 30", () => {
    const DAY = 86_400_000;
    const at = (days: number | null) =>
      buildDocument(
        { ...base, acceptingClients: "yes", availabilityConfirmedAt: days === null ? null : NOW - days * DAY },
        NOW,
      );
    expect(at(59.9).accepting).toBe(true);
    expect(facetPairs(at(59.9))).toContain("acceptingClients=true");
    expect(at(60).accepting).toBe(false);
    expect(facetPairs(at(60))).not.toContain("acceptingClients=true");
    expect(at(null).accepting).toBe(false);
    expect(at(29.9).boost).toBeGreaterThan(at(30).boost);
    expect(at(30).boost).toBe(at(null).boost);
  });

  it("ranks a recent confirmation first, then an active Featured listing, then completeness, then rating", () => {
    expect(boostFor(true, false, 0, 0, 0)).toBeGreaterThan(boostFor(false, true, 100, 5, 99));
    expect(boostFor(true, true, 0, 0, 0)).toBeGreaterThan(boostFor(true, false, 100, 5, 99));
    expect(boostFor(false, true, 0, 0, 0)).toBeGreaterThan(boostFor(false, false, 100, 5, 99));
    expect(boostFor(true, false, 60, 3, 0)).toBeGreaterThan(boostFor(true, false, 50, 5, 99));
    expect(boostFor(true, false, 50, 4.9, 0)).toBeGreaterThan(boostFor(true, false, 50, 4.8, 99));
    expect(boostFor(true, true, 100, 5, 99)).toBeLessThan(2 ** 25);
  });

  it("keeps Featured only while featuredUntil is in the future", () => {
    expect(buildDocument(base, NOW).featured).toBe(true);
    expect(buildDocument({ ...base, featuredUntil: NOW - 1 }, NOW).featured).toBe(false);
    expect(buildDocument({ ...base, isFeatured: false }, NOW).featured).toBe(false);
  });

  it("derives filters, coordinates and facet pairs from the profile", () => {
    const doc = buildDocument(base, NOW);
    expect(doc).toMatchObject({
      cityKey: "montreal",
      online: true,
      inPerson: false,
      accepting: false,
      priceBand: "$100-$160",
    });
    // online only: no office, so no point to measure from
    expect([doc.lat, doc.lng]).toEqual([null, null]);
    expect(facetPairs(doc).filter((pair) => pair.startsWith("place="))).toEqual([]);
    const office = buildDocument({ ...base, inPersonSessions: true }, NOW);
    expect(office.lat).toBeCloseTo(45.5, 0);
    expect(facetPairs(office)).toContain(`place=${office.lat},${office.lng}`);
    expect(facetPairs(doc)).toEqual(
      expect.arrayContaining([
        "_all=_all",
        "specialty=Anxiety",
        "city=montreal",
        "therapyType=EMDR",
        "mode=online",
        "price=$100-$160",
        "insuranceProvider=Sun Life",
      ]),
    );
    expect(facetPairs(doc)).not.toContain("acceptingClients=true");
    // the card view: contact and fee fields, never the private ones
    expect(doc.card).toMatchObject({
      rate: 150,
      feeRange: null,
      address: null,
      phone: "(514) 555-0100",
      insuranceProviders: ["Sun Life"],
    });
    expect(doc.card).not.toHaveProperty("licenseNumber");
    // exactly the card view's fields, whatever else the source row carries
    const withStatus = buildDocument({ ...base, status: "approved" } as typeof base, NOW);
    expect(Object.keys(withStatus.card).sort()).toEqual([...TherapistCardSchema.keyof().options].sort());
  });

  it("keeps a value repeated in a profile once", () => {
    const doc = buildDocument(
      {
        ...base,
        specialties: ["Anxiety", "Anxiety"],
        therapyTypes: ["CBT", "CBT"],
        insuranceProviders: ["Sun Life", "Sun Life"],
      },
      NOW,
    );
    expect([doc.specialties, doc.therapyTypes, doc.insurance]).toEqual([["Anxiety"], ["CBT"], ["Sun Life"]]);
    expect([doc.card.specialties, doc.card.therapyTypes, doc.card.insuranceProviders]).toEqual([
      ["Anxiety"],
      ["CBT"],
      ["Sun Life"],
    ]);
    expect(facetPairs(doc).filter((pair) => pair === "specialty=Anxiety")).toHaveLength(1);
  });
});

describe("a document's fees and coverage", () => {
  const DAY = 86_400_000;
  const pairsOf = (changes: Partial<PublicProfile>) =>
    facetPairs(buildDocument({ ...base, ...changes }, NOW)).filter((pair) =>
      /^(maxFee|slidingScale|freeConsultation|directBilling)=/.test(pair),
    );

  it("files the lowest fee at the whole dollar it fits under, the open sliding scale's floor when lower", () => {
    expect(pairsOf({ rate: 120.5 })).toEqual(["maxFee=121"]);
    expect(pairsOf({ rate: null })).toEqual([]);
    const open = { rate: 150, slidingScale: true, slidingScaleMin: 80, slidingScaleOpen: true };
    expect(pairsOf(open)).toEqual(["maxFee=80", "slidingScale=true"]);
    expect(pairsOf({ ...open, slidingScaleOpen: false })).toEqual(["maxFee=150"]);
    expect(pairsOf({ freeConsultationMinutes: 15 })).toEqual(["maxFee=150", "freeConsultation=true"]);
  });

  it("lists the insurers billed directly until the claim is a year old, and says when that is", () => {
    const billed = {
      insuranceProviders: ["Sun Life", "Green Shield Canada"],
      directBilling: ["Green Shield Canada"],
      directBillingConfirmedAt: NOW - 364 * DAY,
    };
    expect(pairsOf(billed)).toEqual(["maxFee=150", "directBilling=Green Shield Canada"]);
    expect(buildDocument({ ...base, ...billed }, NOW).directBillingUntil).toBe(NOW + DAY);
    const old = { ...billed, directBillingConfirmedAt: NOW - 365 * DAY };
    expect(pairsOf(old)).toEqual(["maxFee=150"]);
    expect(buildDocument({ ...base, ...old }, NOW).directBillingUntil).toBeNull();
    expect(buildDocument(base, NOW).directBillingUntil).toBeNull();
  });
});

describe("languages of service in a search document", () => {
  it("files a pair per language, in the list's order, and the card keeps the codes", () => {
    const doc = buildDocument({ ...base, languages: ["ar", "fr", "en"] }, NOW);
    expect(facetPairs(doc).filter((pair) => pair.startsWith("language="))).toEqual([
      "language=en",
      "language=fr",
      "language=ar",
    ]);
    expect(doc.card.languages).toEqual(["ar", "fr", "en"]);
  });
});

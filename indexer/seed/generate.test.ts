import { describe, expect, it } from "vitest";
import {
  CITIES,
  INSURANCE_PROVIDERS,
  SPECIALTIES,
  THERAPY_TYPES,
  YEARS_EXPERIENCE,
  credentialBadges,
} from "#app/reference/index.ts";
import { GeneratedSubmission, GeneratedTherapist, generateSubmission, generateTherapist, slugify } from "./generate.ts";
import { generateBlogPost, truncate } from "./generate-blog-post.ts";
import { createRandom } from "./random.ts";
import { BILLING_STATES, SLIDING_STATES } from "./generate-fees.ts";
import { DIRECT_BILLING_INSURERS } from "#app/reference/insurance.ts";
import { feeIssues } from "#app/submissions/fees-schema.ts";
import { directBillingCurrent } from "#app/therapists/fees.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const DAY = 86_400_000;

function therapists(seed: number, count: number) {
  const random = createRandom(seed);
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => generateTherapist(random, i, NOW, { takenSlugs: taken }));
}

describe("createRandom", () => {
  it("repeats its sequence for a seed and stays within bounds", () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const drawsA = Array.from({ length: 50 }, () => a.int(3, 9));
    expect(Array.from({ length: 50 }, () => b.int(3, 9))).toEqual(drawsA);
    expect(drawsA.every((n) => n >= 3 && n <= 9)).toBe(true);
    expect(new Set(drawsA).size).toBeGreaterThan(4);
    expect(createRandom(8).next()).not.toBe(createRandom(7).next());
    const sample = createRandom(1).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });
});

describe("generateTherapist", () => {
  it("is deterministic for a seed, index and now", () => {
    expect(therapists(42, 30)).toEqual(therapists(42, 30));
    expect(therapists(43, 30)).not.toEqual(therapists(42, 30));
  });

  it("fills every field within the schema's and the reference lists' rules", () => {
    const list = therapists(20261122, 600);
    const cityNames = new Set(CITIES.map((city) => city.name));
    for (const t of list) {
      expect(GeneratedTherapist.parse(t)).toEqual(t);
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.slug.length).toBeLessThanOrEqual(80);
      expect(t.email).toMatch(/^[a-z0-9.-]+@example\.com$/);
      expect(t.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(credentialBadges(t.credentials!).length).toBeGreaterThan(0);
      expect(t.licenseNumber).toMatch(/ #\d+$/);
      expect(YEARS_EXPERIENCE).toContain(t.yearsExperience);
      expect(t.specialties.length).toBeGreaterThanOrEqual(1);
      expect(t.specialties.length).toBeLessThanOrEqual(5);
      expect(t.specialties.every((s) => SPECIALTIES.includes(s))).toBe(true);
      expect(t.therapyTypes.length).toBeGreaterThanOrEqual(1);
      expect(t.therapyTypes.length).toBeLessThanOrEqual(4);
      expect(t.therapyTypes.every((s) => THERAPY_TYPES.includes(s))).toBe(true);
      expect(t.insuranceProviders.every((s) => INSURANCE_PROVIDERS.includes(s))).toBe(true);
      expect(cityNames.has(t.city!)).toBe(true);
      expect(t.virtualSessions || t.inPersonSessions).toBe(true);
      expect(t.bio!.length).toBeGreaterThanOrEqual(200);
      expect(t.bio!.length).toBeLessThanOrEqual(600);
      if (t.rate !== null) expect(t.rate % 5 === 0 && t.rate >= 90 && t.rate <= 220).toBe(true);
      expect(t.rating === 0 ? t.reviewCount === 0 : t.rating >= 3.5 && t.rating <= 5 && t.reviewCount >= 1).toBe(true);
      expect(t.createdAt).toBeLessThanOrEqual(NOW.getTime());
      expect(t.createdAt).toBeGreaterThanOrEqual(NOW.getTime() - 731 * DAY);
      expect(t.updatedAt).toBe(t.createdAt);
    }
    expect(new Set(list.map((t) => t.slug)).size).toBe(list.length);
    expect(new Set(list.map((t) => t.email)).size).toBe(list.length);
    expect(new Set(list.map((t) => t.bio)).size).toBeGreaterThan(list.length * 0.95);
    const share = (test: (t: (typeof list)[number]) => boolean) => list.filter(test).length / list.length;
    expect(share((t) => t.address === null)).toBeGreaterThan(0.1);
    expect(share((t) => t.rate === null)).toBeGreaterThan(0.05);
    expect(share((t) => t.rating > 0)).toBeGreaterThan(0.3);
    expect(share((t) => t.isFeatured && t.featuredUntil! > NOW.getTime())).toBeGreaterThan(0.02);
    expect(share((t) => t.isFeatured && t.featuredUntil! < NOW.getTime())).toBeGreaterThan(0.01);
    expect(share((t) => t.acceptingClients === "yes")).toBeGreaterThan(0.55);
  });

  it("writes bios that quote no client and rank no one: a listing is advertising", () => {
    const testimonial = /clients? (tell|told|say|said|describe|call)|testimonial|\b(the best|top-rated|leading)\b/i;
    const bios = therapists(20261201, 3000).map((t) => t.bio!);
    expect(bios.filter((bio) => testimonial.test(bio))).toEqual([]);
    expect(bios.some((bio) => bio.includes("with time to talk through what matters most to you"))).toBe(true);
  });

  it("makes slugs from names, with a numbered suffix only when taken", () => {
    expect(slugify("Côté O'Brien")).toBe("cote-obrien");
    const random = createRandom(1);
    const taken = new Set<string>(["ana-li"]);
    const t = generateTherapist(random, 5, NOW, { firstName: "Ana", lastName: "Li", takenSlugs: taken });
    expect(t.slug).toBe("ana-li-2");
    expect(generateTherapist(random, 6, NOW, { firstName: "Zoë", lastName: "Gagné", key: "r9-6" }).slug).toBe(
      "zoe-gagne-r9-6",
    );
  });
});

describe("generated fees and coverage", () => {
  it("keep the forms' rules, and every sliding scale, consultation and direct billing state appears together", () => {
    const list = therapists(20261122, 160);
    const seen = new Set<string>();
    for (const t of list) {
      expect(feeIssues(t), t.slug).toEqual([]);
      expect(t.directBilling.every((name) => DIRECT_BILLING_INSURERS.includes(name))).toBe(true);
      expect(t.directBilling.length > 0).toBe(t.directBillingConfirmedAt !== null);
      const sliding = !t.slidingScale
        ? "none"
        : t.slidingScaleMin === null
          ? "open-no-floor"
          : t.slidingScaleOpen
            ? "open"
            : "full";
      const billing =
        t.directBillingConfirmedAt === null ? "none" : directBillingCurrent(t, NOW.getTime()) ? "current" : "expired";
      seen.add(`${sliding} ${t.freeConsultationMinutes !== null} ${billing}`);
    }
    const all = SLIDING_STATES.flatMap((s) =>
      [true, false].flatMap((c) => BILLING_STATES.map((b) => `${s} ${c} ${b}`)),
    );
    expect([...seen].sort()).toEqual(all.sort());
    expect(new Set(list.map((t) => t.sessionMinutes)).size).toBe(6);
    expect(list.some((t) => t.couplesFee !== null) && list.some((t) => t.couplesFee === null)).toBe(true);
  });
});

describe("generateBlogPost", () => {
  it("writes posts within the field rules, deterministically", () => {
    const authors = therapists(5, 40);
    const make = () => {
      const random = createRandom(99);
      return authors.map((author, i) => generateBlogPost(random, author, i, NOW));
    };
    const posts = make();
    expect(make()).toEqual(posts);
    posts.forEach((post, i) => {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.slug.length).toBeLessThanOrEqual(60);
      expect(post.excerpt.length).toBeGreaterThanOrEqual(50);
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
      expect(post.content.length).toBeGreaterThanOrEqual(600);
      expect(post.content).toContain("\n\n");
      expect(post.metaTitle.length).toBeLessThanOrEqual(60);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.metaDescription, "no English byline, shown on French pages too").not.toMatch(/\bBy /);
      expect(authors[i]?.specialties).toContain(post.specialty);
      expect(post.status).toBe("published");
      expect(post.publishedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(post.publishedAt!.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 365 * DAY);
    });
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
  });

  it("truncates at a word boundary", () => {
    expect(truncate("short", 10)).toBe("short");
    const cut = truncate("Understanding Obsessive-Compulsive Disorder (OCD): A Practical Guide", 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("generateSubmission", () => {
  it("gives pending applications no review and rejected ones notes and a review time", () => {
    const random = createRandom(3);
    const pending = generateSubmission(random, 1, NOW, { status: "pending", email: "applicant1@example.com" });
    const rejected = generateSubmission(random, 2, NOW, { status: "rejected" });
    expect(pending).toMatchObject({
      status: "pending",
      adminNotes: null,
      reviewedAt: null,
      email: "applicant1@example.com",
    });
    expect(pending).not.toHaveProperty("rating");
    expect(pending).not.toHaveProperty("isFeatured");
    expect(rejected.status).toBe("rejected");
    expect(rejected.adminNotes).toBeTruthy();
    expect(rejected.reviewedAt!).toBeGreaterThanOrEqual(rejected.createdAt);
    expect(rejected.reviewedAt!).toBeLessThanOrEqual(NOW.getTime());
    for (const application of [pending, rejected]) expect(GeneratedSubmission.parse(application)).toEqual(application);
  });
});

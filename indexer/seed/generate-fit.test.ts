import { describe, expect, it } from "vitest";
import { ProfileUpdate } from "#app/submissions/application-schema.ts";
import { generateTherapist } from "./generate.ts";
import { generateFit } from "./generate-fit.ts";
import { createRandom } from "./random.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("generated identity, populations and access", () => {
  const random = createRandom(20261129);
  const taken = new Set<string>();
  const list = Array.from({ length: 1000 }, (_, i) => generateTherapist(random, i, NOW, { takenSlugs: taken }));
  const stated = list.filter((t) => t.identity.length > 0);

  it("keep the forms' rules, an identity always with consent given before now", () => {
    for (const t of list) {
      const { identity, populations, access } = t;
      const consent = t.identityConsentAt !== null;
      expect(ProfileUpdate.safeParse({ identity, identityConsent: consent, populations, access }).success).toBe(true);
      expect(identity.length > 0).toBe(consent);
      if (consent) expect(t.identityConsentAt!).toBeLessThan(NOW.getTime());
    }
  });

  it("state an identity for a minority, and who they work with for everyone", () => {
    expect(stated.length / list.length).toBeGreaterThan(0.08);
    expect(stated.length / list.length).toBeLessThan(0.16);
    expect(list.every((t) => t.populations.length > 0)).toBe(true);
    expect(list.filter((t) => t.populations.includes("adults")).length).toBeGreaterThan(800);
    expect(list.some((t) => t.access.includes("step-free") && !t.inPersonSessions)).toBe(false);
  });

  it("come from the listing's slug alone, so the other generated values stay as they were", () => {
    const first = list[0]!;
    const again = generateFit(first.slug, first, NOW.getTime());
    expect(again).toEqual({
      identity: first.identity,
      identityConsentAt: first.identityConsentAt,
      populations: first.populations,
      access: first.access,
    });
  });
});

import { settleIdentity, type AccessCode, type IdentityCode, type PopulationCode } from "#app/reference/fit.ts";
import type { LanguageCode } from "#app/reference/languages.ts";
import { hash } from "./generate-languages.ts";
import { createRandom, type Random } from "./random.ts";

// Who a generated listing's therapist is, who they work with and what their practice offers for access. From a
// random stream of its own, seeded by the listing's slug, so every value generated before stays as it was. An
// identity is stated by a minority (about one in eight), always with consent given some days before `now`.

const DAY = 86_400_000;
/** The share of listings that state an identity. */
export const IDENTITY_SHARE = 0.12;

const POPULATION_CHANCES: readonly (readonly [PopulationCode, number])[] = [
  ["children", 0.15],
  ["teens", 0.3],
  ["adults", 0.9],
  ["seniors", 0.25],
  ["couples", 0.3],
  ["families", 0.2],
  ["groups", 0.1],
  ["newcomers", 0.12],
  ["veterans", 0.05],
  ["first-responders", 0.08],
  ["2slgbtq-clients", 0.2],
  ["indigenous-clients", 0.06],
];
const FAITHS: readonly IdentityCode[] = [
  "christian",
  "christian",
  "christian",
  "muslim",
  "jewish",
  "hindu",
  "sikh",
  "buddhist",
  "indigenous-spirituality",
  "other-faith",
];

function identityOf(random: Random): IdentityCode[] {
  const codes: IdentityCode[] = [];
  const gender = random.next();
  if (gender < 0.55) codes.push("woman");
  else if (gender < 0.85) codes.push("man");
  else if (gender < 0.93) codes.push("non-binary");
  if (random.chance(0.06)) codes.push("trans");
  if (random.chance(0.25)) codes.push("2slgbtq");
  if (random.chance(0.18)) codes.push("black");
  else if (random.chance(0.3)) codes.push("racialized");
  if (random.chance(0.1)) {
    codes.push("indigenous");
    if (random.chance(0.8)) codes.push(random.pick(["first-nations", "metis", "inuit"] as const));
    if (random.chance(0.3)) codes.push("two-spirit");
  }
  if (random.chance(0.3)) codes.push(random.pick(FAITHS));
  // someone who chose to state an identity states at least one thing
  return settleIdentity(codes.length > 0 ? codes : ["woman"]);
}

export type GeneratedFit = {
  identity: IdentityCode[];
  identityConsentAt: number | null;
  populations: PopulationCode[];
  access: AccessCode[];
};

export function generateFit(
  slug: string,
  listing: { inPersonSessions: boolean; languages: readonly LanguageCode[] },
  now: number,
): GeneratedFit {
  const random = createRandom(hash(`fit:${slug}`));
  const populations = POPULATION_CHANCES.filter(([, chance]) => random.chance(chance)).map(([code]) => code);
  const access: AccessCode[] = [];
  if (listing.inPersonSessions && random.chance(0.4)) {
    access.push("step-free");
    if (random.chance(0.6)) access.push("accessible-washroom");
  }
  if (random.chance(0.45)) access.push("evening-hours");
  if (random.chance(0.2)) access.push("weekend-hours");
  if (listing.languages.includes("ase") || listing.languages.includes("fcs")) access.push("asl-lsq");
  const stated = random.chance(IDENTITY_SHARE);
  return {
    identity: stated ? identityOf(random) : [],
    identityConsentAt: stated ? now - random.int(1, 400) * DAY : null,
    populations: populations.length > 0 ? populations : ["adults"],
    access,
  };
}

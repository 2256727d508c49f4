import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { INSURANCE_PROVIDERS } from "#app/reference/insurance.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { FACETS, searchKey } from "#app/search/facets.ts";
import { boostFor, completeness } from "#indexer/search/document.ts";
import { refreshDirectBillingAges } from "#indexer/search/direct-billing-ages.ts";
import { postgresSearchEngine, type SearchEngine } from "#indexer/search/engine.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { Model, type Therapist } from "../support/search-model.ts";
import {
  conditions,
  expectedCounts,
  hasWord,
  identityShown,
  labelsOf,
  queryWord,
} from "../support/search-oracle-rules.ts";
import { expectedDistance, nearestOrigin, officeKm } from "../support/search-oracle-near.ts";

// The search engine against an oracle: random therapists, then random approvals, edits, removals, Featured
// changes, the clock moving on (a Featured period lapsing with no reindex; a direct billing claim passing a year,
// written again by the periodic refresh) and full rebuilds, interleaved with random searches (filters, fees and
// coverage, words, sorts, pages). Every answer's totals, page (ids, order and Featured badge) and
// every facet count must equal a brute-force evaluation, in plain TypeScript, over the source rows the test wrote.

const SPECIALTIES = ISSUE_DROPDOWN_SPECIALTIES.slice(0, 8);
const CITY_NAMES = ["Toronto", "Ottawa", "Hamilton", "Kingston", "London", "Mississauga", "Markham"];
/** Postal areas downtown Toronto, Ottawa, Hamilton, Kingston, London, Sudbury: from about 1 km to hundreds away. */
const AREAS = ["M5V", "K1P", "L8P", "K7L", "N6A", "P3A"];
// the first four, and one whose words hold "person" (a query for sessions in person never finds it)
const TYPES = [...THERAPY_TYPES.slice(0, 4), "Person-Centred Therapy"];
const INSURERS = INSURANCE_PROVIDERS.slice(0, 3);
/** Session languages: the two official ones, one more, and a sign language. */
const LANGUAGES = ["en", "fr", "pa", "fcs"] as const;
/** Identities, people worked with and access features: a few of each list. */
const IDENTITIES = ["woman", "black", "indigenous", "muslim"] as const;
const POPULATIONS = ["teens", "adults", "couples"] as const;
const ACCESS = ["step-free", "evening-hours"] as const;
/** Last names no facet label contains (a search finds exactly their bearers), and one a city has. */
const LAST_NAMES = ["Quorvath", "Kestrup", "Yablonk", "Tavlorn", "Drovnik", "Zimbrook", "Hamilton"];
const FIRST_NAMES = ["Alma", "Bruno", "Celia", "Dario"];
/** Bios that mention a name or a city: matches that are neither exact nor named, ranked after both. */
const BIOS = [
  null,
  "Trained in Hamilton; I work with the Yablonk family centre.",
  "I see clients from Ottawa and Kingston.",
  "Warm, direct and practical.",
];
const START = Date.UTC(2026, 10, 1, 12);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Direct billing confirmations: none, a year and more ago, one that turns a year old after 20 hours, a recent one. */
const CONFIRMED = [null, START - 400 * DAY, START - 365 * DAY + 20 * HOUR, START - 100 * DAY];

let t: TestDatabase;
let engine: SearchEngine;
let now = START;
let model: Model;

beforeAll(async () => {
  t = await createTestDb();
  engine = postgresSearchEngine(t.db, () => now);
  model = new Model(t.db);
});
afterAll(async () => t.release());

const subset = <T>(values: readonly T[], max = 3) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max });
const profile = fc.record({
  firstName: fc.constantFrom(...FIRST_NAMES),
  credentials: fc.constantFrom("MSW, RSW", "MA, RP", "PhD, C.Psych"),
  lastName: fc.constantFrom(...LAST_NAMES),
  specialties: subset(SPECIALTIES),
  therapyTypes: subset(TYPES, 2),
  insuranceProviders: subset(INSURERS, 2),
  city: fc.constantFrom(...CITY_NAMES),
  rate: fc.constantFrom(null, 80, 100, 120, 120.5, 160, 161, 220),
  slidingScale: fc.boolean(),
  slidingScaleMin: fc.constantFrom(null, 40, 60, 99.5, 100),
  slidingScaleOpen: fc.boolean(),
  freeConsultationMinutes: fc.constantFrom(null, 15, 30 as const),
  directBilling: fc.subarray(INSURERS),
  directBillingConfirmedAt: fc.constantFrom(...CONFIRMED),
  languages: subset(LANGUAGES, 3),
  // what the therapist ticks, and whether they consent: without consent it is never matched
  identity: fc.subarray([...IDENTITIES]),
  identityConsent: fc.boolean(),
  populations: fc.subarray([...POPULATIONS]),
  access: fc.subarray([...ACCESS]),
  acceptingClients: fc.constantFrom("yes", "waitlist", "no" as const),
  virtualSessions: fc.boolean(),
  inPersonSessions: fc.boolean(),
  rating: fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
  reviewCount: fc.integer({ min: 0, max: 40 }),
  bio: fc.constantFrom(...BIOS),
});
const featuredHours = fc.option(fc.integer({ min: -48, max: 96 }), { nil: null });

/** A search: up to three conditions (more would rarely match anyone), a sort and a page. */
const condition = fc.oneof(
  {
    arbitrary: fc.record({
      query: fc.oneof(
        fc.constantFrom(...LAST_NAMES).map((name) => name.toLowerCase()),
        fc.constantFrom("toronto", "ottawa", "Hamilton", "hamil"),
        // French names of the specialties searched: read as their English words
        fc.constantFrom("anxiété", "ANXIETE", "deuil"),
        // a format by its words, never a "Person-Centred" approach; a credential by its badge's words
        fc.constantFrom("in person", "en personne", "crpo"),
      ),
    }),
    weight: 4,
  },
  fc.record({ specialty: fc.constantFrom(...SPECIALTIES) }),
  fc.record({ city: fc.constantFrom(...CITY_NAMES, "toronto") }),
  fc.record({ therapyType: fc.constantFrom(...TYPES) }),
  fc.record({ insuranceProvider: fc.constantFrom(...INSURERS) }),
  fc.record({ issue: fc.constantFrom(...SPECIALTIES) }),
  fc.record({ mode: fc.constantFrom("online", "inperson" as const) }),
  fc.record({ price: fc.constantFrom("<$100", "$100-$160", ">$160" as const) }),
  fc.record({ acceptingClients: fc.constant(true) }),
  fc.record({ virtualSessions: fc.constant(true) }),
  fc.record({ maxFee: fc.constantFrom(0, 60, 99, 100, 120, 121, 125, 200) }),
  fc.record({ slidingScale: fc.constant(true) }),
  fc.record({ freeConsultation: fc.constant(true) }),
  fc.record({ directBilling: fc.constantFrom(...INSURERS) }),
  fc.record({ language: fc.constantFrom(...LANGUAGES) }),
  fc.record({ identity: fc.constantFrom(...IDENTITIES) }),
  fc.record({ population: fc.constantFrom(...POPULATIONS) }),
  fc.record({ access: fc.constantFrom(...ACCESS) }),
  {
    arbitrary: fc.record(
      { near: fc.constantFrom(...AREAS), radiusKm: fc.constantFrom(5, 10, 25, 50 as const) },
      { requiredKeys: ["near"] },
    ),
    weight: 3,
  },
);
const query = fc
  .record({
    conditions: fc.array(condition, { maxLength: 3 }),
    sortBy: fc.constantFrom("recommended", "rating", "name", "nearest" as const),
    page: fc.integer({ min: 1, max: 3 }),
    limit: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ conditions, ...rest }): Partial<SearchParams> => Object.assign({}, ...conditions, rest));

type Command =
  | { kind: "add"; profile: Partial<Therapist>; approved: boolean; featuredHours: number | null }
  | { kind: "approve" | "reject"; pick: number }
  | { kind: "edit"; pick: number; profile: Partial<Therapist> }
  | { kind: "feature"; pick: number; hours: number | null }
  | { kind: "tick"; hours: number }
  | { kind: "rebuild" }
  | { kind: "search"; input: Partial<SearchParams> };

const pick = fc.nat();
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant("add" as const), profile, approved: fc.boolean(), featuredHours }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom("approve" as const, "reject" as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("edit" as const),
      pick,
      profile: profile.chain((p) =>
        fc.subarray(Object.keys(p)).map((keys) => Object.fromEntries(keys.map((k) => [k, p[k as keyof typeof p]]))),
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant("feature" as const), pick, hours: featuredHours }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("tick" as const), hours: fc.integer({ min: 1, max: 72 }) }), weight: 1 },
  { arbitrary: fc.constant({ kind: "rebuild" as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("search" as const), input: query }), weight: 5 },
);

async function run(command: Command) {
  if (command.kind === "search") return check(SearchParams.parse(command.input));
  if (command.kind === "tick") {
    now += command.hours * HOUR; // no document is rewritten: a lapsed Featured period must stop counting by itself
    await refreshDirectBillingAges(t.db, now); // what the periodic refresh job does: expired claims written again
    return;
  }
  if (command.kind === "rebuild") {
    await engine.rebuild();
    return;
  }
  const until = (hours: number | null) => (hours === null ? null : now + hours * HOUR);
  const id =
    command.kind === "add"
      ? await model.add({
          ...command.profile,
          status: command.approved ? "approved" : "pending",
          isFeatured: command.featuredHours !== null,
          featuredUntil: until(command.featuredHours),
        })
      : model.pick(command.pick);
  if (!id) return;
  if (command.kind === "approve") await model.update(id, { status: "approved" });
  if (command.kind === "reject") await model.update(id, { status: "rejected" });
  if (command.kind === "edit") await model.update(id, command.profile);
  if (command.kind === "feature")
    await model.update(id, { isFeatured: command.hours !== null, featuredUntil: until(command.hours) });
  await engine.indexTherapist(id); // what the index-therapist job does after each write
}

const featuredNow = (r: Therapist) => r.isFeatured && r.featuredUntil !== null && r.featuredUntil > now;
const sortName = (r: Therapist) => searchKey(`${r.lastName} ${r.firstName}`);
// every row was written with its availability confirmed as it was written (recently)
const boostNow = (r: Therapist) => boostFor(true, featuredNow(r), completeness(r), r.rating, r.reviewCount);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function order(p: SearchParams): (a: Therapist, b: Therapist) => number {
  const tail = (a: Therapist, b: Therapist) => compareText(sortName(a), sortName(b)) || compareText(a.id, b.id);
  if (p.sortBy === "name") return tail;
  if (p.sortBy === "rating") return (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || tail(a, b);
  const origin = p.sortBy === "nearest" ? nearestOrigin(p) : undefined;
  if (origin) {
    // nearest office first; those with none (online only) after them all, in the boost order
    const distance = (r: Therapist) => officeKm(r, origin);
    const byDistance = (a: Therapist, b: Therapist) => (distance(a) === distance(b) ? 0 : distance(a) - distance(b));
    return (a, b) => byDistance(a, b) || boostNow(b) - boostNow(a) || tail(a, b);
  }
  // recommended: a word that names a value (a city, say) ranks the therapists with that value first; then, in each
  // of the two groups, the therapists whose names have the word
  const exact = (r: Therapist) => (p.query && hasWord(labelsOf(r), queryWord(p.query)) ? 1 : 0);
  const named = (r: Therapist) => (p.query && hasWord(`${r.firstName} ${r.lastName}`, queryWord(p.query)) ? 1 : 0);
  return (a, b) => exact(b) - exact(a) || named(b) - named(a) || boostNow(b) - boostNow(a) || tail(a, b);
}

async function check(p: SearchParams) {
  const result = await engine.search(p);
  const approved = model.rows.filter((r) => r.status === "approved");
  const all = conditions(p, now);
  const matches = approved.filter((r) => all.every((c) => c.test(r)));
  expect(result.totalInDatabase).toBe(approved.length);
  expect(result.total).toBe(matches.length);
  const expectedPage = [...matches].sort(order(p)).slice((p.page - 1) * p.limit, p.page * p.limit);
  expect(result.therapists.map((card) => [card.id, card.isFeatured, card.distanceKm])).toEqual(
    expectedPage.map((r) => [r.id, featuredNow(r), expectedDistance(p, r)]),
  );
  // a card shows an identity only while its therapist's consent stands
  for (const [i, card] of result.therapists.entries()) expect(card.identity).toEqual(identityShown(expectedPage[i]!));
  for (const facet of FACETS) {
    const counted = approved.filter((r) => all.every((c) => c.group === facet || c.test(r)));
    const got = Object.fromEntries(result.facets[facet].map((f) => [f.value, f.count]));
    expect(got, `${facet} counts`).toEqual(expectedCounts(counted, facet, p, now));
  }
}

describe("search engine against a brute-force oracle", () => {
  it("answers every random search as the source rows say, through writes, lapsing Featured periods and rebuilds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(profile, { minLength: 5, maxLength: 25 }),
        fc.array(command, { minLength: 10, maxLength: 60 }),
        async (initial, commands) => {
          now = START;
          await model.reset();
          for (const p of initial) await model.add({ ...p, status: "approved" });
          await engine.rebuild();
          for (const c of commands) await run(c);
        },
      ),
      { numRuns: 20 },
    );
  });
});

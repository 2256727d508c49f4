import { sql } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import { HOME_CITIES } from "#app/reference/city-pages.ts";
import { DIRECT_BILLING_INSURERS } from "#app/reference/insurance.ts";
import { ACCESS_CODES, POPULATION_CODES } from "#app/reference/fit.ts";
import { FEE_THRESHOLDS } from "#app/search/fee-filters.ts";
import { RADII_KM } from "#app/search/near.ts";
import { MODES, PRICE_BANDS } from "#app/reference/profile-options.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import { parseApiSearch } from "#app/search/api-params.server.ts";
import { pageCountOf } from "#app/search/directory-url.ts";
import { searchReader, type SearchReader } from "#app/search/engine/engine.server.ts";
import { fixedSequence } from "./stats.ts";

// The searches of `npm run bench:search`, by kind, as query strings (no leading "?"): every one distinct, drawn
// from the bench database itself (real last names, real words of bios), in a fixed order for a given database.

export type Kind = { label: string; queries: string[] };

const FACET_WORDS = [
  "anxiety",
  "toronto",
  "ottawa",
  "trauma",
  "grief",
  "cbt",
  "emdr",
  "depression",
  "hamilton",
  "couples",
  "burnout",
  "adhd",
];
/** Session languages, postal areas (forward sortation areas) across Ontario. */
const LANGUAGES = ["en", "fr", "ar", "cmn", "pa", "es", "fa", "ta"];
const FSAS = ["M5V", "M4C", "K1P", "L8P", "N6A", "P3E", "K7L", "N2L", "L6H"];
/** Words too common in bios to say anything about a therapist (what a person would not search for). */
const COMMON = new Set([
  "about",
  "after",
  "their",
  "there",
  "these",
  "those",
  "which",
  "while",
  "would",
  "people",
  "where",
  "because",
  "through",
  "together",
  "clients",
  "client",
  "therapy",
  "therapist",
  "support",
  "working",
  "help",
  "helps",
  "helping",
  "session",
  "sessions",
  "years",
  "other",
  "being",
  "every",
  "within",
  "offer",
  "offers",
  "provide",
  "provides",
  "approach",
  "practice",
]);

const Name = z.object({ name: z.string() });
const Bio = z.object({ bio: z.string() });

/** A typo a person makes: two neighbouring letters swapped in the middle of the word. */
function misspell(word: string, at: number): string {
  const i = 1 + (at % Math.max(1, word.length - 3));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** The filters a benchmark search draws from, each with its values: the first `specialties` specialties and
 *  `types` therapy types. */
export function searchFilters(specialties: number, types: number): Array<[string, readonly string[]]> {
  return [
    ["city", HOME_CITIES],
    ["specialty", SPECIALTIES.slice(0, specialties)],
    ["therapyType", THERAPY_TYPES.slice(0, types)],
    ["mode", MODES],
    ["price", PRICE_BANDS],
    ["acceptingClients", ["true"]],
  ];
}

export async function searchKinds(db: Db, perKind: number): Promise<Kind[]> {
  const next = fixedSequence(20261124); // the same searches for the same data on every run
  const random = (n: number) => next() % n;
  const pick = <T>(list: readonly T[]) => list[random(list.length)]!;
  // bench-only sampling queries: they may scan
  const names = await db.anyFirst(sql.type(Name)`
    SELECT DISTINCT lower(last_name) AS name FROM therapists WHERE status = 'approved' AND last_name ~ '^[A-Za-z]{4,}$'
    ORDER BY 1 LIMIT ${perKind * 4}`);
  const bios = await db.anyFirst(sql.type(Bio)`
    SELECT bio FROM therapists WHERE status = 'approved' AND bio IS NOT NULL ORDER BY md5(id::text) LIMIT ${perKind * 2}`);
  const bioWords = [...new Set(bios.flatMap((bio) => bio.toLowerCase().match(/[a-z]{5,}/g) ?? []))].filter(
    (w) => !COMMON.has(w),
  );
  const filters = searchFilters(30, 15);
  const withFilters = (params: URLSearchParams, count: number) => {
    while ([...params.keys()].filter((k) => k !== "query" && k !== "page" && k !== "sortBy").length < count) {
      const [key, options] = pick(filters);
      params.set(key, pick(options));
    }
    return params;
  };
  /** `perKind` distinct query strings made by `make` (it gets a counter, to vary pages when values run out). */
  const distinct = (make: (i: number) => URLSearchParams) => {
    const seen = new Set<string>();
    for (let i = 0; seen.size < perKind && i < perKind * 50; i++) seen.add(make(i).toString());
    return [...seen];
  };
  const page = (i: number) => String(1 + Math.floor(i / 40));
  /** What a session costs and who bills the plan: an offered amount or any whole dollar, a switch, an insurer. */
  const costFilters = (i: number) => {
    const params = new URLSearchParams({
      maxFee: String(i % 2 ? pick(FEE_THRESHOLDS) : 40 + random(200)),
      directBilling: pick(DIRECT_BILLING_INSURERS.slice(0, 8)),
    });
    if (i % 3 === 1) params.set("slidingScale", "true");
    if (i % 3 === 2) params.set("freeConsultation", "true");
    return withFilters(params, 2 + (i % 4 === 0 ? 1 : 0));
  };
  /** Who can see me in my language, who fits me, who is near: a session language, a group, access, a postal area. */
  const fitFilters = (i: number) => {
    const params = new URLSearchParams({ language: pick(LANGUAGES) });
    if (i % 2) params.set("population", pick(POPULATION_CODES));
    if (i % 3 === 1) params.set("access", pick(ACCESS_CODES));
    if (i % 3 !== 2) params.set("near", pick(FSAS));
    if (i % 6 === 0) params.set("radiusKm", String(pick(RADII_KM)));
    return withFilters(params, 1 + (i % 2));
  };
  return [
    { label: "no filter", queries: distinct((i) => new URLSearchParams({ page: String(1 + i) })) },
    { label: "1-3 filters", queries: distinct((i) => withFilters(new URLSearchParams(), 1 + (i % 3))) },
    {
      label: "a facet word (anxiety, toronto)",
      queries: distinct((i) => new URLSearchParams({ query: pick(FACET_WORDS), page: page(i) })),
    },
    // a name is borne by many: past the first pages of every name, the next pages of one (a person looking further)
    {
      label: "a last name",
      queries: distinct(
        (i) =>
          new URLSearchParams({ query: pick(names), ...(i < names.length * 4 ? {} : { page: String(2 + (i % 3)) }) }),
      ),
    },
    {
      label: "words from bios",
      queries: distinct(
        (i) => new URLSearchParams({ query: i % 2 ? pick(bioWords) : `${pick(bioWords)} ${pick(bioWords)}` }),
      ),
    },
    {
      label: "words plus filters",
      queries: distinct((i) =>
        withFilters(new URLSearchParams({ query: pick(i % 2 ? bioWords : FACET_WORDS) }), 1 + (i % 2)),
      ),
    },
    {
      label: "a misspelt name or word",
      queries: distinct((i) => new URLSearchParams({ query: misspell(pick(i % 2 ? names : bioWords), i) })),
    },
    { label: "fees and coverage", queries: distinct(costFilters) },
    { label: "language, fit, near a postal code", queries: distinct(fitFilters) },
    {
      label: "sorts and pages",
      queries: distinct((i) =>
        withFilters(
          new URLSearchParams({ sortBy: pick(["rating", "name", "nearest"]), page: String(2 + (i % 20)) }),
          i % 2,
        ),
      ),
    },
  ];
}

/**
 * Each kind's queries whose page exists, as this checkout's search counts them: the directory answers a page past a
 * search's last with a redirect to that page (not a search to measure), so a query drawn past it (a word's later
 * pages, a small database) is left out. (The search API answers such a page empty: its benches need not.)
 */
export async function withinLastPages(db: Db, kinds: Kind[]): Promise<Kind[]> {
  const reader = searchReader(db);
  const out: Kind[] = [];
  for (const kind of kinds) out.push({ ...kind, queries: await withinLastPage(reader, kind.queries) });
  return out;
}

async function withinLastPage(reader: SearchReader, queries: string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const query of queries) {
    const parsed = parseApiSearch(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.success) throw new Error(`bad bench query ${query}`);
    if (parsed.data.page > 1) {
      const { total } = await reader.search(parsed.data);
      if (parsed.data.page > pageCountOf(total, parsed.data.limit)) continue;
    }
    kept.push(query);
  }
  return kept;
}

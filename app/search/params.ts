import {
  isMode,
  isSortOption,
  parsePriceParam,
  type Mode,
  type PriceBand,
  type SortOption,
} from "#app/reference/profile-options.ts";
import { DIRECT_BILLING_INSURERS } from "#app/reference/insurance.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#app/reference/languages.ts";
import {
  ACCESS_CODES,
  IDENTITY_CODES,
  POPULATION_CODES,
  type AccessCode,
  type IdentityCode,
  type PopulationCode,
} from "#app/reference/fit.ts";
import type { Facet } from "./facets.ts";
import { parseMaxFee } from "./fee-filters.ts";
import { defaultSortOf, isFsaShaped, nearParam, parseRadiusKm, type RadiusKm } from "./near.ts";
import { textQuery } from "./text-query.ts";

// Directory search parameters. Two readers of the same fields:
// - the API (GET /api/therapists) is strict: a bad value is a 400 with field errors (api-params.server.ts);
// - the page's URL parser (below, also run in the browser) is lenient: invalid values are simply ignored.

export type SearchParams = {
  query?: string;
  specialty?: string;
  city?: string;
  therapyType?: string;
  insuranceProvider?: string;
  issue?: string;
  mode?: Mode;
  price?: PriceBand;
  /** Whole dollars: listings whose lowest fee (the individual fee, or the sliding scale's floor while open) is at most this. */
  maxFee?: number;
  /** Listings with a sliding scale whose spots are open. */
  slidingScale?: boolean;
  /** Listings that offer a free consultation. */
  freeConsultation?: boolean;
  /** An insurer (as DIRECT_BILLING_INSURERS names it) the listing bills directly, confirmed within the last year. */
  directBilling?: string;
  /** A language (its code, as app/reference/languages.ts lists it) the listing holds sessions in. */
  language?: LanguageCode;
  /** An identity the therapist states (app/reference/fit.ts); only listings whose therapist consented match. */
  identity?: IdentityCode;
  /** People the therapist works with (app/reference/fit.ts). */
  population?: PopulationCode;
  /** An access feature the practice offers (app/reference/fit.ts). */
  access?: AccessCode;
  acceptingClients?: boolean;
  virtualSessions?: boolean;
  /** A postal code's first three characters (FSA): where "nearest" and the radius measure from. */
  near?: string;
  /** Only listings with an office this many kilometres or less from `near`'s point. */
  radiusKm?: RadiusKm;
  /** The order; by default nearest first when `near` is given, else recommended (near.ts defaultSortOf). */
  sortBy: SortOption;
  page: number;
  limit: number;
  /** -90 to 90, and lng -180 to 180: where "nearest" measures from. */
  lat?: number;
  lng?: number;
};

/** What both readers allow: text up to 200 characters, pages 1 to 10,000, 24 results a page by default, 50 at most. */
export const SEARCH_BOUNDS = { text: 200, page: 10_000, limit: 24, maxLimit: 50 } as const;

/**
 * The page's URL parser: unknown or malformed values are dropped, never an error. Every key is present (undefined
 * when absent), in the order of the type.
 */
export function parseDirectoryUrl(params: URLSearchParams): SearchParams {
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const text = (key: string) => get(key)?.slice(0, SEARCH_BOUNDS.text).trim();
  const mode = get("mode");
  const sortBy = get("sortBy");
  const page = Number.parseInt(get("page") ?? "", 10);
  const lat = Number(get("lat"));
  const lng = Number(get("lng"));
  // an FSA only (whether the list knows it is the server's); a page says when the URL's is not one (near-notice.ts)
  const typed = nearParam(get("near"));
  const near = typed && isFsaShaped(typed) ? typed : undefined;
  return {
    query: textQuery(text("query")),
    specialty: text("specialty"),
    city: text("city"),
    therapyType: text("therapyType"),
    insuranceProvider: text("insuranceProvider"),
    issue: text("issue"),
    mode: isMode(mode) ? mode : undefined,
    price: parsePriceParam(get("price")) ?? undefined,
    maxFee: parseMaxFee(get("maxFee")) ?? undefined,
    slidingScale: params.get("slidingScale") === "true" ? true : undefined,
    freeConsultation: params.get("freeConsultation") === "true" ? true : undefined,
    directBilling: DIRECT_BILLING_INSURERS.find((insurer) => insurer === get("directBilling")),
    language: LANGUAGE_CODES.find((code) => code === get("language")),
    identity: IDENTITY_CODES.find((code) => code === get("identity")),
    population: POPULATION_CODES.find((code) => code === get("population")),
    access: ACCESS_CODES.find((code) => code === get("access")),
    acceptingClients: params.get("acceptingClients") === "true" ? true : undefined,
    virtualSessions: params.get("virtualSessions") === "true" ? true : undefined,
    near,
    radiusKm: near ? parseRadiusKm(get("radiusKm")) : undefined,
    sortBy: isSortOption(sortBy) ? sortBy : defaultSortOf({ near }),
    // a page past the bound is the bound (then past the last page, which the page redirects to), not the first
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_BOUNDS.page) : 1,
    limit: SEARCH_BOUNDS.limit,
    lat: Number.isFinite(lat) && Math.abs(lat) <= 90 && get("lat") ? lat : undefined,
    lng: Number.isFinite(lng) && Math.abs(lng) <= 180 && get("lng") ? lng : undefined,
  };
}

export type FacetCount = { value: string; label: string; count: number };
/** Counts per facet value; "issue" is keyed by the mapped specialty of each Issue dropdown value. */
export type Facets = Record<Facet, FacetCount[]>;
/**
 * The counts as the directory page carries them: a value (a city by its name as written) and its count, in a pair
 * rather than an object (a navigation's data is a third the size, and quicker to encode).
 */
export type FacetTally = readonly [value: string, count: number];
export type FacetTallies = Record<Facet, FacetTally[]>;

export function talliesOf(facets: Facets): FacetTallies {
  const tallies = {} as FacetTallies;
  for (const [name, counts] of Object.entries(facets) as Array<[Facet, FacetCount[]]>) {
    tallies[name] = counts.map((f) => [name === "city" ? f.label : f.value, f.count] as const);
  }
  return tallies;
}

import { z } from "zod";
import { MODES, PRICE_BANDS, SORT_OPTIONS } from "#app/reference/profile-options.ts";
import type { Facet } from "./facets.ts";

// Directory search parameters (SPEC §5). Two readers of the same fields:
// - the API (GET /api/therapists) is strict: a bad value is a 400 with field errors;
// - the page's URL parser is lenient, exactly as SPEC §5 says: invalid values are simply ignored.

export const SORTS = SORT_OPTIONS.map((option) => option.value) as [string, ...string[]];
const text = z.string().trim().max(200);
const optionalText = text.transform((value) => value || undefined).optional();

export const SearchParams = z.object({
  query: optionalText,
  specialty: optionalText,
  city: optionalText,
  therapyType: optionalText,
  insuranceProvider: optionalText,
  issue: optionalText,
  mode: z.enum(MODES).optional(),
  price: z.enum(PRICE_BANDS).optional(),
  acceptingClients: z.boolean().optional(),
  virtualSessions: z.boolean().optional(),
  sortBy: z.enum(SORT_OPTIONS.map((o) => o.value) as ["recommended", "nearest", "rating", "name"]).default("recommended"),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(50).default(24),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});
export type SearchParams = z.infer<typeof SearchParams>;

const flag = z
  .enum(["true", "false"], { message: "Must be true or false" })
  .transform((value) => value === "true")
  .optional();
const integer = (message: string) => z.string().regex(/^\d+$/, message).transform(Number);
const number = z.string().regex(/^-?\d+(\.\d+)?$/, "Must be a number").transform(Number);

/** The API's query string: strings in, typed values out; anything malformed is reported per field. */
const ApiQueryStrings = z.object({
  query: z.string().optional(),
  specialty: z.string().optional(),
  city: z.string().optional(),
  therapyType: z.string().optional(),
  insuranceProvider: z.string().optional(),
  issue: z.string().optional(),
  mode: z.string().optional(),
  price: z
    .string()
    .transform((value) => (value === "under-100" ? "<$100" : value))
    .optional(),
  acceptingClients: flag,
  virtualSessions: flag,
  sortBy: z.string().optional(),
  page: integer("Must be a whole number").optional(),
  limit: integer("Must be a whole number from 1 to 50").optional(),
  lat: number.optional(),
  lng: number.optional(),
});

export function parseApiSearch(query: Record<string, unknown>): z.ZodSafeParseResult<SearchParams> {
  const strings = ApiQueryStrings.safeParse(query);
  return strings.success ? SearchParams.safeParse(strings.data) : (strings as z.ZodSafeParseError<SearchParams>);
}

/** The page's URL parser (SPEC §5): unknown or malformed values are dropped, never an error. */
export function parseDirectoryUrl(params: URLSearchParams): SearchParams {
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const price = get("price");
  const page = Number.parseInt(get("page") ?? "", 10);
  const lat = Number(get("lat"));
  const lng = Number(get("lng"));
  const sortBy = get("sortBy");
  return SearchParams.parse({
    query: get("query")?.slice(0, 200),
    specialty: get("specialty")?.slice(0, 200),
    city: get("city")?.slice(0, 200),
    therapyType: get("therapyType")?.slice(0, 200),
    insuranceProvider: get("insuranceProvider")?.slice(0, 200),
    issue: get("issue")?.slice(0, 200),
    mode: get("mode") === "online" || get("mode") === "inperson" ? get("mode") : undefined,
    price: price === "under-100" ? "<$100" : (PRICE_BANDS as readonly string[]).includes(price ?? "") ? price : undefined,
    acceptingClients: params.get("acceptingClients") === "true" ? true : undefined,
    virtualSessions: params.get("virtualSessions") === "true" ? true : undefined,
    sortBy: sortBy && (SORTS as string[]).includes(sortBy) ? sortBy : "recommended",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    limit: 24,
    lat: Number.isFinite(lat) && Math.abs(lat) <= 90 && get("lat") ? lat : undefined,
    lng: Number.isFinite(lng) && Math.abs(lng) <= 180 && get("lng") ? lng : undefined,
  });
}

/** The filters that narrow the list (everything but sort, paging and location). */
export function activeFilterCount(p: SearchParams): number {
  const keys = ["query", "specialty", "city", "therapyType", "insuranceProvider", "issue", "mode", "price", "acceptingClients", "virtualSessions"] as const;
  return keys.filter((key) => p[key] !== undefined).length;
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

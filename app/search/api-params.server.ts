import { z } from "zod";
import { MODES, parsePriceParam, PRICE_BANDS, SORT_OPTIONS } from "#app/reference/profile-options.ts";
import { DIRECT_BILLING_INSURERS } from "#app/reference/insurance.ts";
import { LANGUAGE_CODES } from "#app/reference/languages.ts";
import { ACCESS_CODES, IDENTITY_CODES, POPULATION_CODES } from "#app/reference/fit.ts";
import { MAX_FEE_LIMIT } from "./fee-filters.ts";
import { defaultSortOf, isFsaShaped, RADII_KM } from "./near.ts";
import { SEARCH_BOUNDS, type SearchParams as SearchParamsType } from "./params.ts";
import { textQuery } from "./text-query.ts";
import { wholeFrom1To } from "#app/http/whole-number.ts";

// The directory's search parameters checked on the server: the API's query string, strictly (a bad value is a 400
// with field errors), and the parameters the server's own searches are built from (defaults filled in).

const text = z.string().trim().max(SEARCH_BOUNDS.text, `Must be at most ${SEARCH_BOUNDS.text} characters`);
const optionalText = text.transform((value) => value || undefined).optional();

/** A postal area: a postal code's first three characters only. One the list does not know is no error: the search is
 *  made as if none were given, and the answer says so (`near.known`). */
const near = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isFsaShaped, { message: "Must be the first three characters of a postal code only, such as M5V" });

export const SearchParams = z
  .object({
    query: optionalText.transform(textQuery),
    specialty: optionalText,
    city: optionalText,
    therapyType: optionalText,
    insuranceProvider: optionalText,
    issue: optionalText,
    mode: z.enum(MODES).optional(),
    price: z.enum(PRICE_BANDS).optional(),
    // one message for any value out of range, however large (no library wording about safe integers)
    maxFee: z
      .number()
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_FEE_LIMIT, {
        message: `Must be a whole number of dollars from 0 to ${MAX_FEE_LIMIT}`,
        abort: true,
      })
      .optional(),
    slidingScale: z.boolean().optional(),
    freeConsultation: z.boolean().optional(),
    directBilling: z
      .enum(DIRECT_BILLING_INSURERS as [string, ...string[]], { message: "Must be an insurer that can bill directly" })
      .optional(),
    language: z
      .enum(LANGUAGE_CODES, { message: `Must be one of the language codes: ${LANGUAGE_CODES.join(", ")}` })
      .optional(),
    identity: z.enum(IDENTITY_CODES, { message: `Must be one of: ${IDENTITY_CODES.join(", ")}` }).optional(),
    population: z.enum(POPULATION_CODES, { message: `Must be one of: ${POPULATION_CODES.join(", ")}` }).optional(),
    access: z.enum(ACCESS_CODES, { message: `Must be one of: ${ACCESS_CODES.join(", ")}` }).optional(),
    acceptingClients: z.boolean().optional(),
    virtualSessions: z.boolean().optional(),
    near: near.optional(),
    radiusKm: z.literal([...RADII_KM], { message: `Must be one of ${RADII_KM.join(", ")} (kilometres)` }).optional(),
    sortBy: z
      .enum(SORT_OPTIONS.map((o) => o.value) as ["recommended", "nearest", "rating", "name"])
      .default("recommended"),
    page: wholeFrom1To(SEARCH_BOUNDS.page).default(1),
    limit: wholeFrom1To(SEARCH_BOUNDS.maxLimit).default(SEARCH_BOUNDS.limit),
    lat: z
      .number()
      .min(-90, "Must be a latitude from -90 to 90")
      .max(90, "Must be a latitude from -90 to 90")
      .optional(),
    lng: z
      .number()
      .min(-180, "Must be a longitude from -180 to 180")
      .max(180, "Must be a longitude from -180 to 180")
      .optional(),
  })
  .refine((p) => p.radiusKm === undefined || p.near !== undefined, {
    message: "Needs a postal area (near) to measure from",
    path: ["radiusKm"],
  }) satisfies z.ZodType<SearchParamsType>;
export type SearchParams = SearchParamsType;

const flag = z
  .enum(["true", "false"], { message: "Must be true or false" })
  .transform((value) => value === "true")
  .optional();
const integer = (message: string) => z.string().regex(/^\d+$/, message).transform(Number);
const number = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, "Must be a number")
  .transform(Number);

/** A parameter taken as it is given (SearchParams checks it). */
const asGiven = z.string().optional();

/** The API's query string: strings in, typed values out; anything malformed is reported per field. */
const ApiQueryStrings = z.object({
  query: asGiven,
  specialty: asGiven,
  city: asGiven,
  therapyType: asGiven,
  insuranceProvider: asGiven,
  issue: asGiven,
  mode: asGiven,
  // the alias 'under-100' read as the band it names; any other value is checked as a band below
  price: z
    .string()
    .transform((value) => parsePriceParam(value) ?? value)
    .optional(),
  maxFee: integer(`Must be a whole number of dollars from 0 to ${MAX_FEE_LIMIT}`).optional(),
  slidingScale: flag,
  freeConsultation: flag,
  directBilling: asGiven,
  language: asGiven,
  identity: asGiven,
  population: asGiven,
  access: asGiven,
  acceptingClients: flag,
  virtualSessions: flag,
  near: asGiven,
  radiusKm: integer(`Must be one of ${RADII_KM.join(", ")} (kilometres)`).optional(),
  sortBy: asGiven,
  page: asGiven,
  limit: asGiven,
  lat: number.optional(),
  lng: number.optional(),
});

/** The API's search: nearest first by default when a postal area is given (an explicit sortBy is kept). */
export function parseApiSearch(
  query: Record<string, unknown>,
): { success: true; data: SearchParams; error?: never } | { success: false; error: z.ZodError } {
  const strings = ApiQueryStrings.safeParse(query);
  if (!strings.success) return strings;
  const sortBy = strings.data.sortBy ?? defaultSortOf({ near: strings.data.near });
  return SearchParams.safeParse({ ...strings.data, sortBy });
}

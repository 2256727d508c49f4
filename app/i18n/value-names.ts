import { FRENCH_CITY_NAMES } from "#app/reference/french-city-names.ts";
import { frenchNameOf } from "#app/reference/french-terms.ts";
import { INSURANCE_PROVIDERS } from "#app/reference/insurance.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";
import { THERAPY_TYPES } from "#app/reference/therapy-types.ts";
import type { Language } from "./language.ts";

// The names a page shows for facet values (specialties, issues, therapy types), for the values it shows only: a
// loader sends them with the page, so no page waits for the whole list of French names (the directory's filter panel
// loads it only once every value is wanted: use-all-facets.ts). English pages name values as they are.

export type ValueNames = Readonly<Record<string, string>>;

/**
 * A listed value's or a city's name in the language (the reference lists of French names; English names a value as
 * it is, and so does French a value it has no other name for).
 */
export const nameIn = (language: Language, value: string): string =>
  language === "fr" ? (frenchNameOf(value) ?? FRENCH_CITY_NAMES[value] ?? value) : value;

export function valueNames(language: Language, values: readonly string[]): ValueNames {
  if (language === "en") return {};
  return Object.fromEntries(values.map((value) => [value, nameIn(language, value)] as const));
}

/** The names of every value the profile forms list (specialties, therapy types, insurance choices). */
export const listedValueNames = (language: Language): ValueNames =>
  valueNames(language, [...SPECIALTIES, ...THERAPY_TYPES, ...INSURANCE_PROVIDERS]);

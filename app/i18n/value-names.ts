import { frenchNameOf } from "#app/reference/french-terms.ts";
import type { Language } from "./language.ts";

// The names a page shows for facet values (specialties, therapy types), for the values it shows only: a loader sends
// them with the page, so the browser never loads the whole list of French names. English pages name values as
// they are.

export type ValueNames = Readonly<Record<string, string>>;

export function valueNames(language: Language, values: readonly string[]): ValueNames {
  if (language === "en") return {};
  return Object.fromEntries(values.flatMap((value) => [[value, frenchNameOf(value) ?? value] as const]));
}

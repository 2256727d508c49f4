/**
 * The cities the pages link to: the home page's cities, the Ontario city pages' slugs and names, and how a city's
 * name becomes its slug. Kept apart from the list of every city (cities.ts), which the public pages do not load.
 */

/** The cities linked from the home page, in display order. */
export const HOME_CITIES = [
  "Toronto",
  "Ottawa",
  "Mississauga",
  "Hamilton",
  "London",
  "Kitchener",
  "Windsor",
  "Waterloo",
  "Barrie",
  "Guelph",
  "Kingston",
  "St. Catharines",
] as const;

/** Slug → display name for the Ontario city pages (/ontario/{slug}): the 12 home cities plus 7 more. */
export const ONTARIO_CITY_SLUGS: Readonly<Record<string, string>> = {
  toronto: "Toronto",
  ottawa: "Ottawa",
  mississauga: "Mississauga",
  hamilton: "Hamilton",
  london: "London",
  kitchener: "Kitchener",
  windsor: "Windsor",
  waterloo: "Waterloo",
  barrie: "Barrie",
  guelph: "Guelph",
  kingston: "Kingston",
  "st-catharines": "St. Catharines",
  brampton: "Brampton",
  markham: "Markham",
  vaughan: "Vaughan",
  burlington: "Burlington",
  oshawa: "Oshawa",
  oakville: "Oakville",
  cambridge: "Cambridge",
};

function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/**
 * URL slug of a city name: lowercase, accents, dots and apostrophes removed, other runs of
 * non-alphanumerics turned into one hyphen, no leading or trailing hyphen ('St. Catharines' → 'st-catharines').
 */
export function citySlug(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Whether the slug is one of the Ontario city pages' 19 named cities. */
export const isNamedCity = (slug: string) => Object.hasOwn(ONTARIO_CITY_SLUGS, slug);

/** Display name for a city slug: the Ontario map's name, else each hyphen-separated word capitalised. */
export function cityNameFromSlug(slug: string): string {
  const known = isNamedCity(slug) ? ONTARIO_CITY_SLUGS[slug] : undefined;
  if (known !== undefined) return known;
  return slug
    .split("-")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

// The words the search index, its writer and the directory's pages share: the counted facets, the pseudo-facets of
// words and names, how a value is keyed, and what a Featured listing adds to the recommended order. Safe in the
// browser (no server code).

/** A normalised key for case- and accent-insensitive equality (the same rule as SQL's search_key()). */
export function searchKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}

/**
 * The counted facets. "issue" is counted only for the Issue dropdown's values (engine/counted-pairs.ts). "maxFee" is
 * filed by each listing's lowest fee (fee-filters.ts) and shown as counts per "up to" amount.
 */
export const FACETS = [
  "specialty",
  "city",
  "therapyType",
  "insuranceProvider",
  "mode",
  "price",
  "acceptingClients",
  "issue",
  "maxFee",
  "slidingScale",
  "freeConsultation",
  "directBilling",
  "language",
  "identity",
  "population",
  "access",
] as const;
export type Facet = (typeof FACETS)[number];
export type FilterFacet = Facet | "_all";

/** The facets whose values a page names in its language: a French page's specialties, issues, therapy types and
 *  insurers (the page sends their names; the browser reads them back from the panel it was served). */
export const NAMED_FACETS = [
  "specialty",
  "issue",
  "therapyType",
  "insuranceProvider",
  "directBilling",
] as const satisfies readonly Facet[];

/**
 * The pseudo-facet of words: a document has "word=hamilton" when its text (names, credentials, bio, labels) has the
 * word. PostgreSQL adds these pairs, split as it splits the query, when the document is written. Never shown;
 * every query word is matched and counted from them.
 */
export const WORD_FACET = "word";
/** The pseudo-facet of the words of a therapist's name ("name=<lexeme>"): a name that has the query's words ranks first. */
export const NAME_FACET = "name";

/**
 * The pseudo-facet of office locations ("place=<lat>,<lng>"): a listing with an office (in-person sessions) at a known
 * point has one. Never shown; a radius from a postal area is the documents with one of the points inside it.
 */
export const PLACE_FACET = "place";
export const placeValue = (lat: number, lng: number) => `${lat},${lng}`;

/** What an active Featured listing adds to the boost: more than any other part can reach. */
export const FEATURED_BOOST = 10_000_000;
/**
 * What an availability confirmed recently adds to the boost: more than Featured and every other part together, so
 * listings not confirmed recently rank below the others, and Featured orders each of the two groups.
 */
export const AVAILABILITY_BOOST = 20_000_000;

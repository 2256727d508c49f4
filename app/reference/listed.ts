import { searchKey } from "#app/search/facets.ts";

/**
 * A fixed list's lookup: the entry a name spells, case and accents aside ("anxiety" is Anxiety), or undefined for a
 * name the list does not hold.
 */
export function listedLookup(list: readonly string[]): (name: string) => string | undefined {
  const byKey = new Map(list.map((entry) => [searchKey(entry), entry]));
  return (name) => byKey.get(searchKey(name));
}

import { createContext, type RouterContextProvider } from "react-router";
import type { KeptList } from "#app/components/kept-markup.tsx";
import type { KeptFacets, PageFacets } from "#app/search/common-facets.ts";

/**
 * The values a document's render takes from its loaders beside their data (app/components/kept-markup.tsx), set
 * by the HTTP layer for a page request; null for a navigation's data request, whose data carries everything.
 */
export const keptValuesContext = createContext<unknown[] | null>(null);

/** `list` for the server's render only when the request is for a page; the list itself for a data request. */
export function keptOnServer<T>(context: Readonly<RouterContextProvider>, list: readonly T[]): readonly T[] | KeptList {
  const kept = context.get(keptValuesContext);
  if (!kept) return list;
  kept.push(list);
  return { kept: kept.length - 1, length: list.length };
}

/** A page's facet counts for the server's render only when the request is for a page (the browser reads them back
 *  from the filter panel it was served: search/served-facets.ts); the counts themselves for a data request. */
export function keptFacetsOnServer(
  context: Readonly<RouterContextProvider>,
  facets: PageFacets,
): PageFacets | KeptFacets {
  const kept = context.get(keptValuesContext);
  if (!kept) return facets;
  kept.push(facets);
  return { kept: kept.length - 1, complete: facets.complete };
}

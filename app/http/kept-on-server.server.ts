import { createContext, type RouterContextProvider } from "react-router";
import type { KeptList } from "#app/components/kept-markup.tsx";

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

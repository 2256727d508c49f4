import { useContext } from "react";
import { KeptValues } from "#app/components/kept-markup.tsx";
import { parsePriceParam } from "#app/reference/profile-options.ts";
import type { KeptFacets, PageFacets } from "./common-facets.ts";
import { FACETS, NAMED_FACETS, type Facet } from "./facets.ts";
import type { FacetTallies, FacetTally } from "./params.ts";

// A directory page's facet counts are in its filter panel's markup (each option's "Name (count)", each box's
// "(count)"), so the page's hydration data leaves them out (http/kept-on-server.server.ts) and the browser reads
// them back from the panel it was served, as it hydrates it. A navigation's data carries them.

// The facets whose select lists a chosen value it does not count first, with 0: that option is the choice, not a count.
const CHOSEN_FIRST: readonly Facet[] = ["specialty", "city", "therapyType", "insuranceProvider", "directBilling"];
// The boxes whose facet is counted by their value "true"; Virtual Sessions counts the mode select's "online".
const BOXES: readonly Facet[] = ["acceptingClients", "slidingScale", "freeConsultation"];

const COUNTED = / \((\d+)\)$/;

function selectTallies(panel: HTMLFormElement, facet: Facet, names: Record<string, string>): FacetTally[] {
  const select = panel.querySelector<HTMLSelectElement>(`select[name="${facet}"]`);
  if (!select) return [];
  return [...select.options].flatMap((option): FacetTally[] => {
    const counted = COUNTED.exec(option.text);
    if (!option.value || !counted) return [];
    const count = Number(counted[1]);
    if (count === 0 && CHOSEN_FIRST.includes(facet)) return [];
    const label = option.text.slice(0, counted.index);
    // a named facet's option whose label is not its value names it (SelectWords.names)
    if ((NAMED_FACETS as readonly Facet[]).includes(facet) && label !== option.value) names[option.value] = label;
    // a price band's option is its URL value ("under-100"), its count the band's ("<$100")
    return [[facet === "price" ? (parsePriceParam(option.value) ?? option.value) : option.value, count]];
  });
}

function boxTally(panel: HTMLFormElement, facet: Facet): FacetTally[] {
  const text = panel.querySelector(`input[name="${facet}"]`)?.parentElement?.querySelector("span")?.textContent;
  const count = /\((\d+)\)/.exec(text ?? "");
  return count ? [["true", Number(count[1])]] : [];
}

/** The counts and names the filter panel `panel` was served with. */
export function facetsOfPanel(panel: HTMLFormElement, complete: boolean): PageFacets {
  const names: Record<string, string> = {};
  const tallies = Object.fromEntries(
    FACETS.map((facet) => [facet, BOXES.includes(facet) ? boxTally(panel, facet) : selectTallies(panel, facet, names)]),
  ) as FacetTallies;
  return { tallies, complete, names };
}

const isKeptFacets = (facets: PageFacets | KeptFacets): facets is KeptFacets => "kept" in facets;

// read once per page's data: the same object each render, as React hydrates and after
const read = new WeakMap<KeptFacets, PageFacets>();

/** The page's counts: the data's, the server's kept ones, or those of the panel the browser was served. */
export function useServedFacets(facets: PageFacets | KeptFacets): PageFacets {
  const values = useContext(KeptValues);
  if (!isKeptFacets(facets)) return facets;
  const kept = values[facets.kept] as PageFacets | undefined;
  if (kept) return kept;
  let served = read.get(facets);
  if (!served) {
    const panel = document.getElementById("directory-query")?.closest("form");
    served = facetsOfPanel(panel ?? document.createElement("form"), facets.complete);
    read.set(facets, served);
  }
  return served;
}

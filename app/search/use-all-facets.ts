import { useEffect, useRef, useState } from "react";
import type { Language } from "#app/i18n/language.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { directoryQuery } from "./directory-url.ts";
import { FILTER_KEYS } from "./filter-keys.ts";
import { talliesOf, type FacetCount, type FacetTallies, type SearchParams } from "./params.ts";
import type { PageFacets } from "./common-facets.ts";
import type { Facet } from "./facets.ts";

// Every value of every facet, with its count, for the filter panel once a person comes to it: when the panel
// scrolls into view, is hovered or takes focus. The page carries only the common values (common-facets.ts); the
// rest come from the search API (one result, its facets), once per set of filters. A French page carries the French
// names of the values it lists; the names of all the others (a script of their own) come with the rest.

const KEPT = 20;
const loaded = new Map<string, Promise<FacetTallies | null>>();

function loadAll(filters: string): Promise<FacetTallies | null> {
  let answer = loaded.get(filters);
  if (!answer) {
    answer = fetch(`/api/therapists?${filters ? `${filters}&` : ""}limit=1`)
      .then((response) => (response.ok ? (response.json() as Promise<{ facets: Record<Facet, FacetCount[]> }>) : null))
      .then((body) => (body ? talliesOf(body.facets) : null))
      .catch(() => null);
    // a failed load is tried again next time; a long session keeps the latest few
    void answer.then((tallies) => {
      if (!tallies) loaded.delete(filters);
    });
    loaded.set(filters, answer);
    if (loaded.size > KEPT) loaded.delete(loaded.keys().next().value as string);
  }
  return answer;
}

/** Every specialty's, issue's and therapy type's name in the language (English names them as they are). */
const allNames = (language: Language): Promise<ValueNames> =>
  language === "fr"
    ? import("#app/reference/french-value-names.ts").then((module) => module.FRENCH_VALUE_NAMES)
    : Promise.resolve({});

/**
 * The page's tallies and names until every value is wanted and loaded for these filters; `want` is for the panel's
 * events.
 */
export function useAllFacets(params: SearchParams, page: PageFacets, language: Language) {
  const { tallies: pageTallies, complete } = page;
  const panel = useRef<HTMLFormElement>(null);
  const [wanted, setWanted] = useState(false);
  const [all, setAll] = useState<{ filters: string; tallies: FacetTallies } | null>(null);
  const [names, setNames] = useState<ValueNames | null>(null);
  const filters = directoryQuery(Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key]])));

  useEffect(() => {
    const element = panel.current;
    if (complete || wanted || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: "200px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [complete, wanted]);

  useEffect(() => {
    if (complete || !wanted) return;
    let current = true;
    void loadAll(filters).then((tallies) => current && tallies && setAll({ filters, tallies }));
    return () => {
      current = false;
    };
  }, [complete, wanted, filters]);

  // the names of every value, once per language (not per set of filters)
  useEffect(() => {
    if (complete || !wanted) return;
    let current = true;
    void allNames(language).then((loaded) => current && setNames(loaded));
    return () => {
      current = false;
    };
  }, [complete, wanted, language]);

  // the Issue dropdown's options stay the page's: the server maps each to the specialty it is counted under; every
  // value is listed only once every value's name is here too (a French page never shows an English name meanwhile)
  const everyValue = !complete && all?.filters === filters && names !== null;
  const tallies = everyValue ? { ...all.tallies, issue: pageTallies.issue } : pageTallies;
  // the panel's pointer and focus events ask again and again: only the first draws the panel again
  const want = () => {
    if (!wanted) setWanted(true);
  };
  return { panel, tallies, names: names ?? page.names, want };
}

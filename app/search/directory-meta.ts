import { findCity } from "#app/reference/cities.ts";
import { pageSuffix } from "#app/seo/meta.ts";
import { searchKey } from "#app/search/facets.ts";
import type { FacetCount, SearchParams } from "./params.ts";

// Titles and descriptions of the directory (/) that follow the chosen city, specialty or issue and the page.

/** The display name of the city filter: the facet's label, the reference list's spelling, or the text as given. */
export function cityDisplayName(city: string | undefined, cityFacet: readonly FacetCount[]): string | undefined {
  if (!city) return undefined;
  const key = searchKey(city);
  return cityFacet.find((f) => f.value === key)?.label ?? findCity(city)?.name ?? city;
}

export function directoryTitle(p: SearchParams, cityName: string | undefined): string {
  const where = cityName ? `in ${cityName}` : "in Ontario";
  let title: string;
  if (p.specialty) title = `${p.specialty} Therapists ${where}`;
  else if (p.issue) title = `Therapists for ${p.issue} ${where}`;
  else if (cityName) title = `Therapists ${where}`;
  else title = "Find a Licensed Therapist in Ontario";
  return `${title}${pageSuffix(p.page)}`;
}

export function directoryDescription(p: SearchParams, cityName: string | undefined, total: number): string {
  const where = cityName ? `in ${cityName}` : "across Ontario";
  const focus = p.specialty ?? p.issue;
  if (!focus && !cityName) {
    return `Search ${total} licensed, verified therapists, psychotherapists, social workers and psychologists ${where} by specialty, approach, fees and availability.${pageSuffix(p.page)}`;
  }
  const who = focus ? `therapists for ${focus}` : "therapists";
  return `Browse ${total} licensed ${who} ${where}. Compare credentials, approaches, fees and availability, and contact a therapist directly.${pageSuffix(p.page)}`;
}

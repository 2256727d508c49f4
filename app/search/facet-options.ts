import { PRICE_BAND_LABELS, PRICE_BANDS, SORT_OPTIONS } from "#app/reference/profile-options.ts";
import { languageEndonym, languageName, SESSION_LANGUAGES } from "#app/reference/languages.ts";
import { searchKey } from "#app/search/facets.ts";
import { FEE_THRESHOLDS } from "./fee-filters.ts";
import { priceParam } from "./directory-url.ts";
import type { FacetTallies, FacetTally, SearchParams } from "./params.ts";

// The options of the filter panel's selects, with the facet count beside each one. The engine leaves out values
// with no match; a chosen value stays listed (with 0) so the select can still show it.

export type SelectOption = { value: string; label: string; count?: number };
export type SelectModel = { value: string; options: SelectOption[] };

const collator = new Intl.Collator("en-CA"); // one collator: localeCompare with a locale builds one per call
const byLabel = (a: SelectOption, b: SelectOption) => collator.compare(a.label, b.label);

/** Options named by the facet's values (specialty, therapy type, insurance), alphabetical. */
function valueFacet(facet: readonly FacetTally[], selected: string | undefined): SelectModel {
  const options: SelectOption[] = facet.map(([value, count]) => ({ value, label: value, count })).sort(byLabel);
  if (selected && !options.some((o) => o.value === selected))
    options.unshift({ value: selected, label: selected, count: 0 });
  return { value: selected ?? "", options };
}

/** Cities: the option value is the display name (readable URLs); the engine compares normalised keys. */
function cityFacet(facet: readonly FacetTally[], selected: string | undefined): SelectModel {
  const options: SelectOption[] = facet.map(([name, count]) => ({ value: name, label: name, count })).sort(byLabel);
  if (!selected) return { value: "", options };
  const match = options.find((o) => searchKey(o.value) === searchKey(selected));
  if (match) return { value: match.value, options };
  return { value: selected, options: [{ value: selected, label: selected, count: 0 }, ...options] };
}

/** "I can pay up to": the offered amounts and a chosen one of its own, in order, each with its count. */
function maxFeeFacet(facet: readonly FacetTally[], selected: number | undefined): SelectModel {
  const amounts = [...new Set([...FEE_THRESHOLDS, ...(selected === undefined ? [] : [selected])])].sort(
    (a, b) => a - b,
  );
  return {
    value: selected === undefined ? "" : String(selected),
    options: amounts.map((amount) => ({
      value: String(amount),
      label: `$${amount}`,
      count: countOf(facet, String(amount)),
    })),
  };
}

/** Session language: the languages with a match (and a chosen one) in the list's order, English and French first. */
function languageFacet(facet: readonly FacetTally[], selected: string | undefined): SelectModel {
  const label = (code: string) =>
    languageName(code) === languageEndonym(code)
      ? languageName(code)
      : `${languageName(code)} – ${languageEndonym(code)}`;
  const options = SESSION_LANGUAGES.map(({ code }) => ({
    value: code,
    label: label(code),
    count: countOf(facet, code),
  })).filter((option) => option.count > 0 || option.value === selected);
  return { value: selected ?? "", options };
}

export const countOf = (facet: readonly FacetTally[], value: string) => facet.find(([v]) => v === value)?.[1] ?? 0;

export function filterSelects(p: SearchParams, facets: FacetTallies) {
  return {
    specialty: valueFacet(facets.specialty, p.specialty),
    city: cityFacet(facets.city, p.city),
    therapyType: valueFacet(facets.therapyType, p.therapyType),
    insuranceProvider: valueFacet(facets.insuranceProvider, p.insuranceProvider),
    // the server lists the Issue dropdown's options with their counts (page-facets.server.ts)
    issue: { value: p.issue ?? "", options: facets.issue.map(([value, count]) => ({ value, label: value, count })) },
    mode: {
      value: p.mode ?? "",
      options: [
        { value: "online", label: "Online", count: countOf(facets.mode, "online") },
        { value: "inperson", label: "In-Person", count: countOf(facets.mode, "inperson") },
      ],
    },
    price: {
      value: priceParam(p.price) ?? "",
      options: PRICE_BANDS.map((band) => ({
        value: priceParam(band) ?? band,
        label: PRICE_BAND_LABELS[band],
        count: countOf(facets.price, band),
      })),
    },
    maxFee: maxFeeFacet(facets.maxFee, p.maxFee),
    directBilling: valueFacet(facets.directBilling, p.directBilling),
    language: languageFacet(facets.language, p.language),
    sortBy: { value: p.sortBy, options: SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label })) },
  } satisfies Record<string, SelectModel>;
}

export const optionText = (o: SelectOption) => (o.count === undefined ? o.label : `${o.label} (${o.count})`);

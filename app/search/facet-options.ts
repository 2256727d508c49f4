import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import { collatorOf, formatCurrency, type Language } from "#app/i18n/language.ts";
import { languageNameIn } from "#app/i18n/directory-words.ts";
import type { ValueNames } from "#app/i18n/value-names.ts";
import { PRICE_BANDS, SORT_OPTIONS, type PriceBand } from "#app/reference/profile-options.ts";
import { languageEndonym, languageName, languagesByName } from "#app/reference/languages.ts";
import { ACCESS_CODES, IDENTITY_CODES, POPULATION_CODES } from "#app/reference/fit.ts";
import { searchKey } from "#app/search/facets.ts";
import { FEE_THRESHOLDS } from "./fee-filters.ts";
import { priceParam } from "./directory-url.ts";
import { defaultSortOf } from "./near.ts";
import type { FacetTallies, FacetTally, SearchParams } from "./params.ts";

// The options of the filter panel's selects, with the facet count beside each one. The engine leaves out values
// with no match; a chosen value stays listed (with 0) so the select can still show it. Labels are in the page's
// language: specialties, issues, therapy types, insurers and cities by their French names on a French page
// (SelectWords.names), a value with none as it is named.

export type SelectOption = { value: string; label: string; count?: number };
export type SelectModel = { value: string; options: SelectOption[] };

/** The page's language, its words (the directory catalogue) and the names in it of the specialties, issues and
 *  therapy types listed (a value without one is named as it is). */
export type SelectWords = {
  language: Language;
  say: (id: MessageId, values?: Values) => string;
  names?: ValueNames;
};

const byLabel = (language: Language) => {
  const collator = collatorOf(language);
  return (a: SelectOption, b: SelectOption) => collator.compare(a.label, b.label);
};

/** Options named by the facet's values (specialty, therapy type, insurance), alphabetical. */
function valueFacet(
  facet: readonly FacetTally[],
  selected: string | undefined,
  language: Language,
  name = (value: string) => value,
): SelectModel {
  const options: SelectOption[] = facet
    .map(([value, count]) => ({ value, label: name(value), count }))
    .sort(byLabel(language));
  if (selected && !options.some((o) => o.value === selected))
    options.unshift({ value: selected, label: name(selected), count: 0 });
  return { value: selected ?? "", options };
}

/** Cities: the option value is the display name (readable URLs); the engine compares normalised keys. */
function cityFacet(
  facet: readonly FacetTally[],
  selected: string | undefined,
  language: Language,
  name: (value: string) => string,
): SelectModel {
  const options: SelectOption[] = facet
    .map(([value, count]) => ({ value, label: name(value), count }))
    .sort(byLabel(language));
  if (!selected) return { value: "", options };
  const match = options.find((o) => searchKey(o.value) === searchKey(selected));
  if (match) return { value: match.value, options };
  return { value: selected, options: [{ value: selected, label: name(selected), count: 0 }, ...options] };
}

/** "I can pay up to": the offered amounts and a chosen one of its own, in order, each with its count. */
function maxFeeFacet(facet: readonly FacetTally[], selected: number | undefined, language: Language): SelectModel {
  const amounts = [...new Set([...FEE_THRESHOLDS, ...(selected === undefined ? [] : [selected])])].sort(
    (a, b) => a - b,
  );
  return {
    value: selected === undefined ? "" : String(selected),
    options: amounts.map((amount) => ({
      value: String(amount),
      label: formatCurrency(language, amount),
      count: countOf(facet, String(amount)),
    })),
  };
}

/** Session language: the languages with a match (and a chosen one), English and French first, then by name. */
function languageFacet(facet: readonly FacetTally[], selected: string | undefined, language: Language): SelectModel {
  const label = (code: string) => {
    const name = languageNameIn(language, code) ?? languageName(code);
    return name === languageEndonym(code) ? name : `${name} – ${languageEndonym(code)}`;
  };
  const options = languagesByName(label, collatorOf(language))
    .map(({ code }) => ({
      value: code,
      label: label(code),
      count: countOf(facet, code),
    }))
    .filter((option) => option.count > 0 || option.value === selected);
  return { value: selected ?? "", options };
}

/** A facet of codes (identity, population, access): those with a match, and a chosen one, in the list's order. */
function codeFacet(
  facet: readonly FacetTally[],
  selected: string | undefined,
  codes: readonly string[],
  label: (code: string) => string,
): SelectModel {
  const options = codes
    .map((code) => ({ value: code, label: label(code), count: countOf(facet, code) }))
    .filter((option) => option.count > 0 || option.value === selected);
  return { value: selected ?? "", options };
}

export const countOf = (facet: readonly FacetTally[], value: string) => facet.find(([v]) => v === value)?.[1] ?? 0;

/** A price band's label: "Under $100", "$100-$160", "Over $160" ("Moins de 100 $"...). */
function priceBandLabel(band: PriceBand, { language, say }: SelectWords): string {
  const amount = (dollars: number) => formatCurrency(language, dollars);
  if (band === "<$100") return say("filter.price.low", { amount: amount(100) });
  if (band === ">$160") return say("filter.price.high", { amount: amount(160) });
  return say("filter.price.mid", { low: amount(100), high: amount(160) });
}

export function filterSelects(p: SearchParams, facets: FacetTallies, words: SelectWords) {
  const { language, say, names = {} } = words;
  const name = (value: string) => names[value] ?? value;
  return {
    specialty: valueFacet(facets.specialty, p.specialty, language, name),
    city: cityFacet(facets.city, p.city, language, name),
    therapyType: valueFacet(facets.therapyType, p.therapyType, language, name),
    insuranceProvider: valueFacet(facets.insuranceProvider, p.insuranceProvider, language, name),
    // the server lists the Issue dropdown's options with their counts (page-facets.server.ts)
    issue: {
      value: p.issue ?? "",
      options: facets.issue.map(([value, count]) => ({ value, label: name(value), count })),
    },
    mode: {
      value: p.mode ?? "",
      options: [
        { value: "online", label: say("filter.mode.online"), count: countOf(facets.mode, "online") },
        { value: "inperson", label: say("filter.mode.inperson"), count: countOf(facets.mode, "inperson") },
      ],
    },
    price: {
      value: priceParam(p.price) ?? "",
      options: PRICE_BANDS.map((band) => ({
        value: priceParam(band) ?? band,
        label: priceBandLabel(band, words),
        count: countOf(facets.price, band),
      })),
    },
    maxFee: maxFeeFacet(facets.maxFee, p.maxFee, language),
    directBilling: valueFacet(facets.directBilling, p.directBilling, language, name),
    language: languageFacet(facets.language, p.language, language),
    identity: codeFacet(facets.identity, p.identity, IDENTITY_CODES, (code) =>
      say(`fit.identity.${code}` as "fit.identity.woman"),
    ),
    population: codeFacet(facets.population, p.population, POPULATION_CODES, (code) =>
      say(`fit.population.${code}` as "fit.population.adults"),
    ),
    access: codeFacet(facets.access, p.access, ACCESS_CODES, (code) =>
      say(`fit.access.${code}` as "fit.access.asl-lsq"),
    ),
    sortBy: sortModel(p, say),
  } satisfies Record<string, SelectModel>;
}

/**
 * The orders, the default one as "" (it is left out of the URL, and a posted panel keeps it the default): nearest
 * first with a postal area ("Nearest to M5V"), else recommended.
 */
function sortModel(p: SearchParams, say: SelectWords["say"]): SelectModel {
  const byDefault = defaultSortOf(p);
  return {
    value: p.sortBy === byDefault ? "" : p.sortBy,
    options: SORT_OPTIONS.map((o) => ({
      value: o.value === byDefault ? "" : o.value,
      label: o.value === "nearest" && p.near ? say("near.sort", { near: p.near }) : say(`filter.sort.${o.value}`),
    })),
  };
}

export const optionText = (o: SelectOption) => (o.count === undefined ? o.label : `${o.label} (${o.count})`);

import { findCity } from "#app/reference/cities.ts";
import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { listedValueOf } from "#app/reference/french-terms.ts";
import { nameIn } from "#app/i18n/value-names.ts";
import { searchKey } from "#app/search/facets.ts";
import type { FacetCount, SearchParams } from "./params.ts";

// Titles and descriptions of the directory (/) that follow the chosen city, specialty or issue and the page.

/**
 * A value's name in the language, as listed however it was typed in the address, as a sentence says it: French
 * writes a common noun in lower case within a sentence ("Thérapeutes en anxiété"), but not an initialism ("TCC").
 */
function valueIn(language: Language, typed: string): string {
  const name = nameIn(language, listedValueOf(typed) ?? typed);
  const lower = language === "fr" && /^\p{Lu}\p{Ll}/u.test(name);
  return lower ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** The display name of the city filter: the facet's label, the reference list's spelling, or the text as given. */
export function cityDisplayName(city: string | undefined, cityFacet: readonly FacetCount[]): string | undefined {
  if (!city) return undefined;
  const key = searchKey(city);
  return cityFacet.find((f) => f.value === key)?.label ?? findCity(city)?.name ?? city;
}

/** The page's language and words (the directory catalogue, whose "srv." messages the server reads). */
export type MetaWords = { language: Language; say: (id: MessageId, values?: Values) => string };

const suffix = (page: number, say: MetaWords["say"]) => (page > 1 ? say("srv.page", { page }) : "");

export function directoryTitle(p: SearchParams, cityName: string | undefined, { language, say }: MetaWords): string {
  const where = cityName ? say("srv.in", { city: nameIn(language, cityName) }) : say("srv.inOntario");
  const focus = p.specialty ?? p.issue;
  let title: string;
  if (p.specialty) title = say("srv.title.specialty", { focus: valueIn(language, p.specialty), where });
  else if (focus) title = say("srv.title.issue", { focus: valueIn(language, focus), where });
  else if (cityName) title = say("srv.title.city", { where });
  else title = say("srv.title.home");
  return `${title}${suffix(p.page, say)}`;
}

export function directoryDescription(
  p: SearchParams,
  cityName: string | undefined,
  { total, inDirectory }: { total: number; inDirectory: number },
  { language, say }: MetaWords,
): string {
  const where = cityName ? say("srv.in", { city: nameIn(language, cityName) }) : say("srv.acrossOntario");
  const focus = p.specialty ?? p.issue;
  const text =
    !focus && !cityName
      ? say("srv.description.all", { total: inDirectory, where }) // the directory's size, whatever the words searched
      : focus
        ? say("srv.description.focus", { total, focus: valueIn(language, focus), where })
        : say("srv.description.place", { total, where });
  return `${text}${suffix(p.page, say)}`;
}

// Writes a message compiled by Lingui's compiler (app/i18n/compiled/) with its values, in a locale: text, `{name}`,
// `{n, plural, …}` / `{n, selectordinal, …}` (an exact `=N` branch first, compiled as the key "N", then the locale's plural category from
// Intl.PluralRules; `#` is the number), `{x, select, …}`, `{n, number}`, `{d, date}` and French elision before a
// name, `{name, elide, de}` ("d’Amelia", "de Jordan"; app/i18n/elision.ts). It reads the compiled
// format Lingui's own runtime reads, in far fewer bytes (app/i18n/format.test.ts holds it to Lingui's output).

import { elide } from "./elision.ts";

type Token = string | [name: string, type?: string, options?: unknown];
export type CompiledMessage = Token[];
export type FormatValues = Record<string, string | number>;

type Branches = Record<string, CompiledMessage> & { offset?: number | string };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, type: "cardinal" | "ordinal", count: number): string {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(count);
}

// Formatters are made once per locale and kept (making one costs far more than using it).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale)));
  return format;
}

function argument(token: Exclude<Token, string>, values: FormatValues, locale: string): string {
  const [name, type, options] = token;
  const value = values[name];
  if (type === "plural" || type === "selectordinal") {
    const branches = options as Branches;
    const count = Number(value) - Number(branches.offset ?? 0);
    const category = pluralCategory(locale, type === "plural" ? "cardinal" : "ordinal", count);
    const branch = branches[String(value)] ?? branches[category] ?? branches.other ?? [];
    return write(branch, values, locale, numberFormat(locale).format(count));
  }
  if (type === "select") {
    const branches = options as Branches;
    return write(branches[String(value)] ?? branches.other ?? [], values, locale);
  }
  if (value === undefined) return "";
  if (type === "number") return numberFormat(locale).format(Number(value));
  if (type === "date") return dateFormat(locale).format(new Date(value));
  if (type === "elide") return elide(String(options), String(value));
  return String(value);
}

function write(message: CompiledMessage, values: FormatValues, locale: string, pound?: string): string {
  let text = "";
  for (const token of message) {
    if (typeof token !== "string") text += argument(token, values, locale);
    else text += pound !== undefined && token === "#" ? pound : token;
  }
  return text;
}

/** The message's text with its values, as the locale writes them. */
export function formatMessage(message: CompiledMessage, values: FormatValues = {}, locale = "en-CA"): string {
  return write(message, values, locale);
}

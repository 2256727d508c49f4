import common from "#app/i18n/messages/common.en.ts";
import contact from "#app/i18n/messages/contact.en.ts";
import directory from "#app/i18n/messages/directory.en.ts";
import listings from "#app/i18n/messages/listings.en.ts";
import places from "#app/i18n/messages/places.en.ts";
import pricing from "#app/i18n/messages/pricing.en.ts";
import privacy from "#app/i18n/messages/privacy.en.ts";
import terms from "#app/i18n/messages/terms.en.ts";
import profile from "#app/i18n/messages/profile.en.ts";
import blog from "#app/i18n/messages/blog.en.ts";
import dashboard from "#app/i18n/messages/dashboard.en.ts";
import footer from "#app/i18n/messages/footer.en.ts";
import home from "#app/i18n/messages/home.en.ts";

// What a French page must not show: every run of words of the English catalogues that a message holds between
// its placeholders and tags, at least MIN_WORDS long (shorter runs, "Menu" or "ConnexOntario", are the same in
// both languages).

const MIN_WORDS = 4;
const ENGLISH_CATALOGUES: Record<string, string>[] = [
  common,
  contact,
  pricing,
  privacy,
  terms,
  directory,
  listings,
  places,
  profile,
  blog,
  dashboard,
  home,
  footer,
];

/** A message without its ICU arguments (nested braces included) and tags, cut into runs of words. */
function runs(message: string): string[] {
  let depth = 0;
  let flat = "";
  for (const char of message) {
    if (char === "{") depth += 1;
    if (depth === 0) flat += char;
    else if (char === "}" && depth === 1) flat += "|";
    if (char === "}") depth -= 1;
  }
  return flat
    .replace(/<\/?[a-zA-Z]+\/?>/g, "|")
    .split(/[|]/)
    .map(normalise)
    .filter((run) => run.split(" ").filter((word) => /[a-z]/i.test(word)).length >= MIN_WORDS);
}

/** Whitespace and apostrophes made comparable. */
export const normalise = (text: string) =>
  text
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/[’']/g, "'")
    .trim();

export const ENGLISH_RUNS: string[] = [...new Set(ENGLISH_CATALOGUES.flatMap((c) => Object.values(c).flatMap(runs)))];

/** The text a visitor reads in a page's body: no scripts, styles or markup, entities decoded. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return normalise(
    body
      .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;/g, " ")
      .replace(/&#x27;|&#39;|&rsquo;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

/** The English runs a text holds. */
export const englishIn = (text: string) => ENGLISH_RUNS.filter((run) => text.includes(run));

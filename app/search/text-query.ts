// A text query says what to look for only when it holds a letter or a digit, of any script ("é", "ß", "٣"): one
// without ("!!!", "--", an emoji) has no word to search, so it is no query at all: not a filter, not counted as
// one, not searched, not a reason for a page's noindex or its Clear button. Every reader of a text query goes
// through this: the directory's URL (in the browser too) and API, the blog's page and API. Safe in the browser.

const A_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The query as given, or undefined when it has no letter or digit (or is not given). */
export function textQuery(text: string | undefined): string | undefined {
  return text !== undefined && A_LETTER_OR_DIGIT.test(text) ? text : undefined;
}

// PostgreSQL's text parser reads "anxiety/depression", "CBT/DBT" or "/anxiety" as one path-like word: a slash or a
// backslash before a letter or digit separates words, in a listing's words as in a query's, so "depression" finds a
// bio's "anxiety/depression". A closing tag's slash ("</b>") is left: markup stays the parser's to drop.
const SEPARATORS = /(?<!<)[/\\](?=[\p{L}\p{N}])/gu;

/** A text as the search reads its words: a slash or backslash before a word made a space. */
export const searchableText = (text: string): string => text.replace(SEPARATORS, " ");

// A name written with an apostrophe ("O'Brien", "D’Souza") is read as two words ("o", "brien"), which a query
// typed without it ("obrien") would not find, and would be "corrected" toward ("brien"): a listing's name with an
// apostrophe is also a word of its text without it. Nothing is added for a name without one.
const APOSTROPHES = /['’]/gu;

/** The name without its apostrophes, when it has one ("O'Brien" → "OBrien"), else the empty string. */
export const nameWithoutApostrophes = (name: string): string =>
  name.search(APOSTROPHES) === -1 ? "" : name.replace(APOSTROPHES, "");

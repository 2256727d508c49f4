import english from "#app/i18n/messages/fit-names.en.ts";
import french from "#app/i18n/messages/fit-names.fr.ts";
import { searchKey } from "../facets.ts";

// The words of who a therapist is, who they work with and what access their practice offers, as the forms and
// filters name them in English and French ("muslim", "racialized", "islam", "autochtone"). Each is a filter of its
// own (an identity is found only by its filter, stated with consent), so a listing's text need not hold them: a
// query word of them that no listing's text holds is left as typed, finding nothing, never "corrected" into a word
// that looks like it ("muslim" into "music", "racialized" into "racial").

const names = [english, french].flatMap((catalogue) =>
  Object.entries(catalogue)
    .filter(([key]) => key.startsWith("fit."))
    .map(([, name]) => name),
);

/** The words of the names, as the search reads words: lower case, unaccented, of three letters or more. */
export const FIT_WORDS: readonly string[] = [
  ...new Set(
    names.flatMap((name) =>
      searchKey(name)
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 3),
    ),
  ),
];

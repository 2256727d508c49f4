import { catalogue } from "#app/i18n/catalogues.server.ts";
import { languageOfPath } from "#app/i18n/language.ts";
import { valueNames } from "#app/i18n/value-names.ts";
import { SPECIALTIES } from "#app/reference/specialties.ts";

// What the post form's pages send with their data, in the language of their URL: the form's words (post-form
// catalogue) and the specialties' names in that language (none for English, which names them as they are).
export function postFormWords(request: Request) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, catalogue: catalogue(language, "post-form"), specialtyNames: valueNames(language, SPECIALTIES) };
}

import commonEn from "#app/i18n/compiled/common.en.ts";
import commonFr from "#app/i18n/compiled/common.fr.ts";
import { formatMessage } from "#app/i18n/format.ts";
import { LOCALES, type Language } from "#app/i18n/language.ts";

// An email names the site in its own language, with the name the pages show: the common catalogue's site.name.

const COMMON = { en: commonEn, fr: commonFr };

/** The site's name in `language` ("Répertoire canadien des thérapeutes" in French). */
export function siteName(language: Language): string {
  const name = COMMON[language]["site.name"];
  if (!name) throw new Error(`site.name missing in ${language}`);
  return formatMessage(name, {}, LOCALES[language]);
}

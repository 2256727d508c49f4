import type { CompiledCatalogue } from "#app/i18n/catalogue.ts";
import { formatMessage, type FormatValues } from "#app/i18n/format.ts";
import { LOCALES, type Language } from "#app/i18n/language.ts";
import { siteName } from "./site-name.ts";

// An email is written in its recipient's language, from one catalogue area of emails (app/i18n/messages/
// emails-<area>.<en|fr>.ts, compiled like the pages' ones). A message missing from the area is a programming
// error, not a bracketed id in someone's inbox: it throws. `{site}` in a message is always the site's name in the
// email's language, whatever the caller passes.

export type MailWords<Id extends string> = (id: Id, values?: FormatValues) => string;

/** The translate function of one email area in `language`. `Source` is the English catalogue module (its ids). */
export function mailWords<Source extends Record<string, string>>(
  catalogues: Record<Language, CompiledCatalogue>,
  language: Language,
): MailWords<Extract<keyof Source, string>> {
  const messages = catalogues[language];
  const site = siteName(language);
  return (id, values) => {
    const message = messages[id];
    if (!message) throw new Error(`email message ${id} missing in ${language}`);
    return formatMessage(message, { ...values, site }, LOCALES[language]);
  };
}

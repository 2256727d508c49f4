import { catalogue } from "#app/i18n/catalogues.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { languageOfPath } from "#app/i18n/language.ts";
import { listedValueNames, nameIn } from "#app/i18n/value-names.ts";
import type { FieldErrors } from "#app/http/field-errors.ts";
import { pageFieldErrors } from "#app/submissions/field-messages.ts";
import { availabilityLine } from "./profile/profile-words.ts";
import { AVAILABILITY_LINK_DAYS } from "./availability.ts";
import { LINK_MESSAGES, type RefusedLink } from "./availability-links.ts";

// The words of the availability links' pages in the language of the page's URL, written on the server: what the
// listing says (as profiles say it), a refused link's message, the direct billing note and the form's refusals.
// The page's own catalogue goes to the browser with the loader's data; the others stay here.

type Dated = Parameters<typeof availabilityLine>[1];

export function availabilityPageWords(request: Request) {
  const language = languageOfPath(new URL(request.url).pathname);
  const own = catalogue(language, "availability-pages");
  const t = translator(language, own, catalogue(language, "profile"), catalogue(language, "apply"));
  return {
    language,
    catalogue: own,
    /** "Accepting new clients · confirmed today" / "Accepte de nouveaux clients · confirmée aujourd’hui". */
    text: (listing: Dated, now: number) => availabilityLine(t, listing, now),
    refused: (kind: RefusedLink) => t(LINK_MESSAGES[kind], { days: AVAILABILITY_LINK_DAYS }),
    /** That "Still accurate" confirms the direct billing list too; null when the listing bills no insurer. */
    billing: (insurers: readonly string[]) =>
      insurers.length === 0
        ? null
        : t("avail.confirm.billing", { insurers: insurers.map((name) => nameIn(language, name)).join(", ") }),
    errors: (errors: FieldErrors) => pageFieldErrors(errors, language, t, listedValueNames(language)),
  };
}

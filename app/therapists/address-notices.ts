import adminEn from "#app/i18n/compiled/emails-admin.en.ts";
import adminFr from "#app/i18n/compiled/emails-admin.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import type en from "#app/i18n/messages/emails-admin.en.ts";
import { localPath } from "#app/i18n/twins.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { siteName } from "#app/mail/site-name.ts";
import { mailWords } from "#app/mail/words.ts";
import { SITE } from "#app/site.ts";

// The emails that tell an address what happened to a listing that used it: a listing's email is never replaced,
// nor its account changed by an admin, without the address it held being told. Each is written in the language
// of the account that signs in with the address (English when none does).

const support = SITE.emails.support;
const words = (language: Language) => mailWords<typeof en>({ en: adminEn, fr: adminFr }, language);
const listingUrl = (appUrl: string, language: Language, slug: string) =>
  `${appUrl}${localPath(language, `/therapists/${slug}`)}`;

function letter(to: string, language: Language, subject: string, lines: string[]): EmailMessage {
  return { to, language, subject, text: [...lines, "", `— ${siteName(language)}`].join("\n") };
}

/** Why a listing's address changed: an admin's edit, another person's proof, or an approved application. */
export type AddressChangeReason = "admin" | "provedElsewhere" | "approved";

/** To a listing's former address (and its owner): the listing now uses another address, and why. */
export function listingAddressChanged(
  to: string,
  language: Language,
  change: { slug: string; from: string; to: string; why: AddressChangeReason },
  appUrl: string,
): EmailMessage {
  const t = words(language);
  const url = listingUrl(appUrl, language, change.slug);
  return letter(to, language, t("emails.admin.address.changedSubject"), [
    t("emails.admin.address.hello"),
    "",
    t("emails.admin.address.changed", { url, from: change.from, to: change.to }),
    t(`emails.admin.address.why.${change.why}`),
    "",
    t("emails.admin.address.support", { support }),
  ]);
}

/** To an address that another account's listing held without proving it: it was taken off that listing. */
export function addressTakenOff(
  to: string,
  language: Language,
  listing: { slug: string },
  appUrl: string,
): EmailMessage {
  const t = words(language);
  return letter(to, language, t("emails.admin.address.takenOffSubject"), [
    t("emails.admin.address.hello"),
    "",
    t("emails.admin.address.takenOff", { url: listingUrl(appUrl, language, listing.slug) }),
    "",
    t("emails.admin.address.claims", { support }),
  ]);
}

/** To a listing's address: an admin linked the listing to an account that signs in with another address. */
export function listingLinkedByAdmin(
  to: string,
  language: Language,
  link: { slug: string; reason: string },
  appUrl: string,
): EmailMessage {
  const t = words(language);
  return letter(to, language, t("emails.admin.address.linkedSubject"), [
    t("emails.admin.address.hello"),
    "",
    t("emails.admin.address.linked", { url: listingUrl(appUrl, language, link.slug) }),
    t("emails.admin.address.reason", { reason: link.reason }),
    "",
    t("emails.admin.address.support", { support }),
  ]);
}

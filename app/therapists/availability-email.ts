import { relativeAge } from "#app/admin/relative-date.ts";
import availabilityEn from "#app/i18n/compiled/emails-availability.en.ts";
import availabilityFr from "#app/i18n/compiled/emails-availability.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import { nameIn } from "#app/i18n/value-names.ts";
import type en from "#app/i18n/messages/emails-availability.en.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { siteName } from "#app/mail/site-name.ts";
import { mailWords } from "#app/mail/words.ts";
import type { AcceptingClients, WaitlistWait } from "#app/reference/profile-options.ts";
import { AVAILABILITY_LINK_DAYS } from "./availability.ts";

// The email asking whether a listing's availability is still accurate, in the therapist's account's language:
// what the listing says and how long ago it was confirmed, and, when the listing bills insurers directly, that
// "Still accurate" confirms that list too.

export type Reminded = {
  email: string;
  firstName: string;
  acceptingClients: AcceptingClients;
  acceptingWait: WaitlistWait | null;
  availabilityConfirmedAt: number | null;
  directBilling: readonly string[];
};

export function availabilityReminderEmail(
  r: Reminded,
  language: Language,
  links: { confirm: string; update: string },
  now: number,
): EmailMessage {
  const t = mailWords<typeof en>({ en: availabilityEn, fr: availabilityFr }, language);
  const accepting = t(`emails.availability.state.${r.acceptingClients}`);
  const state =
    r.acceptingClients === "waitlist" && r.acceptingWait
      ? t("emails.availability.state.wait", {
          state: accepting,
          wait: t(`emails.availability.wait.${r.acceptingWait}`),
        })
      : accepting;
  const age = r.availabilityConfirmedAt === null ? null : relativeAge(r.availabilityConfirmedAt, now);
  const billing = r.directBilling.length > 0;
  const text = [
    t("emails.availability.hello", { name: r.firstName }),
    "",
    t("emails.availability.says", {
      state,
      age: age ? t(`emails.availability.age.${age.unit}`, { count: age.count }) : t("emails.availability.age.never"),
    }),
    t("emails.availability.visitors"),
    ...(billing
      ? [
          "",
          t("emails.availability.billing", {
            insurers: r.directBilling.map((name) => nameIn(language, name)).join(", "),
          }),
          t("emails.availability.billingAge"),
        ]
      : []),
    "",
    t("emails.availability.confirm", { url: links.confirm }),
    "",
    t("emails.availability.update", { url: links.update }),
    "",
    t("emails.availability.links", { days: AVAILABILITY_LINK_DAYS }),
    "",
    `— ${siteName(language)}`,
  ].join("\n");
  return { to: r.email, language, subject: t("emails.availability.subject"), text };
}

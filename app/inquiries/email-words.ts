import inquiryEn from "#app/i18n/compiled/emails-inquiry.en.ts";
import inquiryFr from "#app/i18n/compiled/emails-inquiry.fr.ts";
import type { Language } from "#app/i18n/language.ts";
import type en from "#app/i18n/messages/emails-inquiry.en.ts";
import { mailWords, type MailWords } from "#app/mail/words.ts";

// What every email about a contact message shares: its words in the recipient's language, the signature and the
// crisis lines.

export type InquiryWords = MailWords<Extract<keyof typeof en, string>>;

export const inquiryWords = (language: Language): InquiryWords =>
  mailWords<typeof en>({ en: inquiryEn, fr: inquiryFr }, language);

export const signature = (t: InquiryWords) => t("emails.inquiry.signature");

/** What every email to a visitor says before its end: a reply can wait, a crisis cannot. */
export const crisisLines = (t: InquiryWords) => [t("emails.inquiry.crisis.first"), t("emails.inquiry.crisis.second")];

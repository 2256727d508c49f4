import type { Language } from "#app/i18n/language.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import type { ContactForm } from "./contact-form.ts";
import { crisisLines, inquiryWords, signature } from "./email-words.ts";

// The two emails a contact message sends: the message itself to the therapist (in their account's language,
// replying to the visitor), and the receipt to the visitor (in the language of the page they wrote from).

export function newMessageEmail(input: {
  to: string;
  language: Language;
  form: ContactForm;
  repliedUrl: string;
}): EmailMessage {
  const { form, language } = input;
  const t = inquiryWords(language);
  return {
    to: input.to,
    language,
    replyTo: form.email,
    subject: t("emails.inquiry.new.subject", { name: form.name }),
    text: [
      t("emails.inquiry.new.intro", { name: form.name }),
      "",
      t("emails.inquiry.new.name", { name: form.name }),
      t("emails.inquiry.new.email", { email: form.email }),
      form.phone ? t("emails.inquiry.new.phone", { phone: form.phone }) : t("emails.inquiry.new.phoneNone"),
      "",
      form.message,
      "",
      t("emails.inquiry.new.reply", { name: form.name }),
      t("emails.inquiry.new.repliedLink", { url: input.repliedUrl }),
      t("emails.inquiry.new.health"),
    ].join("\n"),
  };
}

/** The receipt holds nothing the visitor typed but the address it goes to: no name, no message. */
export function receiptEmail(input: {
  to: string;
  language: Language;
  therapistName: string;
  profileUrl: string;
  offUrl: string;
}): EmailMessage {
  const t = inquiryWords(input.language);
  const therapist = input.therapistName;
  return {
    to: input.to,
    language: input.language,
    subject: t("emails.inquiry.receipt.subject", { therapist }),
    text: [
      t("emails.inquiry.hello"),
      "",
      t("emails.inquiry.receipt.delivered", { therapist }),
      t("emails.inquiry.receipt.profile", { therapist, url: input.profileUrl }),
      "",
      t("emails.inquiry.receipt.followUps"),
      t("emails.inquiry.receipt.off", { url: input.offUrl }),
      "",
      ...crisisLines(t),
      "",
      t("emails.inquiry.receipt.notYou", { therapist }),
      signature(t),
    ].join("\n"),
  };
}

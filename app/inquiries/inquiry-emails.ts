import type { Language } from "#app/i18n/language.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { crisisLines, inquiryWords, signature } from "./email-words.ts";
import { REPLY_WITHIN, UNANSWERED_AFTER, UNANSWERED_IN_A_ROW } from "./reply-rules.ts";
import { writtenOn } from "./written-on.ts";

// The emails replies tracking sends, as text, each in its recipient's language (the therapist's account's, or the
// language of the page the visitor wrote from). None repeats the visitor's message (it can hold health
// information): the therapist has it in the first email; a reminder names the visitor and the day they wrote.

type Visitor = { name: string; email: string; createdAt: number };

export function therapistReminder(
  kind: "first-reminder" | "second-reminder",
  input: { to: string; language: Language; visitor: Visitor; repliedUrl: string; dashboardUrl: string },
): EmailMessage {
  const { visitor, language } = input;
  const t = inquiryWords(language);
  return {
    to: input.to,
    language,
    subject: t(
      kind === "first-reminder" ? "emails.inquiry.reminder.subject.first" : "emails.inquiry.reminder.subject.second",
      { name: visitor.name },
    ),
    text: [
      t("emails.inquiry.reminder.wrote", {
        name: visitor.name,
        date: writtenOn(visitor.createdAt, language),
      }),
      t("emails.inquiry.reminder.replyTo", { email: visitor.email }),
      "",
      t("emails.inquiry.reminder.replied", { url: input.repliedUrl }),
      t("emails.inquiry.reminder.dashboard", { url: input.dashboardUrl }),
      "",
      t("emails.inquiry.reminder.record", { days: REPLY_WITHIN }),
      signature(t),
    ].join("\n"),
  };
}

export function heardBackQuestion(input: {
  to: string;
  language: Language;
  therapistName: string;
  createdAt: number;
  yesUrl: string;
  noUrl: string;
  offUrl: string;
}): EmailMessage {
  const t = inquiryWords(input.language);
  const therapist = input.therapistName;
  return {
    to: input.to,
    language: input.language,
    subject: t("emails.inquiry.heardBack.subject", { therapist }),
    text: [
      t("emails.inquiry.hello"),
      "",
      t("emails.inquiry.heardBack.wrote", {
        date: writtenOn(input.createdAt, input.language),
        therapist,
      }),
      "",
      t("emails.inquiry.heardBack.yes", { url: input.yesUrl }),
      t("emails.inquiry.heardBack.no", { url: input.noUrl }),
      "",
      t("emails.inquiry.heardBack.noAccount"),
      t("emails.inquiry.followUpsOff", { url: input.offUrl }),
      "",
      ...crisisLines(t),
      signature(t),
    ].join("\n"),
  };
}

export type Suggestion = { name: string; credentials: string | null; where: string; url: string };

export function suggestionsEmail(input: {
  to: string;
  language: Language;
  therapistName: string;
  createdAt: number;
  suggestions: readonly Suggestion[];
  offUrl: string;
}): EmailMessage {
  const t = inquiryWords(input.language);
  return {
    to: input.to,
    language: input.language,
    subject: t("emails.inquiry.suggestions.subject"),
    text: [
      t("emails.inquiry.hello"),
      "",
      t("emails.inquiry.suggestions.wrote", {
        date: writtenOn(input.createdAt, input.language),
        therapist: input.therapistName,
      }),
      t("emails.inquiry.suggestions.lead"),
      "",
      ...input.suggestions.flatMap((s) => [
        `${s.name}${s.credentials ? `, ${s.credentials}` : ""} · ${s.where}`,
        `  ${s.url}`,
      ]),
      "",
      t("emails.inquiry.followUpsOff", { url: input.offUrl }),
      "",
      ...crisisLines(t),
      signature(t),
    ].join("\n"),
  };
}

export function notRespondingNotice(input: {
  to: string;
  language: Language;
  firstName: string;
  dashboardUrl: string;
}): EmailMessage {
  const t = inquiryWords(input.language);
  return {
    to: input.to,
    language: input.language,
    subject: t("emails.inquiry.notResponding.subject"),
    text: [
      t("emails.inquiry.helloName", { name: input.firstName }),
      "",
      t("emails.inquiry.notResponding.last", { count: UNANSWERED_IN_A_ROW, days: UNANSWERED_AFTER }),
      t("emails.inquiry.notResponding.until", { notice: t("emails.inquiry.notResponding.notice") }),
      "",
      t("emails.inquiry.notResponding.confirm", { url: input.dashboardUrl }),
      t("emails.inquiry.notResponding.mark"),
      signature(t),
    ].join("\n"),
  };
}

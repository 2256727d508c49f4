import type { MessageId } from "#app/i18n/catalogue.ts";
import type { Values } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { REFUSED_LINK_STATUS } from "#app/links/purposes.ts";
import type { InquiryAnswer } from "./inquiry-links.server.ts";
import { writtenOn } from "./written-on.ts";

// What an inquiry email's link page says, before its one button is pressed (nothing has changed yet) and after,
// in the page's language (the inquiry-answer catalogue; the day a message was written as its emails write it).

export type AnswerView =
  | { kind: "ask"; title: string; text: string; button: string }
  | { kind: "done"; title: string; text: string }
  | { kind: "refused"; status: number; title: string; text: string };

export type AnswerWords = { language: Language; t: (id: MessageId, values?: Values) => string };

type Subject = { therapistName: string; createdAt: number };

const TITLES: Record<InquiryAnswer, MessageId> = {
  replied: "answer.title.replied",
  "heard-yes": "answer.title.heard",
  "heard-no": "answer.title.heard",
  "followups-off": "answer.title.followups-off",
};

export function askView(answer: InquiryAnswer, s: Subject, { language, t }: AnswerWords): AnswerView {
  const values = { on: writtenOn(s.createdAt, language), therapist: s.therapistName };
  const title = t(TITLES[answer]);
  if (answer === "replied")
    return { kind: "ask", title, text: t("answer.ask.replied", values), button: t("answer.button.replied") };
  if (answer === "followups-off")
    return {
      kind: "ask",
      title,
      text: t("answer.ask.followups-off", values),
      button: t("answer.button.followups-off"),
    };
  return { kind: "ask", title, text: t("answer.ask.heard", values), button: t(`answer.button.${answer}`) };
}

export function doneView(
  answer: InquiryAnswer,
  s: Subject & { followUpsOff: boolean },
  already: boolean,
  { t }: AnswerWords,
): AnswerView {
  const done = (title: MessageId, text: MessageId): AnswerView => ({
    kind: "done",
    title: t(title),
    text: t(text, { therapist: s.therapistName }),
  });
  if (already) return done("answer.already.title", "answer.already.text");
  if (answer === "replied") return done("answer.replied.title", "answer.replied.text");
  if (answer === "followups-off") return done("answer.off.title", "answer.off.text");
  if (answer === "heard-yes") return done("answer.thanks", "answer.yes.text");
  return done("answer.thanks", s.followUpsOff ? "answer.no.text" : "answer.no.suggestions");
}

export function refusedView(kind: "used" | "expired" | "invalid", { t }: AnswerWords): AnswerView {
  return {
    kind: "refused",
    status: REFUSED_LINK_STATUS[kind],
    title: t(`answer.${kind}.title`),
    text: t(`answer.${kind}.text`),
  };
}

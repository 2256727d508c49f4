import type { EmailMessage } from "#app/mail/message.ts";
import { SITE } from "#app/site.ts";
import { ONTARIO_TIME_ZONE } from "./business-days.ts";
import { NOT_RESPONDING_TEXT, REPLY_WITHIN, UNANSWERED_AFTER, UNANSWERED_IN_A_ROW } from "./reply-rules.ts";

// The emails replies tracking sends, as text. None repeats the visitor's message (it can hold health information):
// the therapist has it in the first email; a reminder names the visitor and the day they wrote.

const day = new Intl.DateTimeFormat("en-CA", {
  timeZone: ONTARIO_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
});
export const writtenOn = (at: number) => day.format(at);
export const signature = `— ${SITE.name} (a directory service only; we do not provide medical advice, diagnosis or treatment)`;
/** What every email to a visitor says before its end: a reply can wait, a crisis cannot. */
export const CRISIS_LINES = [
  "If you are in crisis, please don't wait for a reply: call or text 988 (Suicide & Crisis Lifeline),",
  "call 1-866-277-3553 (Crisis Services Canada), or call 911 in an emergency.",
] as const;

type Visitor = { name: string; email: string; createdAt: number };

export function therapistReminder(
  kind: "first-reminder" | "second-reminder",
  input: { to: string; visitor: Visitor; repliedUrl: string; dashboardUrl: string },
): EmailMessage {
  const { visitor } = input;
  const first = kind === "first-reminder";
  return {
    to: input.to,
    subject: `${first ? "Reminder" : "Second reminder"}: ${visitor.name} is waiting for your reply`,
    text: [
      `${visitor.name} wrote to you through your profile on ${SITE.name} on ${writtenOn(visitor.createdAt)}, and we have no record of a reply yet.`,
      `You can reply to them at ${visitor.email}; their message is in the email we sent you that day.`,
      "",
      `Replied already? Tell us in one click: ${input.repliedUrl}`,
      `Or mark it on your dashboard: ${input.dashboardUrl}`,
      "",
      `Your profile shows how many messages you reply to within ${REPLY_WITHIN} business days.`,
      signature,
    ].join("\n"),
  };
}

export function heardBackQuestion(input: {
  to: string;
  therapistName: string;
  createdAt: number;
  yesUrl: string;
  noUrl: string;
  offUrl: string;
}): EmailMessage {
  return {
    to: input.to,
    subject: `Did you hear back from ${input.therapistName}?`,
    text: [
      "Hello,",
      "",
      `On ${writtenOn(input.createdAt)} you wrote to ${input.therapistName} through ${SITE.name}. Did you hear back?`,
      "",
      `Yes, I heard back: ${input.yesUrl}`,
      `No, not yet: ${input.noUrl}`,
      "",
      "No account is needed: each link opens a page with one button.",
      `No more emails from us about this message: ${input.offUrl}`,
      "",
      ...CRISIS_LINES,
      signature,
    ].join("\n"),
  };
}

export type Suggestion = { name: string; credentials: string | null; where: string; url: string };

export function suggestionsEmail(input: {
  to: string;
  therapistName: string;
  createdAt: number;
  suggestions: readonly Suggestion[];
  offUrl: string;
}): EmailMessage {
  return {
    to: input.to,
    subject: `Other therapists who may be able to help`,
    text: [
      "Hello,",
      "",
      `On ${writtenOn(input.createdAt)} you wrote to ${input.therapistName} through ${SITE.name}, and we have no record of a reply yet.`,
      "These therapists share their specialty, are accepting new clients and confirmed it in the last 30 days:",
      "",
      ...input.suggestions.flatMap((s) => [
        `${s.name}${s.credentials ? `, ${s.credentials}` : ""} · ${s.where}`,
        `  ${s.url}`,
      ]),
      "",
      `No more emails from us about this message: ${input.offUrl}`,
      "",
      ...CRISIS_LINES,
      signature,
    ].join("\n"),
  };
}

export function notRespondingNotice(input: { to: string; firstName: string; dashboardUrl: string }): EmailMessage {
  return {
    to: input.to,
    subject: "Your listing now says you are not responding to new messages",
    text: [
      `Hello ${input.firstName},`,
      "",
      `The last ${UNANSWERED_IN_A_ROW} messages sent through your profile on ${SITE.name} have had no reply for ${UNANSWERED_AFTER} business days.`,
      `Until you confirm your availability, your profile and your card in the directory say "${NOT_RESPONDING_TEXT}".`,
      "",
      `To confirm it, sign in to your dashboard and press "Still accurate" (or update it): ${input.dashboardUrl}`,
      "There you can also mark the messages you have replied to.",
      signature,
    ].join("\n"),
  };
}

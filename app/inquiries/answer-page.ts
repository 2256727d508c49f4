import type { InquiryAnswer } from "./inquiry-links.server.ts";
import { REFUSED_LINK_STATUS } from "#app/links/purposes.ts";
import { writtenOn } from "./written-on.ts";

// What an inquiry email's link page says: before its one button is pressed (nothing has changed yet), and after.

export type AnswerView =
  | { kind: "ask"; title: string; text: string; button: string }
  | { kind: "done"; title: string; text: string }
  | { kind: "refused"; status: number; title: string; text: string };

type Subject = { therapistName: string; createdAt: number };

const TITLES: Record<InquiryAnswer, string> = {
  replied: "Mark This Message Replied",
  "heard-yes": "Did You Hear Back?",
  "heard-no": "Did You Hear Back?",
  "followups-off": "Stop Follow-up Emails",
};

export function askView(answer: InquiryAnswer, s: Subject): AnswerView {
  const on = writtenOn(s.createdAt);
  const title = TITLES[answer];
  if (answer === "replied")
    return {
      kind: "ask",
      title,
      text: `A visitor wrote to you through your profile on ${on}. Press the button if you have replied to them.`,
      button: "I replied",
    };
  if (answer === "followups-off")
    return {
      kind: "ask",
      title,
      text: `We will send no more emails about your message of ${on} to ${s.therapistName}.`,
      button: "Stop follow-up emails",
    };
  const yes = answer === "heard-yes";
  return {
    kind: "ask",
    title,
    text: `You wrote to ${s.therapistName} on ${on}. Press the button to tell us.`,
    button: yes ? "Yes, I heard back" : "No, I have not heard back",
  };
}

export function doneView(answer: InquiryAnswer, s: Subject & { followUpsOff: boolean }, already: boolean): AnswerView {
  if (already) return { kind: "done", title: "Already Recorded", text: "We already have an answer for this message." };
  if (answer === "replied")
    return { kind: "done", title: "Marked Replied", text: "Thank you: the message is marked replied." };
  if (answer === "followups-off")
    return {
      kind: "done",
      title: "Follow-up Emails Stopped",
      text: `We will send no more emails about your message to ${s.therapistName}.`,
    };
  if (answer === "heard-yes")
    return {
      kind: "done",
      title: "Thank You",
      text: `We are glad ${s.therapistName} replied. We will send no more emails about this message.`,
    };
  return {
    kind: "done",
    title: "Thank You",
    text: s.followUpsOff
      ? "Your answer is recorded."
      : "Your answer is recorded. If there is still no reply three business days after your message, we will email you up to three other therapists who may be able to help.",
  };
}

export function refusedView(kind: "used" | "expired" | "invalid"): AnswerView {
  if (kind === "used")
    return {
      kind: "refused",
      status: REFUSED_LINK_STATUS.used,
      title: "Link Already Used",
      text: "This link was already used: the answer it gives is recorded.",
    };
  if (kind === "expired")
    return {
      kind: "refused",
      status: REFUSED_LINK_STATUS.expired,
      title: "Link Expired",
      text: "This link has expired.",
    };
  return {
    kind: "refused",
    status: REFUSED_LINK_STATUS.invalid,
    title: "Link Not Valid",
    text: "This link is not valid.",
  };
}

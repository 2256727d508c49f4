import type { CommonQueryMethods } from "slonik";
import { issueActionLink } from "#app/links/action-links.server.ts";

// The one-click links of the inquiry emails: single-purpose signed links (app/links), each opening a page under
// /inquiry/{answer} with one button that posts the answer (opening a link changes nothing: mail scanners open them).

export const INQUIRY_ANSWERS = ["replied", "heard-yes", "heard-no", "followups-off"] as const;
export type InquiryAnswer = (typeof INQUIRY_ANSWERS)[number];

/** How long an inquiry email's link works. */
export const INQUIRY_LINK_DAYS = 30;

export const purposeOf = (answer: InquiryAnswer) => `inquiry-${answer}` as const;

export async function inquiryLink(
  db: CommonQueryMethods,
  input: { appUrl: string; answer: InquiryAnswer; inquiryId: string; now: number },
): Promise<string> {
  const token = await issueActionLink(db, {
    purpose: purposeOf(input.answer),
    subjectId: input.inquiryId,
    now: new Date(input.now),
    validDays: INQUIRY_LINK_DAYS,
  });
  return `${input.appUrl}/inquiry/${input.answer}?token=${encodeURIComponent(token)}`;
}

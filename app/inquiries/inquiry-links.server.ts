import type { CommonQueryMethods } from "slonik";
import type { Language } from "#app/i18n/language.ts";
import { localPath } from "#app/i18n/twins.ts";
import { issueActionLink } from "#app/links/action-links.server.ts";

// The one-click links of the inquiry emails: single-purpose signed links (app/links), each opening a page under
// /inquiry/{answer} (or its French twin, for an email in French) with one button that posts the answer (opening a
// link changes nothing: mail scanners open them).

export const INQUIRY_ANSWERS = ["replied", "heard-yes", "heard-no", "followups-off"] as const;
export type InquiryAnswer = (typeof INQUIRY_ANSWERS)[number];

/** How long an inquiry email's link works. */
export const INQUIRY_LINK_DAYS = 30;

export const purposeOf = (answer: InquiryAnswer) => `inquiry-${answer}` as const;

export async function inquiryLink(
  db: CommonQueryMethods,
  input: { appUrl: string; answer: InquiryAnswer; inquiryId: string; now: number; language: Language },
): Promise<string> {
  const token = await issueActionLink(db, {
    purpose: purposeOf(input.answer),
    subjectId: input.inquiryId,
    now: new Date(input.now),
    validDays: INQUIRY_LINK_DAYS,
  });
  const page = localPath(input.language, `/inquiry/${input.answer}`);
  return `${input.appUrl}${page}?token=${encodeURIComponent(token)}`;
}

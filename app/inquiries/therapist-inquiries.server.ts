import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { Db } from "#app/db/pool.server.ts";
import { selectOf } from "#app/db/columns.server.ts";
import { InquiryRow } from "./inquiry-row.ts";
import { closeInquiry, markReplied } from "./replies.server.ts";

// The dashboard's inquiry list: a therapist's most recent messages with their states, and the marks they set.

export const DASHBOARD_INQUIRIES = 20;

export const OwnInquiry = InquiryRow.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  message: true,
  createdAt: true,
  state: true,
  answeredBy: true,
  heardBack: true,
});
export type OwnInquiry = z.infer<typeof OwnInquiry>;

export async function listOwnInquiries(db: CommonQueryMethods, therapistId: string): Promise<readonly OwnInquiry[]> {
  return db.any(sql.type(OwnInquiry)`
    SELECT ${selectOf("contact_inquiries", OwnInquiry)} FROM contact_inquiries
    WHERE therapist_id = ${therapistId} ORDER BY created_at DESC, id LIMIT ${DASHBOARD_INQUIRIES}`);
}

export const MarkInquiry = z.object({
  intent: z.literal("mark-inquiry"),
  inquiryId: z.uuid(),
  state: z.enum(["replied", "closed"]),
});
export type MarkInquiry = z.infer<typeof MarkInquiry>;

/**
 * The signed-in user's mark on a message to their approved listing: "saved", or "not-found" (not theirs, or
 * already so marked).
 */
export async function markOwnInquiry(
  db: Db,
  input: { userId: string; mark: MarkInquiry; now: number },
): Promise<"saved" | "not-found"> {
  const { mark, now } = input;
  const changed = await db.transaction(async (tx) => {
    const therapistId = await tx.maybeOneFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT t.id FROM contact_inquiries i JOIN therapists t ON t.id = i.therapist_id
      WHERE i.id = ${mark.inquiryId} AND t.user_id = ${input.userId} AND t.status = 'approved'`);
    if (!therapistId) return false;
    return mark.state === "replied"
      ? markReplied(tx, { id: mark.inquiryId, by: "therapist", now, therapistId })
      : closeInquiry(tx, { id: mark.inquiryId, therapistId, now });
  });
  return changed ? "saved" : "not-found";
}

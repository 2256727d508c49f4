import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { Instant } from "#app/db/instant.ts";
import { FOLLOW_UP_KINDS, InquiryRow } from "./inquiry-row.ts";

// The messages a therapist received, as part of their account's data (app/account/): every message written to
// the account's listings, each row whole, and the reminders and follow-ups sent about them; and their deletion when
// the therapist deletes the account (nothing of a message outlives the listing it was written to).

const FollowUp = z.object({ inquiryId: z.uuid(), kind: z.enum(FOLLOW_UP_KINDS), sentAt: Instant });

export type InquiryData = { inquiries: readonly InquiryRow[]; followUps: readonly z.infer<typeof FollowUp>[] };

export async function inquiriesTo(db: CommonQueryMethods, listingIds: readonly string[]): Promise<InquiryData> {
  const listings = sql.array(listingIds, "uuid");
  const [inquiries, followUps] = await Promise.all([
    db.any(sql.type(InquiryRow)`
      SELECT ${selectOf("contact_inquiries", InquiryRow)} FROM contact_inquiries
      WHERE therapist_id = ANY(${listings}) ORDER BY created_at, id`),
    db.any(sql.type(FollowUp)`
      SELECT f.inquiry_id AS "inquiryId", f.kind, f.sent_at AS "sentAt"
      FROM inquiry_follow_ups f JOIN contact_inquiries i ON i.id = f.inquiry_id
      WHERE i.therapist_id = ANY(${listings}) ORDER BY f.sent_at, f.inquiry_id, f.kind`),
  ]);
  return { inquiries, followUps };
}

/** Deletes the messages written to the listings, with their follow-ups; the ids of those it deleted. */
export async function eraseInquiries(
  tx: CommonQueryMethods,
  listingIds: readonly string[],
): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    DELETE FROM contact_inquiries WHERE therapist_id = ANY(${sql.array(listingIds, "uuid")}) RETURNING id`);
}

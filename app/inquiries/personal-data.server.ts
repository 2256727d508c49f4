import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { selectOf } from "#app/db/columns.server.ts";
import { Instant } from "#app/db/instant.ts";
import { FOLLOW_UP_KINDS, InquiryRow } from "./inquiry-row.ts";

// Messages as part of an account's data (app/account/). The messages a therapist received: every message written
// to the account's listings, each row whole, and the reminders and follow-ups sent about them, deleted when the
// therapist deletes the account (nothing of a message outlives the listing it was written to). The messages a
// person sent: every message written from an address their account proved (sign-in proves one), compared without
// case, with the follow-ups sent to them about it, deleted when they delete the account (the copy emailed to the
// therapist is the therapist's).

const FollowUp = z.object({ inquiryId: z.uuid(), kind: z.enum(FOLLOW_UP_KINDS), sentAt: Instant });

export type InquiryData = { inquiries: readonly InquiryRow[]; followUps: readonly z.infer<typeof FollowUp>[] };

/** Which messages: those written to these listings, or those written from these addresses. */
type Whose = { to: readonly string[] } | { from: readonly string[] };

const whose = (which: Whose, table: string) => {
  const column = (name: string) => sql.identifier([table, name]);
  return "to" in which
    ? sql.fragment`${column("therapist_id")} = ANY(${sql.array(which.to, "uuid")})`
    : sql.fragment`lower(${column("email")}) = ANY(${sql.array(
        which.from.map((address) => address.toLowerCase()),
        "text",
      )})`;
};

async function inquiriesOf(db: CommonQueryMethods, which: Whose): Promise<InquiryData> {
  const [inquiries, followUps] = await Promise.all([
    db.any(sql.type(InquiryRow)`
      SELECT ${selectOf("contact_inquiries", InquiryRow)} FROM contact_inquiries
      WHERE ${whose(which, "contact_inquiries")} ORDER BY created_at, id`),
    db.any(sql.type(FollowUp)`
      SELECT f.inquiry_id AS "inquiryId", f.kind, f.sent_at AS "sentAt"
      FROM inquiry_follow_ups f JOIN contact_inquiries i ON i.id = f.inquiry_id
      WHERE ${whose(which, "i")} ORDER BY f.sent_at, f.inquiry_id, f.kind`),
  ]);
  return { inquiries, followUps };
}

/** The messages written to the listings. */
export const inquiriesTo = (db: CommonQueryMethods, listingIds: readonly string[]) =>
  inquiriesOf(db, { to: listingIds });

/** The messages written from the addresses (those an account proved). */
export const inquiriesFrom = (db: CommonQueryMethods, addresses: readonly string[]) =>
  inquiriesOf(db, { from: addresses });

/** Deletes the messages written to the listings, with their follow-ups; the ids of those it deleted. */
export async function eraseInquiries(
  tx: CommonQueryMethods,
  listingIds: readonly string[],
): Promise<readonly string[]> {
  return eraseInquiriesOf(tx, { to: listingIds });
}

/** Deletes the messages written from the addresses (an account's, as it is deleted), with their follow-ups. */
export async function eraseInquiriesFrom(
  tx: CommonQueryMethods,
  addresses: readonly string[],
): Promise<readonly string[]> {
  return eraseInquiriesOf(tx, { from: addresses });
}

function eraseInquiriesOf(tx: CommonQueryMethods, which: Whose): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    DELETE FROM contact_inquiries WHERE ${whose(which, "contact_inquiries")} RETURNING id`);
}

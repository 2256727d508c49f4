import { sql, type DatabasePool } from "slonik";
import { z } from "zod";
import { indexTherapist } from "./index-writer.ts";

// A document holds the insurers its therapist bills directly as they counted when it was written, and when that
// claim stops counting (direct_billing_until: a year after the therapist confirmed it). Once that moment has
// passed, the document is written again at `now`: the claim is neither searched nor counted, and nobody had to
// edit the listing. A confirmation made since is written by the edit's own index job.

/** The therapists whose stored direct billing claim has expired by `now`. */
export async function expiredDirectBilling(db: DatabasePool, now: number): Promise<readonly string[]> {
  return db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT therapist_id AS id FROM search_documents
    WHERE direct_billing_until IS NOT NULL AND direct_billing_until <= ${sql.timestamp(new Date(now))}`);
}

/** Rewrites every document whose direct billing claim expired; returns how many. */
export async function refreshDirectBillingAges(db: DatabasePool, now: number): Promise<number> {
  const ids = await expiredDirectBilling(db, now);
  for (const id of ids) await indexTherapist(db, id, now);
  return ids.length;
}

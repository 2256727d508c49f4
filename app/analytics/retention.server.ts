import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import { ANALYTICS_DAILY_RETENTION_MONTHS, RAW_EVENT_RETENTION_DAYS } from "#app/privacy/retention.ts";

// Raw analytics events are kept for RAW_EVENT_RETENTION_DAYS whole UTC days; older ones are folded into daily
// counts (analytics_daily: day, type, therapist, event data, number of events) and deleted. The admin analytics
// read analytics_event_counts (raw and folded alike), so folding changes none of their numbers. Daily counts are
// kept ANALYTICS_DAILY_RETENTION_MONTHS after their day, then deleted: the admin analytics count what is kept.

const Folded = z.object({ events: z.number().int(), rows: z.number().int() });

/** The first instant whose events are still kept raw: midnight UTC, RAW_EVENT_RETENTION_DAYS days before `now`'s day. */
function rawRetentionCutoff(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day - RAW_EVENT_RETENTION_DAYS * 86_400_000);
}

/**
 * Folds every raw event older than the cutoff into daily counts and deletes it, in one statement (so one
 * transaction): a second run finds nothing left to fold, and two concurrent runs never count an event twice.
 */
export async function rollupAnalytics(db: CommonQueryMethods, now: Date = new Date()): Promise<z.infer<typeof Folded>> {
  return db.one(sql.type(Folded)`
    WITH folded AS (
      DELETE FROM analytics_events WHERE created_at < ${sql.timestamp(rawRetentionCutoff(now))}
      RETURNING type, therapist_id, data, created_at
    ), inserted AS (
      INSERT INTO analytics_daily (day, type, therapist_id, data, events)
      SELECT (created_at AT TIME ZONE 'UTC')::date, type, therapist_id, data, count(*)::int
      FROM folded GROUP BY 1, 2, 3, 4
      RETURNING events
    )
    SELECT coalesce(sum(events), 0)::int AS events, count(*)::int AS rows FROM inserted`);
}

const Count = z.object({ count: z.number().int() });
/** Daily counts deleted per statement: each batch commits on its own, so no delete holds many rows for long. */
export const DAILY_COUNTS_PURGE_BATCH = 5_000;

/**
 * Deletes the daily counts whose day is more than ANALYTICS_DAILY_RETENTION_MONTHS calendar months before `now`'s
 * UTC day, a batch at a time until none is left, and answers how many went. A second run finds none.
 */
export async function purgeOldDailyCounts(
  db: CommonQueryMethods,
  now: Date,
  batch: number = DAILY_COUNTS_PURGE_BATCH,
): Promise<number> {
  const firstKept = sql.fragment`
    ((${sql.timestamp(now)} AT TIME ZONE 'UTC') - ${sql.interval({ months: ANALYTICS_DAILY_RETENTION_MONTHS })})::date`;
  let total = 0;
  for (;;) {
    const deleted = await db.oneFirst(sql.type(Count)`
      WITH deleted AS (
        DELETE FROM analytics_daily
        WHERE id IN (SELECT id FROM analytics_daily WHERE day < ${firstKept} LIMIT ${batch})
        RETURNING 1
      )
      SELECT count(*)::int AS count FROM deleted`);
    total += deleted;
    if (deleted < batch) return total;
  }
}

/**
 * A deleted account's listings leave the counts (a profile view, a message sent) as counts of nobody: the events,
 * raw and folded, keep neither the listing nor the therapist's name they were recorded with.
 */
export async function forgetListingsInAnalytics(tx: CommonQueryMethods, listingIds: readonly string[]): Promise<void> {
  const ids = sql.array(listingIds, "uuid");
  await tx.query(sql.unsafe`
    UPDATE analytics_events SET therapist_id = NULL, data = data - 'therapistName' WHERE therapist_id = ANY(${ids})`);
  await tx.query(sql.unsafe`
    UPDATE analytics_daily SET therapist_id = NULL, data = data - 'therapistName' WHERE therapist_id = ANY(${ids})`);
}

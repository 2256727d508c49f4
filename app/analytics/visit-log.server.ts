import { sql, type CommonQueryMethods } from "slonik";
import { countHitsFrom } from "#app/auth/rate-limit.server.ts";
import type { Logger } from "#app/logger.server.ts";
import { ASYNC_COMMIT, DEDUPE_WINDOW_SECONDS, onceKey, type Visit } from "./visitor.server.ts";

// Visitors' events (profile views, searches, what a browser reports) are collected in the process and stored in
// batches, one statement per batch: a page never waits for its analytics, and a busy profile costs PostgreSQL one
// write a second instead of one per view. Each event still counts at most once per visitor, event type and page
// within the window. A batch is stored when it reaches BATCH_SIZE events or BATCH_DELAY_MS after its first event,
// and on shutdown; a batch that cannot be stored is logged and dropped (analytics never fail a page), and while
// PostgreSQL is unreachable at most MAX_PENDING events wait.

const BATCH_SIZE = 200;
const BATCH_DELAY_MS = 1_000;
const MAX_PENDING = 10_000;

type StoredEvent = { type: string; therapistId: string | null; data: object };

export type VisitLog = {
  /** Queues the event of a visit; a repeat of a visit already queued is ignored. */
  record(visit: Visit, event: StoredEvent): void;
  /** Stores what is queued now; resolves once every batch queued so far is stored (or logged as failed). */
  flush(): Promise<void>;
};

type Pending = [bucket: string, type: string, therapistId: string | null, data: string, at: string];

export function createVisitLog(db: CommonQueryMethods, logger: Pick<Logger, "error">): VisitLog {
  const pending = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  let unwritten = 0; // events in batches not stored yet

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending.clear();
    if (batch.length > 0) {
      unwritten += batch.length;
      writing = writing
        .then(() => storeBatch(db, batch))
        .catch((error: unknown) =>
          logger.error({ err: error, events: batch.length }, "could not store analytics events"),
        )
        .finally(() => {
          unwritten -= batch.length;
        });
    }
    return writing;
  }

  return {
    record(visit, event) {
      const bucket = onceKey(visit);
      if (pending.has(bucket)) return;
      if (pending.size + unwritten >= MAX_PENDING) {
        if (dropped++ === 0)
          logger.error(
            { waiting: pending.size + unwritten },
            "analytics events are waiting for the database; new ones are dropped",
          );
        return;
      }
      dropped = 0;
      const at = (visit.now ?? new Date()).toISOString();
      pending.set(bucket, [bucket, event.type, event.therapistId, JSON.stringify(event.data), at]);
      if (pending.size >= BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), BATCH_DELAY_MS).unref();
    },
    flush,
  };
}

/**
 * One statement: each event's once-per-window counter is hit, and the events on their window's first hit are
 * inserted. A therapist id that matches no therapist (any more) is stored without it, and without the name the
 * browser sent with it (an erased listing's name is not kept).
 */
async function storeBatch(db: CommonQueryMethods, batch: Pending[]): Promise<void> {
  const events = sql.unnest(batch, ["text", "text", "uuid", "jsonb", "timestamptz"]);
  await db.query(sql.unsafe`
    WITH event AS (SELECT * FROM ${events} AS e (bucket, type, therapist_id, data, at)),
    once AS (${countHitsFrom(sql.fragment`event, ${ASYNC_COMMIT}`, DEDUPE_WINDOW_SECONDS)})
    INSERT INTO analytics_events (type, therapist_id, data, created_at)
    SELECT event.type, therapists.id,
      CASE WHEN therapists.id IS NULL THEN event.data - 'therapistName' ELSE event.data END, event.at
    FROM event
    JOIN once ON once.bucket = event.bucket AND once.hits = 1
    LEFT JOIN therapists ON therapists.id = event.therapist_id`);
}

import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";

// A fixed-window rate limiter in PostgreSQL, so a limit holds across every web process. Each call counts one
// hit in the bucket's current window with a single atomic upsert (concurrent hits on one bucket queue on its
// row lock); the first hit after the window ended starts a new one. Reusable for any form: pick a key per
// thing being limited, e.g. `contact:ip:${ip}`.

export type RateLimit = { key: string; limit: number; windowSeconds: number; now?: Date };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

const Count = z.object({ count: z.number().int() });
const CounterRow = z.object({ hits: z.number().int(), resetsAt: z.number() });

/**
 * The statement that counts one hit in a bucket's current window (or starts a new window), returning the bucket's
 * hits and when its window ends; for callers that act on the count in the same statement (a data-modifying WITH).
 * `rowSource` is what the one inserted row is selected from (a caller may evaluate something there first).
 */
export function countHit(key: string, windowSeconds: number, now: Date, rowSource = sql.fragment`(SELECT) AS one_row`) {
  const at = sql.timestamp(now);
  return sql.fragment`
    INSERT INTO rate_limits AS r (bucket, hits, resets_at)
    SELECT ${key}, 1, ${at} + ${sql.interval({ seconds: windowSeconds })} FROM ${rowSource}
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN r.resets_at <= ${at} THEN 1 ELSE r.hits + 1 END,
      resets_at = CASE WHEN r.resets_at <= ${at} THEN EXCLUDED.resets_at ELSE r.resets_at END
    RETURNING r.hits, r.resets_at AS "resetsAt"`;
}

export async function consume(db: CommonQueryMethods, { key, limit, windowSeconds, now = new Date() }: RateLimit): Promise<RateLimitResult> {
  const row = await db.one(sql.type(CounterRow)`${countHit(key, windowSeconds, now)}`);
  const allowed = row.hits <= limit;
  return {
    allowed,
    hits: row.hits,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((row.resetsAt - now.getTime()) / 1000)),
  };
}

/** Deletes the counters whose window has ended (they would start over on their next hit anyway). */
export async function purgeRateLimits(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  return db.oneFirst(sql.type(Count)`
    WITH deleted AS (DELETE FROM rate_limits WHERE resets_at <= ${sql.timestamp(now)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}

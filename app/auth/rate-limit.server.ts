import { isIPv4, isIPv6 } from "node:net";
import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";

// A fixed-window rate limiter in PostgreSQL, so a limit holds across every web process. Each call counts one
// hit in the bucket's current window with a single atomic upsert (concurrent hits on one bucket queue on its
// row lock); the first hit after the window ended starts a new one. Reusable for any form: pick a key per
// thing being limited, e.g. `contact:ip:${ipBucket(ip)}`.

/**
 * The part of a client address a per-IP limit counts: an IPv4 address itself (also when written IPv4-mapped,
 * ::ffff:a.b.c.d), an IPv6 address by its /64 network (one subscriber usually holds a whole /64, so limiting
 * single IPv6 addresses would limit nothing).
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

export type RateLimit = { key: string; limit: number; windowSeconds: number; now?: Date };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

const Count = z.object({ count: z.number().int() });
const CounterRow = z.object({ hits: z.number().int(), resetsAt: z.number() });

/**
 * The statement that counts one hit for each row of `hits` (a FROM list whose rows have a `bucket` and the hit's
 * time `at`; a bucket at most once) in the bucket's current window, or starts a new window; it returns each
 * bucket's hits after this one and when its window ends. For callers that act on the counts in the same statement
 * (a data-modifying WITH).
 */
export function countHitsFrom(hits: FragmentSqlToken, windowSeconds: number) {
  const window = sql.interval({ seconds: windowSeconds });
  // EXCLUDED.resets_at - window is the hit's own time: a window that ended by then starts over.
  return sql.fragment`
    INSERT INTO rate_limits AS r (bucket, hits, resets_at)
    SELECT bucket, 1, at + ${window} FROM ${hits}
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN r.resets_at <= EXCLUDED.resets_at - ${window} THEN 1 ELSE r.hits + 1 END,
      resets_at = CASE WHEN r.resets_at <= EXCLUDED.resets_at - ${window} THEN EXCLUDED.resets_at ELSE r.resets_at END
    RETURNING r.bucket, r.hits, r.resets_at AS "resetsAt"`;
}

/** countHitsFrom for one hit on one bucket; `rowSource` may evaluate something first (it yields one row). */
export function countHit(key: string, windowSeconds: number, now: Date, rowSource = sql.fragment`(SELECT) AS one_row`) {
  return countHitsFrom(
    sql.fragment`(SELECT ${key}::text AS bucket, ${sql.timestamp(now)} AS at FROM ${rowSource}) AS hit`,
    windowSeconds,
  );
}

export async function consume(
  db: CommonQueryMethods,
  { key, limit, windowSeconds, now = new Date() }: RateLimit,
): Promise<RateLimitResult> {
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

import type { KeyObject } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql, type CommonQueryMethods, type FragmentSqlToken } from "slonik";
import { z } from "zod";
import { hmac, hmacKey } from "./hmac.server.ts";

// A fixed-window rate limiter in PostgreSQL, so a limit holds across every web process. Each call counts one
// hit in the bucket's current window with a single atomic upsert (concurrent hits on one bucket queue on its
// row lock); the first hit after the window ended starts a new one. Reusable for any form: pick a scope per
// thing being limited and the subject it counts, e.g. limiterKey(secret, "contact:ip", ipBucket(ip)). The bucket
// stored holds the scope in clear and the subject only as a keyed hash (HMAC-SHA256 under a key derived from
// the current session secret): no address, IP address or id is kept, and no one without the secret can tell
// whose bucket a row is. Rotating the secret starts every bucket over once.

declare const LIMITER_KEY: unique symbol;
/** A bucket name made by limiterKey: the only kind consume counts. */
export type LimiterKey = string & { readonly [LIMITER_KEY]: true };

const derived = new Map<string, KeyObject>();

/** The bucket of `subject` (an address, an IP bucket, an id) in `scope` (e.g. "magic-link:email"). */
export function limiterKey(secret: string, scope: string, subject: string): LimiterKey {
  let key = derived.get(secret);
  if (!key) derived.set(secret, (key = hmacKey(hmac(secret, "rate-limit-buckets"))));
  return `${scope}:${hmac(key, `${scope}\n${subject}`, "base64url")}` as LimiterKey;
}

/**
 * The mailbox a per-address limit counts: the address in lower case without a sub-address (`name+tag@host` is
 * delivered to `name@host`, so every tag would otherwise be a limit of its own for the same inbox).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

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

export type RateLimit = { key: LimiterKey; limit: number; windowSeconds: number; now?: Date };
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

/**
 * countHitsFrom for one hit on one bucket; `rowSource` may evaluate something first (it yields one row). The
 * bucket is a LimiterKey, or a digest that holds nothing personal (the analytics once-per-window buckets).
 */
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

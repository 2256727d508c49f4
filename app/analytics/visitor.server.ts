import { createHash, type KeyObject } from "node:crypto";
import { sql, type CommonQueryMethods } from "slonik";
import { hmac, hmacKey } from "#app/auth/hmac.server.ts";
import { consume, countHit, ipBucket, limiterKey } from "#app/auth/rate-limit.server.ts";

// Analytics know a visitor without cookies and without storing an IP address: a visitor is a keyed hash of the
// client's IP address and User-Agent, and the key changes every UTC day (derived from the session secret), so
// the hash cannot be reversed nor followed from one day to the next. A profile view, a contact start or a search
// counts at most once per visitor, event type and page within DEDUPE_WINDOW_SECONDS. Both the once-per-window
// rule and the per-client limit on POST /api/events are windows of the PostgreSQL rate limiter.

/** A repeat of the same event by the same visitor within this many seconds is not counted again. */
export const DEDUPE_WINDOW_SECONDS = 30 * 60;
/** POST /api/events accepts this many events per client IP address in each window of EVENTS_WINDOW_SECONDS. */
export const EVENTS_PER_CLIENT = 60;
const EVENTS_WINDOW_SECONDS = 10 * 60;

export type Client = { secret: string; ip: string; userAgent: string | null; now?: Date };

let today: { secret: string; day: string; key: KeyObject } | undefined;

/** The day's key, derived from the secret once a day (every request would otherwise derive it again). */
function dayKey(secret: string, now: Date): KeyObject {
  const day = now.toISOString().slice(0, 10);
  if (today?.secret !== secret || today.day !== day) {
    today = { secret, day, key: hmacKey(hmac(secret, `analytics-visitor:${day}`)) };
  }
  return today.key;
}

/** The day's hash of the client's IP address and User-Agent (never the address itself). */
export function visitorId({ secret, ip, userAgent, now = new Date() }: Client): string {
  return hmac(dayKey(secret, now), `${ip}\n${userAgent ?? ""}`, "base64url");
}

/**
 * Counts one event against the client address's limit on POST /api/events. The bucket's subject is the day's hash
 * of the IP address, so even its keyed hash changes every day, like a visitor's.
 */
export function consumeEventAllowance(db: CommonQueryMethods, client: Client) {
  const now = client.now ?? new Date();
  const address = hmac(dayKey(client.secret, now), ipBucket(client.ip), "base64url");
  return consume(db, {
    key: limiterKey(client.secret, "events:ip", address),
    limit: EVENTS_PER_CLIENT,
    windowSeconds: EVENTS_WINDOW_SECONDS,
    now,
  });
}

export type Visit = { visitor: string; type: string; page: string; now?: Date };

/** The rate-limit bucket that counts a visitor's event on a page. */
export function onceKey(visit: Visit): string {
  const digest = createHash("sha256").update(`${visit.visitor}\n${visit.type}\n${visit.page}`).digest("base64url");
  return `analytics:once:${digest}`;
}

/**
 * The `once` step a once-per-window write starts its WITH with: the visit's counter after this hit (`once.hits = 1`
 * on the window's first). set_config(..., true) is SET LOCAL for the statement's own transaction, evaluated for
 * the counter's row: the commit does not wait for the disk (an analytics count may be lost in a crash; a page
 * never waits on it).
 */
export function onceStep(visit: Visit) {
  return sql.fragment`once AS (${countHit(onceKey(visit), DEDUPE_WINDOW_SECONDS, visit.now ?? new Date(), ASYNC_COMMIT)})`;
}

/** A one-row FROM item that makes the statement's commit not wait for the disk (SET LOCAL synchronous_commit). */
export const ASYNC_COMMIT = sql.fragment`(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`;

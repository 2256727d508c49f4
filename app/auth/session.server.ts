import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session, type SessionStorage } from "react-router";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";
import type { Db } from "#app/db/pool.server.ts";

// Sessions: React Router's session API over the sessions table (sid, sess, expire). The cookie holds only the
// signed session id (HttpOnly, SameSite=Lax; in production Secure and __Host- prefixed, so no subdomain or
// plain-HTTP page can set or overwrite it). Cookies are signed with the first session secret and accepted under
// any listed one (rotation). A signed-in session lives 30 days from its last renewal; it is renewed (new expiry,
// new cookie) at most once a day, when a request finds it over a day old. Whatever the renewals, a session ends
// for good 30 days after sign-in, an admin's 12 hours after sign-in (absolute lifetimes).

/** The cookie's name in each mode: browsers only keep a __Host- cookie set over HTTPS. */
export const SESSION_COOKIES = { demo: "__session", production: "__Host-session" } as const;
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
const ABSOLUTE_LIFETIME_MS = { user: 30 * 24 * 3600_000, admin: 12 * 3600_000 } as const;
/** A signed-out visitor's session only carries a return target; a day is plenty. */
export const VISITOR_SESSION_MAX_AGE_SECONDS = 24 * 3600;
const RENEW_AFTER_MS = 24 * 3600_000;

const SessionData = z.object({
  userId: z.uuid().optional(),
  returnTo: z.string().optional(),
  renewedAt: z.number().optional(),
  /** When the person signed in (ms): the start of the absolute lifetime. */
  signedInAt: z.number().optional(),
  /** When an admin passed the second factor in this session (ms). */
  secondFactorAt: z.number().optional(),
});
export type SessionData = z.infer<typeof SessionData>;
export type AppSession = Session<SessionData>;
export type AppSessionStorage = SessionStorage<SessionData>;

const SessRow = z.object({ sess: z.unknown() });
const SidRow = z.object({ sid: z.string() });

function expiryOf(expires: Date | undefined): Date {
  return expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

function sessionCookie(config: Pick<Config, "mode" | "sessionSecrets">) {
  return createCookie(SESSION_COOKIES[config.mode], {
    httpOnly: true,
    sameSite: "lax",
    secure: config.mode === "production",
    path: "/",
    secrets: [...config.sessionSecrets],
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function createSessionStore(
  db: CommonQueryMethods,
  config: Pick<Config, "mode" | "sessionSecrets">,
): AppSessionStorage {
  return createSessionStorage<SessionData>({
    cookie: sessionCookie(config),
    async createData(data, expires) {
      const sid = randomBytes(32).toString("base64url");
      await db.one(sql.type(SidRow)`
        INSERT INTO sessions (sid, sess, expire)
        VALUES (${sid}, ${sql.jsonb(data)}, ${sql.timestamp(expiryOf(expires))})
        RETURNING sid`);
      return sid;
    },
    async readData(sid) {
      const row = await db.maybeOne(sql.type(SessRow)`SELECT sess FROM sessions WHERE sid = ${sid} AND expire > now()`);
      const parsed = SessionData.safeParse(row?.sess);
      return parsed.success ? parsed.data : null;
    },
    async updateData(sid, data, expires) {
      // An upsert: a visitor whose row was purged gets it back instead of losing what is being saved.
      await db.one(sql.type(SidRow)`
        INSERT INTO sessions (sid, sess, expire)
        VALUES (${sid}, ${sql.jsonb(data)}, ${sql.timestamp(expiryOf(expires))})
        ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire
        RETURNING sid`);
    },
    async deleteData(sid) {
      await db.maybeOne(sql.type(SidRow)`DELETE FROM sessions WHERE sid = ${sid} RETURNING sid`);
    },
  });
}

/** A signed-in session last renewed more than a day ago (fewer than 29 of its 30 days left). */
export function needsRenewal(session: AppSession, now: Date): boolean {
  if (!session.get("userId")) return false;
  const renewedAt = session.get("renewedAt") ?? 0;
  return now.getTime() - renewedAt >= RENEW_AFTER_MS;
}

/** When a signed-in session ends at the latest, renewals or not (a session without a sign-in time has ended). */
export function absoluteEnd(session: AppSession, adminRole: boolean): number {
  const signedInAt = session.get("signedInAt") ?? 0;
  return signedInAt + ABSOLUTE_LIFETIME_MS[adminRole ? "admin" : "user"];
}

/** The expiry for a signed-in session's row and cookie from now: 30 days, cut short by its absolute end. */
export function sessionExpiry(session: AppSession, adminRole: boolean, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000, absoluteEnd(session, adminRole)));
}

/** Whole seconds from `now` until `end` (none once it has passed): a cookie's Max-Age. */
export const secondsUntil = (end: Date, now: Date) => Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));

/** The cookie naming session `sid` until `expires`, as its row does (Max-Age, which a browser keeps to). */
function signedInCookie(config: Pick<Config, "mode" | "sessionSecrets">, sid: string, expires: Date, now: Date) {
  return sessionCookie(config).serialize(sid, { maxAge: secondsUntil(expires, now) });
}

/**
 * Writes a signed-in session back (its data, and `expires` for its row and its cookie) only while its row is still
 * there and unexpired: a session ended meanwhile (signed out by another request of the same browser, its account
 * deleted) stays ended, and there is no cookie to answer (null). The cookie's Max-Age says the same as its row's
 * expiry (a browser keeps a cookie for its Max-Age, whatever its Expires).
 */
export async function saveSignedInSession(
  db: CommonQueryMethods,
  config: Pick<Config, "mode" | "sessionSecrets">,
  session: AppSession,
  expires: Date,
  now: Date,
): Promise<string | null> {
  const saved = await db.query(sql.unsafe`
    UPDATE sessions SET sess = ${sql.jsonb(session.data)}, expire = ${sql.timestamp(expires)}
    WHERE sid = ${session.id} AND expire > ${sql.timestamp(now)}`);
  if (saved.rowCount === 0) return null;
  return signedInCookie(config, session.id, expires, now);
}

/**
 * Re-issues a signed-in session under a new id, carrying `data`: the old row deleted and the new one written in one
 * transaction, only while the old row is still there and unexpired. A session ended meanwhile (signed out by
 * another request of the same browser) stays ended: no new row, and no cookie to answer (null).
 */
export async function reissueSignedInSession(
  db: Db,
  config: Pick<Config, "mode" | "sessionSecrets">,
  old: AppSession,
  data: SessionData,
  expires: Date,
  now: Date,
): Promise<string | null> {
  const sid = randomBytes(32).toString("base64url");
  const reissued = await db.transaction(async (tx) => {
    const ended = await tx.query(sql.unsafe`
      DELETE FROM sessions WHERE sid = ${old.id} AND expire > ${sql.timestamp(now)}`);
    if (ended.rowCount === 0) return false;
    await tx.query(sql.unsafe`
      INSERT INTO sessions (sid, sess, expire) VALUES (${sid}, ${sql.jsonb(data)}, ${sql.timestamp(expires)})`);
    return true;
  });
  if (!reissued) return null;
  return signedInCookie(config, sid, expires, now);
}

/**
 * Renews a session: a new expiry (30 days, or up to the absolute end) for its row and its cookie, if it has not
 * ended meanwhile (null then).
 */
export async function renewSession(
  db: CommonQueryMethods,
  config: Pick<Config, "mode" | "sessionSecrets">,
  session: AppSession,
  adminRole: boolean,
  now: Date,
): Promise<string | null> {
  session.set("renewedAt", now.getTime());
  return saveSignedInSession(db, config, session, sessionExpiry(session, adminRole, now), now);
}

/** Deletes expired sessions. */
export async function purgeSessions(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM sessions WHERE expire <= ${sql.timestamp(now)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}

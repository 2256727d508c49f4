import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session, type SessionStorage } from "react-router";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { Config } from "#app/config/config.server.ts";

// Sessions: React Router's session API over the sessions table (sid, sess, expire). The cookie holds only the
// signed session id (HttpOnly, SameSite=Lax, Secure in production). A signed-in session lives 30 days from its
// last renewal; it is renewed (new expiry, new cookie) at most once a day, when a request finds it over a day old.

export const SESSION_COOKIE = "__session";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** A signed-out visitor's session only carries a return target; a day is plenty. */
export const VISITOR_SESSION_MAX_AGE_SECONDS = 24 * 3600;
export const RENEW_AFTER_MS = 24 * 3600_000;

const SessionData = z.object({
  userId: z.uuid().optional(),
  returnTo: z.string().optional(),
  renewedAt: z.number().optional(),
});
export type SessionData = z.infer<typeof SessionData>;
export type AppSession = Session<SessionData>;
export type AppSessionStorage = SessionStorage<SessionData>;

const SessRow = z.object({ sess: z.unknown() });
const SidRow = z.object({ sid: z.string() });

function expiryOf(expires: Date | undefined): Date {
  return expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
}

export function createSessionStore(db: CommonQueryMethods, config: Pick<Config, "mode" | "sessionSecret">): AppSessionStorage {
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.mode === "production",
    path: "/",
    secrets: [config.sessionSecret],
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return createSessionStorage<SessionData>({
    cookie,
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

/** Commits a renewal: a new 30-day expiry for the row and the cookie. */
export async function renewSession(storage: AppSessionStorage, session: AppSession, now: Date): Promise<string> {
  session.set("renewedAt", now.getTime());
  return storage.commitSession(session, { expires: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) });
}

/** Deletes expired sessions. */
export async function purgeSessions(db: CommonQueryMethods, now: Date = new Date()): Promise<number> {
  return db.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    WITH deleted AS (DELETE FROM sessions WHERE expire <= ${sql.timestamp(now)} RETURNING 1)
    SELECT count(*)::int AS count FROM deleted`);
}

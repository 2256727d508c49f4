import type { Db } from "#app/db/pool.server.ts";
import { purgeRateLimits } from "./rate-limit.server.ts";
import { purgeSessions } from "./session.server.ts";
import { purgeMagicLinkTokens } from "./tokens.server.ts";
import { purgeEmailChangeTokens } from "./email-change.server.ts";

export type PurgeCounts = { sessions: number; tokens: number; emailChangeTokens: number; rateLimits: number };

/** Deletes expired sessions, magic-link and email-change tokens older than a day, and ended rate-limit windows. */
export async function purgeExpiredAuthData(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  return {
    sessions: await purgeSessions(db, now),
    tokens: await purgeMagicLinkTokens(db, now),
    emailChangeTokens: await purgeEmailChangeTokens(db, now),
    rateLimits: await purgeRateLimits(db, now),
  };
}

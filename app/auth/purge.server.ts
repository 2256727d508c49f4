import type { Db } from "#app/db/pool.server.ts";
import { purgeRateLimits } from "./rate-limit.server.ts";
import { purgeSessions } from "./session.server.ts";
import { purgeMagicLinkTokens } from "./tokens.server.ts";
import { purgeEmailChangeTokens } from "./email-change.server.ts";
import { purgeAddressProofs } from "./proven-addresses.server.ts";

export type PurgeCounts = {
  sessions: number;
  tokens: number;
  emailChangeTokens: number;
  addressProofs: number;
  rateLimits: number;
};

/**
 * Deletes expired sessions, magic-link and email-change tokens older than a day, address confirmation links a day
 * after they expired unopened, and ended rate-limit windows.
 */
export async function purgeExpiredAuthData(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  return {
    sessions: await purgeSessions(db, now),
    tokens: await purgeMagicLinkTokens(db, now),
    emailChangeTokens: await purgeEmailChangeTokens(db, now),
    addressProofs: await purgeAddressProofs(db, now),
    rateLimits: await purgeRateLimits(db, now),
  };
}

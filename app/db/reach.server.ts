import pg from "pg";
import { isDatabaseUnavailable } from "./unavailable.server.ts";

// Before a process does anything with its database it connects once: a server that cannot be reached, refuses
// the credentials or lacks the database is then one sentence naming where (never the password) and what to
// check, instead of a driver's stack trace from somewhere in the middle of the work.

const CONNECT_TIMEOUT_MS = 10_000;
/** Errors that say the server's name does not resolve: the host in DATABASE_URL is wrong or not up yet. */
const NAME_CODES = new Set(["ENOTFOUND", "EAI_AGAIN"]);

export class DatabaseProblem extends Error {
  override name = "DatabaseProblem";
}

/** Connects to `url` once (giving up after 10 s) and disconnects; throws a DatabaseProblem when it cannot. */
export async function checkDatabase(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseProblem(databaseProblem(error, url) ?? `Could not connect to the database at ${where(url)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One sentence for an error that means the database at `url` cannot be used at all; undefined for any other. */
export function databaseProblem(error: unknown, url: string): string | undefined {
  if (error instanceof DatabaseProblem) return error.message;
  const code = codeOf(error);
  const at = where(url);
  if (code === "28P01" || code === "28000")
    return `The database at ${at} refused the user "${decodeURIComponent(new URL(url).username)}": check the user and password in DATABASE_URL.`;
  if (code === "3D000") return `The database at ${at} does not exist: create it, or correct DATABASE_URL.`;
  const timedOut = error instanceof Error && /timeout/i.test(error.message);
  if ((code && NAME_CODES.has(code)) || timedOut || isDatabaseUnavailable(error)) {
    return `Cannot reach the database at ${at}${code ? ` (${code})` : timedOut ? " (timed out)" : ""}: check that PostgreSQL is running there and that DATABASE_URL is right.`;
  }
  return undefined;
}

/** host:port/database of a connection URL: where it points, without the user or password. */
function where(url: string): string {
  if (url === "") return "the embedded PostgreSQL";
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/** The error's code, or the first code among the errors it wraps (a connection to several addresses). */
function codeOf(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 4) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = codeOf(inner, depth + 1);
      if (found) return found;
    }
  }
  return codeOf(error.cause, depth + 1);
}

import { BackendTerminatedError, BackendTerminatedUnexpectedlyError, ConnectionError } from "slonik";
import type { Db } from "./pool.server.ts";
import { apiJson } from "#app/http/api.server.ts";

// While the database is down (restarting, unreachable), a request that needs it is answered 503 with
// Retry-After, never 500: the outage is ours and short, and clients and crawlers should simply come back.
// This module is the one place that tells such an error from a real failure.

export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We'll be right back: the directory is restarting. Please try again in a few seconds.";

const SLONIK_CONNECTION_ERRORS = [ConnectionError, BackendTerminatedError, BackendTerminatedUnexpectedlyError];
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ENOTCONN", "EHOSTUNREACH", "ETIMEDOUT"]);
/** The SQLSTATE of a connection PostgreSQL ends because it was asked to shut down. */
export const ADMIN_SHUTDOWN = "57P01";
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, recovering); class 08 is
// "connection exception".
const POSTGRES_CODES = new Set([ADMIN_SHUTDOWN, "57P02", "57P03"]);
const CONNECTION_MESSAGES = [/connection terminated/i, /not queryable/i, /server closed the connection/i];

/** True when the error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (SLONIK_CONNECTION_ERRORS.some((type) => current instanceof type)) return true;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    const message = current.message;
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}

/** The 503 a route throws (or the server sends) while the database is unavailable: `{ message }`, Retry-After. */
export function databaseUnavailableResponse(): Response {
  return apiJson(
    { message: DATABASE_UNAVAILABLE_MESSAGE },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
  );
}

/**
 * The pool as request handlers see it: the same pool, but a query that fails because the database is
 * unavailable throws the 503 response instead, which React Router answers as it is (API routes) or renders
 * with the 503 page (documents). Background jobs use the plain pool and see the original error.
 */
export function withUnavailableAs503(db: Db): Db {
  const translate = (error: unknown) => {
    throw isDatabaseUnavailable(error) ? databaseUnavailableResponse() : error;
  };
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = Reflect.apply(value, target, args);
          return result instanceof Promise ? result.catch(translate) : result;
        } catch (error) {
          return translate(error);
        }
      };
    },
  });
}

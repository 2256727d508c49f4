import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { sql } from "slonik";
import { z } from "zod";
import { createSessionStore } from "#app/auth/session.server.ts";
import { parseConfig, type Config } from "#app/config/config.server.ts";
import { createAppServices, requestContext, servicesContext, type AppServices } from "#app/context.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import { payloadKey, unseal } from "#app/jobs/sealed-payload.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import type { TestDatabase } from "./db.ts";

// What the sign-in tests share: real services on a test database (a real pg-boss with its queues, but no
// workers, so sign-in emails stay queued where a test can read them), per-request contexts, and callers
// for route handlers that return the Response whether the handler returned or threw it.

export const APP_URL = "http://app.test";

/**
 * The app's services on a test database. Its queue is a web process's (it sends jobs, runs no supervision, schedule
 * or LISTEN connection: three fewer connections and their start-up queries a file); `worker: true` gives the worker
 * process's, for a file that starts the workers. The queues are the template's, made by the same code, so they are
 * only checked, not updated.
 */
export async function createTestServices(
  t: TestDatabase,
  env: Record<string, string> = {},
  { worker = false }: { worker?: boolean } = {},
): Promise<AppServices> {
  const config: Config = parseConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "auth-test-")),
    APP_URL,
    ADMIN_EMAILS: "listed-admin@example.com",
    ...env,
  });
  const boss = await startBoss(t.url, worker ? "worker" : "web", () => undefined, config.sessionSecrets);
  await ensureQueues(boss, { update: false });
  return createAppServices({ db: t.db, boss, config, logger: createLogger("silent") });
}

export function contextFor(services: AppServices, ip = "203.0.113.7"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { scriptMarker: "test", ip });
  return context;
}

/** A browser-like request to the app: same-origin headers on writes, and the session cookie if given. */
export function appRequest(
  pathAndQuery: string,
  init: {
    method?: string;
    cookie?: string | null;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const method = init.method ?? (init.json !== undefined || init.form ? "POST" : "GET");
  if (method !== "GET" && !headers.has("Origin") && !headers.has("Sec-Fetch-Site")) headers.set("Origin", APP_URL);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = new URLSearchParams(init.form);
  }
  return new Request(`${APP_URL}${pathAndQuery}`, { method, headers, body });
}

type Handler = (args: never) => unknown;

/** Calls a loader or action as React Router would; a thrown Response is returned like a returned one. */
export async function call(handler: Handler, request: Request, context: RouterContextProvider): Promise<unknown> {
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "" };
  try {
    return await (handler as (a: typeof args) => Promise<unknown>)(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The same, for handlers that answer a Response (resource routes, redirects). */
export async function callForResponse(
  handler: Handler,
  request: Request,
  context: RouterContextProvider,
): Promise<Response> {
  const result = await call(handler, request, context);
  if (!(result instanceof Response)) throw new Error(`Expected a Response, got ${JSON.stringify(result)}`);
  return result;
}

/** The `Cookie` request header a browser would send back after this `Set-Cookie`. */
export function cookieFrom(setCookie: string | null): string {
  const pair = setCookie?.split(";")[0];
  if (!pair) throw new Error("No Set-Cookie in the response");
  return pair;
}

const QueuedEmail = z.object({ to: z.string(), subject: z.string(), text: z.string(), replyTo: z.string().optional() });

/** Every queued email (transactional or bulk), newest first, unsealed with the services' key. */
export async function queuedEmails(services: AppServices) {
  const queues = sql.array([sendEmail.name, sendBulkEmail.name], "text");
  const rows = await services.db.anyFirst(sql.type(z.object({ data: z.unknown() }))`
    SELECT data FROM pgboss.job WHERE name = ANY(${queues}) ORDER BY created_on DESC`);
  const key = payloadKey(services.config.sessionSecret);
  return rows.map((data) => QueuedEmail.parse(unseal(key, data)));
}

/** The emails (transactional or bulk) queued for an address, newest first. */
export async function queuedEmailsTo(services: AppServices, email: string) {
  return (await queuedEmails(services)).filter((message) => message.to === email);
}

/** The token in the newest sign-in email to an address. */
export async function latestToken(services: AppServices, email: string): Promise<string> {
  const [latest] = await queuedEmailsTo(services, email);
  // the link page in the language the link was asked for in: /auth/verify or /fr/connexion/verifier
  const token = latest?.text.match(/\/(?:auth\/verify|fr\/connexion\/verifier)\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No sign-in email to ${email}`);
  return token;
}

/**
 * A signed-in session for the address (its user created if needed), as a Cookie header. The session has passed
 * the admin second factor already, so an admin (by role or ADMIN_EMAILS) acts as admin, unless `secondFactor` is
 * false: then it is as the emailed link leaves it, before the admin's second step.
 */
export async function signedInCookie(
  services: AppServices,
  email: string,
  role: "user" | "admin" = "user",
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<string> {
  const user = await services.db.one(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email, role) VALUES (${email}, ${role})
    ON CONFLICT (email) DO UPDATE SET role = EXCLUDED.role RETURNING id`);
  const storage = createSessionStore(services.db, services.config);
  const session = await storage.getSession();
  session.set("userId", user.id);
  session.set("renewedAt", Date.now());
  session.set("signedInAt", Date.now());
  if (secondFactor) session.set("secondFactorAt", Date.now());
  return cookieFrom(await storage.commitSession(session));
}

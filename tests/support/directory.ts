import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices, requestContext, servicesContext, type AppServices } from "#app/context.server.ts";
import { createLogger, type Logger } from "#app/logger.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { createTestDb, DIRECTORY_TEMPLATE_DATABASE, type TestDatabase } from "./db.ts";

// What the directory tests share: a test database holding the demo data, seeded and indexed, services without a queue
// (no directory route enqueues anything), and a caller for route loaders that gives back whatever the loader
// returned or threw.

export const APP_URL = "http://directory.test";
export const NOW = new Date("2026-11-01T12:00:00Z");

/** The demo data as of NOW, indexed for search. */
export async function seedDirectory(db: Db): Promise<void> {
  await seedDemoData(db, { now: NOW });
  await postgresSearchEngine(db, () => NOW.getTime()).rebuild();
}

/**
 * A test file's own database holding the demo directory: a copy of the template the run's global setup seeded
 * once (seedDirectory), instead of seeding and indexing again in every file (about half a second each).
 */
export function createDirectoryDb(): Promise<TestDatabase> {
  return createTestDb(DIRECTORY_TEMPLATE_DATABASE);
}

export function directoryServices(t: TestDatabase, logger: Logger = createLogger("silent")): AppServices {
  const config = parseConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "directory-test-")), APP_URL });
  return createAppServices({ db: t.db, config, logger, boss: undefined as unknown as AppServices["boss"] });
}

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: RouterContextProvider };

/** Calls a route loader as React Router would; a thrown Response (400, 404) is returned like a returned one. */
export async function callLoader<T>(
  loader: (args: never) => T,
  services: AppServices,
  url: string,
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Awaited<T> | Response> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { scriptMarker: "test", ip: "203.0.113.9" });
  const request = new Request(`${APP_URL}${url}`, { headers: options.headers });
  const args: LoaderArgs = { request, params: options.params ?? {}, context };
  try {
    return await (loader as unknown as (a: LoaderArgs) => Promise<Awaited<T>>)(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // React Router's data(...) thrown by page loaders: a status and a body.
    if (
      thrown &&
      typeof thrown === "object" &&
      "type" in thrown &&
      (thrown as { type: string }).type === "DataWithResponseInit"
    ) {
      const value = thrown as unknown as { data: unknown; init: ResponseInit | null };
      return Response.json(value.data, value.init ?? undefined);
    }
    throw thrown;
  }
}

/** Calls an API route's loader (one answering a Response); its status and JSON body. */
export async function callJsonLoader(
  loader: (args: never) => unknown,
  services: AppServices,
  url: string,
  params?: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await callLoader(loader, services, url, { params });
  if (!(response instanceof Response)) throw new Error("the loader did not answer a Response");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createApp as CreateApp } from "../../server/app.ts";
import { BUILD_DIR, ensureBuild } from "../../server/build.ts";
import type { AppServices } from "#app/context.server.ts";
import { createTestServices } from "./auth.ts";
import type { TestDatabase } from "./db.ts";

// The real HTTP application (server/app.ts: the Express edge around React Router) served in-process on a free
// port from the production build, as `npm start` serves it: the build is made once for the whole run (by whichever
// test asks first; ensureBuild's lock makes the others wait) and loaded by Node itself (vitest.config.ts leaves
// build/server to Node), so each test file pays for no compilation. The build holds its own copy of the app's
// modules: the services handed in are the test's, and what the app keeps in its modules stays inside the build.

export type AppServer = { port: number; close: () => Promise<void> };

let build: Promise<{ createApp: typeof CreateApp }> | undefined;

function loadBuild() {
  build ??= (async () => {
    ensureBuild();
    return (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as {
      createApp: typeof CreateApp;
    };
  })();
  return build;
}

export async function startAppServer(services: AppServices): Promise<AppServer> {
  const { createApp } = await loadBuild();
  const app = createApp(services, { clientDir: path.join(BUILD_DIR, "client"), mode: "production" });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A production configuration for `appUrl` (every required variable set; mail, payments and admins stand-ins). */
export const productionEnv = (databaseUrl: string, appUrl: string): Record<string, string> => ({
  NODE_ENV: "production",
  PORT: "8080",
  APP_URL: appUrl,
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: "p".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Directory <no-reply@example.org>",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_PRICE_ID: "price_x",
  ADMIN_EMAILS: "ops@example.org",
  TRUST_PROXY: "1",
  PAGE_CACHE_MS: "0",
});

export type ServedApp = { services: AppServices; server: AppServer };

/** The app served twice on one database, as the demo and as production at `appUrl`; `close` stops both. */
export async function startDemoAndProduction(
  t: TestDatabase,
  appUrl: string,
): Promise<{ demo: ServedApp; production: ServedApp; close: () => Promise<void> }> {
  const serve = async (env: Record<string, string>): Promise<ServedApp> => {
    const services = await createTestServices(t, env);
    return { services, server: await startAppServer(services) };
  };
  const demo = await serve({ PAGE_CACHE_MS: "0" });
  const production = await serve(productionEnv(t.url, appUrl));
  const close = async () => {
    for (const app of [demo, production]) {
      await app.server.close();
      await app.services.boss.stop({ graceful: false });
    }
  };
  return { demo, production, close };
}

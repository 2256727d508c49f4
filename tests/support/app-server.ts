import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createApp as CreateApp } from "../../server/app.ts";
import { BUILD_DIR, ensureBuild } from "../../server/build.ts";
import type { AppServices } from "#app/context.server.ts";

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

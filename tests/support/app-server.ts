import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "vite";
import type { createApp as CreateApp } from "../../server/app.ts";
import type { AppServices } from "#app/context.server.ts";

// The real HTTP application (server/app.ts: the Express edge around React Router) served in-process on a free
// port, compiled by Vite as `npm run dev` does but answering as production does (no error details).

export type AppServer = { port: number; close: () => Promise<void> };

export async function startAppServer(services: AppServices): Promise<AppServer> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
  });
  const { createApp } = (await vite.ssrLoadModule("./server/app.ts")) as { createApp: typeof CreateApp };
  const app = createApp(services, { clientDir: "public", mode: "production" });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    },
  };
}

import express from "express";
import { createServer } from "vite";
import type { createApp as CreateApp } from "./app.ts";
import { onShutdownSignal } from "#app/runtime/process.server.ts";
import { startRuntime } from "#indexer/runtime.ts";

// `npm run dev`: the same app with Vite's dev server (hot reload). Demo mode only.
const runtime = await startRuntime("all");
const vite = await createServer({ server: { middlewareMode: true } });
const app = express();
app.use(vite.middlewares);
app.use(async (req, res, next) => {
  try {
    const { createApp } = (await vite.ssrLoadModule("./server/app.ts")) as { createApp: typeof CreateApp };
    createApp(runtime.services, { clientDir: "public", mode: "development" })(req, res, next);
  } catch (error) {
    next(error);
  }
});
const { config } = runtime.services;
if (config.hostWarning) console.warn(config.hostWarning);
const server = app.listen(config.port, config.host, () =>
  console.log(`Ready at http://localhost:${runtime.services.config.port} (development)`),
);
onShutdownSignal(async () => {
  server.close();
  await vite.close();
  await runtime.stop();
}, runtime.services.logger);

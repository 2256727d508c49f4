import "#app/runtime/library-mode.server.ts";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createApp } from "./app.ts";
import { BUILD_DIR, ensureBuild } from "./build.ts";
import { isWebProcess, onWebProcessShutdown, startWebProcesses } from "./cluster.ts";
import { onShutdownSignal } from "#app/runtime/process.server.ts";
import { startRuntime, type Runtime } from "#indexer/runtime.ts";

// `npm start`: build if needed, start the database, migrations, demo data, the job worker and the web server(s).
// With WEB_CONCURRENCY above 1 (the default on a machine with several cores) the web servers are separate
// processes sharing the port (server/cluster.ts); otherwise this process serves. Ctrl-C / SIGTERM drains requests
// and jobs, then stops PostgreSQL.

const announce = (port: number) => console.log(`Ready at http://localhost:${port}`);

if (isWebProcess()) {
  // Asked to stop while still starting, it stops once started: the request is heard from the first moment.
  const started = startRuntime("web", { prepared: true }).then(async (runtime) => ({
    runtime,
    server: await serve(runtime, () => {}),
  }));
  onWebProcessShutdown(() => started.then(({ server, runtime }) => close(server, runtime)));
  await started;
} else {
  if (!process.argv.includes("--no-build")) ensureBuild();
  const runtime = await startRuntime(process.argv.includes("--web-only") ? "web" : "all");
  const { webConcurrency, hostWarning } = runtime.services.config;
  if (hostWarning) console.warn(hostWarning);
  if (webConcurrency > 1) {
    const web = startWebProcesses(runtime, webConcurrency, announce);
    onShutdownSignal(async () => {
      await web.stop();
      await runtime.stop();
    }, runtime.services.logger);
  } else {
    const server = await serve(runtime, announce);
    onShutdownSignal(() => close(server, runtime), runtime.services.logger);
  }
}

/** Serves the built app on the configured port; a port that cannot be had stops the process. */
async function serve(runtime: Runtime, onReady: (port: number) => void): Promise<Server> {
  const { config } = runtime.services;
  const build = pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href;
  const serverBuild = (await import(build)) as { createApp: typeof createApp };
  const closing = new AbortController();
  const warmSearch = { databaseUrl: runtime.databaseUrl, signal: closing.signal };
  const app = serverBuild.createApp(runtime.services, { clientDir: path.join(BUILD_DIR, "client"), warmSearch });
  const server = app.listen(config.port, config.host, () => {
    const address = server.address();
    onReady(typeof address === "object" && address ? address.port : config.port);
  });
  server.keepAliveTimeout = 65_000;
  server.on("close", () => closing.abort());
  server.on("error", (error) => {
    console.error(`Could not serve on port ${config.port}: ${error.message}`);
    void runtime.stop().finally(() => process.exit(1));
  });
  return server;
}

async function close(server: Server, runtime: Runtime) {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await runtime.stop();
}

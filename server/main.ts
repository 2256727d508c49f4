import "./library-mode.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createApp } from "./app.ts";
import { BUILD_DIR, ensureBuild } from "./build.ts";
import { onShutdownSignal, startRuntime } from "./runtime.ts";

// `npm start`: build if needed, start the database, migrations, demo data, the job worker and the web server
// in one process. Ctrl-C / SIGTERM drains requests and jobs, then stops PostgreSQL.

if (!process.argv.includes("--no-build")) ensureBuild();
const runtime = await startRuntime(process.argv.includes("--web-only") ? "web" : "all");
const { config, logger } = runtime.services;
const serverBuild = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as { createApp: typeof createApp };
const app = serverBuild.createApp(runtime.services, { clientDir: path.join(BUILD_DIR, "client") });

const server = app.listen(config.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Ready at http://localhost:${port}`);
});
server.keepAliveTimeout = 65_000;
server.on("error", (error) => {
  console.error(`Could not serve on port ${config.port}: ${error.message}`);
  void runtime.stop().finally(() => process.exit(1));
});

onShutdownSignal(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await runtime.stop();
}, logger);

import "#app/runtime/library-mode.server.ts";
import { variablesOf } from "#app/config/config.server.ts";
import { onShutdownSignal } from "#app/runtime/process.server.ts";
import { parseCommandLine } from "./cli.ts";

// `npm run worker`: only the job worker (for production, beside any number of web processes). With
// WORKER_HEALTH_PORT set it answers GET /healthz on the loopback address there (indexer/worker-health.ts) until it
// starts stopping.
parseCommandLine({
  command: "npm run worker --",
  summary:
    "Runs the job worker alone (production: beside any number of web processes): sends email, keeps the search\nindex up to date, applies payment events and runs the scheduled purges. Migrates the database first.\nStops on SIGINT/SIGTERM after the jobs in hand (up to 20 s).",
  options: {},
  environment: variablesOf(["database", "services"]),
});
// the runtime (every job's code) loads only once the command line is known to be good: --help loads none of it
const { startRuntime } = await import("./runtime.ts");
const { startWorkerHealth } = await import("./worker-health.ts");
const runtime = await startRuntime("worker");
const { config, logger } = runtime.services;
const health = config.workerHealthPort
  ? await startWorkerHealth(runtime.services, { port: config.workerHealthPort, host: "127.0.0.1" }).catch(
      async (error: Error) => {
        console.error(`Could not answer health checks on port ${config.workerHealthPort}: ${error.message}`);
        await runtime.stop();
        process.exit(1);
      },
    )
  : undefined;
logger.info({ healthPort: health?.port }, "worker started");
onShutdownSignal(async () => {
  await health?.close();
  await runtime.stop();
}, logger);

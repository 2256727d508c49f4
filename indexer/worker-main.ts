import "#app/runtime/library-mode.server.ts";
import { onShutdownSignal } from "#app/runtime/process.server.ts";
import { startRuntime } from "./runtime.ts";
import { startWorkerHealth } from "./worker-health.ts";

// `npm run worker`: only the job worker (for production, beside any number of web processes). With
// WORKER_HEALTH_PORT set it answers GET /healthz there (indexer/worker-health.ts) until it starts stopping.
const runtime = await startRuntime("worker");
const { config, logger } = runtime.services;
const health = config.workerHealthPort
  ? await startWorkerHealth(runtime.services, { port: config.workerHealthPort, host: config.host }).catch(
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

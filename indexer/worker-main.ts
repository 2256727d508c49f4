import "#app/runtime/library-mode.server.ts";
import { onShutdownSignal } from "#app/runtime/process.server.ts";
import { startRuntime } from "./runtime.ts";

// `npm run worker`: only the job worker (for production, beside any number of web processes).
const runtime = await startRuntime("worker");
runtime.services.logger.info("worker started");
onShutdownSignal(() => runtime.stop(), runtime.services.logger);

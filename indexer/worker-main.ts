import { onShutdownSignal, startRuntime } from "../server/runtime.ts";

// `npm run worker`: only the job worker (for production, beside any number of web processes).
const runtime = await startRuntime("worker");
runtime.services.logger.info("worker started");
onShutdownSignal(() => runtime.stop(), runtime.services.logger);

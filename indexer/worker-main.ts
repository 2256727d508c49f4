import "#app/runtime/library-mode.server.ts";
import { variablesOf } from "#app/config/config.server.ts";
import { onShutdownSignal } from "#app/runtime/process.server.ts";
import { parseCommandLine } from "./cli.ts";

// `npm run worker`: only the job worker (for production, beside any number of web processes).
parseCommandLine({
  command: "npm run worker --",
  summary:
    "Runs the job worker alone (production: beside any number of web processes): sends email, keeps the search\nindex up to date, applies payment events and runs the scheduled purges. Migrates the database first.\nStops on SIGINT/SIGTERM after the jobs in hand (up to 20 s).",
  options: {},
  environment: variablesOf(["database", "services"]),
});
// the runtime (every job's code) loads only once the command line is known to be good: --help loads none of it
const { startRuntime } = await import("./runtime.ts");
const runtime = await startRuntime("worker");
runtime.services.logger.info("worker started");
onShutdownSignal(() => runtime.stop(), runtime.services.logger);

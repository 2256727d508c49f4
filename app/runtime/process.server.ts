import { APP_NODE_ENV } from "./library-mode.server.ts";
import { ConfigError } from "#app/config/config.server.ts";

// What every process entry shares (the server's, the worker's and the CLIs'): reading the configuration, and
// stopping on a shutdown signal.

/**
 * Reads the part of the configuration this process uses (`parse`: parseConfig, parseServicesConfig or
 * parseDatabaseConfig), or prints why it cannot and exits: nothing starts half-configured.
 */
export function loadConfigOrExit<C>(parse: (env: Record<string, string | undefined>) => C): C {
  try {
    return parse({ ...process.env, NODE_ENV: APP_NODE_ENV });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs `shutdown` once on SIGINT/SIGTERM, then exits; a second signal exits at once. */
export function onShutdownSignal(shutdown: () => Promise<void>, logger: { info: (msg: string) => void }): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}

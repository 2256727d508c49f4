import type { DatabaseConfig } from "#app/config/config.server.ts";
import type { Logger } from "#app/logger.server.ts";
import { startEmbeddedPostgres } from "./embedded.server.ts";

export type DatabaseHandle = { url: string; stop: () => Promise<void> };

/**
 * The database a process uses: DATABASE_URL's server, or (demo mode) the embedded one under $DATA_DIR, which is
 * restarted whenever it stops unexpectedly (logged as warn, and info once it is back).
 */
export async function openDatabase(config: DatabaseConfig, logger?: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, {
    log: logger ? (line) => logger.debug({ postgres: line }) : undefined,
    supervisorLog: logger,
  });
  return { url: embedded.url, stop: embedded.stop };
}

import type { Config } from "#app/config/config.server.ts";
import { startEmbeddedPostgres } from "./embedded.server.ts";

export type DatabaseHandle = { url: string; stop: () => Promise<void> };

/** The database a process uses: DATABASE_URL's server, or (demo mode) the embedded one under $DATA_DIR. */
export async function openDatabase(config: Config, log?: (line: string) => void): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, { log });
  return { url: embedded.url, stop: embedded.stop };
}

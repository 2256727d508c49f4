import { startEmbeddedPostgres } from "../app/db/embedded.server.ts";
import { migrate } from "../app/db/migrate.server.ts";
import { loadConfigOrExit } from "../server/runtime.ts";

// `npm run migrate`: applies pending migrations and exits.
const config = loadConfigOrExit();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
try {
  const applied = await migrate(config.databaseUrl ?? embedded!.url);
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "No pending migrations.");
} finally {
  await embedded?.stop();
}

import { openDatabase } from "#app/db/database.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { loadConfigOrExit } from "#app/runtime/process.server.ts";

// `npm run migrate`: applies pending migrations and exits.
const config = loadConfigOrExit();
const database = await openDatabase(config).catch((error: unknown) => {
  console.error(`Could not open the database: ${(error as Error).message}`);
  process.exit(1);
});
try {
  const applied = await migrate(database.url);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "No pending migrations.",
  );
} finally {
  await database.stop();
}

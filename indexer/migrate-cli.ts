import { migrate } from "#app/db/migrate.server.ts";
import { openDatabaseOrExit } from "./cli.ts";

// `npm run migrate`: applies pending migrations and exits.
const database = await openDatabaseOrExit();
try {
  const applied = await migrate(database.url);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "No pending migrations.",
  );
} finally {
  await database.stop();
}

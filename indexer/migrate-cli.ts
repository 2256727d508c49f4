import { migrate } from "#app/db/migrate.server.ts";
import { DATABASE_ENVIRONMENT, openCheckedDatabase, runCommand } from "./cli.ts";

// `npm run migrate`: applies pending migrations and exits.
await runCommand(
  {
    command: "npm run migrate --",
    summary: "Applies the pending migrations of sql/ to the database, each in its own transaction, and exits.",
    options: {},
    environment: DATABASE_ENVIRONMENT,
  },
  async () => {
    const database = await openCheckedDatabase();
    try {
      const applied = await migrate(database.url);
      console.log(
        applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "No pending migrations.",
      );
    } finally {
      await database.stop();
    }
  },
);

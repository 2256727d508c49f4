import { DATABASE_ENVIRONMENT, runCommand, withMigratedDatabase } from "./cli.ts";
import { reindexWithProgress } from "./reindex.ts";

// `npm run reindex`: rebuilds the search index from the database and prints how many documents it wrote.
await runCommand(
  {
    command: "npm run reindex --",
    summary:
      "Rebuilds the search index (therapists, then blog posts) from the database, applying pending migrations first.\nShows progress as it goes and prints how many documents it wrote. Searches keep working meanwhile.",
    options: {},
    environment: DATABASE_ENVIRONMENT,
  },
  () => withMigratedDatabase((db) => reindexWithProgress(db)),
);

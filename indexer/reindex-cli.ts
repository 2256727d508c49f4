import { reindexAndReport, withMigratedDatabase } from "./cli.ts";

// `npm run reindex`: rebuilds the search index from the database and prints how many documents it wrote.
await withMigratedDatabase(reindexAndReport);

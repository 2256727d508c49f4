import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "#app/db/embedded.server.ts";

// A PostgreSQL installation with its server and its client tools side by side (pg_dump, pg_restore), for the
// tests of the backup commands: pg_dump refuses a server newer than itself, and the embedded server the other
// tests use has no client tools, so these tests start a throwaway server of the tools' own version. Found in
// Debian's /usr/lib/postgresql/<major>/bin (the newest), or beside the pg_dump on PATH; on Debian as root with
// apt and none found, Debian's `postgresql` package is installed, as the end-to-end tests install Chromium.

const TOOLS = ["initdb", "postgres", "pg_dump", "pg_restore"];
const hasTools = (dir: string) => TOOLS.every((tool) => existsSync(path.join(dir, tool)));

function findBinDir(): string | undefined {
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian) ? readdirSync(debian).filter((name) => /^\d+$/.test(name)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const dir = path.join(debian, version, "bin");
    if (hasTools(dir)) return dir;
  }
  const onPath = spawnSync("sh", ["-c", "command -v pg_dump"], { encoding: "utf8" }).stdout.trim();
  const beside = onPath ? path.dirname(realpathSync(onPath)) : undefined;
  return beside && hasTools(beside) ? beside : undefined;
}

export function postgresBinDir(): string {
  const found = findBinDir();
  if (found) return found;
  const asRootWithApt = process.getuid?.() === 0 && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (asRootWithApt) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env });
    const installed = findBinDir();
    if (installed) return installed;
  }
  throw new Error(
    "The backup tests need PostgreSQL's server and client tools side by side (initdb, postgres, pg_dump, " +
      "pg_restore): Debian `apt-get install postgresql`, macOS `brew install postgresql@17`.",
  );
}

export type ThrowawayServer = { adminUrl: string; urlOf: (database: string) => string; stop: () => Promise<void> };

/** A new PostgreSQL server from the installation's binaries, on a free local port, deleted when stopped. */
export async function startThrowawayServer(binDir: string): Promise<ThrowawayServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "pg-tools-test-"));
  const dataDir = path.join(folder, "data");
  // PostgreSQL refuses to run as root: as root it runs as the postgres user (Debian's package creates it).
  const asUser = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (asUser) chownSync(folder, asUser.uid, asUser.gid);
  const init = spawnSync(
    path.join(binDir, "initdb"),
    ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-locale", "--no-sync"],
    { encoding: "utf8", ...asUser },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const server = spawn(
    path.join(binDir, "postgres"),
    ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${folder}`],
    { stdio: "ignore", ...asUser },
  );
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await untilAccepting(urlOf("postgres"));
  return {
    adminUrl: urlOf("postgres"),
    urlOf,
    stop: async () => {
      server.kill("SIGINT"); // PostgreSQL's fast shutdown
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

async function untilAccepting(url: string): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      if (tries > 150) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "#app/db/embedded.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";

// The baseline of `npm run bench:http -- --baseline <ref>`: the given commit, checked out in a worktree of its own
// (under the system's temporary folder, kept and reused for the same commit), installed and built as a clean
// clone would be, on a database of its own seeded by that commit's own bench with the same numbers of therapists
// and posts (its migrations and generators, not this checkout's). Both apps are then served and measured in the
// same run on the same machine, so what is compared is the code, not the machine.

export type Baseline = {
  /** The commit, abbreviated. */
  commit: string;
  /** The worktree the baseline's server runs from. */
  dir: string;
  url: string;
  dataDir: string;
  db: Db;
  close: () => Promise<void>;
};

function run(command: string, args: string[], cwd: string, what: string, okCodes = [0]): void {
  console.log(`Baseline: ${what} (${command} ${args.join(" ")})`);
  // As a shell would run it: without the "production" this process set for its libraries (npm would then leave
  // out the dev dependencies the build needs).
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(command, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  if (!okCodes.includes(result.status ?? -1)) throw new Error(`Baseline: ${what} failed (exit ${result.status})`);
}

function resolveCommit(ref: string): string {
  const result = spawnSync("git", ["rev-parse", "--verify", "--short=12", `${ref}^{commit}`], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`Baseline: no commit ${ref} in this repository`);
  return result.stdout.trim();
}

/**
 * Prepares the baseline at `ref` (worktree, install, build and seeded database, each only once per commit and
 * data folder) and opens its database without migrating it: it stays as that commit made it.
 */
export async function openBaseline(
  ref: string,
  options: { therapists: number; posts: number; dataDir?: string },
): Promise<Baseline> {
  const commit = resolveCommit(ref);
  const dir = path.join(os.tmpdir(), "directory-bench-baseline", commit);
  if (!existsSync(path.join(dir, "package.json"))) {
    run("git", ["worktree", "add", "--force", "--detach", dir, commit], process.cwd(), `checking out ${commit}`);
  }
  const installed = path.join(dir, "node_modules", ".bench-installed");
  if (!existsSync(installed)) {
    run("npm", ["ci", "--no-audit", "--no-fund"], dir, "installing its dependencies");
    writeFileSync(installed, `${commit}\n`);
  }
  if (!existsSync(path.join(dir, "build", "server", "index.js"))) run("npm", ["run", "build"], dir, "building it");
  const dataDir = path.resolve(options.dataDir ?? path.join(dir, ".bench-data"));
  if (!existsSync(path.join(dataDir, "postgres", "PG_VERSION"))) {
    // Its own bench seeds and indexes its database (one short pass over every kind; its verdict is not read).
    const seed = ["--data-dir", dataDir, "--therapists", String(options.therapists), "--posts", String(options.posts)];
    run("npm", ["run", "bench:http", "--", ...seed, "--seconds", "1", "--no-lighthouse"], dir, "seeding", [0, 1]);
    if (!existsSync(path.join(dataDir, "postgres", "PG_VERSION")))
      throw new Error("Baseline: seeding made no database");
  }
  const pg = await startEmbeddedPostgres(dataDir);
  const db = await createDbPool(pg.url, { maximumPoolSize: 4 });
  return {
    commit,
    dir,
    url: pg.url,
    dataDir,
    db,
    close: async () => {
      await db.end();
      await pg.stop();
    },
  };
}

import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm start` builds the app when no build exists or the sources changed since the last one. Processes that ask
// at the same time (test files in parallel workers, several starts) build it once: the first takes a lock folder
// beside the build and builds; the others wait for it to go, then find the build current.

const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = path.join(ROOT, "build");
const STAMP = path.join(BUILD_DIR, ".source-stamp");
const LOCK = path.join(ROOT, ".build-lock");
const OWNER = path.join(LOCK, "pid");
// indexer/ too: the app imports the search engine from there.
const INPUTS = [
  "app",
  "indexer",
  "server",
  "vite.config.ts",
  "vite.chunks.ts",
  "react-router.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

// Test files sit beside the code they test but are not part of the build.
const TEST_FILE = /\.test\.tsx?$/;

function sourceStamp(): string {
  const hash = createHash("sha256");
  const visit = (entry: string) => {
    const full = path.join(ROOT, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const child of readdirSync(full).sort()) visit(path.join(entry, child));
    } else if (!TEST_FILE.test(entry)) {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  INPUTS.forEach(visit);
  return hash.digest("hex");
}

function isCurrent(stamp: string): boolean {
  return (
    existsSync(path.join(BUILD_DIR, "server", "index.js")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp
  );
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Whether the process that holds the lock is gone (it crashed, or was killed mid-build). */
function lockAbandoned(): boolean {
  try {
    const owner = Number(readFileSync(OWNER, "utf8"));
    process.kill(owner, 0);
    return false;
  } catch (error) {
    // No such process: abandoned. No pid written yet: the owner is between mkdir and write, unless that was
    // long ago (it died there).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      const lock = statSync(LOCK, { throwIfNoEntry: false });
      return lock !== undefined && Date.now() - lock.mtimeMs > 10_000;
    }
    return code === "ESRCH";
  }
}

/** Takes the build lock, waiting while another process holds it; false if the build became current meanwhile. */
function takeLock(stamp: string): boolean {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(OWNER, String(process.pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (lockAbandoned()) rmSync(LOCK, { recursive: true, force: true });
    else sleep(250);
    if (isCurrent(stamp)) return false;
  }
}

export function ensureBuild(): void {
  const stamp = sourceStamp();
  if (isCurrent(stamp)) return;
  if (!takeLock(stamp)) return;
  try {
    if (isCurrent(stamp)) return;
    build(stamp);
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function build(stamp: string): void {
  console.log("Building the app (first start, or the sources changed)...");
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: ROOT,
    // Always React's production build, whatever NODE_ENV the caller runs with (a test runner sets "test", which
    // would otherwise give the browser React's development build).
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("The build failed; see the output above.");
  writeFileSync(STAMP, stamp);
}

import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm start` builds the app when no build exists or the sources changed since the last one.

const ROOT = path.resolve(import.meta.dirname, "..");
export const BUILD_DIR = path.join(ROOT, "build");
const STAMP = path.join(BUILD_DIR, ".source-stamp");
// indexer/ too: the app imports the search engine from there.
const INPUTS = [
  "app",
  "indexer",
  "server",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

function sourceStamp(): string {
  const hash = createHash("sha256");
  const visit = (entry: string) => {
    const full = path.join(ROOT, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const child of readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  INPUTS.forEach(visit);
  return hash.digest("hex");
}

export function ensureBuild(): void {
  const stamp = sourceStamp();
  const current =
    existsSync(path.join(BUILD_DIR, "server", "index.js")) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, "utf8") === stamp;
  if (current) return;
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

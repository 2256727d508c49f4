import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ONLY_PACKAGES, isDemoOnly } from "../support/demo-packages.ts";

// The production image: only production dependencies in the image that runs, and it runs as a user without
// root rights. Read from the Dockerfile itself (no Docker daemon is needed to check it), plus a check that
// the code the image runs imports no development-only package.

const ROOT = path.resolve(import.meta.dirname, "../..");
const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages.at(-1) ?? "";
const instructions = (stage: string) =>
  stage
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

describe("the Dockerfile", () => {
  it("runs the final image as a non-root user", () => {
    const users = instructions(finalStage).filter((line) => line.startsWith("USER "));
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER (root|0)(:|$)/);
  });

  it("installs or keeps production dependencies only in the final image", () => {
    for (const line of instructions(finalStage).filter((l) => l.startsWith("RUN "))) {
      if (/\bnpm (ci|install|i)\b/.test(line)) expect(line).toMatch(/--omit=dev/);
    }
    const copiesModules = instructions(finalStage).some(
      (line) => line.startsWith("COPY") && line.includes("node_modules"),
    );
    if (copiesModules) expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });

  it("runs code that imports production dependencies only", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const runtimeFiles = ["server", "app", "indexer"].flatMap((dir) => listTs(path.join(ROOT, dir)));
    const missing = new Set<string>();
    for (const file of runtimeFiles) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/^import (?!type )[^;]*?from "([^".#][^"]*)"/gm)) {
        const name = match[1]!.startsWith("@") ? match[1]!.split("/").slice(0, 2).join("/") : match[1]!.split("/")[0]!;
        if (!name.startsWith("node:") && !(name in pkg.dependencies) && name !== "virtual:react-router")
          missing.add(`${name} (${path.relative(ROOT, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe("the production dependencies", () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; dev?: boolean }>;
  };
  /** The lock's installed copies of a package (its own folder, possibly nested), production ones unless `dev`. */
  const copies = (name: string, { dev }: { dev: boolean }) =>
    Object.entries(lock.packages).filter(
      ([folder, entry]) =>
        (folder === `node_modules/${name}` || folder.endsWith(`/node_modules/${name}`)) && Boolean(entry.dev) === dev,
    );

  it("leave out the demo-only packages (the embedded PostgreSQL, the mailbox's parser)", () => {
    const inProduction = Object.entries(lock.packages)
      .filter(([folder, entry]) => folder.startsWith("node_modules/") && !entry.dev)
      .map(([folder]) => folder.slice(folder.lastIndexOf("node_modules/") + "node_modules/".length))
      .filter(isDemoOnly);
    expect(inProduction).toEqual([]);
    for (const name of DEMO_ONLY_PACKAGES.filter((n) => !n.endsWith("/"))) {
      expect(copies(name, { dev: true }).length, `${name} installed for demo mode`).toBeGreaterThan(0);
    }
  });

  it("install negotiator once: the version express's own content negotiation uses", () => {
    const production = copies("negotiator", { dev: false });
    expect(production.map(([folder, entry]) => `${folder}@${entry.version}`)).toHaveLength(1);
  });

  it("leave the demo-only packages to import() in the modules of demo mode's database and mailbox", () => {
    const loaders = new Set<string>();
    for (const file of ["server", "app", "indexer"].flatMap((dir) => listTs(path.join(ROOT, dir)))) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
        if (isDemoOnly(match[1]!)) loaders.add(path.relative(ROOT, file));
      }
    }
    expect([...loaders].sort()).toEqual([
      "app/db/embedded.server.ts",
      "app/db/postgres-user.server.ts",
      "app/mail/outbox.server.ts",
    ]);
  });
});

/** Files production never loads: the Vite dev server and the route list the build reads. */
const BUILD_AND_DEV_ONLY = new Set(["server/dev.ts", "app/routes.ts"]);

/** The .ts/.tsx files production runs: tests, benchmarks, the dev server and build configuration left out. */
function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "bench" ? [] : listTs(full);
    const runs =
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !BUILD_AND_DEV_ONLY.has(path.relative(ROOT, full));
    return runs ? [full] : [];
  });
}

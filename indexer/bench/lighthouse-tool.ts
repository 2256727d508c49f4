import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";

// Lighthouse and its Chrome launcher live in a folder of their own (lighthouse-tool/, with its own lock file),
// installed there by `npm ci` the first time an audit runs: about a third of the project's dependency files, needed
// by no page, no test and no other tool, so `npm install` and `npm test` do without them.

const FOLDER = path.join(import.meta.dirname, "lighthouse-tool");

/** The part of a Lighthouse result the audit reads, checked as it arrives. */
const Audit = z.object({
  numericValue: z.number().nullish(),
  errorMessage: z.string().nullish(),
  details: z.unknown().optional(),
});
export const LighthouseResult = z.object({
  lhr: z.object({
    categories: z.record(z.string(), z.object({ score: z.number().nullable() }).optional()),
    audits: z.record(z.string(), Audit.optional()),
    environment: z.object({ benchmarkIndex: z.number() }),
    runtimeError: z.object({ message: z.string() }).nullish(),
  }),
});
export type LighthouseResult = z.infer<typeof LighthouseResult>;

type Flags = { port: number; onlyCategories: string[]; logLevel: "error"; output: "json" };
export type Tools = {
  lighthouse: (url: string, flags: Flags) => Promise<unknown>;
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => void }>;
};

/** The two packages, installed into their folder first if they are not there yet. */
export async function loadLighthouse(): Promise<Tools> {
  if (!existsSync(path.join(FOLDER, "node_modules", "lighthouse", "package.json"))) {
    console.log(`Installing Lighthouse for the audit into ${path.relative(process.cwd(), FOLDER)} (once)…`);
    const installed = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: FOLDER,
      stdio: "inherit",
    });
    if (installed.status !== 0) throw new Error(`npm ci in ${FOLDER} failed (exit ${installed.status})`);
  }
  const resolve = createRequire(path.join(FOLDER, "package.json")).resolve;
  const load = (name: string) => import(pathToFileURL(resolve(name)).href);
  const [{ default: lighthouse }, { launch }] = await Promise.all([load("lighthouse"), load("chrome-launcher")]);
  return { lighthouse, launch };
}

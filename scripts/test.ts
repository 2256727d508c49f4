import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

// `npm test`: the route types; then side by side the typecheck, the lint's three parts, the app's build and finding
// (or installing) a Chromium, each keeping at most one core busy, so on a 2-core machine they overlap instead of
// queueing; then Vitest (which serves that build) and Playwright. Each side-by-side step's output is printed whole
// when it ends; any failure stops the run with its exit code, after the others have ended.

const ROOT = path.resolve(import.meta.dirname, "..");
const BIN = path.join(ROOT, "node_modules", ".bin");

// Every Node process of the run (the test runners, the app each suite starts, the command-line tools the tests run)
// keeps the compiled code of the modules it loads in one folder, and the next process loading the same files takes
// it from there: a tool the tests start again and again spends about half the processor time starting. Node checks
// each entry against the file's content, so an edited file is compiled again.
process.env.NODE_COMPILE_CACHE ??= path.join(ROOT, "node_modules", ".cache", "node-compile-cache");

type Step = { name: string; command: string; args: string[] };

const npmRun = (script: string): Step => ({ name: script, command: "npm", args: ["run", "--silent", script] });

const TOGETHER: Step[] = [
  // The types, by TypeScript 7 (the native compiler: about a third of TypeScript 6's processor time); the
  // `typescript` package (6) stays for the tools that load it as a library (typescript-eslint).
  npmRun("typecheck:types"),
  npmRun("lint:code"),
  npmRun("lint:format"),
  npmRun("lint:cycles"),
  {
    name: "build",
    command: process.execPath,
    args: ["--eval", 'import("./server/build.ts").then((build) => build.ensureBuild())'],
  },
  { name: "chromium", command: process.execPath, args: ["tests/e2e/ensure-chromium.ts"] },
];

function runInherited(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs a step with its output gathered; resolves to its exit code once it has printed that output. */
function runGathered({ name, command, args }: Step): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const status = code ?? 1;
      const seconds = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n> ${name}: ${status === 0 ? "passed" : `failed (exit ${status})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

runInherited(path.join(BIN, "react-router"), ["typegen"]);
const codes = await Promise.all(TOGETHER.map(runGathered));
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
runInherited("npm", ["run", "test:unit"]);
runInherited("npm", ["run", "test:e2e"]);

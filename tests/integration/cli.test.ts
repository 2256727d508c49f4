import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "slonik";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { addSyntheticTherapists } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { CHILD_ENV } from "../support/child-env.ts";

// The command-line tools as an operator meets them, each run as its own process with the project's node:
// --help is the usage and exit 0 with nothing done, an unknown option exit 2 with the usage, a database that
// cannot be used one sentence and exit 1, and each asks only for the configuration it uses. The reindex shows its
// progress in plain lines when its output is not a terminal.

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOOLS = {
  migrate: "indexer/migrate-cli.ts",
  reindex: "indexer/reindex-cli.ts",
  worker: "indexer/worker-main.ts",
  "db:seed": "indexer/seed-cli.ts",
} as const;
type Tool = keyof typeof TOOLS;
/** Nothing listens on port 1: connecting is refused at once. */
const UNREACHABLE = "postgres://operator:s3cret-pass@127.0.0.1:1/directory";
const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "cli-test-"));

// each check starts node processes, which a busy 2-core machine may take seconds to start
vi.setConfig({ testTimeout: 120_000 });

type Run = { status: number | null; stdout: string; stderr: string };

function run(tool: Tool, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TOOLS[tool], ...args],
      {
        cwd: ROOT,
        env: { ...CHILD_ENV, DATA_DIR, DATABASE_URL: UNREACHABLE, ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
    );
  });
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
  await addSyntheticTherapists(t.db, 30);
});
afterAll(async () => {
  await t?.release();
});

const documents = () =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM search_documents`);

const ONE_LINE =
  "Cannot reach the database at 127.0.0.1:1/directory (ECONNREFUSED): check that PostgreSQL is running there and that DATABASE_URL is right.\n";

describe.concurrent("every tool", () => {
  it.each(Object.keys(TOOLS) as Tool[])("%s: --help, unknown options, an unreachable database", async (tool) => {
    // --help answers with the database unreachable: any attempt to connect would end in exit 1
    const help = await run(tool, ["--help"]);
    expect(help).toMatchObject({ status: 0, stderr: "" });
    expect(help.stdout).toMatch(new RegExp(`^Usage: npm run ${tool} -- \\[options\\]`));
    expect(help.stdout).toContain("-h, --help");
    expect(help.stdout).toContain("DATABASE_URL");

    const unknown = await run(tool, ["--bogus"]);
    expect(unknown).toMatchObject({ status: 2, stdout: "" });
    expect(unknown.stderr).toMatch(/^Unknown option '--bogus'\.\n\nUsage: /);

    // in production mode: the database tools need DATABASE_URL and nothing else (no mail, payment or web setting)
    const production = tool !== "worker";
    const failed = await run(
      tool,
      tool === "db:seed" ? ["--therapists", "5"] : [],
      production ? { NODE_ENV: "production" } : {},
    );
    expect(failed).toMatchObject({ status: 1, stdout: "", stderr: ONE_LINE });
  });
});

describe.concurrent("configuration and values", () => {
  it("the worker asks for what its jobs use and no web server setting; a tool without DATABASE_URL names it", async () => {
    const worker = await run("worker", [], { NODE_ENV: "production" });
    expect(worker.status).toBe(1);
    expect(worker.stderr).toContain("APP_URL, SESSION_SECRET, SMTP_URL, MAIL_FROM, STRIPE_SECRET_KEY");
    expect(worker.stderr).not.toMatch(/PORT|TRUST_PROXY/);
    const none = await run("migrate", [], { NODE_ENV: "production", DATABASE_URL: "" });
    expect(none.stderr).toBe("Production mode (NODE_ENV=production) needs these environment variables: DATABASE_URL\n");
  });

  it("db:seed checks its count and arguments: exit 2 with the usage", async () => {
    for (const args of [["--therapists", "many"], ["extra"]]) {
      const result = await run("db:seed", args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(
        /^(--therapists must be a whole number from 1 up, not 'many'|Unexpected argument 'extra')\.\n\nUsage: npm run db:seed --/,
      );
    }
  });

  it("a database that does not exist is one line too", async () => {
    const missing = new URL(inject("adminDatabaseUrl"));
    missing.pathname = "/no_such_directory_db";
    const result = await run("migrate", [], { DATABASE_URL: missing.toString() });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^The database at [\w.]+:\d+\/no_such_directory_db does not exist: [^\n]+\n$/);
  });
});

describe("reindex on a real database", () => {
  it("--help rebuilds nothing; a run shows its progress in plain lines and says what it wrote", async () => {
    expect(await documents()).toBe(0);
    expect((await run("reindex", ["--help"], { DATABASE_URL: t.url })).status).toBe(0);
    expect(await documents()).toBe(0);

    const result = await run("reindex", [], { DATABASE_URL: t.url });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^Therapists: 0\/30 \(0%\)\nTherapists: 30\/30 done in \d+ s \([\d,]+\/s\)\n$/);
    expect(result.stdout).toMatch(/^Reindexed 30 therapist and 0 blog post documents in \d+ s\n$/);
    expect(await documents()).toBe(30);
  });
});

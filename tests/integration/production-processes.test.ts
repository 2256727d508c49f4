import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "#app/db/embedded.server.ts";
import { ensureBuild } from "../../server/build.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { CHILD_ENV } from "../support/child-env.ts";

// The two processes the production stack runs (docker-compose.yml's web and worker), in production mode against a
// PostgreSQL server, with every demo-only package made unloadable as in the production image: both start, both
// answer their health checks, and both stop cleanly on SIGTERM. Demo mode without those packages says what to do.

const root = path.resolve(import.meta.dirname, "../..");
const refuseDemoPackages = path.join(root, "tests/support/refuse-demo-packages.ts");
let database: TestDatabase;

beforeAll(async () => {
  ensureBuild();
  database = await createTestDb();
}, 300_000);
afterAll(() => database.release());

const productionEnv = () => ({
  ...CHILD_ENV,
  NODE_ENV: "production",
  DATABASE_URL: database.url,
  APP_URL: "https://directory.example.org",
  SESSION_SECRET: "a-test-secret-that-is-at-least-32-characters",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Directory <no-reply@directory.example.org>",
  STRIPE_SECRET_KEY: "sk_test_unused",
  STRIPE_WEBHOOK_SECRET: "whsec_unused",
  STRIPE_PRICE_ID: "price_unused",
  ADMIN_EMAILS: "admin@directory.example.org",
  TRUST_PROXY: "1",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  PORT: "0",
});

function start(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ["--import", refuseDemoPackages, ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout!.on("data", (chunk: Buffer) => (output.stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output, exited };
}

/** The probe's first answer, polled while the process runs; if it ends first, the error carries what it printed. */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { child, output }: ReturnType<typeof start>,
): Promise<T> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const value = await probe();
    if (value !== undefined) return value;
    if (child.exitCode !== null) break;
  }
  throw new Error(`did not see ${what}; the process printed:\n${output.stdout}\n${output.stderr}`);
}

const health = (url: string) =>
  fetch(url).then(
    async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }),
    () => undefined,
  );

/** As the proxy (TRUST_PROXY=1) sends it: the site's own host, which production answers alone. */
const PROXIED = { "X-Forwarded-Host": "directory.example.org", "X-Forwarded-Proto": "https" };

const stopAll = (children: ChildProcess[]) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
};

it("runs the web process and the worker in production mode without any demo-only package", async () => {
  const healthPort = await freePort();
  const worker = start(["indexer/worker-main.ts"], { ...productionEnv(), WORKER_HEALTH_PORT: String(healthPort) });
  const web = start(["server/main.ts", "--no-build", "--web-only"], {
    ...productionEnv(),
    WEB_CONCURRENCY: "1",
  });
  try {
    const workerHealth = await until(
      "the worker's health check",
      () => health(`http://127.0.0.1:${healthPort}/healthz`),
      worker,
    );
    expect(workerHealth).toEqual({ status: 200, body: { ok: true } });
    const port = await until("Ready", () => /Ready at http:\/\/localhost:(\d+)/.exec(web.output.stdout)?.[1], web);
    expect(await health(`http://127.0.0.1:${port}/healthz`)).toEqual({ status: 200, body: { ok: true } });
    // The demo mailbox (the one reader of mailparser) does not exist in production.
    expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`, { headers: PROXIED })).status).toBe(404);

    worker.child.kill("SIGTERM");
    web.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
    expect(await web.exited).toBe(0);
    for (const { output } of [worker, web]) expect(output.stderr).not.toContain("demo-only package imported");
  } finally {
    stopAll([worker.child, web.child]);
  }
}, 180_000);

it("says what to do when demo mode starts without the demo-only packages (installed without dev dependencies)", async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "demo-without-packages-"));
  try {
    const demo = start(["indexer/worker-main.ts"], { ...CHILD_ENV, DATA_DIR: dataDir });
    expect(await demo.exited).toBe(1);
    expect(demo.output.stderr).toContain(
      "Without DATABASE_URL the app runs its own PostgreSQL, which comes with the development dependencies: " +
        "run npm install (not --omit=dev), or set DATABASE_URL.",
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

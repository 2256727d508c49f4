import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type PlaywrightTestOptions,
} from "@playwright/test";

// Each Playwright worker drives its own copy of the built app (npm start's code path with --no-build: the global
// setup built it once): its own port, its own DATA_DIR with its own embedded PostgreSQL seeded with the demo data,
// and its own outbox. Spec files that change data (an approval, a post, a payment) then never race another
// worker's counts, and the workers run side by side. Specs import `test` and `expect` from here.

/**
 * `output`: everything the app's processes wrote (stdout and stderr) since it started. The app logs at LOG_LEVEL
 * debug, every line it can write, so a spec can check that none holds what must not be logged (a postal code, say).
 */
export type E2eApp = { url: string; dataDir: string; output: () => string };

const ROOT = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function untilHealthy(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited (${server.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not answer /healthz within 240 s:\n${output()}`);
}

async function startApp(): Promise<{ app: E2eApp; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "directory-e2e-"));
  let output = "";
  const written: Buffer[] = [];
  const server = spawn(process.execPath, ["server/main.ts", "--no-build"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "debug", WEB_CONCURRENCY: "1" },
  });
  server.stderr!.on("data", (chunk: Buffer) => {
    written.push(chunk);
    output = (output + chunk.toString()).slice(-20_000);
    process.stderr.write(chunk);
  });
  server.stdout!.on("data", (chunk: Buffer) => written.push(chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilHealthy(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { app: { url, dataDir, output: () => Buffer.concat(written).toString() }, stop };
}

/**
 * The options a test's page is made with: pages that share them share one browser context in this worker (the
 * viewport and the reduced-motion preference are set on the page itself, test by test).
 */
type PageOptions = {
  baseURL: string | undefined;
  javaScriptEnabled: boolean;
  bypassCSP: boolean;
  userAgent: string | undefined;
  deviceScaleFactor: number | undefined;
  isMobile: boolean | undefined;
  hasTouch: boolean | undefined;
};
type Shared = { context: BrowserContext; page: Page };
const sharedPages = new Map<string, Promise<Shared>>();

async function sharedPage(browser: Browser, options: PageOptions): Promise<Shared> {
  const key = JSON.stringify(options);
  let shared = sharedPages.get(key);
  // A test that closed its page (or its context) leaves the next one a new page.
  if (shared && (await shared).page.isClosed()) shared = undefined;
  if (!shared) {
    shared = browser.newContext(options).then(async (context) => ({ context, page: await context.newPage() }));
    sharedPages.set(key, shared);
  }
  return shared;
}

/**
 * The test's page, as a new browser context would give it: no cookies, no routes, no listeners, the test's
 * viewport, a blank document. It is one page kept for the worker's tests that share its options, and reset before
 * each: a new context and page cost a new renderer process, about a second of a 2-core machine's time, more than
 * most page visits. A test that needs a second browser still makes its own context.
 * The HTTP cache is kept, as a returning visitor's browser keeps it: the built scripts and styles are named by
 * their content and never change, and every page is checked with the server before it is shown again (its
 * answers say so), so a test sees what is served now; what it saves is compiling the same scripts again.
 */
async function resetPage(
  { context, page }: Shared,
  { viewport, reducedMotion }: Pick<PlaywrightTestOptions, "viewport" | "reducedMotion">,
) {
  page.removeAllListeners();
  // the last test's document goes first, with the requests it still had in flight: a held request its routes let go,
  // answered after the cookies were cleared, set a session in the next test's page (a test began signed in)
  await page.goto("about:blank");
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  if (viewport) await page.setViewportSize(viewport);
  // the test's own media, not those of the test that made the shared context
  await page.emulateMedia({ reducedMotion });
}

/** Empties the browser's HTTP cache: for a test about the answer the server sends, not the copy a browser kept. */
export async function emptyHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
}

export const test = base.extend<{ app: E2eApp }, { workerApp: E2eApp }>({
  page: async (
    {
      browser,
      baseURL,
      javaScriptEnabled,
      bypassCSP,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      viewport,
      reducedMotion,
    },
    provide,
  ) => {
    const options = { baseURL, javaScriptEnabled, bypassCSP, userAgent, deviceScaleFactor, isMobile, hasTouch };
    const shared = await sharedPage(browser, options);
    await resetPage(shared, { viewport, reducedMotion });
    await provide(shared.page);
  },
  // The page's own context (its cookies, permissions, routes), not another one.
  context: async ({ page }, provide) => provide(page.context()),
  workerApp: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { app, stop } = await startApp();
      process.env.E2E_DATA_DIR = app.dataDir;
      process.env.E2E_PORT = new URL(app.url).port;
      await provide(app);
      await stop();
    },
    { scope: "worker", auto: true, timeout: 300_000 },
  ],
  app: async ({ workerApp }, provide) => provide(workerApp),
  baseURL: async ({ workerApp }, provide) => provide(workerApp.url),
});

/** The running app's DATA_DIR (its demo outbox and uploads), for helpers called from a test. */
export function e2eDataDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("No app is running in this worker yet: call this from inside a test.");
  return dataDir;
}

/**
 * The app's own origin (APP_URL in demo mode: http://localhost:PORT): its emails' links point there, and the cookie
 * that binds a sign-in link to the browser that asked for it belongs to that host. A browser that asks for a link on
 * another host (the tests' base URL is 127.0.0.1) is another browser as far as the link is concerned.
 */
export function appOrigin(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("No app is running in this worker yet: call this from inside a test.");
  return `http://localhost:${port}`;
}

/** The app's session secret, kept in its data folder: it signs sessions, rate-limit keys and contact forms' tokens. */
export function appSecret(): string {
  return readFileSync(path.join(e2eDataDir(), "session-secret"), "utf8").trim();
}

export { expect };

import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.ts";

// End-to-end tests drive the real built app (npm start's code path) in Chromium. The global setup builds it once;
// each worker then starts its own copy on a free port with a temporary DATA_DIR (its own embedded PostgreSQL,
// seeded with the demo data on start): see tests/e2e/app.ts. Workers: E2E_WORKERS, or one per core up to two.

const workers = Number(process.env.E2E_WORKERS) || Math.min(2, os.availableParallelism());

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers,
  retries: 0,
  // A test is a whole visit (several pages, sign-in by email); on a busy 2-core machine some take over 30 s.
  timeout: 60_000,
  // Pages hydrate after their first paint; on a busy 2-core machine that can take longer than 5 s.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // Scrolling is instant (the app's smooth scrolling honours the preference): a click never lands on a page that
    // is still gliding under it, and what a test measures is where a scroll stops. A test of the glide itself
    // asks for "no-preference".
    reducedMotion: "reduce",
    // Off unless asked for (E2E_TRACE=retain-on-failure, say): recording a trace films every page, which cost a
    // third of the browser's time on a 2-core machine.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // The GPU process's work (software compositing here) done in the browser process: one process fewer.
        "--in-process-gpu",
        // One renderer process for all the worker's pages, reused from test to test, instead of a new one for
        // each site a page opens (about half a second of a 2-core machine's time each, some 250 in a run).
        "--renderer-process-limit=1",
        "--disable-site-isolation-trials",
        // V8's baseline compilers only: a test's pages run each script briefly, and the optimizing compilers' work
        // (on threads of their own) cost about a tenth of the browser's time on a 2-core machine. Its garbage
        // collector on the page's own thread: helper threads only contend for the same two cores (about 4% less
        // of the machine's time over four spec files, five runs).
        "--js-flags=--max-opt=1 --single-threaded-gc",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});

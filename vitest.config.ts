import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirst } from "./tests/support/longest-first.ts";

// Unit and integration tests. Integration tests talk to a real PostgreSQL (embedded, or DATABASE_URL's
// server): the global setup migrates one template database and every test file clones its own from it.
// Test files share their worker's modules (no fresh module graph per file: that import cost a second a file), so
// a file leaves no state behind (each has its own database and services). A file that replaces a module
// (vi.mock) is named *.isolated.test.ts and gets modules of its own; the lint refuses vi.mock anywhere else.
const INCLUDE = [
  "app/**/*.test.{ts,tsx}",
  "indexer/**/*.test.ts",
  "server/**/*.test.ts",
  "tests/integration/**/*.test.ts",
];
const ISOLATED = "**/*.isolated.test.ts";

export default defineConfig({
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    // A file that serves the app may first wait for its one build (tests/support/app-server.ts).
    hookTimeout: 180_000,
    pool: "forks",
    // The production build (tests/support/app-server.ts) is plain JavaScript for Node, loaded as npm start loads it.
    server: { deps: { external: [/\/build\/server\//] } },
    maxWorkers: 2,
    // Each test process lives a few minutes: V8's top compiler (TurboFan, on threads of its own) cost more of a
    // 2-core machine than its faster code saved; Maglev is the fastest tier kept (about 5% less of the run's time).
    execArgv: ["--max-opt=2"],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: "shared", isolate: false, include: INCLUDE, exclude: [...configDefaults.exclude, ISOLATED] },
      },
      { extends: true, test: { name: "isolated", isolate: true, include: [ISOLATED] } },
    ],
  },
});

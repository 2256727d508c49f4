import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests talk to a real PostgreSQL (embedded, or DATABASE_URL's
// server): the global setup migrates one template database and every test file clones its own from it.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "indexer/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    // A file that serves the app may first wait for its one build (tests/support/app-server.ts).
    hookTimeout: 180_000,
    pool: "forks",
    // The production build (tests/support/app-server.ts) is plain JavaScript for Node, loaded as npm start loads it.
    server: { deps: { external: [/\/build\/server\//] } },
    maxWorkers: 2,
  },
});

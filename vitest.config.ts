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
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

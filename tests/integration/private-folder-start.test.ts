import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { assertPostgresUserCanReach } from "#app/db/postgres-user.server.ts";
import { CHILD_ENV } from "../support/child-env.ts";

// Started as root, the embedded PostgreSQL runs as the "postgres" user. With DATA_DIR in a folder only root may
// enter, npm start stops at once with one plain sentence naming the fix, not initdb's EACCES and a stack trace.

const privateFolder = mkdtempSync(path.join(os.tmpdir(), "private-start-test-")); // mode 0700
afterAll(() => rmSync(privateFolder, { recursive: true, force: true }));

it("as root, with DATA_DIR in a private folder, npm start explains the fix and exits (a normal user is not stopped)", async () => {
  if (process.getuid?.() !== 0) {
    // A normal user runs PostgreSQL as itself, and may enter its own private folders.
    await expect(assertPostgresUserCanReach(path.join(privateFolder, "data"))).resolves.toBeUndefined();
    return;
  }
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync(process.execPath, ["server/main.ts", "--no-build"], {
    cwd: root,
    env: { ...CHILD_ENV, PORT: "0", DATA_DIR: path.join(privateFolder, "data") },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`the "postgres" user, who cannot enter ${privateFolder}`);
  expect(result.stderr).toMatch(/move the project .* run npm start as a normal user, or set DATABASE_URL/);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toContain("EACCES");
  expect(result.stdout).not.toContain("Ready at");
});

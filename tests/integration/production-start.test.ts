import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { CHILD_ENV } from "../support/child-env.ts";

// Production mode refuses to start, naming each missing variable, rather than fall back to a demo part.
it("npm start in production mode without configuration exits and names what is missing", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync(process.execPath, ["server/main.ts", "--no-build"], {
    cwd: root,
    env: { ...CHILD_ENV, NODE_ENV: "production", PORT: "0" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Production mode (NODE_ENV=production) needs these environment variables");
  for (const name of [
    "DATABASE_URL",
    "APP_URL",
    "SESSION_SECRET",
    "SMTP_URL",
    "MAIL_FROM",
    "STRIPE_SECRET_KEY",
    "ADMIN_EMAILS",
    "TRUST_PROXY",
  ]) {
    expect(result.stderr).toContain(name);
  }
  expect(result.stdout).not.toContain("Ready at");
});

// A NODE_ENV that is neither production nor one of the demo ones (development, test) is a mistake, not demo mode.
it("npm start with NODE_ENV=staging exits with one message instead of starting the demo", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync(process.execPath, ["server/main.ts", "--no-build"], {
    cwd: root,
    env: { ...CHILD_ENV, NODE_ENV: "staging", PORT: "0", DATA_DIR: mkdtempSync(path.join(tmpdir(), "s-")) },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(
    'NODE_ENV must be production, development or test (the last two, like leaving it unset, run demo mode), not "staging".',
  );
  expect(result.stdout).not.toContain("Ready at");
});

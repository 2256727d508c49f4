import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#app/config/config.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { purgeOutboxHandler } from "#indexer/jobs/purge-outbox.ts";
import {
  listOutboxIds,
  OUTBOX_RETENTION_DAYS,
  outboxDir,
  purgeOutbox,
  writeOutboxMessage,
} from "#app/mail/outbox.server.ts";

// Demo mode's outbox keeps a message (what a real one holds: addresses, names, a contact message, sign-in links)
// OUTBOX_RETENTION_DAYS after it was written; the nightly purge-outbox job deletes it then. The clock is set.

const NOW = new Date("2031-03-01T04:30:00Z");
const DAY = 86_400_000;

/** A message written `daysAgo` days before NOW. */
async function written(dataDir: string, daysAgo: number): Promise<string> {
  const file = await writeOutboxMessage(
    dataDir,
    Buffer.from("To: sam@example.org\r\n\r\nI have been feeling low.\r\n"),
  );
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  utimesSync(path.join(outboxDir(dataDir), file), at, at);
  return file;
}

describe("the demo outbox", () => {
  it("deletes a message once it is older than the period, not a day before, and nothing more when run again", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const old = await written(dataDir, OUTBOX_RETENTION_DAYS + 1);
    const recent = await written(dataDir, OUTBOX_RETENTION_DAYS - 1);
    expect(await purgeOutbox(dataDir, NOW)).toBe(1);
    expect(await purgeOutbox(dataDir, NOW)).toBe(0);
    const left = readdirSync(outboxDir(dataDir));
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);
  });

  it("is purged by the nightly job in demo mode, and left alone where SMTP sends the mail", async () => {
    const run = async (env: Record<string, string>) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
      await written(dataDir, 10_000); // written long ago: past the period as of any clock
      const config = parseConfig({ DATA_DIR: dataDir, ...env });
      await purgeOutboxHandler.handle({}, { config, logger: createLogger("silent") } as never, {} as never);
      return readdirSync(outboxDir(dataDir)).length;
    };
    expect(purgeOutboxHandler.job.schedule).toMatch(/^\S+ \S+ \* \* \*$/);
    expect(await run({})).toBe(0);
    expect(await run({ SMTP_URL: "smtp://127.0.0.1:2525" })).toBe(1);
  });

  it("deletes a message a stopped process left half written once it is an hour old, and never lists one", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const whole = await written(dataDir, 1);
    mkdirSync(outboxDir(dataDir), { recursive: true });
    const half = (name: string, minutesAgo: number) => {
      const where = path.join(outboxDir(dataDir), name);
      writeFileSync(where, "To: sam@example.org\r\n\r\nI have been");
      const at = new Date(NOW.getTime() - minutesAgo * 60_000);
      utimesSync(where, at, at);
    };
    half(".2031-02-28T02-00-00.000Z-0a1b2c3d.eml.partial", 150);
    half(".2031-03-01T04-20-00.000Z-4e5f6a7b.eml.partial", 10);
    expect(await listOutboxIds(dataDir)).toEqual([whole]);
    expect(await purgeOutbox(dataDir, NOW)).toBe(1);
    expect(readdirSync(outboxDir(dataDir)).sort()).toEqual([".2031-03-01T04-20-00.000Z-4e5f6a7b.eml.partial", whole]);
  });

  it("answers 0 when nothing was ever written", async () => {
    expect(await purgeOutbox(mkdtempSync(path.join(os.tmpdir(), "outbox-")), NOW)).toBe(0);
  });
});

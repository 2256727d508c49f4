import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { sendLinkingReminders } from "#app/admin/linking.server.ts";
import { requestMagicLink } from "#app/auth/sign-in.server.ts";
import { outboxDir, readOutboxMessage, type OutboxMessage } from "#app/mail/outbox.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { startWorkers } from "#indexer/worker.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { createTestServices } from "../support/auth.ts";

// Transactional mail never waits behind bulk mail: with 1,000 linking reminders queued, a sign-in link still
// reaches the outbox within 5 seconds, while the reminders go out in batches of at most the configured pace.

const REMINDERS = 1000;
const BULK_PER_SECOND = 5;
const SIGNER = "signer@example.com";

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t, { MAIL_BULK_PER_SECOND: String(BULK_PER_SECOND) }, { worker: true });
  await t.db.query(sql.unsafe`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status)
    SELECT 'bulk-' || i, 'Bulk', 'Reminded' || i, 'bulk' || i || '@example.com', '{Anxiety}', '{CBT}', 'approved'
    FROM generate_series(1, ${REMINDERS}) AS i`);
  await startWorkers(services);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

/** Reads the outbox until a message matches or the deadline passes; each file is parsed once. */
async function firstInOutbox(
  match: (message: OutboxMessage) => boolean,
  deadline: number,
): Promise<OutboxMessage | null> {
  const seen = new Set<string>();
  for (;;) {
    const files = await readdir(outboxDir(services.config.dataDir)).catch(() => [] as string[]);
    for (const file of files.filter((name) => !seen.has(name))) {
      seen.add(file);
      const message = await readOutboxMessage(services.config.dataDir, file);
      if (message && match(message)) return message;
    }
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const BatchSizes = z.object({ batches: z.number(), largest: z.number() });

describe("mail queues", () => {
  it(
    "a sign-in link reaches the outbox within 5 seconds with 1,000 reminders queued",
    { timeout: 120_000 },
    async () => {
      expect(await sendLinkingReminders(services)).toEqual({
        sentCount: REMINDERS,
        totalUnlinked: REMINDERS,
        failedCount: 0,
      });
      const deadline = Date.now() + 5000;
      expect(
        await requestMagicLink(services, { email: SIGNER, ip: "203.0.113.9", returnTo: null, cookie: null }),
      ).toEqual({ status: "sent", setCookie: expect.stringMatching(/^__sign-in-browser=/) });
      const signIn = await firstInOutbox((message) => message.to === SIGNER, deadline);
      expect(signIn, "the sign-in email was not in the outbox within 5 seconds").not.toBeNull();
      expect(signIn?.links.some((link) => link.includes("/auth/verify?token="))).toBe(true);
    },
  );

  it(
    "sends the reminders from the bulk queue, at most MAIL_BULK_PER_SECOND per fetch",
    { timeout: 60_000 },
    async () => {
      const reminder = await firstInOutbox((message) => message.to.startsWith("bulk"), Date.now() + 30_000);
      expect(reminder?.subject).toMatch(/^Connect your .* profile to your account$/);
      // One fetch marks its whole batch started in one statement, so jobs sharing started_on are one batch.
      const started = await t.db.one(sql.type(BatchSizes)`
      SELECT count(*)::int AS batches, coalesce(max(n), 0)::int AS largest FROM (
        SELECT count(*) AS n FROM pgboss.job WHERE name = ${sendBulkEmail.name} AND started_on IS NOT NULL GROUP BY started_on
      ) AS batch`);
      expect(started.batches).toBeGreaterThan(0);
      expect(started.largest).toBe(BULK_PER_SECOND);
    },
  );
});

import { TestClock } from "pg-boss";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { enqueue, ensureQueues, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import type { EmailMessage } from "#app/mail/message.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// How long pg-boss keeps an email's job row (its sealed message: an address, a name, a contact message, a sign-in
// link), run on pg-boss's own test clock: a sent email's row is deleted an hour after sending; one that failed every
// attempt an hour after its last, and its dead-letter copy, kept for an operator's retry, 14 days after the failure.

let t: TestDatabase;
let boss: Boss;
const clock = new TestClock("2031-03-01T12:00:00Z");
const HOUR = 3600_000;
const DEAD = sendEmail.queue.deadLetter as string;

beforeAll(async () => {
  t = await createTestDb();
  boss = await startBoss(t.url, "worker", () => undefined, ["job-retention-test-secret-0123456789abcdef"], clock);
  await ensureQueues(boss);
}, 60_000);
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await t?.release();
});

const message: EmailMessage = {
  to: "sam@example.org",
  subject: "Your message to Robin",
  text: "I have been feeling low since the winter.",
};
/** Moves the clock on and runs the queues' maintenance (their deletions) as of then. */
async function later(ms: number) {
  await clock.setTime(clock.now() + ms);
  for (const queue of [sendEmail.name, DEAD]) await boss.supervise(queue);
}
const rowOf = (id: string) =>
  t.db.maybeOne(sql.type(z.object({ name: z.string(), state: z.string() }))`
    SELECT name, state::text AS state FROM pgboss.job WHERE id = ${id}`);
const deadCopyOf = (id: string) =>
  t.db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    SELECT id::text AS id FROM pgboss.job WHERE name = ${DEAD} AND source_id = ${id}`);

describe("an email's job row", () => {
  it("is deleted an hour after the email was sent, not before", async () => {
    const id = (await enqueue(boss, sendEmail, message))!;
    const [job] = await boss.fetch(sendEmail.name);
    expect(job?.id).toBe(id);
    await boss.complete(sendEmail.name, id);
    await later(59 * 60_000);
    expect(await rowOf(id)).toEqual({ name: sendEmail.name, state: "completed" });
    await later(2 * 60_000);
    expect(await rowOf(id)).toBeNull();
  });

  it("failed every attempt, is deleted an hour later, and its dead-letter copy 14 days after the failure", async () => {
    const id = (await enqueue(boss, sendEmail, message))!;
    for (let attempt = 0; attempt <= (sendEmail.queue.retryLimit as number); attempt++) {
      // Past the longest wait between two attempts.
      if (attempt > 0) await clock.setTime(clock.now() + 2 * HOUR);
      const [job] = await boss.fetch(sendEmail.name);
      expect(job?.id, `attempt ${attempt}`).toBe(id);
      await boss.fail(sendEmail.name, id, { message: "550 mailbox unavailable" });
    }
    expect((await rowOf(id))?.state).toBe("failed");
    const copy = (await deadCopyOf(id))!;
    expect(copy).not.toBeNull();
    await later(59 * 60_000);
    expect(await rowOf(id)).toEqual({ name: sendEmail.name, state: "failed" });
    await later(2 * 60_000);
    expect(await rowOf(id)).toBeNull();
    expect(await rowOf(copy)).toEqual({ name: DEAD, state: "created" });
    await later(14 * 24 * HOUR - 2 * HOUR);
    expect(await rowOf(copy)).not.toBeNull();
    await later(2 * HOUR);
    expect(await rowOf(copy)).toBeNull();
  });
});

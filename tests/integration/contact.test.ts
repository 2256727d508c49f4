import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { parseConfig } from "#app/config/config.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { handleContact } from "#app/inquiries/contact-request.server.ts";
import { issueFormToken } from "#app/inquiries/form-token.server.ts";
import { CONTACT_LIMITS_PER_HOUR, purgeOldInquiries } from "#app/inquiries/inquiries.server.ts";
import { EmailMessage } from "#app/mail/message.ts";
import { payloadKey, unseal } from "#app/jobs/sealed-payload.server.ts";
import { ensureQueues, startBoss, type Boss } from "#app/jobs/queue.server.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
let boss: Boss;
let services: Parameters<typeof handleContact>[0];
let therapistId: string;
const valid = { name: "Sam Visitor", email: "sam@example.org", message: "Hello, I would like to book a first session." };
const count = (table: "contact_inquiries") =>
  t.db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM ${sql.identifier([table])}`);
const emails = async () => {
  const rows = await t.db.anyFirst(sql.type(z.object({ data: z.unknown() }))`
    SELECT data FROM pgboss.job WHERE name = 'send-email' ORDER BY created_on`);
  const key = payloadKey(services.config.sessionSecret);
  return rows.map((data) => EmailMessage.parse(unseal(key, data)));
};

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
  const config = parseConfig({ DATA_DIR: "/tmp" });
  boss = await startBoss(t.url, "web", () => undefined, config.sessionSecrets);
  await ensureQueues(boss);
  services = { db: t.db, boss, config, logger: createLogger("silent") };
  therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`);
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await t.drop();
});

describe("contact messages", () => {
  it("stores a valid message and enqueues the therapist's email (reply-to the visitor) and a receipt", async () => {
    const answer = await handleContact(services, therapistId, valid, "10.0.0.1");
    expect(answer.status).toBe(200);
    expect(answer.body.firstName).toBeTruthy();
    expect(await count("contact_inquiries")).toBe(1);
    const queued = await emails();
    expect(queued).toHaveLength(2);
    expect(queued.find((e) => e.replyTo === "sam@example.org")?.to).toMatch(/@example\.com$/);
    expect(queued.some((e) => e.to === "sam@example.org")).toBe(true);
    const sent = await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM analytics_events WHERE type = 'contact_sent' AND therapist_id = ${therapistId}`);
    expect(sent).toBe(1);
  });

  it("answers 400 with the spec's field messages and stores nothing", async () => {
    const answer = await handleContact(services, therapistId, { name: "", email: "nope", message: "" }, "10.0.0.2");
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.email).toEqual(["Please enter a valid email address"]);
    expect(answer.body.errors?.name).toBeTruthy();
    expect(answer.body.errors?.message).toBeTruthy();
    const long = await handleContact(services, therapistId, { ...valid, message: "x".repeat(5001) }, "10.0.0.2");
    expect(long.status).toBe(400);
    expect(await count("contact_inquiries")).toBe(1);
  });

  it("drops a honeypot submission silently and refuses a form sent too fast", async () => {
    expect((await handleContact(services, therapistId, { ...valid, website: "http://spam" }, "10.0.0.3")).status).toBe(200);
    const tooFast = await handleContact(services, therapistId, { ...valid, formToken: issueFormToken(services.config.sessionSecret) }, "10.0.0.3");
    expect(tooFast.status).toBe(400);
    const forged = await handleContact(services, therapistId, { ...valid, formToken: "123.abc" }, "10.0.0.3");
    expect(forged.status).toBe(400);
    const patient = issueFormToken(services.config.sessionSecret, Date.now() - 10_000);
    expect((await handleContact(services, therapistId, { ...valid, formToken: patient }, "10.0.0.3")).status).toBe(200);
    expect(await count("contact_inquiries")).toBe(2);
  });

  it("answers 404 for an unknown or unapproved therapist", async () => {
    expect((await handleContact(services, "00000000-0000-4000-8000-000000000000", valid, "10.0.0.4")).status).toBe(404);
    const pending = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      UPDATE therapists SET status = 'pending' WHERE id = (SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug DESC LIMIT 1) RETURNING id`);
    expect((await handleContact(services, pending, valid, "10.0.0.4")).status).toBe(404);
  });

  it("limits messages per IP address (429 with a clear message)", async () => {
    const ip = "10.0.0.99";
    for (let i = 0; i < CONTACT_LIMITS_PER_HOUR.ip; i++) {
      expect((await handleContact(services, therapistId, valid, ip)).status).toBe(200);
    }
    const refused = await handleContact(services, therapistId, valid, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/try again in \d+ minutes/);
    expect((await handleContact(services, therapistId, valid, "10.0.0.100")).status).toBe(200);
  });

  it("purges messages older than twelve months", async () => {
    await t.db.query(sql.unsafe`UPDATE contact_inquiries SET created_at = now() - interval '13 months'
      WHERE id = (SELECT id FROM contact_inquiries ORDER BY created_at LIMIT 1)`);
    const before = await count("contact_inquiries");
    expect(await purgeOldInquiries(t.db)).toBe(1);
    expect(await count("contact_inquiries")).toBe(before - 1);
    expect(await purgeOldInquiries(t.db)).toBe(0);
  });
});

import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { requestMagicLink } from "#app/auth/sign-in.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { openPayload, startBoss } from "#app/jobs/queue.server.ts";
import { payloadKey, seal } from "#app/jobs/sealed-payload.server.ts";
import { sendBulkEmail } from "#app/jobs/send-bulk-email.server.ts";
import { sendEmail } from "#app/jobs/send-email.server.ts";
import { sendEmailHandler } from "#indexer/jobs/send-email.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { startAppServer } from "../support/app-server.ts";
import { APP_URL, createTestServices, latestToken, queuedEmails } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { capturedLogger } from "../support/logger.ts";

// Job rows (and their dead-letter copies) live in the database for days: a sign-in link or a contact message in
// plain text there would undo storing only the token's hash. Email payloads are sealed, sent jobs are deleted
// within the hour, and the sending job's log line names no one.

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
  services = await createTestServices(t);
}, 60_000);
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

/** What a reader of the job table (a backup, a support query) sees of the email jobs. */
const rawEmailRows = async () =>
  (
    await t.db.anyFirst(sql.type(z.object({ data: z.string() }))`
    SELECT data::text AS data FROM pgboss.job WHERE name = ANY(${sql.array([sendEmail.name, sendBulkEmail.name], "text")})`)
  ).join("\n");

describe("email job payloads", () => {
  it("hold no usable sign-in token and no address in the job row", async () => {
    await requestMagicLink(services, { email: "reader@example.org", ip: "198.51.100.9", returnTo: null, cookie: null });
    const token = await latestToken(services, "reader@example.org");
    const raw = await rawEmailRows();
    expect(raw).not.toContain(token);
    expect(raw).not.toContain("reader@example.org");
    expect(raw).not.toContain("/auth/verify");
  });

  it("hold no contact message, name or address in the job row", async () => {
    const therapistId = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 1`);
    const form = {
      name: "Robin Quill",
      email: "robin.quill@example.org",
      message: "I have had panic attacks since spring.",
      phone: undefined,
    };
    expect(await submitInquiry(services, { therapistId, posted: form, ip: "198.51.100.10" })).toMatchObject({
      kind: "sent",
    });
    const raw = await rawEmailRows();
    for (const value of ["panic attacks", "Robin Quill", "robin.quill@example.org"]) expect(raw).not.toContain(value);
    // The worker (holding the key) still reads them.
    expect((await queuedEmails(services)).some((message) => message.text.includes("panic attacks"))).toBe(true);
  });

  it("are sealed when the HTTP app (the server build's own copy of the queue module) enqueues them", async () => {
    const server = await startAppServer(services);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/auth/request-magic-link`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: APP_URL },
        body: JSON.stringify({ email: "over-http@example.org" }),
      });
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
    expect(await latestToken(services, "over-http@example.org")).toMatch(/^[\w-]+$/);
    expect(await rawEmailRows()).not.toContain("over-http@example.org");
  }, 180_000);

  it("queued before SESSION_SECRET was rotated still open with the new list (new secret first, old one after)", async () => {
    const message = { to: "rotated@example.org", subject: "Rotation", text: "still readable" };
    const before = await startBoss(t.url, "web", () => undefined, ["old-secret-for-rotation-test-0123456789"]);
    const after = await startBoss(t.url, "web", () => undefined, [
      "new-secret-for-rotation-test-0123456789",
      "old-secret-for-rotation-test-0123456789",
    ]);
    const elsewhere = await startBoss(t.url, "web", () => undefined, ["another-secret-for-rotation-test-012345"]);
    try {
      const sealed = seal(payloadKey("old-secret-for-rotation-test-0123456789"), message);
      expect(openPayload(after, sendEmail, sealed)).toEqual(message);
      expect(() => openPayload(elsewhere, sendEmail, sealed)).toThrow();
      expect(openPayload(before, sendEmail, sealed)).toEqual(message);
    } finally {
      for (const boss of [before, after, elsewhere]) await boss.stop({ graceful: false });
    }
  });

  it("are deleted within the hour after the email is sent", async () => {
    for (const name of [sendEmail.name, sendBulkEmail.name]) {
      const queue = await services.boss.getQueue(name);
      expect(queue?.deleteAfterSeconds, name).toBeLessThanOrEqual(3600);
    }
  });

  it("are logged when sent by the transport's id only", async () => {
    const { lines, logger } = capturedLogger();
    await sendEmailHandler.handle(
      { to: "robin.quill@example.org", subject: "About Robin Quill", text: "panic attacks", language: "en" },
      { ...services, logger },
      {} as never,
    );
    expect(lines).toHaveLength(1);
    for (const value of ["robin.quill", "Robin Quill", "panic"]) expect(lines[0]).not.toContain(value);
  });
});

import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { RECEIPTS_PER_ADDRESS_PER_DAY, submitInquiry } from "#app/inquiries/inquiries.server.ts";
import { EmailMessage } from "#app/mail/message.ts";
import { ApplicationForm } from "#app/submissions/application-schema.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestServices, queuedEmailsTo } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { validApplication } from "../support/onboarding.ts";

// Text a visitor types never reaches a mail header with a line break in it (CR/LF would add headers such as Bcc:),
// and the receipt a visitor's address gets carries none of their text and is limited per address: the form
// cannot be used to mail strangers.

let t: TestDatabase;
let services: AppServices;
let therapists: string[];
const INJECTED = "Sam\r\nBcc: everyone@example.net";

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db);
  services = await createTestServices(t);
  therapists = [
    ...(await t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
    SELECT id FROM therapists WHERE status = 'approved' ORDER BY slug LIMIT 6`)),
  ];
}, 60_000);
afterAll(async () => {
  await services?.boss.stop({ graceful: false });
  await t?.release();
});

const message = { email: "visitor@example.org", message: "Hello, do you have openings?" };

describe("mail header injection", () => {
  it("refuses a contact name with CR/LF (a clear message) and stores nothing", async () => {
    for (const name of [INJECTED, "Sam\nBcc: x@example.net", "Sam\rX"]) {
      const outcome = await submitInquiry(services, {
        therapistId: therapists[0]!,
        posted: { ...message, name },
        ip: "198.51.100.1",
      });
      expect(outcome).toEqual({
        kind: "invalid",
        errors: { name: ["Your name cannot contain line breaks or control characters"] },
      });
    }
    const stored = await t.db.oneFirst(
      sql.type(
        z.object({ n: z.number() }),
      )`SELECT count(*)::int AS n FROM contact_inquiries WHERE email = ${message.email}`,
    );
    expect(stored).toBe(0);
  });

  it("refuses an application's first or last name with CR/LF", () => {
    for (const field of ["firstName", "lastName"]) {
      const parsed = ApplicationForm.safeParse(validApplication({ [field]: INJECTED }));
      expect(parsed.success, field).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
    }
  });

  it("refuses any email whose subject has a line break", () => {
    expect(
      EmailMessage.safeParse({ to: "a@example.org", subject: "Hi\r\nBcc: b@example.org", text: "x" }).success,
    ).toBe(false);
    expect(EmailMessage.safeParse({ to: "a@example.org", subject: "Hi there", text: "x" }).success).toBe(true);
  });
});

describe("the contact receipt", () => {
  it("carries none of the visitor's text, and at most a few a day reach one address", async () => {
    const visitor = "receipt-target@example.org";
    const name = "Buy cheap pills at spam.example";
    for (const [i, therapistId] of therapists.slice(0, RECEIPTS_PER_ADDRESS_PER_DAY + 2).entries()) {
      const posted = { name, email: visitor, message: `Visit spam.example now ${i}` };
      expect(await submitInquiry(services, { therapistId, posted, ip: `198.51.100.${20 + i}` })).toMatchObject({
        kind: "sent",
      });
    }
    const receipts = await queuedEmailsTo(services, visitor);
    expect(receipts).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);
    for (const receipt of receipts) {
      expect(receipt.subject + receipt.text).not.toContain("spam.example");
      expect(receipt.subject + receipt.text).not.toContain("pills");
    }
    // Every therapist still got their message.
    const stored = await t.db.oneFirst(sql.type(z.object({ n: z.number() }))`
      SELECT count(*)::int AS n FROM contact_inquiries WHERE email = ${visitor}`);
    expect(stored).toBe(RECEIPTS_PER_ADDRESS_PER_DAY + 2);
  });
});

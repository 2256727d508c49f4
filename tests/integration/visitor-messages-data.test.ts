import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { issueActionLink } from "#app/links/action-links.server.ts";
import { action as deleteAction } from "#app/routes/api.account.ts";
import { loader as exportLoader } from "#app/routes/api.account.export.ts";
import { countRows } from "../support/account.ts";
import { appRequest, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { approvedTherapist } from "../support/featured.ts";

// A visitor's messages are their personal data: signed in with the address they wrote from (a sign-in proves
// it), "Download my data" holds every message sent from it, whatever its case, with the follow-ups sent about it,
// and "Delete my account" erases them with their follow-ups and emailed links. Messages from other addresses, and
// the messages a therapist received from others, stay.

let t: TestDatabase;
let services: AppServices;
let therapistId = "";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  ({ therapistId } = await approvedTherapist(services, { lastName: "Receiver" }));
}, 60_000);
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

const Id = z.object({ id: z.uuid() });
const message = (email: string, text: string) =>
  t.db.oneFirst(sql.type(Id)`
    INSERT INTO contact_inquiries (therapist_id, name, email, message)
    VALUES (${therapistId}, 'Vera Visitor', ${email}, ${text}) RETURNING id`);
const rowsOf = async (inquiryId: string) => ({
  inquiries: await countRows(t.db, sql.unsafe`SELECT 1 FROM contact_inquiries WHERE id = ${inquiryId}`),
  followUps: await countRows(t.db, sql.unsafe`SELECT 1 FROM inquiry_follow_ups WHERE inquiry_id = ${inquiryId}`),
  links: await countRows(t.db, sql.unsafe`SELECT 1 FROM action_links WHERE subject_id = ${inquiryId}`),
});

type Exported = {
  sentInquiries: { id: string; therapistId: string; email: string; message: string }[];
  sentInquiryFollowUps: { inquiryId: string; kind: string }[];
  inquiries: unknown[];
};

describe("the messages a visitor sent", () => {
  it("are in their data and erased with their account; others' messages stay", async () => {
    const sent = await message("Vera.Visitor@Example.com", "I need help with anxiety. A private detail.");
    await t.db.query(sql.unsafe`
      INSERT INTO inquiry_follow_ups (inquiry_id, kind, sent_at) VALUES (${sent}, 'heard-back', now())`);
    const now = new Date();
    await issueActionLink(t.db, { purpose: "inquiry-heard-yes", subjectId: sent, now, validDays: 14 });
    const othersMessage = await message("someone.else@example.com", "Do you have openings?");
    await issueActionLink(t.db, { purpose: "inquiry-replied", subjectId: othersMessage, now, validDays: 14 });

    const cookie = await signedInCookie(services, "vera.visitor@example.com");
    const response = await callForResponse(
      exportLoader,
      appRequest("/api/account/export", { cookie }),
      contextFor(services),
    );
    expect(response.status).toBe(200);
    const data = (await response.json()) as Exported;
    expect(data.sentInquiries).toEqual([
      expect.objectContaining({
        id: sent,
        therapistId,
        email: "Vera.Visitor@Example.com",
        message: "I need help with anxiety. A private detail.",
      }),
    ]);
    expect(data.sentInquiryFollowUps).toEqual([expect.objectContaining({ inquiryId: sent, kind: "heard-back" })]);
    expect(data.inquiries).toEqual([]);

    const othersBefore = await rowsOf(othersMessage);
    expect(await rowsOf(sent)).toEqual({ inquiries: 1, followUps: 1, links: 1 });
    const deleted = await callForResponse(
      deleteAction,
      appRequest("/api/account", { method: "DELETE", json: { confirmEmail: "vera.visitor@example.com" }, cookie }),
      contextFor(services),
    );
    expect(deleted.status).toBe(200);
    expect(await rowsOf(sent)).toEqual({ inquiries: 0, followUps: 0, links: 0 });
    expect(await rowsOf(othersMessage)).toEqual(othersBefore);
    expect(othersBefore).toEqual({ inquiries: 1, followUps: 0, links: 1 });
  });
});

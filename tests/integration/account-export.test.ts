import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { loader as exportLoader, action as exportAction } from "#app/routes/api.account.export.ts";
import { appRequest, callForResponse, contextFor } from "../support/auth.ts";
import { fullAccount, type FullAccount } from "../support/account.ts";
import type { TestDatabase } from "../support/db.ts";
import { startProviderTestbed, stopProviderTestbed, type ProviderStandIn } from "../support/featured.ts";

// "Download my data" (GET /api/account/export): everything stored about the signed-in person, as a JSON file,
// and nothing of anyone else's account.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;
let mine: FullAccount;
let theirs: FullAccount;

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
  mine = await fullAccount(services, "Exporter");
  theirs = await fullAccount(services, "Bystander");
}, 60_000);
afterAll(() => stopProviderTestbed({ t, services, provider }));

const download = (cookie?: string) =>
  callForResponse(exportLoader, appRequest("/api/account/export", { cookie }), contextFor(services));

type Exported = Record<string, unknown> & {
  account: { id: string; email: string; language: string };
  sessions: unknown[];
  provenAddresses: { email: string }[];
  pendingAddressProofs: { email: string }[];
  signInLinks: { used: boolean }[];
  listings: { id: string; userId: string; email: string; identity: string[]; profileImageUrl: string }[];
  applications: { id: string; userId: string }[];
  inquiries: { id: string; therapistId: string; name: string }[];
  inquiryFollowUps: { inquiryId: string; kind: string }[];
  blogPosts: { id: string; therapistId: string; views: number }[];
  uploads: { path: string }[];
  subscription: {
    listings: { listingId: string; featuredNow: boolean; status: string; providerSubscriptionId: string }[];
    payments: { status: string; kind: string }[];
    customers: unknown[];
  };
  consents: { purpose: string; on: string; recordId: string; givenAt: string }[];
  adminRecords: { action: string }[];
};

describe("GET /api/account/export", () => {
  it("answers the signed-in person's data as a JSON file, never cached", async () => {
    const response = await download(mine.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    const data = JSON.parse(text) as Exported;

    expect(data.account).toMatchObject({ id: mine.userId, email: mine.email, language: "en" });
    expect(data.sessions).toHaveLength(2);
    expect(data.provenAddresses.map((proof) => proof.email)).toEqual(["office.exporter@example.com"]);
    expect(data.pendingAddressProofs.map((proof) => proof.email)).toEqual(["clinic.exporter@example.com"]);
    expect(data.signInLinks.map((link) => link.used)).toContain(false);
    expect(data.listings.map((listing) => [listing.id, listing.userId])).toEqual([[mine.therapistId, mine.userId]]);
    expect(data.listings[0]).toMatchObject({ identity: ["woman"], profileImageUrl: mine.photo });
    expect(data.applications.map((application) => application.id)).toEqual([mine.submissionId]);
    expect(data.inquiries.map((inquiry) => [inquiry.id, inquiry.name])).toEqual([[mine.inquiryId, "Robin Writer"]]);
    expect(data.inquiryFollowUps).toMatchObject([{ inquiryId: mine.inquiryId, kind: "first-reminder" }]);
    expect(data.blogPosts.map((post) => [post.id, post.views])).toEqual([[mine.postId, 7]]);
    expect(data.uploads.map((upload) => upload.path)).toEqual([mine.photo]);
    expect(data.subscription.listings).toEqual([
      expect.objectContaining({
        listingId: mine.therapistId,
        featuredNow: true,
        status: "active",
        providerSubscriptionId: mine.subscription,
      }),
    ]);
    expect(data.subscription.payments).toMatchObject([{ status: "paid", kind: "first" }]);
    expect(data.subscription.customers).toHaveLength(1);
    expect(data.consents).toEqual([
      {
        purpose: "show-identity",
        on: "listing",
        recordId: mine.therapistId,
        identity: ["woman"],
        givenAt: expect.any(String),
      },
    ]);
    expect(data.adminRecords.map((record) => record.action)).toContain("approve");
    expect(text).not.toContain('"actorEmail"');

    // Instants as ISO strings, never epoch milliseconds.
    expect(data.exportedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.consents[0]!.givenAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Nothing of the other account: its ids, addresses, listing, message, post or photo.
    for (const value of [theirs.userId, theirs.email, theirs.therapistId, theirs.submissionId, theirs.inquiryId])
      expect(text).not.toContain(value);
    for (const value of [theirs.postId, theirs.photo, theirs.subscription]) expect(text).not.toContain(value);
  });

  it("holds no other account's address or application that the log or a relinked listing ties to this one", async () => {
    // An approval of this person's application that moved the other account's listing off their address, and
    // the other account's application, whose listing an admin linked to this account.
    await services.db.query(sql.unsafe`
      INSERT INTO admin_audit_log (actor_email, action, submission_id, therapist_id, before, after)
      VALUES ('admin@example.com', 'approve', ${mine.submissionId}, ${mine.therapistId},
        ${sql.jsonb({
          status: "pending",
          addressHeldBy: { id: theirs.therapistId, userId: theirs.userId, ownerEmail: theirs.email },
        })},
        ${sql.jsonb({ status: "approved" })})`);
    await services.db.query(sql.unsafe`UPDATE therapist_submissions SET therapist_id = ${mine.therapistId}
      WHERE id = ${theirs.submissionId}`);
    const text = await (await download(mine.cookie)).text();
    const data = JSON.parse(text) as Exported;
    expect(data.adminRecords.length).toBeGreaterThan(1);
    expect(data.applications.map((application) => application.id)).toEqual([mine.submissionId]);
    for (const value of [theirs.userId, theirs.email, theirs.therapistId, theirs.submissionId])
      expect(text).not.toContain(value);
  });

  it("answers 401 as JSON when signed out, and 405 to any other method", async () => {
    const signedOut = await download();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: expect.any(String) });
    const post = await callForResponse(
      exportAction as never,
      appRequest("/api/account/export", { method: "POST", json: {}, cookie: mine.cookie }),
      contextFor(services),
    );
    expect(post.status).toBe(405);
  });
});

import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { deleteAccount } from "#app/account/deletion.server.ts";
import { findUserById, toCurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as apiAction } from "#app/routes/api.account.ts";
import { action as pageAction } from "#app/routes/account.tsx";
import {
  cancelJobsFor,
  countRows,
  fullAccount,
  listingRowsOf,
  runCancelJobsFor,
  type FullAccount,
} from "../support/account.ts";
import { appRequest, call, callForResponse, contextFor, signedInCookie } from "../support/auth.ts";
import { seedSubmission } from "../support/admin.ts";
import { runBlogJobs } from "../support/blog.ts";
import type { TestDatabase } from "../support/db.ts";
import {
  checkoutCompleted,
  deliver,
  startProviderTestbed,
  stopProviderTestbed,
  type ProviderStandIn,
} from "../support/featured.ts";

// "Delete my account" (POST /account, DELETE /api/account): confirmed by the account's address, it erases the
// account and everything it holds in one transaction, takes its listing out of the directory as an admin's delete
// does, cancels its Featured subscription by the cancel-removed-subscription job, keeps only the payment records
// (tied to nobody) and signs every browser out. Nothing of another account changes.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;
let other: FullAccount;

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
  other = await fullAccount(services, "Bystander");
}, 60_000);
afterAll(() => stopProviderTestbed({ t, services, provider }));

const ctx = () => contextFor(services);
const deleteApi = (cookie: string, body: unknown) =>
  callForResponse(apiAction, appRequest("/api/account", { method: "DELETE", json: body, cookie }), ctx());
const count = (query: ReturnType<typeof sql.unsafe>) => countRows(t.db, query);
const providerCalls = (subscription: string) =>
  provider.requests.filter((r) => r.path === `/v1/subscriptions/${subscription}`).map((r) => r.method);
/** Every row the account's data is in, table by table: its listing's, and the account's own. */
const rowsOf = async (a: FullAccount) => ({
  ...(await listingRowsOf(t.db, a)),
  users: await count(sql.unsafe`SELECT 1 FROM users WHERE id = ${a.userId}`),
  sessions: await count(sql.unsafe`SELECT 1 FROM sessions WHERE sess ->> 'userId' = ${a.userId}`),
  signInLinks: await count(sql.unsafe`SELECT 1 FROM magic_link_tokens WHERE email = ${a.email}`),
  addressProofs: await count(sql.unsafe`SELECT 1 FROM address_proofs WHERE user_id = ${a.userId}`),
  postSearch: await count(sql.unsafe`SELECT 1 FROM blog_search_documents WHERE post_id = ${a.postId}`),
  uploads: await count(sql.unsafe`SELECT 1 FROM uploads WHERE user_id = ${a.userId}`),
  customers: await count(sql.unsafe`SELECT 1 FROM featured_customers WHERE user_id = ${a.userId}`),
});

describe("deleting one's own account", () => {
  it("refuses without the account's address typed, saying so at the field, and deletes nothing", async () => {
    const mine = await fullAccount(services, "Hesitant");
    const before = await rowsOf(mine);
    for (const confirmEmail of ["", "someone.else@example.com"]) {
      const refused = (await call(
        pageAction,
        appRequest("/account", { form: { confirmEmail }, cookie: mine.cookie }),
        ctx(),
      )) as {
        data: { error: string };
        init: { status: number };
      };
      expect(refused.init.status).toBe(400);
      expect(refused.data.error).toBe("To delete your account, type the email address you sign in with.");
    }
    const french = (await call(pageAction, appRequest("/fr/compte", { form: {}, cookie: mine.cookie }), ctx())) as {
      data: { error: string };
    };
    expect(french.data.error).toMatch(/^Pour supprimer votre compte/);
    const api = await deleteApi(mine.cookie, { confirmEmail: "someone.else@example.com" });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: expect.any(String), errors: { confirmEmail: [expect.any(String)] } });
    expect(await rowsOf(mine)).toEqual(before);
    expect(await cancelJobsFor(services, mine.subscription)).toEqual([]);
  });

  it("erases all the account holds, cancels its Featured subscription by the job, and signs it out", async () => {
    const mine = await fullAccount(services, "Leaver");
    const held = await rowsOf(mine);
    expect(Object.entries(held).filter(([, n]) => n === 0)).toEqual([]);
    const others = await rowsOf(other);
    const Payment = z.object({ id: z.uuid(), userId: z.uuid().nullable(), therapistId: z.uuid().nullable() });
    const paymentsOf = (ids: readonly string[]) =>
      t.db.any(sql.type(Payment)`
        SELECT id, user_id AS "userId", therapist_id AS "therapistId" FROM featured_payments
        WHERE id = ANY(${sql.array(ids, "uuid")})`);
    const paymentIds = await t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM featured_payments WHERE user_id = ${mine.userId}`);
    expect(paymentIds).toHaveLength(1);
    const auditIds = await t.db.anyFirst(sql.type(z.object({ id: z.number() }))`
      SELECT id::int AS id FROM admin_audit_log
      WHERE therapist_id = ${mine.therapistId} OR submission_id = ${mine.submissionId}`);
    expect(auditIds.length).toBeGreaterThan(0);
    const response = await deleteApi(mine.cookie, { confirmEmail: ` ${mine.email.toUpperCase()} ` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Your account has been deleted." });
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    // The post's search document goes with the index jobs the deletion sent, run as the worker runs them.
    await runBlogJobs(services);
    const left = await rowsOf(mine);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    // The admin log keeps who did what, and when, without its copies and notes.
    const audited = sql.array(auditIds, "int8");
    expect(await count(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE id = ANY(${audited})`)).toBe(auditIds.length);
    expect(
      await count(sql.unsafe`
        SELECT 1 FROM admin_audit_log
        WHERE id = ANY(${audited}) AND (before IS NOT NULL OR after IS NOT NULL OR note IS NOT NULL)`),
    ).toBe(0);
    // The payment records stay, tied to nobody, for the retention period tax law sets.
    expect(await paymentsOf(paymentIds)).toEqual(paymentIds.map((id) => ({ id, userId: null, therapistId: null })));
    // The listing's subscription: one cancel job, sent with the deletion, which cancels it at the provider.
    expect(await cancelJobsFor(services, mine.subscription)).toEqual([
      { therapistId: mine.therapistId, subscriptionId: mine.subscription },
    ]);
    expect(providerCalls(mine.subscription)).toEqual([]);
    await runCancelJobsFor(services, mine.subscription);
    expect(providerCalls(mine.subscription)).toEqual(["GET", "DELETE"]);
    expect(provider.canceled.has(mine.subscription)).toBe(true);

    // Every browser is signed out: the API now answers 401 to both.
    for (const cookie of [mine.cookie, mine.otherBrowser]) expect((await deleteApi(cookie, {})).status).toBe(401);
    expect(await rowsOf(other)).toEqual(others);
  });

  it("erases the copy of its listing an approval of another's application kept, and leaves another's application", async () => {
    const mine = await fullAccount(services, "Mover");
    const bystander = await fullAccount(services, "Relinked");
    // An approval of the bystander's application that moved this account's listing off the applicant's address.
    const entry = await t.db.oneFirst(sql.type(z.object({ id: z.number() }))`
      INSERT INTO admin_audit_log (actor_email, action, submission_id, therapist_id, before, after)
      VALUES ('admin@example.com', 'approve', ${bystander.submissionId}, ${bystander.therapistId},
        ${sql.jsonb({
          status: "pending",
          addressHeldBy: { id: mine.therapistId, userId: mine.userId, ownerEmail: mine.email },
        })},
        ${sql.jsonb({ status: "approved" })})
      RETURNING id::int AS id`);
    // An admin linked the bystander's listing to this account: the application stays the bystander's.
    await t.db.query(sql.unsafe`UPDATE therapist_submissions SET therapist_id = ${mine.therapistId}
      WHERE id = ${bystander.submissionId}`);
    expect((await deleteApi(mine.cookie, { confirmEmail: mine.email })).status).toBe(200);
    const Kept = z.object({ before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) });
    const kept = await t.db.one(sql.type(Kept)`SELECT before, after FROM admin_audit_log WHERE id = ${entry}`);
    expect(kept).toEqual({ before: { status: "pending" }, after: { status: "approved" } });
    expect((await rowsOf(bystander)).applications).toBe(1);
  });

  it("is safe to send twice: the second finds nothing left and sends no second job", async () => {
    const mine = await fullAccount(services, "Twice");
    const user = toCurrentUser((await findUserById(t.db, mine.userId))!, services.config, false);
    const confirmation = { confirmEmail: mine.email };
    const both = await Promise.all([
      deleteAccount(services, user, confirmation),
      deleteAccount(services, user, confirmation),
    ]);
    expect(both).toEqual([{ kind: "deleted" }, { kind: "deleted" }]);
    expect(await deleteAccount(services, user, confirmation)).toEqual({ kind: "deleted" });
    expect(await cancelJobsFor(services, mine.subscription)).toHaveLength(1);
    expect((await rowsOf(mine)).users).toBe(0);
  });

  it("from the page: signs the browser out and goes to the confirmation page in the page's language", async () => {
    for (const [page, landing] of [
      ["/account", "/account/deleted"],
      ["/fr/compte", "/fr/compte/supprime"],
    ] as const) {
      const { email } = await fullAccount(services, `Page${landing.length}`);
      const cookie = await signedInCookie(services, email);
      const answer = await callForResponse(
        pageAction,
        appRequest(page, { form: { confirmEmail: email }, cookie }),
        ctx(),
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(landing);
      expect(answer.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    }
  });

  it("refuses an admin's account", async () => {
    const cookie = await signedInCookie(services, "lone-admin@example.com", "admin");
    const api = await deleteApi(cookie, { confirmEmail: "lone-admin@example.com" });
    expect(api.status).toBe(403);
    const page = (await call(
      pageAction,
      appRequest("/account", { form: { confirmEmail: "lone-admin@example.com" }, cookie }),
      ctx(),
    )) as {
      init: { status: number };
    };
    expect(page.init.status).toBe(403);
    expect(await t.db.exists(sql.unsafe`SELECT 1 FROM users WHERE email = 'lone-admin@example.com'`)).toBe(true);
  });

  it("cancels a subscription paid at signup that no listing holds yet, and one paid after the deletion", async () => {
    const applicant = await seedSubmission(t.db, { email: "early.payer@example.com" });
    const paid = checkoutCompleted(Math.floor(Date.now() / 1000), { userId: applicant.userId, purpose: "presignup" });
    expect(await deliver(services, paid)).toBe(200);
    const cookie = await signedInCookie(services, "early.payer@example.com");
    expect((await deleteApi(cookie, { confirmEmail: "early.payer@example.com" })).status).toBe(200);
    const subscription = paid.data.object.subscription;
    expect(await cancelJobsFor(services, subscription)).toEqual([{ therapistId: null, subscriptionId: subscription }]);
    await runCancelJobsFor(services, subscription);
    expect(provider.canceled.has(subscription)).toBe(true);
    expect(
      await count(
        sql.unsafe`
          SELECT 1 FROM presignup_featured_payments WHERE stripe_subscription_id = ${subscription} AND user_id IS NULL`,
      ),
    ).toBe(1);

    // A checkout left open in another tab and paid after the deletion: nobody is left to feature, so it is cancelled.
    const late = checkoutCompleted(Math.floor(Date.now() / 1000), { userId: applicant.userId, purpose: "presignup" });
    expect(await deliver(services, late)).toBe(200);
    const lateSubscription = late.data.object.subscription;
    expect(await cancelJobsFor(services, lateSubscription)).toHaveLength(1);
    await runCancelJobsFor(services, lateSubscription);
    expect(provider.canceled.has(lateSubscription)).toBe(true);
  });
});

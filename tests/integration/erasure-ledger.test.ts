import { mkdtempSync, readFileSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { deleteAccount } from "#app/account/deletion.server.ts";
import { deletePost } from "#app/blog/writes.server.ts";
import { inquiryLink } from "#app/inquiries/inquiry-links.server.ts";
import { answerInquiryLink } from "#app/inquiries/replies.server.ts";
import { approveSubmission } from "#app/admin/decisions.server.ts";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import { findUserById, toCurrentUser, type CurrentUser } from "#app/auth/users.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { createAppServices } from "#app/context.server.ts";
import { createDbPool, type Db } from "#app/db/pool.server.ts";
import { ensureQueues, startBoss } from "#app/jobs/queue.server.ts";
import { recordErasureJob } from "#app/jobs/record-erasure.server.ts";
import { replayErasures } from "#app/privacy/replay-erasures.server.ts";
import { ERASURE_LEDGER_RETENTION_DAYS } from "#app/privacy/retention.ts";
import { loader as uploadsLoader } from "#app/routes/uploads.ts";
import { updateOwnProfile } from "#app/therapists/my-profile.server.ts";
import { storageFor } from "#app/uploads/configured-storage.server.ts";
import { recordErasureHandler } from "#indexer/jobs/record-erasure.ts";
import { createLogger } from "#app/logger.server.ts";
import { appRequest, contextFor, createTestServices } from "../support/auth.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { seedSubmission } from "../support/admin.ts";
import { adminUser, approvedTherapist } from "../support/featured.ts";

// The erasure ledger: an account deleted by its owner, a listing an admin removed and an identity withdrawn are
// each written, by ids, into the storage (beside the database); a copy of the database made before them (a backup
// restored) holds them all again until the ledger is replayed, which erases them again, keeps a consent given after
// its withdrawal, changes nothing the second time, and deletes entries past their period. The ledger is never served.

let t: TestDatabase;
let live: AppServices;
let restored: { db: Db; services: AppServices; name: string };
let dataDir: string;
let admin: CurrentUser;
type Listing = Awaited<ReturnType<typeof approvedTherapist>>;
let deleted: Listing; // its owner deletes the account after the copy
let removed: Listing; // an admin removes it after the copy
let withdrawn: Listing; // its owner withdraws the identity after the copy
let regiven: Listing; // withdrew, then consented again, both before the copy
let untouched: Listing;
let neverGiven: Listing; // never consented: saving the form unticked withdraws nothing
let postId = ""; // a post of untouched's, deleted after the copy
let inquiryId = ""; // a message to untouched, whose visitor turns its follow-ups off after the copy
let offToken = ""; // that message's "no more emails" link

const consent = (services: AppServices, listing: Listing, identityConsent: boolean, at: number) =>
  updateOwnProfile(
    services,
    listing.userId,
    identityConsent ? { identity: ["woman"], identityConsent } : { identityConsent },
    at,
  );

/** Runs the queued record-erasure jobs as the worker would; answers their entries. */
async function runRecordJobs(services: AppServices) {
  const payloads = await services.db.anyFirst(sql.type(z.object({ data: z.unknown() }))`
    SELECT data FROM pgboss.job WHERE name = ${recordErasureJob.name} ORDER BY created_on`);
  for (const payload of payloads)
    await recordErasureHandler.handle(recordErasureJob.payload.parse(payload), services, undefined as never);
  return payloads.map((payload) => recordErasureJob.payload.parse(payload));
}

/** A copy of the test database as it is now, made as CREATE DATABASE ... TEMPLATE makes one (no one connected). */
async function copyOf(name: string): Promise<string> {
  const adminDb = await createDbPool(inject("adminDatabaseUrl"), { maximumPoolSize: 1 });
  try {
    const copy = `${name}_copy`;
    await adminDb.query(sql.unsafe`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`);
    await adminDb.query(sql.unsafe`CREATE DATABASE ${sql.identifier([copy])} TEMPLATE ${sql.identifier([name])}`);
    return copy;
  } finally {
    await adminDb.end();
  }
}

async function servicesOn(name: string, config: AppServices["config"]) {
  const url = new URL(inject("adminDatabaseUrl"));
  url.pathname = `/${name}`;
  const db = await createDbPool(url.toString(), { maximumPoolSize: 4 });
  const boss = await startBoss(url.toString(), "web", () => undefined, config.sessionSecrets);
  await ensureQueues(boss);
  return { db, name, services: createAppServices({ db, boss, config, logger: createLogger("silent") }) };
}

/** The therapist id of the listing named Untouched (the fifth made). */
const untouchedId = (made: readonly Listing[]) => made[4]!.therapistId;

const row = (db: Db, listing: Listing) =>
  db.maybeOne(sql.type(z.object({ status: z.string(), identity: z.array(z.string()) }))`
    SELECT status, identity FROM therapists WHERE id = ${listing.therapistId}`);
const userExists = (db: Db, userId: string) => db.exists(sql.unsafe`SELECT 1 FROM users WHERE id = ${userId}`);

beforeAll(async () => {
  t = await createTestDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "erasure-ledger-"));
  const setup = await createTestServices(t, { DATA_DIR: dataDir });
  admin = await adminUser(setup);
  const consented: Listing[] = [];
  for (const lastName of ["Deleted", "Removed", "Withdrawn", "Regiven", "Untouched"]) {
    const listing = await approvedTherapist(setup, { lastName });
    await consent(setup, listing, true, Date.now() - 60_000);
    consented.push(listing);
  }
  [deleted, removed, withdrawn, regiven, untouched] = consented as [Listing, Listing, Listing, Listing, Listing];
  neverGiven = await approvedTherapist(setup, { lastName: "NeverGiven" });
  postId = await setup.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, published_at)
    VALUES (${untouchedId(consented)}, 'Sleep and worry', ${`sleep-and-worry-${Date.now()}`}, 'A post.', 'A post.',
      'Anxiety', 'published', now()) RETURNING id`);
  inquiryId = await setup.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO contact_inquiries (therapist_id, name, email, message, language, created_at)
    VALUES (${untouchedId(consented)}, 'Sam Visitor', 'sam.visitor@example.org', 'Hello', 'en', now())
    RETURNING id`);
  const link = await inquiryLink(setup.db, {
    appUrl: setup.config.appUrl,
    answer: "followups-off",
    inquiryId,
    now: Date.now(),
    language: "en",
  });
  offToken = new URL(link).searchParams.get("token")!;
  await consent(setup, regiven, false, Date.now() - 50_000);
  await consent(setup, regiven, true, Date.now() - 40_000);
  await runRecordJobs(setup);
  // The copy (a backup of this moment); then the live database goes on.
  await setup.boss.stop({ graceful: false });
  await t.db.end();
  const copy = await copyOf(t.name);
  const reopened = await servicesOn(t.name, setup.config);
  live = reopened.services;
  restored = await servicesOn(copy, setup.config);
}, 120_000);

afterAll(async () => {
  for (const side of [live, restored?.services]) await side?.boss.stop({ graceful: false });
  await live?.db.end();
  await restored?.db.end();
  const adminDb = await createDbPool(inject("adminDatabaseUrl"), { maximumPoolSize: 1 });
  for (const name of [restored?.name, t?.name].filter(Boolean) as string[])
    await adminDb.query(sql.unsafe`DROP DATABASE IF EXISTS ${sql.identifier([name])} WITH (FORCE)`);
  await adminDb.end();
});

describe("the erasure ledger", () => {
  it("records each erasure by ids in the storage, and never serves it", async () => {
    const owner = toCurrentUser((await findUserById(live.db, deleted.userId))!, live.config, false);
    const email = owner.email;
    expect(await deleteAccount(live, owner, { confirmEmail: email })).toEqual({ kind: "deleted" });
    expect(await deleteTherapist(live, admin, removed.therapistId)).toEqual({ kind: "deleted" });
    expect((await consent(live, withdrawn, false, Date.now())).kind).toBe("updated");
    expect((await consent(live, neverGiven, false, Date.now())).kind).toBe("updated");
    expect((await deletePost(live, { kind: "admin", user: admin }, postId)).kind).toBe("saved");
    const off = await answerInquiryLink(live, { answer: "followups-off", token: offToken, now: Date.now() });
    expect(off.kind).toBe("recorded");
    const recorded = await runRecordJobs(live);
    expect(recorded.filter((entry) => entry.id === neverGiven.therapistId)).toEqual([]);
    expect(recorded.map(({ kind, id }) => `${kind} ${id}`).sort()).toEqual(
      expect.arrayContaining([
        `account ${deleted.userId}`,
        `listing ${deleted.therapistId}`,
        `listing ${removed.therapistId}`,
        `identity ${withdrawn.therapistId}`,
        `identity ${regiven.therapistId}`,
        `post ${postId}`,
        `follow-ups-off ${inquiryId}`,
      ]),
    );
    const file = path.join(dataDir, "uploads", "erasures", `account-${deleted.userId}.json`);
    const entry = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    expect(entry).toEqual({ kind: "account", id: deleted.userId, at: expect.any(String) });
    expect(readFileSync(file, "utf8")).not.toContain(email);
    const served = (await uploadsLoader({
      params: { "*": `erasures/account-${deleted.userId}.json` },
      context: contextFor(live),
      request: appRequest(`/uploads/erasures/account-${deleted.userId}.json`),
    } as never)) as Response;
    expect(served.status).toBe(404);
  });

  it("erases again, in a copy made before them, what was erased since, and keeps a consent given again", async () => {
    const db = restored.db;
    expect(await userExists(db, deleted.userId)).toBe(true);
    expect((await row(db, removed))?.status).toBe("approved");
    expect((await row(db, withdrawn))?.identity).toEqual(["woman"]);
    expect(await db.exists(sql.unsafe`SELECT 1 FROM blog_posts WHERE id = ${postId}`)).toBe(true);
    const outcome = await replayErasures(restored.services, storageFor(live.config), new Date());
    expect(outcome.erasedAgain.map(({ kind, id }) => `${kind} ${id}`).sort()).toEqual(
      [
        `account ${deleted.userId}`,
        `identity ${withdrawn.therapistId}`,
        `listing ${removed.therapistId}`,
        `post ${postId}`,
        `follow-ups-off ${inquiryId}`,
      ].sort(),
    );
    expect(await db.exists(sql.unsafe`SELECT 1 FROM blog_posts WHERE id = ${postId}`)).toBe(false);
    expect(
      await db.exists(
        sql.unsafe`SELECT 1 FROM contact_inquiries WHERE id = ${inquiryId} AND follow_ups_off_at IS NOT NULL`,
      ),
    ).toBe(true);
    expect(await userExists(db, deleted.userId)).toBe(false);
    expect(await row(db, deleted)).toBeNull();
    expect(await row(db, removed)).toEqual({ status: "deleted", identity: [] });
    expect(await row(db, withdrawn)).toEqual({ status: "approved", identity: [] });
    expect(await row(db, regiven)).toEqual({ status: "approved", identity: ["woman"] });
    expect(await row(db, untouched)).toEqual({ status: "approved", identity: ["woman"] });
    const again = await replayErasures(restored.services, storageFor(live.config), new Date());
    expect(again).toEqual({ entries: outcome.entries, erasedAgain: [], deleted: 0 });
  });

  it("leaves a removed listing an admin approved again since: the new approval stands", async () => {
    const owner = (await findUserById(live.db, removed.userId))!;
    expect((await row(live.db, removed))?.status).toBe("deleted");
    const { id } = await seedSubmission(live.db, { email: owner.email, lastName: "Removed" });
    const approved = await approveSubmission(live, admin, id, null);
    expect(approved).toMatchObject({ kind: "approved", therapistId: removed.therapistId });
    const outcome = await replayErasures(live, storageFor(live.config), new Date());
    expect(outcome.erasedAgain.map(({ kind, id: erased }) => `${kind} ${erased}`)).not.toContain(
      `listing ${removed.therapistId}`,
    );
    expect((await row(live.db, removed))?.status).toBe("approved");
  });

  it(`deletes an entry written more than ${ERASURE_LEDGER_RETENTION_DAYS} days before, not sooner`, async () => {
    const folder = path.join(dataDir, "uploads", "erasures");
    const now = new Date();
    const day = 86_400_000;
    const old = new Date(now.getTime() - (ERASURE_LEDGER_RETENTION_DAYS * day + 60_000));
    const recent = new Date(now.getTime() - (ERASURE_LEDGER_RETENTION_DAYS * day - 60_000));
    utimesSync(path.join(folder, `identity-${regiven.therapistId}.json`), old, old);
    utimesSync(path.join(folder, `listing-${removed.therapistId}.json`), recent, recent);
    const before = await replayErasures(restored.services, storageFor(live.config), now);
    expect(before.deleted).toBe(1);
    const after = await replayErasures(restored.services, storageFor(live.config), now);
    expect(after).toEqual({ entries: before.entries, erasedAgain: [], deleted: 0 });
  });
});

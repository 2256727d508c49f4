import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rejectSubmission } from "#app/admin/decisions.server.ts";
import { deleteTherapist } from "#app/admin/profiles.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { purgeRemovedListings } from "#app/privacy/removed-listings.server.ts";
import { REMOVED_LISTING_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { countRows, fullAccount, listingRowsOf, type FullAccount } from "../support/account.ts";
import { seedSubmission } from "../support/admin.ts";
import type { TestDatabase } from "../support/db.ts";
import { adminUser, startProviderTestbed, stopProviderTestbed, type ProviderStandIn } from "../support/featured.ts";

// A listing an admin removed keeps no identity (held only to be published, and a removed listing publishes
// nothing), nor does a rejected application; the listing itself, with what it holds, is erased
// REMOVED_LISTING_RETENTION_MONTHS after its removal by the nightly purge-removed-listings job (decision 083). The
// clock is set: the purge is run as of NOW, years from the day the rows were written.

let t: TestDatabase;
let services: AppServices;
let provider: ProviderStandIn;

beforeAll(async () => {
  ({ t, services, provider } = await startProviderTestbed());
}, 60_000);
afterAll(() => stopProviderTestbed({ t, services, provider }));

const NOW = new Date("2031-03-01T04:10:00Z");
/** Removed at the period's end (2029-03-01T04:10Z) shifted by `days`: negative is longer ago. */
const removedAt = (days: number) => new Date(Date.UTC(2029, 2, 1, 4, 10) + days * 86_400_000);

const count = (query: ReturnType<typeof sql.unsafe>) => countRows(t.db, query);
const Identity = z.object({ identity: z.array(z.string()), consentAt: z.number().nullable() });

/** The listing's own rows and copies, table by table, its change requests with them. */
const rowsOf = async (a: FullAccount) => ({
  ...(await listingRowsOf(t.db, a)),
  changeRequests: await count(sql.unsafe`SELECT 1 FROM profile_change_requests WHERE therapist_id = ${a.therapistId}`),
});

/** A full account's listing, removed by an admin, with a change request decided on it. */
async function removedListing(lastName: string, at: Date) {
  const account = await fullAccount(services, lastName);
  await t.db.query(sql.unsafe`
    INSERT INTO profile_change_requests (therapist_id, requested_by, changes, status, decided_at)
    VALUES (${account.therapistId}, ${account.userId}, ${sql.jsonb({ lastName: `${lastName}-Smith` })}, 'rejected',
      now())`);
  expect((await deleteTherapist(services, await adminUser(services), account.therapistId)).kind).toBe("deleted");
  await t.db.query(
    sql.unsafe`UPDATE therapists SET deleted_at = ${sql.timestamp(at)} WHERE id = ${account.therapistId}`,
  );
  return account;
}

describe("an identity given with consent", () => {
  it("is erased from a listing an admin removes, its approved application and the log's copies of it", async () => {
    const account = await fullAccount(services, "Removed");
    await t.db.query(sql.unsafe`
      UPDATE therapist_submissions SET identity = '{woman,black}', identity_consent_at = now()
      WHERE id = ${account.submissionId}`);
    await t.db.query(sql.unsafe`
      INSERT INTO admin_audit_log (actor_email, action, therapist_id, before, after)
      VALUES ('featured-admin@example.com', 'edit', ${account.therapistId},
        '{"identity":[],"bio":"Old words."}', '{"identity":["woman"],"identityConsentAt":1,"bio":"New words."}')`);
    // An application under review from the same account may still be published: it keeps its own.
    await t.db.query(sql.unsafe`
      INSERT INTO therapist_submissions
        (user_id, first_name, last_name, email, specialties, therapy_types, identity, identity_consent_at)
      VALUES (${account.userId}, 'Casey', 'Removed', ${account.email}, '{Anxiety}', '{CBT}', '{black}', now())`);

    expect((await deleteTherapist(services, await adminUser(services), account.therapistId)).kind).toBe("deleted");

    const listing = await t.db.one(sql.type(Identity)`
      SELECT identity, identity_consent_at AS "consentAt" FROM therapists WHERE id = ${account.therapistId}`);
    expect(listing).toEqual({ identity: [], consentAt: null });
    const applications = await t.db.any(sql.type(Identity.extend({ status: z.string() }))`
      SELECT status, identity, identity_consent_at AS "consentAt" FROM therapist_submissions
      WHERE user_id = ${account.userId} ORDER BY status`);
    expect(applications).toEqual([
      { status: "approved", identity: [], consentAt: null },
      { status: "pending", identity: ["black"], consentAt: expect.any(Number) },
    ]);
    const copies = await t.db.anyFirst(sql.type(z.object({ copy: z.unknown() }))`
      SELECT jsonb_build_array(before, after) AS copy FROM admin_audit_log
      WHERE therapist_id = ${account.therapistId} AND action = 'edit'`);
    expect(copies).toEqual([[{ bio: "Old words." }, { bio: "New words." }]]);
  });

  it("is erased from an application the admin rejects", async () => {
    const { id } = await seedSubmission(t.db, { lastName: "Rejected" });
    await t.db.query(sql.unsafe`
      UPDATE therapist_submissions SET identity = '{2slgbtq}', identity_consent_at = now() WHERE id = ${id}`);
    expect((await rejectSubmission(services, await adminUser(services), id, "Licence not found.")).kind).toBe(
      "rejected",
    );
    const application = await t.db.one(sql.type(Identity.extend({ notes: z.string().nullable() }))`
      SELECT identity, identity_consent_at AS "consentAt", admin_notes AS notes FROM therapist_submissions
      WHERE id = ${id}`);
    expect(application).toEqual({ identity: [], consentAt: null, notes: "Licence not found." });
  });
});

describe("a listing an admin removed", () => {
  it(`is erased with what it holds ${REMOVED_LISTING_RETENTION_MONTHS} months after its removal, not a day before`, async () => {
    const old = await removedListing("Longgone", removedAt(-1));
    const recent = await removedListing("Lately", removedAt(1));
    const listed = await fullAccount(services, "Listed");
    const [oldHeld, recentHeld, listedHeld] = [await rowsOf(old), await rowsOf(recent), await rowsOf(listed)];
    expect(Object.entries(oldHeld).filter(([, n]) => n === 0)).toEqual([]);
    const paymentIds = await t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM featured_payments WHERE therapist_id = ${old.therapistId}`);
    expect(paymentIds).toHaveLength(1);
    const auditIds = await t.db.anyFirst(sql.type(z.object({ id: z.number() }))`
      SELECT id::int AS id FROM admin_audit_log WHERE therapist_id = ${old.therapistId}`);
    expect(auditIds.length).toBeGreaterThan(0);

    // Every listing removed before the period's start as of NOW (other tests' removals today among them), no other.
    const due = await count(sql.unsafe`
      SELECT 1 FROM therapists WHERE status = 'deleted' AND deleted_at < ${sql.timestamp(removedAt(0))}`);
    expect(await purgeRemovedListings(t.db, NOW)).toBe(due);

    expect(Object.entries(await rowsOf(old)).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOf(recent)).toEqual(recentHeld);
    expect(await rowsOf(listed)).toEqual(listedHeld);
    // The account stays (it may apply again), and so do the payment records, for their own period, tied to no listing.
    expect(await count(sql.unsafe`SELECT 1 FROM users WHERE id = ${old.userId}`)).toBe(1);
    expect(
      await count(sql.unsafe`
        SELECT 1 FROM featured_payments
        WHERE id = ${paymentIds[0]!} AND user_id = ${old.userId} AND therapist_id IS NULL`),
    ).toBe(1);
    // Who did what, and when, stays in the admin log.
    expect(await count(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE id = ANY(${sql.array(auditIds, "int8")})`)).toBe(
      auditIds.length,
    );

    expect(await purgeRemovedListings(t.db, NOW)).toBe(0);
  });

  it("is erased by a nightly job", () => {
    const handler = JOBS.find((job) => job.job.name === "purge-removed-listings");
    expect(handler?.job.schedule).toMatch(/^\S+ \S+ \* \* \*$/);
  });
});

import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sessionStore } from "#app/auth/auth-state.server.ts";
import { signInWithMagicLink } from "#app/auth/sign-in.server.ts";
import { generateToken, insertMagicLinkToken } from "#app/auth/tokens.server.ts";
import { parseConfig } from "#app/config/config.server.ts";
import { createAppServices, type AppServices } from "#app/context.server.ts";
import { createLogger } from "#app/logger.server.ts";
import {
  ANALYTICS_DAILY_RETENTION_MONTHS,
  AUDIT_ACTOR_RETENTION_MONTHS,
  AUDIT_COPY_RETENTION_MONTHS,
  BACKUP_RETENTION_DAYS,
  INQUIRY_RETENTION_MONTHS,
  LOG_KEPT_MEGABYTES,
  PAYMENT_EVENT_RETENTION_DAYS,
  PAYMENT_RECORD_RETENTION_YEARS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  REMOVED_LISTING_RETENTION_MONTHS,
  UNUSED_ACCOUNT_RETENTION_MONTHS,
} from "#app/privacy/retention.ts";
import commonEn from "#app/i18n/compiled/common.en.ts";
import commonFr from "#app/i18n/compiled/common.fr.ts";
import privacyEn from "#app/i18n/compiled/privacy.en.ts";
import privacyFr from "#app/i18n/compiled/privacy.fr.ts";
import { auditForSubmission, eraseOldAuditActors } from "#app/admin/audit.server.ts";
import { CatalogueProvider } from "#app/i18n/i18n.tsx";
import PrivacyPolicy from "#app/routes/privacy-policy.tsx";
import {
  eraseOldReviewers,
  purgeAuditCopies,
  purgePaymentRecords,
  purgeRejectedApplications,
  purgeUnusedAccounts,
} from "#app/privacy/retention.server.ts";
import { purgeOldInquiries } from "#app/inquiries/inquiries.server.ts";
import { purgeDecidedChangeRequests } from "#app/therapists/change-requests.server.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { purgeAuditCopiesHandler } from "#indexer/jobs/purge-audit-copies.ts";
import { seedSubmission } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// Every kind of personal data has a retention period, applied by a nightly job and stated in the privacy policy.
// Each purge is run as of a set clock (NOW, years from the day the rows are written) against rows a day past and a
// day inside its period.

let t: TestDatabase;
let services: AppServices;
const DAY = 86_400_000;
const NOW = new Date("2031-03-01T04:00:00Z");
/** `months` calendar months before NOW, then `extraDays` days earlier (negative: later), as ISO 8601. */
const monthsAgo = (months: number, extraDays: number) =>
  new Date(Date.UTC(2031, 2 - months, 1, 4) - extraDays * DAY).toISOString();
const exists = (query: ReturnType<typeof sql.unsafe>) =>
  t.db.oneFirst(sql.type(z.object({ found: z.boolean() }))`SELECT EXISTS (${query}) AS found`);
const newUser = (email: string, lastSignIn: string | null, created: string) =>
  t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO users (email, last_sign_in_at, created_at) VALUES (${email}, ${lastSignIn}, ${created}) RETURNING id`);

beforeAll(async () => {
  t = await createTestDb();
  services = createAppServices({
    db: t.db,
    boss: undefined as never,
    config: parseConfig({ DATA_DIR: "/tmp" }),
    logger: createLogger("silent"),
  });
});
afterAll(async () => {
  await t?.release();
});

/** The privacy policy as rendered in `language`, its text only (tags dropped, spaces collapsed). */
function policyText(language: "en" | "fr"): string {
  const catalogue = language === "en" ? { ...commonEn, ...privacyEn } : { ...commonFr, ...privacyFr };
  const page = createElement(CatalogueProvider, { language, catalogue }, createElement(PrivacyPolicy));
  return renderToString(createElement(MemoryRouter, null, page))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}
describe("retention", () => {
  it("deletes contact messages, with their follow-ups, once they are older than the period", async () => {
    const therapist = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types)
      VALUES ('robin-kept', 'Robin', 'Kept', 'robin.kept@example.com', '{Anxiety}', '{CBT}') RETURNING id`);
    const message = (created: string) =>
      t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
        INSERT INTO contact_inquiries (therapist_id, name, email, message, created_at)
        VALUES (${therapist}, 'Sam Visitor', 'sam@example.org', 'I have been feeling low.', ${created}) RETURNING id`);
    const old = await message(monthsAgo(INQUIRY_RETENTION_MONTHS, 1));
    const recent = await message(monthsAgo(INQUIRY_RETENTION_MONTHS, -1));
    await t.db.query(sql.unsafe`
      INSERT INTO inquiry_follow_ups (inquiry_id, kind, sent_at) VALUES (${old}, 'first-reminder', ${monthsAgo(12, 0)})`);
    expect(await purgeOldInquiries(t.db, NOW)).toBe(1);
    expect(await purgeOldInquiries(t.db, NOW)).toBe(0);
    expect(await exists(sql.unsafe`SELECT 1 FROM contact_inquiries WHERE id = ${old}`)).toBe(false);
    expect(await exists(sql.unsafe`SELECT 1 FROM inquiry_follow_ups WHERE inquiry_id = ${old}`)).toBe(false);
    expect(await exists(sql.unsafe`SELECT 1 FROM contact_inquiries WHERE id = ${recent}`)).toBe(true);
  });

  it("deletes rejected applications decided more than the period ago, and keeps newer and pending ones", async () => {
    const old = await seedSubmission(t.db);
    const recent = await seedSubmission(t.db);
    const pending = await seedSubmission(t.db);
    await t.db.query(
      sql.unsafe`UPDATE therapist_submissions SET status = 'rejected', reviewed_at = ${monthsAgo(REJECTED_APPLICATION_RETENTION_MONTHS, 1)} WHERE id = ${old.id}`,
    );
    await t.db.query(
      sql.unsafe`UPDATE therapist_submissions SET status = 'rejected', reviewed_at = ${monthsAgo(REJECTED_APPLICATION_RETENTION_MONTHS, -1)} WHERE id = ${recent.id}`,
    );
    await t.db.query(
      sql.unsafe`UPDATE therapist_submissions SET created_at = ${monthsAgo(60, 0)} WHERE id = ${pending.id}`,
    );
    expect(await purgeRejectedApplications(t.db, NOW)).toBe(1);
    expect(await purgeRejectedApplications(t.db, NOW)).toBe(0);
    expect(await exists(sql.unsafe`SELECT 1 FROM therapist_submissions WHERE id = ${old.id}`)).toBe(false);
    expect(await exists(sql.unsafe`SELECT 1 FROM therapist_submissions WHERE id = ${recent.id}`)).toBe(true);
    expect(await exists(sql.unsafe`SELECT 1 FROM therapist_submissions WHERE id = ${pending.id}`)).toBe(true);
  });

  it("clears the profile copies in old audit entries and keeps the entry", async () => {
    const insert = (created: string) =>
      t.db.oneFirst(sql.type(z.object({ id: z.number() }))`
      INSERT INTO admin_audit_log (actor_email, action, before, after, note, created_at)
      VALUES ('admin@example.com', 'edit', '{"firstName":"Old"}', '{"firstName":"New"}', 'a note', ${created}) RETURNING id::int`);
    const old = await insert(monthsAgo(AUDIT_COPY_RETENTION_MONTHS, 1));
    const recent = await insert(monthsAgo(AUDIT_COPY_RETENTION_MONTHS, -1));
    expect(await purgeAuditCopies(t.db, NOW)).toBe(1);
    expect(await purgeAuditCopies(t.db, NOW)).toBe(0);
    expect(
      await exists(
        sql.unsafe`SELECT 1 FROM admin_audit_log WHERE id = ${old} AND before IS NULL AND after IS NULL AND note IS NULL AND action = 'edit'`,
      ),
    ).toBe(true);
    expect(
      await exists(
        sql.unsafe`SELECT 1 FROM admin_audit_log WHERE id = ${recent} AND before IS NOT NULL AND note = 'a note'`,
      ),
    ).toBe(true);
  });

  it("erases who did it from audit entries older than the actor's period, keeping what was done and when", async () => {
    await t.db.query(sql.unsafe`DELETE FROM admin_audit_log`); // the entries of the tests above
    const submission = await seedSubmission(t.db);
    const admin = await newUser("acting-admin@example.com", null, monthsAgo(60, 0));
    const insert = (created: string) =>
      t.db.oneFirst(sql.type(z.object({ id: z.number() }))`
      INSERT INTO admin_audit_log (actor_id, actor_email, action, submission_id, created_at)
      VALUES (${admin}, 'acting-admin@example.com', 'approve', ${submission.id}, ${created}) RETURNING id::int`);
    const old = await insert(monthsAgo(AUDIT_ACTOR_RETENTION_MONTHS, 1));
    const recent = await insert(monthsAgo(AUDIT_ACTOR_RETENTION_MONTHS, -1));
    const Entry = z.object({ id: z.number(), actorId: z.uuid().nullable(), actorEmail: z.string().nullable() });
    const entries = () =>
      t.db.any(sql.type(Entry)`
        SELECT id::int, actor_id AS "actorId", actor_email AS "actorEmail" FROM admin_audit_log
        WHERE id IN (${old}, ${recent}) ORDER BY id`);
    expect(await eraseOldAuditActors(t.db, NOW)).toBe(1);
    const erased = await entries();
    expect(erased).toEqual([
      { id: old, actorId: null, actorEmail: null },
      { id: recent, actorId: admin, actorEmail: "acting-admin@example.com" },
    ]);
    expect(await eraseOldAuditActors(t.db, NOW)).toBe(0);
    expect(await entries()).toEqual(erased);
    // The admin page still lists the entry, its action and time, of nobody.
    const audit = await auditForSubmission(t.db, submission.id);
    expect(audit.map((entry) => [entry.id, entry.action, entry.actorEmail])).toEqual([
      [recent, "approve", "acting-admin@example.com"],
      [old, "approve", null],
    ]);
    expect(new Date(audit[1]!.createdAt).toISOString()).toBe(monthsAgo(AUDIT_ACTOR_RETENTION_MONTHS, 1));
    // The nightly purge-audit-copies job erases it, as of its own clock.
    const ancient = await insert("2001-01-01T00:00:00Z");
    await purgeAuditCopiesHandler.handle({}, services, {} as never);
    expect(await exists(sql.unsafe`SELECT 1 FROM admin_audit_log WHERE id = ${ancient} AND actor_email IS NULL`)).toBe(
      true,
    );
  });

  it("erases who reviewed an application decided more than the actor's period ago, keeping the decision", async () => {
    const admin = await newUser("reviewing-admin@example.com", null, monthsAgo(60, 0));
    const decided = async (reviewed: string) => {
      const { id } = await seedSubmission(t.db);
      await t.db.query(sql.unsafe`
        UPDATE therapist_submissions SET status = 'approved', reviewed_at = ${reviewed}, reviewed_by = ${admin}
        WHERE id = ${id}`);
      return id;
    };
    const old = await decided(monthsAgo(AUDIT_ACTOR_RETENTION_MONTHS, 1));
    const recent = await decided(monthsAgo(AUDIT_ACTOR_RETENTION_MONTHS, -1));
    const Row = z.object({ id: z.uuid(), status: z.string(), reviewedBy: z.uuid().nullable() });
    const rows = () =>
      t.db.any(sql.type(Row)`
        SELECT id, status, reviewed_by AS "reviewedBy" FROM therapist_submissions WHERE id IN (${old}, ${recent})
        ORDER BY reviewed_at`);
    expect(await eraseOldReviewers(t.db, NOW)).toBe(1);
    expect(await rows()).toEqual([
      { id: old, status: "approved", reviewedBy: null },
      { id: recent, status: "approved", reviewedBy: admin },
    ]);
    expect(await eraseOldReviewers(t.db, NOW)).toBe(0);
  });

  it("deletes change requests decided more than the audit copies' period ago, never a pending one", async () => {
    const therapist = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types)
      VALUES ('alex-renamed', 'Alex', 'Renamed', 'alex.renamed@example.com', '{Anxiety}', '{CBT}') RETURNING id`);
    const request = (status: string, created: string, decided: string | null) =>
      t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
        INSERT INTO profile_change_requests (therapist_id, changes, status, created_at, decided_at)
        VALUES (${therapist}, '{"lastName":"Formerly"}', ${status}, ${created}, ${decided}) RETURNING id`);
    const long = monthsAgo(60, 0);
    const old = await request("approved", long, monthsAgo(AUDIT_COPY_RETENTION_MONTHS, 1));
    const recent = await request("rejected", long, monthsAgo(AUDIT_COPY_RETENTION_MONTHS, -1));
    const pending = await request("pending", long, null);
    await purgeDecidedChangeRequests(t.db, NOW);
    const left = await t.db.anyFirst(sql.type(z.object({ id: z.uuid() }))`
      SELECT id FROM profile_change_requests WHERE therapist_id = ${therapist}`);
    expect(left).not.toContain(old);
    expect([...left].sort()).toEqual([recent, pending].sort());
    expect(await purgeDecidedChangeRequests(t.db, NOW)).toBe(0);
    // The nightly purge-audit-copies job runs it, as of its own clock.
    const ancient = await request("approved", "2001-01-01T00:00:00Z", "2001-01-02T00:00:00Z");
    await purgeAuditCopiesHandler.handle({}, services, {} as never);
    expect(await exists(sql.unsafe`SELECT 1 FROM profile_change_requests WHERE id = ${ancient}`)).toBe(false);
  });

  it("deletes accounts nobody has used for the period, never one with a profile, an application or a payment, nor an admin", async () => {
    const long = monthsAgo(UNUSED_ACCOUNT_RETENTION_MONTHS, 1);
    await newUser("unused@example.com", long, long);
    await newUser("never@example.com", null, long);
    // The language an account's emails are written in goes with the account.
    await t.db.query(sql.unsafe`UPDATE users SET language = 'fr' WHERE email = 'unused@example.com'`);
    await newUser("recent@example.com", monthsAgo(UNUSED_ACCOUNT_RETENTION_MONTHS, -1), long);
    const applicant = await seedSubmission(t.db, { userEmail: "old-applicant@example.com" });
    await t.db.query(sql.unsafe`UPDATE users SET created_at = ${long} WHERE id = ${applicant.userId}`);
    const payer = await newUser("payer@example.com", long, long);
    await t.db.query(
      sql.unsafe`INSERT INTO featured_payments (user_id, provider_payment_id, amount, status, kind) VALUES (${payer}, 'pi_1', 2900, 'paid', 'first')`,
    );
    const admin = await newUser("old-admin@example.com", long, long);
    await t.db.query(sql.unsafe`UPDATE users SET role = 'admin' WHERE id = ${admin}`);
    await purgeUnusedAccounts(t.db, services.config.adminEmails, NOW);
    const left = await t.db.anyFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users ORDER BY email`);
    expect(left).not.toContain("unused@example.com");
    expect(left).not.toContain("never@example.com");
    expect(await exists(sql.unsafe`SELECT 1 FROM users WHERE language = 'fr'`)).toBe(false);
    expect(left).toEqual(
      expect.arrayContaining([
        "recent@example.com",
        "old-applicant@example.com",
        "payer@example.com",
        "old-admin@example.com",
      ]),
    );
  });

  it("never deletes an admin listed in ADMIN_EMAILS (its role stays 'user'), nor its authenticator", async () => {
    const long = monthsAgo(UNUSED_ACCOUNT_RETENTION_MONTHS, 1);
    const listed = createAppServices({
      db: t.db,
      boss: undefined as never,
      config: parseConfig({ DATA_DIR: "/tmp", ADMIN_EMAILS: "ops@example.com, Backup-Admin@Example.com" }),
      logger: createLogger("silent"),
    });
    const admin = await newUser("backup-admin@example.com", long, long);
    await t.db.query(sql.unsafe`
      INSERT INTO admin_second_factors (user_id, secret, confirmed_at) VALUES (${admin}, 'JBSWY3DPEHPK3PXP', now())`);
    await newUser("not-listed@example.com", long, long);
    await purgeUnusedAccounts(t.db, listed.config.adminEmails, NOW);
    expect(await exists(sql.unsafe`SELECT 1 FROM users WHERE id = ${admin}`)).toBe(true);
    expect(await exists(sql.unsafe`SELECT 1 FROM admin_second_factors WHERE user_id = ${admin}`)).toBe(true);
    expect(await exists(sql.unsafe`SELECT 1 FROM users WHERE email = 'not-listed@example.com'`)).toBe(false);
  });

  it("notes each sign-in, so an account is unused only the period after its last one", async () => {
    const email = "signs-in@example.com";
    const long = monthsAgo(UNUSED_ACCOUNT_RETENTION_MONTHS, 30);
    await newUser(email, long, long);
    // Signed in a day inside the period before NOW.
    const signedInAt = new Date(monthsAgo(UNUSED_ACCOUNT_RETENTION_MONTHS, -1));
    const token = generateToken();
    await insertMagicLinkToken(t.db, { email, token, returnTo: null, browser: null, now: signedInAt });
    const session = await sessionStore(services).getSession();
    const use = { token, session, ip: "198.51.100.1", cookie: null, confirmed: true, now: signedInAt };
    expect((await signInWithMagicLink(services, use)).ok).toBe(true);
    const kept = () => exists(sql.unsafe`SELECT 1 FROM users WHERE email = ${email}`);
    await purgeUnusedAccounts(t.db, services.config.adminEmails, NOW);
    expect(await kept()).toBe(true);
    await purgeUnusedAccounts(t.db, services.config.adminEmails, new Date(NOW.getTime() + 2 * DAY));
    expect(await kept()).toBe(false);
  });

  it("deletes payment records past the legal period and provider events past theirs, handled or not", async () => {
    const user = await newUser("payments@example.com", null, NOW.toISOString());
    const pay = (id: string, created: string) =>
      t.db.query(sql.unsafe`
      INSERT INTO featured_payments (user_id, provider_payment_id, amount, status, kind, created_at) VALUES (${user}, ${id}, 2900, 'paid', 'renewal', ${created})`);
    await pay("pi_old", monthsAgo(PAYMENT_RECORD_RETENTION_YEARS * 12, 1));
    await pay("pi_recent", monthsAgo(PAYMENT_RECORD_RETENTION_YEARS * 12, -1));
    const event = (id: string, received: string, handled: boolean) =>
      t.db.query(sql.unsafe`
      INSERT INTO payment_events (id, type, created, payload, received_at, handled_at)
      VALUES (${id}, 'invoice.paid', ${received}, '{"customer_email":"payer@example.com"}', ${received}, ${handled ? received : null})`);
    const eventDaysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
    await event("evt_old", eventDaysAgo(PAYMENT_EVENT_RETENTION_DAYS + 1), true);
    await event("evt_recent", eventDaysAgo(PAYMENT_EVENT_RETENTION_DAYS - 1), true);
    // Never handled: its job's dead letter left the queue (14 days) long before.
    await event("evt_unhandled_old", eventDaysAgo(PAYMENT_EVENT_RETENTION_DAYS + 1), false);
    await event("evt_unhandled_recent", eventDaysAgo(PAYMENT_EVENT_RETENTION_DAYS - 1), false);
    expect(await purgePaymentRecords(t.db, NOW)).toEqual({ payments: 1, events: 2 });
    expect(await purgePaymentRecords(t.db, NOW)).toEqual({ payments: 0, events: 0 });
    const payments = await t.db.anyFirst(
      sql.type(
        z.object({ id: z.string() }),
      )`SELECT provider_payment_id AS id FROM featured_payments WHERE user_id = ${user}`,
    );
    expect(payments).toEqual(["pi_recent"]);
    const events = await t.db.anyFirst(
      sql.type(z.object({ id: z.string() }))`SELECT id FROM payment_events ORDER BY id`,
    );
    expect(events).toEqual(["evt_recent", "evt_unhandled_recent"]);
  });

  it("runs each purge as a scheduled job", () => {
    for (const name of [
      "purge-inquiries",
      "rollup-analytics",
      "purge-analytics-counts",
      "purge-rejected-applications",
      "purge-audit-copies",
      "purge-unused-accounts",
      "purge-payment-records",
      "purge-removed-listings",
      "purge-search-vocabulary",
    ]) {
      expect(JOBS.find((handler) => handler.job.name === name)?.job.schedule, name).toMatch(/^\S+ \S+ \* \* \*$/);
    }
  });

  it("states each period in the privacy policy", () => {
    const text = policyText("en");
    expect(text).toContain("Contact messages: deleted 12 months after");
    expect(text).toContain(
      `Rejected applications and their review notes: kept for ${REJECTED_APPLICATION_RETENTION_MONTHS} months`,
    );
    expect(text).toContain(`kept for ${AUDIT_COPY_RETENTION_MONTHS} months, then cleared`);
    expect(text).toContain("is deleted the same time after our decision on it");
    expect(text).toContain(
      `The email address of the administrator who acted is erased ${AUDIT_ACTOR_RETENTION_MONTHS} months after the action`,
    );
    expect(text).toContain(`which we keep for ${ANALYTICS_DAILY_RETENTION_MONTHS} months after their day`);
    expect(text).toContain(`archived with restricted access for ${REMOVED_LISTING_RETENTION_MONTHS} months`);
    expect(text).toContain(`signed in to for ${UNUSED_ACCOUNT_RETENTION_MONTHS} months is deleted`);
    expect(text).toContain(`Payment records: kept for ${PAYMENT_RECORD_RETENTION_YEARS} years`);
    expect(text).toContain(`deleted ${PAYMENT_EVENT_RETENTION_DAYS} days after we receive them`);
    expect(text).toMatch(/kept one by one for 90 days/);
    expect(text).toContain(
      `Backups of our database and files: deleted ${BACKUP_RETENTION_DAYS} days after they are made`,
    );
    expect(text).toContain(`Each server keeps at most ${LOG_KEPT_MEGABYTES} MB of them`);
  });

  it("states the periods of daily analytics counts and of who acted in the French privacy policy too", () => {
    const text = policyText("fr");
    expect(text).toContain(`que nous gardons ${ANALYTICS_DAILY_RETENTION_MONTHS} mois après leur jour`);
    expect(text).toContain(
      `L’adresse courriel de l’administrateur qui a agi est effacée ${AUDIT_ACTOR_RETENTION_MONTHS} mois après son geste`,
    );
  });
});

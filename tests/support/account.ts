import { randomUUID } from "node:crypto";
import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { cancelRemovedSubscriptionJob } from "#app/jobs/cancel-removed-subscription.server.ts";
import { issueActionLink } from "#app/links/action-links.server.ts";
import { createLogger } from "#app/logger.server.ts";
import { cancelRemovedSubscriptionHandler } from "#indexer/jobs/cancel-removed-subscription.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { signedInCookie } from "./auth.ts";
import { approvedTherapist, checkoutCompleted, DAY, deliver } from "./featured.ts";

// What the account data tests share (account-export, account-deletion, removed-listings): a therapist's account
// holding one of everything an account can hold, how many rows still hold its listing, and the
// cancel-removed-subscription jobs run as the worker runs them.

const Id = z.object({ id: z.uuid() });
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type FullAccount = Awaited<ReturnType<typeof fullAccount>>;

/** How many rows a query gives. */
export const countRows = (db: CommonQueryMethods, query: ReturnType<typeof sql.unsafe>) =>
  db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n FROM (${query}) AS rows`);

/**
 * The rows an account's listing is in, table by table, that erasing the listing takes (the audit copies: entries
 * still holding a copy or a note).
 */
export async function listingRowsOf(db: CommonQueryMethods, a: FullAccount) {
  const count = (query: ReturnType<typeof sql.unsafe>) => countRows(db, query);
  return {
    listings: await count(sql.unsafe`SELECT 1 FROM therapists WHERE id = ${a.therapistId}`),
    searchDocuments: await count(sql.unsafe`SELECT 1 FROM search_documents WHERE therapist_id = ${a.therapistId}`),
    applications: await count(sql.unsafe`SELECT 1 FROM therapist_submissions WHERE id = ${a.submissionId}`),
    inquiries: await count(sql.unsafe`SELECT 1 FROM contact_inquiries WHERE id = ${a.inquiryId}`),
    followUps: await count(sql.unsafe`SELECT 1 FROM inquiry_follow_ups WHERE inquiry_id = ${a.inquiryId}`),
    actionLinks: await count(
      sql.unsafe`SELECT 1 FROM action_links WHERE subject_id IN (${a.therapistId}, ${a.inquiryId})`,
    ),
    posts: await count(sql.unsafe`SELECT 1 FROM blog_posts WHERE id = ${a.postId}`),
    namedEvents: await count(sql.unsafe`
      SELECT 1 FROM analytics_events
      WHERE data ->> 'therapistName' = ${a.therapistName} OR therapist_id = ${a.therapistId}`),
    auditCopies: await count(sql.unsafe`
      SELECT 1 FROM admin_audit_log WHERE (therapist_id = ${a.therapistId} OR submission_id = ${a.submissionId})
        AND (before IS NOT NULL OR after IS NOT NULL OR note IS NOT NULL)`),
  };
}

/**
 * An approved therapist, Featured by a paid checkout (an active subscription), with a published post and its
 * views, a message received and its follow-up, emailed links for the listing and the message, an uploaded photo
 * on the listing, an identity shown with consent, a profile view counted under its name, an address proved and one
 * still to confirm, a sign-in link asked for, the search documents of the listing and the post, and two signed-in browsers.
 */
export async function fullAccount(services: AppServices, lastName: string) {
  const { db } = services;
  const { userId, therapistId, submissionId } = await approvedTherapist(services, { lastName });
  const email = await db.oneFirst(
    sql.type(z.object({ email: z.string() }))`SELECT email FROM users WHERE id = ${userId}`,
  );
  const checkout = checkoutCompleted(nowSeconds() - DAY, { userId, therapistId, purpose: "upgrade" });
  if ((await deliver(services, checkout)) !== 200) throw new Error("the checkout was not delivered");
  const slug = `notes-on-${lastName.toLowerCase()}`;
  const postId = await db.oneFirst(sql.type(Id)`
    INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, published_at)
    VALUES (${therapistId}, ${`Notes by ${lastName}`}, ${slug}, ${"Some words about anxiety. ".repeat(20)},
      'A short excerpt about anxiety and what helps.', 'Anxiety', 'published', now())
    RETURNING id`);
  await db.query(sql.unsafe`INSERT INTO blog_post_views (post_id, views) VALUES (${postId}, 7)`);
  const inquiryId = await db.oneFirst(sql.type(Id)`
    INSERT INTO contact_inquiries (therapist_id, name, email, message)
    VALUES (${therapistId}, 'Robin Writer', ${`robin.to.${lastName.toLowerCase()}@example.org`},
      'Do you have openings?')
    RETURNING id`);
  await db.query(sql.unsafe`
    INSERT INTO inquiry_follow_ups (inquiry_id, kind, sent_at) VALUES (${inquiryId}, 'first-reminder', now())`);
  const now = new Date();
  await issueActionLink(db, { purpose: "availability-confirm", subjectId: therapistId, now, validDays: 14 });
  await issueActionLink(db, { purpose: "inquiry-replied", subjectId: inquiryId, now, validDays: 14 });
  const photo = `profile-images/${randomUUID()}.webp`;
  await db.query(sql.unsafe`INSERT INTO uploads (key, user_id) VALUES (${photo}, ${userId})`);
  await db.query(sql.unsafe`
    UPDATE therapists SET profile_image_url = ${`/uploads/${photo}`}, identity = '{woman}', identity_consent_at = now()
    WHERE id = ${therapistId}`);
  await db.query(sql.unsafe`
    INSERT INTO analytics_events (type, therapist_id, data)
    VALUES ('profile_view', ${therapistId}, ${sql.jsonb({ therapistName: `Casey ${lastName}` })})`);
  await db.query(sql.unsafe`
    INSERT INTO address_proofs (user_id, email, token_hash, expires_at, proven_at)
    VALUES (${userId}, ${`office.${lastName.toLowerCase()}@example.com`}, ${randomUUID()}, now() + interval '7 days',
      now())`);
  await db.query(sql.unsafe`
    INSERT INTO address_proofs (user_id, email, token_hash, expires_at)
    VALUES (${userId}, ${`clinic.${lastName.toLowerCase()}@example.com`}, ${randomUUID()}, now() + interval '7 days')`);
  await db.query(sql.unsafe`
    INSERT INTO magic_link_tokens (email, token_hash, expires_at)
    VALUES (${email}, ${randomUUID()}, now() + interval '15 minutes')`);
  await postgresSearchEngine(db).indexTherapist(therapistId);
  await postgresSearchEngine(db).indexBlogPost(postId);
  const cookie = await signedInCookie(services, email);
  const otherBrowser = await signedInCookie(services, email);
  return {
    userId,
    email,
    therapistName: `Casey ${lastName}`,
    therapistId,
    submissionId,
    subscription: checkout.data.object.subscription,
    postId,
    inquiryId,
    photo: `/uploads/${photo}`,
    cookie,
    otherBrowser,
  };
}

const Job = z.object({ data: z.unknown() });

/** The payloads of the queued cancel-removed-subscription jobs for a subscription. */
export async function cancelJobsFor(services: AppServices, subscriptionId: string) {
  const jobs = await services.db.any(sql.type(Job)`
    SELECT data FROM pgboss.job WHERE name = ${cancelRemovedSubscriptionJob.name}
      AND data->>'subscriptionId' = ${subscriptionId} ORDER BY created_on`);
  return jobs.map((job) => cancelRemovedSubscriptionJob.payload.parse(job.data));
}

/** Runs every queued cancel job of a subscription as the worker would. */
export async function runCancelJobsFor(services: AppServices, subscriptionId: string): Promise<void> {
  for (const payload of await cancelJobsFor(services, subscriptionId))
    await cancelRemovedSubscriptionHandler.handle(
      payload,
      { ...services, logger: createLogger("silent") },
      undefined as never,
    );
}

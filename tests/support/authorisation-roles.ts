import { sql } from "slonik";
import { z } from "zod";
import { createSessionStore } from "#app/auth/session.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";
import { seedSubmission } from "./admin.ts";
import { APP_URL, cookieFrom } from "./auth.ts";
import { approvedTherapist, validPost } from "./blog.ts";
import { currentStep, totpAt } from "./totp.ts";

// The people the authorisation matrix tries every route as, on the demo data, each with a session as a magic link
// leaves it: a user without an application or profile, an applicant (a pending application), the demo therapist
// (who owns a draft article and an open demo checkout), another approved therapist, and one admin twice: a session
// in which the admin set up an authenticator and entered its code over HTTP, and one in which no code was entered.

export const ROLES = [
  "anonymous",
  "no profile",
  "applicant",
  "therapist",
  "other therapist",
  "admin before 2FA",
  "admin",
] as const;
export type Role = (typeof ROLES)[number];

/** The ids and names the matrix's paths use: all of them the demo therapist's. */
export type Fixture = {
  therapistId: string;
  therapistSlug: string;
  therapistEmail: string;
  /** A draft article, visible to its author and admins only. */
  draftId: string;
  draftSlug: string;
  /** The draft as it was written (saving it again changes nothing). */
  draftInput: Record<string, unknown>;
  submissionId: string;
  checkoutId: string;
};

export type RequestBody = { form: Record<string, string> } | { json: unknown };
/** A request to the app under test with this cookie (none: anonymous). */
export type Send = (cookie: string | undefined, method: string, path: string, body?: RequestBody) => Promise<Response>;

const ADMIN = "matrix-admin@example.com";
const EMAILS = {
  "no profile": "no-profile@example.com",
  applicant: "applicant@example.com",
  therapist: DEMO_THERAPIST_EMAIL,
  "other therapist": "other-therapist@example.com",
} as const;
const Id = z.object({ id: z.uuid() });
const RECOVERY_CODE = /\b[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\b/g;

/** A session as a magic link leaves it: signed in, and for an admin the second factor not passed yet. */
async function magicLinkSession(services: AppServices, email: string): Promise<string> {
  const userId = await services.db.oneFirst(sql.type(Id)`SELECT id FROM users WHERE email = ${email}`);
  const storage = createSessionStore(services.db, services.config);
  const session = await storage.getSession();
  session.set("userId", userId);
  session.set("renewedAt", Date.now());
  session.set("signedInAt", Date.now());
  return cookieFrom(await storage.commitSession(session));
}

/**
 * The admin's first second step, as the admin's browser takes it: the setup page (which makes the secret), then
 * the code an authenticator shows for it. Answers the new session's cookie and the recovery codes it showed.
 */
async function setUpSecondFactor(services: AppServices, send: Send, cookie: string) {
  const page = await send(cookie, "GET", "/admin/second-factor");
  if (page.status !== 200) throw new Error(`The second-factor page answered ${page.status}`);
  const secret = await services.db.oneFirst(sql.type(z.object({ secret: z.string() }))`
    SELECT f.secret FROM admin_second_factors f JOIN users u ON u.id = f.user_id WHERE u.email = ${ADMIN}`);
  const form = { code: totpAt(secret, currentStep()), returnTo: "/admin" };
  const passed = await send(cookie, "POST", "/admin/second-factor", { form });
  const recoveryCodes = [...new Set((await passed.text()).match(RECOVERY_CODE))];
  const setCookie = passed.headers.get("Set-Cookie");
  if (!setCookie || recoveryCodes.length === 0) throw new Error(`The second factor was refused: ${passed.status}`);
  return { cookie: cookieFrom(setCookie), recoveryCodes };
}

/** A later sign-in's second step, passed with one of the recovery codes (each is accepted once). */
async function passSecondFactor(send: Send, cookie: string, code: string | undefined): Promise<string> {
  if (!code) throw new Error("No recovery code left for another admin session");
  const passed = await send(cookie, "POST", "/admin/second-factor", { form: { code, returnTo: "/admin" } });
  const setCookie = passed.headers.get("Set-Cookie");
  if (passed.status !== 302 || !setCookie) throw new Error(`The recovery code was refused: ${passed.status}`);
  return cookieFrom(setCookie);
}

/**
 * Makes the people and their data. `cookies` holds one session per role for the checks to share (anonymous:
 * none); `freshCookie` signs the role in again, for a check that ends the session it is given.
 */
export async function createRoles(services: AppServices, send: Send) {
  const { db } = services;
  await approvedTherapist(services, EMAILS["other therapist"]);
  const submission = await seedSubmission(db, { userEmail: EMAILS.applicant });
  await db.query(
    sql.unsafe`INSERT INTO users (email, role) VALUES (${EMAILS["no profile"]}, 'user'), (${ADMIN}, 'admin')`,
  );
  const admin = await setUpSecondFactor(services, send, await magicLinkSession(services, ADMIN));
  // Every unlinked listing was reminded just now: the admin's "send linking reminders" check has none to send.
  await db.query(sql.unsafe`UPDATE therapists SET link_reminder_sent_at = now() WHERE user_id IS NULL`);

  const freshCookie = async (role: Role): Promise<string | undefined> => {
    if (role === "anonymous") return undefined;
    const session = await magicLinkSession(
      services,
      role === "admin" || role === "admin before 2FA" ? ADMIN : EMAILS[role],
    );
    return role === "admin" ? passSecondFactor(send, session, admin.recoveryCodes.pop()) : session;
  };
  const cookies = new Map<Role, string | undefined>([["admin", admin.cookie]]);
  for (const role of ROLES) if (role !== "admin") cookies.set(role, await freshCookie(role));

  const own = await db.one(sql.type(z.object({ id: z.uuid(), slug: z.string(), email: z.string() }))`
    SELECT t.id, t.slug, t.email FROM therapists t JOIN users u ON u.id = t.user_id WHERE u.email = ${EMAILS.therapist}`);
  const therapist = cookies.get("therapist");
  const draftInput = validPost(own.id, { status: "draft" });
  const draft = await send(therapist, "POST", "/api/blog-posts", { json: draftInput });
  if (draft.status !== 201) throw new Error(`The draft article was refused: ${draft.status} ${await draft.text()}`);
  const { post } = (await draft.json()) as { post: { id: string; slug: string } };
  const checkout = await send(therapist, "POST", "/api/create-subscription-checkout", { json: {} });
  if (checkout.status !== 200) throw new Error(`The checkout was refused: ${checkout.status} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as { url: string };
  const fixture: Fixture = {
    therapistId: own.id,
    therapistSlug: own.slug,
    therapistEmail: own.email,
    draftId: post.id,
    draftSlug: post.slug,
    draftInput,
    submissionId: submission.id,
    checkoutId: new URL(url, APP_URL).pathname.split("/").pop() ?? "",
  };
  return { fixture, cookies, freshCookie };
}

/**
 * The tables the routes under test write to, whose rows the checks must leave as they found them. Not the admin
 * audit log: an admin saving an article as it already is gets a line there, and changes nothing else.
 */
const WRITTEN = [
  "users",
  "therapists",
  "therapist_submissions",
  "profile_change_requests",
  "blog_posts",
  "featured_checkouts",
  "featured_payments",
  "contact_inquiries",
  "email_change_tokens",
  "uploads",
];

/** A digest of each table's rows (updated_at left out: saving a thing as it already is may touch it). */
export async function rowDigests(db: AppServices["db"]): Promise<Record<string, string>> {
  const digests = await Promise.all(
    WRITTEN.map(async (table) => {
      const digest = await db.oneFirst(sql.type(z.object({ digest: z.string() }))`
        SELECT md5(coalesce(string_agg(row, ',' ORDER BY row), '')) AS digest
        FROM (SELECT (to_jsonb(t) - 'updated_at')::text AS row FROM ${sql.identifier([table])} t) rows`);
      return [table, digest] as const;
    }),
  );
  return Object.fromEntries(digests);
}

import sharp from "sharp";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";
import { seedSubmission } from "./admin.ts";
import type { ContractFixture, ContractRole } from "./api-contract.ts";
import { cookieFrom, latestToken, signedInCookie } from "./auth.ts";
import { approvedTherapist, validPost } from "./blog.ts";
import { checkoutCompleted, signWebhook } from "./featured.ts";

// The people and data the API contract's requests use, on the demo data: each role's session, the demo therapist's
// posts (a draft, one to delete), pending applications to decide, a listing to delete and one to link, a sign-in
// link asked for by a browser, a payment event and an upload URL.

export type ContractBody = { json: unknown } | "photo" | "png" | undefined;
/** A request to the app under test with this cookie (none: anonymous), as a browser on the app's own page. */
export type ContractSend = (
  cookie: string | undefined,
  method: string,
  path: string,
  body?: ContractBody,
  signed?: boolean,
) => Promise<Response>;

/** A sender for the app on this port: same-origin fetch metadata, JSON, multipart or image bodies, redirects not
 * followed. */
export function contractSender(port: number): ContractSend {
  return async (cookie, method, path, body, signed) => {
    const headers: Record<string, string> = {
      Origin: `http://127.0.0.1:${port}`,
      "Sec-Fetch-Site": "same-origin",
      Accept: "application/json",
    };
    if (cookie) headers.Cookie = cookie;
    let payload: BodyInit | undefined;
    if (body === "photo") {
      payload = new FormData();
      payload.append("file", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), "photo.png");
    } else if (body === "png") {
      headers["Content-Type"] = "image/png";
      payload = new Uint8Array(await smallPng());
    } else if (body) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body.json);
      if (signed) headers["Stripe-Signature"] = signWebhook(body.json);
    }
    return fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body: payload, redirect: "manual" });
  };
}

const smallPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();

const Id = z.object({ id: z.uuid() });
const EMAILS = {
  user: "contract-user@example.com",
  newcomer: "contract-newcomer@example.com",
  admin: "contract-admin@example.com",
  "link holder": "contract-link@example.com",
  leaver: "contract-leaver@example.com",
} as const;

export async function createContractFixture(services: AppServices, send: ContractSend) {
  const { db } = services;
  const applicant = await seedSubmission(db);
  const applicantEmail = await db.oneFirst(sql.type(z.object({ email: z.string() }))`
    SELECT email FROM users WHERE id = ${applicant.userId}`);
  const cookies = new Map<ContractRole, string | undefined>([
    ["anonymous", undefined],
    ["user", await signedInCookie(services, EMAILS.user)],
    ["newcomer", await signedInCookie(services, EMAILS.newcomer)],
    ["applicant", await signedInCookie(services, applicantEmail)],
    ["therapist", await signedInCookie(services, DEMO_THERAPIST_EMAIL)],
    ["admin", await signedInCookie(services, EMAILS.admin, "admin")],
    ["leaver", await signedInCookie(services, EMAILS.leaver)],
  ]);
  const own = await db.one(sql.type(z.object({ id: z.uuid(), slug: z.string(), email: z.string(), userId: z.uuid() }))`
    SELECT t.id, t.slug, t.email, t.user_id AS "userId" FROM therapists t JOIN users u ON u.id = t.user_id
    WHERE u.email = ${DEMO_THERAPIST_EMAIL}`);
  const therapist = cookies.get("therapist");
  const write = async (input: Record<string, unknown>) => {
    const answer = await send(therapist, "POST", "/api/blog-posts", { json: input });
    if (answer.status !== 201) throw new Error(`The post was refused: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { post: { id: string; slug: string } }).post;
  };
  const draftInput = validPost(own.id, { status: "draft" });
  const draft = await write(draftInput);
  const doomed = await write(validPost(own.id));
  await postgresSearchEngine(db).rebuildBlog();

  const asked = await send(undefined, "POST", "/api/auth/request-magic-link", {
    json: { email: EMAILS["link holder"] },
  });
  cookies.set("link holder", cookieFrom(asked.headers.get("Set-Cookie")));
  const upload = await send(therapist, "POST", "/api/objects/upload");
  if (upload.status !== 200) throw new Error(`No upload URL: ${upload.status} ${await upload.text()}`);
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const now = Math.floor(Date.now() / 1000);
  const fixture: ContractFixture = {
    therapistId: own.id,
    therapistSlug: own.slug,
    therapistEmail: own.email,
    publishedSlug: await db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT p.slug FROM blog_posts p WHERE p.therapist_id = ${own.id} AND p.status = 'published' LIMIT 1`),
    draftId: draft.id,
    draftSlug: draft.slug,
    draftInput,
    newPost: validPost(own.id),
    doomedPostId: doomed.id,
    newcomerEmail: EMAILS.newcomer,
    userId: await db.oneFirst(sql.type(Id)`SELECT id FROM users WHERE email = ${EMAILS.user}`),
    approveId: (await seedSubmission(db)).id,
    rejectId: (await seedSubmission(db)).id,
    spareTherapistId: (await approvedTherapist(services, "contract-spare@example.com")).id,
    unlinkedTherapistId: await db.oneFirst(sql.type(Id)`
      SELECT id FROM therapists WHERE user_id IS NULL AND status = 'approved' ORDER BY slug LIMIT 1`),
    linkToken: await latestToken(services, EMAILS["link holder"]),
    paymentEvent: checkoutCompleted(now, { userId: own.userId, therapistId: own.id, purpose: "upgrade" }),
    uploadURL,
    uploadPath: new URL(uploadURL).pathname,
    leaverEmail: EMAILS.leaver,
  };
  return { fixture, cookies };
}

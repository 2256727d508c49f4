import { sql, type CommonQueryMethods } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { appRequest, call, contextFor, signedInCookie } from "./auth.ts";

// What the blog tests share: an approved therapist linked to a signed-in user, a valid post, and the queued
// index-blog-post jobs (counted, then run as the worker would).

let counter = 0;

export async function approvedTherapist(
  services: AppServices,
  email: string,
  names: { first?: string; last?: string } = {},
) {
  const cookie = await signedInCookie(services, email);
  const n = counter++;
  const id = await services.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (user_id, slug, first_name, last_name, email, phone, credentials, specialties, therapy_types, city, province, bio, status)
    VALUES ((SELECT id FROM users WHERE email = ${email}), ${`writer-${n}-${Date.now()}`}, ${names.first ?? "Wren"}, ${names.last ?? `Writer${n}`},
      ${`therapist-${n}-${Date.now()}@example.com`}, '416-555-0100', 'M.A., RP (CRPO)', ${sql.array(["Anxiety"], "text")},
      ${sql.array(["CBT"], "text")}, 'Toronto', 'ON', 'A bio.', 'approved')
    RETURNING id`);
  return { id, cookie };
}

const CONTENT =
  "Worry is a normal part of life, but when it starts to shape every decision it is worth a closer look. ".repeat(4);

export function validPost(therapistId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    therapistId,
    title: `Calming an anxious mind ${counter}`,
    slug: `calming-an-anxious-mind-${counter}-${Date.now()}`,
    content: CONTENT,
    excerpt: "Practical steps for the days when worry takes over, from a registered psychotherapist.",
    specialty: "Anxiety",
    metaTitle: null,
    metaDescription: null,
    status: "published",
    ...overrides,
  };
}

const Job = z.object({ postId: z.string() });

/** The postIds of queued index-blog-post jobs. */
export async function queuedBlogJobs(db: CommonQueryMethods): Promise<string[]> {
  const rows = await db.anyFirst(sql.type(z.object({ data: Job }))`
    SELECT data FROM pgboss.job WHERE name = 'index-blog-post' AND state = 'created' ORDER BY created_on`);
  return rows.map((row) => row.postId);
}

/** Runs the queued index-blog-post jobs as the worker would, then marks them done. */
export async function runBlogJobs(services: AppServices): Promise<number> {
  const ids = await queuedBlogJobs(services.db);
  const engine = postgresSearchEngine(services.db);
  for (const id of ids) await engine.indexBlogPost(id);
  await services.db.query(
    sql.unsafe`UPDATE pgboss.job SET state = 'completed' WHERE name = 'index-blog-post' AND state = 'created'`,
  );
  return ids.length;
}

export type Loaded = { status?: number; init?: { status: number }; data?: unknown } & Record<string, unknown>;

/**
 * Calls a blog page's loader or action as React Router would, with the services `services()` gives; a thrown
 * Response or data(..., { status }) is returned like a returned one.
 */
export function routeRunner(services: () => AppServices) {
  return async function run(
    handler: unknown,
    path: string,
    init: Parameters<typeof appRequest>[1] = {},
    params: Record<string, string> = {},
  ): Promise<Loaded | Response> {
    try {
      return (await call(
        ((args: object) => (handler as (a: object) => unknown)({ ...args, params })) as never,
        appRequest(path, init),
        contextFor(services()),
      )) as Loaded | Response;
    } catch (thrown) {
      if (thrown && typeof thrown === "object" && "init" in thrown) return thrown as Loaded;
      throw thrown;
    }
  };
}

export const statusOf = (result: Loaded | Response) =>
  result instanceof Response ? result.status : (result.init?.status ?? 200);

/** The post's fields as the form posts them (every value a string, null as empty), with the status button's value. */
export function postForm(values: Record<string, unknown>, status: string): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? "" : String(v)])), status };
}

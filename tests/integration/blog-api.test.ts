import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { action as createAction, loader as searchLoader } from "#app/routes/api.blog-posts.ts";
import { loader as bySlugLoader } from "#app/routes/api.blog-posts.by-slug.ts";
import { action as postAction } from "#app/routes/api.blog-posts.id.ts";
import { loader as blogPageLoader } from "#app/routes/blog.tsx";
import { loader as therapistPostsLoader } from "#app/routes/api.therapists.id.blog-posts.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, callForResponse, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { callWith } from "../support/admin.ts";
import { approvedTherapist, queuedBlogJobs, routeRunner, runBlogJobs, validPost } from "../support/blog.ts";

// Who may call each blog write (signed out, the author, another therapist, a user without a profile, an admin),
// the form rules checked on the server, slug conflicts, the index job enqueued with every change, and the search
// list's items: every field of the specification's blog post (the /blog page's data leaves the content out).

let t: TestDatabase;
let services: AppServices;
let author: { id: string; cookie: string };
let other: { id: string; cookie: string };
let adminCookie = "";
let visitorCookie = "";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  author = await approvedTherapist(services, "author@example.com");
  other = await approvedTherapist(services, "other@example.com");
  adminCookie = await signedInCookie(services, "listed-admin@example.com", "admin");
  visitorCookie = await signedInCookie(services, "reader@example.com");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

const create = (body: unknown, cookie: string | null) =>
  callForResponse(createAction as never, appRequest("/api/blog-posts", { json: body, cookie }), contextFor(services));
const change = (id: string, method: string, cookie: string | null, body?: unknown) =>
  callWith(
    postAction as never,
    appRequest(`/api/blog-posts/${id}`, { method, json: body, cookie }),
    contextFor(services),
    { id },
  );
const bySlug = (slug: string) =>
  callWith(bySlugLoader as never, appRequest(`/api/blog-posts/by-slug/${slug}`), contextFor(services), { slug });
const search = (query: string) =>
  callForResponse(searchLoader as never, appRequest(`/api/blog-posts${query}`), contextFor(services));
const postsOf = (id: string) =>
  callWith(therapistPostsLoader as never, appRequest(`/api/therapists/${id}/blog-posts`), contextFor(services), {
    id,
  });
const created = async (response: Response) => ((await response.json()) as { post: { id: string; slug: string } }).post;

describe("POST /api/blog-posts", () => {
  it("401 signed out, 403 without an approved profile, 403 as another therapist, 201 as the author and as an admin", async () => {
    expect((await create(validPost(author.id), null)).status).toBe(401);
    const noProfile = await create(validPost(author.id), visitorCookie);
    expect(noProfile.status).toBe(403);
    expect(((await noProfile.json()) as { message: string }).message).toMatch(/approved therapist profile/);
    expect((await create(validPost(author.id), other.cookie)).status).toBe(403);
    expect((await create(validPost(author.id), author.cookie)).status).toBe(201);
    expect((await create(validPost(other.id), adminCookie)).status).toBe(201);
  });

  it("checks the form rules on the server with the spec's messages", async () => {
    const response = await create(
      validPost(author.id, {
        content: "Too short.",
        excerpt: "Short.",
        therapistId: "",
        title: " ",
        slug: "Not A Slug",
        specialty: "",
      }),
      author.cookie,
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(errors.content).toEqual(["Content must be at least 300 characters"]);
    expect(errors.excerpt).toEqual(["Excerpt must be at least 50 characters"]);
    expect(errors.therapistId).toEqual(["Please select a therapist (author)."]);
    expect(errors.title).toBeDefined();
    expect(errors.slug).toBeDefined();
    expect(errors.specialty).toBeDefined();
    const long = await create(validPost(author.id, { excerpt: "x".repeat(161) }), author.cookie);
    expect(((await long.json()) as { errors: Record<string, string[]> }).errors.excerpt).toEqual([
      "Excerpt should not exceed 160 characters",
    ]);
  });

  it("answers 400 (never 500) for malformed bodies, NUL bytes and over-long values", async () => {
    const raw = new Request("http://app.test/api/blog-posts", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://app.test", Cookie: author.cookie },
      body: "{nope",
    });
    expect((await callForResponse(createAction as never, raw, contextFor(services))).status).toBe(400);
    expect((await create(validPost(author.id, { title: "a\u0000b" }), author.cookie)).status).toBe(400);
    expect((await create(validPost(author.id, { content: "y".repeat(60_000) }), author.cookie)).status).toBe(400);
    expect((await create([1, 2], author.cookie)).status).toBe(400);
  });

  it("answers 409 for a taken slug and offers a free one", async () => {
    const first = await created(await create(validPost(author.id, { slug: "taken-slug" }), author.cookie));
    expect(first.slug).toBe("taken-slug");
    const again = await create(validPost(author.id, { slug: "taken-slug" }), author.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      errors: { slug: ["This URL slug is already taken"] },
      suggestion: "taken-slug-2",
    });
    // a page of the blog holds its address (/blog/create): a post there could never be read
    const page = await create(validPost(author.id, { slug: "create" }), author.cookie);
    expect(page.status).toBe(409);
    expect(await page.json()).toMatchObject({
      errors: { slug: ["This URL slug is already taken"] },
      suggestion: "create-2",
    });
  });
});

describe("PUT, PATCH and DELETE /api/blog-posts/{id}", () => {
  it("only the author or an admin changes a post; each change enqueues index-blog-post", async () => {
    await runBlogJobs(services);
    const post = await created(await create(validPost(author.id, { status: "draft" }), author.cookie));
    expect(await queuedBlogJobs(t.db)).toEqual([post.id]);
    expect((await change(post.id, "PATCH", null, { status: "published" })).status).toBe(401);
    expect((await change(post.id, "PATCH", other.cookie, { status: "published" })).status).toBe(403);
    expect((await change(post.id, "PATCH", visitorCookie, { status: "published" })).status).toBe(403);
    expect((await change(post.id, "PATCH", author.cookie, { status: "sideways" })).status).toBe(400);
    expect((await change(post.id, "PATCH", author.cookie, { status: "published" })).status).toBe(200);
    expect((await change(post.id, "PUT", other.cookie, validPost(author.id))).status).toBe(403);
    expect((await change(post.id, "PUT", author.cookie, validPost(other.id))).status).toBe(403);
    expect(
      (await change(post.id, "PUT", author.cookie, validPost(author.id, { slug: post.slug, title: "Renamed" }))).status,
    ).toBe(200);
    expect((await change(post.id, "PATCH", adminCookie, { status: "draft" })).status).toBe(200);
    expect((await change(post.id, "DELETE", other.cookie)).status).toBe(403);
    expect((await change(post.id, "DELETE", adminCookie)).status).toBe(200);
    expect((await change(post.id, "DELETE", adminCookie)).status).toBe(404);
    expect((await change("not-a-uuid", "DELETE", adminCookie)).status).toBe(404);
    expect(await queuedBlogJobs(t.db)).toEqual([post.id, post.id, post.id, post.id, post.id]);
    const audited = await t.db.anyFirst(sql.type(z.object({ action: z.string() }))`
      SELECT action FROM admin_audit_log WHERE after->>'status' = 'draft' OR action = 'post-delete' ORDER BY id`);
    expect(audited).toEqual(["post-unpublish", "post-delete"]);
  });
});

describe("drafts are never public", () => {
  it("by slug, in the list and in search; a published post is", async () => {
    const draft = await created(
      await create(validPost(author.id, { status: "draft", title: "Quokka secrets draft" }), author.cookie),
    );
    const live = await created(await create(validPost(author.id, { title: "Quokka wisdom published" }), author.cookie));
    await runBlogJobs(services);
    expect((await bySlug(draft.slug)).status).toBe(404);
    expect((await bySlug(live.slug)).status).toBe(200);
    // asked with capitals: the same post, its stored slug
    const capitals = await bySlug(live.slug.replace(/^quokka/, "Quokka").toUpperCase());
    expect(capitals.status).toBe(200);
    expect(((await capitals.json()) as { slug: string }).slug).toBe(live.slug);
    expect((await bySlug(draft.slug.toUpperCase())).status).toBe(404);
    const found = (await (await search("?query=quokka")).json()) as { posts: { slug: string }[]; total: number };
    expect(found.posts.map((p) => p.slug)).toEqual([live.slug]);
    expect(found.total).toBe(1);
  });

  it("a removed therapist's posts leave the blog, its search and its list (404: no therapist listed)", async () => {
    const gone = await approvedTherapist(services, "leaving@example.com");
    const none = await postsOf(gone.id);
    expect([none.status, await none.json()]).toEqual([200, []]);
    const post = await created(await create(validPost(gone.id, { title: "Platypus patience" }), gone.cookie));
    const listed = await postsOf(gone.id);
    expect(((await listed.json()) as { id: string }[]).map((p) => p.id)).toEqual([post.id]);
    await runBlogJobs(services);
    expect((await (await search("?query=platypus")).json()) as { total: number }).toMatchObject({ total: 1 });
    const { deleteTherapist } = await import("#app/admin/profiles.server.ts");
    const admin = {
      id: "00000000-0000-0000-0000-000000000000",
      email: "listed-admin@example.com",
      firstName: null,
      lastName: null,
      role: "admin",
      isAdmin: true,
    } as never;
    await t.db.query(
      sql.unsafe`INSERT INTO users (id, email, role) VALUES ('00000000-0000-0000-0000-000000000000', 'audit-admin@example.com', 'admin') ON CONFLICT DO NOTHING`,
    );
    await deleteTherapist(services, admin, gone.id);
    expect(await queuedBlogJobs(t.db)).toContain(post.id);
    await runBlogJobs(services);
    expect((await bySlug(post.slug)).status).toBe(404);
    expect((await (await search("?query=platypus")).json()) as { total: number }).toMatchObject({ total: 0 });
    const removed = await postsOf(gone.id);
    expect([removed.status, ((await removed.json()) as { message: string }).message]).toEqual([
      404,
      "Therapist not found.",
    ]);
  });
});

describe("GET /api/blog-posts", () => {
  it("answers 400 past the limits and for a bad sort", async () => {
    for (const bad of [
      "?limit=0",
      "?limit=51",
      "?page=0",
      "?page=abc",
      "?page=1e1",
      "?page=%2B2",
      "?limit=0x10",
      "?sortBy=random",
      "?therapistId=nope",
      "?query=a%00b",
      `?query=${"q".repeat(201)}`,
    ]) {
      expect((await search(bad)).status, bad).toBe(400);
    }
    expect((await search("?limit=50&page=2&sortBy=title")).status).toBe(200);
  });

  it("takes a parameter given empty as one not given: the defaults, as the therapist search does", async () => {
    const empty = await search("?limit=&page=&sortBy=&query=&specialty=");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual(await (await search("")).json());
  });
});

/** A blog post as the product's specification gives it: every field, each of its type (instants ISO 8601). */
const SpecPost = z.object({
  id: z.uuid(),
  therapistId: z.uuid(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  specialty: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

describe("the search list's items", () => {
  it("carry every field of the specification's blog post, as GET /api/blog-posts/by-slug does", async () => {
    const post = await created(
      await create(
        validPost(author.id, {
          title: "Wombat burrows",
          content: `Wombats dig long burrows. ${"A burrow keeps its wombat cool. ".repeat(12)}`,
          metaTitle: "Wombat burrows, a meta title",
          metaDescription: "What wombat burrows teach about rest.",
        }),
        author.cookie,
      ),
    );
    await runBlogJobs(services);
    const found = (await (await search("?query=wombat")).json()) as { posts: Record<string, unknown>[]; total: number };
    expect(found.total).toBe(1);
    const [item] = found.posts;
    const parsed = SpecPost.safeParse(item);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
    const whole = (await (await bySlug(post.slug)).json()) as Record<string, unknown>;
    for (const field of Object.keys(SpecPost.shape)) expect(item?.[field], field).toEqual(whole[field]);
    expect(item?.content).toMatch(/^Wombats dig long burrows\./);
    expect(item?.status).toBe("published");
    expect(item?.metaTitle).toBe("Wombat burrows, a meta title");
  });

  it("the /blog page's loader data (its .data) lists the same posts without their content", async () => {
    const page = (await routeRunner(() => services)(blogPageLoader, "/blog?query=wombat")) as {
      posts: Record<string, unknown>[];
    };
    expect(page.posts.map((p) => p.title)).toEqual(["Wombat burrows"]);
    expect(page.posts[0]).not.toHaveProperty("content");
    expect(JSON.stringify(page)).not.toContain("A burrow keeps its wombat cool.");
  });
});

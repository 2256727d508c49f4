import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loadCommon } from "#app/i18n/common.ts";
import { loader as listLoader } from "#app/routes/blog.tsx";
import { action as createAction, loader as createLoader } from "#app/routes/blog.create.tsx";
import { action as postAction, loader as postLoader, meta as postMeta } from "#app/routes/blog.slug.tsx";
import { loader as editLoader } from "#app/routes/blog.slug.edit.tsx";
import { loader as rssLoader } from "#app/routes/blog.rss.xml.ts";
import { loader as sitemapFileLoader } from "#app/routes/sitemaps.file.ts";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/therapist.dashboard.tsx";
import { loader as profileLoader } from "#app/routes/therapist-profile.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { createTestServices, signedInCookie } from "../support/auth.ts";
import {
  approvedTherapist,
  postForm,
  queuedBlogJobs,
  routeRunner,
  runBlogJobs,
  statusOf,
  validPost,
} from "../support/blog.ts";

// The blog's pages without JavaScript: who may see a draft, who may open the form, the form posted as a plain
// form, the dashboard's buttons, and that drafts never reach the list, RSS or the sitemap.

let t: TestDatabase;
let services: AppServices;
let author: { id: string; cookie: string };
let other: { id: string; cookie: string };
let adminCookie = "";
let readerCookie = "";

const run = routeRunner(() => services);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  author = await approvedTherapist(services, "page-author@example.com", { first: "Paige", last: "Author" });
  other = await approvedTherapist(services, "page-other@example.com");
  adminCookie = await signedInCookie(services, "listed-admin@example.com", "admin");
  readerCookie = await signedInCookie(services, "page-reader@example.com");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("/blog/create", () => {
  it("signed out goes to sign-in and back; no profile is told to apply; a therapist writes as themself; an admin as anyone", async () => {
    const out = (await run(createLoader, "/blog/create")) as Response;
    expect(out.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent("/blog/create")}`);
    expect(await run(createLoader, "/blog/create", { cookie: readerCookie })).toMatchObject({
      canWrite: false,
      authors: [],
    });
    const mine = (await run(createLoader, "/blog/create", { cookie: author.cookie })) as {
      authors: { id: string }[];
      therapistId: string;
    };
    expect(mine.authors.map((a) => a.id)).toEqual([author.id]);
    expect(mine.therapistId).toBe(author.id);
    const admin = (await run(createLoader, "/blog/create", { cookie: adminCookie })) as { authors: { id: string }[] };
    expect(admin.authors.map((a) => a.id)).toEqual(expect.arrayContaining([author.id, other.id]));
  });

  it("a plain form post saves (draft to the dashboard, published to its page) or shows the messages inline", async () => {
    const draft = validPost(author.id, { title: "Sloth slowness draft" });
    const saved = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(draft, "draft"),
    })) as Response;
    expect(saved.headers.get("Location")).toBe("/therapist/dashboard?saved=draft");
    const told = (await run(dashboardLoader, "/therapist/dashboard?saved=draft", { cookie: author.cookie })) as {
      notice: unknown;
    };
    expect(told.notice).toEqual({
      ok: true,
      title: "Success!",
      description: "Blog post saved as draft. You can publish it later.",
    });
    const published = validPost(author.id, { title: "Sloth slowness published" });
    const live = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(published, "published"),
    })) as Response;
    expect(live.headers.get("Location")).toBe(`/blog/${String(published.slug)}?saved=published`);
    const page = (await run(
      postLoader,
      `/blog/${String(published.slug)}?saved=published`,
      {},
      {
        slug: String(published.slug),
      },
    )) as { saved: boolean };
    expect(page.saved).toBe(true);
    const bad = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm({ ...published, content: "short", therapistId: "" }, "published"),
    })) as { init: { status: number }; data: { errors: Record<string, string[]> } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors.content).toEqual(["Content must be at least 300 characters"]);
    expect(bad.data.errors.therapistId).toEqual(["Please select a therapist (author)."]);
    const taken = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(published, "published"),
    })) as { init: { status: number }; data: { suggestion: string } };
    expect(taken.init.status).toBe(409);
    expect(taken.data.suggestion).toBe(`${String(published.slug)}-2`);
    const forbidden = (await run(createAction, "/blog/create", {
      cookie: other.cookie,
      form: postForm(validPost(author.id), "published"),
    })) as { init: { status: number } };
    expect(forbidden.init.status).toBe(403);
    // a slug left empty (no script filled it in) is made from the title
    const untitled = validPost(author.id, { title: "Sloth Slowness, Again!", slug: "" });
    const fromTitle = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(untitled, "published"),
    })) as Response;
    expect(fromTitle.headers.get("Location")).toBe("/blog/sloth-slowness-again?saved=published");
  });
});

describe("/blog/{slug}", () => {
  it("a draft is seen by its author and admins only; the others get Article Not Found (404)", async () => {
    await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(validPost(author.id, { slug: "hidden-draft", title: "Hidden draft" }), "draft"),
    });
    const at = (cookie: string | null) => run(postLoader, "/blog/hidden-draft", { cookie }, { slug: "hidden-draft" });
    expect(statusOf(await at(null))).toBe(404);
    expect(statusOf(await at(readerCookie))).toBe(404);
    expect(statusOf(await at(other.cookie))).toBe(404);
    expect(await at(author.cookie)).toMatchObject({ canManage: true, post: { status: "draft" } });
    expect(await at(adminCookie)).toMatchObject({ canManage: true });
    expect(statusOf(await run(postLoader, "/blog/nothing-here", {}, { slug: "nothing-here" }))).toBe(404);
    expect(statusOf(await run(postLoader, `/blog/${"x".repeat(300)}`, {}, { slug: "x".repeat(300) }))).toBe(404);
    expect(
      statusOf(await run(editLoader, "/blog/hidden-draft/edit", { cookie: other.cookie }, { slug: "hidden-draft" })),
    ).toBe(404);
    expect(
      await run(editLoader, "/blog/hidden-draft/edit", { cookie: author.cookie }, { slug: "hidden-draft" }),
    ).toMatchObject({ status: "draft" });
  });

  it("the dashboard lists the author's drafts; its Publish button publishes, enqueues the index job and says so", async () => {
    const dashboard = (await run(dashboardLoader, "/therapist/dashboard", { cookie: author.cookie })) as {
      articles: { id: string; slug: string; status: string }[];
    };
    const draft = dashboard.articles.find((a) => a.slug === "hidden-draft")!;
    expect(draft.status).toBe("draft");
    await runBlogJobs(services);
    const press = (cookie: string, intent: string) =>
      run(dashboardAction, "/therapist/dashboard", { cookie, form: { intent, postId: draft.id } });
    const denied = await press(other.cookie, "publish");
    expect(denied).toMatchObject({
      data: { ok: false, title: "Update Failed", description: "You can only write and change your own articles." },
      init: { status: 403 },
    });
    expect(await press(author.cookie, "publish")).toEqual({
      ok: true,
      title: "Success!",
      description: "Blog post published successfully and is now live!",
    });
    expect(await queuedBlogJobs(t.db)).toEqual([draft.id]);
    expect(statusOf(await run(postLoader, "/blog/hidden-draft", {}, { slug: "hidden-draft" }))).toBe(200);
    expect(await press(author.cookie, "unpublish")).toMatchObject({
      ok: true,
      description: "Blog post unpublished: it is a draft again, seen only by you and our team.",
    });
    expect(statusOf(await run(postLoader, "/blog/hidden-draft", {}, { slug: "hidden-draft" }))).toBe(404);
    expect(statusOf(await press(author.cookie, "explode"))).toBe(400);
  });

  it("the article's own buttons post to its page: back to the article, or to /blog once deleted", async () => {
    const post = await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(validPost(author.id, { slug: "own-buttons" }), "draft"),
    });
    expect(statusOf(post)).toBe(302);
    const { id } = await t.db.one(
      sql.type(z.object({ id: z.uuid() }))`SELECT id FROM blog_posts WHERE slug = 'own-buttons'`,
    );
    const press = (cookie: string, intent: string) =>
      run(postAction, "/blog/own-buttons", { cookie, form: { intent, postId: id } }, { slug: "own-buttons" });
    expect(statusOf(await press(other.cookie, "publish"))).toBe(403);
    expect(((await press(author.cookie, "publish")) as Response).headers.get("Location")).toBe("/blog/own-buttons");
    expect(((await press(adminCookie, "delete")) as Response).headers.get("Location")).toBe("/blog");
    expect(statusOf(await press(author.cookie, "explode"))).toBe(400);
  });
});

describe("drafts never reach the list, RSS or the sitemap; text stays text", () => {
  it("lists only public posts and escapes markup", async () => {
    const script = "<script>alert(1)</script>";
    await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(validPost(author.id, { slug: "scripted", title: `Scripted ${script}` }), "published"),
    });
    await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: postForm(validPost(author.id, { slug: "secret-draft", title: "Secret draft" }), "draft"),
    });
    await runBlogJobs(services);
    const drafts = await t.db.anyFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM blog_posts WHERE status = 'draft'`,
    );
    expect(drafts).toContain("secret-draft");

    const list = (await run(listLoader, "/blog?limit=50")) as { posts: { slug: string }[]; total: number };
    const rss = await ((await run(rssLoader, "/blog/rss.xml")) as Response).text();
    const sitemapFile = await run(sitemapFileLoader, "/sitemaps/posts-1.xml", {}, { file: "posts-1.xml" });
    const sitemap = await (sitemapFile as Response).text();
    for (const slug of drafts) {
      expect(list.posts.map((p) => p.slug)).not.toContain(slug);
      expect(rss).not.toContain(`/blog/${slug}<`);
      expect(sitemap).not.toContain(`/blog/${slug}<`);
    }
    expect(list.posts.map((p) => p.slug)).toContain("scripted");
    expect(rss).toContain("/blog/scripted</link>");
    expect(rss).toContain("Scripted &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(rss).not.toContain(script);
    expect(sitemap).toContain("/blog/scripted</loc>");
  });

  it("the author's profile page lists their public posts newest first, never a draft, each time as its column reads", async () => {
    const slug = await t.db.oneFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE id = ${author.id}`,
    );
    // a publishing time 0.9 ms past a millisecond reads as that millisecond (its microseconds dropped, not rounded)
    await t.db.query(sql.unsafe`
      UPDATE blog_posts SET published_at = date_trunc('milliseconds', published_at) + interval '900 microseconds'
      WHERE id = (SELECT id FROM blog_posts WHERE therapist_id = ${author.id} AND status = 'published'
                  ORDER BY published_at DESC LIMIT 1)`);
    const expected = await t.db.any(sql.type(z.object({ slug: z.string(), publishedAt: z.number() }))`
      SELECT slug, published_at AS "publishedAt" FROM blog_posts
      WHERE therapist_id = ${author.id} AND status = 'published' ORDER BY published_at DESC`);
    expect(expected.length).toBeGreaterThan(0);
    const page = (await run(profileLoader, `/therapists/${slug}`, {}, { slug })) as {
      articles: { slug: string; publishedAt: number }[];
    };
    expect(page.articles.map((a) => ({ slug: a.slug, publishedAt: a.publishedAt }))).toEqual(expected);
    expect(page.articles.map((a) => a.slug)).not.toContain("secret-draft");
  });

  it("a profile asked by its id, its first-last name or its slug in capitals moves for good to its stored slug", async () => {
    const slug = await t.db.oneFirst(
      sql.type(z.object({ slug: z.string() }))`SELECT slug FROM therapists WHERE id = ${author.id}`,
    );
    for (const asked of [author.id, "paige-author", slug.toUpperCase()]) {
      const moved = await run(profileLoader, `/therapists/${asked}?tab=articles`, {}, { slug: asked }).catch(
        (thrown: unknown) => thrown,
      );
      expect(moved, asked).toBeInstanceOf(Response);
      expect((moved as Response).status, asked).toBe(301);
      expect((moved as Response).headers.get("Location"), asked).toBe(`/therapists/${slug}?tab=articles`);
    }
  });
});

describe("bad input is a 4xx, never a 500", () => {
  it("NUL bytes, over-long or malformed slugs and bodies", async () => {
    for (const slug of ["a\u0000b", "x".repeat(61), "Not A Slug", "%"]) {
      expect(statusOf(await run(postLoader, "/blog/x", {}, { slug })), slug).toBe(404);
      expect(statusOf(await run(editLoader, "/blog/x/edit", { cookie: author.cookie }, { slug })), slug).toBe(404);
    }
    const garbled = {
      method: "POST",
      cookie: author.cookie,
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
    };
    expect(statusOf(await run(postAction, "/blog/x", garbled, { slug: "x" }))).toBe(400);
    expect(statusOf(await run(createAction, "/blog/create", garbled))).toBe(400);
    expect(
      statusOf(
        await run(createAction, "/blog/create", {
          cookie: author.cookie,
          form: { title: "a\u0000", content: "\u0000".repeat(400) },
        }),
      ),
    ).toBe(400);
  });
});

describe("an article's head", () => {
  it("uses metaTitle / metaDescription, else title / excerpt; canonical URL and Open Graph article tags", async () => {
    const values = validPost(author.id, {
      slug: "head-check",
      title: "Head check title",
      metaTitle: "Meta head title",
      metaDescription: null,
    });
    await run(createAction, "/blog/create", { cookie: author.cookie, form: postForm(values, "published") });
    const loaded = (await run(postLoader, "/blog/head-check", {}, { slug: "head-check" })) as never;
    await loadCommon("en"); // as the server does before it serves: the site's name comes from it
    const tags = postMeta({
      loaderData: loaded,
      location: { pathname: "/blog/head-check" },
      matches: [{ loaderData: { config: { appUrl: "http://app.test" } } }],
    } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Meta head title | Canadian Therapist Directory" });
    expect(tags).toContainEqual({ name: "description", content: String(values.excerpt) });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://app.test/blog/head-check" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags.some((tag) => tag.property === "article:published_time")).toBe(true);
    expect(tags.some((tag) => tag.content === "website")).toBe(false);
  });
});

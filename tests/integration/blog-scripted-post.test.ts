import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { action as createAction } from "#app/routes/blog.create.tsx";
import { action as editAction } from "#app/routes/blog.slug.edit.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { createTestServices, type appRequest } from "../support/auth.ts";
import { approvedTherapist, postForm, routeRunner, validPost } from "../support/blog.ts";

// The blog post form as the page's script posts it (with the scripted field): a saved post is answered with data
// for its toast, not a redirect; a refused one as without JavaScript.

let t: TestDatabase;
let services: AppServices;
let author: { id: string; cookie: string };
const run = routeRunner(() => services);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  author = await approvedTherapist(services, "page-author@example.com", { first: "Paige", last: "Author" });
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("the post form posted by the page's script", () => {
  it("answers a saved post with its toast's message (create 201, edit 200), not a redirect; refusals as without", async () => {
    const scripted = (values: Record<string, unknown>, status: string) => ({
      ...postForm(values, status),
      _scripted: "1",
    });
    const values = validPost(author.id, { title: "Sloth scripted" });
    const slug = String(values.slug);
    const created = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: scripted(values, "draft"),
    })) as { init: { status: number }; data: { post: { id: string } } };
    expect(created.init.status).toBe(201);
    expect(created.data).toMatchObject({
      status: 201,
      message: "Blog post saved as draft. You can publish it later.",
      post: { slug, status: "draft" },
    });
    const edit = (init: Parameters<typeof appRequest>[1]) =>
      run(editAction, `/blog/${slug}/edit`, { cookie: author.cookie, ...init }, { slug });
    expect(await edit({ form: scripted({ ...values, title: "Sloth scripted, edited" }, "published") })).toMatchObject({
      init: { status: 200 },
      data: {
        status: 200,
        message: "Blog post published successfully and is now live!",
        post: { id: created.data.post.id, slug, status: "published" },
      },
    });
    const taken = (await run(createAction, "/blog/create", {
      cookie: author.cookie,
      form: scripted(values, "published"),
    })) as { init: { status: number }; data: { suggestion: string; errors: Record<string, string[]> } };
    expect(taken.init.status).toBe(409);
    expect(taken.data.suggestion).toBe(`${slug}-2`);
    expect(taken.data.errors.slug).toEqual(["This URL slug is already taken"]);
    const bad = (await edit({ form: scripted({ ...values, excerpt: "short" }, "published") })) as {
      init: { status: number };
      data: { errors: Record<string, string[]> };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.errors.excerpt).toEqual(["Excerpt must be at least 50 characters"]);
    // The same edit posted by the browser goes to the article, or to the dashboard for a draft.
    expect(((await edit({ form: postForm(values, "published") })) as Response).headers.get("Location")).toBe(
      `/blog/${slug}?saved=published`,
    );
    expect(((await edit({ form: postForm(values, "draft") })) as Response).headers.get("Location")).toBe(
      "/therapist/dashboard?saved=draft",
    );
  });
});

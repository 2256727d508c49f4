import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { BlogSearchParams } from "#app/blog/search-params.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as createApiAction, loader as searchLoader } from "#app/routes/api.blog-posts.ts";
import { action as createAction } from "#app/routes/blog.create.tsx";
import { action as editAction, loader as editLoader } from "#app/routes/blog.slug.edit.tsx";
import { action as postAction } from "#app/routes/api.blog-posts.id.ts";
import { callWith } from "../support/admin.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, callForResponse, contextFor, createTestServices } from "../support/auth.ts";
import { approvedTherapist, postForm, routeRunner, runBlogJobs, validPost } from "../support/blog.ts";

// Blog posts in French: the post form and the API save a post's language (English unless said), refuse any other
// with a field error, the API's lists carry it, and the search finds a French post by its French words with or
// without accents (an inflection no post has read as its French stem) and by the language filter.

let t: TestDatabase;
let services: AppServices;
let author: { id: string; cookie: string };
const run = routeRunner(() => services);

const FRENCH = {
  title: "Traverser le deuil au quotidien",
  excerpt: "Quelques repères pour vivre le deuil et l'anxiété qui l'accompagne, écrits par une psychothérapeute.",
  content:
    "Le deuil n'est pas une maladie : c'est une réponse naturelle à la perte d'une personne aimée. " +
    "Chez beaucoup de gens, l'anxiété s'installe dans les semaines qui suivent, avec des nuits courtes et des " +
    "pensées qui tournent en boucle. Se donner des moments de repos, parler de la personne disparue et accepter " +
    "l'aide de ses proches sont des gestes simples qui soutiennent le chemin de la guérison.",
  specialty: "Grief & Loss",
};

type Listed = { posts: { id: string; slug: string; language: string }[]; total: number };
const search = async (query: string) => {
  const response = await callForResponse(
    searchLoader as never,
    appRequest(`/api/blog-posts${query}`),
    contextFor(services),
  );
  return { status: response.status, body: (await response.json()) as Listed & { errors?: Record<string, string[]> } };
};

let frenchSlug = "";
let englishSlug = "";

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  author = await approvedTherapist(services, "french-author@example.com");
  const french = validPost(author.id, { ...FRENCH, slug: "traverser-le-deuil", language: "fr" });
  const saved = (await run(createAction, "/blog/create", {
    cookie: author.cookie,
    form: postForm(french, "published"),
  })) as Response;
  expect(saved.headers.get("Location")).toBe("/blog/traverser-le-deuil?saved=published");
  frenchSlug = "traverser-le-deuil";
  const english = validPost(author.id);
  const created = await callForResponse(
    createApiAction as never,
    appRequest("/api/blog-posts", { json: english, cookie: author.cookie }),
    contextFor(services),
  );
  expect(created.status).toBe(201);
  englishSlug = String(english.slug);
  await runBlogJobs(services);
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("a post's language", () => {
  it("is saved from the form and the API (English when left out) and carried in the API's lists", async () => {
    const { body } = await search("?limit=50");
    const languages = Object.fromEntries(body.posts.map((p) => [p.slug, p.language]));
    expect(languages).toEqual({ [frenchSlug]: "fr", [englishSlug]: "en" });
    const edit = (await run(
      editLoader,
      `/blog/${frenchSlug}/edit`,
      { cookie: author.cookie },
      { slug: frenchSlug },
    )) as {
      initial: { language: string };
    };
    expect(edit.initial.language).toBe("fr");
  });

  it("is kept by a PUT that leaves it out, and changed by one that gives it", async () => {
    const { body } = await search(`?query=deuil`);
    const id = body.posts[0]!.id;
    const put = (language?: string) =>
      callWith(
        postAction as never,
        appRequest(`/api/blog-posts/${id}`, {
          method: "PUT",
          json: { ...validPost(author.id, FRENCH), slug: frenchSlug, ...(language ? { language } : {}) },
          cookie: author.cookie,
        }),
        contextFor(services),
        { id },
      );
    expect((await put()).status).toBe(200);
    await runBlogJobs(services);
    expect((await search("?language=fr")).body.total).toBe(1);
    expect((await put("en")).status).toBe(200);
    await runBlogJobs(services);
    expect((await search("?language=fr")).body.total).toBe(0);
    expect((await put("fr")).status).toBe(200);
    await runBlogJobs(services);
    expect((await search("?language=fr")).body.posts.map((p) => p.slug)).toEqual([frenchSlug]);
  });

  it("refuses any other language with a field error: the form and the API answer 400", async () => {
    const form = (await run(
      editAction,
      `/blog/${frenchSlug}/edit`,
      {
        cookie: author.cookie,
        form: postForm({ ...validPost(author.id, FRENCH), slug: frenchSlug, language: "de" }, "published"),
      },
      { slug: frenchSlug },
    )) as { init: { status: number }; data: { errors: Record<string, string[]> } };
    expect(form.init.status).toBe(400);
    expect(form.data.errors.language).toEqual(["Choose English or French"]);
    const api = await callForResponse(
      createApiAction as never,
      appRequest("/api/blog-posts", { json: validPost(author.id, { language: "xx" }), cookie: author.cookie }),
      contextFor(services),
    );
    expect(api.status).toBe(400);
    expect(((await api.json()) as { errors: Record<string, string[]> }).errors.language).toEqual([
      "Choose English or French",
    ]);
    expect((await search("?language=de")).status).toBe(400);
  });
});

describe("the blog search in French", () => {
  it.each(["deuil", "DEUIL", "guérison", "guerison", "deuils", "pensées qui tournent"])(
    "finds the French post by %s",
    async (word) => {
      const { status, body } = await search(`?query=${encodeURIComponent(word)}`);
      expect(status).toBe(200);
      expect(body.posts.map((p) => p.slug)).toEqual([frenchSlug]);
      expect(body.total).toBe(1);
    },
  );

  // A French name of a topic or term is read as typed and as its English words, as the directory reads it: « anxiété »
  // finds the French post that says it and the English post on Anxiety; the language filter narrows as before.
  it.each(["anxiété", "anxiete", "l'anxiété", "ANXIÉTÉ"])(
    "finds the French post and the post on Anxiety by %s",
    async (word) => {
      const { status, body } = await search(`?query=${encodeURIComponent(word)}`);
      expect(status).toBe(200);
      expect(body.posts.map((p) => p.slug).sort()).toEqual([englishSlug, frenchSlug].sort());
      expect(body.total).toBe(2);
      const english = await search(`?query=${encodeURIComponent(word)}&language=en`);
      expect(english.body.posts.map((p) => p.slug)).toEqual([englishSlug]);
      expect(english.body.total).toBe(1);
    },
  );

  it("finds the post on a topic by the topic's French name, which its words do not say", async () => {
    const both = await searchBlog(t.db, BlogSearchParams.parse({ query: "anxiété" }));
    expect(both.corrected).toBeNull();
    // « anxieux » is no word of either post; its English reading, "anxiety", is the English post's topic
    const named = await search(`?query=${encodeURIComponent("anxieux")}`);
    expect(named.body.posts.map((p) => p.slug)).toEqual([englishSlug]);
    expect(named.body.total).toBe(1);
  });

  it("reads an inflection no post has as its French stem, not as a correction", async () => {
    const stemmed = await searchBlog(t.db, BlogSearchParams.parse({ query: "deuils" }));
    expect(stemmed.posts.map((p) => p.slug)).toEqual([frenchSlug]);
    expect(stemmed.corrected).toBeNull();
    const misspelt = await searchBlog(t.db, BlogSearchParams.parse({ query: "deuyl" }));
    expect(misspelt.corrected).toBe("deuil");
  });

  it("filters by language, its counts and topics too", async () => {
    const fr = await search("?language=fr");
    expect(fr.body.posts.map((p) => p.slug)).toEqual([frenchSlug]);
    expect(fr.body.total).toBe(1);
    const en = await search("?language=en");
    expect(en.body.posts.map((p) => p.slug)).toEqual([englishSlug]);
    expect((await search("?language=en&query=deuil")).body.total).toBe(0);
    expect((await search("?language=fr&query=deuil")).body.total).toBe(1);
    expect((await search("?language=fr&specialty=Anxiety")).body.total).toBe(0);
  });
});

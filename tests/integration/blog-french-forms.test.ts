import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { localPath } from "#app/i18n/twins.ts";
import { action as createAction, loader as createLoader } from "#app/routes/blog.create.tsx";
import { action as editAction, loader as editLoader } from "#app/routes/blog.slug.edit.tsx";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { createTestServices, signedInCookie } from "../support/auth.ts";
import { approvedTherapist, postForm, routeRunner, statusOf, validPost } from "../support/blog.ts";

// The post form's pages in French (/fr/blogue/articles/nouveau, /fr/blogue/<slug>/modifier): their words and the
// specialties' names in French, the server's refusals in French field by field, a saved post's way on to the French
// pages; the English pages' answers word for word as before.

const CREATE = "/fr/blogue/articles/nouveau";
let t: TestDatabase;
let services: AppServices;
let author: { id: string; cookie: string };
const run = routeRunner(() => services);

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  author = await approvedTherapist(services, "fr-writer@example.com");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

type Refused = { data: { status: number; message: string; errors: Record<string, string[]>; suggestion?: string } };
const BAD = { title: "", slug: "Pas Bon", excerpt: "Trop court.", content: "Court.", specialty: "" };

describe("the French post form", () => {
  it("sends its words and the specialties' French names; a signed-out visitor goes to sign in and back", async () => {
    const out = (await run(createLoader, CREATE)) as Response;
    expect(out.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(CREATE)}`);
    const page = (await run(createLoader, CREATE, { cookie: author.cookie })) as Record<string, unknown> & {
      catalogue: Record<string, unknown>;
      specialtyNames: Record<string, string>;
    };
    expect(page.language).toBe("fr");
    expect(page.catalogue["postform.create.title"]).toEqual(["Rédiger un article"]);
    expect(page.specialtyNames.Anxiety).toBe("Anxiété");
    const english = (await run(createLoader, "/blog/create", { cookie: author.cookie })) as Record<string, unknown>;
    expect(english.specialtyNames).toEqual({});
  });

  it("refuses in French, field by field; the English form as before", async () => {
    const form = postForm(validPost(author.id, BAD), "published");
    const refused = (await run(createAction, CREATE, { cookie: author.cookie, form })) as Refused;
    expect(refused.data.status).toBe(400);
    expect(refused.data.message).toBe("Veuillez vérifier les champs signalés.");
    expect(refused.data.errors).toEqual({
      title: ["Veuillez indiquer un titre"],
      slug: ["Utilisez des lettres minuscules, des chiffres et des traits d’union simples (au plus 60 caractères)"],
      excerpt: ["Le résumé doit compter au moins 50 caractères"],
      content: ["Le texte doit compter au moins 300 caractères"],
      specialty: ["Veuillez choisir une spécialité"],
    });
    const english = (await run(createAction, "/blog/create", { cookie: author.cookie, form })) as Refused;
    expect(english.data.message).toBe("Please check the highlighted fields.");
    expect(english.data.errors).toEqual({
      title: ["Title is required"],
      slug: ["Use lowercase letters, numbers and single hyphens (at most 60 characters)"],
      excerpt: ["Excerpt must be at least 50 characters"],
      content: ["Content must be at least 300 characters"],
      specialty: ["Please select a specialty"],
    });
  });

  it("saves and goes on to the French pages; a taken slug is refused in French with a free one", async () => {
    const post = validPost(author.id, { language: "fr" });
    const saved = (await run(createAction, CREATE, {
      cookie: author.cookie,
      form: postForm(post, "published"),
    })) as Response;
    expect(saved.headers.get("Location")).toBe(`/fr/blogue/${String(post.slug)}?saved=published`);
    const taken = (await run(createAction, CREATE, {
      cookie: author.cookie,
      form: { ...postForm(post, "draft"), _scripted: "1" },
    })) as Refused;
    expect(statusOf(taken as never)).toBe(409);
    expect(taken.data.errors).toEqual({ slug: ["Cette adresse est déjà prise par un autre article"] });
    expect(taken.data.suggestion).toMatch(new RegExp(`^${String(post.slug)}-`));

    const edit = `/fr/blogue/${String(post.slug)}/modifier`;
    const shown = (await run(editLoader, edit, { cookie: author.cookie }, { slug: String(post.slug) })) as Record<
      string,
      unknown
    >;
    expect(shown).toMatchObject({ language: "fr", status: "published" });
    const draft = (await run(
      editAction,
      edit,
      { cookie: author.cookie, form: { ...postForm(post, "draft"), _scripted: "1" } },
      { slug: String(post.slug) },
    )) as Refused;
    expect(draft.data).toMatchObject({
      status: 200,
      message: "L’article est enregistré comme brouillon. Vous pourrez le publier plus tard.",
    });
    const plain = (await run(
      editAction,
      edit,
      { cookie: author.cookie, form: postForm(post, "draft") },
      { slug: String(post.slug) },
    )) as Response;
    // the French dashboard once it is served, the English one until then
    expect(plain.headers.get("Location")).toBe(`${localPath("fr", "/therapist/dashboard")}?saved=draft`);
  });

  it("answers another writer's post with the French 'not found'", async () => {
    const stranger = await signedInCookie(services, "fr-stranger@example.com");
    const post = validPost(author.id);
    await run(createAction, CREATE, { cookie: author.cookie, form: postForm(post, "published") });
    const edit = `/fr/blogue/${String(post.slug)}/modifier`;
    const refused = (await run(editLoader, edit, { cookie: stranger }, { slug: String(post.slug) })) as {
      init: { status: number };
      data: { catalogue: Record<string, unknown> };
    };
    expect(refused.init.status).toBe(404);
    expect(refused.data.catalogue["post.notFound.title"]).toEqual(["Article introuvable"]);
  });
});

import { sql } from "slonik";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import type { TestDatabase } from "../support/db.ts";
import { directoryServices, createDirectoryDb } from "../support/directory.ts";
import { signedInCookie } from "../support/auth.ts";
import { DEMO_THERAPIST_EMAIL } from "#indexer/seed/seed.server.ts";

// The served forms' controls as the server renders them (before any script): a field marked "*" says it is
// required to assistive technology too (WCAG 1.3.1, 3.3.2), and the Province select names its purpose (1.3.5).

let t: TestDatabase;
let server: AppServer;
let therapist = "";
let applicant = "";
let draft = "";

beforeAll(async () => {
  t = await createDirectoryDb();
  const services = directoryServices(t);
  server = await startAppServer(services);
  therapist = await signedInCookie(services, DEMO_THERAPIST_EMAIL);
  applicant = await signedInCookie(services, "candidate.required@example.com");
  draft = "required-controls-draft";
  await t.db.query(sql.type(z.object({}))`
    INSERT INTO blog_posts (therapist_id, title, slug, content, excerpt, specialty, status, language)
    SELECT id, 'Steps through grief', ${draft}, ${"Grief takes its own time. ".repeat(20)},
      'A few landmarks for going through grief at your own pace, with support.', 'Grief', 'draft', 'en'
    FROM therapists WHERE email = ${DEMO_THERAPIST_EMAIL}`);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

async function html(path: string, cookie: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    redirect: "manual",
    headers: { Cookie: cookie },
  });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The opening tag of the form control with this id. */
function control(page: string, id: string): string {
  const tag = new RegExp(`<(?:input|select|textarea)\\b[^>]*\\bid="${id}"[^>]*>`).exec(page)?.[0];
  expect(tag, id).toBeDefined();
  return tag!;
}

const saysRequired = (tag: string) => /\srequired=""/.test(tag) || /\saria-required="true"/.test(tag);

describe("the blog post form", () => {
  const REQUIRED = ["therapistId", "title", "slug", "specialty", "excerpt", "content"];
  const pages = () => [
    ["/blog/create", therapist],
    ["/fr/blogue/articles/nouveau", therapist],
    [`/blog/${draft}/edit`, therapist],
    [`/fr/blogue/${draft}/modifier`, therapist],
  ];

  it("marks every field shown with '*' as required, in English and French, to create and to edit", async () => {
    for (const [path, cookie] of pages()) {
      const page = await html(path!, cookie!);
      for (const id of REQUIRED) expect(saysRequired(control(page, id)), `${path} #${id}`).toBe(true);
      // the optional fields stay optional
      for (const id of ["metaTitle", "metaDescription"]) expect(saysRequired(control(page, id)), id).toBe(false);
      // the server checks the form: the browser's own check does not stand in its way
      expect(page, path).toMatch(/<form[^>]*\snovalidate=""/i);
    }
  });
});

describe("the Province select", () => {
  it("has autocomplete address-level1 on the application and profile forms, in English and French", async () => {
    for (const [path, cookie] of [
      ["/therapist/signup?plan=free", applicant],
      ["/fr/therapeute/inscription?plan=free", applicant],
      ["/therapist/edit-profile", therapist],
      ["/fr/therapeute/modifier-le-profil", therapist],
    ] as const) {
      expect(control(await html(path, cookie), "field-province"), path).toMatch(/\sautocomplete="address-level1"/i);
    }
  });
});

import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import type { TestDatabase } from "../support/db.ts";
import { directoryServices, NOW, createDirectoryDb } from "../support/directory.ts";

// A therapist's own words shown on a page in the other language are marked with theirs (WCAG 2.2, 3.1.2): the
// availability note beside an English bio on a French profile, the author's bio under a post, and an article
// listed on a profile in the other language than the page's. The demo's bios and notes are written in English.

let t: TestDatabase;
let server: AppServer;

beforeAll(async () => {
  t = await createDirectoryDb();
  await postgresSearchEngine(t.db, () => NOW.getTime()).rebuildBlog();
  server = await startAppServer(directoryServices(t));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await t?.release();
});

const html = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
};
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("a therapist's own words in the other language than the page's", () => {
  it("mark the availability note on a French profile with the bio's language", async () => {
    const listing = await t.db.one(sql.type(z.object({ slug: z.string(), availability: z.string() }))`
      SELECT slug, availability FROM therapists
      WHERE status = 'approved' AND availability IS NOT NULL AND length(bio) > 300 ORDER BY slug LIMIT 1`);
    const note = `<span lang="en-CA">${escaped(listing.availability)}</span>`;
    expect(await html(`/fr/therapeutes/${listing.slug}`)).toContain(note);
    expect(await html(`/therapists/${listing.slug}`)).toContain(`<span>${escaped(listing.availability)}</span>`);
  });

  it("mark a French article on an English profile, and the author's English bio under a French post", async () => {
    const post = await t.db.one(sql.type(z.object({ slug: z.string(), title: z.string(), author: z.string() }))`
      SELECT p.slug, p.title, t.slug AS author FROM blog_posts p JOIN therapists t ON t.id = p.therapist_id
      WHERE p.language = 'fr' AND p.status = 'published' AND t.bio IS NOT NULL ORDER BY p.slug LIMIT 1`);
    const profile = await html(`/therapists/${post.author}?tab=articles`);
    expect(profile).toMatch(new RegExp(`<h3 lang="fr-CA"[^>]*><a [^>]*>${escaped(post.title)}</a></h3>`));
    expect(await html(`/fr/therapeutes/${post.author}?tab=articles`)).not.toContain('<h3 lang="fr-CA"');
    const article = await html(`/fr/blogue/${post.slug}`);
    const about = article.slice(article.indexOf('aria-labelledby="about-author"'));
    expect(about).toMatch(/<p lang="en-CA" class="mt-2 line-clamp-3/);
  });
});

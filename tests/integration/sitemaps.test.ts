import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import type { AppServices } from "#app/context.server.ts";
import { loader as robotsLoader } from "#app/routes/robots.txt.ts";
import { loader as sitemapLoader } from "#app/routes/sitemap.xml.ts";
import { loader as sitemapFileLoader } from "#app/routes/sitemaps.file.ts";
import { refreshSitemapFiles, sitemapFileEntries } from "#app/seo/sitemap-files.server.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { refreshSitemapsHandler } from "#indexer/jobs/refresh-sitemaps.ts";
import { seedDemoData } from "#indexer/seed/seed.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { APP_URL, NOW, callLoader, directoryServices } from "../support/directory.ts";

// The sitemap against the demo data (280 approved therapists, 28 published posts): an index of files, each a range
// of slugs drawn by the refresh-sitemaps job, with lastmod from the rows; and robots.txt, which names it.

let t: TestDatabase;
let services: AppServices;

beforeAll(async () => {
  t = await createTestDb();
  await seedDemoData(t.db, { now: NOW });
  services = directoryServices(t);
});
afterAll(async () => t.release());

describe("sitemap and robots.txt", () => {
  const xml = async (loader: (args: never) => unknown, url: string, params?: Record<string, string>) => {
    const response = (await callLoader(loader, services, url, { params })) as Response;
    return { response, text: await response.text() };
  };
  const file = (name: string) => xml(sitemapFileLoader, `/sitemaps/${name}`, { file: name });
  const locs = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  const Changed = z.object({ slug: z.string(), updatedAt: z.number() });

  it("is an index of files: the pages, then ranges of profiles and of posts, each with lastmod from its rows", async () => {
    const before = await xml(sitemapLoader, "/sitemap.xml");
    expect(before.response.headers.get("content-type")).toContain("application/xml");
    expect(before.response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(before.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // before the first refresh each kind is one file from its start
    expect(locs(before.text)).toEqual(
      ["pages.xml", "therapists-1.xml", "posts-1.xml"].map((n) => `${APP_URL}/sitemaps/${n}`),
    );
    // each profile in English, then in French
    expect(locs((await file("therapists-1.xml")).text)).toHaveLength(560);

    // the hourly job draws the ranges (of 14,000 rows: one file each here), each with its rows' latest change
    expect(JOBS).toContain(refreshSitemapsHandler);
    expect(refreshSitemapsHandler.job.schedule).toMatch(/^\d+ \* \* \* \*$/);
    await refreshSitemapsHandler.handle({}, services, {} as never);
    expect((await xml(sitemapLoader, "/sitemap.xml")).text).toMatch(/therapists-1\.xml<\/loc><lastmod>2\d{3}-/);

    expect(await refreshSitemapFiles(t.db, 100)).toEqual({ therapists: 3, posts: 1 });
    const index = await xml(sitemapLoader, "/sitemap.xml");
    const names = ["pages", "therapists-1", "therapists-2", "therapists-3", "posts-1"];
    expect(locs(index.text)).toEqual(names.map((n) => `${APP_URL}/sitemaps/${n}.xml`));

    const rows = await t.db.any(sql.type(Changed)`
      SELECT slug, updated_at AS "updatedAt" FROM therapists WHERE status = 'approved' ORDER BY slug`);
    const profiles: string[] = [];
    for (const [i, name] of ["therapists-1.xml", "therapists-2.xml", "therapists-3.xml"].entries()) {
      const { response, text } = await file(name);
      const range = rows.slice(i * 100, (i + 1) * 100);
      expect(locs(text)).toEqual(
        range.flatMap((row) => [`${APP_URL}/therapists/${row.slug}`, `${APP_URL}/fr/therapeutes/${row.slug}`]),
      );
      const newest = Math.max(...range.map((row) => row.updatedAt));
      expect(response.headers.get("last-modified")).toBe(new Date(newest).toUTCString());
      expect(index.text).toContain(`${name}</loc><lastmod>${new Date(newest).toISOString()}</lastmod>`);
      const first = range[0]!;
      expect(text).toContain(
        `/therapists/${first.slug}</loc><lastmod>${new Date(first.updatedAt).toISOString()}</lastmod>`,
      );
      profiles.push(...locs(text));
    }
    expect(new Set(profiles).size).toBe(560);
    expect(profiles).toContain(`${APP_URL}/therapists/jordan-rivera`);
    expect(profiles).toContain(`${APP_URL}/fr/therapeutes/jordan-rivera`);
    const posts = locs((await file("posts-1.xml")).text);
    expect(posts).toHaveLength(56);
    expect(posts.filter((loc) => loc.startsWith(`${APP_URL}/fr/blogue/`))).toHaveLength(28);
  });

  it("lists every public page that is not a row: static pages with pricing, the 19 cities, the 6 issues", async () => {
    const pages = locs((await file("pages.xml")).text).map((loc) => loc.slice(APP_URL.length));
    for (const path of ["/", "/ontario", "/pricing", "/blog", "/contact", "/privacy-policy", "/terms-and-conditions"]) {
      expect(pages).toContain(path);
    }
    expect(pages.filter((path) => path.startsWith("/ontario/"))).toHaveLength(19);
    expect(pages.filter((path) => path.startsWith("/issues/"))).toHaveLength(6);
  });

  it("lists the served French twins, each page with both languages as alternates", async () => {
    const { text } = await file("pages.xml");
    const pages = locs(text).map((loc) => loc.slice(APP_URL.length));
    for (const path of [
      "/fr/tarifs",
      "/fr/nous-joindre",
      "/fr/politique-de-confidentialite",
      "/fr/conditions-d-utilisation",
      "/fr",
      "/fr/ontario",
      "/fr/ontario/toronto",
      "/fr/enjeux/anxiete",
      "/fr/enjeux/deuil",
    ])
      expect(pages).toContain(path);
    // the routed pages at one path (4 static pages, the blog, the home, /ontario, 6 issues) and the 19 city pages
    expect(pages.filter((path) => path.startsWith("/fr"))).toHaveLength(13 + 19);
    expect(text).toContain(
      `<loc>${APP_URL}/fr/ontario/ottawa</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${APP_URL}/ontario/ottawa"/>`,
    );
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${APP_URL}/pricing"/>`,
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${APP_URL}/fr/tarifs"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}/pricing"/>`,
    ].join("");
    expect(text).toContain(`<loc>${APP_URL}/pricing</loc>${alternates}</url>`);
    expect(text).toContain(`<loc>${APP_URL}/fr/tarifs</loc>${alternates}</url>`);
    expect(text).toContain(`<loc>${APP_URL}/blog</loc><xhtml:link rel="alternate" hreflang="en-CA"`);
  });

  it("a file is its range of slugs, at most 17,500 rows; a new profile joins the range it falls in", async () => {
    await refreshSitemapFiles(t.db, 100);
    const capped = await sitemapFileEntries(t.db, "therapists", 2, 40);
    expect(capped).toHaveLength(80);
    const last = await t.db.oneFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM therapists WHERE status = 'approved' ORDER BY slug DESC LIMIT 1`);
    await t.db.query(sql.unsafe`UPDATE therapists SET slug = ${"aaaa-first-of-all"} WHERE slug = ${last}`);
    try {
      expect(locs((await file("therapists-1.xml")).text)[0]).toBe(`${APP_URL}/therapists/aaaa-first-of-all`);
      expect(locs((await file("therapists-1.xml")).text)).toHaveLength(202);
    } finally {
      await t.db.query(sql.unsafe`UPDATE therapists SET slug = ${last} WHERE slug = ${"aaaa-first-of-all"}`);
    }
    for (const name of ["therapists-4.xml", "posts-2.xml", "therapists-0.xml", "people-1.xml", "pages", "x.xml"]) {
      expect((await file(name)).response.status, name).toBe(404);
    }
  });

  it("robots.txt allows all but the private areas and names the sitemap", async () => {
    const text = await ((await callLoader(robotsLoader, services, "/robots.txt")) as Response).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ["/admin", "/api/", "/dev/", "/therapist/"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });
});

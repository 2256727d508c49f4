import { describe, expect, it } from "vitest";
import { MAX_ROWS_PER_FILE } from "./sitemap-files.server.ts";
import { parseSitemapFileName, sitemapIndexXml, urlsetXml } from "./sitemap.server.ts";

describe("sitemap files", () => {
  it("a full file of the longest profile URLs in both languages, with alternates, stays within the protocol's limits", () => {
    const appUrl = `https://${"long-host-name.".repeat(12)}example.org`;
    const slug = "a".repeat(80); // the longest slug a therapist may have
    const entries = Array.from({ length: MAX_ROWS_PER_FILE }, () => [
      { path: `/therapists/${slug}`, lastModified: Date.UTC(2026, 10, 27, 12, 30) },
      { path: `/fr/therapeutes/${slug}`, lastModified: Date.UTC(2026, 10, 27, 12, 30) },
    ]).flat();
    const xml = urlsetXml(appUrl, entries);
    const bytes = Buffer.byteLength(xml);
    expect(entries).toHaveLength(35_000);
    expect(xml.match(/<loc>/g)).toHaveLength(35_000);
    expect(urlsetXml(appUrl, entries.slice(1, 2))).toContain(`hreflang="en-CA" href="${appUrl}/therapists/${slug}"`);
    expect(bytes).toBeLessThan(50 * 1024 * 1024);
    expect(bytes).toBeGreaterThan(35_000 * (appUrl.length + 100));
  });

  it("knows its file names and nothing else", () => {
    expect(parseSitemapFileName("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFileName("therapists-12.xml")).toEqual({ kind: "therapists", number: 12 });
    expect(parseSitemapFileName("posts-1.xml")).toEqual({ kind: "posts", number: 1 });
    for (const name of ["therapists-0.xml", "therapists-01.xml", "posts-1", "users-1.xml", "pages", "../x.xml"]) {
      expect(parseSitemapFileName(name), name).toBeUndefined();
    }
  });

  it("writes the index with each file's lastmod, and escapes what it writes", () => {
    const xml = sitemapIndexXml("https://example.org/a&b", [
      { kind: "therapists", number: 1, lastModified: Date.UTC(2026, 10, 1) },
      { kind: "posts", number: 1, lastModified: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://example.org/a&amp;b/sitemaps/pages.xml</loc></sitemap>");
    expect(xml).toContain(
      "<loc>https://example.org/a&amp;b/sitemaps/therapists-1.xml</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>",
    );
    expect(xml).toContain("<sitemap><loc>https://example.org/a&amp;b/sitemaps/posts-1.xml</loc></sitemap>");
  });
});

import { listPublicPostSlugs } from "#app/blog/posts.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { ONTARIO_CITY_SLUGS } from "#app/reference/city-pages.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { listApprovedSlugs } from "#app/therapists/therapists.server.ts";
import { absolute } from "./structured-data.ts";
import { escapeXml } from "./xml.ts";

// /sitemap.xml: every public page a search engine should know: static pages, the 19 city pages, the six issue
// pages, every approved profile and every published blog post.

/** Public pages that exist today (pages still to be built are added here when their route lands). */
const STATIC_PATHS = ["/", "/ontario", "/blog", "/privacy-policy", "/terms-and-conditions", "/contact"] as const;

type Entry = { path: string; lastModified?: number };

export async function sitemapEntries(db: Db): Promise<Entry[]> {
  const [profiles, posts] = await Promise.all([listApprovedSlugs(db), listPublicPostSlugs(db)]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...Object.keys(ONTARIO_CITY_SLUGS).map((slug) => ({ path: `/ontario/${slug}` })),
    ...ISSUE_SLUGS.map((issue) => ({ path: `/issues/${issue}` })),
    ...profiles.map((p) => ({ path: `/therapists/${p.slug}`, lastModified: p.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastModified: p.updatedAt })),
  ];
}

export function sitemapXml(appUrl: string, entries: readonly Entry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(absolute(appUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /dev/",
    "Disallow: /therapist/",
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

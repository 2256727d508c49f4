import { LOCALES } from "#app/i18n/language.ts";
import { twinPaths } from "#app/i18n/twins.ts";
import { ONTARIO_CITY_SLUGS } from "#app/reference/city-pages.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import type { SitemapEntry, SitemapFile, SitemapKind } from "./sitemap-files.server.ts";
import { SITEMAP_KINDS } from "./sitemap-files.server.ts";
import { absolute } from "./structured-data.ts";
import { escapeXml } from "./xml.ts";

// The sitemap: /sitemap.xml is an index (what robots.txt names) of files under /sitemaps/: pages.xml, every
// public page that is not a row (the static pages, the 19 city pages, the six issue pages, the served French
// twins, the French city pages among them, each paired with its English page by hreflang alternates), then
// therapists-N.xml and posts-N.xml, the approved profiles and the published posts in both languages
// (sitemap-files.server.ts). A file lists at most 35,000 URLs (each with both languages' pages as alternates); with
// slugs of at most 80 characters it stays below the 50 MB limit.

/** Public English pages with no row of their own. Their lastmod is left out: a listing changes with every profile. */
const ENGLISH_PAGE_PATHS = [
  "/",
  "/ontario",
  "/pricing",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-and-conditions",
  ...Object.keys(ONTARIO_CITY_SLUGS).map((slug) => `/ontario/${slug}`),
  ...ISSUE_SLUGS.map((issue) => `/issues/${issue}`),
];

/** Those pages, and the French twin of each that is served (sign-in and account pages are in neither language). */
const PAGE_PATHS = [
  ...ENGLISH_PAGE_PATHS,
  ...ENGLISH_PAGE_PATHS.flatMap((path) => {
    const twin = twinPaths(path);
    return twin?.routed ? [twin.fr] : [];
  }),
];

/** The sitemap files are read by crawlers now and then; browsers and shared caches may keep them an hour. */
const CACHE_CONTROL = "public, max-age=3600";

export type SitemapFileName = { kind: "pages" } | { kind: SitemapKind; number: number };

export function pagesSitemapEntries(): SitemapEntry[] {
  return PAGE_PATHS.map((path) => ({ path }));
}

/** pages.xml, therapists-3.xml, posts-1.xml → what the file is; anything else → undefined. */
export function parseSitemapFileName(name: string): SitemapFileName | undefined {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((known) => known === match?.[1]);
  return kind && match ? { kind, number: Number(match[2]) } : undefined;
}

const sitemapFilePath = (file: SitemapFileName) =>
  file.kind === "pages" ? "/sitemaps/pages.xml" : `/sitemaps/${file.kind}-${file.number}.xml`;

const lastmod = (at: number | null | undefined) => (at ? `<lastmod>${new Date(at).toISOString()}</lastmod>` : "");

/** The most recent change among some entries (a Last-Modified header), if any has one. */
export function latestChange(entries: readonly { lastModified?: number | null }[]): number | undefined {
  const times = entries.flatMap((entry) => (entry.lastModified ? [entry.lastModified] : []));
  return times.length > 0 ? Math.max(...times) : undefined;
}

/** /sitemap.xml: the pages file, then every file of profiles and posts with when its rows last changed. */
export function sitemapIndexXml(appUrl: string, files: readonly SitemapFile[]): string {
  const entries = [{ kind: "pages" as const }, ...files].map((file) => {
    const modified = "lastModified" in file ? lastmod(file.lastModified) : "";
    return `<sitemap><loc>${escapeXml(absolute(appUrl, sitemapFilePath(file)))}</loc>${modified}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** A page with a served twin in the other language: both pages as its alternates (the English one the default). */
function alternates(appUrl: string, path: string): string {
  const twin = twinPaths(path);
  if (!twin?.routed) return "";
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(appUrl, href))}"/>`;
  return link(LOCALES.en, twin.en) + link(LOCALES.fr, twin.fr) + link("x-default", twin.en);
}

/** One sitemap file: a <urlset> of its pages, each with the time its row last changed when it has one, and its
 *  twin in the other language when that is served. */
export function urlsetXml(appUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(absolute(appUrl, entry.path))}</loc>${lastmod(entry.lastModified)}${alternates(appUrl, entry.path)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** An XML answer caches may keep, with Last-Modified when its rows say when they last changed. */
export function xmlAnswer(xml: string, lastModified: number | undefined): Response {
  const headers = new Headers({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL });
  if (lastModified !== undefined) headers.set("Last-Modified", new Date(lastModified).toUTCString());
  return new Response(xml, { headers });
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

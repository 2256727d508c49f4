import { sql } from "slonik";
import { z } from "zod";
import type { BlogSearchParams } from "#app/blog/rules.ts";
import { ONTARIO_CITY_SLUGS } from "#app/reference/city-pages.ts";
import { twinPaths } from "#app/i18n/twins.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { CITY_AND_ISSUE_PAGE_SIZE, pageCountOf } from "#app/search/directory-url.ts";
import { searchReader } from "#app/search/engine/engine.server.ts";
import type { Db } from "#app/db/pool.server.ts";
import { blogSearches, blogUrls } from "./blog-bench.ts";
import { searchFilters } from "./search-queries.ts";
import { fixedSequence } from "./stats.ts";

// The kinds of request `npm run bench:http` measures, each a list of distinct URLs (never the same URL twice in a
// row, so neither the page micro-cache nor PostgreSQL's caches of one answer flatter it). The searches are the
// same on every run and for every app measured; profiles and posts are drawn from the database measured. No URL asks
// for a page past its list's last: that page is answered by a redirect to the last one (an empty list from the
// API), which would be measured instead (and autocannon counts a 302 as a failure, a `.data` redirect's 202 as a
// success). The pages that exist are counted on this checkout's database (benchPages), by the pages' own searches.

export type Kind = { label: string; urls: string[] };

/**
 * A page that reads no data (the terms), under distinct query strings the page ignores (so the micro-cache keeps
 * none of them): what the stack costs per page before any page's own work, against which the other kinds' rates
 * are read.
 */
export const NO_DATA_PAGE = "/terms-and-conditions";

/** Distinct searches with 1-3 filters, every other one with free text too, as query strings (no leading "?"). */
export function searches(count: number): string[] {
  const texts = [
    "trauma emdr",
    "anxiety cbt",
    "couples",
    "grief",
    "depression",
    "burnout",
    "anxeity",
    "teen",
    "ottawa",
  ];
  const filters = searchFilters(20, 12);
  const next = fixedSequence(20261124); // the same URLs on every run
  const random = (n: number) => next() % n;
  const seen = new Set<string>();
  for (let i = 0; seen.size < count && i < count * 20; i++) {
    const params = new URLSearchParams();
    const wanted = 1 + (i % 3);
    while ([...params.keys()].length < wanted) {
      const [key, options] = filters[random(filters.length)] as [string, readonly string[]];
      params.set(key, options[random(options.length)] as string);
    }
    if (i % 2 === 1) params.set("query", texts[random(texts.length)] as string);
    seen.add(params.toString());
  }
  return [...seen];
}

/** The French twin of a page's URL (its query kept), while this checkout serves the French page; else undefined. */
export function frenchUrl(url: string): string | undefined {
  const [path = "/", query] = url.split("?", 2);
  const twin = twinPaths(path);
  return twin?.routed ? twin.fr + (query === undefined ? "" : `?${query}`) : undefined;
}

/** The kinds measured in French too (as "French <kind>"), once their French pages are served. */
const FRENCH_KINDS = ["directory page (1-3 filters, text)", "profile page", "blog list (text, topic, sort, page)"];

const Slug = z.object({ slug: z.string() });

/** Listed profiles' and published posts' slugs of a database, in a random order (bench-only queries: they may scan). */
export async function pageSlugs(db: Db): Promise<{ profiles: string[]; posts: string[] }> {
  const profiles = await db.any(
    sql.type(Slug)`SELECT slug FROM therapists WHERE status = 'approved' ORDER BY random() LIMIT 5000`,
  );
  const posts = await db.any(sql.type(Slug)`
    SELECT p.slug FROM blog_posts p JOIN blog_search_documents d ON d.post_id = p.id ORDER BY random() LIMIT 2000`);
  return { profiles: profiles.map((r) => r.slug), posts: posts.map((r) => r.slug) };
}

/** The last page of each named city's page (/ontario/{slug}) and of each issue page (/issues/{slug}), by slug. */
export type LastPages = { cities: Record<string, number>; issues: Record<string, number> };

/**
 * The city and issue pages' last pages on `db`, counted by the search those pages make (the app's search reader,
 * its copy of the index loaded in this process for the count and let go after).
 */
export async function listingLastPages(db: Db): Promise<LastPages> {
  const reader = searchReader(db);
  const lastPage = async (filter: Record<string, string>) => {
    const params = SearchParams.parse({ ...filter, limit: CITY_AND_ISSUE_PAGE_SIZE });
    return pageCountOf((await reader.search(params, { facets: false })).total, CITY_AND_ISSUE_PAGE_SIZE);
  };
  const cities: Record<string, number> = {};
  for (const [slug, city] of Object.entries(ONTARIO_CITY_SLUGS)) cities[slug] = await lastPage({ city });
  const issues: Record<string, number> = {};
  for (const slug of ISSUE_SLUGS) issues[slug] = await lastPage({ issue: slug });
  return { cities, issues };
}

/** The blog searches and the city and issue pages' last pages the kinds ask for, chosen on one database. */
export type BenchPages = { blog: BlogSearchParams[]; lastPages: LastPages };

/** The bench's blog searches (blog-bench.ts) and the listings' last pages, on `db`. */
export async function benchPages(db: Db): Promise<BenchPages> {
  return { blog: await blogSearches(db, 600), lastPages: await listingLastPages(db) };
}

/** A list's first `upTo` pages that exist (of `last`): its path, then `?page=2`... (page 1 as `first`). */
const pagesOf = (path: string, last: number, upTo: number, first = path) =>
  Array.from({ length: Math.min(upTo, last) }, (_, i) => (i === 0 ? first : `${path}?page=${i + 1}`));

/** Every kind, for a database's profiles and posts and the searches and pages chosen (benchPages). */
export function kindsOf(slugs: { profiles: string[]; posts: string[] }, pages: BenchPages): Kind[] {
  const queries = searches(600);
  const blogQueries = blogUrls(pages.blog).map((url) => url.replace(/^\/blog\??/, ""));
  const { cities, issues } = pages.lastPages;
  const kinds: Kind[] = [
    { label: "home page (one URL: micro-cache)", urls: ["/"] },
    { label: "directory page (1-3 filters, text)", urls: queries.map((q) => `/?${q}`) },
    { label: "client navigation (.data)", urls: queries.map((q) => `/_.data?${q}`) },
    { label: "search API", urls: queries.map((q) => `/api/therapists?${q}`) },
    { label: "profile page", urls: slugs.profiles.map((slug) => `/therapists/${slug}`) },
    { label: "profile API (by slug)", urls: slugs.profiles.map((slug) => `/api/therapists/by-slug/${slug}`) },
    {
      label: "city page",
      urls: Object.entries(cities).flatMap(([city, last]) => pagesOf(`/ontario/${city}`, last, 2)),
    },
    {
      label: "issue page",
      urls: Object.entries(issues).flatMap(([issue, last]) => pagesOf(`/issues/${issue}`, last, 2)),
    },
    { label: "blog list (text, topic, sort, page)", urls: blogQueries.map((q) => `/blog?${q}`) },
    { label: "blog client navigation (.data)", urls: blogQueries.map((q) => `/blog.data?${q}`) },
    { label: "blog search API", urls: blogQueries.map((q) => `/api/blog-posts?${q}`) },
    { label: "blog post page", urls: slugs.posts.map((slug) => `/blog/${slug}`) },
    {
      label: "a page with no data (terms)",
      urls: Array.from({ length: 600 }, (_, i) => `${NO_DATA_PAGE}?v=${i + 1}`),
    },
  ];
  for (const kind of kinds.filter(({ label }) => FRENCH_KINDS.includes(label))) {
    const french = kind.urls.map(frenchUrl);
    if (french.every((url) => url !== undefined)) kinds.push({ label: `French ${kind.label}`, urls: french });
  }
  return kinds;
}

/** Distinct city pages (each city's first 10 that exist), for the run without the page micro-cache. */
export const cityPages = (lastPages: LastPages) =>
  Object.entries(lastPages.cities).flatMap(([city, last]) =>
    pagesOf(`/ontario/${city}`, last, 10, `/ontario/${city}?page=1`),
  );

/** The pages whose JavaScript is weighed and which Lighthouse audits, with their French twins when served. */
export function auditedPages(profileSlug: string): Record<string, string> {
  const pages: Record<string, string> = {
    home: "/",
    profile: `/therapists/${profileSlug}`,
    search: "/?city=Toronto&specialty=Anxiety",
  };
  for (const [name, path] of Object.entries(pages)) {
    const french = frenchUrl(path);
    if (french) pages[`French ${name}`] = french;
  }
  return pages;
}

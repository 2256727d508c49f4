import type { CommonQueryMethods } from "slonik";
import { blogHref } from "#app/blog/rules.ts";
import { BlogSearchParams } from "#app/blog/search-params.server.ts";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/index.ts";
import { pageCountOf } from "#app/search/directory-url.ts";
import type { Db } from "#app/db/pool.server.ts";
import { fixedSequence, measure, percentile, summarize } from "./stats.ts";

// The blog's share of the benchmarks: distinct blog searches (text whole, misspelt and as a prefix, a topic, a
// sort, a page, and mixes of them) and their in-process latency (the page's search: ids, exact total, topic counts
// and the post rows). A search asks only for a page it has on the database measured: a page past the last is
// answered by a redirect to the last (the /blog page) or an empty list (the API), and would be measured instead.

const TEXTS = [
  "anxiety",
  "sleep",
  "therapy",
  "grief loss",
  "anxeity",
  "mindful",
  "depresion",
  "boundaries",
  "trauma",
  "relation",
  "panic attacks",
  "burnou",
];
const SORTS = ["recent", "popular", "title"] as const;

/**
 * Distinct blog searches as parsed parameters, the same on every run for the same data (a fixed linear congruential
 * sequence): every other one on a page from 1 to 3 that its search has on `db`, its total read with the blog
 * page's own search (searchBlog).
 */
export async function blogSearches(db: CommonQueryMethods, count: number): Promise<BlogSearchParams[]> {
  const next = fixedSequence(20261124);
  const random = (n: number) => Math.floor((next() / 2_147_483_648) * n);
  const lastPages = new Map<string, number>();
  /** The search's last page (its total does not depend on the sort), read once per text and topic. */
  const lastPageOf = async (params: BlogSearchParams) => {
    const key = blogHref({ query: params.query, specialty: params.specialty });
    let last = lastPages.get(key);
    if (last === undefined) {
      last = pageCountOf((await searchBlog(db, { ...params, page: 1 })).total, params.limit);
      lastPages.set(key, last);
    }
    return last;
  };
  const seen = new Map<string, BlogSearchParams>();
  for (let i = 0; seen.size < count && i < count * 20; i++) {
    const input: Record<string, unknown> = {};
    if (i % 4 !== 3) input.query = TEXTS[random(TEXTS.length)];
    if (i % 3 !== 0) input.specialty = ISSUE_DROPDOWN_SPECIALTIES[random(ISSUE_DROPDOWN_SPECIALTIES.length)];
    input.sortBy = SORTS[random(SORTS.length)];
    const last = await lastPageOf(BlogSearchParams.parse(input));
    const params = BlogSearchParams.parse({ ...input, page: 1 + random(i % 2 === 0 ? Math.min(3, last) : 1) });
    seen.set(blogHref(params), params);
  }
  return [...seen.values()];
}

/** The /blog URLs of the searches (with their leading "/blog"). */
export const blogUrls = (searches: readonly BlogSearchParams[]) => searches.map((params) => blogHref(params));

/** p50/p95/p99 of the blog search in-process, one connection at a time, a different search each run. */
export async function blogSearchLatency(db: Db, searches: readonly BlogSearchParams[]) {
  const samples = await measure(searches.length, (i) =>
    searchBlog(db, searches[i % searches.length] as BlogSearchParams),
  );
  return { line: summarize("blog search (in-process)", samples), p95: percentile(samples, 95) };
}

import { blogHref } from "#app/blog/rules.ts";
import { BlogSearchParams } from "#app/blog/search-params.server.ts";
import { searchBlog } from "#app/blog/blog-search.server.ts";
import { ISSUE_DROPDOWN_SPECIALTIES } from "#app/reference/index.ts";
import type { Db } from "#app/db/pool.server.ts";
import { fixedSequence, measure, percentile, summarize } from "./stats.ts";

// The blog's share of the benchmarks: distinct blog searches (text whole, misspelt and as a prefix, a topic, a
// sort, a page, and mixes of them) and their in-process latency (the page's search: ids, exact total, topic counts
// and the post rows).

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

/** Distinct blog searches as parsed parameters, the same on every run (a fixed linear congruential sequence). */
export function blogSearches(count: number): BlogSearchParams[] {
  const next = fixedSequence(20261124);
  const random = (n: number) => Math.floor((next() / 2_147_483_648) * n);
  const seen = new Map<string, BlogSearchParams>();
  for (let i = 0; seen.size < count && i < count * 20; i++) {
    const input: Record<string, unknown> = {};
    if (i % 4 !== 3) input.query = TEXTS[random(TEXTS.length)];
    if (i % 3 !== 0) input.specialty = ISSUE_DROPDOWN_SPECIALTIES[random(ISSUE_DROPDOWN_SPECIALTIES.length)];
    input.sortBy = SORTS[random(SORTS.length)];
    input.page = 1 + random(i % 2 === 0 ? 3 : 1);
    const params = BlogSearchParams.parse(input);
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

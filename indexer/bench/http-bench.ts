import "#app/runtime/library-mode.server.ts";
import autocannon from "autocannon";
import { sql } from "slonik";
import { z } from "zod";
import { ONTARIO_CITY_SLUGS } from "#app/reference/city-pages.ts";
import { twinPaths } from "#app/i18n/twins.ts";
import { ISSUE_SLUGS } from "#app/reference/issues.ts";
import { countOption, parseCommandLine, type CommandSpec } from "../cli.ts";
import { openBenchDatabase, startBenchServer } from "./bench-database.ts";
import { blogSearchLatency, blogSearches, blogUrls } from "./blog-bench.ts";
import { checkTargets, type Measured } from "./http-targets.ts";
import { auditPages } from "./lighthouse.ts";
import { openScriptScale } from "./page-weight.ts";
import { searchFilters } from "./search-queries.ts";
import { fixedSequence } from "./stats.ts";

// `npm run bench:http [-- --therapists 100000 --posts 10000 --seconds 10 --data-dir DIR --page-cache-ms N]`: the
// built app (server/main.ts, as `npm start` runs it, web only) on a database of N therapists and P published blog
// posts (by some of those therapists), driven by autocannon with 10
// connections, one kind of request at a time. Each kind walks a list of distinct URLs (never the same URL twice in
// a row, so neither the page micro-cache nor PostgreSQL's caches of one answer flatter it). Prints requests per
// second, p50 and p99 latency and the average answer size per kind (headers and uncompressed body). A client
// navigation is React Router's single-fetch request of the same search: `/_.data?<query>` for `/?<query>`
// (`/blog.data?<query>` for `/blog?<query>`). Before the HTTP kinds, one line gives the blog search's latency
// in-process (p50/p95/p99 over the same distinct blog searches, one at a time).
// `--data-dir` keeps the seeded database for the next run (seeding and indexing 100,000 therapists take minutes);
// without it a temporary folder is deleted afterwards.
// Then, without the page micro-cache, distinct city pages; the JavaScript each kind of page loads (in Chromium,
// compressed as sent); and Lighthouse's mobile performance audit of the home page, a profile and a search (five runs
// each, the median; `--no-lighthouse` skips it). Last, every target of http-targets.ts, met or missed: the run
// exits 1 when one is missed.

const BENCH = {
  command: "npm run bench:http --",
  summary:
    "Serves the built app on a database of N therapists and P published posts and measures every kind of page under\nautocannon (10 connections), the JavaScript each page loads and Lighthouse's mobile audit. Exits 1 when a target is missed.",
  options: {
    therapists: { type: "string", value: "N", description: "Therapists in the database (default 100000)." },
    posts: { type: "string", value: "P", description: "Published blog posts (default 10000)." },
    seconds: { type: "string", value: "S", description: "Seconds of load per kind of page (default 10)." },
    "data-dir": { type: "string", value: "DIR", description: "Keep the seeded database here for the next run." },
    "page-cache-ms": {
      type: "string",
      value: "MS",
      description: "The page micro-cache's time (default: PAGE_CACHE_MS's).",
    },
    "no-lighthouse": { type: "boolean", description: "Skip the Lighthouse audit." },
  },
  environment: [],
  failure: "a target was missed (or the run failed)",
} satisfies CommandSpec;
const { values } = parseCommandLine(BENCH);
const target = countOption(BENCH, "therapists", values.therapists, { fallback: 100_000 });
const seconds = countOption(BENCH, "seconds", values.seconds, { fallback: 10 });
const pageCacheMs =
  values["page-cache-ms"] === undefined
    ? undefined
    : countOption(BENCH, "page-cache-ms", values["page-cache-ms"], { min: 0 });
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** Distinct searches with 1-3 filters, every other one with free text too, as query strings (no leading "?"). */
function searches(count: number): string[] {
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

/** The French twin of a page's URL (its query kept), while the French page is served; else undefined. */
function frenchUrl(url: string): string | undefined {
  const [path = "/", query] = url.split("?", 2);
  const twin = twinPaths(path);
  return twin?.routed ? twin.fr + (query === undefined ? "" : `?${query}`) : undefined;
}

/** The kinds measured in French too (as "French <kind>"), once their French pages are served. */
const FRENCH_KINDS = ["directory page (1-3 filters, text)", "profile page", "blog list (text, topic, sort, page)"];

/** autocannon, 10 connections, walking `urls` in turn (the next URL for each request, whichever connection). */
function drive(origin: string, urls: readonly string[], duration: number) {
  let next = 0;
  return autocannon({
    url: origin,
    connections: 10,
    duration,
    headers: { "user-agent": BROWSER },
    requests: [
      { method: "GET", setupRequest: (request) => ({ ...request, path: urls[next++ % urls.length] as string }) },
    ],
  });
}

const bench = await openBenchDatabase(
  target,
  values["data-dir"],
  countOption(BENCH, "posts", values.posts, { fallback: 10_000, min: 0 }),
);
try {
  const Slug = z.object({ slug: z.string() });
  // Profiles in a random order, spread over the whole table (a bench-only query: it may scan)
  const slugs = (
    await bench.db.any(
      sql.type(Slug)`SELECT slug FROM therapists WHERE status = 'approved' ORDER BY random() LIMIT 5000`,
    )
  ).map((r) => r.slug);
  const queries = searches(600);
  // Published posts in a random order (a bench-only query: it may scan)
  const postSlugs = (
    await bench.db.any(sql.type(Slug)`
    SELECT p.slug FROM blog_posts p JOIN blog_search_documents d ON d.post_id = p.id ORDER BY random() LIMIT 2000`)
  ).map((r) => r.slug);
  const blog = blogSearches(600);
  const blogQueries = blogUrls(blog).map((url) => url.replace(/^\/blog\??/, ""));
  console.log(
    `\nBlog search, ${bench.posts} published posts, ${blog.length} distinct searches (page of 12, exact total, topic counts, post rows):`,
  );
  const blogLatency = await blogSearchLatency(bench.db, blog);
  console.log(blogLatency.line);
  const measured: Measured = {
    rows: new Map(),
    blogSearchP95: blogLatency.p95,
    javascript: new Map(),
    lighthouse: null,
  };
  const kinds: Array<[string, string[]]> = [
    ["home page (one URL: micro-cache)", ["/"]],
    ["directory page (1-3 filters, text)", queries.map((q) => `/?${q}`)],
    ["client navigation (.data)", queries.map((q) => `/_.data?${q}`)],
    ["search API", queries.map((q) => `/api/therapists?${q}`)],
    ["profile page", slugs.map((slug) => `/therapists/${slug}`)],
    ["profile API (by slug)", slugs.map((slug) => `/api/therapists/by-slug/${slug}`)],
    ["city page", Object.keys(ONTARIO_CITY_SLUGS).flatMap((city) => [`/ontario/${city}`, `/ontario/${city}?page=2`])],
    ["issue page", ISSUE_SLUGS.flatMap((issue) => [`/issues/${issue}`, `/issues/${issue}?page=2`])],
    ["blog list (text, topic, sort, page)", blogQueries.map((q) => `/blog?${q}`)],
    ["blog client navigation (.data)", blogQueries.map((q) => `/blog.data?${q}`)],
    ["blog search API", blogQueries.map((q) => `/api/blog-posts?${q}`)],
    ["blog post page", postSlugs.map((slug) => `/blog/${slug}`)],
  ];
  for (const [label, urls] of kinds.filter(([label]) => FRENCH_KINDS.includes(label))) {
    const french = urls.map(frenchUrl);
    if (french.every((url) => url !== undefined)) kinds.push([`French ${label}`, french]);
  }
  const server = await startBenchServer(bench.url, bench.dataDir, pageCacheMs);
  try {
    const cache = pageCacheMs === undefined ? "default page micro-cache" : `PAGE_CACHE_MS=${pageCacheMs}`;
    console.log(
      `\nHTTP, ${bench.therapists} therapists, ${bench.posts} published posts, 10 connections, ${seconds} s per kind, ${cache}:`,
    );
    console.log(
      `${"kind".padEnd(36)} ${"URLs".padStart(5)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"avg bytes".padStart(10)}  non-2xx`,
    );
    // A fresh process compiles its code on the first requests: a warm-up over every kind first, not measured.
    await drive(
      server.origin,
      kinds.flatMap(([, urls]) => urls.slice(0, 50)),
      Math.min(5, seconds),
    );
    for (const [label, urls] of kinds) {
      const result = await drive(server.origin, urls, seconds);
      const answers = result["2xx"] + result.non2xx;
      const bytes = answers > 0 ? result.throughput.total / answers : 0;
      measured.rows.set(label, {
        perSecond: result.requests.average,
        p99: result.latency.p99,
        bytes,
        failed: result.non2xx + result.errors,
      });
      console.log(
        `${label.padEnd(36)} ${String(urls.length).padStart(5)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${bytes.toFixed(0).padStart(10)}  ${result.non2xx}${result.errors ? ` (${result.errors} errors)` : ""}`,
      );
    }
    const pages: Record<string, string> = {
      home: "/",
      profile: `/therapists/${slugs[0]}`,
      search: "/?city=Toronto&specialty=Anxiety",
    };
    for (const [name, path] of Object.entries(pages)) {
      const french = frenchUrl(path);
      if (french) pages[`French ${name}`] = french;
    }
    const scale = await openScriptScale();
    try {
      for (const [name, path] of Object.entries(pages))
        measured.javascript.set(name, await scale.weigh(`${server.origin}${path}`));
    } finally {
      await scale.close();
    }
    console.log(
      `\nJavaScript per page (every script Chromium loads until the network is idle, compressed as sent): ${[...measured.javascript].map(([name, js]) => `${name} ${(js.bytes / 1024).toFixed(0)} KB in ${js.files} files`).join(", ")}`,
    );
    if (!values["no-lighthouse"]) {
      measured.lighthouse = await auditPages(Object.values(pages).map((path) => `${server.origin}${path}`));
      if (!measured.lighthouse)
        console.log("Lighthouse skipped: no Chromium at /usr/bin/chromium (Debian's chromium).");
      for (const [url, audit] of measured.lighthouse ?? []) {
        console.log(
          `Lighthouse (mobile, median of 5) ${url.slice(server.origin.length)}: ${audit.score}, LCP ${audit.lcpMs.toFixed(0)} ms, TBT ${audit.tbtMs.toFixed(0)} ms, CLS ${audit.cls.toFixed(3)}, script evaluation ${audit.scriptingMs.toFixed(0)} ms, CPU benchmark index ${audit.cpuIndex.toFixed(0)}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  const uncached = await startBenchServer(bench.url, bench.dataDir, 0);
  try {
    const cityPages = Object.keys(ONTARIO_CITY_SLUGS).flatMap((city) =>
      Array.from({ length: 10 }, (_, page) => `/ontario/${city}?page=${page + 1}`),
    );
    await drive(uncached.origin, cityPages.slice(0, 100), Math.min(3, seconds));
    const result = await drive(uncached.origin, cityPages, seconds);
    measured.rows.set("city page, distinct (no page cache)", {
      perSecond: result.requests.average,
      p99: result.latency.p99,
      bytes: 0,
      failed: result.non2xx + result.errors,
    });
    console.log(
      `\nCity pages, ${cityPages.length} distinct URLs, no page micro-cache: ${result.requests.average.toFixed(0)} a second, p99 ${result.latency.p99} ms`,
    );
  } finally {
    await uncached.stop();
  }
  process.exitCode = checkTargets(measured) ? 0 : 1;
} finally {
  await bench.close();
}

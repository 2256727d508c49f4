import "#app/runtime/library-mode.server.ts";
import { countOption, parseCommandLine, type CommandSpec } from "../cli.ts";
import { openBaseline } from "./baseline.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { blogSearchLatency } from "./blog-bench.ts";
import { benchPages } from "./http-kinds.ts";
import { measureSides, type Side } from "./http-side.ts";
import { checkRatios, printSideBySide } from "./http-ratios.ts";
import { checkTargets } from "./http-targets.ts";

// `npm run bench:http [-- --therapists 100000 --posts 10000 --seconds 10 --data-dir DIR --baseline REF]`: the
// built app (server/main.ts, as `npm start` runs it, web only) on a database of N therapists and P published blog
// posts (by some of those therapists), driven by autocannon with 10 connections, one kind of request at a time,
// each kind walking distinct URLs (http-kinds.ts). Prints requests per second, p50 and p99 latency and the average
// answer size per kind (headers and uncompressed body). A client navigation is React Router's single-fetch
// request of the same search: `/_.data?<query>` for `/?<query>` (`/blog.data?<query>` for `/blog?<query>`).
// Before the HTTP kinds, one line gives the blog search's latency in-process. Then, without the page micro-cache,
// distinct city pages; the JavaScript the home page, a profile and a search load in Chromium; and Lighthouse's
// mobile audit of the same pages (five runs each, the median; `--no-lighthouse` skips it). Last, every target of
// http-targets.ts, met or missed: the run exits 1 when one is missed.
// `--baseline REF` measures the app at that commit too (baseline.ts: its own worktree, build and database), kind by
// kind in turn with this checkout, prints both side by side with their ratio, and checks the ratio targets
// (http-ratios.ts); the verdict is then the ratios and the sizes, as a machine's speed moves both sides.
// `--data-dir` keeps the seeded database for the next run (seeding and indexing 100,000 therapists take minutes);
// without it a temporary folder is deleted afterwards.

const BENCH = {
  command: "npm run bench:http --",
  summary:
    "Serves the built app on a database of N therapists and P published posts and measures every kind of page under\nautocannon (10 connections), the JavaScript each page loads and Lighthouse's mobile audit. With --baseline, the\nsame for the app at another commit, side by side with ratios. Exits 1 when a target is missed.",
  options: {
    therapists: { type: "string", value: "N", description: "Therapists in the database (default 100000)." },
    posts: { type: "string", value: "P", description: "Published blog posts (default 10000)." },
    seconds: { type: "string", value: "S", description: "Seconds of load per kind of page (default 10)." },
    "data-dir": { type: "string", value: "DIR", description: "Keep the seeded database here for the next run." },
    baseline: { type: "string", value: "REF", description: "Measure this commit too, side by side, with ratios." },
    "baseline-data-dir": {
      type: "string",
      value: "DIR",
      description: "Keep the baseline's seeded database here (default: inside its worktree).",
    },
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
const therapists = countOption(BENCH, "therapists", values.therapists, { fallback: 100_000 });
const posts = countOption(BENCH, "posts", values.posts, { fallback: 10_000, min: 0 });
const seconds = countOption(BENCH, "seconds", values.seconds, { fallback: 10 });
const pageCacheMs =
  values["page-cache-ms"] === undefined
    ? undefined
    : countOption(BENCH, "page-cache-ms", values["page-cache-ms"], { min: 0 });

const bench = await openBenchDatabase(therapists, values["data-dir"], posts);
const baseline = values.baseline
  ? await openBaseline(values.baseline, { therapists, posts, dataDir: values["baseline-data-dir"] })
  : null;
try {
  // the searches and pages every app is asked for, chosen on this checkout's database: none past its last page
  const pages = await benchPages(bench.db);
  const { blog } = pages;
  console.log(
    `\nBlog search, ${bench.posts} published posts, ${blog.length} distinct searches (page of 12, exact total, topic counts, post rows):`,
  );
  const blogLatency = await blogSearchLatency(bench.db, blog);
  console.log(blogLatency.line);
  const ours: Side = { name: "this checkout", ...bench, appDir: process.cwd() };
  const sides: Side[] = [ours];
  if (baseline) sides.push({ name: `baseline ${baseline.commit}`, ...baseline, appDir: baseline.dir });
  console.log(
    `\nHTTP, ${bench.therapists} therapists, ${bench.posts} published posts, 10 connections, ${seconds} s per kind${baseline ? ", each kind on both apps in turn" : ""}:`,
  );
  const [measured, measuredBaseline] = await measureSides(sides, {
    seconds,
    pageCacheMs,
    lighthouse: !values["no-lighthouse"],
    pages,
  });
  measured!.blogSearchP95 = blogLatency.p95;
  let met = checkTargets(measured!, { speedDecides: !baseline });
  if (baseline && measuredBaseline) {
    printSideBySide(measured!, measuredBaseline, baseline.commit);
    met = checkRatios(measured!, measuredBaseline) && met;
  }
  process.exitCode = met ? 0 : 1;
} finally {
  await baseline?.close();
  await bench.close();
}

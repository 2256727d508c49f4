import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { loader as blogApiLoader } from "#app/routes/api.blog-posts.ts";
import { loader as blogLoader } from "#app/routes/blog.tsx";
import { loader as issueLoader } from "#app/routes/issues.issue.tsx";
import { loader as cityLoader } from "#app/routes/ontario.city.tsx";
import { pageCountOf } from "#app/search/directory-url.ts";
import { benchPages, cityPages, kindsOf, NO_DATA_PAGE, type BenchPages } from "#indexer/bench/http-kinds.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import { addSyntheticTherapists } from "#indexer/seed/seed.server.ts";
import { addSyntheticPosts } from "#indexer/seed/synthetic-posts.server.ts";
import type { TestDatabase } from "../support/db.ts";
import { callLoader, directoryServices, NOW, createDirectoryDb } from "../support/directory.ts";

// The HTTP bench's URLs (indexer/bench/http-kinds.ts), chosen on a small database (the demo data, 400 more
// therapists and 300 more posts: lists of one page and of several): every paged list they ask for has that page, as
// the app's own loaders answer it. A page past the last would be measured as the redirect to the last (the
// /blog, city and issue pages) or as an empty list (the blog API).

let t: TestDatabase;
let services: AppServices;
let pages: BenchPages;

beforeAll(async () => {
  t = await createDirectoryDb();
  await addSyntheticTherapists(t.db, 400);
  await addSyntheticPosts(t.db, 300);
  const engine = postgresSearchEngine(t.db, () => NOW.getTime());
  await engine.rebuild();
  await engine.rebuildBlog();
  services = directoryServices(t);
  pages = await benchPages(t.db);
}, 120_000);
afterAll(async () => t?.release());

/**
 * The page a bench URL asks for: a `.data` request's page, a French twin's English page, the blog API's search
 * as the /blog page (the same search of the same parameters, whose page the API answers empty past the last).
 */
const pageOf = (url: string) =>
  url.replace(/\.data(?=\?|$)/, "").replace(/^\/(?:fr\/blogue|api\/blog-posts)(?=\?|$)/, "/blog");

/** The loader of a paged page and its route parameters, for its path. */
function pageRoute(page: string): { loader: unknown; params: Record<string, string> } | null {
  if (page === "/blog") return { loader: blogLoader, params: {} };
  const city = /^\/ontario\/([^/]+)$/.exec(page)?.[1];
  if (city) return { loader: cityLoader, params: { city } };
  const issue = /^\/issues\/([^/]+)$/.exec(page)?.[1];
  if (issue) return { loader: issueLoader, params: { issue } };
  return null;
}

/** Why the app would not answer the URL with the page it asks for: a redirect, an empty API page, or another status. */
async function problemOf(url: string): Promise<string | null> {
  const [path = "", query = ""] = url.split("?", 2);
  if (path === "/api/blog-posts") {
    const answer = (await callLoader(blogApiLoader, services, url)) as Response;
    if (answer.status !== 200) return `${answer.status}`;
    const { total } = (await answer.json()) as { total: number };
    const asked = new URLSearchParams(query);
    const page = Number(asked.get("page") ?? 1);
    return page <= pageCountOf(total, Number(asked.get("limit") ?? 12)) ? null : `page ${page} of ${total} posts`;
  }
  const route = pageRoute(path);
  if (!route) return "no paged route";
  const answer = await callLoader(route.loader as never, services, url, { params: route.params });
  if (!(answer instanceof Response)) return null;
  return `${answer.status}${answer.headers.get("Location") ? ` to ${answer.headers.get("Location")}` : ""}`;
}

const DIRECTORY = /^\/(?:fr\/?)?(?:_\.data)?$|^\/api\/therapists$/;

describe("the HTTP bench's URLs", () => {
  it("ask for no page past its list's last: no redirect to the last page, no empty API page", async () => {
    const kinds = kindsOf({ profiles: [], posts: [] }, pages);
    const urls = [...new Set([...kinds.flatMap((kind) => kind.urls), ...cityPages(pages.lastPages)])];
    const paged = urls.filter((url) => !DIRECTORY.test(url.split("?")[0]!) && !url.startsWith(`${NO_DATA_PAGE}?`));
    // the directory's searches name no page (page 1 always exists)
    const directory = urls.filter((url) => DIRECTORY.test(url.split("?")[0]!));
    expect(directory.filter((url) => new URLSearchParams(url.split("?")[1]).has("page"))).toEqual([]);
    const asked = [...new Set(paged.map(pageOf))];
    const problems: string[] = [];
    // four at a time (the test database's pool)
    for (let i = 0; i < asked.length; i += 4) {
      const batch = asked.slice(i, i + 4);
      const found = await Promise.all(batch.map(problemOf));
      found.forEach((problem, j) => problem && problems.push(`${batch[j]}: ${problem}`));
    }
    expect(problems).toEqual([]);
    // and they still ask for later pages where the lists have them
    const laterPages = (prefix: string) =>
      paged.filter((url) => url.startsWith(prefix) && /[?&]page=[2-9]/.test(url)).length;
    expect(laterPages("/blog?")).toBeGreaterThan(10);
    expect(laterPages("/api/blog-posts?")).toBeGreaterThan(10);
    expect(laterPages("/ontario/")).toBeGreaterThan(0);
    expect(laterPages("/issues/")).toBeGreaterThan(0);
    expect(pages.blog.length).toBeGreaterThan(100);
  });

  it("the check itself sees a page past the last", async () => {
    expect(await problemOf("/ontario/oakville?page=99")).toMatch(/^302 to \/ontario\/oakville/);
    expect(await problemOf("/blog?query=anxiety&page=999")).toMatch(/^302/);
    expect(await problemOf("/api/blog-posts?query=anxiety&page=999")).toMatch(/^page 999 of/);
  });
});

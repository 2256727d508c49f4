import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { createVisitLog } from "#app/analytics/visit-log.server.ts";
import { isKept, type KeptList } from "#app/components/kept-markup.tsx";
import type { AppServices } from "#app/context.server.ts";
import { loader as searchApiLoader } from "#app/routes/api.therapists.ts";
import { loader as blogLoader, meta as blogMeta } from "#app/routes/blog.tsx";
import { loader as homeLoader, meta as homeMeta } from "#app/routes/home.tsx";
import { loader as issueLoader } from "#app/routes/issues.issue.tsx";
import { loader as cityLoader } from "#app/routes/ontario.city.tsx";
import { citySlug, ONTARIO_CITY_SLUGS } from "#app/reference/city-pages.ts";
import { SearchParams } from "#app/search/api-params.server.ts";
import { activeFilterCount } from "#app/search/directory-url.ts";
import { postgresSearchEngine } from "#indexer/search/engine.ts";
import type { TestDatabase } from "../support/db.ts";
import {
  APP_URL,
  NOW,
  callJsonLoader,
  callLoader,
  directoryServices,
  createDirectoryDb,
} from "../support/directory.ts";
import { capturedLogger } from "../support/logger.ts";

// The directory pages' loaders against the demo data: the home page's lenient parsing and its search analytics,
// the city and issue pages (the sitemap and robots.txt: sitemaps.test.ts).

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let t: TestDatabase;
let services: AppServices;

// Called as a navigation's data request is, a loader's lists are all in its data (none kept for a page's render).
type Listed<T> = { [K in keyof T]: Exclude<T[K], KeptList> };
type Loaded<L extends (args: never) => unknown> = Listed<
  Exclude<Awaited<ReturnType<L>>, Response | DataWithResponseInit<unknown>>
>;
async function page<L extends (args: never) => unknown>(
  loader: L,
  url: string,
  options: Parameters<typeof callLoader>[3] = {},
) {
  const result = await callLoader(loader, services, url, options);
  if (result instanceof Response) throw new Error(`${url} answered ${result.status}`);
  if (Object.values(result as object).some(isKept)) throw new Error(`${url} kept a list from its data`);
  return result as Loaded<L>;
}
const home = (url: string, headers: Record<string, string> = { "User-Agent": BROWSER }) =>
  page(homeLoader, url, { headers });
/** The robots meta tag the home page's metadata gives for a URL, if any. */
const robots = async (url: string) => {
  const tags = homeMeta({
    loaderData: await home(url),
    location: { pathname: new URL(url, "http://app.test").pathname },
    matches: [{ loaderData: { config: { appUrl: "http://app.test" } } }],
  } as never) as Record<string, string>[];
  return tags.find((tag) => tag.name === "robots")?.content;
};

const SearchRow = z.object({ data: z.record(z.string(), z.unknown()) });
const searchEvents = async () => {
  await services.visits.flush();
  return [
    ...(await t.db.any(sql.type(SearchRow)`SELECT data FROM analytics_events WHERE type = 'search' ORDER BY id`)),
  ];
};

beforeAll(async () => {
  t = await createDirectoryDb();
  services = directoryServices(t);
});
afterAll(async () => t.release());

describe("home loader", () => {
  it("searches with the URL's filters and ignores invalid values", async () => {
    const all = await home("/");
    expect(all.therapists).toHaveLength(24);
    expect(all.totalInDatabase).toBe(280);
    const lenient = await home("/?mode=bus&price=cheap&sortBy=x&page=0&acceptingClients=yes");
    expect(lenient.params).toMatchObject({
      mode: undefined,
      price: undefined,
      sortBy: "recommended",
      page: 1,
      acceptingClients: undefined,
    });
    expect(lenient.total).toBe(280);
    expect(lenient.therapists.map((th) => th.slug)).toEqual(all.therapists.map((th) => th.slug));
    const toronto = await home("/?city=toronto&price=under-100");
    expect(toronto.title).toBe("Therapists in Toronto");
    expect(toronto.params.price).toBe("<$100");
    expect(toronto.total).toBeGreaterThan(0);
    expect(toronto.total).toBeLessThan(42);
  });

  it("keeps a search with no results out of search engines, so that no invented value becomes an indexed title", async () => {
    expect(await robots("/?city=Toronto")).toBeUndefined();
    expect(await robots("/?specialty=Anxiety")).toBeUndefined();
    expect(await robots("/?city=Nowhere%20Town")).toBe("noindex, follow");
    expect(await robots("/?specialty=Call%20555-0100%20now")).toBe("noindex, follow");
    expect(await robots("/fr?city=Nulle%20Part")).toBe("noindex, follow");
    expect(await robots("/?query=anxiety")).toBe("noindex, follow");
  });
});

describe("a text query with no letter or digit", () => {
  /** The services, with the parameters each directory search is asked with. */
  const watched = () => {
    const asked: SearchParams[] = [];
    const search = {
      ...services.search,
      search: (...args: Parameters<AppServices["search"]["search"]>) => {
        asked.push(args[0]);
        return services.search.search(...args);
      },
    };
    return { asked, services: { ...services, search } };
  };

  it("is no query on the directory's pages: not searched, not a filter, no noindex", async () => {
    const none = await home("/");
    const marks = await home("/?query=!!!");
    expect(marks.params.query).toBeUndefined();
    expect([marks.title, marks.total, marks.corrected]).toEqual([none.title, none.total, none.corrected]);
    expect(activeFilterCount(marks.params)).toBe(0);
    expect(await robots("/?query=!!!")).toBeUndefined();
    expect(await robots("/fr?query=%E2%80%94")).toBeUndefined();
    const [toronto, marked] = [await home("/?city=Toronto"), await home("/?city=Toronto&query=%3F%3F")];
    expect([marked.title, marked.total]).toEqual([toronto.title, toronto.total]);
    const { asked, services: spying } = watched();
    await callLoader(homeLoader, spying, "/?query=!!!", { headers: { "User-Agent": BROWSER } });
    expect(asked.map((p) => p.query)).toEqual([undefined]);
  });

  it("is no query to the search API: the engine is asked no text, and answers as it does without one", async () => {
    const { asked, services: spying } = watched();
    const marks = await callJsonLoader(searchApiLoader, spying, "/api/therapists?query=!!!");
    const none = await callJsonLoader(searchApiLoader, spying, "/api/therapists");
    expect(asked.map((p) => p.query)).toEqual([undefined, undefined]);
    expect(marks).toEqual(none);
  });

  it("is no query on the blog's page: not searched, no noindex", async () => {
    const marks = await page(blogLoader, "/blog?query=!!!");
    const none = await page(blogLoader, "/blog");
    expect(marks.params.query).toBeUndefined();
    expect(marks.total).toBe(none.total);
    const tags = blogMeta({
      loaderData: marks,
      location: { pathname: "/blog" },
      matches: [{ loaderData: { config: { appUrl: "http://app.test" } } }],
    } as never) as Record<string, string>[];
    expect(tags.find((tag) => tag.name === "robots")).toBeUndefined();
  });
});

describe("search analytics (after page-1 results for a new filter set)", () => {
  beforeEach(async () => {
    await services.visits.flush();
    await t.db.query(sql.unsafe`DELETE FROM analytics_events`);
  });

  it("records a new filter set once, with the search fields and the number of results", async () => {
    const result = await home(
      "/?query=anxiety&city=Toronto&mode=online&price=under-100&issue=grief&therapyType=CBT&specialty=Anxiety",
    );
    expect(await searchEvents()).toEqual([
      {
        data: {
          searchQuery: "anxiety",
          specialty: "Anxiety",
          city: "Toronto",
          therapyType: "CBT",
          issue: "grief",
          mode: "online",
          price: "<$100",
          resultsCount: result.total,
        },
      },
    ]);
  });

  it("keeps no email address or phone number typed into the search box", async () => {
    await home("/?query=jane.visitor2%40gmail.com%20416-555-0199%20grief");
    const [event] = await searchEvents();
    expect(event?.data.searchQuery).toBe("[email] [phone] grief");
  });

  it("compares with the directory page the request came from", async () => {
    const referer = (query: string) => ({ "User-Agent": BROWSER, Referer: `${APP_URL}/${query}` });
    await home("/?city=Toronto", referer("?city=Toronto&page=3"));
    await home("/?city=Toronto&sortBy=name", referer("?city=Toronto"));
    expect(await searchEvents()).toHaveLength(0);
    await home("/?city=Toronto&acceptingClients=true", referer("?city=Toronto"));
    await home("/", referer("?city=Toronto&acceptingClients=true"));
    expect((await searchEvents()).map((e) => [e.data.city, e.data.resultsCount])).toEqual([
      ["Toronto", expect.any(Number)],
      [null, 280],
    ]);
  });

  it("does not count later pages, the plain directory, other sites' links as repeats, or crawlers", async () => {
    await home("/?city=Toronto&page=2");
    await home("/");
    await home("/?specialty=ADHD", { "User-Agent": GOOGLEBOT });
    await home("/?specialty=ADHD", {});
    expect(await searchEvents()).toHaveLength(0);
    await home("/?specialty=ADHD", { "User-Agent": BROWSER, Referer: "https://elsewhere.example/?specialty=ADHD" });
    expect(await searchEvents()).toHaveLength(1);
  });

  it("never breaks the page when the event cannot be stored (the failure is logged)", async () => {
    const { lines, logger } = capturedLogger("error");
    const failingDb = new Proxy(t.db, {
      get: (target, key, receiver) =>
        key === "query"
          ? () => Promise.reject(new Error("analytics table is gone"))
          : Reflect.get(target, key, receiver),
    });
    const broken: AppServices = { ...services, visits: createVisitLog(failingDb, logger), logger };
    const result = await callLoader(homeLoader, broken, "/?city=Ottawa", { headers: { "User-Agent": BROWSER } });
    expect(result).not.toBeInstanceOf(Response);
    expect((result as Loaded<typeof homeLoader>).total).toBe(18);
    await broken.visits.flush();
    expect(lines.join("")).toContain("could not store analytics events");
    expect(await searchEvents()).toHaveLength(0);
  });
});

describe("city page loader", () => {
  it("lists the city's therapists by name, 24 a page", async () => {
    const first = await page(cityLoader, "/ontario/toronto", { params: { city: "toronto" } });
    expect(first).toMatchObject({ cityName: "Toronto", total: 42, page: 1, pageCount: 2 });
    expect(first.therapists).toHaveLength(24);
    const second = await page(cityLoader, "/ontario/toronto?page=2", { params: { city: "toronto" } });
    expect(second.therapists).toHaveLength(18);
    const sorted = await services.search.search(SearchParams.parse({ city: "Toronto", sortBy: "name", limit: 50 }));
    expect([...first.therapists, ...second.therapists].map((th) => th.slug)).toEqual(
      sorted.therapists.map((th) => th.slug),
    );
  });

  it("names the 19 mapped cities and capitalises unknown slugs word by word", async () => {
    expect((await page(cityLoader, "/ontario/st-catharines", { params: { city: "st-catharines" } })).cityName).toBe(
      "St. Catharines",
    );
    // a city beyond the 19 renders while therapists are listed there, its name capitalised word by word
    const named = Object.values(ONTARIO_CITY_SLUGS);
    const listed = await t.db.oneFirst(sql.type(z.object({ city: z.string() }))`
      SELECT city FROM therapists WHERE status = 'approved' AND province = 'ON' AND city ~ '^[A-Za-z ]+$'
        AND city <> ALL(${sql.array(named, "text")}) ORDER BY city LIMIT 1`);
    const slug = citySlug(listed);
    const other = await page(cityLoader, `/ontario/${slug}`, { params: { city: slug } });
    expect(other.cityName).toBe(listed);
    expect(other.therapists.length).toBeGreaterThan(0);
  });

  it("answers 404 for a city that is neither one of the 19 nor has a therapist, with its empty state; a named one without any stays 200", async () => {
    const nowhere = await callLoader(cityLoader, services, "/ontario/nowhere-town", {
      params: { city: "nowhere-town" },
    });
    // 404 and kept out of search engines, but the page still says no therapist is listed in "Nowhere Town".
    expect(nowhere).toMatchObject({
      init: { status: 404 },
      data: { noindex: true, cityName: "Nowhere Town", total: 0, therapists: [] },
    });
    await t.db.query(sql.unsafe`UPDATE therapists SET status = 'rejected' WHERE city = 'Oakville'`);
    await postgresSearchEngine(t.db, () => NOW.getTime()).rebuild();
    try {
      const empty = await page(cityLoader, "/ontario/oakville", { params: { city: "oakville" } });
      expect(empty).toMatchObject({ noindex: false, cityName: "Oakville", total: 0, therapists: [] });
    } finally {
      await t.db.query(
        sql.unsafe`UPDATE therapists SET status = 'approved' WHERE city = 'Oakville' AND status = 'rejected'`,
      );
      await postgresSearchEngine(t.db, () => NOW.getTime()).rebuild();
    }
  });

  it("answers 404 for a malformed slug", async () => {
    const result = await callLoader(cityLoader, services, "/ontario/%3Cb%3E", { params: { city: "<b>" } });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(404);
  });

  it("is the listed city in its own spelling: Niagara-on-the-Lake's therapists on /ontario/niagara-on-the-lake", async () => {
    const listed = await services.search.search(SearchParams.parse({ city: "Niagara-on-the-Lake", limit: 50 }));
    expect(listed.total).toBeGreaterThan(0);
    const found = await page(cityLoader, "/ontario/niagara-on-the-lake", { params: { city: "niagara-on-the-lake" } });
    expect(found).toMatchObject({ cityName: "Niagara-on-the-Lake", total: listed.total });
  });
});

describe("issue page loader", () => {
  it("searches the issue's mapped specialty, recommended first", async () => {
    const anxiety = await page(issueLoader, "/issues/anxiety", { params: { issue: "anxiety" } });
    const expected = await services.search.search(
      SearchParams.parse({ issue: "Anxiety & Depression", sortBy: "recommended" }),
    );
    expect(anxiety.total).toBe(expected.total);
    expect(anxiety.total).toBeGreaterThan(24);
    expect(anxiety.therapists.map((th) => th.slug)).toEqual(expected.therapists.map((th) => th.slug));
    const grief = await page(issueLoader, "/issues/grief?page=2", { params: { issue: "grief" } });
    expect(grief.page).toBe(2);
  });

  it("answers 404 for an unknown issue", async () => {
    const result = await callLoader(issueLoader, services, "/issues/nope", { params: { issue: "nope" } });
    expect((result as Response).status).toBe(404);
  });
});

describe("a page past a list's last", () => {
  const target = (result: unknown) => {
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    return response.headers.get("Location");
  };

  it("sends the visitor to the list's last page, the filters kept (the first page names none)", async () => {
    const headers = { "User-Agent": BROWSER };
    expect(target(await callLoader(homeLoader, services, "/?city=Toronto&page=99", { headers }))).toBe(
      "/?city=Toronto&page=2",
    );
    // a page past the search's bound is past the last page too, not the first one under its address
    expect(target(await callLoader(homeLoader, services, "/?city=Toronto&page=99999", { headers }))).toBe(
      "/?city=Toronto&page=2",
    );
    expect(target(await callLoader(homeLoader, services, "/fr?city=Nowhere&page=3", { headers }))).toBe(
      "/fr?city=Nowhere",
    );
    const city = await callLoader(cityLoader, services, "/ontario/toronto?page=99", { params: { city: "toronto" } });
    expect(target(city)).toBe("/ontario/toronto?page=2");
    const issue = await callLoader(issueLoader, services, "/issues/anxiety?page=99", { params: { issue: "anxiety" } });
    expect(target(issue)).toMatch(/^\/issues\/anxiety\?page=\d+$/);
    expect(target(await callLoader(blogLoader, services, "/blog?page=99"))).toMatch(/^\/blog(\?page=\d+)?$/);
  });

  it("serves the last page itself", async () => {
    const last = await page(cityLoader, "/ontario/toronto?page=2", { params: { city: "toronto" } });
    expect(last.page).toBe(2);
  });
});

describe("a city page's city", () => {
  it("is not found for a city the list places outside Ontario, whoever practises there", async () => {
    const result = await callLoader(cityLoader, services, "/ontario/red-deer", { params: { city: "red-deer" } });
    expect((result as Response).status).toBe(404);
  });
});

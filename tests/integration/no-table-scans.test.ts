import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import type { Db } from "#app/db/pool.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action as eventsAction } from "#app/routes/api.events.ts";
import { action as contactAction } from "#app/routes/api.therapists.id.contact.ts";
import { loader as blogPostsLoader } from "#app/routes/api.therapists.id.blog-posts.ts";
import { loader as byIdLoader } from "#app/routes/api.therapists.id.ts";
import { loader as bySlugLoader } from "#app/routes/api.therapists.by-slug.ts";
import { loader as citiesLoader } from "#app/routes/api.therapists.filters.cities.ts";
import { loader as specialtiesLoader } from "#app/routes/api.therapists.filters.specialties.ts";
import { loader as searchApiLoader } from "#app/routes/api.therapists.ts";
import { loader as badgeLoader } from "#app/routes/badge.svg.ts";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as issueLoader } from "#app/routes/issues.issue.tsx";
import { loader as cityLoader } from "#app/routes/ontario.city.tsx";
import { loader as sitemapLoader } from "#app/routes/sitemap.xml.ts";
import { loader as sitemapFileLoader } from "#app/routes/sitemaps.file.ts";
import { action as webhookAction } from "#app/routes/api.stripe.webhook.ts";
import { loader as profileLoader } from "#app/routes/therapist-profile.tsx";
import { refreshSitemapFiles } from "#app/seo/sitemap-files.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { checkoutCompleted, signWebhook } from "../support/featured.ts";
import { startScanCheck, type Call, type ScanCheck } from "../support/table-scans.ts";

// No public request reads a whole table of therapists, search documents, posts, inquiries or analytics events:
// each query it runs must be served by an index that narrows it to the rows it needs, or it costs a table scan
// per request at 100,000 therapists. Each request below runs on a database of 2,000 therapists where the planner
// may scan a table only where no index can serve the query, and may read only a small part of each table
// (tests/support/table-scans.ts says how that is measured).

/** The sitemap's ranges are drawn here at 500 profiles, so that a file's read is seen to be its range alone. */
const SITEMAP_RANGE = 500;

let t: TestDatabase;
let scans: ScanCheck | undefined;
let app: Db;
let therapist: ScanCheck["therapist"];
let scannedBy: ScanCheck["scannedBy"];
let run: ScanCheck["run"];

beforeAll(async () => {
  t = await createTestDb();
  scans = await startScanCheck(t);
  ({ app, therapist, scannedBy, run } = scans);
  await refreshSitemapFiles(app, SITEMAP_RANGE);
});
afterAll(async () => {
  await scans?.close();
  await t?.release();
});

describe("public requests at the database", () => {
  it("the check sees a table scan where one happens", async () => {
    const scan = await scannedBy(() => app.any(sql.unsafe`SELECT id FROM therapists WHERE bio LIKE '%x%'`));
    expect(scan).toEqual([expect.stringMatching(/^therapists: 1 scans/)]);
    const walk = await scannedBy(() =>
      app.any(sql.unsafe`SELECT id FROM therapists WHERE status = 'approved' ORDER BY created_at DESC`),
    );
    expect(walk).toEqual([expect.stringMatching(/^therapists: 0 scans, \d{4} rows/)]);
    expect(await scannedBy(() => app.any(sql.unsafe`SELECT id FROM therapists WHERE slug = 'none'`))).toEqual([]);
  });

  const requests: Array<[string, () => Call]> = [
    ["GET / (root loader)", () => ({ loader: rootLoader, url: "/" })],
    ["GET /", () => ({ loader: homeLoader, url: "/" })],
    [
      "GET /?city=toronto&specialty=Anxiety&mode=online",
      () => ({ loader: homeLoader, url: "/?city=toronto&specialty=Anxiety&mode=online" }),
    ],
    [
      "GET /?query=trauma emdr&price=under-100",
      () => ({ loader: homeLoader, url: "/?query=trauma%20emdr&price=under-100" }),
    ],
    ["GET /?query=anxeity (typo)", () => ({ loader: homeLoader, url: "/?query=anxeity" })],
    ["GET /?sortBy=name&page=3", () => ({ loader: homeLoader, url: "/?sortBy=name&page=3" })],
    [
      "GET /?sortBy=rating&acceptingClients=true",
      () => ({ loader: homeLoader, url: "/?sortBy=rating&acceptingClients=true" }),
    ],
    ["GET /?city=ottawa&sortBy=nearest", () => ({ loader: homeLoader, url: "/?city=ottawa&sortBy=nearest" })],
    [
      "GET /api/therapists?query=grief&city=Ottawa",
      () => ({ loader: searchApiLoader, url: "/api/therapists?query=grief&city=Ottawa" }),
    ],
    [
      "GET /api/therapists?therapyType=CBT&page=2",
      () => ({ loader: searchApiLoader, url: "/api/therapists?therapyType=CBT&page=2" }),
    ],
    [
      "GET /therapists/{slug}",
      () => ({ loader: profileLoader, url: `/therapists/${therapist.slug}`, params: { slug: therapist.slug } }),
    ],
    [
      "GET /therapists/{author slug}?tab=articles",
      () => ({
        loader: profileLoader,
        url: `/therapists/${therapist.authorSlug}?tab=articles`,
        params: { slug: therapist.authorSlug },
      }),
    ],
    [
      "GET /therapists/{first-last}",
      () => ({
        loader: profileLoader,
        url: `/therapists/${therapist.alias}`,
        params: { slug: therapist.alias },
        status: 301,
      }),
    ],
    [
      "GET /therapists/{id}",
      () => ({
        loader: profileLoader,
        url: `/therapists/${therapist.id}`,
        params: { slug: therapist.id },
        status: 301,
      }),
    ],
    [
      "GET /therapists/{unknown}",
      () => ({
        loader: profileLoader,
        url: "/therapists/no-such-person",
        params: { slug: "no-such-person" },
        status: 404,
      }),
    ],
    [
      "GET /api/therapists/by-slug/{slug}",
      () => ({ loader: bySlugLoader, url: "/", params: { slug: therapist.slug } }),
    ],
    [
      "GET /api/therapists/by-slug/{first-last}",
      () => ({ loader: bySlugLoader, url: "/", params: { slug: therapist.alias } }),
    ],
    ["GET /api/therapists/{id}", () => ({ loader: byIdLoader, url: "/", params: { id: therapist.id } })],
    [
      "GET /api/therapists/{id}/blog-posts",
      () => ({ loader: blogPostsLoader, url: "/", params: { id: therapist.authorId } }),
    ],
    ["GET /api/therapists/filters/cities", () => ({ loader: citiesLoader, url: "/api/therapists/filters/cities" })],
    [
      "GET /api/therapists/filters/specialties",
      () => ({ loader: specialtiesLoader, url: "/api/therapists/filters/specialties" }),
    ],
    ["GET /badge/{slug}.svg", () => ({ loader: badgeLoader, url: "/", params: { file: `${therapist.slug}.svg` } })],
    [
      "GET /ontario/toronto?page=2",
      () => ({ loader: cityLoader, url: "/ontario/toronto?page=2", params: { city: "toronto" } }),
    ],
    ["GET /issues/anxiety", () => ({ loader: issueLoader, url: "/issues/anxiety", params: { issue: "anxiety" } })],
    ["GET /sitemap.xml (the index)", () => ({ loader: sitemapLoader, url: "/sitemap.xml" })],
    [
      "GET /sitemaps/therapists-2.xml (its range of profiles alone)",
      () => ({
        loader: sitemapFileLoader,
        url: "/sitemaps/therapists-2.xml",
        params: { file: "therapists-2.xml" },
        budget: SITEMAP_RANGE,
      }),
    ],
    [
      "GET /sitemaps/posts-1.xml",
      () => ({ loader: sitemapFileLoader, url: "/sitemaps/posts-1.xml", params: { file: "posts-1.xml" } }),
    ],
    [
      "POST /api/events",
      () => ({
        loader: eventsAction,
        url: "/api/events",
        method: "POST",
        body: { type: "contact_started", therapistId: therapist.id, data: {} },
        status: 204,
      }),
    ],
    [
      "POST /api/therapists/{id}/contact",
      () => ({
        loader: contactAction,
        url: `/api/therapists/${therapist.id}/contact`,
        params: { id: therapist.id },
        method: "POST",
        body: {
          name: "Sam Visitor",
          email: "sam@example.org",
          message: "Hello, I would like to book a first session.",
        },
      }),
    ],
    [
      "POST /api/stripe/webhook",
      () => {
        const event = checkoutCompleted(1_767_225_600, {
          userId: therapist.id,
          therapistId: therapist.id,
          purpose: "upgrade",
        });
        return {
          loader: webhookAction,
          url: "/api/stripe/webhook",
          method: "POST",
          body: event,
          headers: { "Stripe-Signature": signWebhook(event) },
          withProvider: true,
        };
      },
    ],
  ];

  it.each(requests)("%s scans no table", async (_label, call) => {
    const request = call();
    let status = 0;
    const scanned = await scannedBy(async () => (status = await run(request)), request.budget);
    expect(scanned, scanned.join("; ")).toEqual([]);
    expect(status).toBe(request.status ?? 200);
  });
});

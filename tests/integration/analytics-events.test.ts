import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { inquiryAnalytics } from "#app/admin/inquiries.server.ts";
import { recordSearch } from "#app/analytics/events.server.ts";
import { createVisitLog } from "#app/analytics/visit-log.server.ts";
import { rollupAnalytics } from "#app/analytics/retention.server.ts";
import { EVENTS_PER_CLIENT, visitorId } from "#app/analytics/visitor.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { action as eventsAction } from "#app/routes/api.events.ts";
import { loader as profileLoader } from "#app/routes/therapist-profile.tsx";
import { SearchParams } from "#app/search/api-params.server.ts";
import { rollupAnalyticsJob } from "#app/jobs/rollup-analytics.server.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { rollupAnalyticsHandler } from "#indexer/jobs/rollup-analytics.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { capturedLogger } from "../support/logger.ts";
import { appRequest, callForResponse, contextFor } from "../support/auth.ts";
import { APP_URL, callLoader, directoryServices } from "../support/directory.ts";

// POST /api/events is limited per client address, capped by its schema, and counts an event once per visitor and
// page within a window (so do server-side searches); raw events older than 90 days are folded into daily counts.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

let t: TestDatabase;
let services: AppServices;
const therapists: string[] = [];

const post = (body: unknown, ip: string, userAgent: string | null = BROWSER) =>
  callForResponse(
    eventsAction,
    appRequest("/api/events", { json: body, headers: userAgent ? { "User-Agent": userAgent } : {} }),
    contextFor(services, ip),
  );
const N = z.object({ n: z.number().int() });
/** Events of a type (and therapist) stored once every queued batch is written. */
async function rawCount(type: string, therapistId?: string) {
  await services.visits.flush();
  return t.db.oneFirst(sql.type(N)`SELECT count(*)::int AS n FROM analytics_events
    WHERE type = ${type} AND (${therapistId ?? null}::uuid IS NULL OR therapist_id = ${therapistId ?? null}::uuid)`);
}
const view = (i: number) => ({ type: "profile_view", therapistId: therapists[i]!, data: { therapistName: `T${i}` } });

beforeAll(async () => {
  t = await createTestDb();
  services = directoryServices(t);
  for (const name of ["Ana", "Bo", "Cy"]) {
    therapists.push(
      await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
      INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, city)
      VALUES (${`${name.toLowerCase()}-events`}, ${name}, 'Events', ${`${name.toLowerCase()}.events@example.com`},
        ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'approved', 'Toronto') RETURNING id`),
    );
  }
});
afterAll(async () => t.release());

describe("POST /api/events", () => {
  it("refuses most of 300 events from one address with 429 and Retry-After once past the limit; other addresses go on", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 300; i++) {
      last = await post(
        { type: "contact_started", therapistId: therapists[2]!, data: { method: "form" } },
        "198.51.100.1",
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, EVENTS_PER_CLIENT).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(EVENTS_PER_CLIENT).every((s) => s === 429)).toBe(true);
    expect(EVENTS_PER_CLIENT).toBeLessThan(150);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(last!.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(await last!.json()).toEqual({ message: "Too many events were sent. Please wait and try again." });
    // One visitor, one therapist: the 60 accepted events are one contact start.
    expect(await rawCount("contact_started", therapists[2]!)).toBe(1);
    expect((await post(view(2), "198.51.100.2")).status).toBe(204);
  });

  it("stores the same profile view by the same visitor once within the window, and once per visitor", async () => {
    expect((await post(view(0), "192.0.2.10")).status).toBe(204);
    expect((await post(view(0), "192.0.2.10")).status).toBe(204);
    expect(await rawCount("profile_view", therapists[0]!)).toBe(1);
    await post(view(0), "192.0.2.11");
    await post(view(0), "192.0.2.10", OTHER_BROWSER);
    await post(view(1), "192.0.2.10");
    expect(await rawCount("profile_view", therapists[0]!)).toBe(3);
    expect(await rawCount("profile_view", therapists[1]!)).toBe(1);
  });

  it("counts a repeat again once the window has passed, and stores no IP address", async () => {
    const t0 = new Date("2025-05-05T10:00:00Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const visitor = visitorId({ secret: services.config.sessionSecret, ip: "192.0.2.20", userAgent: BROWSER, now: t0 });
    const event = { type: "contact_started" as const, therapistId: therapists[1]!, data: {} };
    const countAfter = (minutes: number) => {
      services.visits.record({ visitor, type: event.type, page: event.therapistId, now: at(minutes) }, event);
      return rawCount("contact_started", therapists[1]!);
    };
    expect([await countAfter(0), await countAfter(29), await countAfter(31)]).toEqual([1, 1, 2]);
    expect(visitor).not.toContain("192.0.2.20");
    expect(
      visitorId({ secret: services.config.sessionSecret, ip: "192.0.2.20", userAgent: BROWSER, now: at(24 * 60) }),
    ).not.toBe(visitor);
    const stored = await t.db.oneFirst(sql.type(N)`
      SELECT ((SELECT count(*) FROM rate_limits WHERE bucket LIKE '%192.0.2%')
        + (SELECT count(*) FROM analytics_events WHERE data::text LIKE '%192.0.2%'))::int AS n`);
    expect(stored).toBe(0);
  });

  it("answers 400 with field errors to an oversized or unknown payload, and stores nothing", async () => {
    const before = await rawCount("profile_view");
    const long = await post({ ...view(1), data: { therapistName: "x".repeat(10_000) } }, "192.0.2.30");
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      message: expect.any(String),
      errors: { data: [expect.any(String)] },
    });
    const manyKeys = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, "v".repeat(100)]));
    const wide = await post({ ...view(1), data: manyKeys }, "192.0.2.30");
    expect(wide.status).toBe(400);
    expect((await wide.json()).errors).toBeDefined();
    expect((await post({ ...view(1), extra: "x" }, "192.0.2.30")).status).toBe(400);
    expect(
      (await post({ ...view(1), data: { specialties: Array.from({ length: 21 }, () => "Anxiety") } }, "192.0.2.30"))
        .status,
    ).toBe(400);
    expect(await rawCount("profile_view")).toBe(before);
  });

  it("acknowledges a bot's event without storing it", async () => {
    const before = await rawCount("profile_view");
    expect((await post(view(2), "192.0.2.40", null)).status).toBe(204);
    expect(await rawCount("profile_view")).toBe(before);
  });
});

describe("profile pages", () => {
  it("record a view once per visitor within the window, without waiting for it", async () => {
    const open = (userAgent: string) =>
      callLoader(profileLoader, services, "/therapists/cy-events", {
        params: { slug: "cy-events" },
        headers: { "User-Agent": userAgent },
      });
    const before = await rawCount("profile_view", therapists[2]!);
    for (const agent of [BROWSER, BROWSER, BROWSER, OTHER_BROWSER]) await open(agent);
    const unflushed = await t.db.oneFirst(sql.type(N)`
      SELECT count(*)::int AS n FROM analytics_events WHERE type = 'profile_view' AND therapist_id = ${therapists[2]!}`);
    expect(unflushed).toBe(before);
    expect(await rawCount("profile_view", therapists[2]!)).toBe(before + 2);
  });

  it("record the contact dialog opened by the page's address (a click before the page's script ran), once per visitor", async () => {
    const open = (search: string) =>
      callLoader(profileLoader, services, `/therapists/bo-events${search}`, {
        params: { slug: "bo-events" },
        headers: { "User-Agent": OTHER_BROWSER },
      });
    const before = await rawCount("contact_started", therapists[1]!);
    await open("");
    expect(await rawCount("contact_started", therapists[1]!)).toBe(before);
    await open("?contact=open");
    await open("?tab=reviews&contact=open");
    expect(await rawCount("contact_started", therapists[1]!)).toBe(before + 1);
    const stored = await t.db.oneFirst(sql.type(z.object({ data: z.unknown() }))`
      SELECT data FROM analytics_events WHERE type = 'contact_started' AND therapist_id = ${therapists[1]!}
      ORDER BY created_at DESC LIMIT 1`);
    expect(stored).toMatchObject({ method: "form", therapistName: "Bo Events" });
  });
});

describe("the visit log", () => {
  it("stores batches as they fill, once per visitor and page, and an unknown therapist's event without the therapist", async () => {
    const log = createVisitLog(t.db, capturedLogger().logger);
    const before = await rawCount("profile_view");
    for (let i = 0; i < 450; i++) {
      const event = { type: "profile_view", therapistId: therapists[i % 3]!, data: { therapistName: `batch ${i}` } };
      log.record({ visitor: `batch-visitor-${i}`, type: event.type, page: event.therapistId }, event);
      log.record({ visitor: `batch-visitor-${i}`, type: event.type, page: event.therapistId }, event);
    }
    const ghost = "00000000-0000-4000-8000-000000000000";
    log.record(
      { visitor: "batch-ghost", type: "profile_view", page: ghost },
      { type: "profile_view", therapistId: ghost, data: { therapistName: "Erased Person", city: "Toronto" } },
    );
    // Two full batches of 200 are on their way already; the rest waits for its delay or a flush.
    await log.flush();
    expect(await rawCount("profile_view")).toBe(before + 451);
    const orphans = await t.db.anyFirst(sql.type(z.object({ data: z.record(z.string(), z.unknown()) }))`
      SELECT data FROM analytics_events WHERE type = 'profile_view' AND therapist_id IS NULL`);
    // stored without the therapist, nor the name the browser sent with the id
    expect(orphans).toEqual([{ city: "Toronto" }]);
  });

  it("logs and drops a batch the database refuses, and goes on with the next", async () => {
    const { lines, logger } = capturedLogger();
    const failing = { query: () => Promise.reject(new Error("connection refused")) } as unknown as typeof t.db;
    const log = createVisitLog(failing, logger);
    log.record({ visitor: "down", type: "search", page: "x" }, { type: "search", therapistId: null, data: {} });
    await log.flush();
    expect(lines.join("")).toContain("could not store analytics events");
    log.record({ visitor: "down-2", type: "search", page: "x" }, { type: "search", therapistId: null, data: {} });
    await expect(log.flush()).resolves.toBeUndefined();
  });
});

describe("search events", () => {
  const search = (userAgent: string, ip: string, now?: Date) =>
    recordSearch(services, new Request(`${APP_URL}/?city=Toronto`, { headers: { "User-Agent": userAgent } }), {
      params: SearchParams.parse({ city: "Toronto" }),
      resultsCount: 3,
      ip,
      now,
    });

  it("are recorded once per visitor and filter set within the window", async () => {
    const t0 = new Date("2025-07-01T12:00:00Z");
    const countAfter = async (userAgent: string, ip: string, now: Date) => {
      expect(search(userAgent, ip, now)).toBe(true);
      return rawCount("search");
    };
    expect(await countAfter(BROWSER, "192.0.2.50", t0)).toBe(1);
    expect(await countAfter(BROWSER, "192.0.2.50", new Date(t0.getTime() + 10 * 60_000))).toBe(1);
    expect(await countAfter(OTHER_BROWSER, "192.0.2.50", t0)).toBe(2);
    expect(await countAfter(BROWSER, "192.0.2.51", t0)).toBe(3);
    expect(await countAfter(BROWSER, "192.0.2.50", new Date(t0.getTime() + 31 * 60_000))).toBe(4);
  });
});

describe("the rollup of old events", () => {
  it("folds raw events older than 90 days into daily counts, keeps the admin analytics the same, and is safe to run twice", async () => {
    await t.db.query(sql.unsafe`DELETE FROM analytics_events`);
    const now = new Date("2026-06-15T04:00:00Z");
    // The cutoff is 2026-03-17T00:00Z (90 days before the day of `now`).
    const [ana, bo] = [therapists[0]!, therapists[1]!];
    await t.db.query(sql.unsafe`INSERT INTO analytics_events (type, therapist_id, data, created_at) VALUES
      ('profile_view', ${bo}, '{}', '2026-01-10T08:00:00Z'), ('profile_view', ${bo}, '{}', '2026-01-10T20:00:00Z'),
      ('profile_view', ${bo}, '{}', '2026-03-16T23:59:59Z'), ('profile_view', ${ana}, '{}', '2026-03-17T00:00:00Z'),
      ('profile_view', ${ana}, '{}', '2026-06-14T10:00:00Z'), ('contact_started', ${ana}, '{}', '2026-02-01T10:00:00Z'),
      ('search', NULL, '{"specialty": "Anxiety", "city": "Toronto", "resultsCount": 12}', '2026-01-10T09:00:00Z'),
      ('search', NULL, '{"specialty": "Anxiety", "city": "Toronto", "resultsCount": 12}', '2026-01-10T11:00:00Z'),
      ('search', NULL, '{"specialty": "Anxiety", "city": null, "resultsCount": 3}', '2026-06-01T09:00:00Z'),
      ('search', NULL, '{"searchQuery": "equine therapy", "city": "Sudbury", "resultsCount": 0}', '2026-02-02T09:00:00Z'),
      ('search', NULL, '{"searchQuery": "equine therapy", "city": "Sudbury", "resultsCount": 0}', '2026-06-02T09:00:00Z')`);
    const before = await inquiryAnalytics(t.db);
    expect(before.views.map((v) => [v.name, v.count])).toEqual([
      ["Bo Events", 3],
      ["Ana Events", 2],
    ]);

    expect(await rollupAnalytics(t.db, now)).toEqual({ events: 7, rows: 5 });
    expect(await rawCount("profile_view")).toBe(2);
    expect(await rawCount("search")).toBe(2);
    expect(await rawCount("contact_started")).toBe(0);
    const Daily = z.object({ day: z.string(), type: z.string(), events: z.number().int() });
    const daily = await t.db.any(sql.type(Daily)`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, type, events FROM analytics_daily ORDER BY day, type`);
    expect(daily).toEqual([
      { day: "2026-01-10", type: "profile_view", events: 2 },
      { day: "2026-01-10", type: "search", events: 2 },
      { day: "2026-02-01", type: "contact_started", events: 1 },
      { day: "2026-02-02", type: "search", events: 1 },
      { day: "2026-03-16", type: "profile_view", events: 1 },
    ]);
    expect(await inquiryAnalytics(t.db)).toEqual(before);

    expect(await rollupAnalytics(t.db, now)).toEqual({ events: 0, rows: 0 });
    expect(await inquiryAnalytics(t.db)).toEqual(before);
    expect(before.specialties).toEqual([{ label: "Anxiety", count: 3 }]);
    expect(before.zeroResults).toEqual([{ label: "equine therapy · Sudbury", count: 2 }]);
  });
});

describe("the rollup-analytics job", () => {
  it("is scheduled nightly and folds what is past the retention period", async () => {
    expect(JOBS).toContain(rollupAnalyticsHandler);
    expect(rollupAnalyticsHandler.job).toBe(rollupAnalyticsJob);
    expect(rollupAnalyticsJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    await t.db.query(sql.unsafe`INSERT INTO analytics_events (type, therapist_id, data, created_at)
      VALUES ('profile_view', ${therapists[0]!}, '{"therapistName": "long ago"}', '2000-01-01T12:00:00Z')`);
    await rollupAnalyticsHandler.handle({}, services, undefined as never);
    await rollupAnalyticsHandler.handle({}, services, undefined as never);
    const Row = z.object({ raw: z.number().int(), folded: z.number().int() });
    expect(
      await t.db.one(sql.type(Row)`
      SELECT (SELECT count(*)::int FROM analytics_events WHERE created_at < '2001-01-01') AS raw,
        (SELECT sum(events)::int FROM analytics_daily WHERE day = '2000-01-01') AS folded`),
    ).toEqual({ raw: 0, folded: 1 });
  });
});

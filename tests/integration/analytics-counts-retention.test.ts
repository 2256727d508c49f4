import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { inquiryAnalytics } from "#app/admin/inquiries.server.ts";
import { purgeOldDailyCounts } from "#app/analytics/retention.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { purgeAnalyticsCountsJob } from "#app/jobs/purge-analytics-counts.server.ts";
import { ANALYTICS_DAILY_RETENTION_MONTHS } from "#app/privacy/retention.ts";
import { JOBS } from "#indexer/jobs/index.ts";
import { purgeAnalyticsCountsHandler } from "#indexer/jobs/purge-analytics-counts.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { directoryServices } from "../support/directory.ts";

// Daily analytics counts are deleted ANALYTICS_DAILY_RETENTION_MONTHS after their day, as of a set clock (NOW), in
// batches; the admin analytics then show exactly what they showed counting the kept days alone.

let t: TestDatabase;
let services: AppServices;
let therapist: string;
const NOW = new Date("2031-03-01T04:00:00Z");
/** The day `months` calendar months before NOW's day, then `extraDays` days earlier (negative: later). */
const dayBefore = (months: number, extraDays: number) =>
  new Date(Date.UTC(2031, 2 - months, 1 - extraDays)).toISOString().slice(0, 10);
const OLD = dayBefore(ANALYTICS_DAILY_RETENTION_MONTHS, 1);
const KEPT = dayBefore(ANALYTICS_DAILY_RETENTION_MONTHS, -1);
const Day = z.object({ day: z.string() });
const days = () =>
  t.db.anyFirst(sql.type(Day)`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_daily ORDER BY day, id`);
const count = (day: string, type: string, therapistId: string | null, data: object, events: number) =>
  t.db.query(sql.unsafe`
    INSERT INTO analytics_daily (day, type, therapist_id, data, events)
    VALUES (${day}, ${type}, ${therapistId}, ${sql.jsonb(data as never)}, ${events})`);

beforeAll(async () => {
  t = await createTestDb();
  services = directoryServices(t);
  therapist = await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, city)
    VALUES ('dana-counted', 'Dana', 'Counted', 'dana.counted@example.com', '{Anxiety}', '{CBT}', 'approved', 'Toronto')
    RETURNING id`);
});
afterAll(async () => t.release());

describe("daily analytics counts", () => {
  it("are deleted a day past the period and kept a day inside it; the admin analytics count the kept ones", async () => {
    expect([OLD, KEPT]).toEqual(["2029-01-31", "2029-02-02"]);
    // What stays: a day inside the period, the period's first day, and raw events (never touched here).
    await count(KEPT, "profile_view", therapist, { therapistName: "Dana Counted" }, 4);
    await count(
      dayBefore(ANALYTICS_DAILY_RETENTION_MONTHS, 0),
      "search",
      null,
      { specialty: "Grief", resultsCount: 2 },
      3,
    );
    await count(KEPT, "search", null, { searchQuery: "equine therapy", city: "Sudbury", resultsCount: 0 }, 1);
    await t.db.query(sql.unsafe`INSERT INTO analytics_events (type, therapist_id, data, created_at)
      VALUES ('profile_view', ${therapist}, '{"therapistName": "Dana Counted"}', '2031-02-20T10:00:00Z')`);
    const shown = await inquiryAnalytics(t.db);
    expect(shown.views).toEqual([expect.objectContaining({ name: "Dana Counted", count: 5 })]);

    // What goes: the day before the period's first, and older (more rows than a batch).
    await count(OLD, "profile_view", therapist, { therapistName: "Dana Counted" }, 7);
    await count(OLD, "search", null, { specialty: "Grief", resultsCount: 2 }, 9);
    await count(OLD, "search", null, { searchQuery: "dana counted 416-555-0100", resultsCount: 0 }, 1);
    await count("2027-06-15", "contact_sent", therapist, { therapistName: "Dana Counted" }, 2);
    await count("2020-01-01", "search", null, { city: "Toronto", resultsCount: 5 }, 6);
    expect(await inquiryAnalytics(t.db)).not.toEqual(shown);

    expect(await purgeOldDailyCounts(t.db, NOW, 2)).toBe(5);
    expect(await days()).toEqual(["2029-02-01", "2029-02-02", "2029-02-02"]);
    expect(await inquiryAnalytics(t.db)).toEqual(shown);

    // A second run changes nothing.
    expect(await purgeOldDailyCounts(t.db, NOW, 2)).toBe(0);
    expect(await days()).toEqual(["2029-02-01", "2029-02-02", "2029-02-02"]);
    expect(await inquiryAnalytics(t.db)).toEqual(shown);

    // A day later the period's first day goes too.
    expect(await purgeOldDailyCounts(t.db, new Date("2031-03-02T04:00:00Z"))).toBe(1);
    expect(await days()).toEqual(["2029-02-02", "2029-02-02"]);
  });
});

describe("the purge-analytics-counts job", () => {
  it("is scheduled nightly and deletes, as of its clock, the counts past the period", async () => {
    expect(JOBS).toContain(purgeAnalyticsCountsHandler);
    expect(purgeAnalyticsCountsHandler.job).toBe(purgeAnalyticsCountsJob);
    expect(purgeAnalyticsCountsJob.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(purgeAnalyticsCountsJob.queue.deadLetter).toBe("purge-analytics-counts-dead");
    expect(purgeAnalyticsCountsJob.payload.safeParse({}).success).toBe(true);
    await t.db.query(sql.unsafe`DELETE FROM analytics_daily`);
    await count("2001-01-01", "profile_view", therapist, { therapistName: "Dana Counted" }, 1);
    const today = new Date().toISOString().slice(0, 10);
    await count(today, "profile_view", therapist, { therapistName: "Dana Counted" }, 1);
    await purgeAnalyticsCountsHandler.handle({}, services, undefined as never);
    await purgeAnalyticsCountsHandler.handle({}, services, undefined as never);
    expect(await days()).toEqual([today]);
  });
});

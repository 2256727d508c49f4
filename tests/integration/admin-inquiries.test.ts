import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { inquiryAnalytics, oneDecimal } from "#app/admin/inquiries.server.ts";
import type { AppServices } from "#app/context.server.ts";
import { loader as inquiriesApi } from "#app/routes/api.admin.inquiries.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";
import { appRequest, contextFor, createTestServices, signedInCookie } from "../support/auth.ts";
import { callWith } from "../support/admin.ts";

let t: TestDatabase;
let services: AppServices;
let admin = "";
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestDb();
  services = await createTestServices(t);
  admin = await signedInCookie(services, "reviewer@example.com", "admin");
});
afterAll(async () => {
  await services.boss.stop({ graceful: false });
  await t.release();
});

describe("inquiry analytics", () => {
  it("is empty before any inquiry", async () => {
    expect(await inquiryAnalytics(t.db)).toMatchObject({ total: 0, averagePerTherapist: 0, ranking: [], recent: [] });
  });

  it("ranks therapists, averages to one decimal, lists the 20 most recent, and reads views and searches", async () => {
    for (const name of ["Ana", "Bo", "Cy"]) {
      ids.push(
        await t.db.oneFirst(sql.type(z.object({ id: z.uuid() }))`
        INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, city)
        VALUES (${`${name.toLowerCase()}-stats`}, ${name}, 'Stats', ${`${name.toLowerCase()}.stats@example.com`},
          ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, 'approved', 'Toronto') RETURNING id`),
      );
    }
    // 15 + 6 + 1 = 22 inquiries over three therapists: average 7.3.
    const counts = [15, 6, 1];
    for (const [i, n] of counts.entries()) {
      for (let k = 0; k < n; k++) {
        await t.db.query(sql.unsafe`INSERT INTO contact_inquiries (therapist_id, name, email, message, created_at)
          VALUES (${ids[i]!}, ${`Visitor ${i}-${k}`}, 'v@example.com', 'Hello', now() - make_interval(mins => ${i * 100 + k}))`);
      }
    }
    await t.db.query(sql.unsafe`INSERT INTO analytics_events (type, therapist_id, data) VALUES
      ('profile_view', ${ids[1]!}, '{}'), ('profile_view', ${ids[1]!}, '{}'), ('profile_view', ${ids[0]!}, '{}'),
      ('search', NULL, '{"specialty": "Anxiety", "city": "Toronto", "resultsCount": 12}'),
      ('search', NULL, '{"specialty": "Anxiety", "city": null, "resultsCount": 3}'),
      ('search', NULL, '{"searchQuery": "equine therapy", "city": "Sudbury", "resultsCount": 0}')`);
    const a = await inquiryAnalytics(t.db);
    expect(a.total).toBe(22);
    expect(a.averagePerTherapist).toBe(7.3);
    expect(a.ranking.map((r) => [r.firstName, r.count])).toEqual([
      ["Ana", 15],
      ["Bo", 6],
      ["Cy", 1],
    ]);
    expect(a.recent).toHaveLength(20);
    expect(a.recent[0]).toMatchObject({ name: "Visitor 0-0", therapist: { firstName: "Ana", city: "Toronto" } });
    expect(a.views.map((v) => [v.name, v.count])).toEqual([
      ["Bo Stats", 2],
      ["Ana Stats", 1],
    ]);
    expect(a.specialties).toEqual([{ label: "Anxiety", count: 2 }]);
    expect(a.cities).toEqual([
      { label: "Sudbury", count: 1 },
      { label: "Toronto", count: 1 },
    ]);
    expect(a.zeroResults).toEqual([{ label: "equine therapy · Sudbury", count: 1 }]);
    expect([oneDecimal(2 / 3), oneDecimal(7.25), oneDecimal(1)]).toEqual([0.7, 7.3, 1]);
  });

  it("GET /api/admin/inquiries lists the 20 most recent with their therapist", async () => {
    const response = await callWith(
      inquiriesApi as never,
      appRequest("/api/admin/inquiries", { cookie: admin }),
      contextFor(services),
      {},
    );
    const list = await response.json();
    expect(list).toHaveLength(20);
    expect(Object.keys(list[0]).sort()).toEqual(["createdAt", "email", "id", "message", "name", "phone", "therapist"]);
    expect(Object.keys(list[0].therapist).sort()).toEqual([
      "city",
      "credentials",
      "firstName",
      "id",
      "lastName",
      "province",
    ]);
  });
});

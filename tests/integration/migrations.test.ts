import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { migrate } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.release());

describe("migrations", () => {
  it("are all recorded, and applying them again changes nothing", async () => {
    const before = await t.db.manyFirst(
      sql.type(z.object({ name: z.string() }))`SELECT name FROM schema_migrations ORDER BY name`,
    );
    expect(before[0]).toBe("001_extensions.sql");
    expect(await migrate(t.url)).toEqual([]);
    const after = await t.db.manyFirst(
      sql.type(z.object({ name: z.string() }))`SELECT name FROM schema_migrations ORDER BY name`,
    );
    expect(after).toEqual(before);
  });

  it("create every table of the data model and the extensions search needs", async () => {
    const tables = await t.db.manyFirst(sql.type(z.object({ name: z.string() }))`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`);
    expect(tables).toEqual(
      expect.arrayContaining([
        "users",
        "magic_link_tokens",
        "therapists",
        "therapist_submissions",
        "blog_posts",
        "contact_inquiries",
        "presignup_featured_payments",
        "sessions",
        "analytics_events",
        "analytics_daily",
      ]),
    );
    const extensions = await t.db.manyFirst(
      sql.type(z.object({ name: z.string() }))`SELECT extname AS name FROM pg_extension`,
    );
    expect(extensions).toEqual(expect.arrayContaining(["pg_trgm", "unaccent"]));
  });
});

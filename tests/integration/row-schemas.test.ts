import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "slonik";
import { z } from "zod";
import { UserRow } from "#app/auth/users.server.ts";
import { columnOf } from "#app/db/columns.server.ts";
import { isInstant } from "#app/db/instant.ts";
import { SUBSCRIPTION_STATUSES } from "#app/featured/machine.ts";
import { ApplicationRow, TherapistRow } from "#app/therapists/therapist-row.ts";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// A row schema is its table, whole: one field per column (named as the column in camelCase), NULL allowed where
// the column allows it, and every timestamptz column an Instant. What is built from the schema (select lists, the
// seed's inserts) then reads and writes every column with the type the schema gives it.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.release());

const Column = z.object({ name: z.string(), type: z.string(), nullable: z.boolean() });

async function columnsOf(table: string) {
  return t.db.any(sql.type(Column)`
    SELECT column_name AS name, data_type AS type, is_nullable = 'YES' AS nullable
    FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} ORDER BY column_name`);
}

function fieldsOf(row: z.ZodObject) {
  return Object.entries(row.shape)
    .map(([field, type]) => ({
      name: columnOf(field),
      time: isInstant(type as z.ZodType),
      nullable: (type as z.ZodType).safeParse(null).success,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe("row schemas", () => {
  it.each([
    ["therapists", TherapistRow],
    ["therapist_submissions", ApplicationRow],
  ] as const)("%s: one field per column, nullable and timed as the column is", async (table, row) => {
    const columns = await columnsOf(table);
    expect(fieldsOf(row)).toEqual(
      columns.map((c) => ({ name: c.name, time: c.type === "timestamp with time zone", nullable: c.nullable })),
    );
  });

  it("users: every field a column of the table, nullable as the column is", async () => {
    const columns = new Map((await columnsOf("users")).map((c) => [c.name, c.nullable]));
    for (const field of fieldsOf(UserRow)) expect(columns.get(field.name)).toBe(field.nullable);
  });

  it("stores only the subscription states the state machine knows", async () => {
    const insert = (status: string) =>
      t.db.query(sql.unsafe`
        INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, subscription_status)
        VALUES (${`row-${status.replace("_", "-")}`}, 'Ada', 'Lovelace', ${`${status}@example.com`},
          ${sql.array(["Anxiety"], "text")}, ${sql.array(["CBT"], "text")}, ${status})`);
    for (const status of SUBSCRIPTION_STATUSES) await expect(insert(status)).resolves.toBeTruthy();
    await expect(insert("trialing")).rejects.toMatchObject({ constraint: "therapists_subscription_status_check" });
  });
});

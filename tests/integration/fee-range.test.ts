import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDb, type TestDatabase } from "../support/db.ts";

// A listing's and an application's feeRange is their fees in one line, made from the fees each time a row is
// written (sql/053): never text that contradicts them, whatever writes the row.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.release());

const Row = z.object({ id: z.uuid(), feeRange: z.string().nullable() });
let n = 0;

async function listing(fees: string) {
  n += 1;
  return t.db.one(sql.type(Row)`
    INSERT INTO therapists (slug, first_name, last_name, email, specialties, therapy_types, status, fee_range)
    VALUES (${`fees-${n}`}, 'Robin', 'Fees', ${`fees-${n}@example.com`}, '{Anxiety}', '{CBT}', 'approved', ${fees})
    RETURNING id, fee_range AS "feeRange"`);
}

const feeRangeOf = (id: string) =>
  t.db.oneFirst(
    sql.type(z.object({ f: z.string().nullable() }))`SELECT fee_range AS f FROM therapists WHERE id = ${id}`,
  );

describe("feeRange, made from the fees", () => {
  it("is null with no fee stated, whatever text was written", async () => {
    expect((await listing("$125 individual, $155 couples")).feeRange).toBeNull();
  });

  it("follows every change of the fees, in the amounts as written", async () => {
    const { id } = await listing("");
    await t.db.query(sql.unsafe`UPDATE therapists SET rate = 140, couples_fee = 190.5 WHERE id = ${id}`);
    expect(await feeRangeOf(id)).toBe("$140 per 50-minute session; $190.50 per couples or family session");
    await t.db.query(sql.unsafe`
      UPDATE therapists SET session_minutes = 60, couples_fee = NULL, sliding_scale = true, sliding_scale_min = 80,
        free_consultation_minutes = 20 WHERE id = ${id}`);
    expect(await feeRangeOf(id)).toBe(
      "$140 per 60-minute session; sliding scale from $80; free 20-minute consultation",
    );
    await t.db.query(sql.unsafe`UPDATE therapists SET rate = NULL, sliding_scale_min = NULL WHERE id = ${id}`);
    expect(await feeRangeOf(id)).toBe("Sliding scale; free 20-minute consultation");
    // text written to it is not kept
    await t.db.query(sql.unsafe`UPDATE therapists SET fee_range = '$1 only' WHERE id = ${id}`);
    expect(await feeRangeOf(id)).toBe("Sliding scale; free 20-minute consultation");
  });

  it("is an application's too", async () => {
    const made = await t.db.oneFirst(sql.type(z.object({ f: z.string().nullable() }))`
      INSERT INTO therapist_submissions (first_name, last_name, email, phone, specialties, therapy_types, rate,
        couples_fee, fee_range)
      VALUES ('Robin', 'Applies', 'applies@example.com', '416-555-0100', '{Anxiety}', '{CBT}', 120, 150, 'typed')
      RETURNING fee_range AS f`);
    expect(made).toBe("$120 per 50-minute session; $150 per couples or family session");
  });
});

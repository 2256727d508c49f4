import { sql } from "slonik";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { assignmentsOf, columnOf, columnsOf, jsonOf, selectOf, valuesOf } from "./columns.server.ts";

const Row = z.object({ id: z.uuid(), firstName: z.string(), isFeatured: z.boolean(), reviewCount: z.number() });
const text = (fragment: Parameters<typeof sql.unsafe>[1]) => sql.unsafe`${fragment}`;

describe("row fields and their columns", () => {
  it("names a field's column in snake_case", () => {
    expect(["id", "firstName", "isFeatured", "linkReminderSentAt"].map(columnOf)).toEqual([
      "id",
      "first_name",
      "is_featured",
      "link_reminder_sent_at",
    ]);
  });

  it("selects each field of a row, in its order, from its column or the expression given for it", () => {
    expect(text(selectOf("t", Row, { reviewCount: sql.fragment`count(*)::int` })).sql).toBe(
      `"t"."id" AS "id", "t"."first_name" AS "firstName", "t"."is_featured" AS "isFeatured", count(*)::int AS "reviewCount"`,
    );
  });

  it("builds the same fields as one JSON object", () => {
    expect(text(jsonOf("t", Row.pick({ id: true, firstName: true }))).sql).toBe(
      `json_build_object('id', "t"."id", 'firstName', "t"."first_name")`,
    );
  });

  it("lists columns and binds values in the same order, a list as text[] and an absent value as NULL", () => {
    const fields = ["firstName", "specialties", "bio"];
    expect(text(columnsOf(fields)).sql).toBe(`"first_name", "specialties", "bio"`);
    const values = text(valuesOf({ firstName: "Ada", specialties: ["Anxiety"] }, fields));
    expect(values.sql).toBe(`$slonik_1, $slonik_2::"text"[], $slonik_3`);
    expect(values.values).toEqual(["Ada", ["Anxiety"], null]);
  });

  it("assigns only the fields given a value (null clears a column, undefined leaves it)", () => {
    const sets = assignmentsOf({ firstName: "Ada", bio: undefined, rate: null }, ["firstName", "bio", "rate"]);
    const query = text(sql.join(sets, sql.fragment`, `));
    expect(query.sql).toBe(`"first_name" = $slonik_1, "rate" = $slonik_2`);
    expect(query.values).toEqual(["Ada", null]);
  });
});

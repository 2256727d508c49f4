import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./field-errors.ts";

// A refusal whose schema names no message reads in the app's words, whatever the issue: never zod's own wording.

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return fieldErrors(parsed.error);
};

const ZOD_WORDING = /Invalid (option|input|UUID|email|string)|Too (small|big)|expected .*(received|to have)/;

describe("the messages of refusals a schema names none for", () => {
  const Schema = z.object({
    mode: z.enum(["online", "inperson"]).optional(),
    one: z.literal("yes").optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    note: z.string().max(2000).optional(),
    code: z.string().length(6).optional(),
    list: z.array(z.string()).min(1).optional(),
    id: z.uuid().optional(),
    email: z.email().optional(),
    when: z.iso.datetime().optional(),
    positive: z.number().positive().optional(),
    cents: z.number().multipleOf(0.01).optional(),
    checked: z
      .string()
      .refine((value) => value !== "no")
      .optional(),
  });

  it.each([
    [{ mode: "foo" }, "mode", "Must be one of: online, inperson"],
    [{ one: "no" }, "one", "Must be yes"],
    [{ page: "0" }, "page", "Must be at least 1"],
    [{ page: "20000" }, "page", "Must be at most 10,000"],
    [{ note: "x".repeat(2001) }, "note", "Must be at most 2,000 characters"],
    [{ code: "123" }, "code", "Must be exactly 6 characters"],
    [{ list: [] }, "list", "Must be at least 1 item"],
    [{ id: "xyz" }, "id", "Must be an id (UUID)"],
    [{ email: "nope" }, "email", "Must be an email address"],
    [{ when: "not a date" }, "when", "Must be a date and time (ISO 8601, such as 2026-12-31T17:00:00Z)"],
    [{ positive: 0 }, "positive", "Must be more than 0"],
    [{ cents: 1.234 }, "cents", "Must be a multiple of 0.01"],
    [{ checked: "no" }, "checked", "This value is not accepted"],
    [{ page: "abc" }, "page", "Must be a number"],
    [{ note: ["1", "2"] }, "note", "Must be one value, given once (not a list)"],
    [{ note: 12 }, "note", "Must be text"],
  ])("%j is told on %s: %s", (input, field, message) => {
    const errors = messagesOf(Schema, input);
    expect(errors[field]).toEqual([message]);
    expect(JSON.stringify(errors)).not.toMatch(ZOD_WORDING);
  });

  it("keeps a schema's own message", () => {
    const errors = messagesOf(z.object({ name: z.string().min(2, "Name must be at least 2 characters") }), {
      name: "a",
    });
    expect(errors.name).toEqual(["Name must be at least 2 characters"]);
  });

  it("tells a field left out that it is required, and a strict object's unknown field that it is not taken", () => {
    expect(messagesOf(z.object({ name: z.string() }), {}).name).toEqual(["This field is required"]);
    expect(messagesOf(z.strictObject({ name: z.string() }), { name: "a", extra: 1 })._).toEqual([
      "Not a field this takes: extra",
    ]);
  });
});

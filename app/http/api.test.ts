import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { INSTANT_FIELD, parseJsonBody, parseOrThrow, searchParamsObject, wireJson } from "./api.server.ts";

describe("API conventions", () => {
  it("turns a schema failure into 400 with field errors", async () => {
    const schema = z.object({ email: z.email("Please enter a valid email address"), age: z.number().optional() });
    const thrown = (() => {
      try {
        parseOrThrow(schema, { email: "nope", age: "x" });
      } catch (error) {
        return error;
      }
    })() as Response;
    expect(thrown.status).toBe(400);
    const body = await thrown.json();
    expect(body.errors.email).toEqual(["Please enter a valid email address"]);
    expect(body.errors.age).toHaveLength(1);
    expect(typeof body.message).toBe("string");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const request = new Request("http://x/api", { method: "POST", body: "{oops" });
    const thrown = await parseJsonBody(request, z.object({})).catch((error: unknown) => error as Response);
    expect(thrown.status).toBe(400);
  });

  it("keeps repeated query keys as arrays", () => {
    expect(searchParamsObject("http://x/?a=1&b=2&b=3")).toEqual({ a: "1", b: ["2", "3"] });
  });
});

describe("instants on the wire", () => {
  // the rule, written as a replacer called for every field: the reference the walk must equal
  const reference = (value: unknown) =>
    JSON.stringify(value, (key: string, field: unknown) =>
      typeof field !== "number" || !INSTANT_FIELD.test(key)
        ? field
        : Number.isFinite(field) && Math.abs(field) <= 8.64e15
          ? new Date(field).toISOString()
          : null,
    );

  it("writes each instant field as ISO 8601 (null for a number no date can hold), at any depth, and nothing else", () => {
    const body = {
      createdAt: Date.UTC(2026, 10, 27, 14, 5),
      rate: 140,
      items: [{ featuredUntil: 0, notRespondingSince: null, counts: [1, 2] }, 3],
      nested: { availability: { confirmedAt: Date.UTC(2026, 0, 1) }, startsAt: Number.NaN, day: new Date(0) },
      endsAt: -8.64e15 - 1,
    };
    expect(JSON.parse(wireJson(body))).toEqual({
      createdAt: "2026-11-27T14:05:00.000Z",
      rate: 140,
      items: [{ featuredUntil: "1970-01-01T00:00:00.000Z", notRespondingSince: null, counts: [1, 2] }, 3],
      nested: {
        availability: { confirmedAt: "2026-01-01T00:00:00.000Z" },
        startsAt: null,
        day: "1970-01-01T00:00:00.000Z",
      },
      endsAt: null,
    });
  });

  it("tells instants among thousands of other numeric fields (a facet's counts)", () => {
    const counts = Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`City ${i}`, i]));
    const wired = JSON.parse(wireJson({ counts, later: { seenAt: 0, total: 3 } })) as { counts: object; later: object };
    expect(wired.counts).toEqual(counts);
    expect(wired.later).toEqual({ seenAt: "1970-01-01T00:00:00.000Z", total: 3 });
  });

  it("leaves the value it was given as it was", () => {
    const card = { slug: "a", featuredUntil: 5 };
    const plain = { slug: "b", tags: ["x"] };
    const body = { therapists: [card, plain] };
    expect(JSON.parse(wireJson(body)).therapists[0].featuredUntil).toBe("1970-01-01T00:00:00.005Z");
    expect(card.featuredUntil).toBe(5);
    expect(body.therapists[0]).toBe(card);
    expect(plain).toEqual({ slug: "b", tags: ["x"] });
  });

  it("writes what a replacer of the same rule writes, for any JSON value", () => {
    const key = fc.oneof(
      fc.constantFrom("createdAt", "featuredUntil", "notRespondingSince", "at", "At", "0", "__proto__"),
      fc.string(),
    );
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: "small" },
        fc.integer(),
        fc.double(),
        fc.string(),
        fc.constant(null),
        tie("list"),
        tie("object"),
      ),
      list: fc.array(tie("any"), { maxLength: 4 }),
      object: fc.dictionary(key, tie("any"), { maxKeys: 5 }),
    })).any;
    fc.assert(
      fc.property(value, (body) => wireJson(body) === reference(body)),
      { numRuns: 500 },
    );
  });
});

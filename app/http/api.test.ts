import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import {
  INSTANT_FIELD,
  MAX_BODY_DEPTH,
  nestsDeeperThan,
  parseJsonBody,
  parseOrThrow,
  searchParamsObject,
  wireJson,
} from "./api.server.ts";

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
    expect(body.errors.age).toEqual(["Must be a number"]);
    expect(typeof body.message).toBe("string");
  });

  it("keys an error in a list's item or an object's part by its field, in words of the field (never zod's own)", async () => {
    const schema = z.object({ tags: z.array(z.enum(["a", "b"], { error: "Unknown tag" })), name: z.string() });
    const refused = (() => {
      try {
        parseOrThrow(schema, { tags: ["a", "zz"] });
      } catch (error) {
        return error;
      }
    })() as Response;
    expect((await refused.json()).errors).toEqual({ tags: ["Unknown tag"], name: ["This field is required"] });
  });

  const post = (body: string, type = "application/json") =>
    parseJsonBody(
      new Request("http://x/api", { method: "POST", body, headers: { "Content-Type": type } }),
      z.object({}).loose(),
    ).catch((error: unknown) => error as Response);

  it("answers 400 for a body that is not JSON, with the input as a whole named in its errors", async () => {
    const refused = (await post("{oops")) as Response;
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ _: ["The request body must be a JSON object."] });
  });

  it("reads no body at all as no fields, whatever type it is sent with", async () => {
    for (const type of ["application/json", "", "text/plain"]) expect(await post("", type), type).toEqual({});
  });

  it("answers 415 for a body not sent as JSON, and reads one sent as JSON with a charset or a +json type", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "", "application/jsonp"]) {
      const refused = (await post('{"a":1}', type)) as Response;
      expect(refused.status, type).toBe(415);
      const body = await refused.json();
      expect(body.message).toMatch(/Content-Type: application\/json/);
      expect(body.errors).toEqual({ _: [body.message] });
    }
    for (const type of ["application/json; charset=utf-8", "application/merge-patch+json", "Application/JSON"]) {
      expect(await post('{"a":1}', type), type).toEqual({ a: 1 });
    }
  });

  it("answers 400, not a crash, for a body nested deeper than any call takes", async () => {
    const deep = (n: number, open: string, close: string) => `{"a":${open.repeat(n)}1${close.repeat(n)}}`;
    for (const body of [deep(4000, '{"a":', "}"), deep(4000, "[", "]"), deep(MAX_BODY_DEPTH, "[", "]")]) {
      const refused = (await post(body)) as Response;
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe("The request body is nested too deeply.");
    }
    expect(await post(deep(MAX_BODY_DEPTH - 1, "[", "]"))).toHaveProperty("a");
  });

  it("finds how deep any value nests, as a recursive walk does", () => {
    const depth = (value: unknown): number =>
      typeof value === "object" && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depth)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(nestsDeeperThan(value, limit)).toBe(depth(value) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps repeated query keys as arrays, and takes a parameter given empty as one not given", () => {
    expect(searchParamsObject("http://x/?a=1&b=2&b=3")).toEqual({ a: "1", b: ["2", "3"] });
    expect(searchParamsObject("http://x/?a=&b=&b=2&c")).toEqual({ b: "2" });
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

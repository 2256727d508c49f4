import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { MAX_BODY_DEPTH, nestsDeeperThan, parseJsonBody, parseOrThrow, searchParamsObject } from "./api.server.ts";

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

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonBody, parseOrThrow, searchParamsObject } from "./api.server.ts";

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

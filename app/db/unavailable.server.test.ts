import { BackendTerminatedError, ConnectionError, UniqueIntegrityConstraintViolationError } from "slonik";
import { describe, expect, it } from "vitest";
import { databaseUnavailableResponse, isDatabaseUnavailable } from "./unavailable.server.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["an administrator shutdown (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["a server still recovering (57P03)", withCode("the database system is in recovery mode", "57P03")],
    ["a connection exception (class 08)", withCode("connection failure", "08006")],
    ["a dropped socket", new Error("Connection terminated unexpectedly")],
    ["Slonik's ConnectionError", new ConnectionError("pool could not connect")],
    ["Slonik's BackendTerminatedError", new BackendTerminatedError(withCode("terminated", "57P01"))],
    [
      "a refused connection as the cause",
      new Error("query failed", { cause: withCode("connect ECONNREFUSED", "ECONNREFUSED") }),
    ],
    ["one of several attempts", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")],
  ])("recognises %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a syntax error", withCode('syntax error at or near "SELEC"', "42601")],
    ["a unique violation", new UniqueIntegrityConstraintViolationError(withCode("duplicate key", "23505"))],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["something that is not an error", "ECONNREFUSED"],
  ])("does not take %s for an outage", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

it("the outage response is a 503 with Retry-After and a message", async () => {
  const response = databaseUnavailableResponse();
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("5");
  expect(await response.json()).toEqual({ message: expect.stringContaining("right back") });
});

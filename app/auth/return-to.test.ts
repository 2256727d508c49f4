import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.ts";

describe("return targets", () => {
  it.each([
    ["/therapist/dashboard", "/therapist/dashboard"],
    ["/therapist/signup?plan=free", "/therapist/signup?plan=free"],
    ["/admin/edit-therapist/a%40b.com#top", "/admin/edit-therapist/a%40b.com#top"],
    ["/", "/"],
    ["/a/../b", "/b"],
  ])("accepts the path %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    ["a scheme-relative URL", "//evil.com"],
    ["a scheme-relative URL with a path", "//evil.com/therapist/dashboard"],
    ["a backslash that browsers read as a slash", "/\\evil.com"],
    ["backslashes only", "\\\\evil.com"],
    ["an absolute URL", "https://evil.com/"],
    ["an absolute URL of another scheme", "javascript:alert(1)"],
    ["a tab that browsers strip", "/\t/evil.com"],
    ["a newline that browsers strip", "/\n/evil.com"],
    ["dot segments that normalise to //", "/..//evil.com"],
    ["a relative path", "therapist/dashboard"],
    ["an empty value", ""],
    ["a huge value", `/${"a".repeat(3000)}`],
    ["no value", null],
    ["a non-string", ["/a"]],
  ])("refuses %s", (_label, input) => {
    expect(safeReturnTo(input)).toBeNull();
  });
});

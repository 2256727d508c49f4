import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { INSTANT_FIELD, isoInstant, wireJson } from "./wire-json.ts";

describe("instants on the wire", () => {
  // the rule, written as a replacer called for every field: what wireJson must write
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
      // names whose last letter before the ending is written as an escape, or follows a backslash
      fc.constantFrom("\nAt", "\tUntil", "\u001fAt", "\ud800Since", "\\bAt", "\\\nAt", 'a"bAt', "zAt\\"),
      fc.tuple(fc.string(), fc.constantFrom("At", "Until", "Since")).map(([name, ending]) => name + ending),
      fc.string(),
    );
    const value = fc.letrec((tie) => ({
      any: fc.oneof(
        { depthSize: "small" },
        fc.integer(),
        fc.double(),
        fc.string(),
        // text that reads like an instant field inside a value
        fc.constantFrom('x","createdAt":5', '\\"seenAt":1', "a,"),
        fc.constant(null),
        tie("list"),
        tie("object"),
      ),
      list: fc.array(tie("any"), { maxLength: 4 }),
      object: fc.dictionary(key, tie("any"), { maxKeys: 5 }),
    })).any;
    fc.assert(
      fc.property(value, (body) => wireJson(body) === reference(body)),
      { numRuns: 2000 },
    );
  });

  it("reads a key's name as written, escapes included: only a letter a-z written as itself ends an instant's name", () => {
    const body = { "\nAt": 1, "\u001fAt": 2, "\\At": 3, "a\\bAt": 4, 'q"zAt': 5, note: '","seenAt":6' };
    expect(JSON.parse(wireJson(body))).toEqual({
      "\nAt": 1,
      "\u001fAt": 2,
      "\\At": 3,
      "a\\bAt": "1970-01-01T00:00:00.004Z",
      'q"zAt': "1970-01-01T00:00:00.005Z",
      note: '","seenAt":6',
    });
  });

  it("writes a body with no instants, and what JSON.stringify cannot write, as JSON.stringify does", () => {
    expect(wireJson({ rate: 140, tags: ["At"] })).toBe('{"rate":140,"tags":["At"]}');
    expect(wireJson(undefined)).toBeUndefined();
    expect(wireJson([1, "createdAt", { createdAt: "2026-01-01" }])).toBe('[1,"createdAt",{"createdAt":"2026-01-01"}]');
  });

  it("writes an instant as Date writes it, at any millisecond a date holds", () => {
    const edges = [0, -1, -0.5, 0.5, 1.9, -86_400_000, 951_782_400_000, 253_402_300_799_999, 253_402_300_800_000];
    const more = [-62_167_219_200_000, -62_167_219_200_001, 8.64e15, -8.64e15];
    for (const ms of [...edges, ...more]) expect(isoInstant(ms), String(ms)).toBe(new Date(ms).toISOString());
    const instant = fc.oneof(
      fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }),
      fc.integer({ min: -62_200_000_000_000, max: 253_500_000_000_000 }),
    );
    fc.assert(
      fc.property(instant, (ms) => isoInstant(ms) === new Date(ms).toISOString()),
      { numRuns: 20_000 },
    );
  });
});

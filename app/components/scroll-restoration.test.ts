import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { keyHistoryEntry, RESTORE_SCRIPT } from "./scroll-restoration.tsx";

/** Runs the inline script as a page would, on a history entry with `state` and a session storage of `stored`. */
function runScript(state: unknown, stored: string | null) {
  const calls = { replaced: [] as unknown[], read: 0, removed: 0, scrolledTo: [] as number[][] };
  runInNewContext(RESTORE_SCRIPT, {
    history: { state, replaceState: (next: unknown) => calls.replaced.push(next) },
    sessionStorage: {
      getItem: (key: string) => (calls.read++, key === "react-router-scroll-positions" ? stored : null),
      removeItem: () => calls.removed++,
    },
    scrollTo: (x: number, y: number) => calls.scrolledTo.push([x, y]),
    console: { error: () => undefined },
  });
  return calls;
}

describe("the scroll restoration script", () => {
  it("leaves an entry without a key alone: no write, no read of the stored positions", () => {
    for (const state of [null, {}, { key: "" }, { key: 7 }]) {
      expect(runScript(state, JSON.stringify({ "": 300 }))).toEqual({
        replaced: [],
        read: 0,
        removed: 0,
        scrolledTo: [],
      });
    }
  });

  it("scrolls an entry loaded again to where it was left, and leaves one with no position where it is", () => {
    const stored = JSON.stringify({ k1: 640 });
    expect(runScript({ usr: null, key: "k1", idx: 2 }, stored)).toMatchObject({
      replaced: [],
      read: 1,
      scrolledTo: [[0, 640]],
    });
    expect(runScript({ key: "k2", idx: 3 }, stored)).toMatchObject({ replaced: [], read: 1, scrolledTo: [] });
  });

  it("drops stored positions it cannot read", () => {
    expect(runScript({ key: "k1" }, "{not json")).toMatchObject({ removed: 1, scrolledTo: [] });
  });
});

describe("the history entry's key, as the page hydrates", () => {
  const scope = globalThis as { history?: unknown };
  afterEach(() => void delete scope.history);

  const entry = (state: unknown) => {
    const written: unknown[] = [];
    scope.history = { state, replaceState: (next: unknown) => written.push(next) };
    keyHistoryEntry();
    return written;
  };

  it("gives an entry without one a key of its own, and keeps an entry's key", () => {
    const [first] = entry(null) as [{ key: string }];
    expect(first.key).toMatch(/^[0-9a-v]+$/);
    expect((entry(null)[0] as { key: string }).key).not.toBe(first.key);
    expect(entry({ key: "" })).toHaveLength(1);
    expect(entry({ usr: null, key: "k1", idx: 0 })).toEqual([]);
  });
});

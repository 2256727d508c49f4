import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { RESTORE_SCRIPT } from "./scroll-restoration.tsx";

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
  it("gives a new history entry a key and reads no storage", () => {
    const calls = runScript(null, JSON.stringify({ anything: 300 }));
    expect(calls.replaced).toEqual([{ key: expect.stringMatching(/^[0-9a-v]+$/) }]);
    expect(calls.read).toBe(0);
    expect(calls.scrolledTo).toEqual([]);
  });

  it("scrolls an entry loaded again to where it was left, and leaves one with no position where it is", () => {
    const stored = JSON.stringify({ k1: 640 });
    const known = runScript({ usr: null, key: "k1", idx: 2 }, stored);
    expect(known).toMatchObject({ replaced: [], read: 1, scrolledTo: [[0, 640]] });
    expect(runScript({ key: "k2", idx: 3 }, stored)).toMatchObject({ replaced: [], read: 1, scrolledTo: [] });
  });

  it("drops stored positions it cannot read", () => {
    expect(runScript({ key: "k1" }, "{not json")).toMatchObject({ removed: 1, scrolledTo: [] });
  });
});

import type autocannon from "autocannon";
import { describe, expect, it } from "vitest";
import { combine, inRounds, turnsOf } from "./turns.ts";

/** A piece of load as autocannon reports it (the fields combine reads). */
const piece = (perSecond: number, seconds: number, p50: number, p99: number, bytesEach = 1000, non2xx = 0) =>
  ({
    duration: seconds,
    requests: { average: perSecond, total: perSecond * seconds },
    latency: { p50, p99 },
    throughput: { total: perSecond * seconds * bytesEach },
    "2xx": perSecond * seconds - non2xx,
    non2xx,
    errors: 0,
  }) as unknown as autocannon.Result;

describe("turnsOf", () => {
  it("gives one app its seconds in one piece", () => {
    expect(turnsOf(1, 10)).toEqual([{ side: 0, seconds: 10 }]);
  });

  it("cuts two apps' seconds in pieces of about two seconds, in an even number of rounds of mirrored order", () => {
    expect(turnsOf(2, 8).map((turn) => turn.side)).toEqual([0, 1, 1, 0, 0, 1, 1, 0]);
    expect(turnsOf(2, 8).every((turn) => turn.seconds === 2)).toBe(true);
    expect(turnsOf(2, 10)).toHaveLength(12);
    expect(turnsOf(2, 1).map((turn) => turn.side)).toEqual([0, 1, 1, 0]);
    expect(turnsOf(3, 4).map((turn) => turn.side)).toEqual([0, 1, 2, 2, 1, 0]);
    for (const sides of [2, 3])
      for (const seconds of [1, 3, 10, 30]) {
        const time = (side: number) =>
          turnsOf(sides, seconds)
            .filter((turn) => turn.side === side)
            .reduce((total, turn) => total + turn.seconds, 0);
        for (let side = 0; side < sides; side++) expect(time(side)).toBeCloseTo(seconds, 9);
      }
  });

  it("lets a steady drift fall on both apps alike", () => {
    // the machine loses 2% of its speed every second; both apps as fast as each other
    const speedAt = (second: number) => 100 * (1 - 0.02 * second);
    let clock = 0;
    const pieces: autocannon.Result[][] = [[], []];
    for (const { side, seconds } of turnsOf(2, 10)) {
      pieces[side]!.push(piece(speedAt(clock + seconds / 2), seconds, 5, 20));
      clock += seconds;
    }
    const [a, b] = pieces.map((p) => combine(p).perSecond);
    expect(a! / b!).toBeCloseTo(1, 9);
    // measured one after the other, the first would read 1.29 times the second
    expect(speedAt(5) / speedAt(15)).toBeGreaterThan(1.25);
  });
});

describe("combine", () => {
  it("counts requests a second over all seconds, weighs percentiles by answers, averages bytes and counts failures", () => {
    const row = combine([piece(300, 5, 4, 40, 20_000), piece(100, 5, 8, 80, 20_000, 2)]);
    expect(row.perSecond).toBe(200);
    expect(row.p50).toBe(5);
    expect(row.p99).toBe(50);
    expect(row.bytes).toBe(20_000);
    expect(row.non2xx).toBe(2);
  });
});

describe("inRounds", () => {
  it("runs every app in rounds of turning order, leaves out an app without the page, and gives up on failures", async () => {
    const calls: string[] = [];
    const results = await inRounds(["a", undefined, "c", "d"], 3, 6, async (url) => {
      calls.push(url);
      return url === "d" ? null : `${url}${calls.length}`;
    });
    expect(calls).toEqual(["a", "c", "d", "d", "c", "a", "a", "c", "d", "d", "d", "d"]);
    expect(results).toEqual([["a1", "a6", "a7"], [], ["c2", "c5", "c8"], []]);
  });
});

import { describe, expect, it } from "vitest";
import { duration, startProgress } from "./progress.ts";

/** An output that keeps what is written, and a clock the test moves. */
function fake(isTTY: boolean) {
  const written: string[] = [];
  let at = 0;
  return {
    output: { isTTY, columns: 200, write: (text: string) => written.push(text) },
    now: () => at,
    advance: (ms: number) => (at += ms),
    written,
  };
}

describe("progress of long work", () => {
  it("in a log: a line at the start, one every few seconds with done/total, rate and time left, one at the end", () => {
    const f = fake(false);
    const progress = startProgress("Therapists", 1_000_000, { output: f.output, now: f.now, lineEveryMs: 5000 });
    f.advance(1000);
    progress.update(10_000); // within 5 s of the first line: nothing
    f.advance(4000);
    progress.update(50_000);
    f.advance(5000);
    progress.update(100_000);
    f.advance(90_000);
    progress.finish(1_000_000);
    expect(f.written).toEqual([
      "Therapists: 0/1,000,000 (0%)\n",
      "Therapists: 50,000/1,000,000 (5%), 10,000/s, about 1m 35s left\n",
      "Therapists: 100,000/1,000,000 (10%), 10,000/s, about 1m 30s left\n",
      "Therapists: 1,000,000/1,000,000 done in 1m 40s (10,000/s)\n",
    ]);
  });

  it("on a terminal: one bar redrawn in place, then the result on its own line", () => {
    const f = fake(true);
    const progress = startProgress("Therapists", 200, { output: f.output, now: f.now });
    f.advance(2000);
    progress.update(100);
    f.advance(10);
    progress.update(101); // redrawn at most ten times a second
    f.advance(2000);
    progress.finish(200);
    expect(f.written).toHaveLength(4);
    expect(f.written[1]).toBe("\rTherapists [############------------] 50% 100/200 · 50/s · 2 s left\x1b[K");
    expect(f.written.every((text, i) => i === 3 || (text.startsWith("\r") && !text.includes("\n")))).toBe(true);
    expect(f.written[3]).toBe("\nTherapists: 200/200 done in 4 s (50/s)\n");
  });

  it("says durations the way people read them", () => {
    expect([duration(400), duration(45_000), duration(185_000), duration(3_725_000)]).toEqual([
      "0 s",
      "45 s",
      "3m 05s",
      "1h 02m",
    ]);
  });
});

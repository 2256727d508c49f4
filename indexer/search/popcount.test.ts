import { describe, expect, it } from "vitest";
import { createBitCounter } from "./popcount.ts";

function popcount32(x: number): number {
  let count = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) count++;
  return count;
}

describe("WebAssembly bit count", () => {
  it("counts the bits two strings share, over any run of 8-byte words, as a plain count does", () => {
    const counter = createBitCounter();
    const words = 4096; // 32-bit words per string: two strings of 16 KB, past the first 64 KB page once grown
    counter.reserve(8 * 65_536 + 2 * words * 4);
    const heap = new Uint32Array(counter.memory.buffer);
    const a = 8 * 65_536;
    const m = a + words * 4;
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
    for (let i = 0; i < 2 * words; i++) heap[a / 4 + i] = random() & random();
    for (const [from, to] of [[0, words], [0, 2], [2, 4], [1000, 1002], [10, 3000], [words - 2, words]] as const) {
      let expected = 0;
      for (let i = from; i < to; i++) expected += popcount32(heap[a / 4 + i]! & heap[m / 4 + i]!);
      expect(counter.count(a + from * 4, m + from * 4, a + to * 4)).toBe(expected);
    }
    expect(counter.count(a, m, a)).toBe(0);
  });

  it("counts every bit of all-ones words", () => {
    const counter = createBitCounter();
    new Uint32Array(counter.memory.buffer).fill(0xffffffff, 0, 64);
    expect(counter.count(0, 128, 128)).toBe(1024);
  });
});

// A tiny deterministic pseudo-random generator (mulberry32) for demo and load-test data:
// the same seed always gives the same sequence, on every machine.

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One member of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** Up to n distinct members of the list (by position), in random order. */
  sample<T>(list: readonly T[], n: number): T[];
  /** True with probability p. */
  chance(p: number): boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[int(0, list.length - 1)] as T;
  };
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const count = Math.max(0, Math.min(n, copy.length));
    // Partial Fisher-Yates: the first `count` places end up a uniform random sample.
    for (let i = 0; i < count; i++) {
      const j = int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, sample, chance };
}

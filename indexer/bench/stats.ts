/** The p-th percentile of a list of durations (nearest rank; NaN for none). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Percentiles of a list of durations (milliseconds), printed as one aligned line. */
export function summarize(label: string, samples: number[]): string {
  const at = (p: number) => percentile(samples, p);
  const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`;
  return `${label.padEnd(34)} p50 ${fmt(at(50))}  p95 ${fmt(at(95))}  p99 ${fmt(at(99))}  (n=${samples.length})`;
}

export async function measure(iterations: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, iterations); i++) await run(i); // warm-up: plans, caches
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** A fixed linear congruential sequence: the same numbers (0 to 2^31 - 1) on every run, so benches read the same inputs. */
export function fixedSequence(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648);
}

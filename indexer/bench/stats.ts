/** Percentiles of a list of durations (milliseconds), printed as one aligned line. */
export function summarize(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
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

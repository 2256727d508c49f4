import { meets, type Measured } from "./http-targets.ts";

// `npm run bench:http -- --baseline <ref>`: every figure of this checkout beside the baseline's, measured in the
// same run on the same machine, with their ratio; and the targets set as ratios to the baseline, which hold
// whatever the machine's speed (a faster or slower machine moves both sides).

type Ratio = { what: string; value: (m: Measured) => number | undefined; atLeast?: number; atMost?: number };

const rate = (label: string) => (m: Measured) => m.rows.get(label)?.perSecond;
const audit = (page: string, field: "tbtMs" | "scriptingMs") => (m: Measured) => m.lighthouse?.get(page)?.[field];

/** Throughput at least a multiple of the baseline's; main-thread work at most a quarter of it. */
const RATIO_TARGETS: Ratio[] = [
  { what: "profile pages a second", value: rate("profile page"), atLeast: 1.5 },
  { what: "blog list pages a second", value: rate("blog list (text, topic, sort, page)"), atLeast: 1.5 },
  { what: "directory pages a second", value: rate("directory page (1-3 filters, text)"), atLeast: 1.3 },
  ...["home", "profile", "search"].flatMap((page) => [
    { what: `script evaluation, ${page}`, value: audit(page, "scriptingMs"), atMost: 0.25 },
    { what: `Total Blocking Time, ${page}`, value: audit(page, "tbtMs"), atMost: 0.25 },
  ]),
];

const fixed = (value: number | undefined, digits = 0) => (value === undefined ? "—" : value.toFixed(digits));
const ratioOf = (ours: number | undefined, theirs: number | undefined) =>
  ours === undefined || theirs === undefined || theirs === 0 ? undefined : ours / theirs;

/** Prints both sides' figures and their ratios (this / baseline). */
export function printSideBySide(ours: Measured, theirs: Measured, baseline: string): void {
  console.log(`\nThis checkout beside the baseline (${baseline}), measured in turn in the same run:`);
  console.log(
    `${"kind".padEnd(40)} ${"req/s".padStart(7)} ${"p99".padStart(5)} ${"KB".padStart(6)} | ${"req/s".padStart(7)} ${"p99".padStart(5)} ${"KB".padStart(6)} | ratio`,
  );
  for (const [label, row] of ours.rows) {
    const base = theirs.rows.get(label);
    console.log(
      `${label.padEnd(40)} ${fixed(row.perSecond).padStart(7)} ${fixed(row.p99).padStart(5)} ${fixed(row.bytes / 1024, 1).padStart(6)} | ${fixed(base?.perSecond).padStart(7)} ${fixed(base?.p99).padStart(5)} ${fixed(base && base.bytes / 1024, 1).padStart(6)} | ${fixed(ratioOf(row.perSecond, base?.perSecond), 2)}`,
    );
  }
  for (const [page, js] of ours.javascript) {
    const base = theirs.javascript.get(page);
    console.log(
      `JavaScript ${page.padEnd(29)} ${fixed(js.bytes / 1024, 1).padStart(7)} KB | ${fixed(base && base.bytes / 1024, 1).padStart(7)} KB | ${fixed(ratioOf(js.bytes, base?.bytes), 2)}`,
    );
  }
  for (const [kind, latency] of ours.searchApi) {
    const base = theirs.searchApi.get(kind);
    console.log(
      `search API p95, ${kind.padEnd(29)} ${fixed(latency.p95, 1).padStart(7)} ms | ${fixed(base?.p95, 1).padStart(7)} ms | ${fixed(ratioOf(latency.p95, base?.p95), 2)}`,
    );
  }
  if (ours.clickPaint) {
    const base = theirs.clickPaint;
    console.log(
      `filter click to paint (4x CPU), median ${fixed(ours.clickPaint.medianMs).padStart(7)} ms | ${fixed(base?.medianMs).padStart(7)} ms | ${fixed(ratioOf(ours.clickPaint.medianMs, base?.medianMs), 2)}`,
    );
    console.log(
      `first touch to hydrated (4x CPU)  ${fixed(ours.clickPaint.touchToHydratedMs).padStart(7)} ms | ${fixed(base?.touchToHydratedMs).padStart(7)} ms`,
    );
  }
  for (const [page, lh] of ours.lighthouse ?? []) {
    const base = theirs.lighthouse?.get(page);
    console.log(
      `Lighthouse ${page.padEnd(16)} score ${lh.score} | ${base?.score ?? "—"}; TBT ${fixed(lh.tbtMs)} | ${fixed(base?.tbtMs)} ms (${fixed(ratioOf(lh.tbtMs, base?.tbtMs), 2)}); script evaluation ${fixed(lh.scriptingMs)} | ${fixed(base?.scriptingMs)} ms (${fixed(ratioOf(lh.scriptingMs, base?.scriptingMs), 2)}); CPU index ${fixed(lh.cpuIndex)} | ${fixed(base?.cpuIndex)}`,
    );
  }
}

/** Prints the ratio targets, met or missed; true when all are met. Unmeasured ones (no Lighthouse) are skipped. */
export function checkRatios(ours: Measured, theirs: Measured): boolean {
  let allMet = true;
  console.log("\nTargets as ratios to the baseline:");
  for (const target of RATIO_TARGETS) {
    const value = ratioOf(target.value(ours), target.value(theirs));
    if (value === undefined && ours.lighthouse === null) continue;
    const met = meets(value, target);
    allMet &&= met;
    const goal = target.atLeast !== undefined ? `>= ${target.atLeast}x` : `<= ${target.atMost}x`;
    console.log(
      `  ${met ? "met   " : "MISSED"} ${target.what.padEnd(44)} ${`${fixed(value, 2)}x`.padStart(8)}  (target ${goal})`,
    );
  }
  return allMet;
}

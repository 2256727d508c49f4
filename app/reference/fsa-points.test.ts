import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fsaModule, FSA_CSV, readFsaCsv } from "../../scripts/fsa-points.ts";
import { FSA_COUNT, fsaPoint } from "./fsa-points.server.ts";
import { distanceKm } from "#app/search/near.ts";

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// The postal areas' points: the module the server reads is the CSV copied from GeoNames' data, written out.

describe("Ontario's postal areas", () => {
  it("are the CSV's 521 areas, each at its point, and the module is as fresh as the CSV", async () => {
    const rows = readFsaCsv();
    expect(rows).toHaveLength(521);
    expect(FSA_COUNT).toBe(521);
    for (const [fsa, lat, lng] of rows) expect(fsaPoint(fsa), fsa).toEqual({ lat, lng });
    expect(fsaPoint("M5V")).toEqual({ lat: 43.643, lng: -79.394 });
    expect(fsaPoint("M0Z")).toBeUndefined();
    const module = readFileSync(path.join(import.meta.dirname, "fsa-points.server.ts"), "utf8");
    expect(module, "run node scripts/fsa-points.ts").toBe(await fsaModule());
  });

  // The points the data came with that were wrong (corrected in the CSV, listed in its README): each area's point
  // lies by the place it is named after, and Parliament Hill's, never wrong, stands as a control.
  it.each([
    { fsa: "K1N", place: "the University of Ottawa", at: { lat: 45.4231, lng: -75.6831 }, km: 1.5 },
    { fsa: "K1P", place: "Parliament Hill", at: { lat: 45.4236, lng: -75.7009 }, km: 1 },
    { fsa: "M5C", place: "St. James Park", at: { lat: 43.6506, lng: -79.3722 }, km: 1 },
    { fsa: "M5E", place: "Berczy Park", at: { lat: 43.6481, lng: -79.3748 }, km: 1 },
    { fsa: "M5V", place: "the CN Tower", at: { lat: 43.6426, lng: -79.3871 }, km: 1 },
  ])("put $fsa within $km km of $place", ({ fsa, at, km }) => {
    expect(distanceKm(fsaPoint(fsa)!, at)).toBeLessThan(km);
  });

  it("put no area of a city far from the others (three times their median distance, and 8 km, at most)", () => {
    const text = readFileSync(FSA_CSV, "utf8");
    const byCity = Map.groupBy(
      text.trim().split("\n").slice(1),
      (line) => line.slice(4, line.lastIndexOf(",", line.lastIndexOf(",") - 1)).split(" (")[0]!,
    );
    const far: string[] = [];
    for (const lines of byCity.values()) {
      if (lines.length < 3) continue;
      const points = lines.map((line) => ({ fsa: line.slice(0, 3), ...fsaPoint(line.slice(0, 3))! }));
      const middle = { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
      const distances = points.map((p) => distanceKm(p, middle));
      const limit = Math.max(3 * median(distances), 8);
      far.push(...points.filter((_, i) => distances[i]! > limit).map((p) => p.fsa));
    }
    expect(far).toEqual([]);
  });

  it("keep the data's credit beside the data", () => {
    const readme = readFileSync(path.join(path.dirname(FSA_CSV), "README.md"), "utf8");
    expect(readme).toMatch(/GeoNames/);
    expect(readme).toMatch(/CC BY 4\.0/);
  });
});

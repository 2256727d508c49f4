import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fsaModule, FSA_CSV, readFsaCsv } from "../../scripts/fsa-points.ts";
import { FSA_COUNT, fsaPoint } from "./fsa-points.server.ts";

// The postal areas' points: the module the server reads is the CSV copied from GeoNames' data, written out.

describe("Ontario's postal areas", () => {
  it("are the CSV's 521 areas, each at its point, and the module is as fresh as the CSV", async () => {
    const rows = readFsaCsv();
    expect(rows).toHaveLength(521);
    expect(FSA_COUNT).toBe(521);
    for (const [fsa, lat, lng] of rows) expect(fsaPoint(fsa), fsa).toEqual({ lat, lng });
    expect(fsaPoint("M5V")).toEqual({ lat: 43.6525, lng: -79.3686 });
    expect(fsaPoint("M0Z")).toBeUndefined();
    const module = readFileSync(path.join(import.meta.dirname, "fsa-points.server.ts"), "utf8");
    expect(module, "run node scripts/fsa-points.ts").toBe(await fsaModule());
  });

  it("keep the data's credit beside the data", () => {
    const readme = readFileSync(path.join(path.dirname(FSA_CSV), "README.md"), "utf8");
    expect(readme).toMatch(/GeoNames/);
    expect(readme).toMatch(/CC BY 4\.0/);
  });
});

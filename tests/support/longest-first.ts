import { BaseSequencer, type TestSpecification } from "vitest/node";

// Vitest starts the files that took longest in its last run first, so the run does not end waiting on one of them
// alone; without that record (a clean clone, CI) it starts the largest files first, and the longest ones started
// last. These, the longest on a 2-core machine (20 to 35 s down to 8 s each), start first in their project
// whether or not Vitest has its record; the other files keep Vitest's order.
const LONGEST = [
  "tests/integration/authorisation-matrix.test.ts",
  "tests/integration/fuzz-routes.test.ts",
  "tests/integration/cli.test.ts",
  "tests/integration/web-processes.test.ts",
  "tests/integration/backup-restore.test.ts",
  "tests/integration/failed-jobs.test.ts",
  "tests/integration/blog-search.test.ts",
  "tests/integration/production-processes.test.ts",
  "tests/integration/api-contract.test.ts",
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectAt = new Map<string, number>();
    sorted.forEach((spec, index) => projectAt.has(spec.project.name) || projectAt.set(spec.project.name, index));
    const rank = (spec: TestSpecification) => {
      const at = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
      return at < 0 ? LONGEST.length : at;
    };
    return sorted
      .map((spec, index) => ({ spec, index, project: projectAt.get(spec.project.name)!, rank: rank(spec) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

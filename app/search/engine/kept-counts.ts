import { Kept } from "./kept.ts";

// The facet counts of the conditions recent searches counted in full, kept exact as documents are written: a
// write takes the document's old values out of every kept count whose conditions it met, and adds its new values
// where it meets them now. A search whose conditions were counted before (the next page, another sort, a filter
// added to one searched alone) reads them instead of counting again.

/** Conditions: a document meets each group with one of the group's "facet=value" pairs. */
export type Conditions = ReadonlyArray<readonly string[]>;
type Entry = { conditions: Conditions; counts: Int32Array };
/** A document as a write found or left it: its pair ids (a lookup), and the places of its shown values. */
export type WrittenDocument = { has: (id: number) => boolean; counted: readonly number[] };

/** Conditions kept (each a count per shown value: about 2 KB); each write checks them all. */
const KEPT = 1_000;
/** Pairs a kept entry may have: a short prefix names thousands of words, not worth checking on every write. */
const MAX_PAIRS = 64;

/** The key of a set of conditions, the same whatever the order of its groups and pairs. */
export function keyOf(conditions: Conditions): string {
  return conditions
    .map((group) => [...group].sort().join("|"))
    .sort()
    .join("&");
}

export class KeptCounts {
  private readonly entries = new Kept<string, Entry>(KEPT);
  private readonly idOf: (pair: string) => number | undefined;

  /** `idOf`: a pair's id in the store (undefined: no document has had it). */
  constructor(idOf: (pair: string) => number | undefined) {
    this.idOf = idOf;
  }

  /** Every shown value's count among the documents that meet the conditions, by its place (beyond the length: 0). */
  get(key: string): Int32Array | undefined {
    return this.entries.get(key)?.counts;
  }

  keep(key: string, conditions: Conditions, counts: Int32Array): void {
    if (conditions.reduce((sum, group) => sum + group.length, 0) <= MAX_PAIRS)
      this.entries.set(key, { conditions, counts });
  }

  /** A document written: `before` is null for a new one, `after` null for a removed one. */
  written(before: WrittenDocument | null, after: WrittenDocument | null): void {
    for (const entry of this.entries.values()) {
      if (before && this.meets(entry.conditions, before)) for (const id of before.counted) entry.counts[id]!--;
      if (after && this.meets(entry.conditions, after)) {
        const top = Math.max(...after.counted);
        if (top >= entry.counts.length) entry.counts = grown(entry.counts, top + 1);
        for (const id of after.counted) entry.counts[id]!++;
      }
    }
  }

  private meets(conditions: Conditions, doc: WrittenDocument): boolean {
    return conditions.every((group) =>
      group.some((pair) => {
        const id = this.idOf(pair);
        return id !== undefined && doc.has(id);
      }),
    );
  }
}

function grown(counts: Int32Array, length: number): Int32Array {
  const next = new Int32Array(Math.max(length, counts.length * 2));
  next.set(counts);
  return next;
}

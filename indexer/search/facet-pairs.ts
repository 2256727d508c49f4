import { sql, type CommonQueryMethods } from "slonik";
import { isCountedPair } from "./document.ts";

// Maintenance of search_facet_pairs (sql/008_search_facet_counts.sql): for every two facet values a and b, how
// many documents have both. b is only a value that is ever shown with a count. Callers hold the search write
// lock (index-writer.ts), as for the facet bits.

const BATCH = 20_000;

/** Counts value pairs document by document, in memory: each value gets a small number, the counts a flat array. */
export class PairCounter {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private docs = new Int32Array(1 << 16);
  private used = 0;

  /** One document's "facet=value" pairs. */
  add(pairs: readonly string[]): void {
    const own = pairs.filter((pair) => !pair.startsWith("_all="));
    if (this.used + own.length + 1 > this.docs.length) {
      const grown = new Int32Array(Math.max(this.docs.length * 2, this.used + own.length + 1));
      grown.set(this.docs.subarray(0, this.used));
      this.docs = grown;
    }
    this.docs[this.used++] = own.length;
    for (const pair of own) {
      let id = this.ids.get(pair);
      if (id === undefined) {
        id = this.names.length;
        this.ids.set(pair, id);
        this.names.push(pair);
      }
      this.docs[this.used++] = id;
    }
  }

  /** Every pair with a count above zero, as [a, b, count]. */
  *counts(): Generator<[string, string, number]> {
    const n = this.names.length;
    const counted = this.names.map(isCountedPair);
    const counts = new Uint32Array(n * n);
    for (let at = 0; at < this.used; ) {
      const size = this.docs[at]!;
      const start = at + 1;
      at = start + size;
      for (let i = start; i < at; i++) {
        const row = this.docs[i]! * n;
        for (let j = start; j < at; j++) {
          const b = this.docs[j]!;
          if (counted[b]) counts[row + b]!++;
        }
      }
    }
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        const count = counts[a * n + b]!;
        if (count > 0) yield [this.names[a]!, this.names[b]!, count];
      }
    }
  }
}

/** Replaces every pair count with the counter's; labelOf gives a counted value's label (a city's display name). */
export async function writeFacetPairs(tx: CommonQueryMethods, counter: PairCounter, labelOf: (pair: string) => string): Promise<void> {
  await tx.query(sql.unsafe`DELETE FROM search_facet_pairs`); // not TRUNCATE: searches keep reading the old counts
  let batch: Array<[string, string, number]> = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO search_facet_pairs (a, b_facet, b_value, b_label, count)
      SELECT p.a, split_part(p.b, '=', 1), substr(p.b, strpos(p.b, '=') + 1), p.label, p.count
      FROM unnest(${sql.array(batch.map((row) => row[0]), "text")}, ${sql.array(batch.map((row) => row[1]), "text")},
                  ${sql.array(batch.map((row) => labelOf(row[1])), "text")}, ${sql.array(batch.map((row) => row[2]), "int4")})
           AS p(a, b, label, count)`);
    batch = [];
  };
  for (const row of counter.counts()) {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/** One document's pairs changed from oldPairs to newPairs: its old combinations count one less, its new one more. */
export async function updateDocumentPairs(
  tx: CommonQueryMethods,
  oldPairs: readonly string[],
  newPairs: readonly string[],
): Promise<void> {
  const own = (pairs: readonly string[]) => [...new Set(pairs.filter((pair) => !pair.startsWith("_all=")))];
  const deltas = new Map<string, number>();
  const apply = (pairs: string[], delta: number) => {
    for (const a of pairs) for (const b of pairs) if (isCountedPair(b)) deltas.set(`${a}\n${b}`, (deltas.get(`${a}\n${b}`) ?? 0) + delta);
  };
  apply(own(oldPairs), -1);
  apply(own(newPairs), 1);
  const changed = [...deltas].filter(([, delta]) => delta !== 0);
  if (changed.length === 0) return;
  const a = changed.map(([key]) => key.slice(0, key.indexOf("\n")));
  const b = changed.map(([key]) => key.slice(key.indexOf("\n") + 1));
  // An UPDATE of the existing rows, then an INSERT of the new ones (an INSERT ... ON CONFLICT would check the
  // count >= 0 constraint against a negative delta before finding the row it updates).
  await tx.query(sql.unsafe`
    WITH delta AS (
      SELECT p.a, split_part(p.b, '=', 1) AS b_facet, substr(p.b, strpos(p.b, '=') + 1) AS b_value, p.delta
      FROM unnest(${sql.array(a, "text")}, ${sql.array(b, "text")},
                  ${sql.array(changed.map(([, delta]) => delta), "int4")}) AS p(a, b, delta)
    ),
    updated AS (
      UPDATE search_facet_pairs s SET count = s.count + d.delta FROM delta d
      WHERE s.a = d.a AND s.b_facet = d.b_facet AND s.b_value = d.b_value
      RETURNING s.a, s.b_facet, s.b_value
    )
    INSERT INTO search_facet_pairs (a, b_facet, b_value, b_label, count)
    SELECT d.a, d.b_facet, d.b_value,
      coalesce((SELECT b.label FROM search_facet_bits b WHERE b.facet = d.b_facet AND b.value = d.b_value), d.b_value), d.delta
    FROM delta d
    WHERE NOT EXISTS (SELECT 1 FROM updated u WHERE u.a = d.a AND u.b_facet = d.b_facet AND u.b_value = d.b_value)`);
}

import { sql, type DatabasePool } from "slonik";
import { z } from "zod";
import { COUNTED_ISSUES } from "./document.ts";
import type { CountRow, Target, Term } from "./facet-counts.ts";
import { createBitCounter, type BitCounter } from "./popcount.ts";

// A copy of search_facet_bits in this process's memory (docs/decisions/014-facet-counts-in-memory.md), so the
// bit-string counts of a search (one AND + count per facet value) run here, 64 bits per instruction
// (popcount.ts), instead of as ~460 varbit ANDs in PostgreSQL. PostgreSQL stays the source: each search reads the
// index version with its stored counts and uses this copy only when it holds exactly that version (else it counts
// in PostgreSQL and asks for a refresh, which reloads only the rows written since).

type Value = { facet: string; value: string; label: string; first: number; last: number; version: number; at: number };

/** One layout of the copy: swapped whole when a refresh ends, so a search never sees a half-loaded copy. */
type Layout = {
  version: number;
  /** Bits per string, and bytes per string (a multiple of 8). The mask is at byte 0; values follow. */
  capacity: number;
  stride: number;
  counter: BitCounter;
  values: Map<string, Value>;
  byFacet: Map<string, Value[]>;
  /** Byte addresses of strings no value uses any more, to reuse before growing. */
  free: number[];
  end: number;
};

/** A term's documents: its bit string (32-bit words) and the range of document numbers outside which it is 0. */
type Part = { group: string; lo: number; hi: number; words: Uint32Array };

const Head = z.object({ version: z.number().int(), capacity: z.number().int().nullable() });
const Key = z.object({
  facet: z.string(), value: z.string(), label: z.string(), first: z.number().int(), last: z.number().int(), version: z.number().int(),
});
const Bits = z.object({ facet: z.string(), value: z.string(), bits: z.string() });

const ALL = "_all=_all";
const COUNTED = new Set<string>(COUNTED_ISSUES);
/** Above this share of changed rows, a refresh builds a new copy instead of replacing rows one by one. */
const REBUILD_SHARE = 0.25;

const pairOf = (row: { facet: string; value: string }) => `${row.facet}=${row.value}`;

function emptyLayout(capacity: number): Layout {
  const stride = Math.ceil(capacity / 64) * 8;
  const counter = createBitCounter();
  counter.reserve(stride); // the mask's place
  return { version: 0, capacity, stride, counter, values: new Map(), byFacet: new Map(), free: [], end: stride };
}

export class FacetBitSnapshot {
  private layout: Layout = emptyLayout(0);
  private loading: Promise<number> | null = null;
  /** Strings read by every load so far (a search that finds the copy behind starts one in the background). */
  stringsRead = 0;

  /** The index version this copy holds (0 before the first load). */
  get version(): number {
    return this.layout.version;
  }

  isAt(version: number): boolean {
    return this.layout.version > 0 && this.layout.version === version;
  }

  /** Brings the copy to the index's current version (concurrent calls share one load); says how many strings it read. */
  refresh(db: DatabasePool): Promise<number> {
    this.loading ??= this.load(db)
      .then((read) => {
        this.stringsRead += read;
        return read;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private async load(db: DatabasePool): Promise<number> {
    return db.transaction(async (tx) => {
      // the version, the keys and the bits, all from one snapshot of the tables
      await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const head = await tx.one(sql.type(Head)`
        SELECT v.version, (SELECT length(b.bits) FROM search_facet_bits b WHERE b.facet = '_all' AND b.value = '_all') AS capacity
        FROM search_index_version v`);
      const current = this.layout;
      if (head.version === current.version) return 0;
      const keys = await tx.any(sql.type(Key)`
        SELECT facet, value, label, first_doc AS first, last_doc AS last, version FROM search_facet_bits`);
      const capacity = head.capacity ?? 0;
      const newer = keys.filter((key) => key.version > current.version || !current.values.has(pairOf(key)));
      const whole = capacity !== current.capacity || newer.length > keys.length * REBUILD_SHARE;
      const changed = whole ? keys : newer;
      const next: Layout = whole
        ? emptyLayout(capacity)
        : { ...current, values: new Map(current.values), free: [...current.free] };
      const placed = new Map<string, number>();
      for (let i = 0; i < changed.length; i += 100) {
        const batch = changed.slice(i, i + 100);
        const rows = await tx.any(sql.type(Bits)`
          SELECT b.facet, b.value, encode(substring(varbit_send(b.bits) FROM 5), 'base64') AS bits
          FROM search_facet_bits b
          JOIN unnest(${sql.array(batch.map((k) => k.facet), "text")}, ${sql.array(batch.map((k) => k.value), "text")}) AS k(facet, value)
            ON b.facet = k.facet AND b.value = k.value`);
        for (const row of rows) placed.set(pairOf(row), write(next, Buffer.from(row.bits, "base64")));
      }
      const values = new Map<string, Value>();
      for (const key of keys) {
        const pair = pairOf(key);
        const at = placed.get(pair) ?? next.values.get(pair)?.at;
        if (at !== undefined) values.set(pair, { ...key, at });
      }
      // strings of replaced or vanished values are reused by the next refresh (never while searches read them)
      for (const [pair, old] of next.values) if (values.get(pair)?.at !== old.at) next.free.push(old.at);
      next.values = values;
      next.byFacet = Map.groupBy(values.values(), (value) => value.facet);
      next.version = head.version;
      this.layout = next;
      return placed.size;
    });
  }

  /** The same counts as the bit-string query of facet-counts.ts, for these targets, terms and text matches. */
  count(targets: readonly Target[], terms: readonly Term[], text: Buffer | null): CountRow[] {
    const layout = this.layout;
    const { counter, stride, values } = layout;
    const heap = new Uint32Array(counter.memory.buffer);
    const view = (at: number) => heap.subarray(at / 4, (at + stride) / 4);
    const all = values.get(ALL);
    const parts: Part[] = all ? [{ group: "_all", lo: all.first, hi: all.last, words: view(all.at) }] : [{ group: "_all", lo: 0, hi: -1, words: new Uint32Array(stride / 4) }];
    for (const term of terms) {
      const found = term.values.map((v) => values.get(pairOf(v))).filter((v) => v !== undefined);
      const words = found.length === 1 ? view(found[0]!.at) : new Uint32Array(stride / 4);
      if (found.length > 1) for (const value of found) orInto(words, view(value.at));
      const lo = found.length > 0 ? Math.min(...found.map((v) => v.first)) : 0;
      const hi = found.length > 0 ? Math.max(...found.map((v) => v.last)) : -1;
      parts.push({ group: term.group, lo, hi, words });
    }
    if (text) parts.push({ group: "_text", lo: 0, hi: layout.capacity - 1, words: aligned(text, stride) });

    const rows: CountRow[] = [];
    const mask = heap.subarray(0, stride / 4); // the mask's string, at byte 0
    const shared = !terms.some((term) => (targets as readonly string[]).includes(term.group));
    for (const [index, target] of targets.entries()) {
      const applied = parts.filter((part) => part.group !== target);
      const lo = Math.max(...applied.map((part) => part.lo));
      const hi = Math.min(...applied.map((part) => part.hi));
      if (hi < lo) continue; // the terms' ranges do not meet: every count is 0
      // the 8-byte words that hold documents lo..hi
      const from = Math.floor(lo / 64) * 8;
      const to = (Math.floor(hi / 64) + 1) * 8;
      if (!shared || index === 0) andInto(mask, applied, from / 4, to / 4);
      if (target === "_total") {
        rows.push({ facet: "_total", value: "", label: "", count: counter.count(from, from, to) });
        continue;
      }
      for (const value of layout.byFacet.get(target) ?? []) {
        if (value.first > hi || value.last < lo || (target === "issue" && !COUNTED.has(value.value))) continue;
        const count = counter.count(value.at + from, from, value.at + to);
        if (count > 0) rows.push({ facet: value.facet, value: value.value, label: value.label, count });
      }
    }
    return rows;
  }
}

/** Writes one string into the layout (a free place, or a new one at the end); returns its byte address. */
function write(layout: Layout, bytes: Buffer): number {
  const at = layout.free.pop() ?? layout.end;
  if (at === layout.end) layout.end += layout.stride;
  layout.counter.reserve(layout.end);
  const target = new Uint8Array(layout.counter.memory.buffer, at, layout.stride);
  target.fill(0);
  target.set(bytes.subarray(0, layout.stride));
  return at;
}

function orInto(target: Uint32Array, source: Uint32Array) {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

function andInto(mask: Uint32Array, parts: readonly Part[], from: number, to: number) {
  const [first, ...rest] = parts;
  mask.set(first!.words.subarray(from, to), from);
  for (const part of rest) {
    const words = part.words;
    for (let i = from; i < to; i++) mask[i]! &= words[i]!;
  }
}

/** A bit string's bytes as 32-bit words (a copy: the bytes may not start on a 4-byte boundary). */
function aligned(bytes: Buffer, stride: number): Uint32Array {
  const words = new Uint32Array(stride / 4);
  new Uint8Array(words.buffer).set(bytes.subarray(0, stride));
  return words;
}

const snapshots = new WeakMap<DatabasePool, FacetBitSnapshot>();

/** One copy per pool (one pool per process). */
export function snapshotOf(db: DatabasePool): FacetBitSnapshot {
  let snapshot = snapshots.get(db);
  if (!snapshot) snapshots.set(db, (snapshot = new FacetBitSnapshot()));
  return snapshot;
}

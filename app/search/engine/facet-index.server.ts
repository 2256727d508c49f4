import { sql, type DatabasePool } from "slonik";
import { z } from "zod";
import { keepEveryFilter } from "./facet-counts.ts";
import { FacetStore } from "./facet-store.ts";
import { followIndex, type FollowLog } from "./index-follower.server.ts";
import { Kept } from "./kept.ts";
import { DocumentKeys, KEY_COLUMNS, SortKeys } from "./sort-keys.server.ts";
import type { TermsHead, TextQuery } from "./text.server.ts";

// This process's copy of the index: the facet values and words (facet-store.ts) and the sort keys
// (sort-keys.server.ts), kept as current as the searches that read it (decisions 025, 027, 031). PostgreSQL stays the
// source: every index write takes the next version of search_index_state and logs the document it changed in
// search_index_changes (a removal is logged by the table's trigger). A search that reads the generation and version
// (with its words or its cards) brings the copy there:
// - same generation, newer version: the documents logged since, with their current facets (missing: removed);
// - anything else (another database under the same URL: each has a generation of its own; the version going
//   backwards; a log pruned past the copy's version, or rewritten since: the stamp of the copy's version
//   differs): a full reload.
// Concurrent searches share one refresh. A process that follows the index's writes (index-follower.server.ts: each
// notified write brings the copy up to date) takes the copy as current without reading the version, for up to
// `trustedMs` after it last saw the copy current (a database restored under it sends no notification).
// Beside it, the cards as JSON text (about 1.1 KB each), current at the copy's version: read with a full load (up to
// CARDS_KEPT of them) and with each change; past that bound, those searches read (the most recently used), each
// kept only when read at the version the copy holds. And how the words of a query were read, kept for the terms
// version the copy holds (a write that adds a word takes a new one).

/** The index a search read: another database has another generation; every write takes the next version. */
export type IndexHead = { generation: string; version: number };

export const sameHead = (a: IndexHead, b: IndexHead) => a.generation === b.generation && a.version === b.version;

/** The change log keeps this many versions (indexer/search/index-writer.ts prunes it): a copy further behind reloads. */
export const KEPT_CHANGES = 10_000;
/** Documents per query of a full load (each value's numbers for a range of documents). */
const LOAD_BATCH = 100_000;
/** Cards kept in memory as JSON text: every card up to 100,000 therapists (about 110 MB), the most used beyond. */
const CARDS_KEPT = 100_000;
/** Query texts kept in memory, with how their words were read. */
const TEXTS_KEPT = 10_000;
/** How long a following process takes its copy as current after it last saw it current. */
const TRUSTED_MS = 1_000;

/** What a search reads from memory: each document's facet values and sort keys. */
export type IndexCopy = { store: FacetStore; keys: SortKeys };
type Held = IndexHead & TermsHead & IndexCopy & { stamp: string | null };

const Head = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  termsVersion: z.coerce.number().int(),
  stamp: z.string().nullable(),
  maxDocNo: z.number().int().nullable(),
});
const Document = z.object({
  docNo: z.number().int(),
  facets: z.array(z.string()).nullable(),
  city: z.string().nullable(),
  keys: DocumentKeys.nullable(),
  card: z.string().nullable(),
});
const Keys = z.array(DocumentKeys.extend({ docNo: z.number().int() }));
/** One value's documents (4-byte big-endian numbers) in a range, and the first of them. */
const Part = z.object({ pair: z.string(), first: z.number().int(), docs: z.instanceof(Buffer) });
const City = z.object({ docNo: z.number().int(), city: z.string().nullable() });
const Card = z.object({ docNo: z.number().int(), card: z.string() });
const Changes = z.object({
  generation: z.string(),
  version: z.coerce.number().int(),
  termsVersion: z.coerce.number().int(),
  stamp: z.string().nullable(),
  changes: z.array(Document.extend({ version: z.number().int(), stamp: z.string() })).nullable(),
});

export class FacetIndex {
  private held: Held | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly cards = new Kept<number, string>(CARDS_KEPT);
  private readonly texts = new Kept<string, TermsHead & { text: TextQuery }>(TEXTS_KEPT);
  private following = false;
  /** Until when (performance.now()) searches take the copy as current. */
  private trustedUntil = 0;
  private readonly trustedMs: number;
  /** Full loads so far (for tests and the benchmark). */
  loads = 0;

  constructor(options: { trustedMs?: number } = {}) {
    this.trustedMs = options.trustedMs ?? TRUSTED_MS;
  }

  /** Keeps the copy up to date as each index write commits, until `signal` aborts. */
  follow(db: DatabasePool, databaseUrl: string, log: FollowLog, signal: AbortSignal): void {
    const written = () =>
      this.refresh(db).catch((error: unknown) => {
        this.trustedUntil = 0;
        throw error;
      });
    followIndex(
      databaseUrl,
      {
        written,
        listening: (on) => {
          this.following = on;
          if (!on) this.trustedUntil = 0;
        },
      },
      log,
      signal,
    );
  }

  /** Whether a search may take the copy as current without reading the index version. */
  get trusted(): boolean {
    return this.following && performance.now() < this.trustedUntil;
  }

  /** A head just read from the database: when the copy holds it, the copy is current now. */
  seen(head: IndexHead): void {
    if (this.following && this.holds(head)) this.trustedUntil = performance.now() + this.trustedMs;
  }

  /** Whether the copy has not reached a version read from the database (a later one, or another generation's). */
  behind(seen: IndexHead): boolean {
    return this.held === null || this.held.generation !== seen.generation || this.held.version < seen.version;
  }

  /** The version the copy holds, or null before the first load. */
  get head(): IndexHead | null {
    return this.held && { generation: this.held.generation, version: this.held.version };
  }

  /** The copy as held now, with its version (null before the first load). */
  get current(): (IndexHead & IndexCopy) | null {
    return this.held;
  }

  /** The kept cards (JSON text) of these documents, current at the version the copy holds now. */
  cardsOf(docs: readonly number[]): Map<number, string> {
    const found = new Map<number, string>();
    for (const doc of docs) {
      const card = this.cards.get(doc);
      if (card !== undefined) found.set(doc, card);
    }
    return found;
  }

  /** Keeps cards read at `seen`, when the copy is at that version (an older read could bring back a changed card). */
  keepCards(seen: IndexHead, cards: ReadonlyArray<readonly [number, string]>): void {
    if (this.holds(seen)) for (const [doc, card] of cards) this.cards.set(doc, card);
  }

  /** How the words of this query were read, when read at the terms version the copy holds now. */
  textOf(query: string): TextQuery | undefined {
    const kept = this.texts.get(query);
    return kept && this.held && kept.generation === this.held.generation && kept.termsVersion === this.held.termsVersion
      ? kept.text
      : undefined;
  }

  /** Keeps how the words of a query were read at `seen`, when the copy holds that terms version. */
  keepText(query: string, seen: TermsHead, text: TextQuery): void {
    if (this.held && seen.generation === this.held.generation && seen.termsVersion === this.held.termsVersion)
      this.texts.set(query, { ...seen, text });
  }

  /** The copy at the version a search read, or a later one. */
  async at(db: DatabasePool, seen: IndexHead): Promise<IndexCopy> {
    if (this.holds(seen)) return this.held!;
    // a refresh already running may have started before the search's read: after it, one that starts now
    await this.refreshing?.catch(() => undefined);
    if (this.holds(seen)) return this.held!;
    await this.refresh(db);
    return this.held!;
  }

  /** Brings the copy to the index's current version (concurrent calls share one refresh). */
  refresh(db: DatabasePool): Promise<void> {
    this.refreshing ??= this.catchUp(db).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private holds(seen: IndexHead): boolean {
    return this.held !== null && sameHead(this.held, seen);
  }

  private async catchUp(db: DatabasePool): Promise<void> {
    const held = this.held;
    if (!held) return this.load(db);
    const log = await db.one(sql.type(Changes)`
      SELECT s.generation, s.version, s.terms_version AS "termsVersion",
        (SELECT c.stamp FROM search_index_changes c WHERE c.version = ${held.version}) AS stamp,
        (SELECT json_agg(json_build_object('version', c.version, 'stamp', c.stamp, 'docNo', c.doc_no, 'facets', d.facets,
                  'city', d.card ->> 'city', 'keys', k, 'card', d.card::text) ORDER BY c.version)
         FROM search_index_changes c LEFT JOIN search_documents d ON d.doc_no = c.doc_no
           LEFT JOIN LATERAL (SELECT ${KEY_COLUMNS}) k ON d.doc_no IS NOT NULL
         WHERE c.version > ${held.version} AND c.version <= s.version AND s.version - ${held.version} <= ${KEPT_CHANGES}) AS changes
      FROM search_index_state s`);
    const changes = log.changes ?? [];
    const continues =
      log.generation === held.generation &&
      log.version >= held.version &&
      log.stamp === held.stamp &&
      changes.length === log.version - held.version;
    if (!continues) return this.load(db);
    // a document changed twice is applied once: its facets are the current ones either way
    for (const doc of new Map(changes.map((change) => [change.docNo, change])).values()) {
      held.store.apply(doc);
      if (doc.card === null) this.cards.delete(doc.docNo);
      else this.cards.set(doc.docNo, doc.card);
      if (doc.keys) held.keys.set(doc.docNo, doc.keys);
      else held.keys.remove(doc.docNo);
    }
    this.held = {
      ...held,
      version: log.version,
      termsVersion: log.termsVersion,
      stamp: changes.at(-1)?.stamp ?? held.stamp,
    };
    this.seen(this.held);
  }

  /** Reads every document's facets from one snapshot and swaps the new copy in whole. */
  private async load(db: DatabasePool): Promise<void> {
    const { cards, ...held } = await db.transaction(async (tx) => {
      await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const head = await tx.one(sql.type(Head)`
        SELECT s.generation, s.version, s.terms_version AS "termsVersion",
          (SELECT c.stamp FROM search_index_changes c WHERE c.version = s.version) AS stamp,
          (SELECT max(doc_no) FROM search_documents) AS "maxDocNo"
        FROM search_index_state s`);
      const maxDocNo = head.maxDocNo ?? -1;
      const store = new FacetStore(maxDocNo);
      const parts: Array<z.infer<typeof Part>> = [];
      const keys: z.infer<typeof Keys> = [];
      for (let from = 0; from <= maxDocNo; from += LOAD_BATCH) {
        keys.push(
          ...(await tx.oneFirst(sql.type(z.object({ keys: Keys }))`
          SELECT coalesce(json_agg(k), '[]') AS keys FROM (
            SELECT d.doc_no AS "docNo", ${KEY_COLUMNS} FROM search_documents d
            WHERE d.doc_no >= ${from} AND d.doc_no < ${from + LOAD_BATCH}) k`)),
        );
        // grouped in PostgreSQL: a row per value rather than per document, several times faster to read
        parts.push(
          ...(await tx.any(sql.type(Part)`
          SELECT p AS pair, min(d.doc_no) AS first, string_agg(int4send(d.doc_no), ''::bytea) AS docs
          FROM search_documents d CROSS JOIN LATERAL unnest(d.facets) AS p
          WHERE d.doc_no >= ${from} AND d.doc_no < ${from + LOAD_BATCH}
          GROUP BY p`)),
        );
      }
      // a city is shown by its name as written on its first document (a few index lookups)
      const firstOfCity = parts.filter((part) => part.pair.startsWith("city=")).map((part) => part.first);
      const cities = new Map(
        (
          await tx.any(sql.type(City)`
        SELECT doc_no AS "docNo", card ->> 'city' AS city FROM search_documents WHERE doc_no = ANY(${sql.array(firstOfCity, "int4")})`)
        ).map((row) => [row.docNo, row.city]),
      );
      for (const part of parts)
        store.load(
          part.pair,
          part.pair.startsWith("city=") ? (cities.get(part.first) ?? null) : null,
          numbers(part.docs),
        );
      const sortKeys = SortKeys.of(
        store.words * 32,
        keys.map(({ docNo, ...rest }) => ({ docNo, keys: rest })),
      );
      const cards = await tx.any(sql.type(Card)`
        SELECT doc_no AS "docNo", card::text AS card FROM search_documents ORDER BY doc_no LIMIT ${CARDS_KEPT}`);
      return { ...head, store: store.finish(), keys: sortKeys, cards };
    });
    keepEveryFilter(held.store);
    this.cards.clear();
    for (const { docNo, card } of cards) this.cards.set(docNo, card);
    this.texts.clear();
    this.held = held;
    this.loads++;
    this.seen(held);
  }
}

function numbers(bytes: Buffer): Uint32Array {
  const docs = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < docs.length; i++) docs[i] = bytes.readUInt32BE(i * 4);
  return docs;
}

import { FACETS, PLACE_FACET } from "../facets.ts";
import { unitVector } from "../near.ts";
import { isCountedPair } from "./counted-pairs.ts";
import { Bitsets } from "./bitsets.ts";
import { DocumentLists } from "./document-lists.ts";
import { KeptCounts } from "./kept-counts.ts";
import { Posting } from "./posting.ts";

// The facet values of the index and their documents, in memory (facet-index.server.ts keeps it current): one posting
// set per "facet=value" pair of search_documents.facets (the `word=` and `name=` pairs and `_all=_all` included),
// and per document its pairs, those shown with a count first, so a small set of documents is counted from its own
// side and a rewritten document leaves exactly the postings it was in.

const SHOWN = new Set<string>(FACETS);
/** Bitset words kept beyond the highest document number, so new documents rarely grow every bitset. */
const HEADROOM_WORDS = 128;

/** A document's "facet=value" pairs (null: removed), and its city as written (the city value's label). */
/** An office location of the store: its value's id, its point, and the point on the unit sphere. */
export type Place = { id: number; lat: number; lng: number; x: number; y: number; z: number };

export type DocumentFacets = { docNo: number; facets: readonly string[] | null; city: string | null };

export class FacetStore {
  private readonly ids = new Map<string, number>();
  readonly facet: string[] = [];
  readonly value: string[] = [];
  readonly label: string[] = [];
  /** Whether each value is shown with a count (no `word=` value, only the counted issues). */
  private readonly shown: boolean[] = [];
  /** Each shown value's place among the shown values (-1 for the others): what counts are indexed by. */
  private readonly slots: number[] = [];
  /** The value id of each place. */
  private readonly idOfSlot: number[] = [];
  /** Values shown with a count so far. */
  shownValues = 0;
  postings: Posting[] = [];
  /** The counted values of each facet shown with counts, by facet. */
  readonly byFacet = new Map<string, number[]>();
  /**
   * The office locations ("place=lat,lng" values; never shown), which a radius and nearest first read: each value's
   * id, its point, and that point on the unit sphere (near.ts unitVector), parsed once as the value is registered.
   */
  readonly places: Place[] = [];
  /** Bitset length (32-bit words) covering every document number. */
  words: number;
  /**
   * Per document: its counted values by place (what counting from the documents' side reads: a small array of counts
   * stays in the processor's fastest cache), and its other pairs by id.
   */
  private readonly counted: DocumentLists;
  private readonly others: DocumentLists;
  private readonly costs = new Map<string, number>();
  /** The bitsets of the search at work (given back when it is done: directory-search.server.ts). */
  readonly bitsets = new Bitsets();
  /** Counts of recent searches' conditions, kept exact by every write. */
  readonly kept = new KeptCounts((pair) => this.ids.get(pair));
  /** While loading: each value's documents, turned into postings by `finish`. */
  private loading: Uint32Array[][] | null = [];

  /** `maxDocNo`: the highest document number (-1 for no documents). */
  constructor(maxDocNo: number) {
    this.words = Math.floor(Math.max(maxDocNo, 0) / 32) + 1 + HEADROOM_WORDS;
    this.counted = new DocumentLists(this.words * 32);
    this.others = new DocumentLists(this.words * 32);
  }

  posting(pair: string): Posting | undefined {
    const id = this.ids.get(pair);
    return id === undefined ? undefined : this.postings[id];
  }

  /** A shown value's place among the shown values (-1 for a value never shown). */
  slotOf(id: number): number {
    return this.slots[id]!;
  }

  /** Documents in the index. */
  get documents(): number {
    return this.posting("_all=_all")?.size ?? 0;
  }

  /** Counted values per document, on average. */
  get valuesPerDocument(): number {
    return this.documents === 0 ? 0 : this.counted.entries / this.documents;
  }

  /** What counting each value of a facet from its own side costs (Posting.cost), summed; kept until a write. */
  valueCost(facet: string, words: number): number {
    const key = `${facet}:${words}`;
    let cost = this.costs.get(key);
    if (cost === undefined) {
      cost = 0;
      for (const id of this.byFacet.get(facet) ?? []) cost += this.postings[id]!.cost(words);
      this.costs.set(key, cost);
    }
    return cost;
  }

  /** Part of a value's documents as loaded (any order, before `finish`). */
  load(pair: string, label: string | null, docs: Uint32Array): void {
    this.loading![this.register(pair, label)]!.push(docs);
  }

  /** Turns the loaded documents into postings, and each document's pairs into its lists. */
  finish(): this {
    const parts = this.loading!;
    this.loading = null;
    this.postings = parts.map((list) => {
      const docs = new Uint32Array(list.reduce((sum, part) => sum + part.length, 0));
      let at = 0;
      for (const part of list) {
        docs.set(part, at);
        at += part.length;
      }
      return Posting.of(docs, this.words);
    });
    const byId = this.postings.map((posting, id) => ({ id, docs: posting.documents() }));
    this.counted.fill(byId.filter(({ id }) => this.shown[id]).map(({ id, docs }) => ({ id: this.slots[id]!, docs })));
    this.others.fill(byId.filter(({ id }) => !this.shown[id]));
    return this;
  }

  /** A document written (its current pairs) or removed (null) since the load. */
  apply(doc: DocumentFacets): void {
    this.costs.clear();
    this.grow(doc.docNo);
    const counted = [...this.counted.of(doc.docNo)];
    const before = new Set([...counted.map((slot) => this.idOfSlot[slot]!), ...this.others.of(doc.docNo)]);
    for (const id of before) this.postings[id]!.remove(doc.docNo);
    const ids = [...new Set(doc.facets)].map((pair) => this.register(pair, pair.startsWith("city=") ? doc.city : null));
    for (const id of ids) this.postings[id]!.add(doc.docNo, this.words);
    const after = new Set(ids);
    const shown = ids.filter((id) => this.shown[id]);
    this.counted.write(
      doc.docNo,
      shown.map((id) => this.slots[id]!),
    );
    this.others.write(
      doc.docNo,
      ids.filter((id) => !this.shown[id]),
    );
    this.kept.written(
      before.size > 0 ? { has: (id) => before.has(id), counted } : null,
      doc.facets ? { has: (id) => after.has(id), counted: shown.map((id) => this.slots[id]!) } : null,
    );
  }

  /** Every shown value's count among the documents of the mask, by place (slotOf), read from the documents' side. */
  countDocuments(mask: Uint32Array): Int32Array {
    const counts = new Int32Array(this.shownValues);
    const { start, length, list } = this.counted;
    for (let w = 0; w < mask.length; w++) {
      let bits = mask[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        const doc = (w << 5) | (31 - Math.clz32(low));
        bits ^= low;
        const from = start[doc]!;
        const to = from + length[doc]!;
        for (let i = from; i < to; i++) counts[list[i]!]!++;
      }
    }
    return counts;
  }

  private register(pair: string, label: string | null): number {
    let id = this.ids.get(pair);
    if (id !== undefined) return id;
    id = this.facet.length;
    const at = pair.indexOf("=");
    const facet = pair.slice(0, at);
    const value = pair.slice(at + 1);
    this.ids.set(pair, id);
    this.facet.push(facet);
    this.value.push(value);
    this.label.push(label ?? value);
    this.loading?.push([]);
    if (!this.loading) this.postings.push(new Posting());
    const shown = SHOWN.has(facet) && isCountedPair(pair);
    this.shown.push(shown);
    this.slots.push(shown ? this.shownValues++ : -1);
    if (facet === PLACE_FACET) {
      const [lat, lng] = value.split(",").map(Number) as [number, number];
      const [x, y, z] = unitVector({ lat, lng });
      this.places.push({ id, lat, lng, x, y, z });
    }
    if (shown) {
      this.idOfSlot.push(id);
      const ids = this.byFacet.get(facet);
      if (ids) ids.push(id);
      else this.byFacet.set(facet, [id]);
    }
    return id;
  }

  /** Makes room for a document number beyond the bitsets (postings grow their own bitsets as they take one). */
  private grow(doc: number): void {
    if (doc >>> 5 < this.words) return;
    this.words = (doc >>> 5) + 1 + HEADROOM_WORDS;
    this.counted.grow(this.words * 32);
    this.others.grow(this.words * 32);
  }
}

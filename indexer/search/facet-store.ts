import { FACETS, isCountedPair } from "./document.ts";
import { Posting } from "./posting.ts";

// The facet values of the index and their documents, in memory (facet-index.ts keeps it current): one posting
// set per "facet=value" pair of search_documents.facets (the `word=` pairs and `_all=_all` included), and per
// document the values that are shown with a count, so a small set of documents is counted from its own side.

const SHOWN = new Set<string>(FACETS);
/** Bitset words kept beyond the highest document number, so new documents rarely grow every bitset. */
const HEADROOM_WORDS = 128;

/** A document's "facet=value" pairs (null: removed), and its city as written (the city value's label). */
export type DocumentFacets = { docNo: number; facets: readonly string[] | null; city: string | null };

export class FacetStore {
  private readonly ids = new Map<string, number>();
  readonly facet: string[] = [];
  readonly value: string[] = [];
  readonly label: string[] = [];
  /** Whether each value is shown with a count (no `word=` value, only the counted issues). */
  private readonly shown: boolean[] = [];
  postings: Posting[] = [];
  /** The counted values of each facet shown with counts, by facet. */
  readonly byFacet = new Map<string, number[]>();
  /** Bitset length (32-bit words) covering every document number. */
  words: number;
  /** Per document: where its counted values start in `list`, and how many there are. */
  private start: Int32Array;
  private length: Uint16Array;
  private list = new Uint16Array(1 << 16);
  private listEnd = 0;
  /** Counted values over all live documents (what counting from the documents' side reads). */
  private entries = 0;
  /** While loading: each value's documents, turned into postings by `finish`. */
  private loading: Uint32Array[][] | null = [];

  /** `maxDocNo`: the highest document number (-1 for no documents). */
  constructor(maxDocNo: number) {
    this.words = Math.floor(Math.max(maxDocNo, 0) / 32) + 1 + HEADROOM_WORDS;
    this.start = new Int32Array(this.words * 32);
    this.length = new Uint16Array(this.words * 32);
  }

  posting(pair: string): Posting | undefined {
    const id = this.ids.get(pair);
    return id === undefined ? undefined : this.postings[id];
  }

  /** Documents in the index. */
  get documents(): number {
    return this.posting("_all=_all")?.size ?? 0;
  }

  /** Counted values per document, on average. */
  get valuesPerDocument(): number {
    return this.documents === 0 ? 0 : this.entries / this.documents;
  }

  /** Part of a value's documents as loaded (any order, before `finish`). */
  load(pair: string, label: string | null, docs: Uint32Array): void {
    this.loading![this.register(pair, label)]!.push(docs);
  }

  /** Turns the loaded documents into postings, and each document's counted values into its list. */
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
    // each document's list: counted first (lengths), then placed (starts), then filled
    const shown = this.postings.map((posting, id) => ({ id, docs: this.shown[id] ? posting.documents() : new Uint32Array(0) }));
    for (const { docs } of shown) for (const doc of docs) this.length[doc]!++;
    let end = 0;
    for (let doc = 0; doc < this.length.length; doc++) {
      this.start[doc] = end;
      end += this.length[doc]!;
    }
    this.list = new Uint16Array(end + (1 << 12));
    this.listEnd = end;
    this.entries = end;
    const filled = new Uint16Array(this.length.length);
    for (const { id, docs } of shown) for (const doc of docs) this.list[this.start[doc]! + filled[doc]!++] = id;
    return this;
  }

  /** A document written (its current pairs) or removed (null) since the load. */
  apply(doc: DocumentFacets): void {
    this.grow(doc.docNo);
    for (const posting of this.postings) posting.remove(doc.docNo);
    this.entries -= this.length[doc.docNo]!;
    const counted: number[] = [];
    for (const pair of new Set(doc.facets)) {
      const id = this.register(pair, pair.startsWith("city=") ? doc.city : null);
      this.postings[id]!.add(doc.docNo, this.words);
      if (this.shown[id]) counted.push(id);
    }
    this.writeCounted(doc.docNo, counted);
  }

  /** Every value's count among the documents of the mask, by value id, read from the documents' side. */
  countDocuments(mask: Uint32Array): Int32Array {
    const counts = new Int32Array(this.facet.length);
    const { start, length, list } = this;
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
    if (shown) {
      if (id > 0xffff) throw new Error("more than 65,536 facet values"); // the per-document lists hold 16-bit ids
      const ids = this.byFacet.get(facet);
      if (ids) ids.push(id);
      else this.byFacet.set(facet, [id]);
    }
    return id;
  }

  private writeCounted(doc: number, ids: readonly number[]): void {
    if (this.listEnd + ids.length > this.list.length) {
      const list = new Uint16Array(Math.max(this.list.length * 2, this.listEnd + ids.length));
      list.set(this.list.subarray(0, this.listEnd));
      this.list = list;
    }
    this.list.set(ids, this.listEnd);
    this.start[doc] = this.listEnd;
    this.length[doc] = ids.length;
    this.listEnd += ids.length;
    this.entries += ids.length;
  }

  /** Makes room for a document number beyond the bitsets (postings grow their own bitsets as they take one). */
  private grow(doc: number): void {
    if (doc >>> 5 < this.words) return;
    this.words = (doc >>> 5) + 1 + HEADROOM_WORDS;
    const start = new Int32Array(this.words * 32);
    const length = new Uint16Array(this.words * 32);
    start.set(this.start);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }
}

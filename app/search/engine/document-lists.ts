// A list of numbers per document (value ids), packed one document after another in one typed array: a rewritten
// document's new list goes at the end (the old one is left behind until the next full load).

export class DocumentLists {
  /** Per document: where its list starts, and how long it is. */
  start: Int32Array;
  length: Uint16Array;
  list = new Uint32Array(1 << 12);
  private end = 0;
  /** Numbers over every document's current list. */
  entries = 0;

  constructor(documents: number) {
    this.start = new Int32Array(documents);
    this.length = new Uint16Array(documents);
  }

  /**
   * Every document's list at once, from each id's documents in turn (a document's list follows the order of the
   * ids). Replaces whatever was there.
   */
  fill(byId: ReadonlyArray<{ id: number; docs: Uint32Array }>): void {
    this.length.fill(0);
    for (const { docs } of byId) for (const doc of docs) this.length[doc]!++;
    let end = 0;
    for (let doc = 0; doc < this.length.length; doc++) {
      this.start[doc] = end;
      end += this.length[doc]!;
    }
    this.list = new Uint32Array(end + (1 << 12));
    this.end = this.entries = end;
    const filled = new Uint16Array(this.length.length);
    for (const { id, docs } of byId) for (const doc of docs) this.list[this.start[doc]! + filled[doc]!++] = id;
  }

  /** The document's list (a view: valid until the next write). */
  of(doc: number): Uint32Array {
    return this.list.subarray(this.start[doc]!, this.start[doc]! + this.length[doc]!);
  }

  write(doc: number, ids: readonly number[]): void {
    if (this.end + ids.length > this.list.length) {
      const list = new Uint32Array(Math.max(this.list.length * 2, this.end + ids.length));
      list.set(this.list.subarray(0, this.end));
      this.list = list;
    }
    this.list.set(ids, this.end);
    this.entries += ids.length - this.length[doc]!;
    this.start[doc] = this.end;
    this.length[doc] = ids.length;
    this.end += ids.length;
  }

  /** Room for `documents` documents. */
  grow(documents: number): void {
    if (documents <= this.start.length) return;
    const start = new Int32Array(documents);
    const length = new Uint16Array(documents);
    start.set(this.start);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }
}

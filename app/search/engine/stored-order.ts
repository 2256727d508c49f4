// The documents in one fixed order (by name, by rating, by the stored boost), kept sorted as documents are written,
// so a page in that order walks it from the top instead of sorting its matches. The order must be total (it ends
// with the name order): each document has one place, found by binary search.

/** Negative when document a comes before document b. */
export type Compare = (a: number, b: number) => number;

export class StoredOrder {
  private docs = new Uint32Array(1024);
  private size = 0;
  private readonly compare: Compare;

  constructor(compare: Compare) {
    this.compare = compare;
  }

  /** The documents, in order (a view: valid until the next write). */
  get documents(): Uint32Array {
    return this.docs.subarray(0, this.size);
  }

  /** Puts every document in order at once. */
  fill(docs: readonly number[]): void {
    this.docs = Uint32Array.from([...docs].sort(this.compare));
    this.size = this.docs.length;
  }

  /** Adds a document with its keys as written now. */
  insert(doc: number): void {
    if (this.size === this.docs.length) {
      const docs = new Uint32Array(Math.max(1024, this.docs.length * 2));
      docs.set(this.docs);
      this.docs = docs;
    }
    const at = this.place(doc);
    this.docs.copyWithin(at + 1, at, this.size);
    this.docs[at] = doc;
    this.size++;
  }

  /** Takes a document out; call it while the keys it was inserted with are still in place. */
  remove(doc: number): void {
    const at = this.place(doc);
    if (at < this.size && this.docs[at] === doc) {
      this.docs.copyWithin(at, at + 1, this.size);
      this.size--;
    }
  }

  /**
   * How many documents lead the order meeting `test`, which must hold for a prefix of the order and for nothing
   * after it (binary search).
   */
  leading(test: (doc: number) => boolean): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (test(this.docs[mid]!)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The first place whose document does not come before `doc`. */
  private place(doc: number): number {
    return this.leading((other) => this.compare(other, doc) < 0);
  }
}

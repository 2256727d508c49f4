// The documents that have one facet value, by document number, compressed by density: a sorted list of numbers
// while the value is rare (fewer documents than the bitset has 32-bit words: less memory than the bitset), else a
// bitset (bit n of word n >> 5 is document n). A rare value turns into a bitset as it grows; a common one stays a
// bitset until the next full load.

export class Posting {
  size = 0;
  /** Sparse: the documents, sorted (the first `size` entries). */
  private docs: Uint32Array | null = new Uint32Array(4);
  /** Dense: the bitset (may be shorter than the index's; missing words are zero). */
  private bits: Uint32Array | null = null;

  /** Builds from document numbers in any order (a number twice counts once), for an index of `words` 32-bit words. */
  static of(docs: Uint32Array, words: number): Posting {
    const posting = new Posting();
    if (docs.length < words) {
      docs.sort();
      posting.size = docs.length === 0 ? 0 : 1;
      for (let i = 1; i < docs.length; i++) if (docs[i] !== docs[posting.size - 1]) docs[posting.size++] = docs[i]!;
      posting.docs = docs;
    } else {
      posting.docs = null;
      posting.bits = new Uint32Array(words);
      for (const doc of docs) posting.bits[doc >>> 5]! |= 1 << (doc & 31);
      posting.size = posting.bits.reduce((sum, word) => sum + popcount(word), 0);
    }
    return posting;
  }

  /** The documents, in order. */
  documents(): Uint32Array {
    if (!this.bits) return this.docs!.subarray(0, this.size);
    const docs = new Uint32Array(this.size);
    let at = 0;
    for (let w = 0; w < this.bits.length; w++) {
      for (let bits = this.bits[w]!; bits !== 0; bits &= bits - 1)
        docs[at++] = (w << 5) | (31 - Math.clz32(bits & -bits));
    }
    return docs;
  }

  has(doc: number): boolean {
    if (this.bits) return ((this.bits[doc >>> 5] ?? 0) & (1 << (doc & 31))) !== 0;
    return this.indexOf(doc) >= 0;
  }

  /** Adds a document (no-op when present); `words` is the index's bitset length, for a list that grows dense. */
  add(doc: number, words: number): void {
    if (this.has(doc)) return;
    if (!this.bits && this.size + 1 >= words) this.toDense(words);
    if (this.bits) {
      if (doc >>> 5 >= this.bits.length) this.bits = grown(this.bits, Math.max(words, (doc >>> 5) + 1));
      this.bits[doc >>> 5]! |= 1 << (doc & 31);
    } else {
      let docs = this.docs!;
      if (this.size === docs.length) this.docs = docs = grown(docs, docs.length * 2);
      const at = ~this.indexOf(doc);
      docs.copyWithin(at + 1, at, this.size);
      docs[at] = doc;
    }
    this.size++;
  }

  remove(doc: number): void {
    if (!this.has(doc)) return;
    if (this.bits) this.bits[doc >>> 5]! &= ~(1 << (doc & 31));
    else {
      const at = this.indexOf(doc);
      this.docs!.copyWithin(at, at + 1, this.size);
    }
    this.size--;
  }

  /** ORs this value's documents into a bitset. */
  orInto(target: Uint32Array): void {
    if (this.bits) {
      const n = Math.min(this.bits.length, target.length);
      for (let i = 0; i < n; i++) target[i]! |= this.bits[i]!;
    } else {
      const docs = this.docs!;
      for (let i = 0; i < this.size; i++) target[docs[i]! >>> 5]! |= 1 << (docs[i]! & 31);
    }
  }

  /** How many of this value's documents the mask holds. */
  countIn(mask: Uint32Array): number {
    let count = 0;
    if (this.bits) {
      const bits = this.bits;
      const n = Math.min(bits.length, mask.length);
      for (let i = 0; i < n; i++) count += popcount(bits[i]! & mask[i]!);
    } else {
      const docs = this.docs!;
      for (let i = 0; i < this.size; i++) count += (mask[docs[i]! >>> 5]! >>> (docs[i]! & 31)) & 1;
    }
    return count;
  }

  /** What countIn costs: words read (dense) or documents tested (sparse). */
  cost(words: number): number {
    return this.bits ? Math.min(this.bits.length, words) : this.size;
  }

  private toDense(words: number): void {
    const bits = new Uint32Array(words);
    this.orInto(bits);
    this.bits = bits;
    this.docs = null;
  }

  /** Binary search in the sorted list: the index of `doc`, or ~(where it would go). */
  private indexOf(doc: number): number {
    const docs = this.docs!;
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const value = docs[mid]!;
      if (value < doc) lo = mid + 1;
      else if (value > doc) hi = mid - 1;
      else return mid;
    }
    return ~lo;
  }
}

function grown(array: Uint32Array, length: number): Uint32Array {
  const next = new Uint32Array(length);
  next.set(array.subarray(0, Math.min(array.length, length)));
  return next;
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

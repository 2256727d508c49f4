// The bitsets a search works with (a condition's documents, a facet's mask, a group of the page), drawn from
// spares kept between searches. At 1,000,000 therapists a bitset is 125 KB and a search used about a dozen:
// allocated afresh each time (zeroed memory, then garbage), they made the garbage collector run several times
// more often than the search's own objects did.

/** Spares kept at most (about 8 MB at 1,000,000 therapists). */
const SPARES = 64;

export class Bitsets {
  private readonly spare: Uint32Array[] = [];
  private readonly lent: Uint32Array[] = [];

  /** A bitset of `words` 32-bit words, all zero, valid until `reclaim`. */
  take(words: number): Uint32Array {
    let bits = this.spare.pop();
    if (bits && bits.length === words) bits.fill(0);
    else bits = new Uint32Array(words);
    this.lent.push(bits);
    return bits;
  }

  /** A copy of a bitset, valid until `reclaim`. */
  copy(of: Uint32Array): Uint32Array {
    const bits = this.take(of.length);
    bits.set(of);
    return bits;
  }

  /** Every bitset taken since the last call is spare again: call it once nothing reads them any more. */
  reclaim(): void {
    for (const bits of this.lent) if (this.spare.length < SPARES) this.spare.push(bits);
    this.lent.length = 0;
  }
}

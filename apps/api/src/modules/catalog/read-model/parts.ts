/** The storage parts of the catalog read model: bit counting, posting lists, the answer arena, sorted lists. */

export function popcount32(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Int32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) n += popcount32(bits[i] as number);
  return n;
}

/**
 * The slots holding each word, as typed arrays outside the JavaScript heap; a word held by one
 * product (most item numbers) takes no array at all.
 */
export class Postings {
  private single = new Int32Array(1024).fill(-1);
  private lengths = new Int32Array(1024);
  private readonly lists: (Int32Array | undefined)[] = [];

  add(word: number, slot: number): void {
    this.reserve(word);
    const length = this.lengths[word] as number;
    if (length === 0) this.single[word] = slot;
    else {
      let list = this.lists[word];
      if (!list || list.length === length) {
        const grown = new Int32Array(Math.max(4, length * 2));
        if (list) grown.set(list);
        else grown[0] = this.single[word] as number;
        list = grown;
        this.lists[word] = list;
      }
      list[length] = slot;
    }
    this.lengths[word] = length + 1;
  }

  remove(word: number, slot: number): void {
    const length = this.lengths[word] ?? 0;
    if (length === 0) return;
    if (length === 1) {
      if (this.single[word] !== slot) return;
      this.lengths[word] = 0;
      this.lists[word] = undefined;
      return;
    }
    const list = this.lists[word] as Int32Array;
    const at = list.subarray(0, length).lastIndexOf(slot);
    if (at < 0) return;
    list[at] = list[length - 1] as number;
    this.lengths[word] = length - 1;
    if (length - 1 === 1) {
      this.single[word] = list[0] as number;
      this.lists[word] = undefined;
    }
  }

  forEach(word: number, each: (slot: number) => void): void {
    const length = this.lengths[word] ?? 0;
    if (length === 1) each(this.single[word] as number);
    else if (length > 1) {
      const list = this.lists[word] as Int32Array;
      for (let i = 0; i < length; i++) each(list[i] as number);
    }
  }

  /** Sets the bit of each slot holding the word, at the slot's rank. */
  setBits(word: number, rank: Int32Array, bits: Int32Array): void {
    const length = this.lengths[word] ?? 0;
    if (length === 0) return;
    if (length === 1) {
      const r = rank[this.single[word] as number] as number;
      bits[r >>> 5] = (bits[r >>> 5] as number) | (1 << (r & 31));
      return;
    }
    const list = this.lists[word] as Int32Array;
    for (let i = 0; i < length; i++) {
      const r = rank[list[i] as number] as number;
      bits[r >>> 5] = (bits[r >>> 5] as number) | (1 << (r & 31));
    }
  }

  private reserve(word: number): void {
    if (word < this.lengths.length) return;
    const size = Math.max(word + 1, this.lengths.length * 2);
    const lengths = new Int32Array(size);
    lengths.set(this.lengths);
    this.lengths = lengths;
    const single = new Int32Array(size).fill(-1);
    single.set(this.single);
    this.single = single;
  }
}

/** The products' JSON answers, back to back in one buffer outside the heap. */
export class Arena {
  bytes = Buffer.allocUnsafe(1 << 16);
  used = 0;
  /** Bytes of replaced or removed products, reclaimed by `compact`. */
  garbage = 0;

  append(json: string): { at: number; jsonBytes: number } {
    const jsonBytes = Buffer.byteLength(json);
    this.reserve(jsonBytes);
    const at = this.used;
    this.bytes.write(json, at);
    this.used += jsonBytes;
    return { at, jsonBytes };
  }

  private reserve(bytes: number): void {
    if (this.used + bytes <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.used + bytes, this.bytes.length * 2));
    this.bytes.copy(grown, 0, 0, this.used);
    this.bytes = grown;
  }
}

/** Removes a value from an ordered list, keeping the order. */
export function removeValue(list: number[], value: number): void {
  const at = list.lastIndexOf(value);
  if (at >= 0) list.splice(at, 1);
}

/** Inserts a value where `compare(existing)` turns positive (binary search). */
export function insertSorted(list: number[], value: number, compare: (existing: number) => number): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid] as number) < 0) low = mid + 1;
    else high = mid;
  }
  list.splice(low, 0, value);
}

// A binary min-heap of keys by priority, for the series' searches (movement, supply): the cheapest first, and among
// equals the first pushed, so every search visits in the same order on every machine.

/** A min-priority queue of string keys. */
export class MinQueue {
  private keys: string[] = [];
  private pri: number[] = [];
  private seq: number[] = [];
  private n = 0;

  /** How many entries wait. */
  get size(): number {
    return this.keys.length;
  }

  /** Adds a key with its priority. */
  push(key: string, priority: number): void {
    this.keys.push(key);
    this.pri.push(priority);
    this.seq.push(this.n++);
    let i = this.keys.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.less(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  /** The cheapest priority waiting (undefined when empty). */
  peek(): number | undefined {
    return this.pri[0];
  }

  /** Takes the cheapest key with its priority (undefined when empty). */
  pop(): { key: string; priority: number } | undefined {
    if (this.keys.length === 0) return undefined;
    const top = { key: this.keys[0]!, priority: this.pri[0]! };
    const last = this.keys.length - 1;
    this.swap(0, last);
    this.keys.pop();
    this.pri.pop();
    this.seq.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.keys.length && this.less(l, m)) m = l;
      if (r < this.keys.length && this.less(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }

  private less(a: number, b: number): boolean {
    return this.pri[a]! < this.pri[b]! || (this.pri[a] === this.pri[b] && this.seq[a]! < this.seq[b]!);
  }

  private swap(a: number, b: number): void {
    const key = this.keys[a]!;
    this.keys[a] = this.keys[b]!;
    this.keys[b] = key;
    const pri = this.pri[a]!;
    this.pri[a] = this.pri[b]!;
    this.pri[b] = pri;
    const seq = this.seq[a]!;
    this.seq[a] = this.seq[b]!;
    this.seq[b] = seq;
  }
}

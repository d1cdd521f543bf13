// The arithmetic of a virtualised list: row heights measured where rows were shown and estimated elsewhere,
// the offset of any row, and which rows a scrolled viewport needs. No DOM here, so it is testable alone.

/** A range of row indices to draw, first..last inclusive (last < first when there are none). */
export interface RowRange {
  first: number;
  last: number;
}

/** The heights of a list's rows: measured ones kept, the rest estimated from the measured average. */
export class RowHeights {
  private heights: (number | undefined)[] = [];
  private measuredSum = 0;
  private measuredCount = 0;
  private prefix: number[] | null = null;

  constructor(private readonly fallback = 20) {}

  /** Number of rows. */
  get count(): number {
    return this.heights.length;
  }

  /** The height assumed for a row never measured: the measured average, else the fallback. */
  get estimate(): number {
    return this.measuredCount > 0 ? this.measuredSum / this.measuredCount : this.fallback;
  }

  /** The list now has `count` rows, the first `keep` of them unchanged (their measurements stay). */
  reset(count: number, keep: number): void {
    const kept = Math.max(0, Math.min(keep, count, this.heights.length));
    for (let i = kept; i < this.heights.length; i++) this.forget(i);
    this.heights.length = kept;
    this.heights.length = count;
    this.prefix = null;
  }

  /** Records a row's measured height; true when it differs from what was assumed. */
  measure(index: number, height: number): boolean {
    if (index < 0 || index >= this.heights.length || !(height >= 0)) return false;
    const before = this.heights[index];
    if (before === height) return false;
    this.forget(index);
    this.heights[index] = height;
    this.measuredSum += height;
    this.measuredCount++;
    this.prefix = null;
    return true;
  }

  /** The height of one row (measured or estimated). */
  height(index: number): number {
    return this.heights[index] ?? this.estimate;
  }

  /** The distance from the list's top to row `index`'s top (`count` gives the whole height). */
  offset(index: number): number {
    const prefix = this.sums();
    return prefix[Math.max(0, Math.min(index, this.heights.length))];
  }

  /** The height of all rows. */
  total(): number {
    return this.offset(this.heights.length);
  }

  /** The row at `y` pixels from the list's top (clamped to the rows there are). */
  indexAt(y: number): number {
    const prefix = this.sums();
    let lo = 0;
    let hi = this.heights.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (prefix[mid] <= y) lo = mid;
      else hi = mid - 1;
    }
    return Math.max(0, lo);
  }

  /** The rows that cover [top, top + height) of the list, plus `overscan` rows on each side. */
  visible(top: number, height: number, overscan: number): RowRange {
    if (this.heights.length === 0) return { first: 0, last: -1 };
    const first = Math.max(0, this.indexAt(Math.max(0, top)) - overscan);
    const last = Math.min(this.heights.length - 1, this.indexAt(Math.max(0, top + height - 1)) + overscan);
    return { first, last };
  }

  /** The last rows that fill `height` pixels, plus `overscan` rows above them (a list scrolled to its end). */
  tail(height: number, overscan: number): RowRange {
    if (this.heights.length === 0) return { first: 0, last: -1 };
    const total = this.total();
    const first = Math.max(0, this.indexAt(Math.max(0, total - height)) - overscan);
    return { first, last: this.heights.length - 1 };
  }

  private forget(index: number): void {
    const h = this.heights[index];
    if (h === undefined) return;
    this.measuredSum -= h;
    this.measuredCount--;
  }

  private sums(): number[] {
    if (this.prefix) return this.prefix;
    const prefix = new Array<number>(this.heights.length + 1);
    prefix[0] = 0;
    const estimate = this.estimate;
    for (let i = 0; i < this.heights.length; i++) prefix[i + 1] = prefix[i] + (this.heights[i] ?? estimate);
    this.prefix = prefix;
    return prefix;
  }
}

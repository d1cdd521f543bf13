// The arena's figures: a proportion with its 95% confidence interval (Wilson's score interval, which stays inside
// 0..1 and behaves at 0 and at n), a mean and a percentile.

/** A share k/n with its 95% Wilson score interval. */
export interface Share {
  k: number;
  n: number;
  p: number;
  low: number;
  high: number;
}

const Z95 = 1.959963984540054;

/** k successes out of n with the 95% Wilson score interval (n = 0 gives 0 with the interval 0..1). */
export function wilson(k: number, n: number): Share {
  if (n === 0) return { k, n, p: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0 and at n the bound is exactly 0 or 1; floating point would leave it a hair inside.
  const low = k === 0 ? 0 : Math.max(0, centre - half);
  const high = k === n ? 1 : Math.min(1, centre + half);
  return { k, n, p, low, high };
}

/** The mean of the values (0 for none). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The q-th percentile (0..100) by the nearest-rank method (0 for none). */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((q / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

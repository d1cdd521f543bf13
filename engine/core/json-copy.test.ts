// jsonCopy gives what the JSON round trip gives.
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random-player.js';
import { jsonCopy } from './json-copy.js';

/** JSON.parse(JSON.stringify(v)) as a comparable text, or the name of the error it throws. */
function viaJson(v: unknown): string {
  try {
    return JSON.stringify(JSON.parse(JSON.stringify(v)));
  } catch (e) {
    return `throws ${(e as Error).constructor.name}`;
  }
}

function viaCopy(v: unknown): string {
  try {
    return JSON.stringify(jsonCopy(v));
  } catch (e) {
    return `throws ${(e as Error).constructor.name}`;
  }
}

describe('jsonCopy', () => {
  const random = seededRandom(11);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const atoms: unknown[] = [0, 1.5, -3, Number.NaN, Infinity, 'a', '', 'é\u{1F600}', true, false, null, undefined];
  atoms.push(() => 1, Symbol('s'), new Date(0), 10n);
  const keys = ['a', 'b', '10', '2', '0925', '__proto__', 'toJSON'];
  function value(depth: number): unknown {
    const r = random();
    if (depth > 3 || r < 0.4) return pick(atoms);
    if (r < 0.6) {
      const a = Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      if (random() < 0.1) a.length += 1; // a hole
      return a;
    }
    const o: Record<string, unknown> = random() < 0.1 ? Object.create(null) : {};
    for (let i = Math.floor(random() * 5); i > 0; i--) {
      const k = pick(keys);
      Object.defineProperty(o, k, { value: value(depth + 1), enumerable: true, configurable: true, writable: true });
    }
    return o;
  }

  it('gives what the JSON round trip gives (values, key order, errors) on 20,000 random values', () => {
    for (let i = 0; i < 20000; i++) {
      const v = value(0);
      expect(viaCopy(v)).toBe(viaJson(v));
    }
  });

  it('turns -0 into 0 and shares nothing with its input', () => {
    const input = { a: [-0, { b: 'c' }], d: { e: [1] } };
    const out = jsonCopy(input) as typeof input;
    expect(Object.is(out.a[0], 0)).toBe(true);
    expect(out).toEqual(JSON.parse(JSON.stringify(input)));
    expect(out.a).not.toBe(input.a);
    expect(out.a[1]).not.toBe(input.a[1]);
    expect(out.d.e).not.toBe(input.d.e);
  });
});

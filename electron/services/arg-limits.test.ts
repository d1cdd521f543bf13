import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkActionArgs, findArgLimitProblem, MAX_ARG_BYTES, MAX_ARG_DEPTH } from './arg-limits.js';

/** An object nested `n` levels deep: {a:{a:...{}}} with n objects. */
function nested(n: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let cur = root;
  for (let i = 1; i < n; i++) {
    const next: Record<string, unknown> = {};
    cur.a = next;
    cur = next;
  }
  return root;
}

/** The levels of objects and arrays in a JSON value (a primitive: 0). */
function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const inner = Object.values(v).map(depthOf);
  return 1 + Math.max(0, ...inner);
}

describe('findArgLimitProblem', () => {
  it('agrees with JSON.stringify and a plain count of levels on any value (its quick walk hides nothing)', () => {
    const limits = { maxDepth: 4, maxBytes: 120 };
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('\u0001\u0002', '"\\', 'é€😀'));
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.dictionary(text, tie('v'), { maxKeys: 4 }),
      ),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        const within = Buffer.byteLength(JSON.stringify(v)) <= limits.maxBytes && depthOf(v) <= limits.maxDepth;
        expect(findArgLimitProblem(v, limits) === null).toBe(within);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts ordinary arguments and primitives', () => {
    expect(findArgLimitProblem({ piece: 'us-1', to: { kind: 'hex', hex: '0101' }, list: [1, 2, [true]] })).toBeNull();
    expect(findArgLimitProblem({})).toBeNull();
    expect(findArgLimitProblem(null)).toBeNull();
  });

  it('accepts exactly the deepest nesting allowed and refuses one level more, naming where', () => {
    expect(findArgLimitProblem(nested(MAX_ARG_DEPTH))).toBeNull();
    const p = findArgLimitProblem(nested(MAX_ARG_DEPTH + 1));
    expect(p).toEqual({ kind: 'depth', path: '/a'.repeat(MAX_ARG_DEPTH) });
  });

  it('counts arrays as levels too', () => {
    expect(findArgLimitProblem({ a: [[[]]] }, { maxDepth: 4, maxBytes: 1000 })).toBeNull();
    expect(findArgLimitProblem({ a: [[[[]]]] }, { maxDepth: 4, maxBytes: 1000 })).toEqual({
      kind: 'depth',
      path: '/a/0/0/0',
    });
  });

  it('walks nesting far beyond the call stack without overflowing', () => {
    // Built from the inside out without recursion; JSON.parse of such a text would itself be recursive.
    let deep: unknown = {};
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(findArgLimitProblem(deep)?.kind).toBe('depth');
  });

  it('refuses a cycle (possible through structured clone) as too deep', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(findArgLimitProblem(loop)?.kind).toBe('depth');
  });

  it('counts the size exactly as JSON.stringify writes it', () => {
    const values = [
      { piece: 'ñandú', n: -1.5, ok: true, no: false, nothing: null, list: [1, 'two', { three: 3 }] },
      [],
      { '': '' },
      'a "quoted" \n string',
    ];
    for (const v of values) {
      const size = Buffer.byteLength(JSON.stringify(v));
      expect(findArgLimitProblem(v, { maxDepth: 10, maxBytes: size })).toBeNull();
      expect(findArgLimitProblem(v, { maxDepth: 10, maxBytes: size - 1 })?.kind).toBe('size');
    }
  });

  it('refuses arguments over the size limit without serializing them all', () => {
    const big = { text: 'x'.repeat(MAX_ARG_BYTES) };
    expect(findArgLimitProblem(big)?.kind).toBe('size');
    const wide = { list: new Array(1_000_000).fill(12345) };
    const p = findArgLimitProblem(wide);
    expect(p?.kind).toBe('size');
    // Refused on {"list":} and the array's commas alone, before any of its million items is visited.
    if (p?.kind === 'size') expect(p.bytes).toBe(9 + 1_000_001);
  });
});

describe('checkActionArgs', () => {
  it('answers ok for ordinary arguments', () => {
    expect(checkActionArgs('act', { count: 1, sides: 6 })).toEqual({ ok: true });
  });

  it("refuses deep arguments with 'invalid-args', naming the operation, the limit and the path", () => {
    const r = checkActionArgs('act', nested(1000));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid-args');
    expect(r.error.message).toContain('Bad arguments for act');
    expect(r.error.message).toContain(`deeper than ${MAX_ARG_DEPTH} levels`);
    expect(r.error.message).toContain('/action/args/a/a/');
    expect(r.error.message.length).toBeLessThan(400);
  });

  it("refuses large arguments with 'invalid-args' naming the byte limit", () => {
    const r = checkActionArgs('preview', { text: 'x'.repeat(100_000) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid-args');
    expect(r.error.message).toContain('Bad arguments for preview');
    expect(r.error.message).toContain(`more than ${MAX_ARG_BYTES} bytes`);
  });
});

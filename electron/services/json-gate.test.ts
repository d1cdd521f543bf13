import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readJsonText, SAVE_JSON_BOUNDS, stripBom } from './json-gate.js';
import { findForbiddenKey } from './forbidden.js';
import { findDuplicateKey, jsonPathAt, lineColumn } from './json-gate-locate.js';

/** The refusal of `text` (the test fails if the gate lets it through). */
function refusal(text: string, bounds = SAVE_JSON_BOUNDS): { code: string; message: string } {
  const r = readJsonText(text, bounds);
  if (r.ok) throw new Error(`the gate let through ${text.slice(0, 80)}`);
  return r.error;
}

/** `inner` nested `depth` arrays deep under /log/0/args/x. */
const nested = (depth: number, inner = '1') =>
  `{"log":[{"args":{"x":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}}]}`;

describe('readJsonText', () => {
  it('reads what JSON.stringify writes, with or without a byte-order mark', () => {
    const value = { a: [1, -2, 0.5, 1e21, 1e-7, 5e-324, -1.25, 123456789012345680000], b: 'x"\\\u00e9', c: {} };
    const text = JSON.stringify(value);
    expect(readJsonText(text)).toEqual({ ok: true, value: { value, body: text } });
    expect(readJsonText(`\ufeff${text}`)).toEqual({ ok: true, value: { value, body: text } });
    expect(stripBom('\ufeffx')).toBe('x');
    expect(stripBom('x\ufeff')).toBe('x\ufeff');
  });

  it('refuses nesting deeper than 64 levels, naming the path and line, also 20,000 deep without overflowing', () => {
    expect(readJsonText(nested(60)).ok).toBe(true);
    const e = refusal(nested(61));
    expect(e.code).toBe('too-deep');
    expect(e.message).toMatch(/deeper than 64 levels at \/log\/0\/args\/x\/0\/0\/.* \(line 1, column \d+\)/);
    const deep = refusal(`{\n"log":[\n{"args":{"text":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}}]}`);
    expect(deep).toMatchObject({ code: 'too-deep' });
    expect(deep.message).toMatch(/at \/log\/0\/args\/text\/a\/a\/a.*\.\.\. \(line 3, column \d+\)/);
  });

  it('refuses a string longer than 1 MiB (10 MB here), naming where it is', () => {
    const ok = JSON.stringify({ note: 'n'.repeat(SAVE_JSON_BOUNDS.maxString) });
    expect(readJsonText(ok).ok).toBe(true);
    const e = refusal(`{"log":[{"args":{"text":"${'x'.repeat(10 * 1048576)}"}}]}`);
    expect(e.code).toBe('string-too-long');
    expect(e.message).toMatch(/a string of 10,485,760 characters at \/log\/0\/args\/text \(line 1, column 25\)/);
    // A key too: escapes count as written, so the bound is on what the file holds.
    const key = refusal(`{"${'\\u0041'.repeat(200_000)}":1}`);
    expect(key.code).toBe('string-too-long');
  });

  it('refuses more than 300,000 items in one array or object', () => {
    expect(readJsonText(`[${'0,'.repeat(299_999)}0]`).ok).toBe(true);
    const e = refusal(`{"setup":{},"log":[${'0,'.repeat(300_000)}0]}`);
    expect(e.code).toBe('too-many-items');
    expect(e.message).toMatch(/more than 300,000 items in one list or object at \/log \(line 1, column 19\)/);
  });

  it('refuses a key twice in an object, at the top and deep in the log, naming it', () => {
    const top = refusal('{\n"seed":"a",\n"log":[],\n"seed":"b"\n}');
    expect(top.code).toBe('duplicate-key');
    expect(top.message).toBe(
      'The file holds the key "seed" twice in the object at / (the top level) (line 4, column 1); readers ' +
        'could disagree on which one counts.',
    );
    const text = '{"log":[{"args":{}},{"args":{"to":{"hex":"0101","kind":"hex","hex":"0202"}}}]}';
    const column = text.lastIndexOf('"hex"') + 1;
    expect(refusal(text).message).toContain(
      `the key "hex" twice in the object at /log/1/args/to (line 1, column ${column})`,
    );
    // The same key written with an escape is the same key.
    expect(refusal('{"a":1,"\\u0061":2}').code).toBe('duplicate-key');
    // The same key in two objects is not a duplicate, nor a key equal to a value.
    expect(readJsonText('{"a":{"a":"a"},"b":[{"a":1},{"a":2}]}').ok).toBe(true);
  });

  it('refuses 1e309 (Infinity) and numbers JSON.stringify does not write, naming the path', () => {
    const inf = refusal('{"setup":{"options":{"supply":1e309}}}');
    expect(inf.code).toBe('non-finite-number');
    expect(inf.message).toMatch(/the number 1e309 at \/setup\/options\/supply \(line 1, column 31\), too large/);
    expect(refusal('[-1e400]').code).toBe('non-finite-number');
    const cases: [string, string][] = [
      ['-0', '0'],
      ['1.0', '1'],
      ['1E5', '100000'],
      ['1e5', '100000'],
      ['1e21', '1e+21'],
      ['0.50', '0.5'],
      ['1e-400', '0'],
      ['12345678901234567', '12345678901234568'],
    ];
    for (const [written, canonical] of cases) {
      const e = refusal(`{"log":[{"seq":${written}}]}`);
      expect(e.code).toBe('unwritten-number');
      expect(e.message).toContain(
        `the number ${written} at /log/0/seq (line 1, column 16), which this app writes as ${canonical}`,
      );
    }
  });

  it('leaves syntax errors to JSON.parse, with its line and column, even after a crossed bound', () => {
    expect(refusal('{"a": 01}').code).toBe('malformed-json');
    expect(refusal('{"a":\n-}').message).toMatch(/line 2, column 1/);
    // Broken before the deep part: the syntax error is named, not the depth.
    expect(refusal(`{"a" 1, "b": ${'['.repeat(100)}`).message).toMatch(/not valid JSON: line 1, column 6/);
    expect(refusal('{"a": "no end').message).toMatch(/truncated/);
    expect(refusal('\ufeff \n').code).toBe('malformed-json');
  });

  it('refuses a forbidden key as before, and names a key twice before it', () => {
    expect(refusal('{"log":[{"args":{"__proto__":{"x":1}}}]}')).toMatchObject({ code: 'forbidden-key' });
    expect(refusal('{"__proto__":1,"__proto__":2}').code).toBe('duplicate-key');
  });

  it('never throws or hangs on any text, and agrees with JSON.parse on what is JSON', () => {
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"\\"',
      '\\',
      '"',
      '-0',
      '1.0',
      '1e999',
      '0',
      'true',
      ' ',
      'x',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        const r = readJsonText(text);
        let parsed = true;
        try {
          JSON.parse(text);
        } catch {
          parsed = false;
        }
        if (!parsed) expect(r.ok).toBe(false);
        return true;
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const text = JSON.stringify(v);
        const r = readJsonText(text);
        // JSON.stringify writes -0 as 0, so what it writes is always readable (unless a key is a forbidden one).
        expect(r.ok).toBe(findForbiddenKey(v) === null);
        if (r.ok) expect(r.value.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('json-gate-locate', () => {
  it('names the path of a value, a key and the top level, and finds a key twice', () => {
    const text = '{"a":[1,{"b":"c"}],"d":2}';
    expect(jsonPathAt(text, text.indexOf('"c"'))).toBe('/a/1/b');
    expect(jsonPathAt(text, text.indexOf('"d"'))).toBe('/d');
    expect(jsonPathAt(text, 0)).toBe('');
    expect(findDuplicateKey(text)).toBeNull();
    expect(findDuplicateKey('{"a":{"x":1,"x":2}}')).toEqual({ offset: 12, key: 'x', path: '/a' });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-locate.js';

describe('jsonErrorOffset', () => {
  it('answers -1 for valid JSON of every kind', () => {
    for (const t of ['{}', '[]', ' {"a":[1,2.5e3,-0,true,false,null,"x\\u00e9\\n"],"b":{}} ', '"s"', '3'])
      expect(jsonErrorOffset(t)).toBe(-1);
  });
  it('finds the first bad character', () => {
    expect(jsonErrorOffset('{"a": x}')).toBe(6);
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('{"a":1} x')).toBe(8);
    expect(jsonErrorOffset("{'a':1}")).toBe(1);
  });
  it('says the end of the text when it stops too early (a truncated file)', () => {
    const t = '{"a":[1,2,{"b":"hello';
    expect(jsonErrorOffset(t)).toBe(t.length);
    expect(jsonErrorOffset('{"a":[1,2')).toBe(9);
  });
  it('agrees with JSON.parse on random truncations of a real document', () => {
    const doc = JSON.stringify({ a: [1, { b: 'x"y', c: null }], d: { e: [true, false, -1.5e-3] } }, null, 2);
    for (let cut = 0; cut < doc.length; cut++) {
      const t = doc.slice(0, cut);
      let valid = true;
      try {
        JSON.parse(t);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(t) === -1).toBe(valid);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Action, JsonValue } from './types.js';
import { argsProblem, type VerbArgs } from './verb-args.js';

const decl: VerbArgs = { to: 'location', note: 'string', 'n?': 'int', 'ids?': 'strings', 'how?': { enum: ['a', 'b'] } };
const act = (args: Record<string, JsonValue>): Action => ({ side: 'allied', verb: 'go', args });
const problem = (to: JsonValue) => argsProblem(decl, act({ to, note: 'x' }))?.message ?? null;

describe('argsProblem (typed verbs)', () => {
  it('takes each kind of location with exactly its keys', () => {
    expect(problem({ kind: 'hex', hex: '1409' })).toBeNull();
    expect(problem({ hex: '1409', kind: 'hex' })).toBeNull();
    expect(problem({ kind: 'space', space: 'turn-3' })).toBeNull();
    expect(problem({ kind: 'box', box: 'dead' })).toBeNull();
    expect(problem({ kind: 'box', box: 'dead', index: 2 })).toBeNull();
  });

  it('refuses a location with a key too many, one missing, or of the wrong type', () => {
    const refused = [
      { kind: 'hex', hex: '1409', extra: 1 },
      { kind: 'hex', space: '1409' },
      { kind: 'hex', hex: 1409 },
      { kind: 'space', space: 's', index: 1 },
      { kind: 'box', box: 'dead', index: 1.5 },
      { kind: 'box', box: 'dead', other: 1 },
      { kind: 'box', box: 'dead', index: 1, more: 2 },
      { kind: 'sea', hex: '1409' },
      { hex: '1409', box: 'b' },
      ['hex', '1409'],
      '1409',
      null,
    ];
    for (const to of refused) expect(problem(to as JsonValue), JSON.stringify(to)).toMatch(/must be a location/);
  });

  it('counts only own keys: an inherited kind or hex does not make a location', () => {
    const inherits = Object.create({ kind: 'hex' }) as Record<string, JsonValue>;
    inherits.hex = '1409';
    inherits.other = 'x';
    expect(problem(inherits)).toMatch(/must be a location/);
    const hexInherited = Object.create({ hex: '1409' }) as Record<string, JsonValue>;
    hexInherited.kind = 'hex';
    hexInherited.space = 'x';
    expect(problem(hexInherited)).toMatch(/must be a location/);
  });

  it('names an extra, a missing and a mistyped argument, and lets optional ones be absent', () => {
    expect(argsProblem(decl, act({ to: { kind: 'hex', hex: '1' }, note: 'x' }))).toBeNull();
    const extra = argsProblem(decl, act({ to: { kind: 'hex', hex: '1' }, note: 'x', zz: 1 }));
    expect(extra).toMatchObject({ rule: 'core.bad-args', params: { verb: 'go', arg: 'zz' } });
    expect(argsProblem(decl, act({ to: { kind: 'hex', hex: '1' } }))?.message).toBe('"go" needs the argument "note"');
    const mistyped = argsProblem(decl, act({ to: { kind: 'hex', hex: '1' }, note: 'x', n: 1.5 }));
    expect(mistyped?.message).toBe('"go": "n" must be an integer');
    expect(argsProblem(decl, act({ to: { kind: 'hex', hex: '1' }, note: 'x', how: 'c' }))?.message).toBe(
      '"go": "how" must be one of a, b',
    );
    expect(argsProblem(decl, act({ to: { kind: 'hex', hex: '1' }, note: '', ids: ['a'] }))?.message).toBe(
      '"go": "note" must be a non-empty string',
    );
  });
});

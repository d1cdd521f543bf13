// Property tests: any sequence of act / undo / redo leaves the document exactly where a model says, and no
// mangled save file text makes parseSaveFile throw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Action } from '../../engine/core/types.js';
import { canonicalJson } from '../../engine/core/hash.js';
import { GameDocument } from './document.js';
import { parseSaveFile, serializeSaveFile } from './savefile.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import { FIXTURE_SETUP, fixtureModule, playedSave, shuttleMoves } from './fixtures/helpers.js';

const PIECES = ['red-inf-1', 'red-arm-1', 'blue-inf-1'];
const HEXES = ['0101', '0202', '0303', '0404', '0505', '0102', '0203'];

type Op = { kind: 'act'; action: Action } | { kind: 'undo' } | { kind: 'redo' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ p: fc.constantFrom(...PIECES), h: fc.constantFrom(...HEXES) }).map(({ p, h }) => ({
      kind: 'act' as const,
      action: {
        side: p.startsWith('red') ? 'red' : 'blue',
        verb: 'move',
        args: { piece: p, to: { kind: 'hex', hex: h } },
      },
    })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
);

describe('undo / redo against a model', () => {
  it('the state always equals a fresh replay of the actions the model says are in force', async () => {
    const loaded = await fixtureModule();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 40 }), fc.integer({ min: 1, max: 6 }), async (ops, every) => {
        const made = await GameDocument.create(loaded, createLocalRunner(loaded.module), FIXTURE_SETUP, {
          snapshotEvery: every,
        });
        if (!made.ok) throw new Error(made.error.message);
        const doc = made.value;
        const done: Action[] = [];
        let undone: Action[] = [];
        for (const op of ops) {
          if (op.kind === 'act') {
            expect((await doc.act(op.action)).ok).toBe(true);
            done.push(op.action);
            undone = [];
          } else if (op.kind === 'undo') {
            const r = await doc.undo();
            expect(r.ok).toBe(done.length > 0);
            if (done.length > 0) undone.push(done.pop()!);
          } else {
            const r = await doc.redo();
            expect(r.ok).toBe(undone.length > 0);
            if (undone.length > 0) done.push(undone.pop()!);
          }
        }
        const fresh = await GameDocument.create(loaded, createLocalRunner(loaded.module), FIXTURE_SETUP);
        if (!fresh.ok) throw new Error(fresh.error.message);
        for (const a of done) await fresh.value.act(a);
        expect(canonicalJson(doc.state)).toBe(canonicalJson(fresh.value.state));
        expect(doc.log.map((e) => e.hash)).toEqual(fresh.value.log.map((e) => e.hash));
        expect(doc.canRedo).toBe(undone.length > 0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('parseSaveFile on mangled text', () => {
  it('never throws, and answers ok or a known error code', async () => {
    const { file, loaded } = await playedSave(shuttleMoves(5));
    const known = [{ id: 'test', version: loaded.info.version, contentHash: loaded.contentHash }];
    const text = serializeSaveFile(file);
    const codes = new Set([
      'malformed-json',
      'forbidden-key',
      'invalid',
      'newer-format',
      'old-format',
      'unknown-module',
      'tampered',
      // The JSON gate's (json-gate.ts): a mangled text may hold a number, a key or a string no Sandtable writes.
      'too-deep',
      'string-too-long',
      'too-many-items',
      'duplicate-key',
      'non-finite-number',
      'unwritten-number',
    ]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.nat({ max: text.length - 1 }),
            del: fc.nat({ max: 5 }),
            ins: fc.string({ maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          let t = text;
          for (const e of edits) t = t.slice(0, e.at) + e.ins + t.slice(Math.min(t.length, e.at + e.del));
          const r = parseSaveFile(t, known);
          if (!r.ok) expect(codes.has(r.error.code), r.error.code).toBe(true);
          else expect(r.file.log).toHaveLength(5);
        },
      ),
      { numRuns: 400 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { validateHostArgs, validateModuleFile, validateSave } from './validate.js';
import { answersSnapshot, HOST_OPS } from './host-api.js';

/** A valid argument object for every host operation. */
const VALID: Record<(typeof HOST_OPS)[number], unknown> = {
  listModules: {},
  getModule: { moduleId: 'isabella' },
  getSnapshot: { side: 'axis' },
  newGame: { moduleId: 'isabella', scenarioId: 'campaign', seed: 'abc', mode: 'advisory' },
  act: { action: { side: 'axis', verb: 'move', args: { piece: 'x', to: { kind: 'hex', hex: '0101' } } } },
  preview: { action: { side: 'axis', verb: 'attack', args: { target: '1421', attackers: ['de-1'] } } },
  overlay: { kind: 'zoc' },
  undo: {},
  redo: {},
  opponentMove: {},
  hint: {},
  openDialog: {},
  listFiles: {},
  openFile: { fileId: '0123456789abcdef01234567' },
  openContents: { name: 'game.sandtable', text: '{}' },
  save: {},
  saveAs: { name: 'Turn 3, axis' },
  checkRecovery: {},
  restoreRecovery: {},
  discardRecovery: {},
  setTitle: { title: 'Sandtable' },
  setLanguage: { language: 'es' },
  playerInfo: {},
  setPlayerName: { name: 'Ana' },
  inviteGame: { moduleId: 'isabella', scenarioId: 'campaign', mode: 'enforced', side: 'allied' },
  joinGame: {},
  continueGame: {},
  sendTurn: {},
  replayAt: { seq: -1 },
  replayTurns: {},
  printPositions: { language: 'es', mapImage: 'data:image/png;base64,iVBORw0KGgo=', markers: false },
};

describe('validateHostArgs', () => {
  it.each(HOST_OPS)('accepts valid arguments for %s, and refuses an extra property', (op) => {
    expect(validateHostArgs(op, VALID[op])).toEqual({ ok: true });
    const r = validateHostArgs(op, { ...(VALID[op] as object), sneaky: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    if (!r.ok) expect(r.error.message).toContain('"sneaky"');
  });

  it.each(HOST_OPS)('%s takes a log cursor (since) exactly when it answers a Snapshot', (op) => {
    const withSince = { ...(VALID[op] as object), since: { revision: 3, logLength: 10 } };
    expect(validateHostArgs(op, withSince).ok).toBe(answersSnapshot(op));
    if (answersSnapshot(op)) {
      expect(validateHostArgs(op, { ...(VALID[op] as object), since: { revision: 3 } })).toMatchObject({ ok: false });
      expect(validateHostArgs(op, { ...(VALID[op] as object), since: { revision: -1, logLength: 0 } })).toMatchObject({
        ok: false,
      });
    }
  });

  it('treats missing arguments as {}', () => {
    expect(validateHostArgs('listModules', undefined)).toEqual({ ok: true });
    expect(validateHostArgs('getModule', undefined)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('moduleId') },
    });
  });

  it('refuses unknown operations, including prototype names', () => {
    for (const op of ['deleteEverything', 'constructor', '__proto__', 'toString']) {
      expect(validateHostArgs(op, {})).toMatchObject({ ok: false, error: { code: 'unknown-operation' } });
    }
  });

  it('enforces bounds and patterns, naming the path', () => {
    const cases: [string, unknown, string][] = [
      ['getModule', { moduleId: 'x'.repeat(65) }, '/moduleId'],
      ['getModule', { moduleId: '../x' }, '/moduleId'],
      ['newGame', { moduleId: 'a', scenarioId: 'b', mode: 'cheating' }, '/mode'],
      ['act', { action: { side: 'a', verb: '', args: {} } }, '/action/verb'],
      ['act', { action: { side: 'a', verb: 'move', args: [] } }, '/action/args'],
      ['openFile', { fileId: '../../etc/passwd' }, '/fileId'],
      ['saveAs', { name: '../up' }, '/name'],
      ['saveAs', { name: 'a/b' }, '/name'],
      ['saveAs', { name: 'a\\b' }, '/name'],
      ['setTitle', { title: 'x'.repeat(201) }, '/title'],
      ['setLanguage', { language: 'fr' }, '/language'],
      ['setLanguage', { language: 'ES' }, '/language'],
      ['setLanguage', {}, 'language'],
      ['undo', [], '(top level)'],
    ];
    for (const [op, args, path] of cases) {
      const r = validateHostArgs(op, args);
      expect(r.ok, `${op} ${JSON.stringify(args)}`).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(path);
    }
  });
});

describe('validateSave', () => {
  it('refuses a non-object and names a missing property', () => {
    expect(validateSave([])).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const r = validateSave({ formatVersion: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/missing property "app"/);
  });
});

describe('validateModuleFile', () => {
  it('checks each module file kind against the module schema', () => {
    const r = validateModuleFile('units', [{ id: 'x' }]);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!r.ok) expect(r.error.message).toMatch(/units.*\/0/);
    expect(validateModuleFile('markers', [])).toEqual({ ok: true });
    expect(validateModuleFile('charts', [])).toEqual({ ok: true });
  });
});

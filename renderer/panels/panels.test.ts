import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../schemas/host-api.js';
import { initI18n } from '../i18n/index.js';
import { describeAction, formatLogLine, lastRoll } from './logtext.js';
import { CommandDeduper, commandForKey, leaveToMenu } from './keyboard.js';
import { unitIsReconstructed } from './reconstructed.js';
import type { UnitDef } from '../../engine/core/module.js';

const key = (
  k: string,
  o: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...o });

describe('log text', () => {
  initI18n('en');
  const name = (id: string) => (({ pz: '1st Panzer Div' }) as Record<string, string>)[id] ?? id;

  it('describes moves, losses and rolls in words', () => {
    expect(describeAction({ verb: 'move', args: { piece: 'pz', to: { kind: 'hex', hex: '1203' } } }, name)).toBe(
      'moved 1st Panzer Div to hex 1203',
    );
    expect(describeAction({ verb: 'eliminate', args: { piece: 'x' } }, name)).toBe('sent x to the dead pile');
    const line: LogLine = {
      seq: 4,
      side: 'axis',
      verb: 'roll',
      args: { count: 2, sides: 6 },
      events: [{ type: 'roll', dice: [3, 5], total: 8 }],
      violations: [{ rule: 'r', section: '6.1', message: 'Too many units' }],
    };
    const f = formatLogLine(line, name);
    expect(f.text).toBe('#4 axis: rolled 2d6');
    expect(f.events).toEqual(['dice 3, 5 = 8']);
    expect(f.violations).toEqual(['rule 6.1: Too many units']);
  });

  it('finds the latest roll', () => {
    const log: LogLine[] = [
      { seq: 0, side: 'a', verb: 'roll', args: {}, events: [{ type: 'roll', dice: [1], total: 1 }] },
      { seq: 1, side: 'a', verb: 'roll', args: {}, events: [{ type: 'roll', dice: [6, 6], total: 12 }] },
      { seq: 2, side: 'a', verb: 'move', args: {}, events: [] },
    ];
    expect(lastRoll(log)).toEqual({ seq: 1, dice: [6, 6], total: 12 });
    expect(lastRoll([])).toBeNull();
  });
});

describe('keyboard', () => {
  it('maps the shortcuts', () => {
    expect(commandForKey(key('n', { ctrlKey: true }))).toBe('new');
    expect(commandForKey(key('o', { metaKey: true }))).toBe('open');
    expect(commandForKey(key('s', { ctrlKey: true }))).toBe('save');
    expect(commandForKey(key('S', { ctrlKey: true, shiftKey: true }))).toBe('saveAs');
    expect(commandForKey(key('z', { ctrlKey: true }))).toBe('undo');
    expect(commandForKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(commandForKey(key('y', { ctrlKey: true }))).toBe('redo');
    expect(commandForKey(key('e', { ctrlKey: true }))).toBe('sendTurn');
    expect(commandForKey(key('Delete'))).toBe('deleteSelection');
    expect(commandForKey(key('Escape'))).toBe('cancel');
    expect(commandForKey(key('+'))).toBe('zoomIn');
    expect(commandForKey(key('-'))).toBe('zoomOut');
    expect(commandForKey(key('0'))).toBe('fit');
    expect(commandForKey(key('x'))).toBeNull();
    expect(commandForKey(key('0', { altKey: true }))).toBeNull();
  });

  it('leaves only the Ctrl/Cmd accelerators to the Electron menu', () => {
    expect(leaveToMenu(key('z', { ctrlKey: true }), 'undo')).toBe(true);
    expect(leaveToMenu(key('s', { metaKey: true, shiftKey: true }), 'saveAs')).toBe(true);
    expect(leaveToMenu(key('Delete'), 'deleteSelection')).toBe(false);
    expect(leaveToMenu(key('+'), 'zoomIn')).toBe(false);
  });

  it('drops a command echoed by the other source, but not repeats from one source', () => {
    const d = new CommandDeduper(250);
    expect(d.accept('undo', 'key', 0)).toBe(true);
    expect(d.accept('undo', 'menu', 50)).toBe(false);
    expect(d.accept('undo', 'key', 100)).toBe(true);
    expect(d.accept('undo', 'key', 120)).toBe(true);
    expect(d.accept('undo', 'menu', 1000)).toBe(true);
  });
});

describe('reconstructed values', () => {
  const rec = { source: 'reconstructed' as const, reason: 'no CRT in the rulebook' };
  const book = { source: 'rulebook' as const, ref: '13' };
  // Whether a chart carries the badge is the engine's chartHasReconstructed (engine/core/provenance.test.ts).
  it('marks units with a reconstructed field', () => {
    const u = { prov: book, fieldProv: { 'full.attack': rec } } as unknown as UnitDef;
    expect(unitIsReconstructed(u)).toBe(true);
    expect(unitIsReconstructed({ prov: book } as unknown as UnitDef)).toBe(false);
  });
});

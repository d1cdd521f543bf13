import { beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../../../schemas/host-api.js';
import { initI18n } from '../../i18n/index.js';
import { describeAction, describeEvent, formatLogLine, rollsText } from '../../panels/logtext.js';
import { isabellaPage } from './index.js';

const name = (id: string) => (({ pz: '1st Panzer Div', us: '1st Armored Div' }) as Record<string, string>)[id] ?? id;
const names = { game: isabellaPage, side: (s: string) => (s === 'allied' ? 'Allied' : 'Axis') };
const line = (verb: string, args: LogLine['args'], events: LogLine['events']): LogLine => ({
  seq: 2,
  side: 'allied',
  verb,
  args,
  events,
});

describe("Operation Isabella's log", () => {
  beforeEach(() => initI18n('en'));

  it('words its verbs: the reinforcement entry (10.3), an attack on a hex, DL1', () => {
    expect(describeAction({ verb: 'enter', args: { piece: 'pz' } }, name, undefined, names)).toBe(
      'brought 1st Panzer Div onto the map',
    );
    expect(
      describeAction({ verb: 'attack', args: { target: '1203', attackers: ['us'] } }, name, undefined, names),
    ).toBe('attacked hex 1203 with 1st Armored Div');
    expect(describeAction({ verb: 'dl1', args: { choice: 'retreat' } }, name, undefined, names)).toBe(
      'takes DL1 as a retreat',
    );
  });

  it('words its events, and leaves the core its own (a turn, an elimination)', () => {
    expect(describeEvent({ type: 'vp', change: 2, total: 10 }, name, names)).toBe('German VP +2, total 10');
    expect(describeEvent({ type: 'vp', change: 4, total: 10, why: 'gibraltar' }, name, names)).toBe(
      'German VP +4 (the Axis holds Gibraltar at the end of the turn), total 10',
    );
    expect(describeEvent({ type: 'control', hex: '1203', side: null }, name, names)).toBe(
      'hex 1203 is no longer controlled',
    );
    expect(describeEvent({ type: 'eliminated', piece: 'pz', returns: 5 }, name, names)).toBe(
      '1st Panzer Div eliminated: it returns on Turn 5 (10.3)',
    );
    expect(describeEvent({ type: 'delayed', piece: 'pz', turn: 4 }, name, names)).toBe(
      '1st Panzer Div waits until turn 4',
    );
    expect(describeEvent({ type: 'patton-kia', piece: 'us' }, name, names)).toBe(
      'Patton is killed with 1st Armored Div',
    );
    expect(describeEvent({ type: 'eliminated', piece: 'pz' }, name, names)).toBe('1st Panzer Div eliminated');
    expect(describeEvent({ type: 'air-superiority', side: 'axis', markers: 1 }, name, names)).toBe(
      'Axis wins air superiority: 1 airpower marker to place',
    );
    initI18n('es');
    expect(describeEvent({ type: 'republic' }, name, names)).toBe('se restaura la República');
  });

  it('shows once what an action and its event both say (Patton placed, a unit entered)', () => {
    const enter = line('enter', { piece: 'pz' }, [{ type: 'arrived', piece: 'pz', hex: '4212' }]);
    expect(formatLogLine(enter, name, undefined, names)).toEqual({
      text: '#2 Allied: brought 1st Panzer Div onto the map',
      events: [],
      violations: [],
    });
    const patton = line('patton', { piece: 'us' }, [{ type: 'patton', piece: 'us' }]);
    expect(formatLogLine(patton, name, undefined, names).events).toEqual([]);
  });
});

describe('the log as a record to audit', () => {
  beforeEach(() => initI18n('en'));

  it('says why a phase passed, or why the one before it ended by itself (5.2)', () => {
    const phase = (id: string) => ({ partisans: 'II. Republican Partisan Placement' })[id] ?? id;
    const turn = { type: 'turn', turn: 1, phase: 'partisans', passed: 'no-partisans' };
    expect(describeEvent(turn, name, { ...names, phase })).toBe(
      'now turn 1: II. Republican Partisan Placement: the Allies have no partisans to place: the Republic has not ' +
        'been restored (9.8)',
    );
    expect(describeEvent({ type: 'turn', turn: 1, phase: 'recovery-1', ended: 'no-actors' }, name, names)).toBe(
      'the phase ended: neither side has a unit left that may act (5.7); now turn 1: recovery-1',
    );
  });

  it('says what each die was rolled for and by whom, in the log and the dice panel', () => {
    const roll = { type: 'roll', dice: [3], total: 3, purpose: 'sequence', by: 'allied' };
    expect(describeEvent(roll, name, names)).toBe('Allied rolls 3 for the sequence of play (5.6: 1-3 movement first)');
    expect(
      rollsText([{ dice: [6], total: 6, by: 'axis', purpose: 'combat' }], names.side, isabellaPage.rollPurpose),
    ).toBe('Rolled 6 for the battle on the CRT (13.14)');
    // The seven loyalty dice of the set-up, said once for their side and purpose in the dice panel.
    const loyalty = [2, 3, 5].map((d) => ({ dice: [d], total: d, by: 'allied', purpose: 'loyalty' }));
    const text = rollsText(loyalty, names.side, isabellaPage.rollPurpose);
    expect(text).toMatch(/^Allied \(.*loyalty.*\): 2, 3, 5$/);
    expect(text.match(/loyalty/g)).toHaveLength(1);
  });

  it("sums an action's changes of control by side, and states a loyalty die once", () => {
    const move = line('move', { piece: 'us', to: { kind: 'hex', hex: '3111' } }, [
      { type: 'moved', piece: 'us' },
      { type: 'control', hex: '3111', side: 'allied' },
      { type: 'control', hex: '3112', side: 'allied' },
      { type: 'control', hex: '3912', side: 'axis' },
      { type: 'control', hex: '3211', side: 'allied' },
    ]);
    expect(formatLogLine(move, name, undefined, names).events).toEqual([
      'Allied takes control of 3 hexes: 3111, 3112, 3211',
      'Axis takes control of hex 3912',
    ]);
    const loyalty = line('rollLoyalty', {}, [
      { type: 'roll', dice: [5], total: 5, purpose: 'loyalty', by: 'allied' },
      { type: 'loyalty', corps: 'pz', die: 5, defects: true },
    ]);
    expect(formatLogLine(loyalty, name, undefined, names).events).toEqual([
      '1st Panzer Div rolled 5: defects to the Republic',
    ]);
  });
});

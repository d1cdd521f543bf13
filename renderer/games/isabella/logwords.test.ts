import { beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../../../schemas/host-api.js';
import { initI18n } from '../../i18n/index.js';
import { describeAction, describeEvent, formatLogLine } from '../../panels/logtext.js';
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
    expect(describeEvent({ type: 'vp', change: 2, total: 10 }, name, names)).toBe('German VP 2, total 10');
    expect(describeEvent({ type: 'control', hex: '1203', side: null }, name, names)).toBe("hex 1203: nobody's control");
    expect(describeEvent({ type: 'delayed', piece: 'pz', turn: 4 }, name, names)).toBe(
      '1st Panzer Div waits until turn 4',
    );
    expect(describeEvent({ type: 'patton-kia', piece: 'us' }, name, names)).toBe(
      'Patton is killed with 1st Armored Div',
    );
    expect(describeEvent({ type: 'eliminated', piece: 'pz' }, name, names)).toBe('1st Panzer Div eliminated');
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

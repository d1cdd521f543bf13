import { beforeEach, describe, expect, it } from 'vitest';
import type { LegalAction } from '../../../engine/core/types.js';
import { initI18n } from '../../i18n/index.js';
import { carryOf } from './mapacts.js';
import { carryLabel, focusHint, focusTitle, groupText, spaceLabel } from './mapwords.js';

const carry = (a: LegalAction) => carryOf(a)!;
const name = (id: string) => ({ u1: 'Militia Column 6', u2: 'Basque Militia 2' })[id] ?? id;

describe("the words of Crusade's play on the map", () => {
  beforeEach(() => initI18n('en'));

  it('a destination says what it costs: MP for a move, SR points (halves, by sea) for an SR, else its verb', () => {
    expect(
      carryLabel(carry({ verb: 'moveStack', args: { units: ['u1'], path: ['a', 'b'] }, info: { from: 'c' } })),
    ).toBe('2 MP');
    const sr = (cost: number, sea = false): LegalAction => ({
      verb: 'redeploy',
      args: { unit: 'u1', to: 'lugo' },
      info: { cost, sea },
    });
    expect(carryLabel(carry(sr(1)))).toBe('1 SR');
    expect(carryLabel(carry(sr(0.5)))).toBe('0.5 SR');
    expect(carryLabel(carry(sr(2, true)))).toBe('2 SR by sea');
    expect(carryLabel(carry({ verb: 'retreat', args: { unit: 'u1', path: ['a'] } }))).toBe('retreat');
  });

  it('a space lit for its activations says which it may have (§8.2.3)', () => {
    const act = (as: string): LegalAction => ({ verb: 'activate', args: { space: 's', as } });
    expect(spaceLabel([act('move'), act('attack')])).toBe('move · attack');
    expect(spaceLabel([act('move')])).toBe('move only');
    expect(spaceLabel([act('attack')])).toBe('attack only');
    expect(spaceLabel([{ verb: 'attack', args: { target: 's', attackers: [] } }])).toBe('attack');
  });

  it('the units being moved: a title by what moves them, a hint, the groups they may move in', () => {
    expect(focusTitle('moveStack', ['u1', 'u2'], 'Cuenca', name)).toBe('Moving from Cuenca: 2 units');
    expect(focusTitle('redeploy', ['u1'], null, name)).toBe('Redeploying Militia Column 6');
    expect(focusTitle('landing', ['u1'], null, name)).toBe('Moving Militia Column 6');
    const vars = { step: 'sr', play: { points: 1.5 } };
    expect(focusHint('redeploy', { state: { vars } } as never)).toContain('1.5 SR points left (rule 12)');
    expect(groupText(['u1'], name)).toBe('Militia Column 6 alone');
    expect(groupText(['u1', 'u2'], name)).toBe('The whole stack (2): Militia Column 6, Basque Militia 2');
  });

  it('speaks Spanish too', () => {
    initI18n('es');
    expect(spaceLabel([{ verb: 'activate', args: { space: 's', as: 'move' } }])).not.toBe('move only');
    expect(groupText(['u1'], name)).not.toContain('alone');
  });
});

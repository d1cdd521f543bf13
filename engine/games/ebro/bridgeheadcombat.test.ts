import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { fireEffects } from '../ourwar/fire.js';
import { NAT, REP } from '../ourwar/state.js';
import { ebroModule, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

// Ascó (A:2117): a Nationalist battalion and, since this turn, a Republican one that crossed the Ebro from A:2217,
// where a footbridge now stands (the Republicans trace supply over it); the Republicans' combat segment.
function combat(vars: Record<string, object> = {}): GameState {
  const s = segment('combat', REP, {
    options: { bridgeheads: true },
    crossings: {
      ...varsOf(segment('combat', REP)).crossings,
      'A:2117|A:2217': { kind: 'footbridge', a: 'A:2117', b: 'A:2217', damage: 0 },
    },
    bridgeheads: { 'A:2117': { by: REP, turn: 1, entered: { [REP]: 1 } } },
    ...vars,
  });
  const pieces = s.pieces.map((p) =>
    p.id === 'R-35D-XV-1' ? { ...p, at: { kind: 'hex' as const, hex: 'A:2117' } } : p,
  );
  return { ...s, turn: 1, pieces };
}
const check = (s: GameState, verb: string, args: JsonObject) =>
  ebroRules.check(ebroModule, s, { side: REP, verb, args });

describe('XX.2.3 bridgeheads in combat (optional)', () => {
  it('XX.2.3 the units in a bridgehead attack the enemy in their own hex', () => {
    const s = combat();
    expect(check(s, 'attack', { pieces: ['R-35D-XV-1'], hex: 'A:2117' })).toEqual([]);
    const offered = ebroRules.view(ebroModule, s, REP).legalActions.filter((a) => a.verb === 'attack');
    expect(offered.some((a) => a.args?.hex === 'A:2117' && (a.args.pieces as string[]).includes('R-35D-XV-1'))).toBe(
      true,
    );
    // without the bridgehead the hex is no neighbour of itself (XVI.4)
    const none = { ...s, vars: { ...s.vars, bridgeheads: {} } as GameState['vars'] };
    expect(check(none, 'attack', { pieces: ['R-35D-XV-1'], hex: 'A:2117' })[0]).toMatchObject({
      rule: 'ebro.attack.adjacent',
    });
    const r = ebroRules.reduce(ebroModule, s, {
      side: REP,
      verb: 'attack',
      args: { pieces: ['R-35D-XV-1'], hex: 'A:2117' },
    });
    if ('violations' in r) throw new Error('attack refused');
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ hex: 'A:2117', attackers: ['R-35D-XV-1'] });
    // the attack is marked on the bridgehead while it stands
    // the attack is marked on the bridgehead while it stands; else a side has left Ascó
    const b = varsOf(r.state).bridgeheads?.['A:2117'];
    const inAsco = (side: string) =>
      r.state.pieces.some((p) => p.side === side && p.at.kind === 'hex' && p.at.hex === 'A:2117');
    if (b) expect(b.attacked).toEqual({ [REP]: 1 });
    else expect(inAsco(REP) && inAsco(NAT)).toBe(false);
  });

  it('XX.2.3 both sides must attack each turn while a bridgehead stands', () => {
    const s = combat();
    const done = check(s, 'done', {});
    expect(done[0]).toMatchObject({ rule: 'ebro.attack.bridgehead', section: 'XX.2.3', params: { hex: 'A:2117' } });
    const listed = ebroRules.view(ebroModule, s, REP).legalActions;
    expect(listed.some((a) => a.verb === 'done')).toBe(false);
    expect(listed.some((a) => a.verb === 'attack' && a.args?.hex === 'A:2117')).toBe(true);
    // once the side has attacked there this turn (or with the option's bridgehead gone), the segment may end
    const attacked = combat({ bridgeheads: { 'A:2117': { by: REP, turn: 1, entered: {}, attacked: { [REP]: 1 } } } });
    expect(check(attacked, 'done', {})).toEqual([]);
    const lastTurn = combat({ bridgeheads: { 'A:2117': { by: REP, turn: 1, entered: {}, attacked: { [REP]: 0 } } } });
    expect(check(lastTurn, 'done', {})[0]).toMatchObject({ rule: 'ebro.attack.bridgehead' });
    expect(check(combat({ bridgeheads: {} }), 'done', {})).toEqual([]);
  });

  it('XX.2.3 fire against a bridgehead strikes both sides: D to both, a level of the firers’ after two of the enemy’s', () => {
    const s = combat();
    const setting = { module: ebroModule, state: s, firers: ['N-50D-ART1'], targets: ['R-35D-XV-1'] };
    // the Nationalist guns fire at the Republicans in Ascó: the Nationalist battalion there shares the result
    const one = fireEffects(setting, { levels: 1, dso: true, italic: false, text: 'XD' });
    expect(one.targets.levels).toEqual({ 'R-35D-XV-1': 1 });
    expect(one.targets.dso).toEqual(['R-35D-XV-1']);
    expect(one.firers.levels).toEqual({});
    expect(one.firers.dso).toEqual(['N-50D-7']);
    const three = fireEffects(setting, { levels: 3, dso: false, italic: false, text: '3X' });
    expect(three.targets.levels).toEqual({ 'R-35D-XV-1': 2 });
    expect(three.firers.levels).toEqual({ 'N-50D-7': 1 });
    // elsewhere the firing side's units are untouched
    const apart = { ...s, vars: { ...s.vars, bridgeheads: {} } as GameState['vars'] };
    const plain = fireEffects({ ...setting, state: apart }, { levels: 3, dso: true, italic: false, text: '3XD' });
    expect(plain.targets.levels).toEqual({ 'R-35D-XV-1': 2 });
    expect(plain.firers).toMatchObject({ levels: {}, dso: [] });
  });
});

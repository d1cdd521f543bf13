// Advance after combat (§9.04, §23.22, §28.10b).
import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import { rollDie, seedRng } from '../../core/dice.js';
import type { ChartDef, GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { draftState } from '../../systems/draft.js';
import { type AdvanceBoard, advance, advanceProblems, mayAdvance, vacated } from './advance.js';
import { type Fighter, logOf } from './combat.js';
import { attack } from './crt.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { sfeRules } from './rules.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';

const u = (id: string, hex: string, type: Fighter['type'] = 'infantry') =>
  ({ id, side: 'axis', hex, type, size: 'corps', attack: 10, defence: 10, reduced: false }) as Fighter;
const board = (over: Partial<AdvanceBoard> = {}): AdvanceBoard => ({
  attackers: [u('a', 'x'), u('b', 'y'), u('art', 'x', 'artillery')],
  supply: [u('s', 'x', 'supply'), u('s2', 'z', 'supply')],
  fits: (units) => units.filter((x) => x.type !== 'supply').length <= 3,
  ...over,
});
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

describe('advance after combat', () => {
  it('§9.04 only when every defending ground unit was eliminated or retreated', () => {
    expect(vacated([])).toBe(true);
    expect(vacated([u('L', 'h', 'leader')])).toBe(true);
    expect(vacated([u('d', 'h')])).toBe(false);
    expect(rules(advanceProblems(board(), ['a'], [u('d', 'h')]))).toEqual(['§9.04']);
    expect(mayAdvance(board(), [u('d', 'h')])).toEqual([]);
  });

  it('§9.04 only the attackers may advance, within the stacking limit (§5)', () => {
    expect(advanceProblems(board(), ['a', 'b'], [])).toEqual([]);
    expect(rules(advanceProblems(board(), ['z'], []))).toEqual(['§9.04']);
    expect(rules(advanceProblems(board({ fits: (us) => us.length <= 1 }), ['a', 'b'], []))).toEqual(['§5']);
  });

  it('§28.10b artillery never advances under the artillery rules', () => {
    expect(advanceProblems(board(), ['art'], [])).toEqual([]);
    expect(rules(advanceProblems(board({ artilleryRules: true }), ['art'], []))).toEqual(['§28.10b']);
    expect(mayAdvance(board({ artilleryRules: true }), [])).toEqual(['a', 'b']);
  });

  it('§23.22 a supply unit advances with the ground units it is stacked with', () => {
    expect(advanceProblems(board(), ['a', 's'], [])).toEqual([]);
    expect(rules(advanceProblems(board(), ['b', 's'], []))).toEqual(['§23.22']);
    expect(rules(advanceProblems(board(), ['s2'], []))).toEqual(['§23.22']);
  });
});

describe('advance on the map', () => {
  const fort: UnitDef = {
    id: 'sov-fort',
    name: 'fort',
    nationality: 'soviet',
    type: 'fort',
    size: 'regular',
    steps: 1,
    full: { attack: 0, defense: 0, movement: 0 },
    prov: { source: 'user', note: 'test counter' },
  };
  const module = {
    ...testModule,
    units: [...testModule.units, fort],
    charts: charts as unknown as ChartDef[],
  } as GameModule;
  const D = 'C:4132';
  const f: Piece = { ...piece('f', 'sov-inf', SOVIET, D), def: 'sov-fort', steps: 1 };
  /** After a DE on C:4132 at 5-1 (die 4, or 6 with the fort's −1): the advance is open. */
  function afterDE(extra: Piece[] = [], die = 4): GameState {
    const pieces = [
      piece('g1', 'ger-inf', AXIS, 'C:4131'),
      piece('g2', 'ger-inf', AXIS, 'C:4131'),
      piece('pz', 'ger-inf', AXIS, 'C:4232'),
      piece('s1', 'sov-inf', SOVIET, D),
      ...extra,
    ];
    let s = position(pieces, { phase: 'combat', control: { [D]: SOVIET } } as Partial<SfeVars>);
    for (let i = 0; rollDie(s.rng, 6).value !== die; i++) s = { ...s, rng: seedRng(`sfe-advance-${i}`) };
    const d = draftState<SfeVars>(s);
    const args = { pieces: ['g1', 'g2', 'pz'], hex: D };
    expect(attack.apply(module, d, { side: AXIS, verb: 'attack', args })).toBe('advance');
    return d.state;
  }
  const go = (pieces: string[]) => ({ side: AXIS, verb: 'advance', args: { pieces } });

  it('§9.04 the attackers advance into the hex they emptied, and it is theirs (§6.2)', () => {
    const s = afterDE();
    expect(advance.list(module, s, AXIS).map((o) => o.args!.pieces)).toEqual([
      [],
      ['g1', 'g2', 'pz'],
      ['g1'],
      ['g2'],
      ['pz'],
    ]);
    expect(advance.list(module, s, SOVIET)).toEqual([]);
    const d = draftState<SfeVars>(s);
    expect(advance.apply(module, d, go(['g1', 'g2']))).toBe('done');
    expect(d.state.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === D).map((p) => p.id)).toEqual(['g1', 'g2']);
    expect(d.vars.control[D]).toBe(AXIS);
    expect(logOf(d.vars).battle).toBeNull();
  });

  it('§9.04 the attacker may decline; only attackers advance', () => {
    const s = afterDE();
    const d = draftState<SfeVars>(s);
    expect(advance.apply(module, d, go([]))).toBe('done');
    expect(d.vars.control[D]).toBe(SOVIET);
    expect(rules(advance.check(module, s, go(['s1'])))).toEqual(['sfe.advance.refused']);
  });

  it('§9.04 a unit that did not attack advancing: enforced refuses it, advisory and honor carry it out', () => {
    const extra = [piece('g9', 'ger-inf', AXIS, 'C:4030'), piece('s9', 'sov-inf', SOVIET, 'C:3830')];
    const at = (mode: GameState['mode']) => {
      const s = afterDE(extra);
      return { ...s, mode, vars: { ...s.vars, step: 'combat' } };
    };
    const refused = applyAction(sfeRules, module, at('enforced'), go(['g9']));
    expect(refused.ok).toBe(false);
    expect(rules(refused.violations)).toEqual(['sfe.advance.refused']);
    for (const mode of ['advisory', 'honor'] as const) {
      const r = applyAction(sfeRules, module, at(mode), go(['g9']));
      if (!r.ok) throw new Error(mode);
      expect(rules(r.violations), mode).toEqual(mode === 'advisory' ? ['sfe.advance.refused'] : []);
      expect(r.state.pieces.find((p) => p.id === 'g9')!.at).toEqual({ kind: 'hex', hex: D });
      expect(varsOf(r.state).control[D]).toBe(AXIS);
      expect(logOf(varsOf(r.state)).battle).toBeNull();
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'advance', pieces: ['g9'] }));
    }
    // in every mode no enemy unit advances, and none while no advance is open
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      expect(applyAction(sfeRules, module, at(mode), go(['s9'])).ok, mode).toBe(false);
      const closed = { ...at(mode), vars: { ...at(mode).vars, combat: { ...logOf(varsOf(at(mode))), battle: null } } };
      expect(applyAction(sfeRules, module, closed, go(['g9'])).ok, mode).toBe(false);
    }
  });

  it('§24.15 a regular fort falls when the attackers occupy its hex', () => {
    const s = afterDE([f], 6);
    const d = draftState<SfeVars>(s);
    advance.apply(module, d, go(['g1']));
    expect(d.state.pieces.find((p) => p.id === 'f')!.at).toEqual({ kind: 'box', box: 'dead' });
    expect(d.events.some((e) => e.type === 'eliminated' && e.piece === 'f' && e.rule === '§24.15')).toBe(true);
  });
});

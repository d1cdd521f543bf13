// The ground CRT read as data: the cells the rulebook gives (§10.01, §14.01, §19 example step 16), a module's chart
// read in their place, and the guaranteed DE an overrun needs; and the combat fought on the East map (§9.01, §9.02,
// §10.01, §10.02, §13.03): the attack verb reads the module's CRT, rolls the seeded die and applies what needs no
// choice; an exchange waits for its owner's losses.
import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import { rollDie, seedRng } from '../../core/dice.js';
import type { ChartDef, GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { actorOf, logOf, owedAttacks } from './combat.js';
import { attack, BOOK_CELLS, cellAt, combatAsk, endCombat, groundCrt, guaranteesDE, isResult, losses } from './crt.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';

const book = groundCrt();

describe('ground CRT', () => {
  it('§10.01 the eight results are the only cells read; an unknown cell reads null', () => {
    expect(['AE', 'AX', 'AR', 'NE', 'EX', 'HX', 'DR', 'DE'].every(isResult)).toBe(true);
    expect(isResult('?')).toBe(false);
    expect(cellAt(book, '1-1', 4)).toBeNull();
    expect(cellAt(book, '9-1', 4)).toBeNull();
  });

  it('§19 T23 (example step 16): at 3-1 a modified 3 is EX, and no other 3-1 cell is invented', () => {
    expect(cellAt(book, '3-1', 3)).toBe('EX');
    expect(cellAt(book, '3-1', 2)).toBeNull();
    expect(cellAt(book, '3-1', 4)).toBeNull();
  });

  it('§14.01 T13: 7-1 with +1 and 6-1 with +2 guarantee DE; one less does not', () => {
    expect(guaranteesDE(book, '7-1', 1)).toBe(true);
    expect(guaranteesDE(book, '6-1', 2)).toBe(true);
    expect(guaranteesDE(book, '7-1', 0)).toBe(false);
    expect(guaranteesDE(book, '6-1', 1)).toBe(false);
    expect(guaranteesDE(book, '3-1', 6)).toBe(false);
  });

  it('§14.01 rolls beyond the rows read the edge row: 7-1 with +4 is still DE', () => {
    expect(cellAt(book, '7-1', 10)).toBe('DE');
    expect(guaranteesDE(book, '7-1', 4)).toBe(true);
  });

  it("§9.01 the module's own chart is read when it has one, in place of the book's cells", () => {
    const chart: ChartDef = {
      ...BOOK_CELLS,
      columns: ['1-1', '2-1'],
      rows: ['1', '2', '3', '4', '5', '6'].map((key, i) => ({ key, cells: [i < 3 ? 'AR' : 'DR', 'DE'] })),
      prov: { source: 'reconstructed', reason: 'test chart' },
    };
    const own = groundCrt({ charts: [chart] } as Pick<GameModule, 'charts'>);
    expect(cellAt(own, '1-1', 2)).toBe('AR');
    expect(cellAt(own, '1-1', 5)).toBe('DR');
    expect(guaranteesDE(own, '2-1', 0)).toBe(true);
    expect(guaranteesDE(own, '1-1', 3)).toBe(false);
  });
});

const module = { ...testModule, charts: charts as unknown as ChartDef[] } as GameModule;
const crt = groundCrt(module);
const D = 'C:4132'; // clear, no hexside feature towards 4131, 4232, 4233, 4133

/** A state in the Axis Combat Phase whose next die is `die`. */
function combatAt(pieces: Piece[], die: number): GameState {
  const s = position(pieces, { phase: 'combat' } as Partial<SfeVars>);
  for (let i = 0; i < 500; i++) {
    const rng = seedRng(`sfe-combat-${i}`);
    if (rollDie(rng, 6).value === die) return { ...s, rng };
  }
  throw new Error('no seed');
}
const act = (args: object, side = AXIS) => ({ side, verb: 'attack', args: args as never });
const on = (s: GameState) => new Set(s.pieces.filter((p) => p.at.kind === 'hex').map((p) => p.id));
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

function fight(s: GameState, args: object) {
  const d = draftState<SfeVars>(s);
  const stop = attack.apply(module, d, act(args));
  return { d, stop };
}

describe('ground combat on the map', () => {
  const three = [
    piece('g1', 'ger-inf', AXIS, 'C:4131'),
    piece('g2', 'ger-inf', AXIS, 'C:4131'),
    piece('pz', 'ger-pz', AXIS, 'C:4232'),
  ];
  const sov = piece('s1', 'sov-inf', SOVIET, D);

  it('§9.01 36 factors on a 4-6-3 are 6-1; the die read on the CRT, a DE clears the hex for the advance', () => {
    const s = combatAt([...three, sov], 4);
    expect(cellAt(crt, '6-1', 4)).toBe('DE');
    const { d, stop } = fight(s, { pieces: ['g1', 'g2', 'pz'], hex: D });
    expect(stop).toBe('advance');
    const ev = d.events.find((e) => e.type === 'combat')!;
    expect([ev.column, ev.roll, ev.result]).toEqual(['6-1', 4, 'DE']);
    expect(on(d.state).has('s1')).toBe(false);
    expect(logOf(d.vars).battle?.advancing).toEqual(['g1', 'g2', 'pz']);
    expect(d.vars.attacked).toEqual(['g1', 'g2', 'pz']);
  });

  it('§10.01 §10.02 at 3-1 a 3 is EX: the defender goes, the attacker owes its 6 printed defence factors', () => {
    const s = combatAt(
      [
        piece('g1', 'ger-inf', AXIS, 'C:4131'),
        piece('d1', 'ger-inf-div', AXIS, 'C:4131'),
        piece('d2', 'ger-inf-div', AXIS, 'C:4232'),
        sov,
      ],
      3,
    );
    const { d, stop } = fight(s, { pieces: ['g1', 'd1', 'd2'], hex: D });
    expect(stop).toBe('losses');
    expect(logOf(d.vars).battle?.owed).toMatchObject({ side: AXIS, role: 'attack', due: 6 });
    expect(actorOf(module, d.state)).toBe(AXIS);
    expect(on(d.state).has('s1')).toBe(false);
    // the 10-10-4 pays 6 by flipping (§10.02); two divisions pay 8
    const offered = losses.list(module, d.state, AXIS);
    expect(offered[0]!.args).toEqual({ flip: ['g1'], remove: [] });
    const short = { side: AXIS, verb: 'losses', args: { remove: ['d1'] } };
    expect(rules(losses.check(module, d.state, short))).toEqual(['sfe.loss.short']);
    const d2 = draftState<SfeVars>(d.state);
    const next = losses.apply(module, d2, { side: AXIS, verb: 'losses', args: { flip: ['g1'] } });
    expect(next).toBe('advance');
    expect(d2.state.pieces.find((p) => p.id === 'g1')!.steps).toBe(1);
    expect(varsOf(d2.state).lost.axis).toBe(6);
  });

  it('§10.01 a DR sends the defender back; the defender chooses its way (retreat.ts)', () => {
    const s = combatAt([...three, sov], 1);
    expect(cellAt(crt, '6-1', 1)).toBe('DR');
    const { d, stop } = fight(s, { pieces: ['g1', 'g2', 'pz'], hex: D });
    expect(stop).toBe('retreat');
    expect(logOf(d.vars).battle?.retreating).toEqual(['s1']);
    expect(actorOf(module, d.state)).toBe(SOVIET);
  });

  it('§13.03 a leader in the defending hex gives −1; §13.04 the units with him may stay on a DR', () => {
    const leader: Piece = { ...piece('L', 'ger-leader', SOVIET, D) };
    const s = combatAt([...three, sov, leader], 2);
    const { d, stop } = fight(s, { pieces: ['g1', 'g2', 'pz'], hex: D });
    const ev = d.events.find((e) => e.type === 'combat')!;
    expect(ev.drm).toBe(-1);
    expect(cellAt(crt, '6-1', 1)).toBe('DR');
    expect(stop).toBe('retreat');
    expect(logOf(d.vars).battle?.mayStay).toEqual(['s1']);
  });

  it('§9.02 a unit attacks once a phase and a defender is attacked once; a battle is finished before the next', () => {
    const other = piece('s2', 'sov-inf', SOVIET, 'C:4233');
    const s = combatAt([...three, sov, other, piece('g3', 'ger-inf', AXIS, 'C:4133')], 4);
    const { d } = fight(s, { pieces: ['g1', 'g2', 'pz'], hex: D });
    expect(rules(attack.check(module, d.state, act({ pieces: ['g3'], hex: 'C:4233' })))).toEqual([
      'sfe.attack.pending',
    ]);
    const done = { ...d.state, vars: { ...d.state.vars, combat: { ...logOf(d.vars), battle: null } } } as GameState;
    expect(rules(attack.check(module, done, act({ pieces: ['pz'], hex: 'C:4233' })))).toEqual(['sfe.attack.once']);
    expect(attack.check(module, done, act({ pieces: ['g3'], hex: 'C:4233' }))).toEqual([]);
    expect(rules(attack.check(module, done, act({ pieces: ['g3'], hex: D })))).toContain('sfe.attack.target');
  });

  it('§9.0 the attacks offered are legal and name their column', () => {
    const s = combatAt([...three, sov], 4);
    const offers = attack.list(module, s, AXIS);
    expect(offers.map((o) => o.label)).toEqual(['6-1 on C:4132']);
    expect(attack.check(module, s, act(offers[0]!.args!))).toEqual([]);
    expect(
      attack.list(module, s, SOVIET).every((o) => attack.check(module, s, act(o.args!, SOVIET)).length === 0),
    ).toBe(true);
  });
});

describe("the module's ground CRT", () => {
  it('§14.01 §19 T13 T23 the chart keeps the book cells: 3-1 with 3 EX, DE sure at 7-1 +1 and 6-1 +2', () => {
    expect(cellAt(crt, '3-1', 3)).toBe('EX');
    expect(guaranteesDE(crt, '7-1', 1)).toBe(true);
    expect(guaranteesDE(crt, '6-1', 2)).toBe(true);
    expect(guaranteesDE(crt, '7-1', 0)).toBe(false);
    expect(guaranteesDE(crt, '6-1', 1)).toBe(false);
  });
});

describe('ending the combat phase', () => {
  const split = () =>
    combatAt(
      [
        piece('g1', 'ger-inf', AXIS, 'C:4131'),
        piece('g2', 'ger-inf', AXIS, 'C:4232'),
        piece('A', 'sov-inf', SOVIET, D),
        piece('B', 'sov-inf', SOVIET, D),
      ],
      4,
    );
  const done = { side: AXIS, verb: 'done', args: {} };

  it('§9.03 after an attack on part of a hex the phase ends only once the other defenders are attacked', () => {
    const s = split();
    expect(cellAt(crt, '1-1', 4)).toBe('NE');
    const { d, stop } = fight(s, { pieces: ['g1'], hex: D, defenders: ['A'] });
    expect(stop).toBe('done');
    expect(rules(endCombat.check(module, d.state, done))).toEqual(['sfe.combat.owed']);
    expect(endCombat.list(module, d.state, AXIS)).toEqual([]);
    // the attack offered now is on B alone (A has been attacked, §9.02)
    const offer = attack.list(module, d.state, AXIS);
    expect(offer.map((o) => o.args)).toEqual([{ pieces: ['g2'], hex: D }]);
    const d2 = draftState<SfeVars>(d.state);
    attack.apply(module, d2, act(offer[0]!.args!));
    expect(logOf(d2.vars).defended).toEqual(['A', 'B']);
    expect(owedAttacks(module, d2.state, AXIS)).toEqual([]);
  });

  it('§9.04 the phase does not end while a combat waits; §9-§10 the prompt names what it waits for', () => {
    const s = combatAt([piece('g1', 'ger-inf', AXIS, 'C:4131'), piece('s1', 'sov-inf', SOVIET, D)], 6);
    expect(combatAsk(module, s).verb).toBe('attack');
    // 10 vs 6 is 1-1: a 6 is EX, the attacker owes 6 factors
    expect(cellAt(crt, '1-1', 6)).toBe('EX');
    const { d } = fight(s, { pieces: ['g1'], hex: D });
    expect(combatAsk(module, d.state)).toMatchObject({ verb: 'losses', rule: '§10.02' });
    expect(rules(endCombat.check(module, d.state, done))).toEqual(['sfe.combat.pending']);
  });

  it('§10.02 §10.03 §9.04 each combat question has its own prompt: whose losses, whose retreat, the advance', () => {
    const s = combatAt([piece('g1', 'ger-inf', AXIS, 'C:4131'), piece('s1', 'sov-inf', SOVIET, D)], 6);
    const base = { attacker: AXIS, hex: D, attackers: ['g1'], defenders: ['s1'], result: 'EX', column: '1-1' };
    const none = { roll: 6, drm: 0, owed: null, retreating: [], mayStay: [], advancing: [] };
    const asked = (battle: object) => {
      const combat = { ...logOf(varsOf(s)), battle: { ...base, ...none, ...battle } };
      return combatAsk(module, { ...s, vars: { ...s.vars, combat } as GameState['vars'] });
    };
    const owed = (role: string) => ({ owed: { side: AXIS, role, units: ['g1'], due: 6, armor: 0 } });
    expect(asked(owed('defence'))).toMatchObject({ id: 'defenderLosses', verb: 'losses', info: { hex: D, due: 6 } });
    expect(asked(owed('attack'))).toMatchObject({ id: 'attackerLosses', verb: 'losses', info: { hex: D, due: 6 } });
    const retreat = asked({ retreating: ['s1'] });
    expect(retreat).toMatchObject({ id: 'defenderRetreat', verb: 'retreat', rule: '§10.03', info: { piece: 's1' } });
    expect(asked({ retreating: ['g1'] })).toMatchObject({ id: 'attackerRetreat', info: { piece: 'g1', hex: D } });
    expect(asked({ advancing: ['g1'] })).toMatchObject({ id: 'advance', verb: 'advance', rule: '§9.04' });
    expect(asked({}).id).toBeUndefined();
  });

  it('§12.01 the attacker may decline his armor bonus (noArmor)', () => {
    const s = combatAt([piece('p1', 'ger-pz', AXIS, 'C:4131'), piece('s1', 'sov-inf', SOVIET, D)], 6);
    const drm = (args: object) => fight(s, args).d.events.find((e) => e.type === 'combat')!.drm;
    expect(drm({ pieces: ['p1'], hex: D })).toBe(1);
    expect(drm({ pieces: ['p1'], hex: D, noArmor: 'yes' })).toBe(0);
  });
});

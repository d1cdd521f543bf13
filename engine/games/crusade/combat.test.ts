import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { attackProblems } from './attack.js';
import { playableCards } from './combat-cards.js';
import { cardContext } from './combat-resolve.js';
import { type CombatVars, combatLog, combatOf } from './combat-state.js';
import { type CombatPosition, combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M, playAll } from './crusade.fixture.js';
import { crusadeRules, legalActions } from './rules.js';
import { beginAttacks } from './combat.js';
import { draftOf } from './draft.js';
import { varsOf } from './state.js';
import { dice } from './draft-dice.fixture.js';

// Scripted dice: each roll takes the next number (attacker's fire first, then the defender's).
vi.mock('./draft.js', () => import('./draft-dice.fixture.js'));
beforeEach(() => {
  dice.length = 0;
});

const a = (side: string, verb: string, args: Action['args'] = {}): Action => ({ side, verb, args });
const where = (s: GameState, def: string) => pieceOfDef(s, def).at;
const step = (s: GameState) => varsOf(s).step;
/** Every action listed for the side to act passes the rules' check (the contract of verb.ts). */
const listedPass = (s: GameState) => {
  const side = crusadeRules.toAct(M, s)[0]!;
  for (const x of legalActions(M, s, side))
    expect(crusadeRules.check(M, s, a(side, x.verb, x.args ?? {})), `${x.verb} ${JSON.stringify(x.args)}`).toEqual([]);
};

describe('§11 combat flow', () => {
  const t18: CombatPosition = {
    side: 'REP',
    units: { 'rep-ac-ii': 'madrid', 'rep-rpa-01': 'madrid', 'nat-inf-01': 'illescas' },
    control: { illescas: 'NAT' },
    attack: ['madrid'],
  };

  it('worked example T-18: a division that did not attack takes no loss and may not advance', () => {
    dice.push(6, 1); // REP corps "3-5" roll 6 → LN 4; NAT division "2" roll 1 → LN 0
    let s = playAll(combatPosition(t18), [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: [] }),
    ]);
    expect(where(s, 'nat-inf-01').kind).toBe('box');
    expect(step(s)).toBe('combat-advance');
    const adv = legalActions(M, s, 'REP').filter((x) => x.verb === 'advance');
    expect(adv.map((x) => x.args?.units)).toEqual([['rep-ac-ii']]);
    const refused = crusadeRules.check(M, s, a('REP', 'advance', { units: ['rep-rpa-01'], to: 'illescas' }));
    expect(refused.map((v) => v.rule)).toEqual(['crusade.notAdvancer']);
    s = playAll(s, [a('REP', 'advance', { units: ['rep-ac-ii'], to: 'illescas' })]);
    expect(where(s, 'rep-ac-ii')).toEqual({ kind: 'space', space: 'illescas' });
    expect(where(s, 'rep-rpa-01')).toEqual({ kind: 'space', space: 'madrid' });
    expect(pieceOfDef(s, 'rep-rpa-01').steps).toBe(2);
    expect(varsOf(s).control.illescas).toBe('REP');
    // No attack is left: the Action Round is over (§8.2).
    expect([step(s), s.activeSide]).toEqual(['action', 'NAT']);
  });

  it('derived §11.2.4: the defender plays its Combat Cards himself (his step), then the attacker acts again', () => {
    dice.push(6, 1);
    const s = playAll(combatPosition(t18), [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] }),
      a('REP', 'combatCards', { cards: [] }),
    ]);
    expect(crusadeRules.toAct(M, s)).toEqual(['NAT']);
    expect(crusadeRules.view(M, s, 'NAT').prompts[0]?.id).toBe('crusade.combat-cards-defender');
    listedPass(s);
    listedPass(combatPosition(t18));
    expect(legalActions(M, s, 'REP')).toEqual([]);
  });

  it('derived §11.1.6: a space is attacked once a round and a unit fights once', () => {
    dice.push(1, 6); // REP LN 1, NAT LN 2: the defender wins, nobody retreats
    const more = {
      units: { ...t18.units, 'nat-inf-04': 'guadarrama' },
      control: { illescas: 'NAT', guadarrama: 'NAT' },
    };
    const s = playAll(combatPosition({ ...t18, ...more } as CombatPosition), [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: [] }),
    ]);
    const v = varsOf(s);
    expect(v.step).toBe('ops-attack');
    expect(attackProblems(M, s, 'illescas', ['rep-rpa-01']).map((x) => x.rule)).toEqual(['crusade.attackedTwice']);
    expect(combatOf(s).fought).toEqual(['rep-ac-ii']);
    expect(combatLog(s).map((r) => r.winner)).toEqual(['defender']);
  });

  it('worked example T-12: equal Loss Numbers: nobody wins, both discard, no retreat, advance allowed', () => {
    dice.push(2, 5); // REP corps "3-5" 2+1 → LN 2; NAT division "2" 5+1 → LN 2
    const supplied = { control: { illescas: 'NAT', talavera: 'NAT' } } as const;
    const s = playAll(combatPosition({ ...t18, ...supplied, hands: { REP: ['R32'], NAT: ['N11'] } }), [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] }),
      a('REP', 'combatCards', { cards: ['R32'] }),
      a('NAT', 'combatCards', { cards: ['N11'] }),
    ]);
    const v = varsOf(s);
    expect(combatLog(s)[0]).toMatchObject({ winner: 'none', attackerLn: 2, defenderLn: 2 });
    expect(v.decks.REP.discard).toContain('R32');
    expect(v.decks.NAT.discard).toContain('N11');
    expect(v.decks.NAT.retained).toEqual([]);
    expect(where(s, 'nat-inf-01').kind).toBe('box');
    expect(pieceOfDef(s, 'rep-ac-ii').steps).toBe(2); // LN 2 cannot take a LF 3 step
    expect(v.step).toBe('combat-advance');
    // T-39: the record the Strategic Counterattack bonus reads: advanced, yet not a win.
    const after = playAll(s, [a('REP', 'advance', { units: ['rep-ac-ii'], to: 'illescas' })]);
    expect(combatLog(after)[0]).toMatchObject({ winner: 'none', advanced: true, target: 'illescas' });
  });

  it('derived §13.3.4: out-of-supply defenders get no benefit from their Combat Cards (still used)', () => {
    dice.push(2, 5); // as T-12, but Illescas is cut off: NAT 5 without the +1 → LN 1
    const s = playAll(combatPosition({ ...t18, hands: { REP: ['R32'], NAT: ['N11'] } }), [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] }),
      a('REP', 'combatCards', { cards: ['R32'] }),
      a('NAT', 'combatCards', { cards: ['N11'] }),
    ]);
    expect(combatLog(s)[0]).toMatchObject({ winner: 'attacker', attackerLn: 2, defenderLn: 1 });
    expect(varsOf(s).decks.NAT.discard).toContain('N11');
    expect(where(s, 'nat-inf-01')).toEqual({ kind: 'box', box: 'removed' }); // OOS: permanently (§11.3.3)
  });

  it('derived §13.3.4: a Combat Card of out-of-supply defenders does nothing at all (Defection spares the POL)', () => {
    // Defection (N14) eliminates an attacking POL unit: a benefit to the defender, which Illescas cut off may not
    // receive. The card may still be played (the rule forbids its benefit, not its play) and is settled as usual.
    const withPol = { ...t18, units: { ...t18.units, 'rep-pol-01': 'madrid' }, hands: { REP: [], NAT: ['N14'] } };
    const attack = [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii', 'rep-pol-01'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: ['N14'] }),
    ];
    dice.push(1, 1);
    const cutOff = playAll(combatPosition(withPol as CombatPosition), attack);
    expect(where(cutOff, 'rep-pol-01')).toEqual({ kind: 'space', space: 'madrid' });
    expect(varsOf(cutOff).decks.NAT.hand).not.toContain('N14');
    // The same defender in supply (Talavera Nationalist too): Defection eliminates the POL.
    dice.push(1, 1);
    const supplied = { ...withPol, control: { illescas: 'NAT', talavera: 'NAT' } } as CombatPosition;
    const inSupply = playAll(combatPosition(supplied), attack);
    expect(where(inSupply, 'rep-pol-01').kind).toBe('box');
  });

  const t11: CombatPosition = {
    side: 'NAT',
    units: {
      'nat-inf-01': 'navalmoral',
      'nat-inf-04': 'navalmoral',
      'nat-inf-07': 'navalmoral',
      'rep-mil-02': 'talavera',
    },
    attack: ['navalmoral'],
    hands: { NAT: ['N11', 'N12'], REP: ['R50'] },
  };

  it('worked examples T-09, T-10, T-11: winner keeps García Morato, asterisk card removed, loser discards', () => {
    dice.push(4, 3); // NAT "6" 4+2 → LN 3; REP "1" 3+1 → LN 1
    let s = playAll(combatPosition(t11), [
      a('NAT', 'attack', { target: 'talavera', attackers: ['nat-inf-01', 'nat-inf-04', 'nat-inf-07'] }),
      a('NAT', 'combatCards', { cards: ['N11', 'N12'] }),
      a('REP', 'combatCards', { cards: ['R50'] }),
    ]);
    // NAT LN 1 against three full INF: the attacker chooses which one is reduced.
    expect(step(s)).toBe('combat-losses');
    expect(crusadeRules.toAct(M, s)).toEqual(['NAT']);
    expect(legalActions(M, s, 'NAT')).toHaveLength(3);
    s = playAll(s, [a('NAT', 'takeLosses', { plan: 1 })]);
    expect(pieceOfDef(s, 'nat-inf-04').steps).toBe(1);
    const v = varsOf(s);
    expect(combatLog(s)[0]).toMatchObject({ winner: 'attacker', attackerLn: 3, defenderLn: 1 });
    expect(v.decks.NAT.retained).toEqual(['N11']);
    expect(v.decks.NAT.removed).toContain('N12');
    expect(v.decks.REP.discard).toContain('R50');
    // T-10(b): the retained card may be committed once per Action Round: not again this round, again the next.
    const c = { ...combatOf(s), current: null } as CombatVars;
    const ctx = cardContext(s, {
      ...(combatOf(combatPosition(t11)).current ?? {}),
      attacker: 'NAT',
      target: 'talavera',
      attackers: [],
      defenders: [],
    } as never);
    expect(playableCards(M, s, 'NAT', ctx, c.usedRetained)).not.toContain('N11');
    expect(playableCards(M, s, 'NAT', ctx, [])).toContain('N11');
  });

  it('worked example T-10(a): NAT loses: García Morato goes to the discard pile', () => {
    dice.push(1, 6); // NAT "6" 1+2 → LN 2; REP "1" 6+1 → LN 1 ... NAT still wins: make REP stronger below
    const s = playAll(
      combatPosition({
        ...t11,
        units: { ...t11.units, 'rep-ac-ii': 'talavera' },
        hands: { NAT: ['N11'], REP: ['R50'] },
      }),
      [
        a('NAT', 'attack', { target: 'talavera', attackers: ['nat-inf-01'] }),
        a('NAT', 'combatCards', { cards: ['N11'] }),
        a('REP', 'combatCards', { cards: ['R50'] }),
      ],
    );
    // NAT division "2" 1+1 → LN 0; REP corps "3-5" 6+1 → LN 4.
    const v = varsOf(s);
    expect(combatLog(s)[0]).toMatchObject({ winner: 'defender', attackerLn: 0 });
    expect(v.decks.NAT.discard).toContain('N11');
    expect(v.decks.REP.retained).toEqual(['R50']);
  });

  it('worked example T-25: two divisions in a Mountain space take LN 2: a third step cancels the retreat', () => {
    const pos: CombatPosition = {
      side: 'REP',
      units: {
        'rep-rpa-01': 'barracas',
        'rep-rpa-04': 'barracas',
        'rep-rpa-07': 'barracas',
        'nat-inf-01': 'teruel',
        'nat-inf-04': 'teruel',
      },
      attack: ['barracas'],
    };
    const begin = [
      a('REP', 'attack', { target: 'teruel', attackers: ['rep-rpa-01', 'rep-rpa-04', 'rep-rpa-07'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: [] }),
    ];
    dice.push(4, 1); // REP "6" 1 CL (Mountain) → "5", roll 4 → LN 2; NAT "4" roll 1 → LN 0
    let s = playAll(combatPosition(pos), begin);
    expect([step(s), crusadeRules.toAct(M, s)[0]]).toEqual(['combat-losses', 'NAT']);
    const both = legalActions(M, s, 'NAT').find((x) => (x.info?.losses as string[] | undefined)?.length === 2)!;
    s = playAll(s, [a('NAT', 'takeLosses', both.args ?? {})]);
    expect([pieceOfDef(s, 'nat-inf-01').steps, pieceOfDef(s, 'nat-inf-04').steps]).toEqual([1, 1]);
    expect([step(s), crusadeRules.toAct(M, s)[0]]).toEqual(['combat-retreat-cancel', 'NAT']);
    listedPass(s);
    const stay = playAll(s, [a('NAT', 'cancelRetreat', { unit: 'nat-inf-01' })]);
    expect(where(stay, 'nat-inf-01').kind).toBe('box');
    expect(where(stay, 'nat-inf-04')).toEqual({ kind: 'space', space: 'teruel' });
    expect(step(stay)).toBe('action'); // no attack left: the round is over
    // Or retreat two spaces.
    let go = playAll(s, [a('NAT', 'noCancel')]);
    while (step(go) === 'combat-retreat')
      go = playAll(go, [a('NAT', 'retreat', legalActions(M, go, 'NAT')[0]!.args ?? {})]);
    for (const def of ['nat-inf-01', 'nat-inf-04']) {
      const at = where(go, def);
      expect(at.kind).toBe('space');
      expect(at).not.toEqual({ kind: 'space', space: 'teruel' });
    }
    expect(combatOf(go).retreated).toHaveLength(2);
  });

  it('worked example T-50: a unit that retreated here this round adds no CF and dies at once on LN ≥ 1', () => {
    const base = combatPosition(t18);
    const v = varsOf(base);
    const key = `${base.turn}:REP:1`;
    v.extra.combat = {
      round: key,
      turn: base.turn,
      attacked: [],
      fought: [],
      retreated: ['nat-inf-01'],
      usedRetained: [],
      log: [],
      current: null,
    } as never;
    dice.push(3, 6); // REP corps "3-5" roll 3 → LN 2; NAT fires with nothing: "1" roll 6 → LN 1
    const s = playAll(base, [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: [] }),
    ]);
    expect(where(s, 'nat-inf-01').kind).toBe('box');
    expect(step(s)).toBe('combat-advance');
  });
});

describe('§11.3–11.5 a whole combat', () => {
  it('worked example T-27: LN 4 vs 3: corps replaced, no cancel, Extended Retreat to Barcelona', () => {
    const pos: CombatPosition = {
      side: 'NAT',
      units: {
        'nat-ac-marroqui': 'gandesa',
        'nat-ac-castilla': 'gandesa',
        'rep-ac-ii': 'montblanch',
        'rep-rpa-01': 'box:reserve-REP',
        'rep-mil-02': 'villafranca',
        'rep-mil-05': 'villafranca',
        'rep-mil-08': 'villafranca',
        'rep-mil-11': 'manresa',
        'rep-mil-14': 'manresa',
        'rep-mil-17': 'manresa',
        'nat-inf-01': 'cervera',
        'nat-inf-04': 'lerida',
        'nat-inf-07': 'tarragona',
      },
      steps: { 'rep-ac-ii': 1 },
      control: { gandesa: 'NAT', caspe: 'NAT', cervera: 'NAT', lerida: 'NAT', tarragona: 'NAT' },
      attack: ['gandesa'],
    };
    dice.push(3, 5); // NAT corps "9-11" roll 3 → LN 4; REP corps "2" roll 5 → LN 3
    let s = playAll(combatPosition(pos), [
      a('NAT', 'attack', { target: 'montblanch', attackers: ['nat-ac-marroqui', 'nat-ac-castilla'] }),
      a('NAT', 'combatCards', { cards: [] }),
      a('REP', 'combatCards', { cards: [] }),
    ]);
    expect(where(s, 'rep-ac-ii')).toEqual({ kind: 'box', box: 'eliminated-REP' });
    // NAT takes LN 3 from one of two full corps: his choice.
    expect(step(s)).toBe('combat-losses');
    listedPass(s);
    s = playAll(s, [a('NAT', 'takeLosses', { plan: 0 })]);
    expect(combatLog(s)[0]).toMatchObject({ winner: 'attacker', attackerLn: 4, defenderLn: 3 });
    // The retreat is automatic (one path) and the division ends reduced in Barcelona.
    expect(where(s, 'rep-rpa-01')).toEqual({ kind: 'space', space: 'barcelona' });
    expect(pieceOfDef(s, 'rep-rpa-01').steps).toBe(1);
    expect(step(s)).toBe('combat-advance');
    s = playAll(s, [a('NAT', 'advance', { units: ['nat-ac-marroqui', 'nat-ac-castilla'], to: 'montblanch' })]);
    expect(varsOf(s).control.montblanch).toBe('NAT');
    expect(varsOf(s).control.villafranca).toBe('REP');
  });

  it('derived §11.5.2: after a retreat of 2 the attacker may advance on into the space the defender passed', () => {
    const pos: CombatPosition = {
      side: 'REP',
      units: { 'rep-ac-ii': 'caspe', 'rep-ac-v': 'caspe', 'nat-inf-01': 'belchite', 'nat-inf-04': 'belchite' },
      control: { caspe: 'REP' },
      attack: ['caspe'],
    };
    dice.push(2, 1); // REP corps "6-8" roll 2 → LN 3; NAT "4" roll 1 → LN 0: retreat 2
    let s = playAll(combatPosition(pos), [
      a('REP', 'attack', { target: 'belchite', attackers: ['rep-ac-ii', 'rep-ac-v'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: [] }),
      a('NAT', 'takeLosses', { plan: 0 }),
    ]);
    expect([step(s), crusadeRules.toAct(M, s)[0]]).toEqual(['combat-retreat', 'NAT']);
    listedPass(s);
    const paths = legalActions(M, s, 'NAT').map((x) => ((x.args?.path ?? []) as string[]).join('>'));
    expect(paths).toContain('carinena>zaragoza');
    const unit = legalActions(M, s, 'NAT')[0]!.args?.unit as string;
    s = playAll(s, [a('NAT', 'retreat', { unit, path: ['carinena', 'zaragoza'] })]);
    expect(step(s)).toBe('combat-advance');
    listedPass(s);
    const ends = legalActions(M, s, 'REP')
      .filter((x) => x.verb === 'advance')
      .map((x) => x.args?.to);
    expect([...new Set(ends)].sort()).toEqual(['belchite', 'carinena']);
    s = playAll(s, [a('REP', 'advance', { units: ['rep-ac-ii'], to: 'carinena' })]);
    expect(where(s, 'rep-ac-ii')).toEqual({ kind: 'space', space: 'carinena' });
    expect([varsOf(s).control.belchite, varsOf(s).control.carinena]).toEqual(['REP', 'REP']);
  });

  it('derived §11.5.7: a unit that must retreat 2 with one space open is removed; the attacker may go there', () => {
    const pos: CombatPosition = {
      side: 'NAT',
      units: {
        'nat-ac-marroqui': 'illescas',
        'rep-ac-ii': 'toledo',
        'nat-inf-01': 'aranjuez',
        'nat-inf-04': 'talavera',
        'nat-inf-07': 'valderrepiso',
        'nat-inf-10': 'alcazar',
        'nat-inf-13': 'valdepenas',
        'nat-inf-16': 'almaden',
      },
      control: { illescas: 'NAT', talavera: 'NAT' },
      attack: ['illescas'],
    };
    dice.push(6, 1); // NAT corps "3-5" roll 6 → LN 4; REP corps "3-5" roll 1 → LN 1: retreat 2
    const s = playAll(combatPosition(pos), [
      a('NAT', 'attack', { target: 'toledo', attackers: ['nat-ac-marroqui'] }),
      a('NAT', 'combatCards', { cards: [] }),
      a('REP', 'combatCards', { cards: [] }),
    ]);
    expect(where(s, 'rep-ac-ii')).toEqual({ kind: 'box', box: 'removed' });
    expect(step(s)).toBe('combat-advance');
    const ends = legalActions(M, s, 'NAT')
      .filter((x) => x.verb === 'advance')
      .map((x) => x.args?.to);
    expect([...new Set(ends)].sort()).toEqual(['ciudad-real', 'toledo']);
  });

  it('derived §16.1.4: an Attack-activated siege space keeps the attack step open for its assault', () => {
    const s = combatPosition({ side: 'REP', turn: 1, units: { 'rep-mil-02': 'toledo' }, attack: ['toledo'] });
    // beginAttacks answers whether a combat is left to fight: flow.ts stays in 'ops-attack', or ends the round.
    expect(beginAttacks(M, draftOf(s))).toBe(true);
    expect(varsOf(s).sieges.alcazar).toEqual({ space: 'toledo', resist: 3 });
    const none = draftOf(combatPosition({ side: 'REP', units: { 'rep-mil-02': 'madrid' }, attack: ['madrid'] }));
    expect(beginAttacks(M, none)).toBe(false);
  });

  it('derived (N14 Defection): one attacking POL unit is eliminated before the fire; the attack goes on', () => {
    const pos: CombatPosition = {
      side: 'REP',
      turn: 3,
      units: { 'rep-pol-01': 'madrid', 'rep-mil-02': 'madrid', 'nat-inf-01': 'illescas' },
      control: { illescas: 'NAT', talavera: 'NAT' },
      attack: ['madrid'],
      hands: { NAT: ['N14'] },
    };
    dice.push(1, 1);
    const s = playAll(combatPosition(pos), [
      a('REP', 'attack', { target: 'illescas', attackers: ['rep-pol-01', 'rep-mil-02'] }),
      a('REP', 'combatCards', { cards: [] }),
      a('NAT', 'combatCards', { cards: ['N14'] }),
    ]);
    expect(where(s, 'rep-pol-01')).toEqual({ kind: 'box', box: 'eliminated-REP' });
    expect(combatLog(s)).toHaveLength(1);
    expect(varsOf(s).decks.NAT.removed).toContain('N14');
  });
});

describe('structural checks in every mode', () => {
  it('derived (verb.ts contract): an unknown space, unit, card or plan is refused even in honor mode', () => {
    const s = {
      ...combatPosition({
        side: 'REP',
        units: { 'rep-ac-ii': 'madrid', 'nat-inf-01': 'illescas' },
        attack: ['madrid'],
      }),
      mode: 'honor' as const,
    };
    const refused = (st: GameState, x: Action) => 'violations' in crusadeRules.reduce(M, st, x, {} as never);
    expect(refused(s, a('REP', 'attack', { target: 'atlantis', attackers: ['rep-ac-ii'] }))).toBe(true);
    expect(refused(s, a('REP', 'attack', { target: 'illescas', attackers: ['nobody'] }))).toBe(true);
    const atCards = playAll(s, [a('REP', 'attack', { target: 'illescas', attackers: ['rep-ac-ii'] })]);
    expect(refused(atCards, a('REP', 'combatCards', { cards: ['N11'] }))).toBe(true); // not REP's
  });
});

describe('§17.4 Militia Lack of Coordination', () => {
  const pos = (turn: number, flags: string[] = [], mil1 = 'rep-mil-02', mil2 = 'rep-mil-05') =>
    combatPosition({
      side: 'REP',
      turn,
      units: { 'rep-pol-01': 'barracas', [mil1]: 'ademuz', [mil2]: 'rubielos', 'nat-inf-01': 'teruel' },
      attack: ['barracas', 'ademuz', 'rubielos'],
      flags,
    });
  const all = ['rep-pol-01', 'rep-mil-02'];
  it('worked example T-38: one militia-only space may join Barracas before Largo Caballero (Turns 1–5)', () => {
    const s = pos(3);
    expect(attackProblems(M, s, 'teruel', [...all, 'rep-mil-05']).map((v) => v.rule)).toEqual([
      'crusade.militiaCoordination',
    ]);
    expect(attackProblems(M, s, 'teruel', all)).toEqual([]);
    expect(attackProblems(M, pos(3, ['militiasMilitarized']), 'teruel', [...all, 'rep-mil-05'])).toEqual([]);
    const catalan = pos(3, ['militiasMilitarized'], 'rep-erc-macia', 'rep-cnt-aguiluchos');
    expect(attackProblems(M, catalan, 'teruel', ['rep-pol-01', 'rep-erc-macia', 'rep-cnt-aguiluchos'])).toHaveLength(1);
    const oneCatalan = pos(3, ['militiasMilitarized'], 'rep-mil-02', 'rep-cnt-aguiluchos');
    expect(attackProblems(M, oneCatalan, 'teruel', [...all, 'rep-cnt-aguiluchos'])).toEqual([]);
    expect(attackProblems(M, pos(6), 'teruel', [...all, 'rep-mil-05'])).toEqual([]);
  });
});

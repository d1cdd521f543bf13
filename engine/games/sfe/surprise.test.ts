import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/dice.js';
import { DEAD_PILE, type GameState } from '../../core/types.js';
import { barbarossa, barbarossaModule, playAll } from './barbarossa.fixture.js';
import { legalActions, promptOf, sfeRules } from './rules.js';
import { AXIS, SOVIET, varsOf } from './state.js';
import { lossTable, sovietAir } from './surprise.js';

const m = barbarossaModule;
const roll = { side: SOVIET, verb: 'rollSurprise', args: {} };

/** Barbarossa with the first-turn surprise on (the option's default). */
const start = (seed = '1'): GameState => barbarossa(seed, {});

/** A state whose next die is `die`: the first seed found that rolls it (the game's own dice, never chosen). */
function rollingA(die: number): GameState {
  for (let i = 0; i < 200; i++) {
    const s = start(`s${i}`);
    const after = playAll(s, [roll]);
    if (varsOf(after).surprise?.die === die) return s;
  }
  throw new Error(`no seed rolls ${die}`);
}

/** The Soviet player gives up air units one by one, the first listed each time, until the step moves on. */
function loseAll(s: GameState): GameState {
  let out = s;
  for (let i = 0; i < 10 && varsOf(out).step === 'surprise'; i++) {
    const a = legalActions(m, out, SOVIET).find((x) => x.verb === 'loseAir')!;
    out = playAll(out, [{ side: SOVIET, verb: 'loseAir', args: a.args! }]);
  }
  return out;
}

describe('the first-turn surprise (†§28.16b)', () => {
  it('§28.16 Barbarossa opens with the surprise: the Soviet player rolls before the Axis plays', () => {
    const s = start();
    expect(varsOf(s).step).toBe('surprise');
    expect(sfeRules.toAct(m, s)).toEqual([SOVIET]);
    expect(legalActions(m, s, SOVIET)).toEqual([{ verb: 'rollSurprise', args: {} }]);
    expect(legalActions(m, s, AXIS)).toEqual([]);
    expect(promptOf(m, s)?.id).toBe('sfe.surpriseRoll');
    // the option off: no surprise, the Axis moves at once
    expect(varsOf(barbarossa('1', { firstTurnSurprise: false })).step).toBe('movement');
  });

  it('§28.16 the table is the rulebook’s: 4, 5, 5, 6, 6, 7 Soviet air units on a die of 1 to 6', () => {
    expect(lossTable(m, start())).toEqual([4, 5, 5, 6, 6, 7]);
  });

  it('§28.16 T47: die 6 in Barbarossa → 7 Soviet air units lost, the Soviet player picking them', () => {
    const s = rollingA(6);
    const air = sovietAir(m, s).length;
    const r = sfeRules.reduce(m, s, roll);
    if ('violations' in r) throw new Error('refused');
    expect(r.events).toContainEqual({ type: 'airSurprise', side: SOVIET, die: 6, lost: 7, rule: '28.16' });
    expect(r.events.some((e) => e.type === 'roll' && e.rule === '28.16')).toBe(true);
    expect(varsOf(r.state).surprise).toEqual({ die: 6, lost: 7, left: 7 });
    expect(promptOf(m, r.state)?.id).toBe('sfe.surprise');
    const after = loseAll(r.state);
    expect(sovietAir(m, after).length).toBe(air - 7);
    // lost where eliminated air units go (†§27.24 replaces them from there)
    const dead = after.pieces.filter((p) => p.side === SOVIET && p.at.kind === 'box' && p.at.box === DEAD_PILE);
    expect(dead.length).toBe(7);
    // the first turn's play goes on: the Axis's Reinforcement Phase passes, its Movement Phase waits
    expect(varsOf(after).step).toBe('movement');
    expect(after.activeSide).toBe(AXIS);
  });

  it('§28.16 T47: die 1 → 4 Soviet air units lost', () => {
    const s = rollingA(1);
    const air = sovietAir(m, s).length;
    const after = loseAll(playAll(s, [roll]));
    expect(varsOf(after).surprise).toEqual({ die: 1, lost: 4, left: 0 });
    expect(sovietAir(m, after).length).toBe(air - 4);
  });

  it('§28.16 the die is the game’s: rolled again from the same state it is the same, and no verb names it', () => {
    const s = start('same');
    const a = playAll(s, [roll]);
    const b = playAll(s, [{ ...roll, args: { die: 1 } }]);
    expect(varsOf(a).surprise).toEqual(varsOf(b).surprise);
    // a state whose dice differ rolls on its own dice
    const other = { ...s, rng: seedRng('other') };
    expect(playAll(other, [roll]).rng).not.toEqual(a.rng);
  });

  it('§28.16 enforced: only a Soviet air unit on the map is lost, and not before the roll nor once paid', () => {
    const s = playAll(start(), [roll]);
    const ground = s.pieces.find((p) => p.side === SOVIET && p.at.kind === 'hex' && !sovietAir(m, s).includes(p))!;
    expect(sfeRules.check(m, s, { side: SOVIET, verb: 'loseAir', args: { piece: ground.id } })[0]?.rule).toBe(
      'sfe.surprise.unit',
    );
    expect(sfeRules.check(m, start(), { side: SOVIET, verb: 'loseAir', args: { piece: ground.id } })[0]?.rule).toBe(
      'sfe.surprise.none',
    );
    expect(sfeRules.check(m, s, { side: SOVIET, verb: 'done', args: {} })[0]?.rule).toBe('sfe.surprise.left');
    expect(sfeRules.check(m, s, roll)[0]?.rule).toBe('sfe.surprise.roll');
  });

  it('§28.16 advisory and honor play may end the surprise with units still owed', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const s = { ...playAll(start(), [roll]), mode };
      const r = sfeRules.reduce(m, s, { side: SOVIET, verb: 'done', args: {} });
      if ('violations' in r) throw new Error(mode);
      expect(varsOf(r.state).step, mode).toBe('movement');
      expect(sovietAir(m, r.state).length, mode).toBe(sovietAir(m, s).length);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/dice.js';
import { DEAD_PILE, type GameEvent, type GameState } from '../../core/types.js';
import { airCities, airPlaces, eliminatedAir } from './airreplace.js';
import { barbarossa, barbarossaModule, playAll } from './barbarossa.fixture.js';
import { cityHexOf } from './cityrp.js';
import { legalActions, promptOf, sfeRules } from './rules.js';
import { AXIS, defOf, isAirType, varsOf } from './state.js';

const m = barbarossaModule;
const VIENNA = cityHexOf(m, 'Vienna')!;
const KONIGSBERG = cityHexOf(m, 'Königsberg')!;
const weather = { side: AXIS, verb: 'rollWeather', args: {} };

/** The German air units of the set-up. */
const germanAir = (s: GameState) =>
  s.pieces.filter((p) => p.side === AXIS && defOf(m, p)?.nationality === 'german' && isAirType(defOf(m, p)!.type));

/** JUL 1 1941's weather still to roll (a month's first turn: the month's RPs, §27.2), `dead` German air units
 *  eliminated, the game's dice seeded with `seed`. */
function july(seed: string, dead = 2): GameState {
  const s = barbarossa();
  const gone = new Set(
    germanAir(s)
      .slice(0, dead)
      .map((p) => p.id),
  );
  const pieces = s.pieces.map((p) => (gone.has(p.id) ? { ...p, at: { kind: 'box' as const, box: DEAD_PILE } } : p));
  const vars = { ...varsOf(s), step: 'weather', phase: 'weather', date: { year: 1941, month: 7, half: 1 } };
  return {
    ...s,
    turn: 2,
    phase: 'weather',
    activeSide: AXIS,
    pieces,
    rng: seedRng(seed),
    vars,
  } as unknown as GameState;
}

/** The Axis's JUL 1 segment opened, with the events of the opening. */
function opened(seed: string, dead = 2): { state: GameState; events: GameEvent[] } {
  const r = sfeRules.reduce(m, july(seed, dead), weather);
  if ('violations' in r) throw new Error('refused');
  return { state: r.state, events: r.events };
}

/** The first seed whose air-replacement die passes `pred`. */
function seedWhere(pred: (die: number) => boolean): string {
  for (let i = 0; i < 100; i++) {
    const e = opened(`air${i}`).events.find((x) => x.type === 'airReplacements' && x.country === 'german');
    if (e && pred(Number(e.die))) return `air${i}`;
  }
  throw new Error('no seed');
}

describe('air replacements by the RP ratio (†§27.24(2))', () => {
  it('§27.24 T36 on the board: 10 German air RPs, one replacement sure, a second on 1-4 (all 10 spent)', () => {
    const hit = opened(seedWhere((d) => d <= 4));
    const e = hit.events.find((x) => x.type === 'airReplacements' && x.country === 'german')!;
    expect(e).toMatchObject({ side: AXIS, points: 10, units: 2, rule: '27.24' });
    expect(hit.events.some((x) => x.type === 'roll' && x.rule === '27.24' && x.by === AXIS)).toBe(true);
    expect(varsOf(hit.state).airWon?.german).toBe(2);
    const miss = opened(seedWhere((d) => d > 4));
    expect(miss.events.find((x) => x.type === 'airReplacements' && x.country === 'german')).toMatchObject({
      points: 10,
      units: 1,
    });
    expect(varsOf(miss.state).airWon?.german).toBe(1);
    // §27.2 the air RPs are spent or lost at once
    expect(varsOf(miss.state).points.axis.air).toBe(0);
  });

  it('§27.24 no die when it cannot matter: one German air unit lost, the sure replacement covers it', () => {
    const one = opened('one', 1);
    const e = one.events.find((x) => x.type === 'airReplacements' && x.country === 'german')!;
    expect(e).toMatchObject({ points: 10, die: 0, units: 1 });
    expect(one.events.some((x) => x.type === 'roll' && x.rule === '27.24')).toBe(false);
  });

  it('§27.24 the Reinforcement Phase waits and asks for the air replacements; a placed unit is back on the map', () => {
    const { state } = opened(seedWhere((d) => d <= 4));
    expect(varsOf(state).step).toBe('reinforcement');
    expect(promptOf(m, state)?.id).toBe('sfe.reinforcementAir');
    expect(promptOf(m, state)?.info).toMatchObject({ air: 2 });
    const dead = eliminatedAir(m, state, AXIS, 'german');
    expect(dead.length).toBe(2);
    // Vienna is Germany's replacement city that makes aircraft (the scenario's split)
    expect(airCities(m, state, 'german')).toEqual([VIENNA]);
    expect(airPlaces(m, state, dead[0]!)).toEqual([VIENNA]);
    const listed = legalActions(m, state, AXIS).filter((a) => a.verb === 'replaceAir');
    expect(listed).toContainEqual({ verb: 'replaceAir', args: { piece: dead[0]!.id, hex: VIENNA } });
    const s = playAll(
      state,
      dead.map((p) => ({ side: AXIS, verb: 'replaceAir', args: { piece: p.id, hex: VIENNA } })),
    );
    for (const p of dead) expect(s.pieces.find((x) => x.id === p.id)!.at).toEqual({ kind: 'hex', hex: VIENNA });
    expect(varsOf(s).airWon?.german).toBe(0);
    expect(promptOf(m, s)?.id).toBe('sfe.reinforcement');
  });

  it('§27.24 refused with the rule: a city that makes no aircraft, a unit not eliminated, none won', () => {
    const { state } = opened(seedWhere((d) => d > 4));
    const [first, second] = eliminatedAir(m, state, AXIS, 'german');
    const try_ = (piece: string, hex: string, s = state) =>
      sfeRules.check(m, s, { side: AXIS, verb: 'replaceAir', args: { piece, hex } })[0]?.rule;
    expect(try_(first!.id, KONIGSBERG)).toBe('sfe.replaceAir.place');
    expect(try_(germanAir(state).find((p) => p.at.kind === 'hex')!.id, VIENNA)).toBe('sfe.replaceAir.unit');
    const s = playAll(state, [{ side: AXIS, verb: 'replaceAir', args: { piece: first!.id, hex: VIENNA } }]);
    expect(try_(second!.id, VIENNA, s)).toBe('sfe.replaceAir.none');
  });

  it('§27.24 replacements not placed are lost when the phase ends', () => {
    const { state } = opened(seedWhere((d) => d <= 4));
    const s = playAll(state, [{ side: AXIS, verb: 'done', args: {} }]);
    const dead = eliminatedAir(m, s, AXIS, 'german');
    expect(dead.length).toBe(2);
    expect(airPlaces(m, s, dead[0]!)).toEqual([]);
  });
});

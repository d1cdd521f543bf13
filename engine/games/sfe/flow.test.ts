import { describe, expect, it } from 'vitest';
import { barbarossa, barbarossaModule, playAll } from './barbarossa.fixture.js';
import { legalActions, sfeRules } from './rules.js';
import { AXIS, SOVIET, varsOf } from './state.js';

const done = (side: string) => ({ side, verb: 'done', args: {} });
const other = (side: string) => (side === AXIS ? SOVIET : AXIS);
// §15.01 the Air Phase: the non-phasing side allocates first, then the phasing side (no interception: nothing flew);
// §4.02 on the first turn neither side has anything to place: its Reinforcement Phase passes by itself
const segment = (side: string) => [done(side), done(other(side)), done(side), done(side), done(side), done(side)];

describe('the sequence of play (§4)', () => {
  const start = barbarossa();

  it('§4.01 Barbarossa opens on JUN 2 1941 in clear weather, the Axis moving (nothing to place)', () => {
    const v = varsOf(start);
    expect(v.date).toEqual({ year: 1941, month: 6, half: 2 });
    expect(v.step).toBe('movement');
    expect(start.activeSide).toBe(AXIS);
    expect(v.weather.A).toBe('clear');
    expect(v.railCapacity.axis).toBeGreaterThan(0);
    expect(v.railheads.axis.length).toBeGreaterThan(0);
  });

  it('§4.02-§4.09 a segment: reinforcement, supply, movement, air, combat, exploitation, post-exploitation', () => {
    const steps: string[] = [];
    let s = start;
    for (const a of segment(AXIS)) {
      steps.push(varsOf(s).step);
      s = playAll(s, [a]);
    }
    expect(steps).toEqual(['movement', 'air', 'air', 'combat', 'exploitation', 'postExploitation']);
    expect(varsOf(s).step).toBe('movement');
    expect(s.activeSide).toBe(SOVIET);
    expect(varsOf(s).segment).toBe(2);
  });

  it('§4.0 after the Soviet segment the next turn opens with its weather roll, half a month later', () => {
    const s = playAll(start, [...segment(AXIS), ...segment(SOVIET)]);
    expect(varsOf(s).step).toBe('weather');
    expect(s.turn).toBe(2);
    expect(varsOf(s).date).toEqual({ year: 1941, month: 7, half: 1 });
    const rolled = playAll(s, [{ side: AXIS, verb: 'rollWeather', args: {} }]);
    expect(varsOf(rolled).step).toBe('reinforcement');
    expect(rolled.activeSide).toBe(AXIS);
    // §27.2 the Axis's monthly RPs arrive on JUL 1.
    expect(varsOf(rolled).points.axis.infantry).toBeGreaterThan(0);
    // §27.1 the turn's reinforcements are due.
    expect(legalActions(barbarossaModule, rolled, AXIS).some((a) => a.verb === 'enter')).toBe(true);
  });

  it('§4.04 the Movement Phase offers ground, strategic and rail moves of the phasing side only', () => {
    const s = start;
    const acts = legalActions(barbarossaModule, s, AXIS);
    expect(acts.some((a) => a.verb === 'move')).toBe(true);
    expect(acts.some((a) => a.verb === 'move' && a.args?.sm === 'yes')).toBe(true);
    expect(acts.some((a) => a.verb === 'rail')).toBe(true);
    expect(legalActions(barbarossaModule, s, SOVIET)).toEqual([]);
    const m = acts.find((a) => a.verb === 'move')!;
    const after = playAll(s, [{ side: AXIS, verb: 'move', args: m.args! }]);
    expect(after.pieces.find((p) => p.id === m.args!.piece)!.at).toEqual({ kind: 'hex', hex: m.args!.to });
  });
});

describe('the Combat Phase in the flow (§4.06)', () => {
  it('§4.06 the phasing side attacks, the flow asks each answer of the side that owes it, then the phase ends', () => {
    const start = barbarossa('combat');
    const empty = (hex: unknown) => !start.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === hex);
    const m = legalActions(barbarossaModule, start, AXIS).find((x) => x.verb === 'move' && empty(x.args?.to))!;
    let s = playAll(start, [{ side: AXIS, verb: 'move', args: m.args! }, done(AXIS), done(SOVIET), done(AXIS)]);
    expect(Object.keys(varsOf(s).moved)).toEqual([m.args!.piece]);
    expect(varsOf(s).step).toBe('combat');
    const a = legalActions(barbarossaModule, s, AXIS).find((x) => x.verb === 'attack');
    expect(a).toBeDefined();
    s = playAll(s, [{ side: AXIS, verb: 'attack', args: a!.args! }]);
    const asked = new Set<string>();
    for (let i = 0; i < 20 && varsOf(s).step === 'combat'; i++) {
      const side = sfeRules.toAct(barbarossaModule, s)[0]!;
      const offered = legalActions(barbarossaModule, s, side).filter((x) => x.verb !== 'attack');
      const next = offered[0]!;
      asked.add(next.verb);
      s = playAll(s, [{ side, verb: next.verb, args: next.args! }]);
    }
    expect(asked.has('done')).toBe(true);
    expect(varsOf(s).step).toBe('exploitation');
    // §11.01 the Movement Phase's spending does not carry into the Exploitation Phase.
    expect(varsOf(s).moved).toEqual({});
  });
});

describe('a phase with nothing to do (§4.02)', () => {
  it('§4.02 a Reinforcement Phase with nothing to place passes by itself in every mode, the log saying so', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      const options = { firstTurnSurprise: false };
      const start = sfeRules.setup(barbarossaModule, { scenarioId: 'barbarossa', seed: '1', mode, options });
      expect(varsOf(start).step, mode).toBe('movement');
      const axis = segment(AXIS);
      const before = playAll(start, axis.slice(0, -1));
      const r = sfeRules.reduce(barbarossaModule, before, axis.at(-1)!);
      if ('violations' in r) throw new Error(mode);
      expect(r.state.activeSide, mode).toBe(SOVIET);
      expect(varsOf(r.state).step, mode).toBe('movement');
      expect(r.events, mode).toContainEqual({ type: 'phasePassed', side: SOVIET, phase: 'reinforcement', turn: 1 });
    }
  });

  it('§4.02 a Reinforcement Phase with a reinforcement due waits for its side', () => {
    const s = playAll(barbarossa(), [...segment(AXIS), ...segment(SOVIET)]);
    const r = sfeRules.reduce(barbarossaModule, s, { side: AXIS, verb: 'rollWeather', args: {} });
    if ('violations' in r) throw new Error('refused');
    expect(varsOf(r.state).step).toBe('reinforcement');
    expect(r.events.some((e) => e.type === 'phasePassed')).toBe(false);
  });
});

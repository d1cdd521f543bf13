import { describe, expect, it } from 'vitest';
import { REINFORCEMENTS, type GameState } from '../../core/types.js';
import { weatherFor } from '../ourwar/initiative.js';
import { NAT, REP } from '../ourwar/state.js';
import { crossingStart, ebroModule } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { ebroScenario, scenarioDef, trackTurn } from './scenario.js';
import { varsOf } from './state.js';

/** The whole battle's first state (as crossingStart is the crossing's). */
function battleStart(seed = '1'): GameState {
  return ebroRules.setup(ebroModule, { scenarioId: 'battle', seed, mode: 'enforced', options: {} });
}

/** The side to act ends its segment (or makes the first move listed, when IX.4.9 makes a unit move first). */
function next(s: GameState): GameState {
  const side = ebroRules.toAct(ebroModule, s)[0]!;
  const acts = ebroRules.view(ebroModule, s, side).legalActions;
  const a = acts.find((x) => x.verb === 'done') ?? acts.find((x) => x.verb === 'move') ?? acts[0]!;
  const r = ebroRules.reduce(ebroModule, s, { side, verb: a.verb, args: a.args ?? {} });
  if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r.state;
}

describe('the battle scenario in the engine', () => {
  it('II.3 the battle starts as the crossing does: the same pieces where they are, on the night of 25 July', () => {
    const b = battleStart('7');
    const c = crossingStart('7');
    const at = (s: GameState) =>
      s.pieces
        .filter((p) => p.at.kind === 'hex')
        .map((p) => `${p.id}@${p.at.kind === 'hex' ? p.at.hex : ''}`)
        .sort();
    expect(at(b)).toEqual(at(c));
    expect(varsOf(b).part).toBe('night');
    expect(varsOf(b).surprise).toEqual({ side: REP, turn: 1 });
    expect(varsOf(b).step).toBe('initiative');
  });

  it('XIX.2.4 the later reinforcements wait for their turns, past the crossing’s 16', () => {
    const b = battleStart();
    const waiting = b.pieces.filter((p) => p.at.kind === 'box' && p.at.box === REINFORCEMENTS);
    const turnOfPiece = (id: string) => {
      const p = waiting.find((x) => x.id === id);
      return p?.at.kind === 'box' ? p.at.index : undefined;
    };
    expect(turnOfPiece('N-HQ-CEMZ')).toBeGreaterThan(16);
    expect(turnOfPiece('R-HQ-43D')).toBeGreaterThan(16);
    expect(turnOfPiece('N-HQ-13D')).toBe(3);
    const last = ebroScenario(ebroModule, 'battle').track.at(-1)!.turn;
    for (const p of waiting) if (p.at.kind === 'box') expect(p.at.index ?? 0, p.id).toBeLessThanOrEqual(last);
  });

  it('II.3-II.4 a game of the battle plays its first turn and reaches the day turn of 25 July', () => {
    let s = battleStart('3');
    for (let i = 0; i < 600 && s.turn === 1; i++) s = next(s);
    expect(s.turn).toBe(2);
    expect(varsOf(s).step).toBe('initiative');
    expect(varsOf(s).part).toBe('day');
    expect(trackTurn(ebroModule, 'battle', s.turn).date).toBe('1938-07-25');
    expect(ebroRules.toAct(ebroModule, s).length).toBe(1);
    expect([NAT, REP]).toContain(s.activeSide);
  });

  it('II.3 the battle’s track runs to the day turn of 16 November, past which the last entry answers', () => {
    const last = trackTurn(ebroModule, 'battle', 230);
    expect([last.date, last.part]).toEqual(['1938-11-16', 'day']);
    expect(trackTurn(ebroModule, 'battle', 231)).toBe(last);
    expect(trackTurn(ebroModule, 'crossing', 17).date).toBe('1938-08-01');
    expect(() => scenarioDef(ebroModule, 'campaign')).toThrow(/known: crossing, battle/);
  });

  it('XX.1.1 the battle orders the International Brigades out on a daylight turn; the crossing orders none', () => {
    const [w] = ebroScenario(ebroModule, 'battle').withdrawals;
    expect(trackTurn(ebroModule, 'battle', w!.turn).part).toBe('day');
    const ib = ebroModule.units.filter((u) => u.nationality === 'international-brigades').map((u) => u.id);
    expect([...(w!.units ?? [])].sort()).toEqual(ib.sort());
    expect(w!.exterior).toBe(true);
    expect(ebroScenario(ebroModule, 'crossing').withdrawals).toEqual([]);
  });

  it('IV, II.5 the autumn turns carry the weather DRMs that reach the cold rows of the weather table', () => {
    const nov = trackTurn(ebroModule, 'battle', 229);
    expect(nov.date).toBe('1938-11-16');
    expect(nov.weatherDrm).toBeLessThan(trackTurn(ebroModule, 'battle', 1).weatherDrm);
    // the same 2d6 roll of 5 is cold on a November night and clear on the crossing's first night
    expect(weatherFor(ebroModule, 5, nov.weatherDrm)).toBe('cold');
    expect(weatherFor(ebroModule, 5, trackTurn(ebroModule, 'battle', 1).weatherDrm)).toBe('clear');
  });
});

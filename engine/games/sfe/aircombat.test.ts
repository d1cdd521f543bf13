import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { airOf } from './air.js';
import { airModule, airPosition, sortie, unit } from './air.fixture.js';
import {
  airColumn,
  airCombatIn,
  airDrm,
  airResult,
  contested,
  type Flyer,
  fire,
  lossesOf,
  wavesOf,
} from './aircombat.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';

const fl = (id: string, combat: number, type: Flyer['type'], worth = combat): Flyer => ({ id, combat, type, worth });
const fighters = (n: number, combat: number, p: string) =>
  Array.from({ length: n }, (_, i) => fl(`${p}${i}`, combat, 'F'));
const bombers = (n: number, p: string) => Array.from({ length: n }, (_, i) => fl(`${p}${i}`, 2, 'B'));

describe('air combat (§17), the overall example (T18)', () => {
  it('§17.1 (5) a group fights in ⌈n / 3⌉ waves of at most three: five fighters are a wave of 3 and one of 2', () => {
    expect(wavesOf(fighters(5, 3, 'b')).map((w) => w.length)).toEqual([3, 2]);
    expect(wavesOf(fighters(6, 3, 'a')).map((w) => w.length)).toEqual([3, 3]);
  });

  it('§17.1 (6) 15 factors against 9 round down to 3:2, and a 2 there is XA', () => {
    expect(airColumn(airModule, 15, 9)).toBe('3:2');
    expect(airResult(airModule, '3:2', 2)).toBe('XA');
    const f = fire(airModule, fighters(5, 3, 'b'), fighters(3, 3, 'a'), true, 2);
    expect(f).toEqual({ column: '3:2', drm: 0, die: 2, result: 'XA' });
  });

  it('§17.2 XA: the owner loses one fighter and aborts another, left to right, choosing which', () => {
    const wave = [fl('a0', 3, 'F', 4), fl('a1', 3, 'F', 3), fl('a2', 3, 'F', 5)];
    expect(lossesOf(wave, 'XA')).toEqual({ eliminated: ['a1'], aborted: ['a0'] });
    expect(lossesOf(wave, '-')).toEqual({ eliminated: [], aborted: [] });
    expect(lossesOf([wave[0]!], 'XX')).toEqual({ eliminated: ['a0'], aborted: [] });
  });

  it('§17.11 four fighters against three B bombers: 12 to 6 is 2:1 at −1; the bombers reply 6 to 12, 1:2 at +1', () => {
    const att = fighters(4, 3, 'a');
    const wave = bombers(3, 'm');
    expect(airColumn(airModule, 12, 6)).toBe('2:1');
    expect(airDrm(att, wave, true)).toBe(-1);
    expect(airColumn(airModule, 6, 12)).toBe('1:2');
    expect(airDrm(wave, att, false)).toBe(1);
    expect(fire(airModule, att, wave, true, 3).column).toBe('2:1');
  });

  it('§17.11 no fighter-against-bomber DRM when the whole mission wave is HB; a fighter bombing counts as A', () => {
    const hb = [fl('h', 2, 'HB')];
    expect(airDrm(fighters(1, 3, 'f'), hb, true)).toBe(0);
    expect(airDrm(fighters(1, 3, 'f'), [fl('x', 3, 'A')], true)).toBe(0);
  });

  it('§17.2 the §19 example’s cells: 1:1 at 3 is X; the table’s odds below 1:3 cannot fire', () => {
    expect(airResult(airModule, airColumn(airModule, 3, 3), 3)).toBe('X');
    expect(airColumn(airModule, 1, 4)).toBeNull();
    // §17.1 (2) a transport group has no air combat factors: fighters fire at it on the best column
    expect(airColumn(airModule, 3, 0)).toBe('4:1');
    expect(airColumn(airModule, 0, 3)).toBeNull();
    expect(airResult(airModule, null, 1)).toBe('-');
  });

  it('§17.2 a better ratio or a lower roll never hurts the firer', () => {
    const harm = (r: string) => [...r].filter((c) => c === 'X').length * 2 + [...r].filter((c) => c === 'A').length;
    const cols = ['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1'];
    for (let r = 0; r <= 7; r++)
      for (let c = 1; c < cols.length; c++)
        expect(harm(airResult(airModule, cols[c]!, r))).toBeGreaterThanOrEqual(
          harm(airResult(airModule, cols[c - 1]!, r)),
        );
  });
});

describe('air combat over a hex in the flow (§17.1)', () => {
  const BREST = 'C:4643';
  it('§17.1 bypassing fighters take the escorts’ fire without replying, then attack the mission group', () => {
    const pieces = [
      ...[0, 1, 2].map((i) => unit(`a${i}`, 'ger-F', AXIS, 'C:4546')),
      ...[0, 1].map((i) => unit(`b${i}`, 'sov-B', SOVIET, 'C:4243')),
      unit('e0', 'sov-F', SOVIET, 'C:4243'),
    ];
    const sorties = [
      ...[0, 1, 2].map((i) =>
        sortie({ piece: `a${i}`, side: AXIS, mission: 'escort', hex: BREST, bombing: 0, bypass: true }),
      ),
      ...[0, 1].map((i) =>
        sortie({ piece: `b${i}`, side: SOVIET, mission: 'defensive-support', hex: BREST, bombing: 2 }),
      ),
      sortie({ piece: 'e0', side: SOVIET, mission: 'escort', hex: BREST, bombing: 0 }),
    ];
    const s = airPosition(pieces, { air: { stage: 'interception', sorties, flown: {}, launched: {} } });
    const d = draftState<SfeVars>(s);
    expect(contested(d, '1.1')).toEqual([BREST]);
    airCombatIn(airModule, d, BREST, '1.1');
    const fights = d.events.filter((e) => e.type === 'airCombat');
    // the escort fires at the bypassers (3 vs 9: below 1:2 is 1:3), who do not reply
    expect(fights[0]).toMatchObject({ side: SOVIET, wave: ['e0'], column: '1:3' });
    expect(fights.filter((e) => e.side === AXIS && (e.target as string[]).includes('e0'))).toEqual([]);
    // the survivors then fight the bombers, who fire back
    expect(fights.some((e) => e.side === AXIS && (e.target as string[]).includes('b0'))).toBe(true);
    expect(fights.some((e) => e.side === SOVIET && (e.wave as string[]).includes('b0'))).toBe(true);
    // every X took an air unit off the map and ended its sortie
    const dead = d.state.pieces.filter((p) => p.at.kind === 'box').map((p) => p.id);
    const flying = airOf(d.vars).sorties.map((x) => x.piece);
    for (const id of dead) expect(flying).not.toContain(id);
  });
});

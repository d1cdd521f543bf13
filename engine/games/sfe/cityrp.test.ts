import { describe, expect, it } from 'vitest';
import { type GameState, REPLACEMENTS } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { rebuild, rebuildPlaces } from './arrive.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { citySplit, cityHexOf, cityLevel, cityStatus, cutOffShare, keptAt, OFF_MAP } from './cityrp.js';
import { easternSources } from './eastern.js';
import { AXIS, type SfeVars, type Side, SOVIET, varsOf } from './state.js';
import { fullReach } from './supply.js';
import { graphOf } from './terrain.js';
import { openSegment } from './turn.js';

const m = barbarossaModule;
const LENINGRAD = cityHexOf(m, 'Leningrad')!;
const LANDING = 'N:2727';
const july = { year: 1941, month: 7, half: 1 as const };

/** The land hexes two steps from Leningrad but the one beside the Ladoga landing: Axis units there seal the city on
 *  land (their ZOC covers every hex beside it), the lake path to 2727 stays open (§23.61(3)). */
function ring(): string[] {
  const g = graphOf(m);
  const one = new Set(g.neighbors(LENINGRAD));
  const two = new Set([...one].flatMap((h) => g.neighbors(h)).filter((h) => h !== LENINGRAD && !one.has(h)));
  return [...two].filter(
    (h) => h !== 'N:2728' && !['sea', 'lake'].includes(m.map.hexes.find((x) => x.id === h)!.terrain),
  );
}

/** Barbarossa on JUL 1 1941 with Leningrad reached only over Lake Ladoga (T34), the Soviet segment to open. */
function besieged(): GameState {
  const s = barbarossa();
  const g = graphOf(m);
  const near = new Set([LENINGRAD, ...g.neighbors(LENINGRAD)]);
  const axis = s.pieces.find((p) => p.side === AXIS && p.def === 'G-XXVI')!;
  const seal = ring().map((hex, i) => ({ ...axis, id: `seal${i}`, at: { kind: 'hex' as const, hex } }));
  const pieces = [
    ...s.pieces.filter(
      (p) => !(p.side === SOVIET && p.at.kind === 'hex' && near.has(p.at.hex) && p.at.hex !== LENINGRAD),
    ),
    ...seal,
  ];
  const control: Record<string, Side> = { ...varsOf(s).control };
  for (const h of ring()) control[h] = AXIS;
  return { ...s, turn: 2, pieces, vars: { ...varsOf(s), control, date: july } } as unknown as GameState;
}

/** `side`'s segment opened on a state (its RPs received, §27.2). */
function open(s: GameState, side: Side = SOVIET): GameState {
  const d = draftState<SfeVars>(s);
  openSegment(m, d, side);
  return d.state;
}

describe('per-city replacement points (§27.21b)', () => {
  it('§27.21b the split keeps the monthly totals of every row', () => {
    const split = citySplit(m, barbarossa())!;
    const monthly = (m.scenarios[0]!.data as { replacements: { monthly: Record<string, Record<string, number>> } })
      .replacements.monthly;
    for (const [row, cities] of Object.entries(split)) {
      for (const k of ['infantry', 'armor', 'air'] as const) {
        const sum = Object.values(cities).reduce((a, p) => a + (p[k] ?? 0), 0);
        expect(sum, `${row} ${k}`).toBe(monthly[row]![k] ?? 0);
      }
      for (const name of Object.keys(cities)) if (name !== OFF_MAP) expect(cityHexOf(m, name), name).toBeDefined();
    }
  });

  it("§27.21b T34 on the board: Leningrad's only path is over Lake Ladoga → its RPs are halved and kept apart", () => {
    const s = besieged();
    const reach = fullReach(m, s, SOVIET);
    expect(easternSources(m, s, SOVIET, reach.ez, reach.rail).get(LENINGRAD)?.rule).toBe('23.61(3)');
    expect(cityStatus(m, s, SOVIET, LENINGRAD)).toBe('limited');
    const after = open(s);
    const share = citySplit(m, s)!.soviet!.Leningrad!;
    // Leningrad's 2 infantry and 1 armor RP halved (fractions kept); its air RPs spent or lost at once (§27.2)
    expect(varsOf(after).cityPoints?.[LENINGRAD]).toEqual({ infantry: share.infantry! / 2, armor: 0.5, air: 0 });
    // the pool has the rest of the month's: every other Soviet city traces to a full source
    expect(varsOf(after).points.soviet.infantry).toBe(24 - share.infantry!);
    expect(varsOf(after).points.soviet.armor).toBe(6 - share.armor!);
    // the same month with Leningrad joined to Moscow: all of it to the pool
    expect(varsOf(open(barbarossa())).points.soviet.infantry).toBe(0);
    const free = open({
      ...barbarossa(),
      turn: 2,
      vars: { ...varsOf(barbarossa()), date: july },
    } as unknown as GameState);
    expect(varsOf(free).points.soviet.infantry).toBe(24);
    expect(varsOf(free).cityPoints).toEqual({});
  });

  it('§27.21b a cut-off city’s RPs build only units placed in that city, and the pool’s none there', () => {
    const s = open(besieged());
    const pool = { ...s.pieces.find((p) => p.def === 'S-19RC')!, at: { kind: 'box' as const, box: REPLACEMENTS } };
    const v = varsOf(s);
    const base = { ...s, pieces: [...s.pieces.filter((p) => p.id !== pool.id), pool] };
    const act = (hex: string) => ({ side: SOVIET, verb: 'rebuild', args: { piece: pool.id, hex, reduced: 'yes' } });
    // one month halved is 1 infantry RP: not enough for the reduced corps (2), though the pool has 22
    expect(rebuildPlaces(m, base, pool)).toContain(LENINGRAD);
    expect(rebuild.check(m, base, act(LENINGRAD))[0]?.rule).toBe('sfe.rebuild.points');
    const rich = { ...base, vars: { ...v, cityPoints: { [LENINGRAD]: { infantry: 2.5, armor: 0.5, air: 0 } } } };
    const typed = rich as unknown as GameState;
    expect(rebuild.check(m, typed, act(LENINGRAD))).toEqual([]);
    const d = draftState<SfeVars>(typed);
    expect(rebuild.apply(m, d, act(LENINGRAD))).toBeNull();
    expect(d.vars.cityPoints?.[LENINGRAD]?.infantry).toBe(0.5);
    expect(d.vars.points.soviet.infantry).toBe(v.points.soviet.infantry);
    expect(d.vars.unsupplied[pool.id]).toBeUndefined();
    // §27.21b a unit placed in a city out of supply takes the city's supply status
    const out = { ...rich, vars: { ...rich.vars, cityUnsupplied: { [LENINGRAD]: 2 } } } as unknown as GameState;
    const d2 = draftState<SfeVars>(out);
    expect(rebuild.apply(m, d2, act(LENINGRAD))).toBeNull();
    expect(d2.vars.unsupplied[pool.id]).toBe(2);
  });

  it('§27.21b a city loses its armor RPs at effective unsupplied level 2, its infantry at 4 (air at 2, §27.24)', () => {
    const p = { infantry: 4, armor: 2, air: 3 };
    expect(cutOffShare(p, 0)).toEqual({ infantry: 2, armor: 1, air: 1.5 });
    expect(cutOffShare(p, 1)).toEqual({ infantry: 2, armor: 1, air: 1.5 });
    expect(cutOffShare(p, 2)).toEqual({ infantry: 2, armor: 0, air: 0 });
    expect(cutOffShare(p, 4)).toEqual({ infantry: 0, armor: 0, air: 0 });
    expect(keptAt(p, 3)).toEqual({ infantry: 4, armor: 0, air: 0 });
    // §23.51 a major city's level comes a turn late
    expect(cityLevel(m, { cityUnsupplied: { [LENINGRAD]: 2 } }, LENINGRAD)).toBe(1);
    expect(cityLevel(m, { cityUnsupplied: { [LENINGRAD]: 3 } }, LENINGRAD)).toBe(2);
  });

  it('§27.21b Leningrad with no path at all (2727 taken) counts its turns unsupplied and loses its armor RPs', () => {
    const s = besieged();
    const cut = {
      ...s,
      vars: { ...varsOf(s), control: { ...varsOf(s).control, [LANDING]: AXIS } },
    } as unknown as GameState;
    expect(cityStatus(m, cut, SOVIET, LENINGRAD)).toBe('none');
    let t = open(cut);
    expect(varsOf(t).cityUnsupplied?.[LENINGRAD]).toBe(1);
    expect(varsOf(t).cityPoints?.[LENINGRAD]?.armor).toBe(0.5);
    for (let i = 0; i < 2; i++) t = open(t);
    expect(varsOf(t).cityUnsupplied?.[LENINGRAD]).toBe(3);
    expect(varsOf(t).cityPoints?.[LENINGRAD]?.armor).toBe(0);
  });
});

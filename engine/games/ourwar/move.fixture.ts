// Test positions for the Our War movement, ZOC, stacking, supply and command rules: a module built in code (a
// one-sheet map of 12 x 10 hexes, counters of every kind, two sides' boxes) and states over plain series vars. The
// map: the Ebro (primary) between columns 8 and 9 with a crossing site at 0803|0903, a secondary river between
// columns 4 and 5, a road along row 5 over both rivers, a village 0305, rough 0203 and 1005 (on the road), marsh 0607,
// sea 1210. Only tests import it.

import { seedRng } from '../../core/dice.js';
import type { GameModule, HexsideDef, MapDef, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { BoxInfo } from './boxes.js';
import { type Crossing, type OurWarVars, REP, NAT, sideKey } from './state.js';

const PROV = { source: 'reconstructed' as const, reason: 'test fixture' };

/** A hex id of the fixture's grid. */
export const hexId = (col: number, row: number): string =>
  `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;

/** The hexsides between column `col` and the next, every row (flat-topped, even columns lower). */
export function between(col: number, rows: number, features: string[], name?: string): HexsideDef[] {
  const out: HexsideDef[] = [];
  for (let r = 1; r <= rows; r++) {
    const down = col % 2 === 0 ? 1 : -1;
    for (const r2 of [r, r + down])
      if (r2 >= 1 && r2 <= rows)
        out.push({ a: hexId(col, r), b: hexId(col + 1, r2), features, ...(name ? { name } : {}) });
  }
  return out;
}

/** A map of `cols` x `rows` clear hexes, with these terrains and hexsides. */
export function fixtureMap(cols: number, rows: number, terrain: Record<string, string>, sides: HexsideDef[]): MapDef {
  const hexes = [];
  for (let c = 1; c <= cols; c++)
    for (let r = 1; r <= rows; r++) hexes.push({ id: hexId(c, r), terrain: terrain[hexId(c, r)] ?? 'clear' });
  const grid = { orientation: 'flat' as const, shifted: 'even' as const, firstCol: 1, firstRow: 1, cols, rows };
  return {
    kind: 'hex',
    grid: { ...grid, digits: 2, size: 10 },
    terrain: [],
    hexes,
    hexsides: sides,
    boxes: [],
    prov: PROV,
  };
}

const face = (mp: number, f: Record<string, number>, attack = 3, defense = 3) => ({
  attack,
  defense,
  movement: mp,
  factors: f,
});
const FOOT = { fire: 1, range: 0, assault: 3, stack: 2 };
const def = (id: string, type: string, size: string, more: Partial<UnitDef>): UnitDef => ({
  id,
  name: id,
  nationality: 'republican',
  type,
  size,
  steps: 2,
  full: face(6, FOOT),
  reduced: face(6, FOOT, 1, 2),
  prov: PROV,
  ...more,
});
const hq = (id: string, size: string, up: string | undefined, f: Record<string, number>, nat = 'republican') =>
  def(id, 'hq', size, {
    nationality: nat,
    steps: 1,
    full: face(6, { stack: 1, ...f }, 0, 1),
    reduced: undefined,
    ...(up ? { hq: up } : {}),
  });

/** The counters: Republican army > corps V > division 35 > battalions of each kind; corps XV; Nationalists. */
export const UNITS: UnitDef[] = [
  hq('army', 'army', undefined, { support: 2, reorg: 6, supply: 10 }),
  hq('corps-v', 'corps', 'army', { support: 2, reorg: 6, supply: 8 }),
  hq('corps-xv', 'corps', 'army', { support: 2, reorg: 6, supply: 8 }),
  hq('div', 'division', 'corps-v', { support: 1, reorg: 4, supply: 6 }),
  hq('ib-hq', 'brigade', 'div', { support: 1, reorg: 3, supply: 4 }, 'international'),
  def('inf', 'infantry', 'battalion', { hq: 'div' }),
  def('inf-xv', 'infantry', 'battalion', { hq: 'corps-xv' }),
  def('ib', 'infantry', 'battalion', { hq: 'div', nationality: 'international', flags: ['ib'] }),
  def('direct', 'infantry', 'battalion', { hq: 'army', flags: ['direct'] }),
  def('ib-2', 'infantry', 'battalion', { hq: 'ib-hq', nationality: 'international', flags: ['ib'] }),
  def('inf-ib', 'infantry', 'battalion', { hq: 'ib-hq' }),
  def('mot', 'infantry', 'battalion', { hq: 'div', flags: ['motorised'], full: face(8, FOOT) }),
  def('tank', 'armour', 'battalion', { hq: 'div', flags: ['armoured'], full: face(8, { ...FOOT, stack: 3 }) }),
  def('art', 'artillery', 'battalion', {
    hq: 'div',
    flags: ['artillery'],
    full: face(4, { fire: 3, range: 3, stack: 2 }),
  }),
  def('mtn', 'mountain', 'battalion', { hq: 'div', flags: ['mountain'] }),
  def('guer', 'guerrilla', 'company', { hq: 'div', flags: ['guerrilla'], steps: 1, reduced: undefined }),
  def('afr', 'infantry', 'battalion', { hq: 'div', flags: ['army-of-africa'] }),
  def('boats', 'boats', 'company', { flags: ['boats'], steps: 1, full: face(0, { stack: 1, transport: 4 }, 0, 1) }),
  def('plane', 'air', 'squadron', { flags: ['air'], steps: 1, full: face(0, { groundAttack: 2 }, 0, 0) }),
  hq('n-div', 'division', undefined, { support: 1, reorg: 4, supply: 6 }, 'nationalist'),
  def('n-inf', 'infantry', 'battalion', { hq: 'n-div', nationality: 'nationalist' }),
  def('n-guer', 'guerrilla', 'company', { nationality: 'nationalist', flags: ['guerrilla'], steps: 1 }),
  def('n-plane', 'air', 'squadron', { nationality: 'nationalist', flags: ['air'], steps: 1 }),
];

/** The boxes: each side an interior box on its edge (Republic west, Nationalists east) linked to an exterior one. */
export const BOXES: Record<string, BoxInfo> = {
  west: { kind: 'interior', side: REP, edge: 'W', links: ['rear'] },
  rear: { kind: 'exterior', side: REP, edge: null, links: [] },
  east: { kind: 'interior', side: NAT, edge: 'E', links: ['n-rear'] },
  'n-rear': { kind: 'exterior', side: NAT, edge: null, links: [] },
};

/** A module over a map (the fixture's by default) with the counters and boxes above. */
export function fixtureModule(map: MapDef = moveMap(), boxes: Record<string, BoxInfo> = BOXES): GameModule {
  const scenario = { id: 'test', name: 'test', firstTurn: 1, lastTurn: 2, phases: ['move'], firstSide: REP };
  return {
    manifest: { id: 'ourwar-test' } as GameModule['manifest'],
    map,
    units: UNITS,
    markers: [],
    charts: [],
    scenarios: [{ ...scenario, placements: [], turns: [], data: { boxes } as never, prov: PROV }],
  };
}

/** The standard fixture map (see the head of this file). */
export function moveMap(): MapDef {
  const sides = [...between(8, 10, ['major-river'], 'Ebro'), ...between(4, 10, ['river'], 'Canaletes')];
  const site = sides.find((s) => sideKey(s.a, s.b) === sideKey('0803', '0903'));
  if (site) site.features = ['major-river', 'crossing-site'];
  for (let c = 1; c < 12; c++) {
    const a = hexId(c, 5);
    const b = hexId(c + 1, 5);
    const s = sides.find((x) => sideKey(x.a, x.b) === sideKey(a, b));
    if (s) s.features = [...s.features, 'road'];
    else sides.push({ a, b, features: ['road'] });
  }
  return fixtureMap(
    12,
    10,
    { '0305': 'village', '0203': 'rough', '1005': 'rough', '0607': 'marsh', '1210': 'sea' },
    sides,
  );
}

/** The fixture module on its standard map (one object, so every cache keyed on it is built once). */
export const moveModule = fixtureModule();

/** A unit of `def` in a hex or box (id = def unless given), its side from its nationality. */
export function unit(def: string, at: string, more: Partial<Piece> = {}): Piece {
  const d = UNITS.find((u) => u.id === def);
  if (!d) throw new Error(`fixture: no counter ${def}`);
  const where = /^\d{4}$/.test(at) ? { kind: 'hex' as const, hex: at } : { kind: 'box' as const, box: at };
  const side = d.nationality === 'nationalist' ? NAT : REP;
  return { id: def, def, kind: 'unit', side, at: where, steps: d.steps, disrupted: false, ...more };
}

/** Plain series vars: a dry clear day, no surprise, no marks. */
export function plainVars(): OurWarVars {
  return {
    part: 'day',
    initiative: 3,
    first: null,
    weather: 'clear',
    terrainPos: 0,
    terrainState: 'dry',
    surprise: null,
    cvp: { side: REP, value: 0 },
    avp: { nationalist: 0, republican: 0 },
    marks: {},
    crossings: {},
    works: {},
    holds: {},
    lost: { nationalist: { units: 0, levels: 0 }, republican: { units: 0, levels: 0 } },
  };
}

/** A state with these pieces over plain vars changed by `vars`. */
export function game(pieces: Piece[], vars: Partial<OurWarVars> = {}): GameState {
  return {
    moduleId: 'ourwar-test',
    moduleVersion: '1',
    scenarioId: 'test',
    mode: 'enforced',
    turn: 1,
    phase: 'move',
    activeSide: REP,
    pieces,
    rng: seedRng('fixture'),
    vars: { ...plainVars(), ...vars } as never,
  };
}

/** A fixed crossing on the hexside a-b, built and undamaged unless `more` says otherwise. */
export function crossing(a: string, b: string, kind: Crossing['kind'], more: Partial<Crossing> = {}) {
  return { [sideKey(a, b)]: { kind, a: a < b ? a : b, b: a < b ? b : a, damage: 0, ...more } };
}

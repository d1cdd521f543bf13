// Derived tests of Portugal's entry into the war (8.2) by every way the rulebook lists, on real hexes of the
// Spanish-Portuguese border, and of a landing that goes on into Portugal (10.2). Portugal is neutral in each
// position (8.1) and no Portuguese unit is on the map.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameEvent, GameState, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { geoOf } from './geo.js';
import { unitSupplied } from './supply.js';

const module = isabellaModule;
const geo = geoOf(module);

function act(state: GameState, side: string, verb: string, args: JsonObject = {}) {
  const r = applyAction(isabellaRules, module, state, { side, verb, args } as Action);
  if (!r.ok) throw new Error(`${verb} refused: ${r.violations.map((v) => `${v.section} ${v.message}`).join('; ')}`);
  return { state: r.state, events: r.events as GameEvent[] };
}

/** Turn 3 of a game, `phase` (movement first), `side` to act, these units on the map, Portugal neutral. */
const position = (seed: string, phase: string, side: string, units: JsonObject[], vars: JsonObject = {}) =>
  isabellaRules.setup(module, {
    scenarioId: 'campaign',
    seed,
    mode: 'enforced',
    options: {},
    position: { turn: 3, phase, movementFirst: true, activeSide: side, units, vars: { beachhead: '1321', ...vars } },
  });

// 1614: a clear inland Spanish hex on the border. Its Portuguese neighbours are empty; 1715 is a Spanish hex
// next to it (no river), away from Portugal; 1515 is next to both 1614 and a Portuguese hex.
const BORDER = '1614';
const INTO = geo.neighbors(BORDER).filter((h) => geo.region(h) === 'portugal');
const FROM = '1715';
const PROBER = '1515';
const PROBED = geo.neighbors(PROBER).find((h) => geo.region(h) === 'portugal' && INTO.includes(h))!;

describe('8.2 Portugal enters the war', () => {
  it('8.2: a unit that retreats after combat into Portugal brings Portugal into the war', () => {
    // 8.2: "Either player may ... bring Portugal instantly, permanently and fully into the war by ... 3) by moving
    // or retreating-after-combat one of his ground units into Portugal."
    expect(INTO.length).toBeGreaterThan(0);
    expect(geo.sideFeatures(FROM, BORDER)).toEqual([]);
    let checked = false;
    for (let i = 0; i < 200 && !checked; i++) {
      const s0 = position(`pt-retreat-${i}`, 'actions-2', 'axis', [
        { def: 'de-1ss', hex: FROM },
        { def: 'de-2ss', hex: FROM },
        { def: 'uk-78id', hex: BORDER },
        { def: 'us-1id', hex: '1321' },
      ]);
      let s = act(s0, 'axis', 'attack', { target: BORDER, attackers: ['de-1ss', 'de-2ss'] }).state;
      const b = varsOf(s).battle;
      if (b?.waiting === 'dl1') s = act(s, 'allied', 'dl1', { choice: 'retreat' }).state;
      if (varsOf(s).battle?.waiting !== 'retreat') continue;
      checked = true;
      expect(varsOf(s).portugal).toBe(false);
      const r = act(s, 'allied', 'retreat', { piece: 'uk-78id', to: { kind: 'hex', hex: INTO[0]! } });
      expect(r.state.pieces.find((p) => p.id === 'uk-78id')!.at).toEqual({ kind: 'hex', hex: INTO[0]! });
      expect(varsOf(r.state).portugal).toBe(true);
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'portugal', rule: '8.2' }));
    }
    expect(checked).toBe(true);
  });

  it('8.2: a German probe into an empty Portuguese hex brings Portugal into the war', () => {
    // 8.2: "... 2) by launching an attack into any hex in Portugal; or 3) by moving ... one of his ground units
    // into Portugal." 13.22: a probe is an attack whose force advances into the probed hex.
    expect(PROBED).toBeDefined();
    const s = position(
      'pt-probe',
      'actions-2',
      'axis',
      [
        { def: 'de-1ss', hex: PROBER },
        { def: 'uk-78id', hex: BORDER },
      ],
      {
        air: { side: 'axis', previous: null, toPlace: 0 },
      },
    );
    expect(unitSupplied(module, s, 'axis', 'de-1ss')).toBe(true);
    const probe = isabellaRules
      .view(module, s, 'axis')
      .legalActions.find((a) => a.verb === 'probe' && a.args!.target === PROBED);
    expect(probe?.args).toEqual({ target: PROBED, units: ['de-1ss'] });
    const r = act(s, 'axis', 'probe', { target: PROBED, units: ['de-1ss'] });
    expect(r.state.pieces.find((p) => p.id === 'de-1ss')!.at).toEqual({ kind: 'hex', hex: PROBED });
    expect(varsOf(r.state).portugal).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'portugal', rule: '8.2' }));
  });

  it('8.2, 10.2: a unit landing at the beachhead may go on into Portugal, as a unit already there may', () => {
    // 10.2: "During each turn's movement phase, the Allied player may enter previously uncommitted US, British and
    // Canadian units via the beachhead hex. ... during their turn of landing ... units have their MF halved. Start
    // counting including the landing hex itself." 8.2: moving a ground unit into Portugal brings it in.
    const vigo = '2403';
    const pt = '2304';
    expect(geo.region(pt)).toBe('portugal');
    expect(geo.neighbors(vigo)).toContain(pt);
    const s = position(
      'pt-land',
      'actions-1',
      'allied',
      [
        { def: 'us-1ad', hex: vigo },
        { def: 'de-1ss', hex: '4212' },
      ],
      {
        beachhead: vigo,
      },
    );
    expect(s.pieces.find((p) => p.id === 'us-1id')!.at).toMatchObject({ kind: 'box', box: 'at-sea' });
    const listed = (id: string) =>
      isabellaRules
        .view(module, s, 'allied')
        .legalActions.filter((a) => a.verb === 'move' && a.args!.piece === id)
        .map((a) => (a.args!.to as { hex: string }).hex);
    expect(listed('us-1ad')).toContain(pt);
    expect(listed('us-1id')).toContain(pt);
    const r = act(s, 'allied', 'move', { piece: 'us-1id', to: { kind: 'hex', hex: pt } });
    expect(r.state.pieces.find((p) => p.id === 'us-1id')!.at).toEqual({ kind: 'hex', hex: pt });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', piece: 'us-1id', landing: true }));
    expect(varsOf(r.state).portugal).toBe(true);
  });
});

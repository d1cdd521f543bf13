// Rules.sample for Operation Isabella: a playable state consistent with one side's view, for the search bot. Under
// fog of war (6.8) a side does not see the enemy units under the top of a stack, the enemy's dead pile, its units at
// sea (3.4, 10.2) and its units set aside for the set-up (3.2, 3.5). The sample puts every enemy unit of the
// scenario that the view does not show in one of the places it may be:
// - under an enemy stack whose top the view shows, room permitting (6.3). With the stack heights visible (the 6.8
//   option, on by default) each stack gets exactly the number of units the view counts under it;
// - its starting box while it may still be there: at sea, the Republican corps set aside until a loyalty test
//   fails (3.3; certainly there while its Falangist twin stands), the German set-up force until 3.5 is done;
// - the dead pile.
// Which unit goes where is drawn at random; with no count to go by, each place open to a unit is equally likely.
// That weighting is a heuristic of ours, not a rule ({source: 'reconstructed', reason: 'the view keeps no history
// of where unseen units went, so every open place is taken as equally likely'}). A drawn unit has its full steps,
// undisrupted. The dice are a fresh generator from the bot's random source (engine/ai/viewstate.ts).

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Location, Piece, SideId, View } from '../../core/types.js';
import { shuffled, stateOfView } from '../../ai/viewstate.js';
import { isabellaSetup } from './position.js';
import { AT_SEA, loyaltyPairs, SET_ASIDE } from './setup.js';
import { AXIS } from './units.js';
import { frozen, varsOf } from './state.js';
import { stackLimit } from './stacking.js';

const DEAD: Location = { kind: 'box', box: 'dead' };

/** The units of a scenario as its set-up places them (ids, faces and starting places), per module and scenario. */
function roster(module: GameModule, state: GameState): readonly Piece[] {
  const key = `${state.scenarioId}|${JSON.stringify(varsOf(state).options ?? {})}`;
  const byKey = rosters.get(module) ?? new Map<string, readonly Piece[]>();
  rosters.set(module, byKey);
  let hit = byKey.get(key);
  if (!hit) {
    const setup = { scenarioId: state.scenarioId, seed: 'sample', mode: 'enforced' as const };
    hit = isabellaSetup(module, { ...setup, options: varsOf(state).options ?? {} }).pieces.filter(
      (p) => p.kind === 'unit',
    );
    byKey.set(key, hit);
  }
  return hit;
}
const rosters = new WeakMap<GameModule, Map<string, readonly Piece[]>>();

/** The enemy hexes whose top unit the view shows and under which units may stand, with the units counted there. */
function enemyStacks(module: GameModule, view: View): Map<HexId, { top: Piece; count: number }> {
  const state = view.state as GameState;
  const battle = varsOf(state).battle;
  const out = new Map<HexId, { top: Piece; count: number }>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'hex' || p.side === view.side) continue;
    const hit = out.get(p.at.hex);
    out.set(p.at.hex, { top: p, count: (hit?.count ?? 0) + 1 });
  }
  // 6.8: a stack shown whole (the one a battle of this side looks under, a neutral Portuguese unit) hides nothing.
  for (const [hex, s] of out) {
    const seenWhole = s.count > 1 || (battle?.side === view.side && battle.target === hex);
    if (seenWhole || frozen(module, state, s.top)) out.delete(hex);
  }
  return out;
}

/** Whether the set-up steps (3.3-3.5) are still under way: every unit that starts in a box is still in it. */
function inSetup(view: View): boolean {
  return varsOf(view.state as GameState).step.startsWith('setup-');
}

/**
 * The starting box of an unseen unit if it may still be there, else null: at sea until it lands (10.2), a
 * Republican corps until its loyalty test fails (3.3), the German set-up force until 3.5 is done.
 */
function homeBox(view: View, unit: Piece): Location | null {
  if (unit.at.kind !== 'box' || unit.at.box === 'dead') return null;
  return isGermanSetAside(unit) && !inSetup(view) ? null : unit.at;
}

/** Whether an unseen unit may stand on the map now: not at sea before the landing (3.4), nor set aside before 3.5. */
function mayBeOnMap(view: View, u: Piece): boolean {
  if (u.at.kind !== 'box') return true;
  const step = varsOf(view.state as GameState).step;
  const early = step === 'setup-loyalty' || step === 'setup-beachhead';
  if (u.at.box === AT_SEA.box) return !early;
  return !(isGermanSetAside(u) && (early || step === 'setup-landing'));
}

/** Whether a unit starts in the German set-up force's box (3.5). */
function isGermanSetAside(u: Piece): boolean {
  return u.at.kind === 'box' && u.at.box === SET_ASIDE.box && u.at.index === SET_ASIDE.index && u.side === AXIS;
}

/** A state consistent with `view`: the enemy units it does not show drawn among the places they may be (6.8). */
export function isabellaSample(module: GameModule, view: View, random: () => number): GameState {
  const base = stateOfView(view, random);
  if (base.mode === 'honor') return base;
  const seen = new Set(base.pieces.map((p) => p.id));
  const enemy: SideId[] = module.manifest.sides.map((s) => s.id).filter((s) => s !== view.side);
  const unseen = roster(module, base).filter((p) => enemy.includes(p.side) && !seen.has(p.id));
  const twins = new Map(loyaltyPairs(module).map((t) => [t.republican, t.falangist]));
  // A Republican corps whose Falangist twin stands passed no failed test: it is still set aside (3.3).
  const certain = (u: Piece) => {
    const twin = twins.get(u.id);
    return twin !== undefined && seen.has(twin);
  };
  const stacks = enemyStacks(module, view);
  const heights = (base.vars.hiddenUnits ?? null) as Record<HexId, number> | null;
  const under = new Map<HexId, Piece[]>();
  const room = (hex: HexId) => (under.get(hex)?.length ?? 0) + 1 < stackLimit(hex);
  const placed: Piece[] = [];
  const pool = shuffled(unseen, random);
  const put = (u: Piece, at: Location) => placed.push({ ...u, at, disrupted: false });
  // With the heights shown, each stack takes its count first, from the units that may be on the map.
  if (heights) {
    for (const [hex, n] of Object.entries(heights)) {
      if (!stacks.has(hex)) continue;
      for (let k = 0; k < n; k++) {
        const i = pool.findIndex((u) => !certain(u) && mayBeOnMap(view, u));
        if (i < 0) break;
        const [u] = pool.splice(i, 1);
        under.set(hex, [...(under.get(hex) ?? []), { ...u!, at: { kind: 'hex', hex }, disrupted: false }]);
      }
    }
  }
  for (const u of pool) {
    const home = homeBox(view, u);
    if (certain(u) && home) {
      put(u, home);
      continue;
    }
    const hexes = heights || !mayBeOnMap(view, u) ? [] : [...stacks.keys()].filter(room);
    const places: (Location | 'under')[] = [
      DEAD,
      ...(home ? [home] : []),
      ...(hexes.length > 0 ? ['under' as const] : []),
    ];
    const place = places[Math.floor(random() * places.length)]!;
    if (place !== 'under') put(u, place);
    else {
      const hex = hexes[Math.floor(random() * hexes.length)]!;
      under.set(hex, [...(under.get(hex) ?? []), { ...u, at: { kind: 'hex', hex }, disrupted: false }]);
    }
  }
  // The units under a stack go before its top unit (the last of a hex is on top).
  const pieces: Piece[] = [];
  for (const p of base.pieces) {
    if (p.at.kind === 'hex' && stacks.get(p.at.hex)?.top === p) pieces.push(...(under.get(p.at.hex) ?? []));
    pieces.push(p);
  }
  const vars = { ...base.vars };
  delete vars.hiddenUnits;
  return { ...base, pieces: [...pieces, ...placed], vars };
}

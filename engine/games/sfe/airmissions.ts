// The Air Phase's verb `fly {piece, mission, hex, bypass?}` (§15.01, §16): the non-phasing side first allocates
// defensive air support, defensive escort and transfers, then the phasing side every offensive mission and
// transfers, then the non-phasing side its interceptions (§15.01). Each mission has its flyers and its hex: offensive
// support over an enemy ground unit (§16.12), defensive support over a friendly one (§16.22), HB on neither;
// interdiction over any land hex (§16.15); airfield bombing on an enemy air base (§16.13); escort anywhere (§15.04);
// interception, by fighters, of a hex where enemy air units were allocated this phase, 4 hexes at most (§16.23);
// transfer to a friendly base with room, twice the range (§16.41). Bombing needs bombing factors, and weather that
// lets them fly (the Weather Effects Chart: none in Heavy Mud and Heavy Snow, §25).

import { act, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { drawByGroup } from '../../core/random-player.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Piece } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import {
  type AirFactors,
  type AirStage,
  airOf,
  airOfPiece,
  airSupplyEffect,
  BASE_CAPACITY,
  baseKind,
  flown,
  MISSIONS,
  type Mission,
  mayFlyAgain,
  mayLand,
  missionRange,
  sortieBombing,
  weatherBombing,
} from './air.js';
import { flyByHand } from './byhandair.js';
import { defOf, enemyOf, hexDef, hexOf, isGround, type SfeVars, type Side, violation } from './state.js';
import { effectiveLevel } from './supplystatus.js';
import { cityClass } from './terrain.js';
import { suppliedHexes } from './supply.js';
import { weatherAt } from './weather.js';

type D = Draft<SfeVars>;
const vars = (s: Pick<GameState, 'vars'>) => s.vars as unknown as SfeVars;

/** §15.01 the missions each allocation of the Air Phase takes. */
export const STAGE_MISSIONS: Readonly<Record<AirStage, readonly Mission[]>> = {
  defence: ['defensive-support', 'escort', 'transfer'],
  offence: ['offensive-support', 'interdiction', 'airfield-bombing', 'escort', 'air-supply', 'transfer'],
  interception: ['interception'],
};

/** §15.01 the side that allocates now: the non-phasing side's defence and interceptions, the phasing side's offence. */
export const stageSide = (state: GameState): Side =>
  airOf(vars(state)).stage === 'offence' ? (state.activeSide as Side) : enemyOf(state.activeSide);

/** The Air Phase this state is in ("turn.segment"), the tag of its sorties. */
export const phaseKey = (state: GameState): string => `${state.turn}.${vars(state).segment}`;

/** §16 whether the air unit `a` may fly `mission` at all (its type and factors). */
export function flies(a: AirFactors, mission: Mission): boolean {
  if (mission === 'transfer') return true;
  if (mission === 'air-supply') return a.type === 'T';
  if (mission === 'escort' || mission === 'interception') return a.type === 'F';
  if (a.type === 'T' || a.bombing <= 0) return false;
  // §16.12, §16.22 heavy bombers fly no air support
  return !(a.type === 'HB' && (mission === 'offensive-support' || mission === 'defensive-support'));
}

/** §16 whether `hex` is a target of `mission` for `side`'s air unit `a` (range aside). */
function target(module: GameModule, state: GameState, side: Side, a: AirFactors, mission: Mission, hex: string) {
  const here = state.pieces.filter((p) => hexOf(p) === hex && p.kind === 'unit');
  const ground = (s: Side) => here.some((p) => p.side === s && isGround(defOf(module, p)!));
  const key = phaseKey(state);
  const allocated = (s: Side) =>
    airOf(vars(state)).sorties.some((x) => x.hex === hex && x.side === s && x.phase === key);
  switch (mission) {
    case 'offensive-support':
      return ground(enemyOf(side));
    case 'defensive-support':
      return ground(side);
    case 'interdiction':
      return vars(state).control[hex] !== undefined;
    case 'airfield-bombing':
      return baseKind(module, state, hex, enemyOf(side)) !== null;
    case 'escort':
      return vars(state).control[hex] !== undefined || allocated(side);
    case 'interception':
      return allocated(enemyOf(side));
    case 'transfer':
      return mayLand(module, state, hex, side, a.type);
    case 'air-supply':
      // §16.32, §22.2 unloaded at a friendly base or dropped in a controlled hex; §16.33 beyond the printed range
      // only to land at a friendly base with its cargo
      return vars(state).control[hex] === side;
  }
}

/** §15-§16 why `fly` is refused ([] when it may fly), or the sortie's air unit, base and factors. */
function order(module: GameModule, state: GameState, action: Action) {
  const id = str(action.args.piece);
  const p = state.pieces.find((x) => x.id === id);
  const a = p ? airOfPiece(module, p) : null;
  const base = p ? hexOf(p) : null;
  const side = action.side as Side;
  if (!p || !a || !base || p.side !== side)
    return [violation('air.unit', '§3.2', 'Fly one of your air units on the map', { piece: String(id) })];
  const v = vars(state);
  const air = airOf(v);
  if (stageSide(state) !== side) return [violation('air.stage', '§15.01', 'The other side allocates now')];
  const mission = str(action.args.mission) as Mission;
  const hex = str(action.args.hex) ?? '';
  if (!MISSIONS.includes(mission) || !STAGE_MISSIONS[air.stage].includes(mission))
    return [violation('air.mission', '§15.01', 'That mission is not allocated now', { mission: String(mission) })];
  if (!flies(a, mission))
    return [violation('air.type', '§16', `${p.id} may not fly ${mission}`, { piece: p.id, mission })];
  const kind = baseKind(module, state, base, side);
  if (!kind) return [violation('air.base', '§5.02', `${p.id} is not at a friendly air base`, { piece: p.id })];
  if (p.disrupted) return [violation('air.disrupted', '§16.42', `${p.id} is disrupted`, { piece: p.id })];
  if (!mayFlyAgain(air, a, p.id, side === state.activeSide, phaseKey(state)))
    return [violation('air.flown', '§15.0', `${p.id} has flown its mission this air turn`, { piece: p.id })];
  if ((air.launched[base] ?? 0) >= BASE_CAPACITY[kind])
    return [violation('air.capacity', '§5.02', `${base} has launched all the missions it may`, { hex: base })];
  // §23.5 an air unit out of supply flies shorter, bombs less, then not at all
  const major = cityClass(hexDef(module, base)) === 'major';
  const cut = airSupplyEffect(module, effectiveLevel(v.unsupplied[p.id] ?? 0, major));
  if (!cut.fly) return [violation('air.grounded', '§23.5', `${p.id} is out of supply and grounded`, { piece: p.id })];
  // A hex not on the map is no target at all (a hostile or mistyped order; the range cannot be counted to it).
  if (!hexDef(module, hex))
    return [violation('air.target', '§16', `${hex} is no target of ${mission}`, { hex, mission })];
  if (flown(module, base, hex) > Math.floor(missionRange(a, mission) * cut.range))
    return [violation('air.range', '§15.02', `${hex} is beyond ${p.id}'s range`, { piece: p.id, hex })];
  if (!target(module, state, side, a, mission, hex))
    return [violation('air.target', '§16', `${hex} is no target of ${mission}`, { hex, mission })];
  const extended = mission === 'air-supply' && flown(module, base, hex) > Math.floor(a.range * cut.range);
  if (mission === 'air-supply') {
    const cargo = airSupplyProblem(module, state, side, base, hex, extended, a);
    if (cargo) return [cargo];
  }
  const w = weatherBombing(module, weatherAt(module, v.weather, hex));
  if (mission !== 'transfer' && w === 0)
    return [violation('air.weather', '§25', 'The weather there lets only transports and transfers fly', { hex })];
  return { p, a, base, side, mission, hex, bombing: sortieBombing(a, mission, w) * cut.bombing, extended };
}

/** §16.32 a transport loads supply only at a base that traces supply to a full source; §16.33 beyond its range it
 *  must land where it unloads, at a friendly base with room. */
function airSupplyProblem(
  module: GameModule,
  state: GameState,
  side: Side,
  base: string,
  hex: string,
  extended: boolean,
  a: AirFactors,
) {
  if (!suppliedHexes(module, state, side)(base))
    return violation('air.supply', '§16.32', `${base} traces no supply to a full source`, { hex: base });
  if (extended && !mayLand(module, state, hex, side, a.type))
    return violation('air.range', '§16.33', 'Beyond its range a transport must land at a friendly base', { hex });
  return null;
}

/** §15, §16 an air unit flies a mission (args: piece, mission, hex, bypass?). */
export const fly: Procedure<D, null> = {
  check(module, state, action) {
    const o = order(module, state, action);
    return Array.isArray(o) ? o : [];
  },
  apply(module, d, action) {
    const o = order(module, d.state, action);
    // §15-§16 advisory and honor play fly by hand a mission the rules forbid (byhandair.ts); enforced play refuses it
    if (Array.isArray(o))
      return d.state.mode === 'enforced'
        ? o
        : flyByHand(module, d, action, { side: stageSide(d.state), phase: phaseKey(d.state) });
    const air = airOf(d.vars);
    const sortie = {
      piece: o.p.id,
      side: o.side,
      mission: o.mission,
      hex: o.hex,
      base: o.base,
      bombing: o.bombing,
      phase: phaseKey(d.state),
      ...(action.args.bypass === 'yes' && o.mission !== 'transfer' ? { bypass: true } : {}),
    };
    const launched = { ...air.launched, [o.base]: (air.launched[o.base] ?? 0) + 1 };
    // §16.41 a transfer lands at once and is no sortie; it cannot be intercepted
    const sorties = o.mission === 'transfer' ? air.sorties : [...air.sorties, sortie];
    d.vars.air = { ...air, sorties, launched, flown: { ...air.flown, [o.p.id]: o.mission } };
    // §16.41 a transfer, §16.33 a transport on extended range, lands where it flew
    if (o.mission === 'transfer' || o.extended) moveTo(d, o.p.id, { kind: 'hex', hex: o.hex });
    emit(d, { type: 'fly', piece: o.p.id, side: o.side, mission: o.mission, from: o.base, hex: o.hex, rule: '§16' });
    return null;
  },
  list: (module, state, side) => mine(module, state, side).flatMap((p) => missionsOf(module, state, p)),
  draw: (module, state, side, random) =>
    drawByGroup(mine(module, state, side), (p) => missionsOf(module, state, p), random),
};

/** The side's air units on the map, when it allocates now. */
const mine = (module: GameModule, state: GameState, side: string): Piece[] =>
  vars(state).step === 'air' && stageSide(state) === side
    ? state.pieces.filter((p) => p.side === side && hexOf(p) && airOfPiece(module, p))
    : [];

/** The hexes worth offering a mission (the verb takes any legal hex): enemy and friendly units' hexes, bases and
 *  the hexes where air units were allocated this phase. */
function candidates(module: GameModule, state: GameState, side: Side, mission: Mission): string[] {
  const units = (s: Side) => state.pieces.filter((p) => p.side === s && isGround(defOf(module, p)!)).map(hexOf);
  const key = phaseKey(state);
  const sorties = airOf(vars(state)).sorties.filter((s) => s.phase === key);
  const hexes = (xs: (string | null)[]) => [...new Set(xs.filter((h): h is string => !!h))];
  if (mission === 'offensive-support' || mission === 'interdiction') return hexes(units(enemyOf(side)));
  if (mission === 'defensive-support') return hexes(units(side));
  if (mission === 'air-supply') {
    const cut = state.pieces.filter((p) => p.side === side && (vars(state).unsupplied[p.id] ?? 0) > 0);
    return hexes(cut.map(hexOf));
  }
  if (mission === 'escort') return hexes(sorties.filter((s) => s.side === side).map((s) => s.hex));
  if (mission === 'interception') return hexes(sorties.filter((s) => s.side !== side).map((s) => s.hex));
  const air = state.pieces.filter((p) => airOfPiece(module, p));
  if (mission === 'airfield-bombing') return hexes(air.filter((p) => p.side !== side).map(hexOf));
  return hexes(air.filter((p) => p.side === side).map(hexOf));
}

/** §16 the missions one air unit may fly now, to the hexes worth offering. */
function missionsOf(module: GameModule, state: GameState, p: Piece): LegalAction[] {
  const a = airOfPiece(module, p)!;
  const side = p.side as Side;
  const out: LegalAction[] = [];
  const base = hexOf(p)!;
  // the unit's own refusals (base, flown, capacity...) once: a probe at its base is refused only for its mission
  const probe = order(module, state, { side, verb: 'fly', args: { piece: p.id, mission: 'escort', hex: base } });
  const own = ['sfe.air.target', 'sfe.air.type', 'sfe.air.mission', 'sfe.air.weather'];
  if (Array.isArray(probe) && probe.some((v) => !own.includes(v.rule))) return [];
  for (const mission of STAGE_MISSIONS[airOf(vars(state)).stage]) {
    if (!flies(a, mission)) continue;
    const range = missionRange(a, mission);
    for (const hex of candidates(module, state, side, mission)) {
      if (flown(module, base, hex) > range) continue;
      const args = { piece: p.id, mission, hex };
      if (!Array.isArray(order(module, state, { side, verb: 'fly', args }))) out.push(act('fly', args));
    }
  }
  return out;
}

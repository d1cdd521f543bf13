// The transport's missions (§19.3, §19.4, §23.4) played by hand, each check the rules it breaks (advisory play
// records them), each apply carrying it out:
//  embark {piece, units}       ground units in the transport's port go aboard within its capacity (§19.31, §19.33,
//                              a damaged one's halved, §20.03(6)), 1 MP each (2 armor, motorized, leaders, supply)
//  debark {piece, units?, hex?} they land in the transport's hex or beside it (§19.31): an empty enemy hex is an
//                              unopposed landing (§19.45), the hex then theirs; type I lands armor only in a port
//  assault {piece, hex}        the units aboard assault the hex from the sea (§19.4; amphibious.ts's rules); a
//                              debark there after combat lands them, or eliminates them if it is still held
//  loadSupply {piece, points}  supply point markers loaded at a friendly port, 1 MP (§23.41; §23.42: 6, reduced 3)
//  unloadSupply {piece}        unloaded at a friendly port, 1 MP, as markers the units draw on (§23.44)

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Piece, Violation } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { assaultBreaks, assaultCe, transportCe, withinAssaultLimit } from './amphibious.js';
import { deliverSupply } from './delivered.js';
import { bookOf, factsOf, type ShipBook, seaOf, shipOf } from './naval.js';
import { assaulted, heldAgainst, repulse } from './navalassault.js';
import { bookMission, missionBreaks } from './navalmissions.js';
import { shipIn } from './navalmove.js';
import {
  controllerOf,
  defOf,
  hexOf,
  isArmorType,
  isGround,
  type SfeVars,
  type Side,
  unitsIn,
  varsOf,
  violation,
} from './state.js';
import { weatherAt } from './weather.js';
import { graphOf } from './terrain.js';
import { controlAlong } from './zoc.js';

type D = Draft<SfeVars>;

/** A transport of the side and its book, or why not (refused in every mode). */
function transportIn(module: GameModule, state: GameState, action: Action): [Piece, ShipBook] | Violation[] {
  const p = shipIn(module, state, action);
  if (Array.isArray(p)) return p;
  const ship = varsOf(state).naval?.ships[p.id] ?? {};
  if (!factsOf(defOf(module, p)!, p, ship).transport)
    return [violation('naval.transport', '19.31', 'Only transports carry units and supply', { piece: p.id })];
  return [p, ship];
}

/** §19.31 the side's ground units, leaders or supply units named by `args.units` (in `hex` when given). */
function unitsNamed(module: GameModule, state: GameState, action: Action, hex?: string): Piece[] | Violation[] {
  const out: Piece[] = [];
  for (const id of strs(action.args.units) ?? []) {
    const u = state.pieces.find((x) => x.id === id);
    const def = u && defOf(module, u);
    const kind = def && (isGround(def) || def.type === 'leader' || def.type === 'supply');
    if (!u || !kind || u.side !== action.side || (hex !== undefined && hexOf(u) !== hex))
      return [violation('naval.cargo', '19.31', 'Name your ground units in the transport\u2019s hex', { unit: id })];
    out.push(u);
  }
  return out;
}

/** §19.33 the capacity aboard: the units' CE. */
const aboardCe = (module: GameModule, state: GameState, ids: readonly string[]): number =>
  ids.reduce((a, id) => {
    const u = state.pieces.find((x) => x.id === id);
    return a + (u ? transportCe(defOf(module, u)!, u) : 0);
  }, 0);

/** §19.31, §19.4 the hex a landing or an assault goes to: `args.hex`, else the transport's own hex. */
const landingHex = (action: Action, p: Piece): string => str(action.args.hex) ?? hexOf(p)!;

/** §19.4 whether a transport reaches a hex to land in: its own, or a land hex beside the sea hex it is in. */
const reaches = (module: GameModule, p: Piece, hex: string): boolean =>
  hex === hexOf(p) || graphOf(module).neighbors(hexOf(p)!).includes(hex);

/** §19.31 a port of the side (where it embarks, debarks, loads and unloads). */
const ownPort = (module: GameModule, state: GameState, hex: string, side: string): boolean =>
  seaOf(module, state).ports[hex] !== undefined && controllerOf(varsOf(state), hex) === side;

/** The rules the transport's verbs break (one function: they share their checks). */
export function transportBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const t = transportIn(module, state, action);
  if (!Array.isArray(t[0]) && t.length === 2 && 'def' in (t[0] as Piece)) {
    const [p, ship] = t as [Piece, ShipBook];
    const hex = hexOf(p)!;
    const v = varsOf(state);
    const facts = factsOf(defOf(module, p)!, p, ship);
    const out: Violation[] = [];
    const verb = action.verb;
    if (verb === 'embark' || verb === 'loadSupply') out.push(...missionBreaks(module, state, p));
    if ((v.phase !== 'movement' && v.phase !== 'exploitation') || state.activeSide !== action.side)
      out.push(violation('naval.phase', '19.31', 'Ships carry units in your Movement Phase (build-up: Exploitation)'));
    if (verb !== 'assault' && verb !== 'debark' && !ownPort(module, state, hex, p.side))
      out.push(violation('naval.port', '19.31', 'Embark, load and unload at a port of yours', { hex }));
    if (verb === 'embark') {
      const units = unitsNamed(module, state, action, hex);
      if (units.length > 0 && !('def' in units[0]!)) return units as Violation[];
      const ce = aboardCe(module, state, [...(ship.cargo ?? []), ...(units as Piece[]).map((u) => u.id)]);
      if (ce > facts.capacity)
        out.push(violation('naval.capacity', '19.33', `${ce} corps is over the capacity ${facts.capacity}`));
    }
    if (verb === 'loadSupply' && (ship.supply ?? 0) + Number(action.args.points ?? 0) > facts.capacity * 6)
      out.push(violation('naval.capacity', '23.42', `A transport carries ${facts.capacity * 6} supply points`));
    if (verb === 'debark' || verb === 'assault') out.push(...landingBreaks(module, state, p, ship, action));
    return out;
  }
  return t as Violation[];
}

/** §19.31, †§19.42, †§19.43 the rules a landing breaks: armor from type I outside a controlled port, an assault's. */
function landingBreaks(module: GameModule, state: GameState, p: Piece, ship: ShipBook, action: Action): Violation[] {
  const hex = landingHex(action, p);
  const v = varsOf(state);
  const facts = factsOf(defOf(module, p)!, p, ship);
  const cargo = (ship.cargo ?? []).map((id) => state.pieces.find((x) => x.id === id)!).filter(Boolean);
  const out: Violation[] = [];
  if (action.verb === 'assault' && !reaches(module, p, hex))
    out.push(violation('amphibious.hex', '19.4', 'The transport must be at sea in or beside the hex', { hex }));
  const enemy = controllerOf(v, hex) !== undefined && controllerOf(v, hex) !== p.side;
  if (!enemy && facts.transport === 'I' && !ownPort(module, state, hex, p.side))
    for (const u of cargo.filter((u) => isArmorType(defOf(module, u)!)))
      out.push(
        violation('naval.port', '19.31', 'A type I transport lands armor only at a controlled port', { unit: u.id }),
      );
  if (!enemy && action.verb === 'debark') return out;
  const from = ship.from ?? hexOf(p)!;
  for (const u of cargo) {
    const unit = defOf(module, u)!;
    const w = (h: string) => weatherAt(module, v.weather, h);
    out.push(
      ...assaultBreaks({
        unit,
        transportNationality: defOf(module, p)!.nationality,
        transportType: facts.transport,
        departure: w(from),
        target: w(hex),
      }),
    );
  }
  const key = `${state.turn}.${v.segment}`;
  // the assault these units made is not counted again when they land after it
  const own = (a: { units: string[] }) => action.verb === 'debark' && cargo.every((u) => a.units.includes(u.id));
  const before = (bookOf(v).assaults ?? [])
    .filter((a) => a.hex === hex && a.key === key && !own(a))
    .flatMap((a) => a.ce);
  if (!withinAssaultLimit([...before, ...cargo.map((u) => assaultCe(defOf(module, u)!, u))]))
    out.push(violation('amphibious.limit', '19.43', 'At most two corps assault a hex in a player segment', { hex }));
  return out;
}

/** §19.31 the MPs a unit pays to embark or debark: 1, 2 for armor, motorized, leaders and supply units. */
export const boardingMp = (module: GameModule, u: Piece): number => {
  const def = defOf(module, u)!;
  return isArmorType(def) || def.type === 'leader' || def.type === 'supply' ? 2 : 1;
};

/** §19.31 a unit's MPs spent on boarding, booked with its moves of this phase. */
function spendMp(module: GameModule, d: D, u: Piece): void {
  const m = d.vars.moved[u.id] ?? { mp: 0 };
  m.mp += boardingMp(module, u);
  d.vars.moved[u.id] = m;
}

/** The transport of an action (its checks done by transportBreaks): the piece and its book. */
function carrier(module: GameModule, d: D, action: Action): [Piece, ShipBook] | Violation[] {
  const t = transportIn(module, d.state, action);
  if (Array.isArray(t) && t.length === 2 && !('rule' in t[0]))
    return [t[0] as Piece, shipOf(d.vars, (t[0] as Piece).id)];
  return t as Violation[];
}

/** §19.31 carry out an embarkation: the units aboard, their MPs spent, the transport used. */
export function embark(module: GameModule, d: D, action: Action): Violation[] | null {
  const t = carrier(module, d, action);
  if (!Array.isArray(t[0]) && !('rule' in t[0])) {
    const [p, ship] = t as [Piece, ShipBook];
    const units = unitsNamed(module, d.state, action, hexOf(p)!);
    if (units.length > 0 && !('def' in units[0]!)) return units as Violation[];
    if (!ship.cargo?.length) bookMission(d, p, 'transport');
    for (const u of units as Piece[]) spendMp(module, d, u);
    ship.cargo = [...new Set([...(ship.cargo ?? []), ...(units as Piece[]).map((u) => u.id)])];
    ship.from = hexOf(p)!;
    emit(d, { type: 'embarked', side: p.side, piece: p.id, units: ship.cargo, hex: hexOf(p)!, rule: '§19.31' });
    return null;
  }
  return t as Violation[];
}

/** §19.31, §19.45 carry out a landing in the transport's hex: the units there, the hex theirs (an empty enemy hex
 *  an unopposed landing); refused while enemy units hold it (§6.0: they are assaulted first, §19.44). */
export function debark(module: GameModule, d: D, action: Action): Violation[] | null {
  const t = carrier(module, d, action);
  if (Array.isArray(t[0]) || 'rule' in t[0]) return t as Violation[];
  const [p, ship] = t as [Piece, ShipBook];
  const hex = landingHex(action, p);
  if (!reaches(module, p, hex)) return [violation('naval.cargo', '19.31', 'Land in the transport’s hex or beside it')];
  const named = strs(action.args.units);
  const units = named ? (ship.cargo ?? []).filter((id) => named.includes(id)) : [...(ship.cargo ?? [])];
  if (units.length === 0) return [violation('naval.cargo', '19.31', 'No unit of those is aboard', { piece: p.id })];
  // §19.44 an assault that did not clear the hex: its units are eliminated
  if (heldAgainst(module, d, hex, p.side) && assaulted(d, hex, units)) {
    repulse(module, d, p, ship, hex, units);
    return null;
  }
  if (
    unitsIn(d.state, hex).some((u) => u.side !== p.side) ||
    !module.map.hexes.some((h) => h.id === hex && h.terrain !== 'sea')
  )
    return [violation('naval.cargo', '19.44', 'Land only on a land hex no enemy unit holds', { hex })];
  const unopposed = controllerOf(d.vars, hex) !== p.side;
  for (const id of units) {
    const u = d.state.pieces.find((x) => x.id === id)!;
    spendMp(module, d, u);
    moveTo(d, id, { kind: 'hex', hex });
  }
  controlAlong(d.vars, p.side as Side, [hex]);
  ship.cargo = (ship.cargo ?? []).filter((id) => !units.includes(id));
  emit(d, {
    type: 'debarked',
    side: p.side,
    piece: p.id,
    units,
    hex,
    unopposed,
    rule: unopposed ? '§19.45' : '§19.31',
  });
  return null;
}

/** §19.4 carry out an assault: the units aboard booked against the hex (†§19.43), their attack halved (§19.44). */
export function assault(module: GameModule, d: D, action: Action): Violation[] | null {
  const t = carrier(module, d, action);
  if (Array.isArray(t[0]) || 'rule' in t[0]) return t as Violation[];
  const [p, ship] = t as [Piece, ShipBook];
  const hex = landingHex(action, p);
  const units = [...(ship.cargo ?? [])];
  if (units.length === 0) return [violation('naval.cargo', '19.4', 'No unit is aboard to assault', { piece: p.id })];
  const ce = units.map((id) => {
    const u = d.state.pieces.find((x) => x.id === id)!;
    return assaultCe(defOf(module, u)!, u);
  });
  const book = bookOf(d.vars);
  const key = `${d.state.turn}.${d.vars.segment}`;
  d.vars.naval = { ...book, assaults: [...(book.assaults ?? []), { hex, side: p.side, key, units, ce }] };
  emit(d, {
    type: 'assault',
    side: p.side,
    piece: p.id,
    units,
    hex,
    corps: ce.reduce((a, b) => a + b, 0),
    rule: '§19.43',
  });
  return null;
}

/** §23.41 carry out a loading: the points aboard, 1 MP. */
export function loadSupply(module: GameModule, d: D, action: Action): Violation[] | null {
  const t = carrier(module, d, action);
  if (Array.isArray(t[0]) || 'rule' in t[0]) return t as Violation[];
  const [p, ship] = t as [Piece, ShipBook];
  const points = Math.max(0, Math.floor(Number(action.args.points ?? 0)));
  if (points === 0) return [violation('naval.supply', '23.41', 'Load one supply point or more')];
  bookMission(d, p, 'supply');
  ship.supply = (ship.supply ?? 0) + points;
  emit(d, { type: 'supplyLoaded', side: p.side, piece: p.id, points, hex: hexOf(p)!, rule: '§23.41' });
  return null;
}

/** §23.41, §23.44 carry out an unloading: the points become markers in the hex (delivered.ts), 1 MP. */
export function unloadSupply(module: GameModule, d: D, action: Action): Violation[] | null {
  const t = carrier(module, d, action);
  if (Array.isArray(t[0]) || 'rule' in t[0]) return t as Violation[];
  const [p, ship] = t as [Piece, ShipBook];
  const points = ship.supply ?? 0;
  if (points === 0) return [violation('naval.supply', '23.41', 'No supply is aboard', { piece: p.id })];
  ship.mp = (ship.mp ?? 0) + 1;
  delete ship.supply;
  deliverSupply(d.vars, { hex: hexOf(p)!, side: p.side as Side, points, kind: 'sea' });
  emit(d, { type: 'supplyUnloaded', side: p.side, piece: p.id, points, hex: hexOf(p)!, rule: '§23.44' });
  return null;
}

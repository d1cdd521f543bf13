// A made-up two-side game for the tests of hidden units by e-mail (hidden-units.ts), on the mini test module's
// map. Each side starts with one stack: its top unit is public, the units under it are sealed on every machine
// without that side's private key (their defs dealt to the slots by keyedOrder). No rulebook is behind it: the
// sections H1..H4 cited below are this file's own rules (H9 is one the tests add).
//   H1 A unit is seen by the other side when it is on top of its hex, in the dead pile, or was shown in combat.
//   H2 A move follows a path of adjacent hexes (a square grid on the XXYY labels), no longer than the unit's
//      movement; the moved unit goes to the bottom of the stack it joins.
//   H3 An attack names a hex holding enemy units; it shows the attacker every defender; die + 3 above the
//      defenders' total defense costs the top defender a step.
//   H4 Only infantry entrenches.
//   H5 A forced march moves a unit as a move does (H2), then rolls a die: on 1 or 2 the unit ends disrupted.

import type { GameModule, UnitDef } from './module.js';
import type { GameSetup, ReduceResult, Rules } from './rules.js';
import type { Action, GameState, JsonObject, Location, Piece, RngState, SideId, Violation } from './types.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { chainOf } from './dice-chain.js';
import { rollDie, seedRng } from './dice.js';
import { hiddenOf, isSealed, keyedOrder, known, SEALED } from './hidden-units.js';
import { withoutRng } from './sideview.js';
import { findPiece, isLocation, locationKey, piecesAt } from './view.js';

const prov = { source: 'reconstructed', reason: 'test fixture, not a real game' } as const;

/** A unit def of the fixture: defense and movement on both faces. */
function unitDef(id: string, nationality: string, type: string, steps: number, defense: number, move: number): UnitDef {
  const full = { attack: defense, defense, movement: move };
  return { id, name: id, nationality, type, size: 'division', steps, full, reduced: full, prov };
}

/** The mini module with the fixture's units. */
export function hiddenModule(): GameModule {
  return {
    ...miniModule(),
    units: [
      unitDef('de-inf', 'de', 'infantry', 2, 3, 3),
      unitDef('de-pz', 'de', 'armor', 2, 4, 6),
      unitDef('de-gren', 'de', 'infantry', 1, 2, 4),
      unitDef('de-hq', 'de', 'hq', 1, 1, 2),
      unitDef('gb-inf', 'gb', 'infantry', 2, 3, 3),
      unitDef('gb-armd', 'gb', 'armor', 2, 2, 5),
      unitDef('gb-hq', 'gb', 'hq', 1, 1, 2),
    ],
  };
}

/** Each side's starting stack: its hex, the defs dealt sealed to slots `<side>-1..`, and the public top unit. */
export const STACKS: Record<SideId, { hex: string; nationality: string; sealed: string[]; top: string }> = {
  axis: { hex: '0202', nationality: 'de', sealed: ['de-inf', 'de-pz', 'de-gren'], top: 'de-hq' },
  allied: { hex: '0505', nationality: 'gb', sealed: ['gb-inf', 'gb-armd'], top: 'gb-hq' },
};
/** A second, public axis stack (a lone HQ) that sealed axis units can join unseen. */
export const REAR = { id: 'axis-rear', hex: '0203' } as const;

const hex = (h: string): Location => ({ kind: 'hex', hex: h });

/** A full-strength (or sealed, steps 0) unit. */
function piece(module: GameModule, id: string, def: string, side: SideId, at: string): Piece {
  const steps = def.startsWith(SEALED) ? 0 : defOf(module, def).steps;
  return { id, def, kind: 'unit', side, at: hex(at), steps, disrupted: false };
}

function defOf(module: GameModule, id: string): UnitDef {
  const d = module.units.find((u) => u.id === id);
  if (!d) throw new Error(`No unit def ${id}`);
  return d;
}

/** Whether two XXYY hexes are neighbours on the fixture's square grid (H2). */
function adjacent(a: string, b: string): boolean {
  const dc = Math.abs(Number(a.slice(0, 2)) - Number(b.slice(0, 2)));
  const dr = Math.abs(Number(a.slice(2)) - Number(b.slice(2)));
  return dc + dr === 1;
}

/** The hex a piece stands in, or null. */
function hexOf(p: Piece): string | null {
  return p.at.kind === 'hex' ? p.at.hex : null;
}

function v(rule: string, section: string, message: string, params?: JsonObject): Violation {
  return { rule, section, message, ...(params ? { params } : {}) };
}

/** The game's vars: the units shown to each side in combat (H1, H3) and the entrenched units (H4). */
interface Vars {
  seen: Record<SideId, string[]>;
  entrenched: string[];
}
const varsOf = (s: GameState) => s.vars as unknown as Vars;

/**
 * The set-up: with commit-reveal dice, a side's sealed slots carry their defs only where the machine holds that
 * side's key (dealt by keyedOrder), '?' plus the nationality elsewhere, and every machine lists them as hidden.
 */
function setup(module: GameModule, s: GameSetup, rng?: RngState): GameState {
  const chain = chainOf(rng);
  const pieces: Piece[] = [];
  const hidden: Record<SideId, string[]> = {};
  for (const [side, stack] of Object.entries(STACKS)) {
    const key = chain?.keys?.[side];
    const order = key ? keyedOrder(key, `${s.seed}/${side}`, stack.sealed.length) : null;
    stack.sealed.forEach((plain, i) => {
      const def = !chain ? plain : order ? stack.sealed[order[i]!]! : SEALED + stack.nationality;
      pieces.push(piece(module, `${side}-${i + 1}`, def, side, stack.hex));
    });
    pieces.push(piece(module, `${side}-top`, stack.top, side, stack.hex));
    if (chain) hidden[side] = stack.sealed.map((_, i) => `${side}-${i + 1}`);
  }
  pieces.push(piece(module, REAR.id, 'de-hq', 'axis', REAR.hex));
  return {
    moduleId: module.manifest.id,
    moduleVersion: module.manifest.version,
    scenarioId: s.scenarioId,
    mode: s.mode,
    turn: 1,
    phase: 'play',
    activeSide: 'axis',
    pieces,
    rng: rng ?? seedRng(s.seed),
    ...(chain ? { hidden } : {}),
    vars: { seen: {}, entrenched: [] },
  };
}

/** The path argument of a move, if it is a list of hexes. */
function pathOf(action: Action): string[] | null {
  const p = action.args.path;
  return Array.isArray(p) && p.length > 0 && p.every((h) => typeof h === 'string') ? (p as string[]) : null;
}

/** H2: why the move's path does not lead the piece to its destination, or null (public: no face needed). */
function pathProblem(module: GameModule, from: string | null, action: Action, path: string[]): Violation | null {
  const to = action.args.to;
  const onMap = (h: string) => module.map.hexes.some((x) => x.id === h);
  let at = from;
  for (const h of path) {
    if (at === null || !onMap(h) || !adjacent(at, h)) return v('hid.path', 'H2', `The path is broken at ${h}`);
    at = h;
  }
  return isLocation(to) && to.kind === 'hex' && to.hex === at
    ? null
    : v('hid.path', 'H2', 'The path does not end at the destination');
}

function check(module: GameModule, state: GameState, action: Action): Violation[] {
  const p = typeof action.args.piece === 'string' ? findPiece(state, action.args.piece) : undefined;
  switch (action.verb) {
    case 'move':
    case 'march': {
      const path = pathOf(action);
      if (!p || !path) return [];
      const broken = pathProblem(module, hexOf(p), action, path);
      if (broken) return [broken];
      // H2: the allowance is printed on the face, which only the owner's machine knows while it is sealed.
      const allowance = defOf(module, known(p).def).full.movement;
      return path.length > allowance
        ? [v('hid.too-far', 'H2', `${p.id} moves ${path.length} of ${allowance}`, { piece: p.id })]
        : [];
    }
    case 'entrench':
      if (!p) return [];
      // H4
      return defOf(module, known(p).def).type === 'infantry'
        ? []
        : [v('hid.entrench', 'H4', `Only infantry entrenches, not ${p.id}`, { piece: p.id })];
    case 'attack': {
      const at = action.args.hex;
      const enemies = typeof at === 'string' ? piecesAt(state, hex(at)).filter((x) => x.side !== action.side) : [];
      return enemies.length > 0 ? [] : [v('hid.no-target', 'H3', 'The attack names no enemy stack')];
    }
    default:
      return [];
  }
}

/** H2: the state with `p` moved to the end of `path`, at the bottom of the stack it joins. */
function moved(state: GameState, p: Piece, path: string[]): { state: GameState; to: Location } {
  const to = hex(path[path.length - 1]!);
  const rest = state.pieces.filter((x) => x.id !== p.id);
  const i = rest.findIndex((x) => locationKey(x.at) === locationKey(to));
  const there = { ...p, at: to };
  const pieces = i < 0 ? [...rest, there] : [...rest.slice(0, i), there, ...rest.slice(i)];
  return { state: { ...state, pieces }, to };
}

function reduce(module: GameModule, state: GameState, action: Action): ReduceResult {
  const bad = (message: string): ReduceResult => ({ violations: [v('hid.bad-action', 'H2', message)] });
  const p = typeof action.args.piece === 'string' ? findPiece(state, action.args.piece) : undefined;
  switch (action.verb) {
    case 'move':
    case 'march': {
      const path = pathOf(action);
      if (!p || p.side !== action.side) return bad('The move names no unit of the side');
      if (!path) return bad('The move carries no path');
      const m = moved(state, p, path);
      const to = m.to as unknown as JsonObject;
      if (action.verb === 'move') return { state: m.state, events: [{ type: 'move', piece: p.id, to }] };
      // H5: the die is rolled after the move (under strict dice the whole march waits for it).
      const roll = rollDie(m.state.rng, 6);
      const disrupted = roll.value <= 2;
      const pieces = m.state.pieces.map((x) => (x.id === p.id && disrupted ? { ...x, disrupted } : x));
      const event = { type: 'march', piece: p.id, to, die: roll.value, disrupted };
      return { state: { ...m.state, pieces, rng: roll.rng }, events: [event] };
    }
    case 'entrench':
      if (!p || p.side !== action.side) return bad('Only a unit of the side entrenches');
      return {
        state: { ...state, vars: { ...state.vars, entrenched: [...varsOf(state).entrenched, p.id] } },
        events: [{ type: 'entrench', piece: p.id }],
      };
    case 'attack': {
      const at = String(action.args.hex);
      const defenders = piecesAt(state, hex(at)).filter((x) => x.side !== action.side);
      if (defenders.length === 0) return { violations: check(module, state, action) };
      // H3: the defence needs every defender's face (SealedPending until the defender has revealed them).
      const defense = defenders.reduce((sum, d) => sum + defOf(module, known(d).def).full.defense, 0);
      const roll = rollDie(state.rng, 6);
      const top = defenders[defenders.length - 1]!;
      const hit = roll.value + 3 > defense;
      const pieces = state.pieces.map((x) =>
        x.id !== top.id || !hit
          ? x
          : x.steps > 1
            ? { ...x, steps: x.steps - 1 }
            : { ...x, steps: 0, at: { kind: 'box' as const, box: 'dead' } },
      );
      const seen = varsOf(state).seen;
      const shown = [...new Set([...(seen[action.side] ?? []), ...defenders.map((d) => d.id)])].sort();
      const vars = { ...state.vars, seen: { ...seen, [action.side]: shown } };
      const event = { type: 'attack', hex: at, die: roll.value, defense, hit };
      return { state: { ...state, pieces, rng: roll.rng, vars }, events: [event] };
    }
    case 'note':
      return { state, events: [] };
    default:
      return bad(`Unknown verb ${action.verb}`);
  }
}

/** H1: the pieces `viewer` may know the face of: its own, every stack's top, the dead pile, units shown it. */
function sightings(_module: GameModule, state: GameState, viewer: SideId): ReadonlySet<string> {
  const top = new Map<string, string>();
  for (const p of state.pieces) if (p.at.kind === 'hex') top.set(locationKey(p.at), p.id);
  const tops = new Set(top.values());
  const shown = new Set(varsOf(state).seen[viewer] ?? []);
  const out = new Set<string>();
  for (const p of state.pieces)
    if (p.side === viewer || tops.has(p.id) || shown.has(p.id) || (p.at.kind === 'box' && p.at.box === 'dead'))
      out.add(p.id);
  return out;
}

/** The rules of the fixture game (id "test-hidden"). */
export const hiddenRules: Rules = {
  id: 'test-hidden',
  setup,
  check,
  reduce,
  view(module, state, side) {
    const seen = sightings(module, state, side);
    // A sealed piece is in no view: this machine has no face to show (as in Isabella's fog.ts).
    const pieces = state.pieces.filter(
      (p) => !isSealed(p) && (seen.has(p.id) || !hiddenOf(state, p.side).includes(p.id)),
    );
    return { side, state: { ...withoutRng(state), pieces }, toAct: [state.activeSide], legalActions: [], prompts: [] };
  },
  toAct: (_module, state) => [state.activeSide],
  sightings,
  // H2, H5: the actor's machine adds the path a machine without the unit's face needs (columns first, then rows).
  complete(_module, state, action) {
    const to = action.args.to;
    const p = typeof action.args.piece === 'string' ? findPiece(state, action.args.piece) : undefined;
    const from = p ? hexOf(p) : null;
    const moves = action.verb === 'move' || action.verb === 'march';
    if (!moves || action.args.path !== undefined || !from || !isLocation(to) || to.kind !== 'hex') return action;
    const path: string[] = [];
    let [c, r] = [Number(from.slice(0, 2)), Number(from.slice(2))];
    const [tc, tr] = [Number(to.hex.slice(0, 2)), Number(to.hex.slice(2))];
    while (c !== tc || r !== tr) {
      if (c !== tc) c += Math.sign(tc - c);
      else r += Math.sign(tr - r);
      path.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
    }
    return { ...action, args: { ...action.args, path } };
  },
  // H3: an attack shows the attacker every unit in the hex it attacks.
  shows(_module, state, action) {
    const at = action.args.hex;
    if (action.verb !== 'attack' || typeof at !== 'string') return [];
    return piecesAt(state, hex(at))
      .filter((p) => p.side !== action.side)
      .map((p) => p.id);
  },
};

// Hidden units by e-mail: what one side may not see of the other's units (Isabella's stacks under fog of war,
// 6.8) is absent from the other side's machine and file, not only from its screen.
//
// - Sealed pieces. A game by e-mail may start some of a side's units sealed: their ids are public slots (so
//   actions, events and vars name them alike on both machines), their printed face (def, steps) is known only
//   on machines that hold the owner's private key (dice-chain.ts handKey). Elsewhere the def is SEALED plus a
//   public class (e.g. "?de": a German unit), and the list of sealed ids is public state (GameState.hidden).
// - Reveals ride on entries. When an action brings one of the actor's sealed pieces into the other side's sight
//   (rules.sightings), the actor's machine adds its face to the entry (Action.reveals): every machine unseals it
//   before applying the action, and one that already knows it checks the face is the same. An entry that leaves
//   a sealed piece in sight unrevealed is refused, on every machine alike.
// - The other side's units. An action that would show the actor sealed units of the other side (an attack on a
//   hidden stack: rules.shows) waits, as with strict dice, for the other side's next dice reveal, which carries
//   their faces; then it is carried out on every machine with what both sides now know.
// - What a machine cannot check. A machine without the owner's key cannot check the owner's moves of sealed
//   units (SealedPending from the rules' checks): it applies them as recorded, and the end-of-game key reveal
//   (revealKey) lets it replay the whole game with every face and audit them (replay.ts).

import type { Action, GameState, JsonObject, Piece, SideId, Violation } from './types.js';
import { sha256Hex } from './hash.js';

/** The first character of a sealed def: "?" plus the public class the rules give it. */
export const SEALED = '?';

/** A revealed piece's printed face: its def and its steps. */
export interface Face {
  def: string;
  steps: number;
}

/** The faces an entry reveals, by piece id. */
export type Reveals = Record<string, Face>;

/** Whether a def is sealed on this machine. */
export function isSealedDef(def: string): boolean {
  return def.startsWith(SEALED);
}

/** Whether a piece's face is unknown on this machine. */
export function isSealed(piece: Piece): boolean {
  return isSealedDef(piece.def);
}

/** Thrown by a rule that needs the face of a piece this machine does not know. */
export class SealedPending extends Error {
  constructor(
    readonly side: SideId,
    readonly pieces: readonly string[],
  ) {
    super(`The ${side} side's hidden unit ${pieces.join(', ')} is not known on this machine`);
  }
}

/** Throws SealedPending for `piece` when its face is sealed here; the piece otherwise. */
export function known(piece: Piece): Piece {
  if (isSealed(piece)) throw new SealedPending(piece.side, [piece.id]);
  return piece;
}

/**
 * A permutation of `n` slots that only the holder of `key` can compute: slot i holds item order[i]. Sorting by a
 * keyed hash is uniform enough for a few hundred counters and needs nothing but SHA-256.
 */
export function keyedOrder(key: string, label: string, n: number): number[] {
  const tags = Array.from({ length: n }, (_, i) => ({
    i,
    tag: sha256Hex(`sandtable/slots/v1\u0000${key}\u0000${label}\u0000${i}`),
  }));
  tags.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  return tags.map((t) => t.i);
}

/** The sealed ids of `side` (none when the game seals nothing). */
export function hiddenOf(state: GameState, side: SideId): readonly string[] {
  return state.hidden?.[side] ?? [];
}

/** Whether any piece of the game is still sealed. */
export function hasHidden(state: GameState): boolean {
  return state.hidden !== undefined && Object.values(state.hidden).some((ids) => ids.length > 0);
}

/** A core refusal about hidden units (no rulebook section). */
function problem(rule: string, message: string, params?: JsonObject): Violation {
  return { rule, section: '—', message, ...(params ? { params } : {}) };
}

/** Whether `v` is a well-formed list of reveals. */
export function isReveals(v: unknown): v is Reveals {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  return Object.values(v).every(
    (f) =>
      f !== null &&
      typeof f === 'object' &&
      typeof (f as Face).def === 'string' &&
      !isSealedDef((f as Face).def) &&
      Number.isInteger((f as Face).steps),
  );
}

/**
 * The state with the action's reveals applied: each revealed piece must be one of the actor's sealed pieces; a
 * machine that holds it sealed takes the face, one that knows it checks it is the same. Violations otherwise.
 */
export function applyReveals(
  state: GameState,
  action: Action,
  fits?: (sealedDef: string, face: Face) => boolean,
): GameState | Violation[] {
  const reveals = action.reveals;
  if (reveals === undefined) return state;
  if (!isReveals(reveals)) return [problem('core.reveal-malformed', 'The entry reveals units in a malformed way')];
  const sealed = new Set(hiddenOf(state, action.side));
  const ids = Object.keys(reveals);
  if (ids.length === 0) return [problem('core.reveal-malformed', 'The entry reveals an empty list of units')];
  const pieces = state.pieces.slice();
  for (const id of ids) {
    const i = pieces.findIndex((p) => p.id === id);
    if (!sealed.has(id) || i < 0 || pieces[i]!.side !== action.side)
      return [problem('core.reveal-unknown', `${id} is not a hidden unit of the ${action.side} side`, { id })];
    const face = reveals[id]!;
    const p = pieces[i]!;
    if (isSealed(p) && fits && !fits(p.def, face))
      return [
        problem('core.reveal-class', `The entry shows ${id} as ${face.def}, which is not the kind of unit it hides`, {
          id,
          def: face.def,
        }),
      ];
    if (isSealed(p)) pieces[i] = { ...p, def: face.def, steps: face.steps };
    else if (p.def !== face.def || p.steps !== face.steps)
      return [
        problem('core.reveal-false', `The entry shows ${id} as ${face.def} (${face.steps}), which it is not`, {
          id,
          def: face.def,
        }),
      ];
  }
  const hidden = { ...state.hidden, [action.side]: hiddenOf(state, action.side).filter((id) => !(id in reveals)) };
  return { ...state, pieces, hidden };
}

/** The sealed pieces of each side that `sightings` shows to another side in `state` (by owner). */
export function unrevealed(
  state: GameState,
  sides: readonly SideId[],
  sightings: (viewer: SideId) => ReadonlySet<string>,
): Map<SideId, string[]> {
  const out = new Map<SideId, string[]>();
  if (!hasHidden(state)) return out;
  for (const viewer of sides) {
    const seen = sightings(viewer);
    for (const owner of sides) {
      if (owner === viewer) continue;
      const shown = hiddenOf(state, owner).filter((id) => seen.has(id));
      if (shown.length > 0) out.set(owner, [...new Set([...(out.get(owner) ?? []), ...shown])].sort());
    }
  }
  return out;
}

/** The faces of `ids` as this machine knows them, or null if any is sealed here. */
export function facesOf(state: GameState, ids: readonly string[]): Reveals | null {
  const out: Reveals = {};
  for (const id of ids) {
    const p = state.pieces.find((x) => x.id === id);
    if (!p || isSealed(p)) return null;
    out[id] = { def: p.def, steps: p.steps };
  }
  return out;
}

/** The refusal of an entry that leaves hidden units in sight without revealing them. */
export function unrevealedProblem(shown: Map<SideId, string[]>): Violation {
  const parts = [...shown].map(([side, ids]) => `${ids.join(', ')} of the ${side} side`);
  return problem(
    'core.unrevealed',
    `The action brings hidden units into sight without revealing them: ${parts.join('; ')}`,
    {
      units: Object.fromEntries(shown),
    },
  );
}

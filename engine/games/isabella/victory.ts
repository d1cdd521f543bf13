// What follows every change on the map: hex control (7.7), Portugal's entry (8.2), the restoration of the
// Republic (5.11) and the sudden-death victories (4.2, 4.3), checked after every action.

import type { GameModule } from '../../core/module.js';
import type { HexId } from '../../core/types.js';
import { emit, moveTo, ownsControl, roll, type Draft } from './draft.js';
import { HEX } from './geo.js';
import { controlUpdate, portugalHexes, portugalSet } from './control.js';
import { scoreVp } from './turn.js';
import { ALLIED, AXIS } from './units.js';

/** 8.1, 8.2: Portugal enters the war on the Allied side, at once and for good; its hexes become Allied (7.7). */
export function enterPortugal(module: GameModule, d: Draft, why: string): void {
  if (d.vars.portugal) return;
  d.vars.portugal = true;
  // A new map of control: the draft shares the old one with the state before (draft.ts draftOf).
  const control = { ...d.vars.control };
  for (const hex of portugalHexes(module)) {
    const axisThere = d.state.pieces.some(
      (p) => p.kind === 'unit' && p.side === AXIS && p.at.kind === 'hex' && p.at.hex === hex,
    );
    if (!axisThere) control[hex] = ALLIED;
  }
  d.vars.control = control;
  emit(d, { type: 'portugal', why, rule: '8.2' });
}

/** Whether a key is an array index, which objects list first, in numeric order (ECMA-262 OrdinaryOwnPropertyKeys). */
function isIndex(key: string): boolean {
  return /^(?:0|[1-9][0-9]*)$/.test(key) && Number(key) < 4294967295;
}

/** Whether any of the hexes is in Portugal (8.2: entering, retreating into or attacking one brings it in). */
export function touchesPortugal(module: GameModule, hexes: readonly HexId[]): boolean {
  const pt = portugalSet(module);
  return hexes.some((h) => pt.has(h));
}

/**
 * After units moved, retreated, advanced, entered or were removed: control (7.7, with the hexes units
 * `entered`), then the Republic's restoration when Madrid turns Allied (5.11), then sudden death (4.2, 4.3).
 */
export function afterChange(module: GameModule, d: Draft, entered: readonly HexId[]): void {
  if (d.vars.result) return;
  followPatton(d);
  const { control: after, log } = controlUpdate(module, d.state, [...entered], undefined, ownsControl(d));
  // The hexes whose control changed, in the order of the map's keys: first those it had before, then the new ones
  // (the keys a map had keep their order in its copy, or in itself changed in place).
  if (log.size > 0) {
    // Hex ids that are array indices ("1024") come first in a map's keys, in numeric order; when every changed
    // hex is one, its order is known without listing the map's keys.
    const logged = [...log.keys()];
    const keys = logged.every(isIndex) ? logged.sort((a, b) => Number(a) - Number(b)) : Object.keys(after);
    const changed = (hex: HexId) => {
      const was = log.get(hex);
      return was !== undefined && was.old !== after[hex] && after[hex];
    };
    for (const had of [true, false])
      for (const hex of keys)
        if (log.get(hex)?.had === had && changed(hex))
          emit(d, { type: 'control', hex, side: after[hex]!, rule: '7.7' });
  }
  d.vars.control = after;
  if (after[HEX.germanSource] === ALLIED) {
    return win(d, ALLIED, 'german-source', '4.2');
  }
  const beach = d.vars.beachhead;
  if (beach !== null && after[beach] === AXIS) return win(d, AXIS, 'beachhead', '4.3');
  if (!d.vars.republic && after[HEX.madrid] === ALLIED) restoreRepublic(d);
}

/** 5.11, 4.6: Madrid turns Allied: the Republic is restored, the Allied player rolls 2d6 off the German VP. */
function restoreRepublic(d: Draft): void {
  d.vars.republic = true;
  d.vars.partisanFrom = d.state.turn + 1;
  emit(d, { type: 'republic', rule: '5.11' });
  const dice = roll(d, 2, 'restoration', ALLIED, '4.6');
  scoreVp(d, -(dice[0]! + dice[1]!), 'restoration', '4.6');
  if (d.vars.vp < 0) win(d, ALLIED, 'restoration', '4.2');
}

/** The game ends at once with a winner (the flow's step 'over' follows the action: flow.ts gameOver). */
export function win(d: Draft, winner: string, reason: string, rule: string): void {
  d.vars.result = { winner, rule, reason };
  emit(d, { type: 'game-over', winner, reason, rule, vp: d.vars.vp });
}

/** 5.12: the Patton marker stays with his corps wherever it moves, retreats or advances. */
function followPatton(d: Draft): void {
  const { state, piece } = d.vars.patton;
  if (state !== 'on' || piece === null) return;
  const unit = d.state.pieces.find((p) => p.id === piece);
  const marker = d.state.pieces.find((p) => p.kind === 'marker' && p.def === 'patton');
  if (unit && marker && unit.at.kind === 'hex' && !(marker.at.kind === 'hex' && marker.at.hex === unit.at.hex)) {
    moveTo(d, marker.id, unit.at);
  }
}

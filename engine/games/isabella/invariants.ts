// What must hold after every action of a game of Operation Isabella, whatever the players did: the fuzzer
// (engine/fuzz) checks these after each random action. Each names the rule it protects.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId } from '../../core/types.js';
import { isabellaRules } from './rules.js';
import { frozen, varsOf } from './state.js';
import { stackLimit } from './stacking.js';
import { unitDef } from './units.js';
import { isSealed } from '../../core/hidden-units.js';
import { LAST_TURN } from './eliminate.js';

/** The broken invariants of `state` (empty when all hold). */
export function isabellaInvariants(module: GameModule, state: GameState): string[] {
  const out: string[] = [];
  const v = varsOf(state);
  const ids = new Set<string>();
  const bySide = new Map<HexId, Map<string, number>>();
  for (const p of state.pieces) {
    if (ids.has(p.id)) out.push(`piece ${p.id} is in the game twice`);
    ids.add(p.id);
    if (p.kind !== 'unit') continue;
    const full = unitDef(module, p.def)?.steps ?? 0;
    // A sealed unit (hidden.ts) has no face on this machine: nothing to say of its steps.
    if (!isSealed(p) && (p.steps < 1 || p.steps > full)) out.push(`2.10: ${p.id} has ${p.steps} steps (full: ${full})`);
    if (p.at.kind === 'hex' && !frozen(module, state, p)) {
      if (!module.map.hexes.some((h) => h.id === (p.at as { hex: string }).hex))
        out.push(`${p.id} stands on no hex of the map`);
      const m = bySide.get(p.at.hex) ?? new Map<string, number>();
      m.set(p.side, (m.get(p.side) ?? 0) + 1);
      bySide.set(p.at.hex, m);
    }
  }
  // 6.6: over-stacking is settled when a battle ends and after the owner's picks (step 'overstack').
  const settled = v.battle === null && v.step !== 'overstack';
  for (const [hex, m] of bySide) {
    if (m.size > 1) out.push(`6.1: units of both sides in ${hex}`);
    for (const [side, n] of m) {
      // 6.6: a battle's over-stacking is settled when the battle ends.
      if (settled && n > stackLimit(hex)) out.push(`6.3: ${n} ${side} units in ${hex} (limit ${stackLimit(hex)})`);
      // 7.7: a hex holding units of one side only is that side's.
      if (settled && m.size === 1 && v.control[hex] !== side && v.step !== 'over' && !v.step.startsWith('setup')) {
        out.push(`7.7: ${hex} holds only ${side} units but is ${v.control[hex] ?? 'uncontrolled'}`);
      }
    }
  }
  if (state.turn > LAST_TURN) out.push(`4.4: turn ${state.turn} after the last turn`);
  if ((v.step === 'over') !== (v.result !== null))
    out.push(`4.1: step ${v.step} with result ${JSON.stringify(v.result)}`);
  if (v.step !== 'over' && isabellaRules.toAct(module, state).length !== 1)
    out.push('5.7: not exactly one side to act');
  out.push(...hiddenLeaks(module, state));
  return out;
}

/** 6.8: no view may show a unit under the top of an enemy stack (outside its battle) or the enemy's dead pile. */
export function hiddenLeaks(module: GameModule, state: GameState): string[] {
  if (state.mode === 'honor') return [];
  const out: string[] = [];
  const top = new Map<HexId, string>();
  for (const p of state.pieces) if (p.kind === 'unit' && p.at.kind === 'hex') top.set(p.at.hex, p.id);
  const battle = varsOf(state).battle;
  for (const side of module.manifest.sides.map((s) => s.id)) {
    const seen = isabellaRules.view(module, state, side).state.pieces;
    for (const p of seen) {
      if (p.side === side || p.kind !== 'unit') continue;
      if (p.at.kind === 'box' && p.at.box === 'dead') out.push(`6.8: ${side} sees the enemy dead pile (${p.id})`);
      if (p.at.kind === 'hex' && top.get(p.at.hex) !== p.id && !(battle?.side === side && battle.target === p.at.hex)) {
        out.push(`6.8: ${side} sees ${p.id} under the top of the stack in ${p.at.hex}`);
      }
    }
    const v = isabellaRules.view(module, state, side).state;
    if ('rng' in v) out.push(`${side}'s view carries the dice generator`);
    // No list in the vars names a unit the view leaves out.
    const ids = new Set(seen.map((p) => p.id));
    for (const key of ['landed', 'probed', 'momentum']) {
      for (const id of (v.vars[key] ?? []) as string[])
        if (!ids.has(id)) out.push(`6.8: ${side}'s vars.${key} names ${id}`);
    }
  }
  return out;
}

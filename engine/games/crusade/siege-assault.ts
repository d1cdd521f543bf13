// §16.1.4 the Republican assault on a siege, in the combats of an OPS round (step 'ops-attack'): at least one
// supplied Republican unit in the siege space, the space Attack-activated; the units taking part roll one die
// (no Combat Cards), a modified 1–3 lowers the resist (sieges.ts). The others may attack Adjacent spaces. One
// assault per siege and round (the space counts as attacked); the units taking part have fought this round.
// rules.ts merges SIEGE_VERBS and SIEGE_ARGS.

import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { readyAttackers } from './attack.js';
import { combatOf, cv } from './combat-state.js';
import { roll } from './draft.js';
import { resolveAssault } from './sieges.js';
import { REP, varsOf, violation } from './state.js';
import { isCorps } from './units.js';
import { type GameVerb, act, str, strs } from './verb.js';

/** The Republican units that may assault the siege `name` now (its space Attack-activated, supplied, not fought). */
export function assaultUnits(module: GameModule, state: GameState, name: string): Piece[] {
  const s = varsOf(state).sieges[name];
  if (!s || s.resist <= 0 || state.activeSide !== REP || combatOf(state).attacked.includes(s.space)) return [];
  return readyAttackers(module, state).filter((p) => p.at.kind === 'space' && p.at.space === s.space);
}

/** §16.1.4.1 why these units may not assault the siege ([] when they may). */
export function assaultProblems(module: GameModule, state: GameState, name: string, ids: string[]): Violation[] {
  const s = varsOf(state).sieges[name];
  if (!s || s.resist <= 0) return [violation('siegeAssault', '16.1.4', `There is no standing siege "${name}"`)];
  const ready = assaultUnits(module, state, name).map((p) => p.id);
  if (ids.length === 0 || ids.some((id) => !ready.includes(id)))
    return [
      violation(
        'siegeAssault',
        '16.1.4.1',
        'The assault needs Republican units in the siege space, Attack-activated, supplied, not yet in a combat',
      ),
    ];
  return [];
}

const assaultSiege: GameVerb = {
  check: (m, s, a) => assaultProblems(m, s, str(a.args.siege) ?? '', strs(a.args.units) ?? []),
  apply(m, d, a) {
    const name = str(a.args.siege) ?? '';
    const ids = strs(a.args.units) ?? [];
    const s = d.vars.sieges[name];
    if (!s) return [violation('siegeAssault', '16.1.4', `There is no siege "${name}"`)];
    const out = assaultProblems(m, d.state, name, ids);
    if (out.length > 0 && d.state.mode === 'enforced') return out;
    const units = d.state.pieces.filter((p) => ids.includes(p.id));
    const corps = units.filter((p) => isCorps(m, p)).length;
    const c = cv(d);
    c.attacked.push(s.space);
    c.fought.push(...ids);
    const [die] = roll(d, 1, `assault on siege ${name}`, REP, '16.1.4.2');
    resolveAssault(d, name, die!, units.length - corps, corps);
  },
  list(m, s) {
    const out: LegalAction[] = [];
    for (const name of Object.keys(varsOf(s).sieges)) {
      const ready = assaultUnits(m, s, name).map((p) => p.id);
      // Every non-empty group of the units there (a space holds three at most).
      for (let mask = 1; mask < 1 << ready.length; mask++)
        out.push(act('assaultSiege', { siege: name, units: ready.filter((_, i) => mask & (1 << i)) }));
    }
    return out;
  },
};

/** The siege verbs. */
export const SIEGE_VERBS: Record<string, GameVerb> = { assaultSiege };

/** Their arguments. */
export const SIEGE_ARGS: Record<string, VerbArgs> = { assaultSiege: { siege: 'string', units: 'strings' } };

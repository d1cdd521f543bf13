// What every game's verbs are built from (steps.ts runs them): concrete legal actions, checks, the game's
// violations, its rule options and the unit definitions of its module.

import type { GameModule, UnitDef } from './module.js';
import type { GameState, JsonObject, LegalAction, Violation } from './types.js';

/** A legal action: the verb, its arguments and what taking it costs or gives (hints). */
export const act = (verb: string, args: JsonObject, info?: JsonObject): LegalAction =>
  info ? { verb, args, info } : { verb, args };

/** No violation when `ok`, else the one `v` makes. */
export const needs = (ok: boolean, v: () => Violation): Violation[] => (ok ? [] : [v()]);

/** A string argument, or null. */
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A list of strings argument, or null. */
export const strs = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;

/** A game's violation: its rule id, rulebook section, English message and the arguments a translation needs. */
export type ViolationOf = (rule: string, section: string, message: string, params?: JsonObject) => Violation;

/** The violation maker of `game`: rule ids `<game>.<rule>`. */
export function violationMaker(game: string): ViolationOf {
  return (rule, section, message, params) =>
    params ? { rule: `${game}.${rule}`, section, message, params } : { rule: `${game}.${rule}`, section, message };
}

/** The refusal of an action naming a piece, hex, space or card that does not exist. */
export function unknownMaker(violation: ViolationOf): (what: string, id: unknown) => Violation[] {
  return (what, id) => [violation('unknown', '—', `There is no ${what} "${String(id)}"`, { what, id: String(id) })];
}

/** A game's rule options in force: its set-up's over the defaults (an unknown key, or one of another type, ignored). */
export function optionsFrom<O extends object>(defaults: O, state: Pick<GameState, 'vars'>): O {
  const given = (state.vars.options ?? {}) as JsonObject;
  const out = { ...defaults };
  for (const [k, d] of Object.entries(defaults)) {
    const v = given[k];
    if (v !== undefined && typeof v === typeof d) Object.assign(out, { [k]: v });
  }
  return out;
}

const defs = new WeakMap<GameModule, Map<string, UnitDef>>();

/** The unit definition of a piece's def id (cached per module). */
export function unitDef(module: GameModule, def: string): UnitDef | undefined {
  let m = defs.get(module);
  if (!m) {
    m = new Map(module.units.map((u) => [u.id, u]));
    defs.set(module, m);
  }
  return m.get(def);
}

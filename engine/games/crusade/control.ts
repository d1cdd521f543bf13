// §2.1.1, §10.1 control of spaces: the one function every rule calls when a space changes hands (movement,
// advance, retreat, attrition, events), so its consequences (VP and RM, fortifications, sieges: status.ts) are
// applied in one place (digest 9.3).

import type { GameModule } from '../../core/module.js';
import { type Draft, emit } from './draft.js';
import { geoOf } from './geo.js';
import type { Side } from './state.js';

/** Consequences of a change of control, registered by the rules that own them (status.ts: VP, RM, sieges). */
export type ControlHook = (module: GameModule, d: Draft, space: string, from: Side | null, to: Side) => void;
const hooks: ControlHook[] = [];

/** Register a consequence of control changes (called once when a rules file is loaded). */
export function onControlChange(hook: ControlHook): void {
  hooks.push(hook);
}

/** Give `space` to `side`; nothing happens when it already is its. */
export function setControl(module: GameModule, d: Draft, space: string, side: Side, rule: string): void {
  const from = d.vars.control[space] ?? null;
  if (from === side) return;
  d.vars.control[space] = side;
  emit(d, { type: 'control', space, name: geoOf(module).name(space), from, to: side, rule });
  for (const h of hooks) h(module, d, space, from, side);
}

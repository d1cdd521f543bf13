// Which rules implementation a module's manifest.rules id names.

import type { Rules } from '../core/rules.js';
import { tableRules } from './table/rules.js';
import { isabellaRules } from './isabella/rules.js';
import { crusadeRules } from './crusade/rules.js';

const registry = new Map<string, Rules>([
  [tableRules.id, tableRules],
  [isabellaRules.id, isabellaRules],
  [crusadeRules.id, crusadeRules],
]);

/** The rules with this id; throws naming the known ids when there is none. */
export function getRules(id: string): Rules {
  const rules = registry.get(id);
  if (!rules) throw new Error(`No rules called "${id}" (known: ${[...registry.keys()].join(', ')})`);
  return rules;
}

/** Make a rules implementation available by its id (games register themselves here; tests add test rules). */
export function registerRules(rules: Rules): void {
  registry.set(rules.id, rules);
}

/** Every rules implementation known (the schema build compiles each one's verb arguments). */
export function allRules(): Rules[] {
  return [...registry.values()];
}

// Which rules implementation a module's manifest.rules id names: the games of the one list (index.ts), and the
// rules tests add.

import type { Rules } from '../core/rules.js';
import { GAMES } from './index.js';

const registry = new Map<string, Rules>(GAMES.map((g) => [g.rules.id, g.rules]));

/** The rules with this id; throws naming the known ids when there is none. */
export function getRules(id: string): Rules {
  const rules = registry.get(id);
  if (!rules) throw new Error(`No rules called "${id}" (known: ${[...registry.keys()].join(', ')})`);
  return rules;
}

/** Make a rules implementation available by its id (tests add test rules; the games are in index.ts). */
export function registerRules(rules: Rules): void {
  registry.set(rules.id, rules);
}

/** Every rules implementation known (the schema build compiles each one's verb arguments). */
export function allRules(): Rules[] {
  return [...registry.values()];
}

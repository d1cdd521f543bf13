// Which rule options a rules id offers, for pages that list them (the About page): each option's rule
// reference, what it decides and its default. Pure data: importing it pulls in no rules code.

import { DEFAULT_OPTIONS, OPTION_NOTES } from './isabella/options.js';
import { DEFAULT_OPTIONS as CRUSADE_DEFAULTS, OPTION_NOTES as CRUSADE_NOTES } from './crusade/options.js';

/** One rule option: its id, the rule it settles, what it decides (English) and its default value. */
export interface RuleOptionInfo {
  id: string;
  ref: string;
  text: string;
  default: string | number | boolean;
}

const registry = new Map<string, RuleOptionInfo[]>([
  [
    'isabella',
    (Object.keys(DEFAULT_OPTIONS) as (keyof typeof DEFAULT_OPTIONS)[]).map((id) => ({
      id,
      ref: OPTION_NOTES[id].ref,
      text: OPTION_NOTES[id].text,
      default: DEFAULT_OPTIONS[id],
    })),
  ],
  [
    'crusade',
    (Object.keys(CRUSADE_DEFAULTS) as (keyof typeof CRUSADE_DEFAULTS)[]).map((id) => ({
      id,
      ref: CRUSADE_NOTES[id].ref,
      text: CRUSADE_NOTES[id].text,
      default: CRUSADE_DEFAULTS[id],
    })),
  ],
]);

/** The options of the rules with this id, in their declared order; empty for rules without options ('table'). */
export function ruleOptionsOf(rulesId: string): RuleOptionInfo[] {
  return registry.get(rulesId) ?? [];
}

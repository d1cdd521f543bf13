// The counter sheet never lists units that cannot come: after the loyalty rolls (3.3) the Republican corps whose
// Falangist corps stayed loyal are left out of "Reinforcements: Set-up" for good, from a real game's rolls.

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../engine/core/types.js';
import { isabellaModule as module } from '../../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules as rules } from '../../../engine/games/isabella/rules.js';
import { offSheet } from './sheet.js';

const start = (seed: string) => rules.setup(module, { scenarioId: 'campaign', seed, mode: 'enforced', options: {} });
const view = (s: GameState) => rules.view(module, s, rules.toAct(module, s)[0]!);
const rolled = (s: GameState) => {
  const r = rules.reduce(module, s, { side: 'allied', verb: 'rollLoyalty', args: {} } as Action);
  if ('violations' in r) throw new Error(JSON.stringify(r.violations));
  return r.state;
};
const setAside = (s: GameState) =>
  s.pieces.filter((p) => p.def.startsWith('rs-') && p.at.kind === 'box' && p.at.index === 0).map((p) => p.id);

describe("the counter sheet leaves out the RS corps that can't come (3.3)", () => {
  it('lists every RS corps before the rolls, none of those left in the set-up box after them', () => {
    const before = start('sheet-1');
    expect(setAside(before).length).toBeGreaterThan(0);
    expect(offSheet(view(before), module)).toEqual([]);
    // Over a few seeds, both outcomes: the corps that defected are on the map, the others left out.
    let leftOut = 0;
    let defected = 0;
    for (const seed of ['sheet-1', 'sheet-2', 'sheet-3']) {
      const after = rolled(start(seed));
      const out = offSheet(view(after), module);
      expect(out.sort()).toEqual(setAside(after).sort());
      const onMap = after.pieces.filter((p) => p.def.startsWith('rs-') && p.at.kind === 'hex');
      for (const p of onMap) expect(out).not.toContain(p.id);
      leftOut += out.length;
      defected += onMap.length;
    }
    expect(leftOut).toBeGreaterThan(0);
    expect(defected).toBeGreaterThan(0);
  });
});

// Advisory flags on the page: the rules broken this turn, each in words with its rule and where it is on the map,
// from hand-made log lines and from a whole fuzzed advisory game's log (the panel and the map:
// e2e/isabella-flags.spec.ts).

import { beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { isabellaModule as module } from '../../../engine/games/isabella/isabella.fixture.js';
import { fuzzGame } from '../../../engine/fuzz/play.js';
import { isabellaRules } from '../../../engine/games/isabella/rules.js';
import { varsOf } from '../../../engine/games/isabella/state.js';
import { replay } from '../../../engine/core/replay.js';
import { initI18n, unitName } from '../../i18n/index.js';
import { openFlags } from './flags.js';

const mp = {
  rule: 'isabella.move.mp',
  section: '12.3',
  message: 'engine words',
  params: { unit: 'us-1ad', hex: '1316', cost: 7, mp: 6 },
};
const line = (seq: number, over: Partial<LogLine>): LogLine =>
  ({ seq, side: 'allied', verb: 'move', args: {}, events: [], ...over }) as LogLine;
const view = (turn: number): View =>
  ({
    side: 'allied',
    toAct: ['allied'],
    prompts: [],
    legalActions: [],
    state: {
      turn,
      pieces: [{ id: 'us-3id', def: 'us-3id', kind: 'unit', side: 'allied', at: { kind: 'hex', hex: '1419' } }],
    },
  }) as unknown as View;
const name = (id: string) => unitName(module.units, id) ?? id;

describe('advisory flags this turn', () => {
  beforeEach(() => initI18n('en'));

  it("lists the turn's flags with their rule in words and their hex; an earlier turn's are closed", () => {
    const log = [
      line(1, { violations: [mp] }),
      line(2, { events: [{ type: 'turn', turn: 2, phase: 'air' }] }),
      line(3, { args: { piece: 'us-1ad', to: { kind: 'hex', hex: '1518' } }, violations: [{ ...mp, params: {} }] }),
      line(4, {
        verb: 'disrupt',
        args: { piece: 'us-3id' },
        violations: [{ rule: 'x', section: '5.7', message: 'M' }],
      }),
    ];
    const flags = openFlags(log, view(2), name);
    expect(flags.map((f) => [f.seq, f.hex])).toEqual([
      [3, '1518'], // the hex the move went to
      [4, '1419'], // where the flagged unit stands
    ]);
    expect(flags[1]!.text).toBe('M (rule 5.7)');
    // In turn 1 the first line's flag was open, named by its unit's printed name and the hex its rule names.
    const first = openFlags(log.slice(0, 1), view(1), name);
    expect(first).toHaveLength(1);
    expect(first[0]!.hex).toBe('1316');
    expect(first[0]!.text).toContain('1st Armored');
    expect(first[0]!.text).not.toContain('us-1ad');
  });

  it('finds the flags of a whole advisory game, in words, each on a hex of the map or none', () => {
    const setup = { scenarioId: 'campaign', mode: 'advisory' as const, options: {} };
    const g = fuzzGame(isabellaRules, module, setup, 5, {
      invariants: () => [],
      over: (s) => varsOf(s).step === 'over',
      offList: 0.1,
    });
    const r = replay(isabellaRules, module, { ...setup, seed: 'fuzz-5' }, g.log);
    if (!r.ok) throw new Error(r.reason);
    const log = g.log.map((e, i) => ({ ...e, events: r.events[i]! }) as unknown as LogLine);
    const hexes = new Set(module.map.hexes.map((h) => h.id));
    let seen = 0;
    // At the end of each turn, that turn's flags.
    for (let turn = 1; turn <= r.state.turn; turn++) {
      const v = { ...view(turn), state: { ...r.state, turn } } as unknown as View;
      for (const f of openFlags(log, v, name)) {
        seen++;
        expect(f.text).toMatch(/\(rule [\d.]+\)$/);
        if (f.hex !== null) expect(hexes.has(f.hex), f.hex).toBe(true);
      }
    }
    const all = log.reduce((n, l) => n + (l.violations?.length ?? 0), 0);
    expect(all).toBeGreaterThan(0);
    expect(seen).toBe(all);
  });
});

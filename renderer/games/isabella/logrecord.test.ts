// Whole games' logs read as a record a player can audit, in English and Spanish: every line, event and flag in
// words, units by their printed names (never an id), no raw event type or catalogue key, every die with what it
// was rolled for, every change of hex control summed by side, every phase that passed with its reason.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from '../../../engine/games/isabella/isabella.fixture.js';
import { fuzzGame } from '../../../engine/fuzz/play.js';
import { isabellaRules } from '../../../engine/games/isabella/rules.js';
import { varsOf } from '../../../engine/games/isabella/state.js';
import { replay } from '../../../engine/core/replay.js';
import type { GameSetup } from '../../../engine/core/rules.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { initI18n, localName, unitName } from '../../i18n/index.js';
import { formatLogLine, type LogNamers } from '../../panels/logtext.js';
import { isabellaPage } from './index.js';

const module = isabellaModule;

/** A fuzzed game's log lines as the page gets them (each entry with its events). */
function game(mode: 'enforced' | 'advisory', seed: number): LogLine[] {
  const setup: Omit<GameSetup, 'seed'> = { scenarioId: 'campaign', mode, options: {} };
  const g = fuzzGame(isabellaRules, module, setup, seed, {
    invariants: () => [],
    over: (s) => varsOf(s).step === 'over',
    ...(mode === 'advisory' ? { offList: 0.1 } : {}),
  });
  const r = replay(isabellaRules, module, { ...setup, seed: `fuzz-${seed}` }, g.log);
  if (!r.ok) throw new Error(r.reason);
  return g.log.map((e, i) => ({ ...e, events: r.events[i]! }) as unknown as LogLine);
}

/** The page's namers: units and markers by their printed names, sides and phases too. */
function namers(lines: readonly LogLine[]): { name: (id: string) => string; names: LogNamers; ids: string[] } {
  const defs = new Map<string, string>();
  for (const l of lines) if (typeof l.args.piece === 'string') defs.set(l.args.piece, l.args.piece);
  const name = (id: string) => {
    const m = /^m\d+:(.+)$/.exec(id);
    const marker = m ? module.markers.find((x) => x.id === m[1]) : undefined;
    return marker ? localName(marker.name, marker.names) : (unitName(module.units, id) ?? id);
  };
  const side = (id: string) => {
    const s = module.manifest.sides.find((x) => x.id === id);
    return s ? localName(s.name, s.names) : id;
  };
  const phases = (module.scenarios[0]!.data as { phases?: { id: string; name: string }[] }).phases ?? [];
  const phase = (id: string) => phases.find((p) => p.id === id)?.name ?? id;
  return { name, names: { game: isabellaPage, side, phase }, ids: module.units.map((u) => u.id) };
}

describe("a whole game's log reads as a record", () => {
  const games = [game('enforced', 3), game('advisory', 5)]; // seed 5: an advisory game with flags

  for (const lang of ['en', 'es'] as const)
    it(`in ${lang}: words everywhere, units by name, dice with their purpose, control summed`, () => {
      initI18n(lang);
      let rolls = 0;
      let flags = 0;
      for (const lines of games) {
        const { name, names, ids } = namers(lines);
        const idPattern = new RegExp(
          `(^|[\\s(,:])(${ids.map((i) => i.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})($|[\\s),;:])`,
        );
        for (const line of lines) {
          const f = formatLogLine(line, name, undefined, names);
          for (const text of [f.text, ...f.events, ...f.violations]) {
            expect(text, text).not.toMatch(/\{\{|undefined|\[object|\b(isabella|log|violations|play)\.[\w-]+\./);
            expect(text, text).not.toMatch(/^[a-z]+(-[a-z]+)*$/);
            expect(text, text).not.toMatch(idPattern);
          }
          flags += f.violations.length;
          const rolled = line.events.filter((e) => e.type === 'roll' && e.purpose !== 'loyalty').length;
          rolls += rolled;
          // Each roll's line says who rolled it for what ("… rolls 4 for …", "… saca 4 para …").
          expect(f.events.filter((e) => / (rolls|saca) .+ (for|para) /.test(e)).length, f.text).toBe(rolled);
          // At most one line of control changes per side and entry.
          expect(f.events.filter((e) => /control/.test(e)).length, f.text).toBeLessThanOrEqual(3);
        }
      }
      expect(rolls).toBeGreaterThan(20);
      expect(flags).toBeGreaterThan(0);
    });
});

// Every id a game's engine declares has its words on the page, in every language: each violation id a text in
// Spanish (English may keep the engine's own sentence) that needs no value its sites do not give, each prompt id a
// text in both languages, each event type a sentence of the game's or the core's, never the bare type. So a
// Spanish page shows no English rule text in any game. The violation ids are the ones engine/games/<id>/index.ts
// exports; the core's ids, the prompts, the events and the params of each site are read from the sources
// (declared.ts), which must agree with those lists; the prompts a seeded random game of each asks are walked too.

import { beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import type { GameEvent, View } from '../../engine/core/types.js';
import type { Rules } from '../../engine/core/rules.js';
import { fuzzGame } from '../../engine/fuzz/play.js';
import { GAMES, gameOf } from '../../engine/games/index.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadModuleDir } from '../../electron/services/modules.js';
import { initI18n, pageCatalogue, t } from '../i18n/index.js';
import { leaves } from '../i18n/merge.js';
import { describeEvent } from '../panels/logtext.js';
import { violationSentence } from '../panels/violations.js';
import { type Declared, declaredIn, declaredInCore } from './declared.js';
import { gameFor } from './index.js';

const LANGS = ['en', 'es'] as const;

/** Each game of the engine's list, its folder (engine/games/<id>) and how it makes its violations. */
const ENGINE: readonly { game: string; dir: string; makers?: string[] }[] = GAMES.map((g) => ({
  game: g.rules.id,
  dir: `engine/games/${g.rules.id}`,
  // The table's violations are made by its own maker; every other game's by `violation(…)`.
  ...(g === GAMES[0] ? { makers: ['tableViolation'] } : {}),
}));

const core = declaredInCore();
const games = new Map<string, Declared>(ENGINE.map((g) => [g.game, declaredIn(g.dir, g.game, g.makers)]));
/** Every catalogue key of the page, by language (keys and the subtrees they head). */
const keys = Object.fromEntries(
  LANGS.map((lang) => {
    const set = new Set<string>();
    for (const [k] of leaves(pageCatalogue(lang))) {
      const parts = k.split('.');
      for (let i = 1; i <= parts.length; i++) set.add(parts.slice(0, i).join('.'));
    }
    return [lang, set];
  }),
) as Record<(typeof LANGS)[number], Set<string>>;
/** The placeholders of a catalogue text. */
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
/** A catalogue text in `lang` without falling back to another language. */
const own = (lang: string, key: string) => (keys[lang as 'en'].has(key) ? t(key, { lng: lang }) : null);

/** The shipped modules of the games with rules of their own, by rules id. */
const MODULES: Record<string, GameModule> = {};

/** The shipped module of each rules id (assets/modules/*, by its manifest's rules), loaded as the app loads it. */
async function shippedModules(): Promise<void> {
  const dir = join(import.meta.dirname, '..', '..', 'assets', 'modules');
  for (const name of readdirSync(dir)) {
    const loaded = await loadModuleDir(join(dir, name), name);
    if (loaded.ok) MODULES[loaded.value.module.manifest.rules] ??= loaded.value.module;
  }
}

/** The prompt ids a seeded random game of each game asks along its first actions (engine/fuzz). */
function promptsAsked(): Set<string> {
  const seen = new Set<string>();
  for (const g of GAMES) {
    const module = MODULES[g.rules.id];
    if (!g.fuzz || !module) continue;
    // The game's rules, each view they give also read here.
    const rules: Rules = Object.create(g.rules);
    // The random player draws an action without the view where the rules can: here it must list them from it.
    rules.drawAction = undefined;
    rules.view = (m, state, side): View => {
      const v = g.rules.view(m, state, side);
      for (const p of v.prompts) seen.add(p.id);
      return v;
    };
    const setup = { scenarioId: g.fuzz.scenario, mode: 'enforced' as const, options: {} };
    fuzzGame(rules, module, setup, 1, { invariants: () => [], over: g.fuzz.over, maxActions: 300, replayCheck: false });
  }
  return seen;
}

beforeAll(async () => {
  initI18n('es');
  await shippedModules();
});

describe('the ids the engine declares', () => {
  it("are among the violation ids each game's engine exports", () => {
    for (const { game } of ENGINE) {
      const exported = new Set(gameOf(game)?.violations ?? []);
      expect(exported.size, game).toBeGreaterThan(0);
      expect(
        [...games.get(game)!.violations.keys()].filter((id) => !exported.has(id)),
        game,
      ).toEqual([]);
    }
  });

  it('are all read: every site writes its id out, and each game declares some', () => {
    for (const [game, d] of [...games, ['core', core] as const]) {
      expect(d.unread, game).toEqual([]);
      expect(d.violations.size, game).toBeGreaterThan(0);
      expect(d.events.size, game).toBeGreaterThan(0);
    }
    expect(core.prompts).toEqual(new Set(['core.consent', 'core.dice', 'core.units']));
  });
});

describe('violations in words', () => {
  // The engine's lists, with the params their sites give (read from the sources), and the core's.
  const exported = ENGINE.flatMap(({ game }) =>
    (gameOf(game)?.violations ?? []).map((id) => [id, games.get(game)!.violations.get(id) ?? null] as const),
  );
  const all = [...core.violations, ...exported];

  it('every violation id has its Spanish, which needs no value the engine does not give', () => {
    const missing = all.filter(([id]) => own('es', `violations.${id}`) === null).map(([id]) => id);
    expect(missing).toEqual([]);
    for (const lang of LANGS)
      for (const [id, params] of all) {
        const text = keys[lang].has(`violations.${id}`) ? String(t(`violations.${id}`, { lng: lang })) : '';
        if (params) for (const p of placeholders(text)) expect(params.has(p), `${lang} ${id}: {{${p}}}`).toBe(true);
      }
  });

  it('the Spanish page says each one in Spanish, never the engine sentence', () => {
    initI18n('es');
    for (const [id, params] of all) {
      // The values its sites give (or, where the engine's sites do not say, those its Spanish asks for).
      const names = params ?? new Set(placeholders(String(t(`violations.${id}`))));
      const values = Object.fromEntries([...names].map((p) => [p, 'X']));
      const v = { rule: id, section: '1', message: 'ENGINE SENTENCE', params: values };
      expect(violationSentence(v), id).not.toBe('ENGINE SENTENCE');
    }
  });
});

describe('prompts in words', () => {
  // A seeded game of each game along its first 300 actions: some seconds each (The Struggle for Europe's most).
  it('every prompt id, written in the sources or asked along a game, has a text in English and Spanish', {
    timeout: 120_000,
  }, () => {
    const asked = promptsAsked();
    expect(asked.size).toBeGreaterThan(20);
    const ids = new Set([...asked, ...[core, ...games.values()].flatMap((d) => [...d.prompts])]);
    for (const lang of LANGS)
      expect(
        [...ids].filter((id) => !keys[lang].has(`prompts.${id}`)),
        lang,
      ).toEqual([]);
  });
});

describe('events in words', () => {
  it("every event of a game's log (its own, the table's, the core's) is a sentence in both languages", () => {
    const shared = [...games.get('table')!.events, ...core.events];
    for (const lang of LANGS) {
      initI18n(lang);
      for (const { game } of ENGINE) {
        const names = { game: gameFor(game) };
        for (const type of new Set([...games.get(game)!.events, ...shared])) {
          const e = (type === 'roll' ? { type, dice: [3], total: 3 } : { type }) as GameEvent;
          const text = describeEvent(e, (id) => id, names);
          expect(text, `${lang} ${game} ${type}`).not.toBe(t('log.events.other', { type }));
          expect(text, `${lang} ${game} ${type}`).not.toMatch(/\b(log|play|isabella|crusade|table)\.[\w-]+\.[\w.-]+/);
        }
      }
    }
  });
});

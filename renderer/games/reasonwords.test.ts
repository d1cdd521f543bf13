// Every reason a bot can give (engine/ai bot.ts Reason) has its words on the page in English and Spanish, and
// those words ask for no value the reason does not give. The ids are read from the sources that make reasons
// (engine/ai and each game's policy*.ts: a string 'bot.…' written out), with the params of each site that writes
// them out (take(view, a, 'bot.…', { … }), reason('bot.…', { … })); the reasons the scripted and random bots give
// along a whole game of each game with a policy are checked too, in words, in both languages.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import type { Reason } from '../../engine/ai/bot.js';
import { playMatch } from '../../engine/ai/match.js';
import { randomBot } from '../../engine/ai/random.js';
import { reasonValues } from '../../engine/ai/reason.js';
import { scriptedBot } from '../../engine/ai/scripted.js';
import { GAMES } from '../../engine/games/index.js';
import { loadModuleDir } from '../../electron/services/modules.js';
import { initI18n, pageCatalogue, t } from '../i18n/index.js';
import { leaves } from '../i18n/merge.js';

const ROOT = join(import.meta.dirname, '..', '..');
const LANGS = ['en', 'es'] as const;
const ID = /^bot\.[\w.]+$/;

/** A reason id written in a source, with the param names its site gives (null: not written out there). */
interface Site {
  id: string;
  params: string[] | null;
}

/** The reason ids written in the non-test sources `files` of `dir`, each with its site's params. */
function sitesIn(dir: string, files: (f: string) => boolean): Site[] {
  const out: Site[] = [];
  for (const f of readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    if (!files(f)) continue;
    const src = ts.createSourceFile(f, readFileSync(join(ROOT, dir, f), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node): void => {
      if (ts.isStringLiteral(n) && ID.test(n.text)) out.push({ id: n.text, params: paramsAt(n) });
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  return out;
}

/** The params a literal id's site gives: the keys of the object after it in take(…)/reason(…), [] when none
 *  follows, null anywhere else (an id chosen by a condition or handed on: its reasons are checked in play). */
function paramsAt(lit: ts.StringLiteral): string[] | null {
  const call = lit.parent;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return null;
  if (!['take', 'reason'].includes(call.expression.text)) return null;
  const next = call.arguments[call.arguments.indexOf(lit) + 1];
  if (!next) return [];
  if (!ts.isObjectLiteralExpression(next)) return null;
  const names = next.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : null));
  return names.every((n) => n !== null) ? (names as string[]) : null;
}

/** The games with a scripted policy, and the generic bots' ids (engine/ai). */
const POLICIES = GAMES.filter((g) => g.policy).map((g) => g.rules.id);
const generic = sitesIn('engine/ai', () => true);
const byGame = new Map(POLICIES.map((id) => [id, sitesIn(`engine/games/${id}`, (f) => f.startsWith('policy'))]));
const allSites = [...generic, ...[...byGame.values()].flat()];
const allIds = new Set(allSites.map((s) => s.id));

/** Every leaf key of the page's catalogue in `lang`, with its text. */
const words = Object.fromEntries(LANGS.map((l) => [l, new Map(leaves(pageCatalogue(l)))])) as Record<
  (typeof LANGS)[number],
  Map<string, string>
>;
/** The texts of an id in `lang`: its own, or its plural forms (`_one`, `_other`: i18next's `count`). */
const textsOf = (lang: (typeof LANGS)[number], id: string): string[] => {
  const own = words[lang].get(id);
  if (own !== undefined) return [own];
  return ['one', 'other'].map((form) => words[lang].get(`${id}_${form}`)).filter((x): x is string => x !== undefined);
};
/** The placeholders of an id's texts in `lang`. */
const placeholders = (lang: (typeof LANGS)[number], id: string): Set<string> =>
  new Set(textsOf(lang, id).flatMap((text) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!)));

describe('the reasons the bots give, in words', () => {
  it('are read from the sources: the generic bots and each policy write their ids out', () => {
    expect(POLICIES.length).toBeGreaterThan(1);
    expect(new Set(generic.map((s) => s.id))).toEqual(
      new Set(['bot.random', 'bot.search.searched', 'bot.search.noResult']),
    );
    for (const [game, sites] of byGame) {
      expect(sites.length, game).toBeGreaterThan(10);
      // A game's reasons are its own words (renderer/games/<game>/), or the core's for its only action.
      expect(
        sites.map((s) => s.id).filter((id) => !id.startsWith(`bot.${game}.`) && id !== 'bot.onlyAction'),
        game,
      ).toEqual([]);
    }
  });

  it('every id has its words in English and Spanish, asking for the same values in both', () => {
    for (const id of allIds) {
      for (const lang of LANGS) expect(textsOf(lang, id).length, `${lang} ${id}`).toBeGreaterThan(0);
      // A plural (`count`) has both its forms.
      if (!words.en.has(id)) for (const lang of LANGS) expect(textsOf(lang, id), `${lang} ${id}`).toHaveLength(2);
      expect([...placeholders('es', id)].sort(), id).toEqual([...placeholders('en', id)].sort());
    }
  });

  it('the words of a site that writes its params out ask for no other value', () => {
    const known = allSites.filter((s) => s.params !== null);
    expect(known.length).toBeGreaterThan(30);
    for (const { id, params } of known)
      for (const p of placeholders('en', id)) expect(params, `${id}: {{${p}}}`).toContain(p);
  });
});

describe('the reasons given along a whole game, in words', () => {
  const modules: Record<string, GameModule> = {};
  beforeAll(async () => {
    const dir = join(ROOT, 'assets', 'modules');
    for (const name of readdirSync(dir)) {
      const loaded = await loadModuleDir(join(dir, name), name);
      if (loaded.ok) modules[loaded.value.module.manifest.rules] ??= loaded.value.module;
    }
  });

  it('each game with a policy: every reason an id of the sources, its words filled from its params', {
    timeout: 120_000,
  }, () => {
    for (const game of POLICIES) {
      const g = GAMES.find((x) => x.rules.id === game)!;
      const module = modules[game];
      expect(module, game).toBeDefined();
      const scripted = scriptedBot(g)!;
      const [a, b] = module!.manifest.sides.map((s) => s.id);
      const setup = { scenarioId: g.fuzz!.scenario, mode: 'enforced' as const, options: {} };
      // A long game is read on its first 200 actions (the Ebro's sixteen turns are some 2,500, minutes on the build
      // machine): only that cap may stop a game before its end.
      const m = playMatch(g.rules, module!, setup, { [a!]: scripted, [b!]: randomBot }, 1, {
        ...g.fuzz!,
        maxActions: 200,
      });
      expect(m.failure?.problem ?? 'no result after', game).toMatch(/^no result after/);
      const reasons: Reason[] = m.decisions.map((d) => d.reason);
      expect(new Set(reasons.map((r) => r.id)).size, game).toBeGreaterThan(5);
      for (const r of reasons) {
        expect(allIds.has(r.id), r.id).toBe(true);
        for (const lang of LANGS) {
          for (const p of placeholders(lang, r.id))
            expect(Object.keys(r.params ?? {}), `${r.id}: {{${p}}}`).toContain(p);
          initI18n(lang);
          const text = t(r.id, reasonValues(r));
          expect(text, `${lang} ${r.id}`).not.toMatch(/{{|^bot\./);
        }
      }
    }
  });
});

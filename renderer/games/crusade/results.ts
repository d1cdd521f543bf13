// The end of a Crusade and Revolution game in words: why it ended (§5.2 Automatic Victory, §5.3 the end of the
// Campaign) and its final Victory Points and Republican Morale. The engine gives its reason as an English sentence
// (engine/games/crusade/status.ts, events.ts): it is read here by its rule and its figures, and said again in the
// page's language; a sentence it does not know is shown as the engine wrote it.

import type { GameModule } from '../../../engine/core/module.js';
import type { JsonObject } from '../../../engine/core/types.js';
import type { GameResult } from '../../../engine/games/index.js';
import { localName, t } from '../../i18n/index.js';
import type { GameOverLine } from '../types.js';

const R = 'crusade.gameOver.reasons.';

/** The engine's reasons, each with the catalogue key that says it and the figures it carries. */
const REASONS: readonly [RegExp, string, readonly string[]][] = [
  [/^Republican Morale (-?\d+) reached (-?\d+)$/, 'rmReached', ['rm', 'threshold']],
  [/^Republican Morale (-?\d+) fell to (-?\d+)$/, 'rmFell', ['rm', 'threshold']],
  [/^controls all six Main Cities$/, 'mainCities', []],
  [/^19 VP at the end of the scenario: a draw$/, 'draw', []],
  [/^(\d+) VP at the end of the scenario$/, 'vp', ['vp']],
  [/^the event "(.+)"$/, 'event', ['card']],
];

/** Why the game ended, in the page's language (a card named by its name in that language). */
export function resultReason(r: GameResult, module: GameModule | null): string {
  for (const [re, key, names] of REASONS) {
    const m = re.exec(r.reason);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((n, i) => {
      values[n] = m[i + 1]!;
    });
    if (values.card) {
      const card = module?.cards?.find((c) => c.name === values.card);
      if (card) values.card = localName(card.name, card.names);
    }
    return t(`${R}${key}`, values);
  }
  return r.reason;
}

/** The final Victory Points and Republican Morale, a line each. */
export function finalFigures(vars: JsonObject): GameOverLine[] {
  const lines: GameOverLine[] = [];
  if (typeof vars.vp === 'number')
    lines.push({ testid: 'gameover-detail', text: t('crusade.gameOver.vp', { vp: vars.vp }) });
  if (typeof vars.rm === 'number')
    lines.push({ testid: 'gameover-detail', text: t('crusade.gameOver.rm', { rm: vars.rm }) });
  return lines;
}

// The end of the game: who won, why (in the page's language, as the game's plug-in words it, with the rule) and
// the game's own final figures (victory points...).

import type { JsonObject } from '../../engine/core/types.js';
import type { GameModule } from '../../engine/core/module.js';
import type { GameResult } from '../../engine/games/index.js';
import { t } from '../i18n/index.js';
import { el } from './dom.js';
import { showDialog } from './dialog.js';
import type { GameOverLine, GamePage } from '../games/types.js';

/** What the dialog says of a result: the reason in words and the game's final figures. */
export function resultWords(
  game: GamePage,
  r: GameResult,
  vars: JsonObject,
  module: GameModule | null,
): { reason: string; lines: GameOverLine[] } {
  return { reason: game.resultReason?.(r, module) ?? r.reason, lines: game.finalFigures?.(vars) ?? [] };
}

/** Show the game-over dialog: the winner (named), the reason with its rule, then the game's own lines. */
export async function gameOverDialog(
  r: GameResult,
  winnerName: string,
  reason: string,
  lines: readonly GameOverLine[] = [],
): Promise<void> {
  await showDialog({
    title: t('play.gameOver.title'),
    testid: 'gameover-dialog',
    body: [
      el('p', {
        class: 'gameover-winner',
        'data-testid': 'gameover-winner',
        text: r.winner ? t('play.gameOver.winner', { side: winnerName }) : t('play.gameOver.draw'),
      }),
      el('p', { 'data-testid': 'gameover-reason', text: t('play.withRule', { text: reason, section: r.rule }) }),
      ...lines.map((l) => el('p', { 'data-testid': l.testid, text: l.text })),
    ],
    buttons: [{ label: t('dialog.close'), value: 'close', primary: true }],
  });
}

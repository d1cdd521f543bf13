// The end of the game: who won, why (4.x, in the page's language) and the final German victory points.

import { t } from '../i18n/index.js';
import { el } from './dom.js';
import { showDialog } from './dialog.js';

/** The result as the rules record it (IsabellaVars.result) and the VP total. */
export interface GameResult {
  /** The winning side, or null for a draw. */
  winner: string | null;
  rule: string;
  reason: string;
}

/** The reason of a result in words, the engine's id when the catalogue lacks it. */
export function reasonText(r: GameResult): string {
  // An id (Isabella's 'vp-25') is looked up; a sentence (Crusade's engine words, with ':' and '.') is shown as it is.
  if (!/^[\w-]+$/.test(r.reason)) return r.reason;
  const key = `play.gameOver.reasons.${r.reason}`;
  const text = t(key);
  return text === key ? r.reason : text;
}

/**
 * The final figures a game's vars give the dialog: Isabella's German VP as `vp`; a card-driven game (Crusade, with
 * vars.decks) its Victory Points and Republican Morale as lines of their own.
 */
export function finalFigures(vars: object): { vp: number | null; details: string[] } {
  const v = vars as { vp?: unknown; rm?: unknown; decks?: unknown };
  const vp = typeof v.vp === 'number' ? v.vp : null;
  if (!v.decks) return { vp, details: [] };
  const details = vp === null ? [] : [t('crusade.gameOver.vp', { vp })];
  if (typeof v.rm === 'number') details.push(t('crusade.gameOver.rm', { rm: v.rm }));
  return { vp: null, details };
}

/** Show the game-over dialog (`details`: the game's own final figures, e.g. Crusade's VP and Morale). */
export async function gameOverDialog(
  r: GameResult,
  winnerName: string,
  vp: number | null,
  details: string[] = [],
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
      el('p', { 'data-testid': 'gameover-reason', text: t('play.withRule', { text: reasonText(r), section: r.rule }) }),
      vp === null ? null : el('p', { 'data-testid': 'gameover-vp', text: t('play.gameOver.vp', { vp }) }),
      ...details.map((text) => el('p', { 'data-testid': 'gameover-detail', text })),
    ].filter((x): x is HTMLParagraphElement => x !== null),
    buttons: [{ label: t('dialog.close'), value: 'close', primary: true }],
  });
}

// Picket's page plug-in (the fixture game of the plug-in test: engine/games/picket): its log words, the buttons that
// answer its prompts (pass; stand or yield when a unit is met), its game-over words and its catalogues beside it.
// Moves are the page's own drag, lit from the legal actions as in every hex game.

import type { LegalAction } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { type AnswerButton, concrete } from '../../panels/answers.js';
import { describeLocation } from '../../panels/logtext.js';
import type { GamePage } from '../types.js';
import { picketCommands } from './commands.js';

const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** The button of a prompt's answer that is not a drag: Pass, Stand, Yield. */
function answerButton(a: LegalAction): AnswerButton | null {
  if (a.verb !== 'pass' && a.verb !== 'stand' && a.verb !== 'yield') return null;
  const b: AnswerButton = { key: `picket.answers.${a.verb}`, values: {}, answer: concrete(a) };
  if (a.verb === 'stand') b.primary = true;
  return b;
}

/** The plug-in. */
export const picketPage: GamePage = {
  id: 'picket',
  commands: picketCommands,
  actionText: (line, name, place) => {
    const a = line.args;
    if (line.verb === 'move') {
      return t('picket.log.verbs.move', { piece: name(str(a.piece)), to: describeLocation(a.to, place) });
    }
    return ['pass', 'stand', 'yield'].includes(line.verb) ? t(`picket.log.verbs.${line.verb}`) : null;
  },
  eventText: (e, name, names) => {
    switch (e.type) {
      case 'picketled':
      case 'passed':
        return '';
      case 'contact':
        return t('picket.log.events.contact', { mover: name(str(e.mover)), enemy: name(str(e.enemy)) });
      case 'firefight':
        return e.loser ? t('picket.log.events.firefight', { loser: name(str(e.loser)) }) : t('picket.log.events.tie');
      case 'yielded':
        return t('picket.log.events.yielded', { vp: str(e.vp) });
      case 'over':
        return e.winner
          ? t('picket.log.events.won', { side: names.side?.(str(e.winner)) ?? str(e.winner) })
          : t('picket.log.events.draw');
      default:
        return null;
    }
  },
  restates: (verb, e) =>
    (verb === 'move' && e.type === 'picketled') || (verb === 'pass' && e.type === 'passed') ? e.type : undefined,
  answerButton,
  resultReason: (r) => t(`picket.gameOver.${r.reason === 'wiped-out' ? 'wipedOut' : 'score'}`),
};

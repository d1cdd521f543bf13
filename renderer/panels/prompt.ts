// The prompt bar, always visible under the toolbar: whose turn it is, the question the rules ask that side (by
// prompt id, in the page's language, with its rule number), a button for every answer that is not a place on the
// map, and a hint when the answer is a click on the map. Its right end holds the map overlay toggles and the
// hand-over curtain setting (playbar.ts).

import type { Prompt, View } from '../../engine/core/types.js';
import { t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { type Answer, type AnswerButton, answerButtons, placeAnswers } from './answers.js';
import { isMode } from '../../engine/core/rules.js';
import { modeName } from './logtext.js';
import type { GamePage } from '../games/types.js';
import { sectionText } from './violations.js';

/** Names the panel needs from the page. */
export interface PromptNames {
  side(id: string): string;
  piece(id: string): string;
  /** A card's name (card-driven games), for prompts about a card. */
  card?(id: string): string;
  /** A map space's name (point-to-point maps: a combat prompt names the space fought over). */
  space?(id: string): string;
}

/** The prompt's question in the page's language: the catalogue's `prompts.<id>`, else the engine's English. */
export function promptText(p: Prompt, names: PromptNames): string {
  const info = (p.info ?? {}) as Record<string, unknown>;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(info)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  if (typeof info.by === 'string') values.by = names.side(info.by);
  if (typeof info.piece === 'string') values.piece = names.piece(info.piece);
  if (typeof info.card === 'string' && names.card) values.card = names.card(info.card);
  if (typeof info.target === 'string' && names.space) values.target = names.space(info.target);
  if (isMode(info.mode)) values.mode = modeName(info.mode);
  let key = `prompts.${p.id}`;
  if (info.alone === true) key += 'Alone';
  // A question worded by what it is about (the core's consent: a change of mode, or taking back actions).
  if (typeof info.verb === 'string' && t(`${key}.${info.verb}`) !== `${key}.${info.verb}`) key += `.${info.verb}`;
  const text = t(key, values);
  if (text === key) return p.message;
  const missing = [...text.matchAll(/{{(\w+)}}/g)];
  return missing.length > 0 ? p.message : text;
}

/** The prompt bar. */
export class PromptPanel {
  private readonly side = el('span', { class: 'prompt-side', 'data-testid': 'prompt-side' });
  private readonly text = el('span', { class: 'prompt-text', 'data-testid': 'prompt-text', 'aria-live': 'polite' });
  private readonly hint = el('span', { class: 'prompt-hint', 'data-testid': 'prompt-hint' });
  private readonly answers = el('div', { class: 'prompt-answers', role: 'group', 'data-testid': 'prompt-answers' });
  readonly tools = el('div', { class: 'prompt-tools' });
  readonly element = el(
    'section',
    { class: 'prompt-bar', 'data-testid': 'prompt', role: 'region' },
    this.side,
    this.text,
    this.hint,
    this.answers,
    el('span', { class: 'prompt-spacer' }),
    this.tools,
  );

  /** `send` answers (one act). */
  constructor(private send: (a: Answer) => void) {}

  /** Show the view's question and answers, with the game's buttons and hint (`selected`: the counter selected). */
  update(view: View | null, names: PromptNames, game: GamePage, selected: string | null): void {
    this.element.setAttribute('aria-label', t('play.promptLabel'));
    this.answers.setAttribute('aria-label', t('play.answersLabel'));
    clear(this.answers);
    this.hint.textContent = '';
    if (!view) {
      this.side.textContent = '';
      this.text.textContent = t('status.noGame');
      this.element.dataset.prompt = '';
      return;
    }
    const vars = view.state.vars as { step?: string; result?: { winner: string | null; rule: string } | null };
    const toAct = view.toAct[0];
    this.side.textContent = toAct ? t('play.toPlay', { side: names.side(toAct) }) : '';
    this.side.dataset.side = toAct ?? '';
    const prompt = view.prompts[0];
    if (vars.result) {
      const { winner, rule } = vars.result;
      this.text.textContent = winner
        ? t('play.gameOverBar', { side: names.side(winner), rule })
        : t('play.gameOverDrawBar', { rule });
      this.element.dataset.prompt = 'over';
      return;
    }
    if (!prompt) {
      this.element.dataset.prompt = '';
      this.text.textContent =
        toAct && !view.toAct.includes(view.side)
          ? t('play.waiting', { side: names.side(toAct) })
          : view.state.mode === 'honor' && !vars.step
            ? ''
            : t('play.noQuestion');
      return;
    }
    this.element.dataset.prompt = prompt.id;
    this.text.textContent = '';
    this.text.append(
      promptText(prompt, names),
      ' ',
      el('span', { class: 'rule', text: prompt.rule ? t('play.rule', { section: sectionText(prompt.rule) }) : '' }),
    );
    // The game's hint (how to answer), else the core's for a place to click.
    const hint = game.hint ? game.hint(view, names) : placeAnswers(view, game).length > 0 ? t('play.hintPlace') : null;
    this.hint.textContent = hint ?? '';
    for (const b of answerButtons(view, game, selected)) this.answers.append(this.button(b, names));
  }

  private button(b: AnswerButton, names: PromptNames): HTMLButtonElement {
    const values: Record<string, string | number> = { ...b.values };
    if (typeof values.unit === 'string') values.unit = names.piece(values.unit);
    const btn = el('button', {
      type: 'button',
      class: b.primary ? 'answer primary' : 'answer',
      'data-verb': b.answer.verb,
      text: t(b.key, values),
      title: b.help ? t(b.help) : undefined,
    });
    if (b.piece) btn.dataset.piece = b.piece;
    btn.disabled = b.disabled === true;
    btn.addEventListener('click', () => this.send(b.answer));
    return btn;
  }
}

// The prompt bar, always visible under the toolbar: whose turn it is, the question the rules ask that side (by
// prompt id, in the page's language, with its rule number), a button for every answer that is not a place on the
// map, and a hint when the answer is a click on the map. Its right end holds the map overlay toggles and the
// hand-over curtain setting (playbar.ts).

import type { Prompt, View } from '../../engine/core/types.js';
import { t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { type Answer, type AnswerButton, answerButtons, placeAnswers, retreatingUnit } from './answers.js';
import { isMode } from '../../engine/core/rules.js';
import { modeName } from './logtext.js';

/** The card verbs whose answers are the hand panel's buttons (card-driven games). */
const CARD_HINT_VERBS: ReadonlySet<string> = new Set(['play', 'autoOps', 'discard']);

/** Names the panel needs from the page. */
export interface PromptNames {
  side(id: string): string;
  piece(id: string): string;
  /** A card's name (card-driven games), for prompts about a card. */
  card?(id: string): string;
  /** A map space's name (point-to-point maps: Crusade's combat prompts name the space fought over). */
  space?(id: string): string;
}

/** The prompt's question in the page's language: the catalogue's `prompts.<id>`, else the engine's English. */
export function promptText(p: Prompt, names: PromptNames): string {
  const info = (p.info ?? {}) as Record<string, unknown>;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(info)) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
  if (typeof info.by === 'string') values.by = names.side(info.by);
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

  /** `send` answers (one act); `flip` flips the selected unit (5.7, no passing). */
  constructor(
    private send: (a: Answer) => void,
    private flip: () => void,
  ) {}

  /**
   * Show the view's question and answers. `selectedFlippable`: the selected counter is a unit the side may flip
   * instead of acting (5.7).
   */
  update(view: View | null, names: PromptNames, selectedFlippable: string | null): void {
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
      el('span', { class: 'rule', text: prompt.rule ? t('play.rule', { section: prompt.rule }) : '' }),
    );
    const places = placeAnswers(view);
    if (places.length > 0) {
      const unit = retreatingUnit(view);
      this.hint.textContent = unit ? t('play.hintRetreat', { unit: names.piece(unit) }) : t('play.hintPlace');
    } else if (view.legalActions.some((a) => a.verb === 'move') && vars.step !== 'setup-landing') {
      this.hint.textContent = t('play.hintDrag');
    } else if (view.legalActions.some((a) => a.verb === 'attack' || a.verb === 'probe') && vars.step === 'actions') {
      this.hint.textContent = t('play.hintAttack');
    } else if ((view.state.vars as { decks?: unknown }).decks) {
      // A card-driven game (Crusade): the answers are in the hand panel under the map (cards, or the list).
      if (view.legalActions.some((a) => CARD_HINT_VERBS.has(a.verb))) this.hint.textContent = t('play.hintCards');
      else if (view.legalActions.length > 0) this.hint.textContent = t('play.hintChooser');
    }
    for (const b of answerButtons(view)) this.answers.append(this.button(b, names));
    if (view.legalActions.some((a) => a.verb === 'disrupt')) {
      const name = selectedFlippable ? names.piece(selectedFlippable) : '';
      const flip = el('button', {
        type: 'button',
        class: 'answer',
        'data-verb': 'disrupt',
        text: selectedFlippable ? t('play.answers.flip', { unit: name }) : t('play.answers.flipNone'),
        title: t('play.flipHelp'),
      });
      flip.disabled = !selectedFlippable;
      flip.addEventListener('click', () => this.flip());
      this.answers.append(flip);
    }
  }

  private button(b: AnswerButton, names: PromptNames): HTMLButtonElement {
    const values: Record<string, string | number> = { ...b.values };
    if (typeof values.unit === 'string') values.unit = names.piece(values.unit);
    const primary = [
      'rollLoyalty',
      'agreeEnd',
      'accept',
      'dl1Loss',
      'stay',
      'agree',
      'revealDice',
      'revealUnits',
    ].includes(b.key);
    const btn = el('button', {
      type: 'button',
      class: primary ? 'answer primary' : 'answer',
      'data-verb': b.answer.verb,
      text: t(`play.answers.${b.key}`, values),
    });
    if (b.piece) btn.dataset.piece = b.piece;
    btn.addEventListener('click', () => this.send(b.answer));
    return btn;
  }
}

// La Batalla del Ebro's answers on the prompt bar: the initiative roll, the first player (each side named), the
// segment's end named for the segment, Stay after a combat, the whole advance, each reinforcement into each box it
// may enter, each unit to rebuild in each box it may go to, keeping or bringing back withdrawing units (XX.1.10),
// and the hexes a retreat may go to (a place answer on the map). The orders with several units (fire, attack,
// react, works, boats) are the Orders panel's; moves are the map's drag. The hint says how to answer. Pure.

import type { LegalAction, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { type AnswerButton, concrete, placeAnswers } from '../../panels/answers.js';
import type { PromptNames } from '../../panels/prompt.js';
import { KEEP_CVP, RECALL_CVP } from '../../../engine/games/ebro/additional.js';
import { boxName, sideName } from './names.js';
import { str, strs } from './words.js';

/** Verbs whose answer is a hex clicked on the map. */
export const PLACE_VERBS: ReadonlySet<string> = new Set(['retreat']);

/** The steps whose end has a name of its own. */
const NAMED_DONE = new Set(['patrol', 'engineer', 'prepare', 'move', 'react', 'combat', 'breakthrough', 'rebuild']);

const K = 'ebro.answers.';

/** A standing order's value in words (on, off, yes, no). */
const onOff = (v: unknown): string => t(`ebro.words.onOff.${str(v)}`, { defaultValue: str(v) });

/** The step of the flow the view is at (engine/games/ebro/flow.ts). */
export const stepOf = (view: View | null): string => str((view?.state.vars as { step?: unknown } | undefined)?.step);

/** The button for one legal action, or null when it is answered elsewhere (the map, the Orders panel). */
export function answerButton(a: LegalAction, view: View): AnswerButton | null {
  const args = a.args ?? {};
  switch (a.verb) {
    case 'rollInitiative':
      return { key: `${K}rollInitiative`, values: {}, answer: concrete(a), primary: true };
    case 'first': {
      const side = str(args.side);
      const primary = side === view.side;
      return { key: `${K}first`, values: { side: sideName(side) }, answer: concrete(a), primary };
    }
    case 'done': {
      const step = stepOf(view);
      return { key: NAMED_DONE.has(step) ? `${K}done_${step}` : `${K}done`, values: {}, answer: concrete(a) };
    }
    case 'stay':
      return { key: `${K}stay`, values: {}, answer: concrete(a) };
    case 'advance':
      return { key: `${K}advance`, values: { count: strs(args.pieces).length }, answer: concrete(a), primary: true };
    case 'flood':
      return { key: `${K}flood`, values: {}, answer: concrete(a) };
    case 'patrol': {
      const piece = str(args.piece);
      return { key: `${K}patrol`, values: { unit: piece }, answer: concrete(a), piece };
    }
    case 'airOrders': {
      const which = ['intercept', 'antiAircraft', 'groundSupport'].find((k) => args[k] !== undefined) ?? 'intercept';
      return { key: `${K}${which}`, values: { value: onOff(args[which]) }, answer: concrete(a) };
    }
    case 'orders':
      return { key: `${K}supportOrders`, values: { hq: onOff(args.hq), fire: onOff(args.fire) }, answer: concrete(a) };
    case 'leave': {
      const piece = str(args.piece);
      return { key: `${K}leave`, values: { unit: piece, hex: str(args.to) }, answer: concrete(a), piece };
    }
    case 'surrender': {
      const ids = strs(args.pieces);
      if (ids.length === 1)
        return { key: `${K}surrender`, values: { unit: ids[0]! }, answer: concrete(a), piece: ids[0]! };
      return { key: `${K}surrenderMany`, values: { count: ids.length }, answer: concrete(a) };
    }
    case 'enter': {
      const piece = str(args.piece);
      const box = str(args.box);
      return { key: `${K}enter`, values: { unit: piece, box: boxName(box) }, answer: concrete(a), piece };
    }
    case 'rebuild': {
      const piece = str(args.piece);
      return { key: `${K}rebuild`, values: { unit: piece, box: boxName(str(args.box)) }, answer: concrete(a), piece };
    }
    case 'keep':
      return { key: `${K}keep`, values: { cvp: KEEP_CVP }, answer: concrete(a) };
    case 'recall':
      return { key: `${K}recall`, values: { cvp: RECALL_CVP }, answer: concrete(a) };
    default:
      return null;
  }
}

/** The hint after the question: a hex to click, a counter to drag, an order to pick. */
export function hint(view: View, _names: PromptNames): string | null {
  if (placeAnswers(view, { placeVerbs: PLACE_VERBS }).length > 0) return t('ebro.hints.retreat');
  const verbs = new Set(view.legalActions.map((a) => a.verb));
  if (verbs.has('enter')) return t('ebro.hints.reinforce');
  if (verbs.has('move')) return t('ebro.hints.move');
  if (verbs.has('exploit')) return t('ebro.hints.exploit');
  if (['fire', 'attack', 'react', 'build', 'repair', 'demolish'].some((v) => verbs.has(v)))
    return t('ebro.hints.orders');
  return null;
}

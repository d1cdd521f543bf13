// Operation Isabella's answers on the prompt bar: a button for each choice that is not a place (the loyalty roll,
// agreeing to end a phase, the DL1 choice, advances, the unit that loses a step, Patton, rebuilding, the landing
// stack, momentum attacks), the flip that stands for passing (5.7), the hexes clicked as answers (beachhead,
// airpower, partisan, retreat), the hexes that may be attacked with their eligible units, and the hint. Pure.

import type { LegalAction, View } from '../../../engine/core/types.js';
import type { IsabellaVars } from '../../../engine/games/isabella/index.js';
import { type Answer, type AnswerButton, concrete, placeAnswers } from '../../panels/answers.js';
import type { PromptNames } from '../../panels/prompt.js';
import { t } from '../../i18n/index.js';

/** Verbs whose answer is a hex on the map (the page lights the candidates). */
export const PLACE_VERBS: ReadonlySet<string> = new Set(['beachhead', 'placeAir', 'placePartisan', 'retreat']);

const K = 'isabella.answers.';
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
/** The step of the flow the view is at (flow.ts). */
const stepOf = (view: View | null): string =>
  String((view?.state.vars as Partial<IsabellaVars> | undefined)?.step ?? '');

/** A button of the game: its key under `isabella.answers`, values, and whether it is the main answer. */
function button(
  key: string,
  a: LegalAction,
  values: Record<string, string | number> = {},
  piece?: string,
): AnswerButton {
  const primary = ['rollLoyalty', 'agreeEnd', 'accept', 'dl1Loss', 'stay'].includes(key);
  const b: AnswerButton = { key: `${K}${key}`, values, answer: concrete(a) };
  if (primary) b.primary = true;
  if (piece) b.piece = piece;
  return b;
}

/** The button for one legal action that is not a place, a drag or an attack picked on the map; null otherwise. */
export function answerButton(a: LegalAction, view: View): AnswerButton | null {
  const args = a.args ?? {};
  const step = stepOf(view);
  const piece = typeof args.piece === 'string' ? args.piece : undefined;
  switch (a.verb) {
    case 'rollLoyalty':
    case 'skip':
    case 'done':
    case 'reroll':
    case 'accept':
      return button(a.verb, a);
    case 'endPhase':
      return button(step === 'end-proposed' ? 'agreeEnd' : 'endPhase', a);
    case 'decline':
      return button(step === 'end-proposed' ? 'declineEnd' : 'declineMomentum', a);
    case 'dl1':
      return button(args.choice === 'retreat' ? 'dl1Retreat' : 'dl1Loss', a);
    case 'advance': {
      const pieces = strings(args.pieces);
      if (pieces.length === 0) return button('stay', a);
      if (pieces.length === 1) return button('advanceOne', a, { unit: pieces[0]! }, pieces[0]);
      return button('advanceAll', a, { count: pieces.length });
    }
    case 'loss':
    case 'patton':
    case 'replenish':
    case 'enter':
    case 'overstackLoss':
      return piece ? button(a.verb, a, { unit: piece }, piece) : null;
    case 'move':
      // The landing stack (3.4): the hex is given, the choice is which unit.
      return step === 'setup-landing' && piece ? button('land', a, { unit: piece }, piece) : null;
    case 'attack':
      // A momentum attack (13.21): a button in the battle's momentum step.
      if (step !== 'battle') return null;
      return button('momentum', a, { hex: String(args.target ?? ''), count: strings(args.attackers).length });
    case 'probe':
      // A momentum attack made as a probe (13.21, 13.22).
      if (step !== 'battle') return null;
      return button('momentumProbe', a, { hex: String(args.target ?? ''), count: strings(args.units).length });
    default:
      return null;
  }
}

/** The side's own undisrupted units it may flip instead of acting (5.7, no passing). */
export function flippable(view: View | null): Set<string> {
  return new Set(
    (view?.legalActions ?? [])
      .filter((a) => a.verb === 'disrupt' && typeof a.args?.piece === 'string')
      .map((a) => a.args!.piece as string),
  );
}

/** The flip that stands for passing (5.7): one button for the counter selected, disabled until one is. */
export function flipAnswers(view: View, selected: string | null): AnswerButton[] {
  if (!view.legalActions.some((a) => a.verb === 'disrupt')) return [];
  const unit = selected && flippable(view).has(selected) ? selected : null;
  const answer: Answer = { verb: 'disrupt', args: unit ? { piece: unit } : {} };
  return [
    unit
      ? { key: `${K}flip`, values: { unit }, answer, help: `${K}flipHelp` }
      : { key: `${K}flipNone`, values: {}, answer, help: `${K}flipHelp`, disabled: true },
  ];
}

/** The unit a retreat prompt is asking about now (the first with somewhere to go), or null. */
export function retreatingUnit(view: View | null): string | null {
  const r = (view?.legalActions ?? []).find((a) => a.verb === 'retreat');
  return r && typeof r.args?.piece === 'string' ? r.args.piece : null;
}

/** One enemy hex that may be attacked now: every unit that may join (13.3), and how many at most. */
export interface AttackTarget {
  hex: string;
  attackers: string[];
  /** The largest force one attack may have (Gibraltar takes one unit: 13.24). */
  max: number;
  /** A probe (13.22) possible against this hex, with the units that may make it. */
  probe: string[] | null;
}

/** The hexes the side to play may attack now (combat phase, no battle in progress). */
export function attackTargets(view: View | null): AttackTarget[] {
  if (!view || stepOf(view) !== 'actions') return [];
  const by = new Map<string, AttackTarget>();
  const get = (hex: string) => {
    let x = by.get(hex);
    if (!x) {
      x = { hex, attackers: [], max: 0, probe: null };
      by.set(hex, x);
    }
    return x;
  };
  for (const a of view.legalActions) {
    const hex = typeof a.args?.target === 'string' ? a.args.target : null;
    if (!hex) continue;
    if (a.verb === 'attack') {
      const x = get(hex);
      const list = strings(a.args!.attackers);
      for (const id of list) if (!x.attackers.includes(id)) x.attackers.push(id);
      x.max = Math.max(x.max, list.length);
    } else if (a.verb === 'probe') {
      get(hex).probe = strings(a.args!.units);
    }
  }
  return [...by.values()].filter((x) => x.attackers.length > 0 || x.probe);
}

/** The hint after the question: a hex to click (the retreating unit named), a counter to drag, an attack to pick. */
export function hint(view: View, names: PromptNames): string | null {
  if (placeAnswers(view, { placeVerbs: PLACE_VERBS }).length > 0) {
    const unit = retreatingUnit(view);
    return unit ? t('isabella.hints.retreat', { unit: names.piece(unit) }) : t('play.hintPlace');
  }
  const step = stepOf(view);
  if (view.legalActions.some((a) => a.verb === 'move') && step !== 'setup-landing') return t('isabella.hints.drag');
  if (view.legalActions.some((a) => a.verb === 'attack' || a.verb === 'probe') && step === 'actions')
    return t('isabella.hints.attack');
  return null;
}

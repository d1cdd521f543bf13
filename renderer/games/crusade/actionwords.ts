// Every other legal action of a card-driven game (Crusade: activate, move a stack, attack, redeploy, replace...)
// in words, for the hand panel's action chooser: the verb's sentence from the catalogue (`crusade.verbs.<verb>`)
// with its arguments named (spaces, units, cards by their printed names), else the verb and its raw arguments.
// Pure apart from the catalogue.

import type { JsonValue, LegalAction, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { CombatVars } from '../../../engine/games/crusade/combat-state.js';
import type { LossPlan } from '../../../engine/games/crusade/losses.js';
import { siegeName } from './logtext.js';

/** How the chooser names things. */
export interface ActionNames {
  space(id: string): string;
  unit(id: string): string;
  card(id: string): string;
  /** A box (the Reserve Box...) by its printed name; its id when absent. */
  box?(id: string): string;
  /** §11.3.4 the losses of the loss plan `index` of the combat in progress (the view's plans), null when unknown. */
  lossPlan?(index: number): PlanLoss[] | null;
}

/** One unit's loss in a loss plan: `eliminated` when it loses its last step (a one-step unit, or a reduced one). */
export type PlanLoss = Pick<LossPlan['losses'][number], 'unit' | 'steps' | 'eliminated'>;

/** The losses of loss plan `index` of the combat in progress (`vars.extra.combat.current.plans`), or null. */
export function lossPlanOf(view: View | null, index: number): PlanLoss[] | null {
  const extra = (view?.state.vars as { extra?: { combat?: Partial<CombatVars> } } | undefined)?.extra;
  const plans: unknown = extra?.combat?.current?.plans;
  const plan =
    Array.isArray(plans) && Number.isInteger(index) ? (plans[index] as { losses?: unknown } | undefined) : null;
  if (!plan || !Array.isArray(plan.losses)) return null;
  return plan.losses
    .filter((l): l is PlanLoss => !!l && typeof l === 'object' && typeof (l as PlanLoss).unit === 'string')
    .map((l) => ({ unit: l.unit, steps: Number(l.steps), eliminated: l.eliminated === true }));
}

/** §11.3.4 a plan's losses in words: "Falange Militia 9 eliminated", "Asensio −1". */
export function planLossesText(losses: readonly PlanLoss[], names: ActionNames): string {
  if (losses.length === 0) return t('crusade.verbs.noLoss');
  return losses
    .map((l) =>
      t(l.eliminated ? 'crusade.verbs.lossEliminated' : 'crusade.verbs.lossSteps', {
        unit: names.unit(l.unit),
        steps: l.steps,
      }),
    )
    .join(', ');
}

/** Verbs the hand panel shows in its own ways (cards, the Automatic Operation, discards): not in the chooser. */
export const CARD_VERBS: ReadonlySet<string> = new Set(['play', 'autoOps', 'discard']);

const SPACE_ARGS = new Set(['space', 'target', 'from']);
const UNIT_ARGS = new Set(['unit', 'units', 'attackers']);

/** A box by the catalogue's words ("the Nationalist Reserve Box"), else its id. */
function boxWords(id: string): string {
  const k = `crusade.boxes.${id}`;
  if (!/^[\w-]+$/.test(id)) return id;
  const w = t(k);
  return w === k ? id : w;
}

/** One argument in words. */
function argText(key: string, v: JsonValue | undefined, names: ActionNames): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) {
    const items = v.map((x) => argText(key, x, names));
    return items.join(key === 'path' ? ' → ' : ', ');
  }
  if (typeof v === 'object') {
    const loc = v as { kind?: string; space?: string; box?: string };
    if (loc.kind === 'space' && typeof loc.space === 'string') return names.space(loc.space);
    if (loc.kind === 'box' && typeof loc.box === 'string') return names.box?.(loc.box) ?? boxWords(loc.box);
    return JSON.stringify(v);
  }
  const s = String(v);
  if (SPACE_ARGS.has(key) || key === 'path' || key === 'to') return names.space(s);
  if (UNIT_ARGS.has(key)) return names.unit(s);
  if (key === 'cards' || key === 'card') return names.card(s);
  if (key === 'siege') return siegeName(s);
  // A loss of a plan (combat-losses): "unit:steps".
  if (key === 'losses') {
    const [unit, steps] = s.split(':');
    return t('crusade.verbs.lossSteps', { unit: names.unit(unit ?? s), steps: steps ?? '?' });
  }
  // Enumerated words: a use (move, attack), a landing's face, a rebuilt unit's strength (full, reduced).
  if ((key === 'as' || key === 'face' || key === 'strength') && /^\w+$/.test(s)) {
    const k = `crusade.verbs.${key === 'strength' ? 'face' : key}.${s}`;
    const w = t(k);
    return w === k ? s : w;
  }
  return s;
}

/** The chooser's keys: the full sentence, else its short form for an action without the chooser's `info`. */
export const CHOOSER_KEYS: readonly string[] = ['crusade.verbs.', 'crusade.verbs.short.'];

/** A legal action in words, from the first of `keys` (catalogue prefixes) whose sentence it fills. */
export function actionText(a: LegalAction, names: ActionNames, keys: readonly string[] = CHOOSER_KEYS): string {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(a.args ?? {})) values[k] = argText(k, v, names);
  for (const [k, v] of Object.entries(a.info ?? {}))
    if (!(k in values) && (typeof v === 'string' || typeof v === 'number' || Array.isArray(v)))
      values[k] = argText(k, v, names);
  // A plan that takes no loss at all (combat-losses).
  if (a.verb === 'takeLosses' && Array.isArray(a.info?.losses) && a.info.losses.length === 0)
    values.losses = t('crusade.verbs.noLoss');
  // The plan's own data says which losses eliminate their unit (§11.3.2).
  const plan = a.verb === 'takeLosses' ? names.lossPlan?.(Number(a.args?.plan)) : null;
  if (plan) values.losses = planLossesText(plan, names);
  // No Combat Card played: "none".
  if (Array.isArray(a.args?.cards) && a.args.cards.length === 0) values.cards = t('crusade.hand.none');
  for (const prefix of keys) {
    const key = `${prefix}${a.verb}`;
    const text = /^\w+$/.test(a.verb) ? t(key, values) : key;
    if (text !== key && !/{{\w+}}/.test(text)) return text;
  }
  const args = Object.entries(a.args ?? {}).map(([k, v]) => `${k}: ${argText(k, v, names)}`);
  return args.length ? `${a.verb} (${args.join('; ')})` : a.verb;
}

/** The legal actions the chooser offers: arg-less ones (done, pass) as buttons, the rest in a list, by verb. */
export function otherActions(legal: readonly LegalAction[]): { buttons: LegalAction[]; listed: LegalAction[] } {
  const rest = legal.filter((a) => !CARD_VERBS.has(a.verb));
  const bare = (a: LegalAction) => Object.keys(a.args ?? {}).length === 0;
  return { buttons: rest.filter(bare), listed: rest.filter((a) => !bare(a)) };
}

/**
 * The space an action is about on the map, for lighting and clicking: its `space` or `target`, the end of its
 * `path`, or where it goes (`to`, a space id or a space location); null when it names none.
 */
export function spaceOf(a: LegalAction): string | null {
  const args = a.args ?? {};
  for (const k of ['space', 'target'] as const) if (typeof args[k] === 'string') return args[k] as string;
  if (Array.isArray(args.path) && args.path.length > 0) {
    const last = args.path[args.path.length - 1];
    if (typeof last === 'string') return last;
  }
  const to = args.to as JsonValue | undefined;
  if (typeof to === 'string') return to;
  if (to && typeof to === 'object' && !Array.isArray(to) && to.kind === 'space' && typeof to.space === 'string')
    return to.space;
  return null;
}

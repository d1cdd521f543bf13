// How the page answers the rules: which legal actions are buttons (rolls, choices, a unit to pick) and which
// are places on the map (a beachhead port, an airpower hex, a retreat hex), where a dragged counter may go,
// and which enemy hexes may be attacked with which units. Pure: data in, data out.

import type { JsonObject, LegalAction, Location, View } from '../../engine/core/types.js';

/** A legal action made concrete (what the page sends back as `act`). */
export interface Answer {
  verb: string;
  args: JsonObject;
}

/** A button of the prompt panel: an i18n key under `play.answers`, its values, and the action it sends. */
export interface AnswerButton {
  key: string;
  values: Record<string, string | number>;
  answer: Answer;
  /** A unit the button is about (loss, patton, replenish...), for names. */
  piece?: string;
}

/** A place answer: a hex the player clicks on the map. */
export interface PlaceAnswer {
  hex: string;
  answer: Answer;
}

/** Verbs whose answer is a hex on the map (the page highlights the candidates). */
const PLACE_VERBS = new Set(['beachhead', 'placeAir', 'placePartisan', 'retreat']);

/** The hex of a place argument: `hex`, or a `to` location of kind hex. */
export function hexOfArgs(args: JsonObject | undefined): string | null {
  if (!args) return null;
  if (typeof args.hex === 'string') return args.hex;
  const to = args.to as Location | undefined;
  if (to && typeof to === 'object' && to.kind === 'hex') return to.hex;
  return null;
}

const concrete = (a: LegalAction): Answer => ({ verb: a.verb, args: a.args ?? {} });
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * The place answers open now: for a retreat, only the first unit still to retreat that has somewhere to go
 * (the others follow, one click each).
 */
export function placeAnswers(view: View | null): PlaceAnswer[] {
  const acts = (view?.legalActions ?? []).filter((a) => PLACE_VERBS.has(a.verb) && a.args);
  const retreats = acts.filter((a) => a.verb === 'retreat');
  let first: string | null = null;
  if (retreats.length > 0) first = typeof retreats[0]!.args!.piece === 'string' ? retreats[0]!.args!.piece : null;
  const out: PlaceAnswer[] = [];
  for (const a of acts) {
    if (a.verb === 'retreat' && a.args!.piece !== first) continue;
    const hex = hexOfArgs(a.args);
    if (hex) out.push({ hex, answer: concrete(a) });
  }
  return out;
}

/** The unit a retreat prompt is asking about now (the first with somewhere to go), or null. */
export function retreatingUnit(view: View | null): string | null {
  const r = (view?.legalActions ?? []).find((a) => a.verb === 'retreat');
  return r && typeof r.args?.piece === 'string' ? r.args.piece : null;
}

/**
 * The buttons of the prompt panel for the legal actions that are not places and not moves or attacks picked on
 * the map: rolls, agreements, the DL1 choice, advances, units to pick (losses, Patton, rebuilding, the landing
 * stack), and the momentum attacks.
 */
export function answerButtons(view: View | null): AnswerButton[] {
  if (!view) return [];
  const step = String((view.state.vars as { step?: unknown }).step ?? '');
  const out: AnswerButton[] = [];
  for (const a of view.legalActions) {
    const args = a.args ?? {};
    const answer = concrete(a);
    const piece = typeof args.piece === 'string' ? args.piece : undefined;
    switch (a.verb) {
      case 'rollLoyalty':
      case 'skip':
      case 'done':
      case 'reroll':
      case 'accept':
        out.push({ key: a.verb, values: {}, answer });
        break;
      case 'endPhase':
        out.push({ key: step === 'end-proposed' ? 'agreeEnd' : 'endPhase', values: {}, answer });
        break;
      case 'decline':
        out.push({ key: step === 'end-proposed' ? 'declineEnd' : 'declineMomentum', values: {}, answer });
        break;
      case 'dl1':
        out.push({ key: args.choice === 'retreat' ? 'dl1Retreat' : 'dl1Loss', values: {}, answer });
        break;
      case 'reveal':
        // Strict dice: the other player's rolling action waits for this player's next dice secret; or an attack on
        // this player's hidden units waits for that reveal to carry their faces.
        out.push({ key: a.info?.units === true ? 'revealUnits' : 'revealDice', values: {}, answer });
        break;
      case 'consent':
        // The other player's proposal (a change of mode, taking back sent actions): Agree or Refuse.
        out.push({ key: args.accept === true ? 'agree' : 'refuse', values: {}, answer });
        break;
      case 'noAdvance':
        // Crusade's attacker stays (§11.5): the stay answer is its own verb.
        out.push({ key: 'stay', values: {}, answer });
        break;
      case 'advance': {
        // Crusade's advance {units, to} names a group and a space: the hand's action list offers it, not a button.
        if (!Array.isArray(args.pieces)) break;
        const pieces = strings(args.pieces);
        if (pieces.length === 0) out.push({ key: 'stay', values: {}, answer });
        else if (pieces.length === 1)
          out.push({ key: 'advanceOne', values: { unit: pieces[0]! }, answer, piece: pieces[0] });
        else out.push({ key: 'advanceAll', values: { count: pieces.length }, answer });
        break;
      }
      case 'loss':
      case 'patton':
      case 'replenish':
      case 'enter':
      case 'overstackLoss':
        if (piece) out.push({ key: a.verb, values: { unit: piece }, answer, piece });
        break;
      case 'move':
        // The landing stack (3.4): the hex is given, the choice is which unit.
        if (step === 'setup-landing' && piece) out.push({ key: 'land', values: { unit: piece }, answer, piece });
        break;
      case 'attack':
        if (step === 'battle') {
          out.push({
            key: 'momentum',
            values: { hex: String(args.target ?? ''), count: strings(args.attackers).length },
            answer,
          });
        }
        break;
      case 'probe':
        // A momentum attack made as a probe (13.21, 13.22): a button in the battle's momentum step.
        if (step === 'battle')
          out.push({
            key: 'momentumProbe',
            values: { hex: String(args.target ?? ''), count: strings(args.units).length },
            answer,
          });
        break;
      default:
        break;
    }
  }
  return out;
}

/** Where a counter may be dragged now: each hex of its legal moves with what it costs (MP), if anything. */
export function moveTargets(view: View | null, piece: string): { hex: string; mp: number | null }[] {
  const out: { hex: string; mp: number | null }[] = [];
  for (const a of view?.legalActions ?? []) {
    if (a.verb !== 'move' || a.args?.piece !== piece) continue;
    const hex = hexOfArgs(a.args);
    if (hex) out.push({ hex, mp: typeof a.info?.mp === 'number' ? a.info.mp : null });
  }
  return out;
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
  const step = String((view?.state.vars as { step?: unknown } | undefined)?.step ?? '');
  if (!view || step !== 'actions') return [];
  const by = new Map<string, AttackTarget>();
  const get = (hex: string) => {
    let t = by.get(hex);
    if (!t) {
      t = { hex, attackers: [], max: 0, probe: null };
      by.set(hex, t);
    }
    return t;
  };
  for (const a of view.legalActions) {
    const hex = typeof a.args?.target === 'string' ? a.args.target : null;
    if (!hex) continue;
    if (a.verb === 'attack') {
      const t = get(hex);
      const list = strings(a.args!.attackers);
      for (const id of list) if (!t.attackers.includes(id)) t.attackers.push(id);
      t.max = Math.max(t.max, list.length);
    } else if (a.verb === 'probe') {
      get(hex).probe = strings(a.args!.units);
    }
  }
  return [...by.values()].filter((t) => t.attackers.length > 0 || t.probe);
}

/** The side's own undisrupted units it may flip instead of acting (5.7, no passing). */
export function flippable(view: View | null): Set<string> {
  return new Set(
    (view?.legalActions ?? [])
      .filter((a) => a.verb === 'disrupt' && typeof a.args?.piece === 'string')
      .map((a) => a.args!.piece as string),
  );
}

// How the page answers the rules: which legal actions are buttons of the prompt bar (the core's: the other
// player's proposal, a dice or units reveal; each game adds its own through its plug-in) and which are places on
// the map (the game's place verbs), and where a dragged counter may go. Pure: data in, data out.

import type { JsonObject, LegalAction, Location, View } from '../../engine/core/types.js';
import type { GamePage } from '../games/types.js';

/** A legal action made concrete (what the page sends back as `act`). */
export interface Answer {
  verb: string;
  args: JsonObject;
}

/** A button of the prompt panel: its catalogue key and values, and the action it sends. */
export interface AnswerButton {
  /** The catalogue key of its label (`play.answers.agree`, or a game's own). */
  key: string;
  values: Record<string, string | number>;
  answer: Answer;
  /** A unit the button is about (a loss, a leader...), for names (`values.unit` is named too). */
  piece?: string;
  /** The answer the prompt expects most: drawn as the main button. */
  primary?: boolean;
  /** Shown but not pressable (its choice is not made yet). */
  disabled?: boolean;
  /** The catalogue key of its tooltip. */
  help?: string;
}

/** A place answer: a hex the player clicks on the map. */
export interface PlaceAnswer {
  hex: string;
  answer: Answer;
}

/** The hex of a place argument: `hex`, or a `to` location of kind hex. */
export function hexOfArgs(args: JsonObject | undefined): string | null {
  if (!args) return null;
  if (typeof args.hex === 'string') return args.hex;
  const to = args.to as Location | undefined;
  if (to && typeof to === 'object' && to.kind === 'hex') return to.hex;
  return null;
}

/** A legal action as the answer the page sends. */
export const concrete = (a: LegalAction): Answer => ({ verb: a.verb, args: a.args ?? {} });

/**
 * The place answers open now (the game's place verbs): for several actions of one verb about different units
 * (a retreat), only the first unit's (the others follow, one click each).
 */
export function placeAnswers(view: View | null, game: Pick<GamePage, 'placeVerbs'>): PlaceAnswer[] {
  const verbs = game.placeVerbs;
  if (!verbs) return [];
  const acts = (view?.legalActions ?? []).filter((a) => verbs.has(a.verb) && a.args);
  const first = new Map<string, unknown>();
  const out: PlaceAnswer[] = [];
  for (const a of acts) {
    const piece = a.args!.piece;
    if (!first.has(a.verb)) first.set(a.verb, piece);
    if (typeof piece === 'string' && first.get(a.verb) !== piece) continue;
    const hex = hexOfArgs(a.args);
    if (hex) out.push({ hex, answer: concrete(a) });
  }
  return out;
}

/** The core's button for an action between two players (a proposal answered, a reveal), or null. */
function coreButton(a: LegalAction): AnswerButton | null {
  const answer = concrete(a);
  if (a.verb === 'reveal') {
    // Strict dice: the other player's rolling action waits for this player's next dice secret; or an attack on
    // this player's hidden units waits for that reveal to carry their faces.
    const key = a.info?.units === true ? 'play.answers.revealUnits' : 'play.answers.revealDice';
    return { key, values: {}, answer, primary: true };
  }
  if (a.verb === 'consent') {
    // The other player's proposal (a change of mode, taking back sent actions): Agree or Refuse.
    const yes = a.args?.accept === true;
    return { key: yes ? 'play.answers.agree' : 'play.answers.refuse', values: {}, answer, primary: yes };
  }
  return null;
}

/** The prompt bar's buttons: for each legal action the core's or the game's, in order, then the game's others. */
export function answerButtons(view: View | null, game: GamePage, selected: string | null = null): AnswerButton[] {
  if (!view) return [];
  const out: AnswerButton[] = [];
  for (const a of view.legalActions) {
    const b = coreButton(a) ?? game.answerButton?.(a, view) ?? null;
    if (b) out.push(b);
  }
  return [...out, ...(game.moreAnswers?.(view, selected) ?? [])];
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

// VI.1, XIX.2.4 the reinforcement entry segment: the units due this turn enter an interior off-map box their side
// holds, every unit of one formation arriving on a turn in the same box (an exterior box when no interior one can
// take them); replacement units the box nearest the units they replace (XX.1.11); new additional units an exterior
// box, for CVP to the opponent (XX.1.10). Advisory and honor play (I.1) enter a unit due into any of the scenario's
// boxes the players ask (impossibleEntry: only a unit not due or a box that is not there is refused).

import { act, needs, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { type GameState, type JsonObject, REINFORCEMENTS, type SideId, type Violation } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import type { Side } from '../ourwar/state.js';
import { defOf } from '../ourwar/units.js';
import { ebroScenario } from './scenario.js';
import { additionalEntered, isAdditionalUnit } from './additional.js';
import { replacementBoxes } from './replace.js';
import { boxOf, type EbroVars, violation } from './state.js';
import { byHandOr } from './byhand.js';

/** The units of `side` due by this turn and not yet entered. */
export function dueUnits(state: GameState, side: SideId): string[] {
  return state.pieces
    .filter(
      (p) =>
        p.side === side &&
        p.kind === 'unit' &&
        p.at.kind === 'box' &&
        p.at.box === REINFORCEMENTS &&
        (p.at.index ?? 0) <= state.turn,
    )
    .map((p) => p.id);
}

/** XIX.2.4 the boxes a side's reinforcements may enter: its interior boxes free of enemy units, else its exterior;
 *  a replacement unit's, those nearest the units it replaces (XX.1.11). */
export function pieceBoxes(module: GameModule, state: GameState, side: SideId, piece: string): string[] {
  // XX.1.10 new additional units enter an exterior box
  if (isAdditionalUnit(module, state, piece)) return freeBoxes(module, state, side, 'exterior');
  return replacementBoxes(module, state, piece, side as Side, entryBoxes(module, state, side));
}

/** The boxes of a kind a side holds with no enemy unit in them. */
function freeBoxes(module: GameModule, state: GameState, side: SideId, kind: string): string[] {
  const boxes = Object.entries(ebroScenario(module, state.scenarioId).boxes);
  const enemyIn = (box: string) => state.pieces.some((p) => p.side !== side && p.kind === 'unit' && boxOf(p) === box);
  return boxes.filter(([id, b]) => b.kind === kind && b.side === side && !enemyIn(id)).map(([id]) => id);
}

/** XIX.2.4 the boxes a side's reinforcements may enter: its interior boxes free of enemy units, else its exterior. */
export function entryBoxes(module: GameModule, state: GameState, side: SideId): string[] {
  const interior = freeBoxes(module, state, side, 'interior');
  return interior.length > 0 ? interior : freeBoxes(module, state, side, 'exterior');
}

/** The formation a unit arrives with: the HQ it answers to (itself for an HQ). */
const formationOf = (module: GameModule, def: string): string => defOf(module, { def }).hq ?? def;

/** XIX.2.4 the box its formation's units already entered this turn, if any. */
function formationBox(module: GameModule, state: GameState, v: EbroVars, piece: string): string | null {
  const p = state.pieces.find((x) => x.id === piece);
  if (!p) return null;
  const f = formationOf(module, p.def);
  const same = state.pieces.find((x) => x.id !== piece && v.entered.includes(x.id) && formationOf(module, x.def) === f);
  return same ? boxOf(same) : null;
}

/** I.1 why an entry cannot be carried out even by hand: the unit is not one of the side's due now, or the box is
 *  not one of the scenario's (ids as the check's). */
export function impossibleEntry(module: GameModule, state: GameState, side: SideId, args: JsonObject): Violation[] {
  const [piece, box] = [str(args.piece), str(args.box)];
  const v = state.vars as unknown as EbroVars;
  const p = state.pieces.find((x) => x.id === piece);
  if (piece === null || !v.arriving.includes(piece) || p?.side !== side)
    return [violation('notArriving', 'VI.1', 'That unit does not arrive now', { piece: String(piece) })];
  if (box === null || !ebroScenario(module, state.scenarioId).boxes[box])
    return [
      violation('entryBox', 'XIX.2.4', 'Reinforcements enter an interior box their side holds', { box: String(box) }),
    ];
  return [];
}

/** VI.1 enter one due unit into a box (I.1 in advisory and honor play, any box of the scenario). */
export const enter: Procedure<Draft<EbroVars>, null> = {
  check(module, state, action) {
    const piece = str(action.args.piece);
    const box = str(action.args.box);
    const v = state.vars as unknown as EbroVars;
    if (piece === null || !v.arriving.includes(piece))
      return [violation('notArriving', 'VI.1', 'That unit does not arrive now', { piece: String(piece) })];
    const boxes = entryBoxes(module, state, action.side);
    const mine = pieceBoxes(module, state, action.side, piece);
    const same = formationBox(module, state, v, piece);
    const extra = isAdditionalUnit(module, state, piece);
    return [
      ...needs(box !== null && (boxes.includes(box) || mine.includes(box)), () =>
        violation('entryBox', 'XIX.2.4', 'Reinforcements enter an interior box their side holds', { box: String(box) }),
      ),
      ...needs(box === null || !boxes.includes(box) || mine.includes(box), () =>
        extra
          ? violation('additionalBox', 'XX.1.10', 'New additional units enter an exterior box', { box: String(box) })
          : violation('replacementBox', 'XX.1.11', 'Replacements enter the box nearest the units they replace', {
              box: String(box),
            }),
      ),
      ...needs(same === null || same === box, () =>
        violation('formationBox', 'XIX.2.4', 'A formation’s reinforcements all enter the same box', {
          box: String(same),
        }),
      ),
    ];
  },
  apply(module, d, action) {
    const refused = enter.check(module, d.state, action);
    const piece = str(action.args.piece) ?? '';
    const impossible = () => impossibleEntry(module, d.state, action.side, action.args);
    const no = byHandOr(d, refused, impossible, [piece], 'enter');
    if (no) return no;
    const box = str(action.args.box)!;
    moveTo(d, piece, { kind: 'box', box });
    d.vars.arriving = d.vars.arriving.filter((x) => x !== piece);
    d.vars.entered.push(piece);
    emit(d, { type: 'entered', side: action.side as Side, piece, box });
    additionalEntered(module, d, piece, action.side as Side);
    return null;
  },
  list(module, state, side) {
    const v = state.vars as unknown as EbroVars;
    return v.arriving.flatMap((piece) => {
      const same = formationBox(module, state, v, piece);
      const boxes = pieceBoxes(module, state, side, piece);
      return boxes.filter((b) => same === null || b === same).map((box) => act('enter', { piece, box }));
    });
  },
};

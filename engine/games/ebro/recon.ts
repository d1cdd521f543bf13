// XII.6.2 air reconnaissance in La Batalla del Ebro (VI.3.1, the first step of the combat preparation segment):
// `recon {piece, hexes}` flies an aircraft with a reconnaissance factor once over the hexes named, a hex named once
// for each point spent there (twice over a box, XII.9). At each place it stops the other side may intercept it and
// fire AA (XII.6.2: "interception, patrol and AA apply"); what gets through leaves its points as fire support markers
// (ourwar/airrecon.ts) that the side's next fire against units (prepare.ts) or destruction fire (shell.ts) there
// adds to its die, or, four a hex, extend the range of its fire into the hex (extend.ts). The Ebro shows every counter
// openly, so identification tells nothing. Flights are offered over hexes holding enemy units (four points over the
// target extend fire by one hex); a flight over the empty hexes of a longer line of fire is accepted, not offered.

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { drawByGroup } from '../../core/random-player.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, LegalAction, Piece } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { mayPlaceRecon, mayReconnoitre, markersOf, placeRecon, reconCap } from '../ourwar/airrecon.js';
import { landRaid, raidLog } from '../ourwar/airraid.js';
import { boxesOf } from '../ourwar/boxes.js';
import type { Side } from '../ourwar/state.js';
import { factorsOf } from '../ourwar/units.js';
import { mapGraph } from '../ourwar/terrain.js';
import { fly } from './air.js';
import { type EbroVars, violation } from './state.js';
import { optionsOf } from './options.js';
import { supplied } from './supplied.js';

type D = Draft<EbroVars>;

/** Whether a place is a map hex (else a box). */
const onMapOf = (module: GameModule) => (place: string) => mapGraph(module).has(place);

/** XII.6.2 why a reconnaissance flight is refused ([] when it is not). */
function reconProblems(module: GameModule, state: GameState, side: string, id: string, places: readonly string[]) {
  const p = state.pieces.find((x) => x.id === id && x.side === side && x.kind === 'unit');
  if (!p) return [violation('recon.unit', 'XII.6.2', 'Choose one of your aircraft at a base', { piece: id })];
  const ok = mayReconnoitre(module, state, p, supplied(module, state)(p));
  if (!ok.ok) return [violation('recon.unit', ok.rule, `${id} may not reconnoitre: ${ok.why}`, { piece: id })];
  const onMap = onMapOf(module);
  const boxes = boxesOf(module, state);
  const bad = places.find((x) => !onMap(x) && !(x in boxes));
  if (bad !== undefined) return [violation('recon.hex', 'XII.6.2', 'Name hexes on the map or boxes', { hex: bad })];
  const fits = mayPlaceRecon(module, state, p, places, onMap, optionsOf(state).reconCapShared);
  return fits.ok ? [] : [violation('recon.points', fits.rule, fits.why, { piece: id })];
}

/** VI.3.1, XII.6.2 an aircraft reconnoitres the hexes named, one point each time a hex is named. */
export const recon: Procedure<D, null> = {
  check: (module, state, action) =>
    reconProblems(module, state, action.side, str(action.args.piece) ?? '', strs(action.args.hexes) ?? []),
  apply(module, d, action) {
    const refused = recon.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const id = str(action.args.piece)!;
    const places = strs(action.args.hexes)!;
    const stops = [];
    const reached: string[] = [];
    // XII.6.2 one flight: it stops over each place in turn, met there by interception and AA (XII.6.8, XIII)
    for (const place of markersOf(places).keys()) {
      const out = fly(module, d, action.side as Side, [id], [], place);
      stops.push({ hex: place, ...raidLog(out) });
      if (!out.flying.includes(id)) break;
      reached.push(...places.filter((x) => x === place));
    }
    placeRecon(d.vars, action.side, reached, onMapOf(module));
    landRaid(d, [id]);
    emit(d, { type: 'recon', side: action.side, piece: id, hexes: places, reached, stops });
    return null;
  },
  list: (module, state, side) => scouts(module, state, side).flatMap((p) => flightsOf(module, state, p)),
  // An aircraft in a random order, then one of its flights.
  draw: (module, state, side, random) =>
    drawByGroup(scouts(module, state, side), (p) => flightsOf(module, state, p), random),
};

/** XII.6.2 the side's aircraft that may reconnoitre now. */
function scouts(module: GameModule, state: GameState, side: string): Piece[] {
  const sup = supplied(module, state);
  return state.pieces.filter(
    (p) => p.side === side && p.kind === 'unit' && mayReconnoitre(module, state, p, sup(p)).ok,
  );
}

/**
 * XII.6.2 the flights offered an aircraft: all its points over one map hex holding enemy units (the fire support
 * mission that matters on an open map), as many as the hex's four points a turn allow.
 */
function flightsOf(module: GameModule, state: GameState, p: Piece): LegalAction[] {
  const rp = Math.min(reconCap(true), factorsOf(module, p).recon);
  const hexes = new Set<string>();
  for (const q of state.pieces) if (q.side !== p.side && q.at.kind === 'hex') hexes.add(q.at.hex);
  const out: LegalAction[] = [];
  for (const hex of hexes)
    for (let n = rp; n > 0; n--) {
      const places = Array.from({ length: n }, () => hex);
      if (reconProblems(module, state, p.side, p.id, places).length === 0) {
        out.push(act('recon', { piece: p.id, hexes: places }));
        break;
      }
    }
  return out;
}

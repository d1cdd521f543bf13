// An air mission the rules forbid, in advisory and honor play (the core's apply.ts; byhand.ts for moves): flown as
// ordered (§15-§16 not checked: the unit's type, its base, disruption, a mission already flown, the base's launches,
// supply, range, target, weather), its sortie allocated with the bombing factors the unit has (the weather's cut
// kept unless the weather is the rule broken), a transfer landing where it was sent. The log says it was by hand (a
// `byHand` event, verb "fly"). Refused in every mode, as it cannot be flown at all: not the side's air unit on the
// map, not the side's allocation now, no such mission, a hex off the map. Enforced play refuses it as ever.

import { str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Violation } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { airOf, airOfPiece, MISSIONS, type Mission, sortieBombing, weatherBombing } from './air.js';
import { hexDef, hexOf, type SfeVars, type Side, violation } from './state.js';
import { weatherAt } from './weather.js';

/** Where the Air Phase stands (airmissions.ts): the side allocating now, the phase's tag for its sorties. */
export interface AirNow {
  side: Side;
  phase: string;
}

/** §15.01 why an air mission cannot be flown even by hand; null: it can. */
function impossibleFlight(module: GameModule, state: GameState, action: Action, now: AirNow): Violation | null {
  const id = str(action.args.piece) ?? '';
  const p = state.pieces.find((x) => x.id === id);
  if (!p || p.side !== action.side || !hexOf(p) || !airOfPiece(module, p))
    return violation('air.unit', '§3.2', 'Fly one of your air units on the map', { piece: id });
  if (now.side !== action.side) return violation('air.stage', '§15.01', 'The other side allocates now');
  const mission = str(action.args.mission) ?? '';
  if (!(MISSIONS as readonly string[]).includes(mission))
    return violation('air.mission', '§15.01', 'That mission is not allocated now', { mission });
  const hex = str(action.args.hex) ?? '';
  if (!hexDef(module, hex)) return violation('air.target', '§16', `${hex} is no hex of the map`, { hex, mission });
  return null;
}

/**
 * §15-§16 in advisory and honor play, an air mission the rules forbid flown by hand (the Air Phase's verb calls it):
 * the sortie allocated, the unit marked as flown, its base's launches counted, a transfer landed; or why it cannot
 * be flown at all.
 */
export function flyByHand(module: GameModule, d: Draft<SfeVars>, action: Action, now: AirNow): Violation[] | null {
  const no = impossibleFlight(module, d.state, action, now);
  if (no) return [no];
  const p = d.state.pieces.find((x) => x.id === action.args.piece)!;
  const a = airOfPiece(module, p)!;
  const base = hexOf(p)!;
  const mission = String(action.args.mission) as Mission;
  const hex = String(action.args.hex);
  const w = weatherBombing(module, weatherAt(module, d.vars.weather, hex));
  const air = airOf(d.vars);
  const sortie = {
    piece: p.id,
    side: now.side,
    mission,
    hex,
    base,
    bombing: sortieBombing(a, mission, w > 0 ? w : 1),
    phase: now.phase,
    ...(action.args.bypass === 'yes' && mission !== 'transfer' ? { bypass: true } : {}),
  };
  const launched = { ...air.launched, [base]: (air.launched[base] ?? 0) + 1 };
  // §16.41 a transfer lands at once and is no sortie
  const sorties = mission === 'transfer' ? air.sorties : [...air.sorties, sortie];
  d.vars.air = { ...air, sorties, launched, flown: { ...air.flown, [p.id]: mission } };
  if (mission === 'transfer') moveTo(d, p.id, { kind: 'hex', hex });
  emit(d, { type: 'fly', piece: p.id, side: action.side, mission, from: base, hex, rule: '§16' });
  emit(d, { type: 'byHand', side: action.side, pieces: [p.id], verb: 'fly', from: base, to: hex });
  return null;
}

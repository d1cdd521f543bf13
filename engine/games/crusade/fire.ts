// §11.2.5–11.2.7 a combat's fire: each side's table (Corps table when a corps takes part), its Combat Strength
// column, the column shifts of the Terrain Effects Chart (charts.json `tec`) and of the Position and Trench
// markers, the die-roll modifiers (§16.5 winter, §16.6 armor, §17.5.1 Turn 1 militia, §8.5.5.2 counterattack),
// and the roll read as a Loss Number. The tables themselves are the engine's fire-table system.

import { eventAttackDrm } from './event-effects.js';
import { isSevereWinter } from './event-notes.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, Piece } from '../../core/types.js';
import {
  type Drm,
  type FireOutcome,
  type FireTable,
  type FireUnit,
  type Shift,
  chooseFireTable,
  fireOn,
  fireTableFromChart,
} from '../../systems/combat/index.js';
import { cardMap, isWinter } from './cards.js';
import { combatLog } from './combat-state.js';
import { geoOf } from './geo.js';
import { REP, type Side, varsOf } from './state.js';
import { cf, hasFlag, isCorps, isReduced, unitType } from './units.js';

const tableCache = new WeakMap<GameModule, { division: FireTable; corps: FireTable }>();

/** §11.2.6 the Division-sized and Corps-sized Units Tables of the module. */
export function fireTables(module: GameModule): { division: FireTable; corps: FireTable } {
  const hit = tableCache.get(module);
  if (hit) return hit;
  const chart = (id: string) => {
    const c = module.charts.find((x) => x.id === id);
    if (!c) throw new Error(`The module has no chart "${id}"`);
    return fireTableFromChart(c);
  };
  const t = { division: chart('fire-division'), corps: chart('fire-corps') };
  tableCache.set(module, t);
  return t;
}

/** The Terrain Effects Chart columns (charts.json `tec`). */
const TEC = { attacker: 0, defender: 1, winter: 2, severe: 3, cancel: 4, open: 5 } as const;

/** One row of the Terrain Effects Chart, or null. */
function tecRow(module: GameModule, key: string): (number | boolean | string | null)[] | null {
  const row = module.charts.find((c) => c.id === 'tec')?.rows.find((r) => r.key === key);
  return (row?.cells as (number | boolean | string | null)[] | undefined) ?? null;
}
const tecNumber = (module: GameModule, key: string, col: number): number => Number(tecRow(module, key)?.[col] ?? 0);

/** §10.2 the Position or Trench marker in a space (fort-nat / fort-rep; the back face is the Trench). */
export function fortIn(state: GameState, space: string): 'position' | 'trench' | null {
  const m = state.pieces.find(
    (p) =>
      p.kind === 'marker' &&
      (p.def === 'fort-nat' || p.def === 'fort-rep') &&
      p.at.kind === 'space' &&
      p.at.space === space,
  );
  return m ? (m.disrupted ? 'trench' : 'position') : null;
}

/** The TEC rows of a space's own terrain (`data.terrainRows`: sierra = Mountain + Sierra of Madrid). */
function terrainRows(module: GameModule, space: string): string[] {
  const a = geoOf(module).attrs(space);
  if (a.kind === 'beachhead') return ['Beach Head'];
  const data = module.charts.find((c) => c.id === 'tec')?.data as { terrainRows?: Record<string, string[]> };
  return data?.terrainRows?.[a.terrain] ?? [];
}

/** §11.2.6 whether an attack from `from` into `target` crosses a river connection. */
export function acrossRiver(module: GameModule, from: string, target: string): boolean {
  const types = geoOf(module).graph.connectionTypes(from, target);
  return types.includes('river') && !types.includes('normal');
}

/** §11.4.3 the defending space lets its defenders cancel a retreat (Mountain, Trench, Beach Head). */
export function retreatCancelTerrain(module: GameModule, state: GameState, target: string): boolean {
  if (fortIn(state, target) === 'trench') return true;
  return terrainRows(module, target).some((r) => tecRow(module, r)?.[TEC.cancel] === true);
}

/** §16.6.2 an Open space: no Mountain, Main City, Position or Trench (terrain cancelled by an event still counts). */
export function isOpen(module: GameModule, state: GameState, target: string): boolean {
  if (geoOf(module).attrs(target).mainCity || fortIn(state, target)) return false;
  return terrainRows(module, target).every((r) => tecRow(module, r)?.[TEC.open] === true);
}

/** Options of this file: digest §9.8.2, how the river shift applies with attackers from several spaces. */
export function riverRule(state: GameState): 'all' | 'any' {
  return varsOf(state).options.combatRiverShift === 'any' ? 'any' : 'all';
}

/** §8.5.5.3 Teruel (R23) and El Ebro (R39) cancel the terrain effects of one attack: the Republican's first
 *  combat of the round they are played in (reconstructed: their texts are missing; he chooses the attack by making
 *  it first). True while that combat is to be fought or being fought (afterwards its record says so). */
export function counterattackCancelsTerrain(module: GameModule, state: GameState): boolean {
  const v = varsOf(state);
  const play = v.play;
  if (state.activeSide !== REP || play?.side !== REP || play.use !== 'event' || !play.card) return false;
  const card = cardMap(module).get(play.card);
  if (!card?.event.effects.some((e) => e.kind === 'strategicCounterattack' && e.cancelTerrain === true)) return false;
  return !combatLog(state).some((r) => r.round === v.round && r.attacker === REP);
}

/** What the column shifts of one combat depend on. */
export interface ShiftContext {
  target: string;
  /** The spaces the attacking units attack from. */
  from: string[];
  /** A Combat Card cancels the terrain effects (N36 Artillery Concentration). */
  cancelTerrain?: boolean;
  /** A Combat Card ignores the river (R49 Pontoon Bridges). */
  ignoreRiver?: boolean;
}

const shift = (source: string, amount: number, ref: string, reason: string): Shift => ({ source, amount, ref, reason });

/** §11.2.6, §10.2.8 the column shifts of the attacker's fire (negative: left) and of the defender's. */
export function combatShifts(
  module: GameModule,
  state: GameState,
  c: ShiftContext,
): { attacker: Shift[]; defender: Shift[] } {
  const attacker: Shift[] = [];
  const defender: Shift[] = [];
  const geo = geoOf(module);
  if (c.cancelTerrain || counterattackCancelsTerrain(module, state)) return { attacker, defender };
  for (const row of terrainRows(module, c.target)) {
    if (row === 'Sierra of Madrid (into or out of)') continue;
    const n = tecNumber(module, row, TEC.attacker);
    if (n) attacker.push(shift(`terrain.${row}`, n, '11.2.6', `defending space: ${row}`));
  }
  // §11.2.6: attacks into or out of Somosierra or Guadarrama take one more column left.
  const sierra = [c.target, ...c.from].some((s) => geo.attrs(s).sierraOfMadrid);
  if (sierra) {
    const n = tecNumber(module, 'Sierra of Madrid (into or out of)', TEC.attacker);
    attacker.push(shift('terrain.sierra', n, '11.2.6', 'attack into or out of the Sierra of Madrid'));
  }
  if (geo.attrs(c.target).mainCity) {
    const n = tecNumber(module, 'Main City', TEC.attacker);
    if (n) attacker.push(shift('terrain.mainCity', n, 'TEC', 'defending space: Main City'));
  }
  // §11.2.6 river: by default only when every attacking space attacks across it (digest §9.8.2).
  const crossing = c.from.map((s) => acrossRiver(module, s, c.target));
  const river = riverRule(state) === 'all' ? crossing.length > 0 && crossing.every(Boolean) : crossing.some(Boolean);
  if (river && !c.ignoreRiver)
    attacker.push(
      shift('terrain.river', tecNumber(module, 'River connection', TEC.attacker), '11.2.6', 'across a river'),
    );
  // §10.2.8 Position: 1 CL to the attacker; Trench: 1 CL to the attacker and 1 CR to the defender.
  const fort = fortIn(state, c.target);
  if (fort === 'position')
    attacker.push(shift('fort.position', tecNumber(module, 'Position', TEC.attacker), '10.2.8', 'Position'));
  if (fort === 'trench') {
    attacker.push(shift('fort.trench', tecNumber(module, 'Trench', TEC.attacker), '10.2.8', 'Trench'));
    defender.push(shift('fort.trench', tecNumber(module, 'Trench', TEC.defender), '10.2.8', 'Trench'));
  }
  return { attacker, defender };
}

/** The participants of one combat, as the DRMs read them. */
export interface DrmContext {
  attacker: Side;
  target: string;
  attackers: Piece[];
  /** §16.6.2 the attacker declared the armor DRM (and it was not cancelled: N18). */
  armor: boolean;
}

/** §16.6.2 whether the armor DRM may be declared: a full-strength armor unit attacks an Open space, not across
 *  a river (unless a card such as N37 Captured Bridge allows it). */
export function armorDrmAllowed(
  module: GameModule,
  state: GameState,
  target: string,
  attackers: Piece[],
  acrossRiverOk = false,
): boolean {
  if (!isOpen(module, state, target)) return false;
  return attackers.some(
    (p) =>
      hasFlag(module, p, 'armor') &&
      !isReduced(module, p) &&
      p.at.kind === 'space' &&
      (acrossRiverOk || !acrossRiver(module, p.at.space, target)),
  );
}

/** §16.6.2 the armor DRM of the attacker's roll. */
export const armorDrm = (): Drm => shift('armor', 1, '16.6.2', 'full-strength armor attacking an Open space');

/** §11.2.5 the DRMs of the attacker's roll that are not cards: winter, armor, Turn 1 militia, counterattack. */
export function attackerDrms(module: GameModule, state: GameState, c: DrmContext): Drm[] {
  const out: Drm[] = [];
  const v = varsOf(state);
  const mountain = geoOf(module).attrs(c.target).terrain !== 'clear';
  // §16.5.2–16.5.3: attacks into a Mountain space in winter, −2 under Severe Winter (Turn 11).
  if (mountain && isWinter(state.turn)) {
    const severe = isSevereWinter(state);
    const n = tecNumber(module, 'Mountain', severe ? TEC.severe : TEC.winter);
    out.push(shift('winter', n, severe ? '16.5.3' : '16.5.2', severe ? 'Severe Winter, Mountain' : 'winter, Mountain'));
  }
  if (c.armor) out.push(armorDrm());
  // §8.5.1: an OPS event's attack DRM (Condor Legion...), in its zone or for its unit type (event-effects.ts).
  const event = c.attacker === v.play?.side ? eventAttackDrm(module, state, c.target, c.attackers) : 0;
  if (event !== 0) out.push(shift('event', event, '8.5.1', `the event ${v.play?.card ?? ''}`));
  // §17.5.1: Turn 1, a REP attack with a MIL unit.
  if (state.turn === 1 && c.attacker === REP && c.attackers.some((p) => unitType(module, p) === 'MIL'))
    out.push(shift('turn1.militia', -1, '17.5.1', 'Turn 1 Republican attack with militia'));
  // §8.5.5.2: every REP attack in the round a Strategic Counterattack event is played.
  const play = v.play;
  if (c.attacker === REP && play?.use === 'event' && play.card) {
    const card = cardMap(module).get(play.card);
    if (card?.event.effects.some((e) => e.kind === 'strategicCounterattack'))
      out.push(shift('counterattack', 1, '8.5.5.2', 'Strategic Counterattack'));
  }
  return out;
}

/** §11.2.6 a side's units as the fire tables read them: Combat Strength and whether each is a corps. */
export const fireUnits = (module: GameModule, units: Piece[]): FireUnit[] =>
  units.map((p) => ({ id: p.id, cf: cf(module, p), corps: isCorps(module, p) }));

/** §11.2.5–11.2.7 one side's fire from its fire units (as they were when the dice were rolled). */
export function fireOf(
  module: GameModule,
  fire: FireUnit[],
  shifts: Shift[],
  drms: Drm[],
  die: number,
  who: string,
): FireOutcome {
  const { table } = chooseFireTable(fire, fireTables(module));
  return fireOn(table, { units: fire, shifts, drms }, die, who);
}

/** §11.2.5–11.2.7 one side's fire: its table, column, shifts and DRMs, with the die rolled. */
export function sideFire(
  module: GameModule,
  units: Piece[],
  shifts: Shift[],
  drms: Drm[],
  die: number,
  who: string,
): FireOutcome {
  return fireOf(module, fireUnits(module, units), shifts, drms, die, who);
}

/** One shift or DRM as the fire event records it: its amount, its source, the rule and the English reason. */
const modifierJson = (m: Shift): JsonObject => ({ source: m.source, amount: m.amount, rule: m.ref, reason: m.reason });

/** A side's fire in parts (`attackerStrength`, `attackerStartColumn`, `attackerShifts`, `attackerDrms`), so the
 *  page shows the strength, the column before the shifts and every shift and DRM with its rule. */
function fireParts(who: 'attacker' | 'defender', f: FireOutcome): JsonObject {
  return {
    [`${who}Strength`]: f.strength,
    [`${who}StartColumn`]: f.startColumn,
    [`${who}Shifts`]: f.shift.counted.map(modifierJson),
    [`${who}Drms`]: f.drm.counted.map(modifierJson),
  };
}

/** §11.2.6–11.2.7 the `fire` event of one combat with each side's fire as fields: table, column, die, net DRM,
 *  modified roll and Loss Number (`attackerDie`, `defenderDrm`...), so no reader parses the explanation. */
export function fireEvent(target: string, fa: FireOutcome, fd: FireOutcome): JsonObject & { type: 'fire' } {
  return {
    type: 'fire',
    target,
    attackerLn: fa.ln,
    defenderLn: fd.ln,
    attackerTable: fa.table,
    defenderTable: fd.table,
    attackerColumn: fa.column,
    defenderColumn: fd.column,
    attackerDie: fa.die,
    defenderDie: fd.die,
    attackerDrm: fa.drm.net,
    defenderDrm: fd.drm.net,
    attackerModified: fa.modified,
    defenderModified: fd.modified,
    ...fireParts('attacker', fa),
    ...fireParts('defender', fd),
    explanation: [...fa.explanation, ...fd.explanation],
    rule: '11.2.6',
  };
}

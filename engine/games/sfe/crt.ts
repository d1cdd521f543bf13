// §10.01, §6.3 of the digest: The Struggle for Europe's Ground Combat Results Table read as data, and the combat
// fought on it (the attack, attackWith; the exchange paid, lossesWith). The module's chart
// (charts.json, id "ground-combat", kind 'crt') is read by the series' CRT reader (systems/combat/crt.ts); until it
// is there, or for tests, BOOK_CELLS is a chart of only the cells the rulebook itself gives (every other cell "?",
// unknown): 3-1 with a modified 3 is EX (§19 air/naval example, step 16), 7-1 with +1 and 6-1 with +2 guarantee DE
// (§14.01), so at those odds every modified roll from 2 (resp. 3) up is DE (higher rolls favour the attacker).

import { str, strs } from '../../core/kit.js';
import type { ChartDef, GameModule } from '../../core/module.js';
import type { Ask, Procedure } from '../../core/steps.js';
import { drawByGroup } from '../../core/random-player.js';
import type { Action, GameState, LegalAction, Violation } from '../../core/types.js';
import { type Crt, crtFromChart, rollRange, rowFor } from '../../systems/combat/crt.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import {
  type AttackContext,
  attackProblems,
  attritionProblems,
  type Battle,
  type CombatStop,
  contextOf,
  type Fighter,
  fightersOf,
  isGround,
  logOf,
  owedAttacks,
  setLog,
  stopOf,
} from './combat.js';
import { alive, eliminate, fates, lossesWith, owe, printedTotal } from './losses.js';
import { type BattlePlan, battleOf } from './odds.js';
import { landSupport } from './airsupport.js';
import { type RetreatDeps, settleRetreats } from './retreat.js';
import { graphOf } from './terrain.js';
import { type SfeVars, type Side, varsOf, violation } from './state.js';

/** §10.01 the eight results of ground combat. */
export const RESULTS = ['AE', 'AX', 'AR', 'NE', 'EX', 'HX', 'DR', 'DE'] as const;
/** §10.01 a ground combat result. */
export type CombatResult = (typeof RESULTS)[number];

/** §10.01 whether a cell is one of the eight results (an unknown cell, "?", is not). */
export const isResult = (cell: string): cell is CombatResult => (RESULTS as readonly string[]).includes(cell);

const COLUMNS = ['1-6', '1-3', '1-2', '1-1', '2-1', '3-1', '6-1', '7-1'];
const ROW_KEYS = ['<=1', '2', '3', '4', '5', '6', '7', '8+'];

/** §10.01, §14.01, §19 the cells the rulebook gives, every other one unknown ("?"): a stand-in for the module's CRT. */
export const BOOK_CELLS: ChartDef = {
  id: 'ground-combat',
  name: 'Ground Combat Results Table (only the cells the rulebook gives)',
  kind: 'crt',
  columns: COLUMNS,
  rows: ROW_KEYS.map((key, i) => {
    const roll = i + 1; // "<=1" is row 1, "8+" row 8
    return {
      key,
      cells: COLUMNS.map((c) => {
        if (c === '3-1' && roll === 3) return 'EX'; // §19 example step 16: 6 vs 2, roll 3 → EX
        if (c === '7-1' && roll >= 2) return 'DE'; // §14.01 7-1 with +1 guarantees DE
        if (c === '6-1' && roll >= 3) return 'DE'; // §14.01 6-1 with +2 guarantees DE
        return '?';
      }),
    };
  }),
  prov: { source: 'rulebook', ref: '§14.01, §19 example of air/naval combat step 16' },
  notes: 'Columns whose existence the text confirms (§9.03, §14.01, §19); "?" marks a cell the book does not give.',
};

/** §10.01 the module's ground CRT (charts.json "ground-combat", else its first CRT), or the book's cells. */
export function groundCrt(module?: Pick<GameModule, 'charts'>): Crt {
  const chart = module?.charts.find((c) => c.id === 'ground-combat') ?? module?.charts.find((c) => c.kind === 'crt');
  return crtFromChart(chart ?? BOOK_CELLS);
}

/** §9.01 the cell a modified roll reads in a column (rolls beyond the rows read the edge row), or null if unknown. */
export function cellAt(crt: Crt, column: string, modified: number): CombatResult | null {
  const i = crt.columns.findIndex((c) => c.label === column);
  if (i < 0) return null;
  const cell = rowFor(crt, modified).cells[i] ?? '?';
  return isResult(cell) ? cell : null;
}

/** §14.01 a DE is guaranteed: the lowest die (1) with the net DRM, and every higher one, read DE in that column. */
export function guaranteesDE(crt: Crt, column: string, drm: number): boolean {
  for (let die = 1; die <= 6; die++) if (cellAt(crt, column, die + drm) !== 'DE') return false;
  return true;
}

/** §9.01 the modified rolls the chart has rows for (for the page's lit row). */
export const modifiedRange = (crt: Crt) => rollRange(crt);

// ---------------------------------------------------------------- the combat fought on the chart

type D = Draft<SfeVars>;

/** §9.0-§9.03 an attack as ordered, checked: its units, hex, defenders and the battle before the die. */
export interface Order {
  side: Side;
  hex: string;
  attackers: string[];
  plan: BattlePlan;
  column: string;
}

/** What every attack weighed in one position shares: the units on the map, the attack context and the chart. */
export interface Board {
  all: Fighter[];
  ctx: AttackContext;
  crt: Crt;
}

/** The board of a position, read once for all the attacks weighed in it. */
export const boardOf = (module: GameModule, state: GameState): Board => ({
  all: fightersOf(module, state.pieces),
  ctx: contextOf(module, state),
  crt: groundCrt(module),
});

/** §9.03, §12, §13.01 what an attack order chooses: its defenders, the leader named, the armor bonus declined. */
export function battleChoices(defenders: readonly { id: string }[], args: Action['args']) {
  const leader = str(args.leader) ?? undefined;
  return {
    defenders: defenders.map((f) => f.id),
    ...(leader !== undefined ? { leader } : {}),
    noArmor: args.noArmor === 'yes' || args.noArmor === true,
  };
}

/** §9.0-§9.03, §13.01 the attack `args` order (pieces, hex, defenders, leader, noArmor), or why it is refused;
 *  `board` is the position's (boardOf), given when many attacks of one position are weighed. */
export function orderOf(
  module: GameModule,
  state: GameState,
  side: string,
  args: Action['args'],
  board: Board = boardOf(module, state),
): Order | Violation[] {
  const log = logOf(varsOf(state));
  if (log.battle) return [violation('attack.pending', '§9.04', 'Finish the combat being fought first')];
  const ids = strs(args.pieces) ?? [];
  const hex = str(args.hex) ?? '';
  const { all, crt } = board;
  const attackers = ids.map((id) => all.find((f) => f.id === id && f.side === side));
  if (ids.length === 0 || attackers.some((a) => !a))
    return [violation('attack.units', '§9.0', 'Attack with your own units on the map')];
  const inHex = all.filter((f) => f.hex === hex && f.side !== side && isGround(f));
  const named = strs(args.defenders);
  // §9.02 by default, the units of the hex not yet attacked this phase
  const chosen = inHex.filter((f) => (named ? named.includes(f.id) : !log.defended.includes(f.id)));
  if (named && chosen.length !== named.length)
    return [violation('attack.defenders', '§9.03', 'Name defenders in the hex attacked', { hex })];
  const bad = attackProblems(board.ctx, attackers as Fighter[], chosen, hex);
  if (bad.length > 0) return bad;
  const leader = str(args.leader) ?? undefined;
  const plan = battleOf(module, crt, state, ids, hex, battleChoices(chosen, args), all);
  if (leader && plan.leader !== leader)
    return [violation('attack.leader', '§13.01', `${leader} may not back this attack`, { piece: leader })];
  const attrition = attritionProblems(inHex, chosen, plan.attack, plan.defence, log.attacks[hex] ?? 0);
  if (attrition.length > 0) return attrition;
  const column = plan.odds.column;
  if (column === null) return [violation('attack.odds', '§9.01', 'The odds fall below the chart', { hex })];
  for (let die = 1; die <= 6; die++)
    if (cellAt(crt, column, die + plan.net) === null)
      return [violation('attack.chart', '§10.01', `The chart has no result at ${column}`, { column })];
  return { side: side as Side, hex, attackers: ids, plan, column };
}

/** §13.04 the units of `ids` stacked with a leader of their side: they may stay rather than retreat. */
function withLeaders(module: GameModule, state: GameState, ids: readonly string[]): string[] {
  const all = fightersOf(module, state.pieces);
  const led = new Set(all.filter((f) => f.type === 'leader').map((f) => `${f.side}@${f.hex}`));
  return all.filter((f) => ids.includes(f.id) && led.has(`${f.side}@${f.hex}`)).map((f) => f.id);
}

/** §10.01 after the exchange is paid: an AX's surviving attackers retreat; then the retreats and the advance. */
export function afterLosses(module: GameModule, d: D, deps: RetreatDeps): CombatStop {
  const log = logOf(d.vars);
  const b = log.battle!;
  if (b.result === 'AX') {
    const retreating = alive(d.state, b.attackers);
    const mayStay = withLeaders(module, d.state, retreating);
    setLog(d.vars, { ...log, battle: { ...b, retreating, mayStay } });
  }
  return settleRetreats(module, d, deps);
}

/** §9.01, §10.01 fight an ordered attack: roll, read the chart, apply what needs no choice; where it stops. */
export function fight(module: GameModule, d: D, o: Order, deps: RetreatDeps = {}): CombatStop {
  const { plan } = o;
  const crt = groundCrt(module);
  const [die] = roll(d, 1, 'ground combat', o.side, '§9.01');
  const result = cellAt(crt, o.column, die! + plan.net)!;
  const defenders = plan.defenders.map((f) => f.id);
  const log = logOf(d.vars);
  d.vars.attacked = [...d.vars.attacked, ...o.attackers];
  const fromHex = { ...log.fromHex };
  for (const a of plan.attackers) fromHex[a.hex] = (fromHex[a.hex] ?? 0) + 1;
  const leaders = plan.leader ? [...log.leaders, plan.leader] : log.leaders;
  const attacks = { ...log.attacks, [o.hex]: (log.attacks[o.hex] ?? 0) + 1 };
  const printed = { attack: printedTotal(plan.attackers, 'attack'), defence: printedTotal(plan.defenders, 'defence') };
  const f = fates(result, plan.odds.atLeastEven, printed, d.vars.options.hxRoundDown ? 'down' : 'up');
  emit(d, {
    type: 'combat',
    side: o.side,
    hex: o.hex,
    attackers: o.attackers,
    defenders,
    attack: plan.attack,
    defence: plan.defence,
    air: { ...plan.air },
    odds: plan.odds.odds.label,
    column: o.column,
    roll: die!,
    drm: plan.net,
    drms: plan.drms.map((m) => ({ ...m })),
    result,
    rule: '§9.01',
  });
  const fresh = { owed: null, retreating: [], mayStay: [], advancing: [], roll: die!, drm: plan.net };
  let b: Battle = {
    attacker: o.side,
    hex: o.hex,
    attackers: o.attackers,
    defenders,
    result,
    column: o.column,
    ...fresh,
  };
  setLog(d.vars, { ...log, battle: b, defended: [...log.defended, ...defenders], fromHex, leaders, attacks });
  // §15.03 the air support over the hex has flown its mission and lands
  landSupport(d, o.hex);
  // §10.01 EX, HX: the side wiped out goes first, then the other pays
  if (f.defender.all) eliminate(module, d, defenders, '§10.01');
  if (f.attacker.all) eliminate(module, d, o.attackers, '§10.01');
  b = owe(module, d, b, 'defender', f.defender.lose, plan.armor.defenderBound);
  b = owe(module, d, b, 'attacker', f.attacker.lose, plan.armor.attackerBound);
  if (f.defender.retreat || (f.attacker.retreat && result === 'AR')) {
    const retreating = alive(d.state, f.defender.retreat ? defenders : o.attackers);
    b = { ...b, retreating, mayStay: withLeaders(module, d.state, retreating) };
  }
  setLog(d.vars, { ...logOf(d.vars), battle: b });
  return b.owed ? 'losses' : afterLosses(module, d, deps);
}

/** §9.0-§9.03 the phasing side's attack (args: pieces, hex, defenders?, leader?, noArmor?). */
export function attackWith(deps: RetreatDeps = {}): Procedure<D, CombatStop> {
  return {
    check: (module, state, action) => {
      const o = orderOf(module, state, action.side, action.args);
      return Array.isArray(o) ? o : [];
    },
    apply(module, d, action) {
      const o = orderOf(module, d.state, action.side, action.args);
      return Array.isArray(o) ? o : fight(module, d, o, deps);
    },
    list: (module, state, side) => [...attacks(module, state, side)],
    draw: drawAttack,
  };
}

/** §9.02 the enemy hexes `side` may attack now: those holding a ground unit not yet attacked this phase. */
function openHexes(board: Board, side: string): string[] {
  const open = board.all.filter((f) => f.side !== side && isGround(f) && !board.ctx.defended.has(f.id));
  return [...new Set(open.map((f) => f.hex))];
}

/** §9.0 the attack offered on one enemy hex: every able unit beside it (three a hex), when the chart allows. */
function attackOn(module: GameModule, state: GameState, side: string, board: Board, hex: string): LegalAction[] {
  const { all, ctx } = board;
  const defenders = all.filter((f) => f.hex === hex && f.side !== side && isGround(f) && !ctx.defended.has(f.id));
  if (defenders.length === 0) return [];
  const near = new Set(graphOf(module).neighbors(hex));
  const perHex = new Map<string, number>();
  const ids: string[] = [];
  for (const a of all) {
    if (a.side !== side || !isGround(a) || !near.has(a.hex)) continue;
    const n = perHex.get(a.hex) ?? ctx.fromHex(a.hex);
    if (n >= 3 || attackProblems(ctx, [a], defenders, hex).length > 0) continue;
    perHex.set(a.hex, n + 1);
    ids.push(a.id);
  }
  if (ids.length === 0) return [];
  const o = orderOf(module, state, side, { pieces: ids, hex }, board);
  return Array.isArray(o) ? [] : [{ verb: 'attack', args: { pieces: ids, hex }, label: `${o.column} on ${hex}` }];
}

/** §9.0 the attacks offered: on each enemy hex, every able unit beside it (three a hex), when the chart allows. */
export function* attacks(module: GameModule, state: GameState, side: string): Generator<LegalAction> {
  const board = boardOf(module, state);
  for (const hex of openHexes(board, side)) yield* attackOn(module, state, side, board, hex);
}

/** §9.0 one of the attacks offered, drawn without weighing them all: an enemy hex at random, then its attack. */
export function drawAttack(module: GameModule, state: GameState, side: string, random: () => number) {
  const board = boardOf(module, state);
  return drawByGroup(openHexes(board, side), (hex) => attackOn(module, state, side, board, hex), random);
}

/** §9.03, §9.04 the phasing side ends the (Post-exploitation) Combat Phase: not while a combat waits for an answer,
 *  nor while a defender of a hex it split is owed an attack it can still make. */
export const endCombat: Procedure<D, null> = {
  check(module, state, action) {
    if (logOf(varsOf(state)).battle)
      return [violation('combat.pending', '§9.04', 'Finish the combat being fought first')];
    const owed = owedAttacks(module, state, action.side);
    if (owed.length === 0) return [];
    const board = boardOf(module, state);
    const hexes = new Set(board.all.filter((f) => owed.includes(f.id)).map((f) => f.hex));
    const open = [...hexes].some((hex) => attackOn(module, state, action.side, board, hex).length > 0);
    return open ? [violation('combat.owed', '§9.03', 'Every defender of a hex attacked in part must be attacked')] : [];
  },
  apply: (module, d, action) => {
    const bad = endCombat.check(module, d.state, action);
    return bad.length > 0 ? bad : null;
  },
  list: (module, state, side) =>
    endCombat.check(module, state, { side, verb: 'done', args: {} }).length > 0 ? [] : [{ verb: 'done', args: {} }],
};

/** §9-§10 what the (Post-exploitation) Combat Phase asks now, each question its own prompt id (the page words it):
 *  the defender's or the attacker's losses, the defender's or the attacker's retreat, the attacker's advance, else
 *  an attack. */
export function combatAsk(_module: GameModule, state: GameState): Ask {
  const b = logOf(varsOf(state)).battle;
  const stop = stopOf(b);
  const hex = b?.hex ?? '';
  if (stop === 'losses') {
    const { role, due } = b!.owed!;
    const info = { hex, due };
    const flip = `remove or flip units worth ${due} factors`;
    return role === 'defence'
      ? { id: 'defenderLosses', verb: 'losses', rule: '§10.02', info, message: `Your units in ${hex} lost: ${flip}` }
      : { id: 'attackerLosses', verb: 'losses', rule: '§10.02', info, message: `Your attack on ${hex}: ${flip}` };
  }
  if (stop === 'retreat') {
    const piece = b!.retreating[0]!;
    const info = { hex, piece };
    const stay = b!.mayStay.includes(piece) ? ' (or stay with its leader)' : '';
    return state.pieces.find((p) => p.id === piece)?.side === b!.attacker
      ? {
          id: 'attackerRetreat',
          verb: 'retreat',
          rule: '§10.03',
          info,
          message: `Retreat your attacker ${piece}${stay}`,
        }
      : {
          id: 'defenderRetreat',
          verb: 'retreat',
          rule: '§10.03',
          info,
          message: `Retreat ${piece} from ${hex}${stay}`,
        };
  }
  if (stop === 'advance')
    return { id: 'advance', verb: 'advance', rule: '§9.04', message: `Advance into ${hex}, or stay`, info: { hex } };
  return { verb: 'attack', verbs: ['done'], message: 'Attack, then end the phase' };
}

/** The combat verbs with no supply path known to retreats (the flow may build its own with attackWith, lossesWith
 *  and afterLosses given the supply path, supply.ts). */
export const attack = attackWith();
export const losses = lossesWith((module, d) => afterLosses(module, d, {}));

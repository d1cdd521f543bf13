// §11 combat: after movement and the Position/Trench rolls, each space activated for Attack may attack; a combat
// is designated, both sides play Combat Cards, fire on their tables, take losses, and the loser retreats.
//
//   ops-attack              attack {target, attackers} | doneAttacking {}          (the attacker)
//   combat-cards-attacker   combatCards {cards, armor?}                            (the attacker)
//   combat-cards-defender   combatCards {cards}                                    (the defender)
//   (fire: combat-resolve.ts)
//   combat-losses           takeLosses {plan}              when the owner has more than one way to take them
//   combat-retreat-cancel   cancelRetreat {unit} | noCancel {}                     (the defender)
//   combat-retreat          retreat {unit, path}           when the priorities leave a choice (the defender)
//   combat-advance          advance {units, to} | noAdvance {}                     (the attacker)
//
// The steps are flow.ts's: each verb answers where the combat stopped (CombatStop). The combat in progress and this
// round's bookkeeping live in `vars.extra.combat` (CombatVars).

import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Violation } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { attackProblems, possibleAttacks } from './attack.js';
import { playableCards } from './combat-cards.js';
import {
  advanceGroupPaths,
  applyAdvance,
  applyCancel,
  applyRetreat,
  finishCombat,
  nothingToAttack,
  pendingRetreats,
} from './combat-after.js';
import { type Role, cardContext, chooseLosses, startCombat, submitCards } from './combat-resolve.js';
import { type CombatStop, type Current, combatOf } from './combat-state.js';
import type { Draft } from './draft.js';
import { armorDrmAllowed } from './fire.js';
import { mayHold, mayHoldAll } from './deck.js';
import { type Side, unitsIn, violation } from './state.js';
import { type GameVerb, type Procedure, type StepAsk, act, needs, str, strs, unknown } from './verb.js';
import { geoOf } from './geo.js';

export { combatLog } from './combat-state.js';
export type { CombatStop } from './combat-state.js';

/** Begin the combats of the current OPS (§8.2 order (4)): whether there is any to fight (else the round ends). */
export function beginAttacks(module: GameModule, d: Draft): boolean {
  combatOf(d.state, d.vars);
  return !nothingToAttack(module, d.state);
}

/** A unit of `side` on the map (the structural check of apply, in every mode). */
const unitOnMap = (state: GameState, id: string, side: string): boolean =>
  state.pieces.some((p) => p.id === id && p.kind === 'unit' && p.side === side && p.at.kind === 'space');

/** The combat in progress (the combat steps have one). */
export const cur = (state: GameState): Current => {
  const c = combatOf(state).current;
  if (!c) throw new Error('No combat in progress');
  return c;
};

/** The cards a side may play now, and whether the attacker may declare the armor DRM (§16.6.2). */
function cardChoices(module: GameModule, state: GameState, side: Side): { cards: string[]; armor: boolean } {
  const c = cur(state);
  const ctx = cardContext(state, c);
  const cards = playableCards(module, state, side, ctx, combatOf(state).usedRetained);
  if (side !== c.attacker) return { cards, armor: false };
  const bridge = cards.includes('N37');
  return { cards, armor: armorDrmAllowed(module, state, c.target, ctx.attackers, bridge) };
}

function cardProblems(
  module: GameModule,
  state: GameState,
  role: Role,
  cards: string[] | null,
  armor: unknown,
): Violation[] {
  if (!cards || new Set(cards).size !== cards.length)
    return [violation('cards', '11.2.4', 'Name each Combat Card once')];
  const side = cur(state)[role];
  const ch = cardChoices(module, state, side);
  const bad = cards.find((id) => !ch.cards.includes(id));
  if (bad) return [violation('cardNotPlayable', '8.5.3', `"${bad}" cannot be played in this combat`, { card: bad })];
  if (armor === 'yes') {
    const bridge = cards.includes('N37');
    const c = cur(state);
    if (!armorDrmAllowed(module, state, c.target, cardContext(state, c).attackers, bridge) || side !== c.attacker)
      return [
        violation(
          'armor',
          '16.6.2',
          'The armor DRM needs a full-strength armor unit attacking an Open space, not across a river',
        ),
      ];
  }
  return [];
}

function cardLists(module: GameModule, state: GameState, role: Role): LegalAction[] {
  const side = cur(state)[role];
  const ch = cardChoices(module, state, side);
  const sets = [[], ...ch.cards.map((id) => [id]), ...(ch.cards.length > 1 ? [ch.cards] : [])];
  const out: LegalAction[] = [];
  for (const cards of sets) {
    out.push(act('combatCards', { cards }));
    if (ch.armor) out.push(act('combatCards', { cards, armor: 'yes' }));
  }
  return out.filter((a) => cardProblems(module, state, role, strs(a.args?.cards), a.args?.armor).length === 0);
}

/** The advance groups listed: every eligible unit together, and each alone, to each reachable space. */
function advanceLists(module: GameModule, state: GameState): LegalAction[] {
  const c = cur(state);
  const ready = c.advancers.filter((id) => !c.advanced.includes(id));
  const groups = [ready, ...(ready.length > 1 ? ready.map((id) => [id]) : [])];
  const out: LegalAction[] = [];
  for (const units of groups)
    for (const path of advanceGroupPaths(module, state, units))
      out.push(act('advance', { units, to: path[path.length - 1]! }));
  return out;
}

function advanceProblems(module: GameModule, state: GameState, units: string[] | null, to: string | null): Violation[] {
  const c = cur(state);
  if (!units || units.length === 0 || new Set(units).size !== units.length || !to)
    return [violation('advance', '11.5', 'Name the advancing units and the space they advance to')];
  const bad = units.find((id) => !c.advancers.includes(id) || c.advanced.includes(id));
  if (bad)
    return [
      violation('notAdvancer', '11.5.1', `${bad} did not attack in this combat or has already advanced`, {
        unit: bad,
      }),
    ];
  const ok = advanceGroupPaths(module, state, units).some((p) => p[p.length - 1] === to);
  return needs(ok, () => violation('advanceTo', '11.5.2', `The units may not advance to ${to}`, { to }));
}

/** A side's Combat Cards (§11.2.4): the attacker's in 'combat-cards-attacker', the defender's after them. */
const combatCards = (role: Role): Procedure<CombatStop> => ({
  check: (m, s, a) => cardProblems(m, s, role, strs(a.args.cards), a.args.armor),
  apply(m, d, a) {
    const cards = strs(a.args.cards) ?? [];
    const deck = d.vars.decks[cur(d.state)[role]];
    const bad = cards.find((id) => !mayHold(deck, id) && !deck.retained.includes(id));
    if (bad !== undefined) return unknown('card in hand or retained', bad);
    if (
      !mayHoldAll(
        deck,
        cards.filter((id) => !deck.retained.includes(id)),
      )
    )
      return unknown('card in hand or retained', cards.join(', '));
    return submitCards(m, d, role, [...new Set(cards)], a.args.armor === 'yes');
  },
  list: (m, s) => cardLists(m, s, role),
});

/** The combat verbs; each answers where the combat stopped (the combat's first step: its designation). */
export const COMBAT_VERBS = {
  attack: {
    check: (m, s, a) => attackProblems(m, s, str(a.args.target) ?? '', strs(a.args.attackers) ?? []),
    apply(m, d, a) {
      const target = str(a.args.target) ?? '';
      if (!geoOf(m).has(target)) return unknown('space', target);
      const ids = strs(a.args.attackers) ?? [];
      const bad = ids.find((id) => !unitOnMap(d.state, id, d.state.activeSide));
      if (bad !== undefined || ids.length === 0) return unknown('attacking unit', bad ?? '');
      startCombat(m, d, target, ids);
    },
    list: (m, s) => possibleAttacks(m, s),
  } satisfies GameVerb,
  doneAttacking: { check: () => [], apply: () => {}, list: () => [act('doneAttacking', {})] } satisfies GameVerb,
  attackerCards: combatCards('attacker'),
  defenderCards: combatCards('defender'),
  takeLosses: {
    check: (_m, s, a) => {
      const n = Number(a.args.plan);
      const plans = cur(s).plans ?? [];
      return needs(Number.isInteger(n) && n >= 0 && n < plans.length, () =>
        violation('plan', '11.3.4', 'Choose one of the ways to take the losses', { count: plans.length }),
      );
    },
    apply(m, d, a) {
      const n = Number(a.args.plan);
      if (!(Number.isInteger(n) && n >= 0 && n < (cur(d.state).plans ?? []).length)) return unknown('plan', n);
      return chooseLosses(m, d, n);
    },
    list: (_m, s) =>
      (cur(s).plans ?? []).map((p, i) =>
        act(
          'takeLosses',
          { plan: i },
          { total: p.total, losses: p.losses.map((l) => `${l.unit}:${l.steps}`), replacements: p.replacements },
        ),
      ),
  } satisfies Procedure<CombatStop>,
  cancelRetreat: {
    check: (_m, s, a) => {
      const c = cur(s);
      const id = str(a.args.unit);
      const ok = unitsIn(s, c.target).some((p) => p.id === id && p.side === c.defender);
      return needs(ok, () => violation('cancelUnit', '11.4.3', 'Take the extra step from a defending unit'));
    },
    apply(m, d, a) {
      const id = str(a.args.unit) ?? '';
      if (!unitOnMap(d.state, id, cur(d.state).defender)) return unknown('defending unit', id);
      return applyCancel(m, d, id);
    },
    list: (_m, s) => {
      const c = cur(s);
      return unitsIn(s, c.target)
        .filter((p) => p.side === c.defender)
        .map((p) => act('cancelRetreat', { unit: p.id }));
    },
  } satisfies Procedure<CombatStop>,
  noCancel: {
    check: () => [],
    apply: (m, d) => applyCancel(m, d, null),
    list: () => [act('noCancel', {})],
  } satisfies Procedure<CombatStop>,
  retreat: {
    check: (m, s, a) => {
      const unit = str(a.args.unit);
      const path = (strs(a.args.path) ?? []).join('>');
      const ok = pendingRetreats(m, s).some((r) => r.unit === unit && r.path.join('>') === path);
      return needs(ok, () =>
        violation('retreatPath', '11.4.5', 'That retreat is not one the priorities of 11.4.5 allow', {
          unit: unit ?? '',
          path,
        }),
      );
    },
    apply(m, d, a) {
      const path = strs(a.args.path) ?? [];
      const bad = path.find((x) => !geoOf(m).has(x));
      if (bad !== undefined || path.length === 0) return unknown('space', bad ?? '');
      const unit = str(a.args.unit) ?? '';
      if (!unitOnMap(d.state, unit, cur(d.state).defender)) return unknown('retreating unit', unit);
      return applyRetreat(m, d, unit, path);
    },
    list: (m, s) => pendingRetreats(m, s).map((r) => act('retreat', { unit: r.unit, path: r.path })),
  } satisfies Procedure<CombatStop>,
  advance: {
    check: (m, s, a) => advanceProblems(m, s, strs(a.args.units), str(a.args.to)),
    apply(m, d, a) {
      const to = str(a.args.to) ?? '';
      if (!geoOf(m).has(to)) return unknown('space', to);
      const units = strs(a.args.units) ?? [];
      const bad = units.find((id) => !unitOnMap(d.state, id, cur(d.state).attacker));
      if (bad !== undefined || units.length === 0) return unknown('advancing unit', bad ?? '');
      return applyAdvance(m, d, units, to);
    },
    list: (m, s) => advanceLists(m, s),
  } satisfies Procedure<CombatStop>,
  noAdvance: {
    check: () => [],
    apply: (_m, d) => finishCombat(d),
    list: () => [act('noAdvance', {})],
  } satisfies Procedure<CombatStop>,
};

/** Their arguments. */
export const COMBAT_ARGS: Record<string, VerbArgs> = {
  attack: { target: 'string', attackers: 'strings' },
  doneAttacking: {},
  combatCards: { cards: 'strings', 'armor?': { enum: ['yes', 'no'] } },
  takeLosses: { plan: 'int' },
  cancelRetreat: { unit: 'string' },
  noCancel: {},
  retreat: { unit: 'string', path: 'strings' },
  advance: { units: 'strings', to: 'string' },
  noAdvance: {},
};

/** What the combat steps ask (of the attacker, or of the defender in the attacker's round). */
export const COMBAT_ASKS = {
  attack: () => ({
    verb: 'attack',
    message: 'Attack from your Attack-activated spaces, or end the attacks',
    verbs: ['doneAttacking'],
  }),
  attackerCards: (_m, s) => ({
    verb: 'combatCards',
    message: `Combat at ${cur(s).target}: play Combat Cards (or none)`,
    info: { target: cur(s).target },
  }),
  defenderCards: (_m, s) => ({
    verb: 'combatCards',
    message: `Combat at ${cur(s).target}: play Combat Cards in defence (or none)`,
    info: { target: cur(s).target },
  }),
  losses: (_m, s) => ({
    verb: 'takeLosses',
    message: `Combat at ${cur(s).target}: choose how to take the losses`,
    info: { target: cur(s).target },
  }),
  retreatCancel: (_m, s) => ({
    verb: 'cancelRetreat',
    message: `Combat at ${cur(s).target}: take one more step to stay, or retreat`,
    info: { target: cur(s).target },
    verbs: ['noCancel'],
  }),
  retreat: (_m, s) => ({
    verb: 'retreat',
    message: `Combat at ${cur(s).target}: retreat your units`,
    info: { target: cur(s).target },
  }),
  advance: (_m, s) => ({
    verb: 'advance',
    message: `Combat at ${cur(s).target}: advance, or stay`,
    info: { target: cur(s).target },
    verbs: ['noAdvance'],
  }),
} satisfies Record<string, StepAsk>;

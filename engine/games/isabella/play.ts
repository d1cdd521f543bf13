// The verbs of the alternating phases (5.7, 5.8) and of a battle's choices (13.x): attack, probe, the no-pass
// flip, ending the phase by agreement, and each answer a battle waits for. A battle's verbs answer where the
// battle stopped (battle.ts BattleStop); the steps that accept them, and what follows each, are flow.ts's.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, HexId, LegalAction, SideId, Violation } from '../../core/types.js';
import type { Procedure } from '../../core/steps.js';
import { act, needs } from '../../core/kit.js';
import { setPiece, type Draft } from './draft.js';
import { geoOf } from './geo.js';
import { varsOf, frozen, unknown, violation, type Battle, type BattleWait } from './state.js';
import { isMovementPhase } from './phases.js';
import { attackOptions, checkAttack } from './attack.js';
import { checkAdvance, lossChoices, probeOptions, retreatOptions, advanceOptions } from './outcome.js';
import {
  advance,
  applyResult,
  type BattleStop,
  closeForMomentum,
  declareAttack,
  finishBattle,
  nextRetreat,
  probe,
  retreatTo,
  rollResult,
  takeLoss,
} from './battle.js';
import { resultConversions } from './odds.js';
import { supplyOf } from './supply.js';
import { inEzoc } from './zoc.js';
import { stackLimit } from './stacking.js';
import { hexArg } from './verbs.js';

/** A verb of a battle: it answers where the battle stopped. */
type BattleVerb = Procedure<Draft, BattleStop>;

const battleOf = (s: GameState): Battle | null => varsOf(s).battle;
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const combatPhase = (s: GameState) => varsOf(s).step === 'actions' && !isMovementPhase(s);
const notNow = (what: string, rule: string, why: string) => [violation('notNow', rule, `${what}: ${why}`, { what })];

/** The probes a side may make now (13.22), with supply and the enemy ZOC as they stand; at most a full stack (6.3). */
function probes(module: GameModule, state: GameState, side: SideId) {
  const supply = supplyOf(module, state, side);
  return probeOptions(
    module,
    state,
    (id) => supply.get(id) !== false,
    (h) => inEzoc(module, state, side, h),
    side,
  ).map((o) => ({ ...o, units: o.units.slice(0, stackLimit(o.target)) }));
}

/** 13.1: an attack, or (13.21) the momentum attack of the units that advanced. */
export const attack: BattleVerb = {
  check(module, state, a) {
    const b = battleOf(state);
    const target = hexArg(a) ?? '';
    if (b) {
      if (b.waiting !== 'momentum') return notNow('attack', '13.2', 'finish the battle in progress first');
      return checkAttack(module, state, a.side, target, ids(a.args.attackers), b.attackers, b.target);
    }
    if (!combatPhase(state)) return notNow('attack', '5.7', 'attacks are made in the combat phase');
    return checkAttack(module, state, a.side, target, ids(a.args.attackers));
  },
  apply(module, d, a) {
    const target = hexArg(a);
    if (target === null || !geoOf(module).has(target)) return unknown('hex', target);
    const attackers = ids(a.args.attackers);
    const missing = attackers.find((id) => !d.state.pieces.some((p) => p.id === id));
    if (missing !== undefined || attackers.length === 0) return unknown('attacking unit', missing ?? '(none)');
    const momentum = d.vars.battle?.waiting === 'momentum';
    if (momentum) closeForMomentum(d);
    return declareAttack(module, d, a.side, target, attackers, momentum ? 'momentum' : 'attack');
  },
  list(module, state, side) {
    const b = battleOf(state);
    if (b && b.waiting === 'momentum') {
      return attackOptions(module, state, side)
        .map((o) => ({ ...o, attackers: o.attackers.filter((id) => b.attackers.includes(id)) }))
        .filter((o) => o.attackers.length > 0)
        .map((o) => act('attack', { target: o.target, attackers: o.attackers.slice(0, o.maxAttackers ?? 4) }));
    }
    if (b || !combatPhase(state)) return [];
    const out: LegalAction[] = [];
    for (const o of attackOptions(module, state, side)) {
      const cap = o.maxAttackers ?? o.attackers.length;
      if (cap < o.attackers.length)
        for (const id of o.attackers) out.push(act('attack', { target: o.target, attackers: [id] }));
      else out.push(act('attack', { target: o.target, attackers: o.attackers }, { entersPortugal: o.entersPortugal }));
    }
    return out;
  },
};

/**
 * 13.22: the probes `side` may make now: in the combat phase, or (13.22: "momentum attacks may be conducted as
 * probing attacks") as the momentum attack of the units that just advanced.
 */
function probeChoices(module: GameModule, state: GameState, side: SideId) {
  const b = battleOf(state);
  if (b?.waiting === 'momentum') {
    return probes(module, state, side)
      .map((o) => ({ ...o, units: o.units.filter((u) => b.attackers.includes(u)) }))
      .filter((o) => o.units.length > 0);
  }
  return combatPhase(state) && !b ? probes(module, state, side) : [];
}

/** 13.22: a probing attack. */
export const probeVerb: BattleVerb = {
  check(module, state, a) {
    const target = hexArg(a);
    const units = ids(a.args.units);
    const ok = probeChoices(module, state, a.side).some(
      (o) => o.target === target && units.length > 0 && units.every((u) => o.units.includes(u)),
    );
    return needs(ok, () =>
      violation('probe', '13.22', `These units may not probe into ${target}`, { hex: target ?? '' }),
    );
  },
  apply(module, d, a) {
    const target = hexArg(a);
    const units = ids(a.args.units);
    if (target === null || units.length === 0 || units.some((u) => !d.state.pieces.some((p) => p.id === u))) {
      return unknown('probe', target);
    }
    const momentum = d.vars.battle?.waiting === 'momentum';
    if (d.vars.battle && !momentum) return notNow('probe', '13.2', 'finish the battle in progress first');
    if (momentum) closeForMomentum(d);
    return probe(module, d, a.side, units, target, momentum);
  },
  list: (module, state, side) =>
    probeChoices(module, state, side).map((o) => act('probe', { target: o.target, units: o.units })),
};

/** 5.7: no passing: a side that will not act flips one of its undisrupted units instead. */
export const disrupt: Procedure<Draft, void> = {
  check(module, state, a) {
    const p = state.pieces.find((x) => x.id === a.args.piece);
    const ok =
      p !== undefined &&
      p.kind === 'unit' &&
      p.side === a.side &&
      p.at.kind === 'hex' &&
      !p.disrupted &&
      !frozen(module, state, p) &&
      !battleOf(state);
    return needs(ok, () =>
      violation('disrupt', '5.7', 'Flip one of your undisrupted units on the map', { unit: String(a.args.piece) }),
    );
  },
  apply(module, d, a) {
    const p = d.state.pieces.find((x) => x.id === a.args.piece);
    if (!p) return unknown('piece', a.args.piece);
    setPiece(d, p.id, { disrupted: true });
  },
  list: (module, state, side) =>
    battleOf(state)
      ? []
      : state.pieces
          .filter(
            (p) =>
              p.kind === 'unit' && p.side === side && p.at.kind === 'hex' && !p.disrupted && !frozen(module, state, p),
          )
          .map((p) => act('disrupt', { piece: p.id })),
};

/** 5.8: a phase ends when both agree; a side playing on alone (the other is out of units) ends it alone. */
export const endPhase: Procedure<Draft, void> = {
  check: (_m, state) => (battleOf(state) ? notNow('endPhase', '13.2', 'finish the battle first') : []),
  apply: () => {},
  list: (_m, state) => (battleOf(state) ? [] : [act('endPhase', {})]),
};

/** 5.8: the proposal to end the phase declined; 13.21: no momentum attack (the battle is over: its stop). */
export const decline: Procedure<Draft, BattleStop | null> = {
  check(_m, state) {
    const b = battleOf(state);
    return needs(varsOf(state).step === 'end-proposed' || b?.waiting === 'momentum', () =>
      violation('notNow', '5.8', 'There is nothing to decline now', {}),
    );
  },
  apply: (module, d) => (d.vars.battle ? finishBattle(module, d) : null),
  list: (_m, state) =>
    varsOf(state).step === 'end-proposed' || battleOf(state)?.waiting === 'momentum' ? [act('decline', {})] : [],
};

/** A battle answer: usable only while the battle waits for `waiting`. */
function answer(
  waiting: BattleWait,
  rule: string,
  check: (m: GameModule, s: GameState, a: Action, b: Battle) => Violation[],
  apply: (m: GameModule, d: Draft, a: Action, b: Battle) => Violation[] | BattleStop,
  list: (m: GameModule, s: GameState, b: Battle) => LegalAction[],
): BattleVerb {
  const here = (s: GameState) => {
    const b = battleOf(s);
    return b && b.waiting === waiting ? b : null;
  };
  return {
    check(m, s, a) {
      const b = here(s);
      return b ? check(m, s, a, b) : notNow(a.verb, rule, 'the battle does not wait for that');
    },
    apply(m, d, a) {
      const b = here(d.state);
      if (!b) return notNow(a.verb, rule, 'no battle waits for that');
      return apply(m, d, a, b);
    },
    list: (m, s) => {
      const b = here(s);
      return b ? list(m, s, b) : [];
    },
  };
}

const pool = (s: GameState, b: Battle) =>
  (b.waiting === 'attacker-loss' ? b.attackers : b.defenders).filter((id) =>
    s.pieces.some((p) => p.id === id && p.at.kind === 'hex'),
  );

const lossFor = (waiting: 'attacker-loss' | 'defender-loss') =>
  answer(
    waiting,
    waiting === 'attacker-loss' ? '13.17' : '13.18',
    (m, s, a, b) =>
      needs(lossChoices(m, s, pool(s, b)).includes(String(a.args.piece)), () =>
        violation('loss', '13.15', `${String(a.args.piece)} is not one of the units that may take the step`, {
          unit: String(a.args.piece),
        }),
      ),
    (m, d, a) => {
      if (!d.state.pieces.some((p) => p.id === a.args.piece)) return unknown('piece', a.args.piece);
      return takeLoss(m, d, waiting, String(a.args.piece));
    },
    (m, s, b) => lossChoices(m, s, pool(s, b)).map((id) => act('loss', { piece: id })),
  );

const attackerLoss = lossFor('attacker-loss');
const defenderLoss = lossFor('defender-loss');

/** `loss` answers both the attacker's and the defender's step choice. */
export const loss: BattleVerb = {
  check: (m, s, a) => (battleOf(s)?.waiting === 'attacker-loss' ? attackerLoss : defenderLoss).check(m, s, a),
  apply: (m, d, a) => (d.vars.battle?.waiting === 'attacker-loss' ? attackerLoss : defenderLoss).apply(m, d, a),
  list: (m, s, side) => [...attackerLoss.list(m, s, side), ...defenderLoss.list(m, s, side)],
};

/** 13.18: a DL1 taken as a step or as a retreat. */
export const dl1 = answer(
  'dl1',
  '13.18',
  (_m, _s, a) =>
    needs(a.args.choice === 'loss' || a.args.choice === 'retreat', () =>
      violation('dl1', '13.18', 'Take the DL1 as a step loss or as a retreat of the whole force', {}),
    ),
  (m, d, a, b) => {
    if (a.args.choice === 'retreat') {
      b.toRetreat = b.defenders.filter((id) => d.state.pieces.some((p) => p.id === id && p.at.kind === 'hex'));
      b.result = 'DR';
      return nextRetreat(m, d);
    }
    return applyResult(m, d, { result: 'DL1', rolled: 'DL1', mayReroll: false, mayRetreat: false });
  },
  () => [act('dl1', { choice: 'loss' }), act('dl1', { choice: 'retreat' })],
);

/** 13.18: where a defender retreats. */
export const retreat = answer(
  'retreat',
  '13.18',
  (m, s, a, b) =>
    needs(
      b.toRetreat.includes(String(a.args.piece)) &&
        retreatOptions(m, s, String(a.args.piece)).includes(hexArg(a) ?? ''),
      () =>
        violation('retreat', '13.18', `${String(a.args.piece)} cannot retreat to ${hexArg(a)}`, {
          unit: String(a.args.piece),
          hex: hexArg(a) ?? '',
        }),
    ),
  (m, d, a) => {
    const hex = hexArg(a);
    if (hex === null || !d.state.pieces.some((p) => p.id === a.args.piece)) return unknown('retreat', a.args.piece);
    retreatTo(m, d, String(a.args.piece), hex);
    return nextRetreat(m, d);
  },
  (m, s, b) =>
    b.toRetreat.flatMap((id) =>
      retreatOptions(m, s, id).map((hex) => act('retreat', { piece: id, to: { kind: 'hex', hex } })),
    ),
);

/** 13.20: the advance after combat. */
export const advanceVerb = answer(
  'advance',
  '13.20',
  (m, s, a, b) => checkAdvance(m, s, b, ids(a.args.pieces)),
  (m, d, a) => {
    const pieces = ids(a.args.pieces);
    if (pieces.some((id) => !d.state.pieces.some((p) => p.id === id))) return unknown('piece', pieces.join(','));
    return advance(m, d, pieces);
  },
  (m, s, b) => {
    const can = advanceOptions(m, s, b);
    const out = [act('advance', { pieces: [] })];
    for (const id of can) out.push(act('advance', { pieces: [id] }));
    if (can.length > 1) out.push(act('advance', { pieces: can.slice(0, 4) }));
    return out.filter((x) => checkAdvance(m, s, b, ids(x.args!.pieces)).length === 0);
  },
);

/** 13.25: an Attack Stalled against the 1/2GGB rerolled. */
export const reroll = answer(
  'reroll',
  '13.25',
  () => [],
  (m, d) => rollResult(m, d),
  () => [act('reroll', {})],
);
/** 13.25: an Attack Stalled against the 1/2GGB accepted. */
export const accept = answer(
  'reroll',
  '13.25',
  () => [],
  (m, d, _a, b) => applyResult(m, d, { ...resultConversions(m, d.state, b, 'AS'), mayReroll: false }),
  () => [act('accept', {})],
);

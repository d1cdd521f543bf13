// Set-up (§4, Campaign): the table set-up of the scenario's placements (every unit in its space, box or pool),
// reduced units on their reduced face, the Trench marker on its back face, initial control from the map, the
// markers' values (VP 7, RM 26, sieges), and the initial hands (§4.3): the Nationalists hold Air Bridge and draw
// six, the Republicans draw seven, from the War of the Columns cards.

import type { GameModule } from '../../core/module.js';
import type { GameSetup } from '../../core/rules.js';
import type { GameState, JsonObject, RngState } from '../../core/types.js';
import { tableSetup } from '../table/setup.js';
import { phaseCards, warPhaseOf } from './cards.js';
import { addWarPhase, drawUp, handSizeFor, handToPile } from './deck.js';
import { draftOf } from './draft.js';
import { beginDeployment, FIRST_STEP, firstRound, ROUNDS, startTurn } from './flow.js';
import { geoOf } from './geo.js';
import { type CrusadeVars, type JsonOf, jsonVars, NAT, REP, type Side } from './state.js';
import { unitDef } from './units.js';

/** The scenario's data (scenarios.json `data`). */
interface ScenarioData {
  reduced?: string[];
  trenches?: string[];
  vp?: number;
  rm?: number;
  sieges?: Record<string, { space: string; resist: number }>;
  hands?: Record<Side, { inHand: string[]; size: number }>;
  strait?: Side;
  ammoShortage?: boolean;
  madridPriority?: number;
}

const counts = () => ({ national: false, foreign: false, opsCards: 0, counterattack: false });

/** The Crusade vars of a game before any card is drawn. */
export function initialVars(
  module: GameModule,
  data: ScenarioData,
  options: JsonObject,
  markerSeq: number,
): CrusadeVars {
  const geo = geoOf(module);
  const control: Record<string, Side> = {};
  for (const s of geo.spaces) {
    const c = geo.attrs(s).controller;
    if (c === NAT || c === REP) control[s] = c;
  }
  const rm = data.rm ?? 26;
  return {
    markerSeq,
    options,
    step: FIRST_STEP,
    round: 0,
    warPhase: 'columns',
    control,
    vp: data.vp ?? 7,
    rm,
    rp: { NAT: 0, AXIS: 0, REP: 0, SOV: 0 },
    decks: {
      NAT: { draw: [], hand: [], discard: [], removed: [], retained: [] },
      REP: { draw: [], hand: [], discard: [], removed: [], retained: [] },
    },
    handSize: { NAT: handSizeFor(NAT, rm), REP: handSizeFor(REP, rm) },
    actionChart: { NAT: Array(ROUNDS).fill(null), REP: Array(ROUNDS).fill(null) },
    perTurn: { NAT: counts(), REP: counts() },
    play: null,
    played: [],
    flags: [...(data.ammoShortage ? ['ammoShortage'] : [])],
    strait: data.strait ?? REP,
    sieges: JSON.parse(JSON.stringify(data.sieges ?? {})),
    extra: { madridPriority: data.madridPriority ?? 0 },
    result: null,
  };
}

/** The starting state: the scenario on the table, the hands dealt, the Nationalist's first Action Round. */
export function crusadeSetup(module: GameModule, setup: GameSetup, rng?: RngState): GameState {
  if (!module.cards || module.cards.length === 0) throw new Error('The Crusade module has no cards.json');
  // By e-mail `rng` carries the dice chain and this machine's keys: the first hands are drawn privately too.
  const base = tableSetup(module, setup, rng);
  const scenario = module.scenarios.find((s) => s.id === setup.scenarioId);
  const data = (scenario?.data ?? {}) as JsonOf<ScenarioData>;
  const reduced = new Set(data.reduced ?? []);
  const trenches = new Set(data.trenches ?? []);
  const pieces = base.pieces.map((p) => {
    if (p.kind === 'unit' && reduced.has(p.def))
      return { ...p, steps: Math.max(1, (unitDef(module, p.def)?.steps ?? 2) - 1) };
    if (p.kind === 'marker' && trenches.has(p.id)) return { ...p, disrupted: true };
    return p;
  });
  const markerSeq = typeof base.vars.markerSeq === 'number' ? base.vars.markerSeq : 0;
  const vars = initialVars(module, data, setup.options, markerSeq);
  const start: GameState = {
    ...base,
    pieces,
    turn: scenario?.firstTurn ?? 1,
    phase: 'action',
    activeSide: NAT,
    vars: jsonVars(vars),
  };
  // §4.3: the cards in hand at the start, the rest of the War of the Columns cards in the draw piles, then draw.
  const d = draftOf(start);
  for (const side of [NAT, REP] as const) {
    const inHand = data.hands?.[side]?.inHand ?? [];
    d.vars.decks[side].hand = [...inHand];
    d.vars.decks[side].draw = phaseCards(module, side, 'columns')
      .filter((c) => !inHand.includes(c))
      .sort();
    d.vars.handSize[side] = data.hands?.[side]?.size ?? d.vars.handSize[side];
    drawUp(d, side);
  }
  firstRound(d);
  return setup.position ? laterStart(module, d.state, setup.position) : d.state;
}

/**
 * A described start later in the war: `{ turn, vp?, rm? }` moves the Campaign's opening position to the Draw Phase of
 * that turn with the cards of every War Phase reached in the piles (the fuzzer's way into Turns 6–18; the
 * Playbook's own later scenarios are missing, digest §10). Units stay where the Campaign sets them up; Turn 6
 * begins with the initial corps' deployment, a later turn has none.
 */
export function laterStart(module: GameModule, state: GameState, position: JsonObject): GameState {
  const turn = Math.trunc(Number(position.turn));
  if (!(turn >= 1 && turn <= 18)) throw new Error(`A Crusade position needs a turn from 1 to 18, not ${position.turn}`);
  if (turn === 1) return state;
  const d = draftOf(state);
  if (typeof position.vp === 'number') d.vars.vp = position.vp;
  if (typeof position.rm === 'number') d.vars.rm = position.rm;
  d.vars.flags = d.vars.flags.filter((f) => f !== 'ammoShortage').concat('airBridge');
  for (const side of [NAT, REP] as const) {
    handToPile(d.vars.decks[side]);
  }
  // The War Phases before this turn's (startTurn adds this turn's own when it changes).
  const before = warPhaseOf(turn - 1);
  if (before !== 'columns') addWarPhase(module, d, 'mobilization');
  if (before === 'armies') addWarPhase(module, d, 'armies');
  d.vars.warPhase = before;
  // Turn 6 opens with the deployment of the initial corps (§15.2), which then starts the turn.
  if (turn === 6) {
    d.state.turn = 5;
    beginDeployment(module, d);
  } else startTurn(module, d, turn);
  return d.state;
}

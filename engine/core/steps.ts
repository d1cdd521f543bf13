// The step machine: a game's flow as one typed table of steps, and the rules contract's dispatch over it (who may
// act, "not now", check, reduce, view, legal actions) written once for every game.
//
// How a game uses it:
//  1. Its flow.ts declares `export type Step = 'setup' | 'actions' | … | 'over'` and `FLOW: StepTable<Step, Draft>`:
//     for each step its rule, who acts (the side to act, state.activeSide, unless the step names another: a
//     defender's choice or a reaction inside the other side's step; null: nobody, the game is over), what it asks
//     (`ask`: the machine makes the Prompt) and the verbs it accepts, in the order their legal actions are listed.
//     The table is a mapped type over Step: a step missing from it, or a misspelt one, is a type error.
//  2. A procedure never imports the flow: its verb (a Procedure: check, apply, list) answers where it stopped, and
//     flow.ts follows it with `andThen(verb, next)`, which is where the next step is set. Only flow.ts sets a step.
//  3. Its rules.ts makes `stepMachine({ game, steps: FLOW, stepOf, draft, see, … })` and hands the machine's
//     toAct, check, reduce and view to its Rules, beside its setup, verbArgs and the hidden-unit hooks.

import type { GameModule } from './module.js';
import type {
  Action,
  GameEvent,
  GameState,
  JsonObject,
  LegalAction,
  Prompt,
  SideId,
  View,
  Violation,
  VisibleState,
} from './types.js';
import type { ReduceContext, ReduceResult, Rules } from './rules.js';
import { promptMaker } from './prompt.js';
import { violationMaker } from './kit.js';
import { inRandomOrder, pickOne, randomAction } from './random-player.js';

/** One verb a step accepts. `list` and `check` are built on the same predicates (a property test holds them). */
export interface GameVerb<D> {
  /** The rule violations of this action now ([] when legal). Runs in enforced and advisory modes. */
  check(module: GameModule, state: GameState, action: Action): Violation[];
  /** Carry it out on the draft; a structurally impossible action (unknown piece...) answers with violations. */
  apply(module: GameModule, d: D, action: Action): Violation[] | void;
  /** The concrete actions `side` may take with this verb now. */
  list(module: GameModule, state: GameState, side: SideId): LegalAction[];
  /**
   * One of `list`'s actions drawn at random without listing them all (a piece in a random order, then one of its
   * actions), or null when the list is empty; absent: the list, then a uniform pick.
   */
  draw?(module: GameModule, state: GameState, side: SideId, random: () => number): LegalAction | null;
}

/** A procedure's verb: its apply answers where the procedure stopped (`R`, never an array), for the flow to go on. */
export interface Procedure<D, R> {
  check: GameVerb<D>['check'];
  apply(module: GameModule, d: D, action: Action): Violation[] | R;
  list: GameVerb<D>['list'];
  draw?: GameVerb<D>['draw'];
}

/** A procedure's verb followed by the flow's `next`, given what the procedure answered (flow.ts's tables). */
export function andThen<D, R>(
  verb: Procedure<D, R>,
  next: (module: GameModule, d: D, action: Action, result: R) => void,
): GameVerb<D> {
  return {
    check: verb.check,
    list: verb.list,
    ...(verb.draw ? { draw: verb.draw } : {}),
    apply(module, d, action) {
      const r = verb.apply(module, d, action);
      if (Array.isArray(r) && r.length > 0) return r;
      next(module, d, action, r as R);
    },
  };
}

/** What a step asks of its actor; the machine makes the Prompt (id `<game>.<id or step>`, the actor, the rule). */
export interface Ask {
  /** The prompt's id, when the step asks different things by the state (else the step's name). */
  id?: string;
  /** The verb that answers. */
  verb: string;
  /** The English text (the page translates the prompt by its id). */
  message: string;
  /** The rule, when not the step's. */
  rule?: string;
  /** What the page shows beside it (the battle as it stands, the hex, what is left to place...). */
  info?: JsonObject;
  /** Other verbs that answer too (Skip, Done, Decline...). */
  verbs?: string[];
}

/** One step of a game's flow: its rule, who acts, what it asks and the verbs it accepts. */
export interface StepDef<D> {
  /** Its rulebook section: the prompt's unless `ask` names another, and the game-over refusal's in a final step. */
  rule: string;
  /**
   * Who acts: the side to act (state.activeSide) unless the step names another (a defender's choice, a reaction
   * inside the other side's step); null: nobody (the game is over).
   */
  actor?: ((module: GameModule, state: GameState) => SideId) | null;
  /** What it asks of its actor (absent or null: nothing). */
  ask?(module: GameModule, state: GameState, side: SideId): Ask | null;
  /** The verbs it accepts, in the order its legal actions are listed. */
  verbs: Readonly<Record<string, GameVerb<D>>>;
}

/** A game's flow: one step for every value of its Step type. */
export type StepTable<Step extends string, D> = { readonly [S in Step]: StepDef<D> };

/** What a draft must end as: the state it built and the events it produced. */
export interface Drafted {
  state: GameState;
  events: GameEvent[];
}

/** A game on the step machine: its flow table and what the dispatch needs of it. */
export interface StepGame<Step extends string, D extends Drafted> {
  /** The game's id: its prompts are `<game>.<step>` and its violations `<game>.<id>`. */
  game: string;
  /** The flow (flow.ts). */
  steps: StepTable<Step, D>;
  /** The step a state stands in. */
  stepOf(state: GameState): Step;
  /** The rulebook section of the sequence of play: a change by hand refused, a refusal with no prompt to cite. */
  sequenceRule: string;
  /** The working copy of a state for one action (ctx: whether the state is the reducer's own). */
  draft(state: GameState, ctx?: ReduceContext): D;
  /** What a side sees of the state: no dice generator (sideview.ts withoutRng), no fog of war, no hidden hand. */
  see(module: GameModule, state: GameState, side: SideId): VisibleState;
  /** Honor play's changes by hand (the table's verbs): refused in enforced and advisory modes, done by `table`. */
  manual?(action: Action): boolean;
  /** The reduce of every action that is not a game verb (the table's manual play). */
  table(module: GameModule, state: GameState, action: Action, ctx?: ReduceContext): ReduceResult;
  /** The game's own reduce before the steps' (a phase ended by hand...): a result, or null to go on. */
  before?(module: GameModule, state: GameState, action: Action, ctx?: ReduceContext): ReduceResult | null;
  /** Verbs carried out outside the steps that accept them (after check: in honor mode, a counter moved by hand). */
  offStep?: Readonly<Record<string, GameVerb<D>>>;
  /** After every game verb carried out: what the flow looks at each time (the game's end...). */
  settle?(module: GameModule, d: D): void;
}

/** The rules contract's dispatch for a game on the step machine, with what its other parts ask of it. */
export interface StepMachine<Step extends string> {
  /** Rules.toAct: the current step's actor, nobody in a step whose actor is null. */
  toAct: Rules['toAct'];
  /** Rules.check: the game over, a change by hand, "not now" (a verb of another step), else the verb's check. */
  check: Rules['check'];
  /** Rules.reduce: an unknown side, the game's `before`, the table's verbs, then the step's verb and `settle`. */
  reduce: Rules['reduce'];
  /** Rules.view: what the side sees, who acts, its legal actions and its prompt when it is the actor. */
  view: Rules['view'];
  /** Every concrete action `side` may take now, from the verbs of the current step. */
  legalActions(module: GameModule, state: GameState, side: SideId): LegalAction[];
  /** Rules.drawAction: a verb in a random order, then its draw (or a pick from its list); the first one found. */
  drawAction: NonNullable<Rules['drawAction']>;
  /** What the game waits for now, or null when it asks nothing (over). */
  promptOf(module: GameModule, state: GameState): Prompt | null;
  /** Every game verb, with the steps that accept it (in the table's order). */
  verbs: Readonly<Record<string, readonly Step[]>>;
}

/** The violation ids the machine itself gives (`<game>.<id>`): the game over, a change by hand, "not now", a side
 *  the game does not have. */
export const STEP_VIOLATIONS = ['over', 'manual', 'notNow', 'unknownSide'] as const;

/** Put a game's flow table on the rules contract. */
export function stepMachine<Step extends string, D extends Drafted>(game: StepGame<Step, D>): StepMachine<Step> {
  const { steps } = game;
  const violation = violationMaker(game.game);
  const prompt = promptMaker(game.game);
  // A state in a step the table lacks (a described position's): nobody is asked, no verb answers.
  const nowhere: StepDef<D> = { rule: game.sequenceRule, verbs: {} };
  const stepIn = (state: GameState): StepDef<D> => (steps as Record<string, StepDef<D>>)[game.stepOf(state)] ?? nowhere;
  const verbs: Record<string, Step[]> = {};
  for (const [name, def] of Object.entries(steps) as [Step, StepDef<D>][])
    for (const verb of Object.keys(def.verbs)) verbs[verb] = [...(verbs[verb] ?? []), name];
  const isGameVerb = (verb: string) => Object.hasOwn(verbs, verb) || Object.hasOwn(game.offStep ?? {}, verb);

  const actorOf = (module: GameModule, state: GameState, def: StepDef<D>): SideId | null =>
    def.actor === null ? null : def.actor ? def.actor(module, state) : state.activeSide;

  function promptOf(module: GameModule, state: GameState): Prompt | null {
    const def = stepIn(state);
    const side = actorOf(module, state, def);
    const ask = side === null ? null : (def.ask?.(module, state, side) ?? null);
    if (side === null || ask === null) return null;
    return prompt(ask.id ?? game.stepOf(state), side, ask.verb, ask.rule ?? def.rule, ask.message, ask.info, ask.verbs);
  }

  function legalActions(module: GameModule, state: GameState, side: SideId): LegalAction[] {
    const def = stepIn(state);
    if (actorOf(module, state, def) !== side) return [];
    const out: LegalAction[] = [];
    for (const [name, verb] of Object.entries(def.verbs))
      for (const a of verb.list(module, state, side)) out.push({ ...a, verb: name });
    return out;
  }

  function drawAction(module: GameModule, state: GameState, side: SideId, random: () => number): Action | null {
    const def = stepIn(state);
    if (actorOf(module, state, def) !== side) return null;
    const named = Object.entries(def.verbs);
    // A step whose verbs draw nothing themselves: the random player's pick from the whole list, as before.
    if (!named.some(([, verb]) => verb.draw)) return randomAction(legalActions(module, state, side), side, random);
    // The first verb with an action, in a random order, is any verb with an action equally likely.
    for (const [name, verb] of inRandomOrder(named, random)) {
      const a = verb.draw ? verb.draw(module, state, side, random) : pickOne(verb.list(module, state, side), random);
      if (a?.args !== undefined) return { side, verb: name, args: a.args };
    }
    return null;
  }

  function check(module: GameModule, state: GameState, action: Action): Violation[] {
    const def = stepIn(state);
    if (def.actor === null) return [violation('over', def.rule, 'The game is over')];
    if (game.manual?.(action))
      return [
        violation(
          'manual',
          game.sequenceRule,
          `"${action.verb}" changes counters by hand; the rules do that themselves in enforced and advisory modes`,
          { verb: action.verb },
        ),
      ];
    if (!isGameVerb(action.verb)) return [];
    const verb = def.verbs[action.verb];
    if (!verb) {
      const p = promptOf(module, state);
      return [
        violation(
          'notNow',
          p?.rule ?? game.sequenceRule,
          `"${action.verb}" is not possible now: ${p?.message ?? 'the game waits'}`,
          { verb: action.verb, step: game.stepOf(state) },
        ),
      ];
    }
    return verb.check(module, state, action);
  }

  function reduce(module: GameModule, state: GameState, action: Action, ctx?: ReduceContext): ReduceResult {
    if (!module.manifest.sides.some((s) => s.id === action.side))
      return {
        violations: [
          violation('unknownSide', '—', `"${action.side}" is not a side of this game`, { side: action.side }),
        ],
      };
    const own = game.before?.(module, state, action, ctx);
    if (own) return own;
    if (game.manual?.(action) || !isGameVerb(action.verb)) return game.table(module, state, action, ctx);
    const verb = stepIn(state).verbs[action.verb] ?? game.offStep?.[action.verb];
    // A game verb outside its step would break the flow even in honor mode.
    if (!verb) return { violations: check(module, { ...state, mode: 'enforced' }, action) };
    const d = game.draft(state, ctx);
    const refused = verb.apply(module, d, action);
    if (refused && refused.length > 0) return { violations: refused };
    game.settle?.(module, d);
    return { state: d.state, events: d.events };
  }

  function toAct(module: GameModule, state: GameState): SideId[] {
    const side = actorOf(module, state, stepIn(state));
    return side === null ? [] : [side];
  }

  function view(module: GameModule, state: GameState, side: SideId): View {
    const acting = toAct(module, state);
    const p = promptOf(module, state);
    return {
      side,
      state: game.see(module, state, side),
      toAct: acting,
      legalActions: acting.includes(side) ? legalActions(module, state, side) : [],
      prompts: p && p.side === side ? [p] : [],
    };
  }

  return { toAct, check, reduce, view, legalActions, drawAction, promptOf, verbs };
}

// The "table" rules: honor-only manual play with every verb of a physical table. A game's rules are built
// from these: createTableRules({ id, checks, verbs, setup }) adds rule checks and game verbs on top.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, LegalAction, SideId, View, Violation } from '../../core/types.js';
import type { GameSetup, Rules, RuleCheck } from '../../core/rules.js';
import { SET_MODE } from '../../core/apply.js';
import { withoutRng } from '../../core/sideview.js';
import { TABLE_VERBS, tableViolation, type VerbReducer } from './verbs.js';
import { tableSetup } from './setup.js';
import { indexOf } from './places.js';

/** What a game adds to table play. */
export interface TableRulesOptions {
  /** Rules id (defaults to "table"). */
  id?: string;
  /** Rule checks run in enforced and advisory modes, in order; their violations are concatenated. */
  checks?: RuleCheck[];
  /** Extra or replacement verbs. */
  verbs?: Record<string, VerbReducer>;
  /** Adjust the table set-up (e.g. game vars, control of cities). */
  setup?: (module: GameModule, setup: GameSetup, base: GameState) => GameState;
  /** Actions to list for a side beyond the manual verbs (e.g. prompts' answers). */
  legal?: (module: GameModule, state: GameState, side: SideId) => LegalAction[];
}

const LABELS: Record<string, string> = {
  move: 'Move a piece (args: piece, to)',
  flip: 'Flip a piece: disrupted / not (args: piece)',
  loseStep: 'Take a step loss (args: piece)',
  restoreStep: 'Restore a step (args: piece)',
  eliminate: 'Eliminate a piece to the dead pile (args: piece)',
  roll: 'Roll dice (args: count, sides, purpose?)',
  placeMarker: 'Place a marker (args: def, at)',
  removeMarker: 'Remove a marker (args: piece)',
  setTurn: 'Set the turn and phase (args: turn, phase?, activeSide?)',
  nextPhase: 'Go to the next phase',
  note: 'Write a note in the log (args: text)',
  [SET_MODE]: 'Change the mode: enforced, advisory or honor (args: mode)',
};

/** Build table rules, optionally with a game's checks and verbs on top. */
export function createTableRules(opts: TableRulesOptions = {}): Rules {
  const verbs: Record<string, VerbReducer> = { ...TABLE_VERBS, ...opts.verbs };
  const checks = opts.checks ?? [];
  return {
    id: opts.id ?? 'table',
    setup(module, setup, rng) {
      const base = tableSetup(module, setup, rng);
      return opts.setup ? opts.setup(module, setup, base) : base;
    },
    check(module, state, action): Violation[] {
      // Table play itself checks nothing (honor); the game's checks are what enforced/advisory consult.
      const out: Violation[] = [];
      for (const c of checks) out.push(...c(module, state, action));
      return out;
    },
    reduce(module, state, action: Action, ctx) {
      if (!indexOf(module).sides.has(action.side))
        return tableViolation('unknown-side', `"${action.side}" is not a side of this game`);
      if (!Object.hasOwn(verbs, action.verb)) {
        return tableViolation('unknown-verb', `"${action.verb}" is not something a player can do in this game`);
      }
      return verbs[action.verb](module, state, action, ctx);
    },
    view(module, state, side): View {
      const legalActions: LegalAction[] = [...Object.keys(verbs), SET_MODE].map((verb) => ({
        verb,
        label: LABELS[verb] ?? verb,
      }));
      if (opts.legal) legalActions.push(...opts.legal(module, state, side));
      // Table play has no hidden information: every side sees the whole state (but never the dice: sideView).
      return { side, state: withoutRng(state), toAct: this.toAct(module, state), legalActions, prompts: [] };
    },
    toAct(module) {
      // A physical table: anyone may move anything at any time.
      return module.manifest.sides.map((s) => s.id);
    },
  };
}

/** Honor-only manual play, available for every module. */
export const tableRules: Rules = createTableRules();

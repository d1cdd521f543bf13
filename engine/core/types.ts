// The engine's core vocabulary: state, actions, events, violations, log entries and the rules contract.
// Everything here is plain JSON so it can be hashed, saved, sent over IPC and replayed.

/** Any JSON value; the engine's state and actions contain nothing else. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** How strictly the rules are applied: reject, record, or ignore violations. */
export type Mode = 'enforced' | 'advisory' | 'honor';

/** A side's id as the module defines it (e.g. "axis", "allied"). */
export type SideId = string;

/** A hex id: the printed XXYY label, or "SHEET:XXYY" on maps with several sheets. */
export type HexId = string;

/** Where a piece is: a hex, a named space (point-to-point maps) or an off-map box / track slot. */
export type Location =
  | { kind: 'hex'; hex: HexId }
  | { kind: 'space'; space: string }
  | { kind: 'box'; box: string; index?: number };

/** Standard off-map box ids every module has (it may declare more): the dead pile. */
export const DEAD_PILE = 'dead';
/** Units waiting to arrive; a location's index is the turn of arrival. */
export const REINFORCEMENTS = 'reinforcements';
/** The replacements box. */
export const REPLACEMENTS = 'replacements';

/** One counter on the table: a unit or a marker. */
export interface Piece {
  /** Unique instance id within the game. */
  id: string;
  /** The UnitDef or MarkerDef id this counter is printed from. */
  def: string;
  kind: 'unit' | 'marker';
  /** The side that owns it. */
  side: SideId;
  at: Location;
  /** Steps remaining (units); a unit below its full steps shows its reduced / substitute face. */
  steps: number;
  /** Face-down: disrupted (Isabella 2.4) or the marker's back face. */
  disrupted: boolean;
}

/** The seeded dice generator's state; it lives in the game state so replays repeat every roll. */
export interface RngState {
  algorithm: string;
  state: number[];
  /** Commit-reveal dice (games by e-mail, dice-chain.ts): the game id, entries applied, revealed secrets. */
  chain?: JsonObject;
}

/**
 * A change one side asked for in a game between two players that needs the other side's consent: a change of
 * rules mode, or taking back entries after `args.to` (an undo after the turn was sent).
 */
export interface Proposal {
  by: SideId;
  verb: 'setMode' | 'undoRequest';
  args: JsonObject;
}

/** The whole game state: plain JSON, the same on every machine for the same setup and log. */
export interface GameState {
  moduleId: string;
  moduleVersion: string;
  scenarioId: string;
  mode: Mode;
  turn: number;
  phase: string;
  activeSide: SideId;
  /** Every counter; order within one location is stacking order, the last is on top. */
  pieces: Piece[];
  rng: RngState;
  /** A game between two players (by e-mail): mode changes and taking back sent actions need both sides. */
  twoPlayers?: boolean;
  /** The proposal waiting for the other side's consent, if any (two-player games). */
  proposal?: Proposal;
  /**
   * Games by e-mail with hidden units (hidden-units.ts): per side, the ids of its units whose face the other side
   * has not seen. Public: the same on every machine; the faces themselves are known only to the owner's.
   */
  hidden?: Record<SideId, string[]>;
  /** Game-specific state (control, VP, loyalty results...), owned by the game's rules. */
  vars: JsonObject;
}

/** Every change to a game, manual or automated, is one of these. */
export interface Action {
  side: SideId;
  verb: string;
  args: JsonObject;
  /** The faces of the actor's hidden units this action brings into the other side's sight (hidden-units.ts). */
  reveals?: Record<string, { def: string; steps: number }>;
}

/**
 * Something that happened while applying an action (a roll, a loss, a control change). `random: true` marks what
 * the dice chose without showing a roll (a card drawn at random): undo stops there as at a roll.
 */
export interface GameEvent {
  type: string;
  [key: string]: JsonValue;
}

/** A broken rule: which rule, where in the rulebook, and a sentence a player understands. */
export interface Violation {
  /** Stable rule id, e.g. "isabella.stacking.limit". */
  rule: string;
  /** Rulebook section, e.g. "6.1". */
  section: string;
  /** The English sentence; the log stores only rule, section and params, the page translates by rule id. */
  message: string;
  /** The values a translated message needs (hex ids, numbers, unit ids). */
  params?: JsonObject;
}

/** A violation as a log entry records it: no message, so translation and rewording never touch a save. */
export type RecordedViolation = Pick<Violation, 'rule' | 'section' | 'params'> & { message?: string };

/** One entry of the hash-chained action log. */
export interface LogEntry {
  seq: number;
  side: SideId;
  verb: string;
  args: JsonObject;
  /** Advisory mode: the violations the action had when it was applied (rule, section, params; files written
   *  before 0.2 also carry the message, which replay ignores). */
  violations?: RecordedViolation[];
  /** The faces of hidden units the action brought into sight (hidden-units.ts), absent when none. */
  reveals?: Record<string, { def: string; steps: number }>;
  /** Hash of the previous entry (the genesis hash for seq 0). */
  prevHash: string;
  /** SHA-256 (hex) of the RFC 8785 canonical JSON of this entry without `hash` and `sig`. */
  hash: string;
  /** Ed25519 signature (hex) of `hash` by the key of the player of `side` (signed games). */
  sig?: string;
}

/** The result of applying one action. */
export type ApplyResult =
  | {
      ok: true;
      state: GameState;
      events: GameEvent[];
      violations: Violation[];
      /** An accepted undo request: the game goes back to the state after entry `revert` (see consent.ts). */
      revert?: number;
      /**
       * The action as it must be recorded when the actor's machine completed it (ReduceContext.reveal): the
       * arguments other machines need (Rules.complete) and the faces it reveals. Absent: record it as given.
       */
      applied?: Action;
      /** The rules could not check the action here (the actor's hidden units): its recorded violations stand. */
      unchecked?: boolean;
    }
  | { ok: false; violations: Violation[] };

/**
 * An action the side may take now. Games with rules list concrete actions (every destination of a piece with
 * its cost, every attackable hex, every answer to a prompt), computed by the code that checks them; the table
 * rules list templates (`args` absent) for their manual verbs.
 */
export interface LegalAction {
  verb: string;
  args?: JsonObject;
  label?: string;
  /** What taking it costs or gives, for hints (e.g. { mp: 2.5 } for a move). */
  info?: JsonObject;
}

/**
 * A question the rules wait for one side to answer: a loss to choose, a retreat hex, an advance. The answers
 * are that side's legal actions whose verb is `verb` (or any of `verbs`); `rule` is the rulebook section.
 */
export interface Prompt {
  id: string;
  side: SideId;
  verb: string;
  message: string;
  /** Rulebook section that asks the question. */
  rule?: string;
  /** Other verbs that also answer it (e.g. a 'decline'). */
  verbs?: string[];
  /** What the page may show beside the question (odds, the result, the units concerned). */
  info?: JsonObject;
  options?: JsonValue[];
}

/** A game state as one side may see it: the dice generator is never in it, and the rules drop hidden pieces. */
export type VisibleState = Omit<GameState, 'rng'>;

/** What one side may see: hidden information removed, not just hidden on screen. */
export interface View {
  side: SideId;
  state: VisibleState;
  /** The sides that may act now (the sequence of play); enforced and advisory modes refuse the others. */
  toAct: SideId[];
  legalActions: LegalAction[];
  prompts: Prompt[];
}

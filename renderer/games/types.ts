// What the page knows of a game, behind one interface: its words (log lines for its verbs and events, the prompt
// bar's answers and hints, the game-over figures, its sections of the About page, its map key), its panels mounted
// into the slots the app offers (under the map, the side column, over the map) with the clicks and lights on the
// map they answer, and its catalogues (renderer/games/<id>/<lang>.json, merged at start: renderer/i18n). The
// generic page (app/, panels/, map/, sheet/) reads a game only through this; renderer/games/index.ts maps a
// module's rules id to its plug-in.

import type { GameModule } from '../../engine/core/module.js';
import type { Action, GameEvent, JsonObject, LegalAction, Location, Piece, View } from '../../engine/core/types.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import type { LogLine } from '../../schemas/host-api.js';
import type { AnswerButton } from '../panels/answers.js';
import type { GameCommands } from '../panels/commandphrases.js';
import type { GameResult, RuleOptionInfo } from '../../engine/games/index.js';
import type { LogNamers, PieceNamer, PlaceNamer } from '../panels/logtext.js';
import type { PromptNames } from '../panels/prompt.js';
import type { Highlight } from '../map/highlights.js';
import type { SpacePick } from '../map/spacepicks.js';

/** A page plug-in: everything the page knows of one game (every part is optional but its id). */
export interface GamePage {
  /** The rules id it is for (ModuleManifest.rules). */
  readonly id: string;
  /** The rule options the game's rules offer (the About page's table), from the engine's data, with no rules code. */
  readonly options?: readonly RuleOptionInfo[];
  /** What players should know of the rules before choosing a mode (the table's: nothing is checked), shown by the
   *  mode selector and on the About page. */
  rulesNote?(): string;
  /** The verbs whose answer is a hex clicked on the map: the prompt bar lights their candidates. */
  readonly placeVerbs?: ReadonlySet<string>;
  /** The key drawn on a point-to-point map. */
  readonly mapKey?: MapKey;
  /** Log: one of the game's actions in words, or null to leave it to the core's words. */
  actionText?(
    line: Pick<LogLine, 'verb' | 'args'>,
    name: PieceNamer,
    place: PlaceNamer,
    names: LogNamers,
  ): string | null;
  /** Log: one of the game's events in words, or null to leave it to the core's words. */
  eventText?(e: GameEvent, name: PieceNamer, names: LogNamers, place: PlaceNamer): string | null;
  /** Log: the event type that only restates the action `verb` (shown once, on the action's line), if any. */
  restates?(verb: string, e: GameEvent): string | undefined;
  /** Log: an entry's events with several of a kind summed into one (hex control changed by a move), in order. */
  groupEvents?(events: readonly GameEvent[]): GameEvent[];
  /** Dice panel: why a roll was made ("the attacker's fire"), from the engine's purpose, or null. */
  rollPurpose?(purpose: string): string | null;
  /** Prompt bar: the button for one of the view's legal actions, or null when it is not a button. */
  answerButton?(a: LegalAction, view: View): AnswerButton | null;
  /** Prompt bar: buttons after the others, made from the whole view and the counter selected. */
  moreAnswers?(view: View, selected: string | null): AnswerButton[];
  /** Context menu: the game's own action an item (`flip`, `loseStep`, `restoreStep`, `eliminate`) stands for now,
   *  when the rules accept one for this piece (a unit flipped instead of acting), else null. */
  menuAction?(verb: string, piece: Piece, view: View): { verb: string; args: JsonObject } | null;
  /** Markers tray: the game's own action for a marker of `def` dropped at `at` (null: anywhere), when the rules
   *  place one now (airpower in its phase), else null. */
  markerAction?(def: string, at: Location | null, view: View): { verb: string; args: JsonObject } | null;
  /** Counter sheet: the pieces that can no longer come into the game (the sheet leaves them out), from the view. */
  offSheet?(view: View, module: GameModule): string[];
  /** Prompt bar: the hint after the question (how to answer), or null for none. */
  hint?(view: View, names: PromptNames): string | null;
  /** Command line and keyboard play: the game's words for its legal actions (renderer/games/<id>/commands.ts). */
  readonly commands?: GameCommands;
  /** Game over: the result's reason in words (the module names what it refers to). */
  resultReason?(r: GameResult, module: GameModule | null): string;
  /** Game over: the game's own final figures (victory points...), one line each. */
  finalFigures?(vars: JsonObject): GameOverLine[];
  /** About: the game's own sections, before the reconstructed values. */
  aboutSections?(module: GameModule): Node[];
  /** Point-to-point map: small figures shown on spaces now (a siege's resist). */
  spaceMarks?(view: View | null): SpaceMark[];
  /** Mount the game's panels while one of its games is on the page. */
  mount?(ctx: GameContext): GameScreen;
}

/** One line of the game-over dialog: its text and its test id. */
export interface GameOverLine {
  testid: string;
  text: string;
}

/** A figure drawn on a space of a point-to-point map. */
export interface SpaceMark {
  space: string;
  text: string;
}

/** The key of a point-to-point map: where it goes (world pixels), its items in order, and their words. */
export interface MapKey {
  at: Point;
  /** Symbols the map draws (map/spaces.ts): `ring:<side>`, `mountain`, `mainCity`, `vp`, `capital`, `supply`,
   *  `port` and `connection:<type>`. */
  items: readonly string[];
  title(): string;
  word(item: string): string;
}

/** Where a game's panels go on the page. */
export interface GameSlots {
  /** Under the map, in the map's column (a card game's hand). */
  underMap(el: HTMLElement): void;
  /** The side column, under the status panel (tracks, the space last clicked). */
  side(el: HTMLElement): void;
  /** Over the map, at its top left (a battle panel). */
  overMap(el: HTMLElement): void;
}

/** What the page offers a game's panels. */
export interface GameContext {
  slots: GameSlots;
  /** Send an action for the side to play (the alert is put away first). */
  act(verb: string, args: JsonObject): Promise<void>;
  /** What an action would give, without making it (the host's preview), or null without an answer. */
  preview(action: Action): Promise<JsonObject | null>;
  /** A piece of the game as shown. */
  piece(id: string): Piece | undefined;
  /** A piece's name in the page's language. */
  pieceName(id: string): string;
  /** Light spaces on a point-to-point map (the chosen one darker); [] puts them out. */
  lightSpaces(picks: SpacePick[]): void;
  /** Where a space or a piece is on the page (CSS pixels), or null when not on screen. */
  screenOf?(target: { space: string } | { piece: string }): Point | null;
  /** The counter selected on the page (null: none). */
  selected?(): string | null;
  /** Draw the play layer again (the prompt bar, the map's lights): a choice of the game's panels changed. */
  redraw(): void;
}

/** What a game's panels are drawn from. */
export interface GameShown {
  module: GameModule | null;
  view: View | null;
  log: readonly LogLine[];
  /** A replayed position: shown, never played. */
  readOnly: boolean;
}

/** A game's panels and map hooks, mounted while one of its games is on the page. */
export interface GameScreen {
  /** Draw the panels from a new snapshot, before the map (no view: the curtain or no game; nothing of a side stays). */
  update(shown: GameShown): void;
  /** Draw what the game adds to the play layer (after a snapshot, a selection or one of its choices). */
  drawPlay?(shown: GameShown): void;
  /** A stack on the hex map, or a counter in a box of the counter sheet, was clicked (no prompt place there): true
   *  when the game used the click. Stacks on spaces go to clickSpace. */
  clickStack?(piece: Piece, stack: Piece[], view: View): boolean;
  /** A counter of a point-to-point map or of the counter sheet begins to be dragged (`stack`: its stack): true when
   *  the game takes the drag (it lights where the counter may go, and the drop is its own: no manual move). */
  dragStart?(piece: Piece, stack: Piece[], view: View): boolean;
  /** A drag the game took was dropped on another place. */
  drop?(piece: Piece, to: Location): void;
  /** A drag the game took is over (dropped or put back). */
  dragEnd?(): void;
  /** A space of a point-to-point map was clicked (null: somewhere else): true when the game used the click. */
  clickSpace?(space: string | null): boolean;
  /** The hexes the game lights now (after the prompt's places), for the side to play. */
  highlights?(view: View): Highlight[];
  /** Drop a choice in progress (the screen changes hands). */
  cancel?(): void;
  /** Another game is on the page (a new or opened one): forget what this one showed. */
  reset?(): void;
  /** Take every panel off the page. */
  unmount(): void;
}

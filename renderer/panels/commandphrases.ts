// The view's legal actions in a player's words, for the command line and the keyboard's walk of the map (issue 26
// §4): each action's verb words (the game's, else its prompt button's label), the names of the units, places,
// cards and choices its arguments hold (and the aircraft supporting it, `air`), where it goes and what it costs.
// Generic: a game only gives its words
// (GamePage.commands); nothing here knows a game's verbs.

import type { JsonValue, LegalAction, Location, View } from '../../engine/core/types.js';
import type { GamePage } from '../games/types.js';
import { t } from '../i18n/index.js';
import { answerButtons } from './answers.js';
import type { CommandPart, CommandPhrase } from './commandparse.js';

/** A game's words for typing its legal actions (GamePage.commands, renderer/games/<id>/commands.ts). */
export interface GameCommands {
  /** A verb's words in the page's language, the first shown ("move"), or null: the prompt button's words. */
  verbs(verb: string): string[] | null;
  /** The words of a choice argument's value (`as`: "SR", "RE"...), shown first, besides the value itself. */
  option?(arg: string, value: string): string[];
  /** The list argument of an action of which any non-empty part may be named (a battle's attackers), if any. */
  many?(verb: string): string | null;
  /** What an action costs in words, said as the keyboard walks its destination ("3 MP"), or null. */
  cost?(a: LegalAction): string | null;
  /** True when Enter on this action's place on the map should click it (opening the game's panel) instead. */
  viaClick?(a: LegalAction): boolean;
}

/** A page plug-in with its command words. */
type Game = GamePage & { readonly commands?: GameCommands };

/** How the page names things for typed commands. */
export interface CommandNames {
  piece(id: string): string;
  /** A space's printed name, or null when `id` is no space of the map. */
  space(id: string): string | null;
  card(id: string): string;
}

/** A phrase with what the map's walk needs: the pieces it acts with, where it goes, its cost, how Enter takes it. */
export interface PlayPhrase extends CommandPhrase {
  pieces: string[];
  to: Location | null;
  cost: string | null;
  viaClick: boolean;
}

/** Arguments that hold one piece, or a list of pieces. */
const PIECE = new Set(['piece', 'unit']);
const PIECES = new Set(['pieces', 'units', 'attackers']);
/** The argument naming the aircraft lending an action air support. */
const AIR = 'air';

/** "rollLoyalty" → "roll loyalty": a verb's own words when nothing better names it. */
const spaced = (verb: string) => verb.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A place argument: its names and where it is (a hex id, a space by its name, a box by its id). */
function place(v: string | Location, names: CommandNames): { names: string[]; to: Location } {
  if (typeof v === 'string') {
    const space = names.space(v);
    return space ? { names: [space, v], to: { kind: 'space', space: v } } : { names: [v], to: { kind: 'hex', hex: v } };
  }
  if (v.kind === 'hex') return { names: [v.hex], to: v };
  if (v.kind === 'space') return { names: [names.space(v.space) ?? v.space, v.space], to: v };
  return { names: [v.box], to: v };
}

const isLocation = (v: JsonValue | undefined): v is Location & JsonValue =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { kind?: unknown }).kind === 'string';

/** One legal action as a phrase. `button`: its prompt button's label, when it has one. */
function phraseOf(a: LegalAction, game: Game, names: CommandNames, button: string | undefined): PlayPhrase {
  const cmd = game.commands;
  const own = cmd?.verbs(a.verb) ?? null;
  const parts: CommandPart[] = [];
  const pieces: string[] = [];
  let to: Location | null = null;
  const many = cmd?.many?.(a.verb) ?? null;
  const unit = (id: string) => ({ names: [names.piece(id), id] });
  for (const [key, v] of Object.entries(a.args ?? {})) {
    if (PIECE.has(key) && typeof v === 'string') {
      parts.push(unit(v));
      pieces.push(v);
    } else if (PIECES.has(key) && Array.isArray(v)) {
      const ids = v.filter((x): x is string => typeof x === 'string');
      pieces.push(...ids);
      if (key === many)
        parts.push({ names: [], lead: t('commands.with'), many: ids.map((id) => ({ id, ...unit(id) })) });
      else parts.push(...ids.map(unit));
    } else if (key === AIR && Array.isArray(v)) {
      // Aircraft lending support: named by "air support" or by any of them, so an action without them is typed
      // without those words ("attack 1420 with …" is the one without aircraft, "… air support" the one with).
      const ids = v.filter((x): x is string => typeof x === 'string');
      if (ids.length > 0) parts.push({ names: [t('commands.air'), ...ids.flatMap((id) => unit(id).names)] });
    } else if (
      (key === 'to' || key === 'hex' || key === 'space' || key === 'target') &&
      (typeof v === 'string' || isLocation(v))
    ) {
      const p = place(v as string | Location, names);
      parts.push({ names: p.names, lead: key === 'to' ? t('commands.to') : undefined });
      to = p.to;
    } else if (key === 'path' && Array.isArray(v) && typeof v[v.length - 1] === 'string') {
      const p = place(v[v.length - 1] as string, names);
      parts.push({ names: p.names, lead: t('commands.to') });
      to = p.to;
    } else if (key === 'card' && typeof v === 'string') {
      parts.push({ names: [v, names.card(v)] });
    } else if (key === 'cards' && Array.isArray(v)) {
      for (const c of v) if (typeof c === 'string') parts.push({ names: [c, names.card(c)] });
    } else if (typeof v === 'string') {
      const lead = key === 'as' ? t('commands.as') : undefined;
      // The game's word for the choice first (shown: "SR", "RE" in Spanish), its id too.
      parts.push({ names: [...(cmd?.option?.(key, v) ?? []), v], lead });
    }
  }
  // Without the game's words, a button's label names the whole answer; else the verb's own words.
  const verbs = own ?? (button ? [button] : [spaced(a.verb)]);
  const phrase: PlayPhrase = {
    action: a,
    verbs,
    parts: own || !button ? parts : [],
    pieces,
    to,
    cost: cmd?.cost?.(a) ?? (typeof a.info?.mp === 'number' ? t('play.mp', { mp: a.info.mp }) : null),
    viaClick: cmd?.viaClick?.(a) ?? false,
  };
  if (many) {
    const all = a.args?.[many];
    phrase.narrow = (ids) => ({
      ...a,
      args: { ...a.args, [many]: Array.isArray(all) ? all.filter((x) => ids.includes(x as string)) : ids },
    });
  }
  return phrase;
}

/** The phrases of the view's legal actions, for the side this screen shows. */
export function playPhrases(view: View | null, game: Game, names: CommandNames): PlayPhrase[] {
  if (!view) return [];
  const labels = new Map<string, string>();
  for (const b of answerButtons(view, game)) {
    const values: Record<string, string | number> = { ...b.values };
    if (typeof values.unit === 'string') values.unit = names.piece(values.unit);
    labels.set(JSON.stringify([b.answer.verb, b.answer.args]), t(b.key, values));
  }
  const acts = view.legalActions.filter((a) => !partOfAnother(a, view.legalActions, game.commands?.many?.(a.verb)));
  return acts.flatMap((a) => {
    const label = labels.get(JSON.stringify([a.verb, a.args ?? {}]));
    const phrase = phraseOf(a, game, names, label);
    // An answer the game words as a verb is typed as its button reads too ("Land 1st Armored").
    return label && !phrase.verbs.includes(label) ? [phrase, { ...phrase, verbs: [label], parts: [] }] : [phrase];
  });
}

/** An action whose list (`many`: the attackers) is a part of another's, the same otherwise: typed as that one's. */
function partOfAnother(a: LegalAction, all: LegalAction[], many: string | null | undefined): boolean {
  const list = many ? a.args?.[many] : undefined;
  if (!many || !Array.isArray(list)) return false;
  const rest = JSON.stringify({ ...a.args, [many]: null });
  return all.some((b) => {
    const other = b.args?.[many];
    if (b === a || b.verb !== a.verb || !Array.isArray(other) || other.length <= list.length) return false;
    return JSON.stringify({ ...b.args, [many]: null }) === rest && list.every((x) => other.includes(x));
  });
}

/** The phrases that act with a piece and go somewhere on the map: the keyboard's walk from it. */
export function destinationsOf(phrases: PlayPhrase[], piece: string): PlayPhrase[] {
  return phrases.filter((p) => p.to !== null && p.pieces.includes(piece));
}

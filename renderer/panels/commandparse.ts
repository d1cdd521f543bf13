// The command line's parser (issue 26 §4): typed words mapped to one of the view's legal actions, and the
// completions of what is being typed. It knows no game: each legal action comes as a phrase (its verb's words and
// the names of what it refers to, from the game's page plug-in) and nothing can be typed that is not one of them
// (a `many` part names a non-empty subset of its list: the attackers of a battle). Pure: words in, actions out.

import type { LegalAction } from '../../engine/core/types.js';

/** Something an action names: its alternatives (a unit's printed name, its id...); `lead`: the word before it. */
export interface CommandPart {
  names: string[];
  lead?: string;
  /** A list of which any non-empty subset may be named (by default all of it): each item's id and names. */
  many?: { id: string; names: string[] }[];
}

/** One legal action in a player's words. `narrow`: the action with only these items of its `many` part. */
export interface CommandPhrase {
  action: LegalAction;
  /** The verb's words, the first shown ("move"), each possibly of several words ("roll loyalty"). */
  verbs: string[];
  parts: CommandPart[];
  narrow?(ids: string[]): LegalAction;
}

/** What a line typed means: one action, several (ambiguous: say which), or none (and why). */
export type Parsed =
  | { kind: 'action'; action: LegalAction; phrase: CommandPhrase }
  | { kind: 'ambiguous'; phrases: CommandPhrase[] }
  | { kind: 'none'; reason: 'empty' | 'verb' | 'words'; word?: string };

/** Words that only join the names ("with", "as", "to", commas): typed or not, they mean nothing. */
const FILLERS = new Set([',', 'with', 'as', 'to', 'at', 'on', 'and', 'con', 'como', 'a', 'hacia', 'en', 'y', 'de']);

/** Words of a text: lower case, accents dropped, split on spaces and punctuation but kept inside names ("1st"). */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter((w) => w.length > 0);
}

/** The words of a typed line, with its commas (they part the items of a list). */
function typed(text: string): string[] {
  return text.split(',').flatMap((chunk, i) => (i === 0 ? words(chunk) : [',', ...words(chunk)]));
}

/** The phrase as a line to type: "attack 1420 with US 1st Infantry, US 2nd Armored". */
export function phraseText(p: CommandPhrase): string {
  const out = [p.verbs[0] ?? p.action.verb];
  for (const part of p.parts) {
    if (part.lead) out.push(part.lead);
    out.push(part.many ? part.many.map((m) => m.names[0]).join(', ') : (part.names[0] ?? ''));
  }
  return out.filter((w) => w.length > 0).join(' ');
}

/** How well `input` (words after the verb) fits a phrase: undefined if not, else the parts it left unnamed. */
interface Fit {
  unnamed: number;
  chosen: string[];
}

/** Whether `w` is `name`'s word, or (the last word typed, when completing) its beginning. */
const same = (w: string, name: string, prefix: boolean) => w === name || (prefix && name.startsWith(w));

/** The words after the verb matched to the phrase's parts, a run of words to one name at a time. */
function fitWords(input: string[], p: CommandPhrase, prefix: boolean): Fit | undefined {
  const named = new Set<number>();
  const chosen = new Set<string>();
  // Each part's names (and each item of a many part) as word sets.
  const names = p.parts.flatMap((part, i) =>
    part.many
      ? part.many.map((m) => ({ part: i, id: m.id as string | null, sets: m.names.map(words) }))
      : [{ part: i, id: null as string | null, sets: part.names.map(words) }],
  );
  let i = 0;
  // Items of a list are parted by commas or joining words: two in a row ("US 1st" + "Armored") name none.
  let itemBefore = false;
  while (i < input.length) {
    if (FILLERS.has(input[i]!)) {
      itemBefore = false;
      i++;
      continue;
    }
    // The longest run of words from i that one name holds; a run that several items of one list hold names none.
    let best: { end: number; hits: typeof names } = { end: i, hits: [] };
    for (let end = i + 1; end <= input.length; end++) {
      const run = input.slice(i, end);
      const last = end === input.length && prefix;
      const hits = names.filter((n) =>
        n.sets.some((set) => run.every((w, k) => set.some((x) => same(w, x, last && k === run.length - 1)))),
      );
      if (hits.length === 0) break;
      best = { end, hits };
    }
    if (best.hits.length === 0) return undefined;
    const parts = new Set(best.hits.map((h) => h.part));
    if (parts.size > 1 && !prefix) return undefined;
    const items = best.hits.filter((h) => h.id !== null);
    if (items.length > 1 && !prefix) return undefined;
    if (items.length > 0 && itemBefore) return undefined;
    itemBefore = items.length > 0;
    for (const h of best.hits) named.add(h.part);
    if (items.length === 1) chosen.add(items[0]!.id!);
    i = best.end;
  }
  // A many part left unnamed means all of it.
  const unnamed = p.parts.filter((part, k) => !named.has(k) && !part.many).length;
  return { unnamed, chosen: [...chosen] };
}

/** How many words of `input` the phrase's verb takes (its whole verb, or while completing what was typed of it),
 *  or -1 when it does not begin with the verb. */
function verbLength(input: string[], p: CommandPhrase, prefix: boolean): number {
  let best = -1;
  for (const v of p.verbs) {
    const vw = words(v);
    if (vw.length === 0) continue;
    if (input.length >= vw.length && vw.every((w, k) => input[k] === w)) best = Math.max(best, vw.length);
    else if (prefix && input.length <= vw.length) {
      const last = input.length - 1;
      if (input.every((w, k) => (k === last ? vw[k]!.startsWith(w) : vw[k] === w))) best = Math.max(best, input.length);
    }
  }
  return best;
}

/** The phrases `input` may mean, each with its fit (`prefix`: the last word may be unfinished). */
function candidates(input: string[], phrases: CommandPhrase[], prefix: boolean) {
  const out: { phrase: CommandPhrase; fit: Fit }[] = [];
  for (const phrase of phrases) {
    const n = verbLength(input, phrase, prefix);
    if (n < 0) continue;
    const f = fitWords(input.slice(n), phrase, prefix);
    if (f) out.push({ phrase, fit: f });
  }
  return out;
}

/** The action a typed line means among the phrases of the view's legal actions. */
export function parseCommand(text: string, phrases: CommandPhrase[]): Parsed {
  const input = typed(text);
  if (input.length === 0) return { kind: 'none', reason: 'empty' };
  const found = candidates(input, phrases, false);
  if (found.length === 0) {
    const verbKnown = phrases.some((p) => verbLength(input, p, false) >= 0);
    return verbKnown
      ? { kind: 'none', reason: 'words', word: unknownWord(input, phrases) }
      : { kind: 'none', reason: 'verb', word: input[0] };
  }
  // The phrases that leave fewest of their parts unnamed: one is the action, several must be told apart.
  const least = Math.min(...found.map((f) => f.fit.unnamed));
  // One action typed two ways (its verb's words, its button's) is one.
  const best = found.filter(
    (f, i) =>
      f.fit.unnamed === least &&
      found.findIndex((g) => g.phrase.action === f.phrase.action && g.fit.unnamed === least) === i,
  );
  if (best.length > 1) return { kind: 'ambiguous', phrases: best.map((b) => b.phrase) };
  const { phrase, fit: f } = best[0]!;
  if (f.chosen.length === 0 || !phrase.narrow) return { kind: 'action', action: phrase.action, phrase };
  // Some of its list named: the action with those only, and its phrase naming them.
  const parts = phrase.parts.map((p) => (p.many ? { ...p, many: p.many.filter((m) => f.chosen.includes(m.id)) } : p));
  return { kind: 'action', action: phrase.narrow(f.chosen), phrase: { ...phrase, parts } };
}

/** The first word typed that no phrase of its verb knows (to say which). */
function unknownWord(input: string[], phrases: CommandPhrase[]): string | undefined {
  const known = new Set(
    phrases.flatMap((p) =>
      p.parts.flatMap((x) => [...x.names, ...(x.many ?? []).flatMap((m) => m.names)]).flatMap(words),
    ),
  );
  return input.slice(1).find((w) => !known.has(w) && !FILLERS.has(w));
}

/** Up to `max` lines that complete what is typed (the last word may be unfinished), as they would be typed. */
export function completions(
  text: string,
  phrases: CommandPhrase[],
  max = 8,
): { text: string; phrase: CommandPhrase }[] {
  const input = typed(text);
  const found = input.length === 0 ? phrases.map((phrase) => ({ phrase })) : candidates(input, phrases, true);
  const seen = new Set<string>();
  const out: { text: string; phrase: CommandPhrase }[] = [];
  for (const f of found) {
    const line = phraseText(f.phrase);
    if (seen.has(line)) continue;
    seen.add(line);
    out.push({ text: line, phrase: f.phrase });
    if (out.length >= max) break;
  }
  return out;
}

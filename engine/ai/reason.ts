// A bot's reason (bot.ts Reason) made ready for its words: each param shown the way the log shows its kind, which
// its name says (a piece, a space, a card by its name; a hex as it is; lists of ids joined), and a reason made from
// an id and its params. The page passes its own namers and language; the tests and the command line pass none and
// read the ids. Pure: the namers are given.

import type { Reason } from './bot.js';

/** What a reason's param holds, by its name's ending ('value' for anything shown as it is). */
export type ParamKind = 'piece' | 'pieces' | 'space' | 'spaces' | 'card' | 'cards' | 'hex' | 'count' | 'value';

const KINDS: readonly Exclude<ParamKind, 'value' | 'count'>[] = [
  'pieces',
  'piece',
  'spaces',
  'space',
  'cards',
  'card',
  'hex',
];

/** The kind of a param by its name: `count`, else the kind its name ends in ('targetSpace' a space), else 'value'. */
export function paramKind(name: string): ParamKind {
  if (name === 'count') return 'count';
  const lower = name.toLowerCase();
  return KINDS.find((k) => lower.endsWith(k)) ?? 'value';
}

/** How the page names what a reason's params hold; what it lacks is shown as the id or number itself. */
export interface ReasonNamers {
  piece?: (id: string) => string;
  space?: (id: string) => string;
  card?: (id: string) => string;
  /** A number other than `count` in the page's language ("2.5", "2,5"). */
  number?: (n: number) => string;
  /** Several names as one phrase ("N8, N11"; "N8 y N11"); ', ' between them when absent. */
  list?: (names: string[]) => string;
}

/** The reason's params as its words show them: ids by their names, numbers in the page's way, `count` a number. */
export function reasonValues(reason: Reason, n: ReasonNamers = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const list = n.list ?? ((names: string[]) => names.join(', '));
  const one = { piece: n.piece, space: n.space, card: n.card } as const;
  for (const [name, v] of Object.entries(reason.params ?? {})) {
    const kind = paramKind(name);
    if (kind === 'count' || (kind === 'value' && typeof v === 'number' && !n.number)) out[name] = v;
    else if (kind === 'value') out[name] = typeof v === 'number' ? n.number!(v) : v;
    else if (kind === 'hex') out[name] = String(v);
    else if (kind === 'piece' || kind === 'space' || kind === 'card') out[name] = one[kind]?.(String(v)) ?? String(v);
    else {
      const namer = one[kind.slice(0, -1) as 'piece' | 'space' | 'card'];
      const ids = String(v) === '' ? [] : String(v).split(',');
      out[name] = list(ids.map((id) => namer?.(id) ?? id));
    }
  }
  return out;
}

/** A reason of these words and params (the params left out when there are none). */
export function reason(id: string, params?: Record<string, string | number>): Reason {
  return params && Object.keys(params).length > 0 ? { id, params } : { id };
}

/** Ids as one param of a list kind (`pieces`, `spaces`, `cards`). */
export const ids = (list: readonly string[]): string => list.join(',');

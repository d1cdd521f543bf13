// Listing and checking cannot drift (issue 7 §1, issue 25), Crusade's twin of Isabella's: along seeded random
// games, every action the rules list for the side to act passes check and applies in enforced mode, and candidate
// actions (listed ones with one argument changed, the other side's, the last state's, any verb with arguments
// drawn from the position) are accepted exactly when they are listed. A verb that lists some groups of a choice
// among many (the cards to discard or play in a combat, the attackers, the units that move or advance) accepts any
// group made of listed units; a hand shown for a redraw may be named in any order.
import { describe, expect, it } from 'vitest';
import type { Action, GameState, JsonObject, JsonValue, LegalAction } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { canonicalJson } from '../../core/hash.js';
import { randomAction, seededRandom } from '../../core/random-player.js';
import { crusadeModule } from './crusade.fixture.js';
import { crusadeRules, VERB_ARGS } from './rules.js';
import { adjacent, geoOf } from './geo.js';
import { varsOf } from './state.js';

const module = crusadeModule;
const geo = geoOf(module);
const VERB_NAMES = Object.keys(VERB_ARGS);

/** The verbs whose list offers some groups only, the argument holding the group, and the rest of the key. */
const GROUPS: Record<string, { group: string; rest: (args: JsonObject) => JsonValue }> = {
  discard: { group: 'cards', rest: () => null },
  combatCards: { group: 'cards', rest: (a) => a.armor ?? 'no' },
  attack: { group: 'attackers', rest: (a) => a.target ?? null },
  advance: { group: 'units', rest: (a) => a.to ?? null },
  moveStack: { group: 'units', rest: (a) => (Array.isArray(a.path) ? (a.path.at(-1) ?? null) : null) },
};

const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : [];

/** The key of an action that must be listed exactly (a redraw's hand in any order). */
function exactKey(a: { verb: string; args?: JsonObject }): string {
  const args = a.args ?? {};
  if (a.verb === 'redraw') return canonicalJson({ verb: a.verb, args: { cards: [...strings(args.cards)].sort() } });
  if (a.verb === 'combatCards' && args.armor === 'no') {
    const { armor: _armor, ...rest } = args;
    return canonicalJson({ verb: a.verb, args: rest });
  }
  return canonicalJson({ verb: a.verb, args });
}

/** Whether an accepted action is listed (for a group verb: each unit or card of its group in a listed group). */
function listedOf(legal: readonly LegalAction[], c: Action): boolean {
  const g = GROUPS[c.verb];
  if (!g) return legal.some((l) => exactKey(l) === exactKey(c));
  const same = legal.filter(
    (l) => l.verb === c.verb && canonicalJson(g.rest(l.args ?? {})) === canonicalJson(g.rest(c.args)),
  );
  const group = strings(c.args[g.group]);
  if (group.length === 0) return same.some((l) => strings(l.args?.[g.group]).length === 0);
  return group.every((id) => same.some((l) => strings(l.args?.[g.group]).includes(id)));
}

/** The values an argument may take in this position: ids of spaces, units, cards and boxes, numbers, paths. */
function pools(state: GameState, side: string, legal: readonly LegalAction[], random: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const units = state.pieces.filter((p) => p.kind === 'unit');
  const onMap = units.filter((p) => p.at.kind === 'space');
  const mine = onMap.filter((p) => p.side === side);
  const v = varsOf(state);
  const hand = v.decks[side as 'NAT' | 'REP']?.hand ?? [];
  const cards = [...hand, ...v.decks[side as 'NAT' | 'REP']!.retained, ...(module.cards ?? []).map((c) => c.id)];
  const spaceNear = () => {
    const u = pick(mine.length > 0 ? mine : onMap);
    const from = u.at.kind === 'space' ? u.at.space : pick(geo.spaces);
    const ring = adjacent(module, state, from);
    return random() < 0.7 && ring.length > 0 ? pick(ring) : random() < 0.5 ? from : pick(geo.spaces);
  };
  const unit = () => (random() < 0.6 && mine.length > 0 ? pick(mine) : pick(units)).id;
  const path = (): string[] => {
    const u = pick(mine.length > 0 ? mine : onMap);
    let at = u.at.kind === 'space' ? u.at.space : pick(geo.spaces);
    const out: string[] = [];
    for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) {
      const ring = adjacent(module, state, at);
      if (ring.length === 0) break;
      at = pick(ring);
      out.push(at);
    }
    return out;
  };
  const group = (): string[] => {
    const at = spaceNear();
    const near = mine.filter((p) => p.at.kind === 'space' && (p.at.space === at || random() < 0.02));
    return near.filter(() => random() < 0.7).map((p) => p.id);
  };
  const location = (): JsonObject =>
    random() < 0.2 ? { kind: 'box', box: `reserve-${side}` } : { kind: 'space', space: spaceNear() };
  const fromList = (key: string): JsonValue | undefined => {
    const withKey = legal.filter((l) => l.args && key in l.args);
    return withKey.length > 0 ? pick(withKey).args![key] : undefined;
  };
  /** A value for argument `key` of `verb`. */
  return (verb: string, key: string): JsonValue => {
    if (random() < 0.3) {
      const listed = fromList(key);
      if (listed !== undefined) return listed;
    }
    switch (key) {
      case 'card':
        return pick(cards);
      case 'cards':
        return verb === 'redraw' ? [...hand] : hand.filter(() => random() < 0.3);
      case 'as':
        return verb === 'play' ? pick(['ops', 'sr', 'rp', 'event']) : pick(['move', 'attack']);
      case 'space':
      case 'target':
      case 'coast':
        return spaceNear();
      case 'to':
        return verb === 'advance' || verb === 'deployCorps' ? spaceNear() : location();
      case 'path':
        return path();
      case 'unit':
      case 'toReserve':
        return unit();
      case 'units':
      case 'attackers':
        return group();
      case 'plan':
        return Math.floor(random() * 4);
      case 'pool':
        return pick(['NAT', 'AXIS', 'REP', 'SOV']);
      case 'strength':
        return pick(['reduced', 'full']);
      case 'face':
        return pick(['full', 'reduced']);
      case 'armor':
        return pick(['yes', 'no']);
      case 'siege':
        return pick([...Object.keys(v.sieges), 'madrid']);
      default:
        return null;
    }
  };
}

/** Candidates: listed actions with one argument changed, the other side's and the last state's, random verbs. */
function candidates(
  state: GameState,
  side: string,
  legal: readonly LegalAction[],
  stale: readonly LegalAction[],
  random: () => number,
  n: number,
): Action[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const value = pools(state, side, legal, random);
  const other = side === 'NAT' ? 'REP' : 'NAT';
  const out: Action[] = [];
  for (let i = 0; i < n; i++) {
    const r = random();
    if (r < 0.35 && legal.length > 0) {
      const a = pick(legal);
      const keys = Object.keys(VERB_ARGS[a.verb] ?? {}).map((k) => k.replace(/\?$/, ''));
      const args: JsonObject = { ...a.args };
      if (keys.length > 0) {
        const k = pick(keys);
        args[k] = value(a.verb, k);
      }
      out.push({ side, verb: a.verb, args });
    } else if (r < 0.45 && stale.length > 0) {
      const a = pick(stale);
      out.push({ side: random() < 0.8 ? side : other, verb: a.verb, args: a.args ?? {} });
    } else {
      const verb = pick(VERB_NAMES);
      const args: JsonObject = {};
      for (const k of Object.keys(VERB_ARGS[verb]!)) {
        const name = k.replace(/\?$/, '');
        if (k.endsWith('?') && random() < 0.5) continue;
        args[name] = value(verb, name);
      }
      out.push({ side: random() < 0.9 ? side : other, verb, args });
    }
  }
  return out;
}

describe('legal actions are listed by the predicates that check them (derived property test)', () => {
  it('along random games, listed ⇒ accepted, and accepted ⇒ listed', { timeout: 300_000 }, () => {
    let checkedStates = 0;
    let accepted = 0;
    const steps = new Set<string>();
    const acceptedVerbs = new Set<string>();
    const games: [number, JsonObject | undefined][] = [
      [21, undefined],
      [22, undefined],
      [23, { turn: 6, rm: 20, vp: 9 }],
      [24, { turn: 12, rm: 12, vp: 14 }],
    ];
    for (const [seed, position] of games) {
      let state = crusadeRules.setup(module, {
        scenarioId: 'campaign',
        seed: `p${seed}`,
        mode: 'enforced',
        options: {},
        ...(position ? { position } : {}),
      });
      const random = seededRandom(seed);
      let stale: LegalAction[] = [];
      for (let n = 0; n < 1500 && varsOf(state).step !== 'over'; n++) {
        const side = crusadeRules.toAct(module, state)[0]!;
        const legal = crusadeRules.view(module, state, side).legalActions;
        const other = side === 'NAT' ? 'REP' : 'NAT';
        expect(crusadeRules.view(module, state, other).legalActions, 'the side not to act lists nothing').toEqual([]);
        if (n % 3 === 0) {
          checkedStates++;
          steps.add(varsOf(state).step);
          for (const a of legal.filter((_, i) => i % 5 === 0)) {
            const r = applyAction(crusadeRules, module, state, { side, verb: a.verb, args: a.args! });
            expect(r.ok, `listed ${canonicalJson(a)} refused: ${r.ok ? '' : r.violations.map((v) => v.message)}`).toBe(
              true,
            );
          }
          for (const c of candidates(state, side, legal, stale, random, 40)) {
            const r = applyAction(crusadeRules, module, state, c);
            const inList = c.side === side && listedOf(legal, c);
            if (r.ok) {
              accepted++;
              acceptedVerbs.add(c.verb);
            }
            expect(r.ok ? inList : true, `accepted but not listed: ${canonicalJson(c)}`).toBe(true);
            if (!GROUPS[c.verb]) expect(inList ? r.ok : true, `listed but refused: ${canonicalJson(c)}`).toBe(true);
          }
        }
        stale = legal;
        const next = randomAction(legal, side, random)!;
        const r = applyAction(crusadeRules, module, state, next);
        if (!r.ok) throw new Error(`listed action refused: ${canonicalJson(next)}`);
        state = r.state;
      }
    }
    expect(checkedStates).toBeGreaterThan(200);
    expect(accepted).toBeGreaterThan(200);
    // The games reach most steps of the flow, and candidates other than the listed ones are accepted too.
    expect(steps.size).toBeGreaterThanOrEqual(12);
    expect(acceptedVerbs.size).toBeGreaterThanOrEqual(15);
  });
});

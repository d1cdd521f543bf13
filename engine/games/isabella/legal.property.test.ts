// Listing and checking cannot drift (issue 7 §1): along seeded random games, every action the rules list for
// the side to act passes check and applies in enforced mode, and random candidate actions (any unit to any
// nearby hex, any attack, any answer) are accepted exactly when they are listed (attack, probe and advance
// list the largest groups: an accepted group must be part of a listed one).
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameState, JsonObject, LegalAction } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { canonicalJson } from '../../core/hash.js';
import { randomAction, seededRandom } from '../../core/random-player.js';
import { isabellaRules, VERB_ARGS, VERBS } from './rules.js';
import { varsOf } from './state.js';
import { geoOf } from './geo.js';

const module = isabellaModule;
const geo = geoOf(module);

const SUBSET_VERBS = new Set(['attack', 'probe', 'advance']);
const groupOf = (a: { verb: string; args?: JsonObject }): string[] =>
  (a.args?.attackers ?? a.args?.units ?? a.args?.pieces ?? []) as string[];
const keyOf = (a: { verb: string; args?: JsonObject }) => {
  if (!SUBSET_VERBS.has(a.verb)) return canonicalJson({ verb: a.verb, args: a.args ?? {} });
  const { attackers: _a, units: _u, pieces: _p, ...rest } = a.args ?? {};
  return canonicalJson({ verb: a.verb, args: rest });
};

/** Random candidates near the position: units to hexes around them, attacks with random groups, every answer. */
function candidates(state: GameState, side: string, random: () => number, n: number): Action[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const units = state.pieces.filter((p) => p.kind === 'unit');
  const hexes = geo.hexes;
  const near = (hex: string) => {
    const ring = [...geo.neighbors(hex)];
    for (const h of [...ring]) ring.push(...geo.neighbors(h));
    return ring.length > 0 ? ring : hexes;
  };
  const out: Action[] = [];
  for (let i = 0; i < n; i++) {
    const u = pick(units);
    const from = u.at.kind === 'hex' ? u.at.hex : pick(hexes);
    const hex = random() < 0.8 ? pick(near(from)) : pick(hexes);
    const group = units
      .filter((x) => x.side === side && x.at.kind === 'hex' && geo.neighbors(hex).includes(x.at.hex))
      .filter(() => random() < 0.6)
      .map((x) => x.id);
    const verb = pick(Object.keys(VERBS));
    const all: JsonObject = {
      piece: u.id,
      to: { kind: 'hex', hex },
      hex,
      target: hex,
      attackers: group,
      units: group,
      pieces: group,
      choice: pick(['loss', 'retreat']),
    };
    // Only the arguments the verb declares (typed verbs refuse any other before the rules see it).
    const args: JsonObject = {};
    for (const k of Object.keys(VERB_ARGS[verb]!)) args[k.replace(/\?$/, '')] = all[k.replace(/\?$/, '')]!;
    out.push({ side, verb, args });
  }
  return out;
}

describe('legal actions are listed by the predicates that check them (derived property test)', () => {
  it('along random games, listed ⇒ accepted, and accepted ⇒ listed', { timeout: 120_000 }, () => {
    let checkedStates = 0;
    let accepted = 0;
    for (const seed of [11, 12, 13]) {
      let state = isabellaRules.setup(module, {
        scenarioId: 'campaign',
        seed: `p${seed}`,
        mode: 'enforced',
        options: {},
      });
      const random = seededRandom(seed);
      for (let step = 0; step < 400 && varsOf(state).step !== 'over'; step++) {
        const side = isabellaRules.toAct(module, state)[0]!;
        const legal = isabellaRules.view(module, state, side).legalActions;
        if (step % 5 === 0) {
          checkedStates++;
          const listed = new Map<string, LegalAction[]>();
          for (const a of legal) listed.set(keyOf(a), [...(listed.get(keyOf(a)) ?? []), a]);
          for (const a of legal.filter((_, i) => i % 7 === 0)) {
            const r = applyAction(isabellaRules, module, state, { side, verb: a.verb, args: a.args! });
            expect(r.ok, `listed ${canonicalJson(a)} refused: ${r.ok ? '' : r.violations.map((v) => v.message)}`).toBe(
              true,
            );
          }
          for (const c of candidates(state, side, random, 40)) {
            const r = applyAction(isabellaRules, module, state, c);
            const same = listed.get(keyOf(c)) ?? [];
            const inList = SUBSET_VERBS.has(c.verb)
              ? same.some((l) => groupOf(c).every((id) => groupOf(l).includes(id)))
              : same.length > 0;
            if (r.ok) accepted++;
            expect(r.ok ? inList : true, `accepted but not listed: ${canonicalJson(c)}`).toBe(true);
            if (!SUBSET_VERBS.has(c.verb))
              expect(inList ? r.ok : true, `listed but refused: ${canonicalJson(c)}`).toBe(true);
          }
        }
        const next = randomAction(legal, side, random)!;
        const r = applyAction(isabellaRules, module, state, next);
        if (!r.ok) throw new Error(`listed action refused: ${canonicalJson(next)}`);
        state = r.state;
      }
    }
    expect(checkedStates).toBeGreaterThan(50);
    expect(accepted).toBeGreaterThan(20);
  });
});

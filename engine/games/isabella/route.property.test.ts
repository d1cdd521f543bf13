// A move's route found for its one destination (movement.ts moveRoute: the search stops once that hex is settled)
// is the one the whole listing gives (moveOptions): along seeded random campaigns, for the unit each move entry
// moves and two more of its side, to every hex it may reach and to random others, the same cost, route and
// Portugal flag, or none for both. Derived from 12.2 (the route the rules give a move) and 8.2.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import { fuzzGame } from '../../fuzz/play.js';
import { applyAction } from '../../core/apply.js';
import { entryAction } from '../../core/log.js';
import { seededRandom } from '../../core/random-player.js';
import type { GameState } from '../../core/types.js';
import { isabellaRules } from './rules.js';
import { isabellaInvariants } from './invariants.js';
import { varsOf } from './state.js';
import { geoOf } from './geo.js';
import { moveOptions, moveRoute } from './movement.js';

const module = isabellaModule;
const geo = geoOf(module);

/** What a move's check and apply read of a destination. */
const seen = (o: { cost: number; path: string[]; entersPortugal: boolean } | undefined) =>
  o && { cost: o.cost, path: o.path, entersPortugal: o.entersPortugal };

describe('a move routed to its one destination', () => {
  it('is the route, cost and Portugal flag of the whole listing, along fuzzed campaigns', () => {
    let compared = 0;
    let routed = 0;
    for (const seed of [3, 8]) {
      const g = fuzzGame(isabellaRules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, seed, {
        invariants: isabellaInvariants,
        over: (s) => varsOf(s).step === 'over',
        replayCheck: false,
      });
      expect(g.failure).toBeNull();
      const random = seededRandom(seed);
      let state: GameState = isabellaRules.setup(module, g.setup);
      for (const e of g.log) {
        const piece = typeof e.args.piece === 'string' ? state.pieces.find((p) => p.id === e.args.piece) : undefined;
        if (e.verb === 'move' && piece?.at.kind === 'hex' && random() < 0.35) {
          const mates = state.pieces.filter((p) => p.side === piece.side && p.kind === 'unit' && p.at.kind === 'hex');
          const units = [
            piece,
            mates[Math.floor(random() * mates.length)]!,
            mates[Math.floor(random() * mates.length)]!,
          ];
          for (const u of units) {
            // Fresh copies: neither memo may answer for the other.
            const listed = moveOptions(module, structuredClone(state), u.id);
            const hexes = [...listed.keys()];
            for (let i = 0; i < 40; i++) hexes.push(geo.hexes[Math.floor(random() * geo.hexes.length)]!);
            const alone = structuredClone(state);
            for (const h of hexes) {
              const got = seen(moveRoute(module, alone, u.id, h));
              expect(got, `${u.id} to ${h} after entry ${e.seq} (seed ${seed})`).toEqual(seen(listed.get(h)));
              compared++;
              if (got) routed++;
            }
          }
        }
        const r = applyAction(isabellaRules, module, state, entryAction(e));
        if (!r.ok) throw new Error(`entry ${e.seq} no longer applies`);
        state = r.state;
      }
    }
    // The comparison covered real routes and refusals both.
    expect(routed).toBeGreaterThan(500);
    expect(compared - routed).toBeGreaterThan(500);
  }, 60_000);
});

// Derived tests of where airpower markers go (9.2) and what they cover (9.3), on the real map: the strait hex
// 1323 (all sea) between Gibraltar, Tangier, Ceuta and Tetuan, and neutral Portugal.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { geoOf } from './geo.js';
import { airRange } from './air.js';

const module = isabellaModule;
const geo = geoOf(module);

const placing = (toPlace: number): GameState =>
  isabellaRules.setup(module, {
    scenarioId: 'campaign',
    seed: 'air',
    mode: 'enforced',
    options: {},
    position: {
      turn: 3,
      phase: 'air',
      step: 'air-place',
      activeSide: 'allied',
      units: [
        { def: 'us-1ad', hex: '1321' },
        { def: 'de-1ss', hex: '4212' },
      ],
      vars: { beachhead: '1321', air: { side: 'allied', previous: null, toPlace } },
    },
  });
const offered = (s: GameState) =>
  isabellaRules
    .view(module, s, 'allied')
    .legalActions.filter((a) => a.verb === 'placeAir')
    .map((a) => String(a.args!.hex));
const place = (s: GameState, hex: string) =>
  applyAction(isabellaRules, module, s, { side: 'allied', verb: 'placeAir', args: { hex } as JsonObject } as Action);

describe('9.2 airpower placement', () => {
  it('9.2, 9.3: a marker may go in an all-sea hex; on the strait 1323 it covers Gibraltar, Tangier, Ceuta, Tetuan', () => {
    // 9.2: "An available airpower marker may be placed in any hex on the map with the exception of neutral
    // Portugal." 9.3: "Every airpower marker effects the hex in which it is placed and all six of the immediately
    // surrounding hexes."
    const strait = '1323';
    expect(geo.isSea(strait)).toBe(true);
    const s = placing(2);
    expect(offered(s)).toContain(strait);
    const r = place(s, strait);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.state.pieces.some((p) => p.def === 'airpower' && p.at.kind === 'hex' && p.at.hex === strait)).toBe(true);
    const range = airRange(module, r.state, 'allied');
    for (const hex of ['1422', '1322', '1324', '1223']) expect(range.has(hex), hex).toBe(true);
    // Still one marker a hex, and never in neutral Portugal.
    expect(place(r.state, strait).ok).toBe(false);
    const lisbon = '1409';
    expect(geo.region(lisbon)).toBe('portugal');
    expect(offered(r.state)).not.toContain(lisbon);
    const refused = place(r.state, lisbon);
    expect(refused.ok ? '' : refused.violations[0]!.section).toBe('9.2');
    expect(varsOf(r.state).air.toPlace).toBe(1);
  });
});

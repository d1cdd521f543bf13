// Crusade's evaluation for the search bot: a finished game is worth its result, and each way of winning (§5.2.2
// Republican Morale, §5.3 Victory Points, §5.2.1 the Main Cities) moves the worth its side's way.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { campaignStart, crusadeModule as module, withVars } from './crusade.fixture.js';
import { crusadeValue } from './evaluate.js';
import { geoOf } from './geo.js';
import { NAT, REP, varsOf } from './state.js';

const start = (): GameState => withVars(campaignStart('7'), { step: 'actions' as never });

describe("Crusade's evaluation for the search", () => {
  it('§5 a finished game is worth 1 to its winner, 0 to the loser, a half each in a draw', () => {
    const won = withVars(start(), { step: 'over', result: { winner: REP, rule: '5.2.2', reason: 'morale' } });
    expect(crusadeValue(module, won, REP)).toBe(1);
    expect(crusadeValue(module, won, NAT)).toBe(0);
    const drawn = withVars(start(), { step: 'over', result: { winner: null, rule: '5.3', reason: '19 VP' } });
    expect(crusadeValue(module, drawn, NAT)).toBe(0.5);
  });

  it('§5.2.2 higher Republican Morale is worth more to the Republic and less to the Nationalist', () => {
    const s = { ...start(), turn: 6 };
    const rm = varsOf(s).rm;
    const higher = withVars(s, { rm: rm + 4 });
    expect(crusadeValue(module, higher, REP)).toBeGreaterThan(crusadeValue(module, s, REP));
    expect(crusadeValue(module, higher, NAT)).toBeCloseTo(1 - crusadeValue(module, higher, REP), 10);
  });

  it('§5.3 more Victory Points are worth more to the Nationalist', () => {
    const s = start();
    const more = withVars(s, { vp: varsOf(s).vp + 5 });
    expect(crusadeValue(module, more, NAT)).toBeGreaterThan(crusadeValue(module, s, NAT));
  });

  it('§5.2.1 a Main City taken from the Republic is worth more to the Nationalist', () => {
    const s = start();
    const v = varsOf(s);
    const geo = geoOf(module);
    const city = geo.spaces.find((c) => geo.attrs(c).mainCity && v.control[c] === REP)!;
    const taken = withVars(s, { control: { ...v.control, [city]: NAT } });
    expect(crusadeValue(module, taken, NAT)).toBeGreaterThan(crusadeValue(module, s, NAT));
  });
});

import { describe, expect, it } from 'vitest';
import { commandingHq, hqStanding, independent } from './chain.js';
import { canSupport } from './command.js';
import { game, moveModule, unit } from './move.fixture.js';

const module = moveModule;
const inf = unit('inf', '0305');
const corps = unit('corps-v', '0204');

describe('the chain of command after an HQ is lost', () => {
  it('VII.2 a unit answers to its own HQ while that HQ commands', () => {
    const s = game([inf, unit('div', '0304'), corps]);
    expect(commandingHq(module, s, inf)?.id).toBe('div');
  });

  it('VII.3 on the turn its HQ is destroyed a unit answers to no HQ, not even the one above', () => {
    const s = game([inf, unit('div', 'dead'), corps], { fallen: { div: { turn: 1, captured: false } } });
    expect(hqStanding(module, s, s.pieces[1]!)).toBe('lost-this-turn');
    expect(commandingHq(module, s, inf)).toBeNull();
  });

  it('VII.3 from the turn after, the units of a destroyed HQ answer to the HQ immediately above it', () => {
    const s = {
      ...game([inf, unit('div', 'dead'), corps], { fallen: { div: { turn: 1, captured: false } } }),
      turn: 2,
    };
    expect(hqStanding(module, s, s.pieces[1]!)).toBe('lost');
    expect(commandingHq(module, s, inf)?.id).toBe('corps-v');
  });

  it('VII.3 a unit whose HQ was lost this turn is independent: no HQ supports it; the turn after, one may', () => {
    const lost = { fallen: { div: { turn: 1, captured: false } } };
    const now = game([inf, unit('div', 'dead'), corps, unit('direct', '0304')], lost);
    expect(independent(module, now, inf)).toBe(true);
    expect(canSupport(module, now, 'corps-v', ['inf'])).toMatchObject({ ok: false, section: 'VII.3' });
    // a unit directly assigned to a higher HQ is not cut off (VII.2.4)
    expect(independent(module, now, now.pieces[3]!)).toBe(false);
    const later = { ...now, turn: 2 };
    expect(independent(module, later, inf)).toBe(false);
    expect(canSupport(module, later, 'corps-v', ['inf'])).toEqual({ ok: true });
  });

  it('VII.4 an HQ captured cuts its chain as a destroyed one does', () => {
    const s = game([inf, unit('div', 'dead'), corps], { fallen: { div: { turn: 1, captured: true } } });
    expect(commandingHq(module, s, inf)).toBeNull();
    expect(commandingHq(module, { ...s, turn: 3 }, inf)?.id).toBe('corps-v');
  });

  it('VII.5 until a reconstituted HQ rejoins, its units answer to the HQ above; then to it again', () => {
    const waiting = game([inf, unit('div', 'west'), corps], { rejoining: ['div'] });
    expect(hqStanding(module, waiting, waiting.pieces[1]!)).toBe('rejoining');
    expect(commandingHq(module, waiting, inf)?.id).toBe('corps-v');
    const back = game([inf, unit('div', 'west'), corps], { rejoining: [] });
    expect(commandingHq(module, back, inf)?.id).toBe('div');
  });
});

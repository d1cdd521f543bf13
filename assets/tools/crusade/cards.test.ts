// The card builder itself: every card has its dates, the automation rule holds, and the build is deterministic.

import { describe, expect, it } from 'vitest';
import { AUTOMATABLE, buildCards, CARD_FIELDS, cardsJson, DATES } from './cards.js';

describe('assets/tools/crusade/cards.ts', () => {
  const cards = buildCards();

  it('dates every card, and no date is left without its card', () => {
    expect(Object.keys(DATES).sort()).toEqual(cards.map((c) => c.id).sort());
    for (const [from, to] of Object.values(DATES)) {
      expect(from).toMatch(/^19(36|37|38|39)-(0[1-9]|1[0-2])$/);
      expect(to >= from).toBe(true);
    }
  });

  it('marks an event automated exactly when every effect kind is automatable', () => {
    for (const c of cards) {
      expect(c.event.automated, c.id).toBe(c.event.effects.every((e) => AUTOMATABLE.has(e.kind)));
    }
  });

  it('gives every card a provenance for each field and builds the same text twice', () => {
    for (const c of cards) expect(Object.keys(c.fieldProv).sort()).toEqual([...CARD_FIELDS].sort());
    expect(cardsJson()).toBe(cardsJson());
  });
});

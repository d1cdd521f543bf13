import { describe, expect, it } from 'vitest';
import type { LogLine } from '../../../schemas/host-api.js';
import { setLanguage } from '../../i18n/index.js';
import { lastRolls, rollsText } from '../../panels/logtext.js';
import { rollPurpose } from './logwords.js';

const side = (id: string) => (({ NAT: 'Nationalist', REP: 'Republican' }) as Record<string, string>)[id] ?? id;

describe('the dice panel: every roll of the latest entry', () => {
  it('a Crusade combat shows both sides fire dice, each with who rolled it (en, es)', () => {
    const entry = {
      seq: 7,
      side: 'REP',
      verb: 'combatCards',
      events: [
        { type: 'roll', dice: [4], sides: 6, total: 4, purpose: 'attacker fire', by: 'REP', rule: '11.2.7' },
        { type: 'roll', dice: [2], sides: 6, total: 2, purpose: 'defender fire', by: 'NAT', rule: '11.2.7' },
        { type: 'fire', target: 'granada' },
      ],
    } as unknown as LogLine;
    const older = { seq: 3, events: [{ type: 'roll', dice: [6], total: 6 }] } as unknown as LogLine;
    const r = lastRolls([older, entry, { seq: 8, events: [] } as unknown as LogLine]);
    expect(r?.seq).toBe(7);
    expect(r?.rolls.map((x) => [x.by, x.dice])).toEqual([
      ['REP', [4]],
      ['NAT', [2]],
    ]);
    setLanguage('en');
    expect(rollsText(r!.rolls, side, rollPurpose)).toBe(
      "Republican (the attacker's fire): 4 · Nationalist (the defender's fire): 2",
    );
    setLanguage('es');
    expect(rollsText(r!.rolls, side, rollPurpose)).toBe(
      'Republican (fuego del atacante): 4 · Nationalist (fuego del defensor): 2',
    );
    setLanguage('en');
    // One roll alone reads as before.
    expect(rollsText(lastRolls([older])!.rolls, side)).toBe('Rolled 6 = 6');
  });
});

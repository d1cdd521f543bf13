// The 110 strategy cards of Crusade and Revolution: deck sizes, phases, ranges, initial hands, and every card the
// rulebook names with the facts it states about it (one test per card, from the table below, each with its section).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_FIELDS, type Card, type CardField, cardsJson } from '../../tools/crusade/cards.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'cards.json'), 'utf8');
const cards: Card[] = JSON.parse(text);
const byId = new Map(cards.map((c) => [c.id, c]));
const byName = (name: string): Card => {
  const c = cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card named ${name}`);
  return c;
};
const turnsOf = { columns: [1, 5], mobilization: [6, 11], armies: [12, 18] } as const;

/** What the rulebook says of a named card: the check, its section, and the fields it states. */
interface Fact {
  name: string;
  ref: string;
  stated: CardField[];
  check: (c: Card) => void;
}

const hasEffect = (c: Card, kind: string) => c.event.effects.find((e) => e.kind === kind);

const FACTS: Fact[] = [
  {
    name: 'Air Bridge',
    ref: '§4.3.1; Campaign',
    stated: ['side', 'number', 'warPhase', 'restrictions', 'event'],
    check: (c) => {
      expect([c.id, c.warPhase]).toEqual(['N1', 'columns']);
      expect(c.restrictions).toContainEqual({ requires: 'mustPlayAsEvent', turn: 1, round: 1 });
      expect(hasEffect(c, 'flag')).toEqual({ kind: 'flag', set: 'airBridge' });
    },
  },
  {
    name: 'End of the Strait Blockade',
    ref: '§16.7.2',
    stated: ['side', 'number', 'event'],
    check: (c) => expect([c.id, hasEffect(c, 'flag')]).toEqual(['N6', { kind: 'flag', set: 'straitNAT' }]),
  },
  {
    name: 'Defection',
    ref: 'Card Clarifications N14, §8.5.3.1',
    stated: ['side', 'number', 'event', 'combatCard'],
    check: (c) => expect([c.id, c.combatCard]).toEqual(['N14', true]),
  },
  {
    name: 'Molotov Cocktail',
    ref: 'Card Clarifications N18',
    stated: ['side', 'number', 'event', 'combatCard'],
    check: (c) =>
      expect([c.id, c.combatCard, hasEffect(c, 'cancelDrm')]).toEqual([
        'N18',
        true,
        { kind: 'cancelDrm', what: 'armor' },
      ]),
  },
  {
    name: 'Italian Submarines',
    ref: 'Card Clarifications N30',
    stated: ['side', 'number', 'event'],
    check: (c) => {
      expect(c.id).toBe('N30');
      expect(c.event.effects).toContainEqual({ kind: 'noRpThisTurn', pool: 'SOV' });
      expect(c.event.effects).toContainEqual({ kind: 'rpPerTurn', pool: 'SOV', delta: -1 });
    },
  },
  {
    name: 'Pact of Santoña',
    ref: 'Card Clarifications N31',
    stated: ['side', 'number'],
    check: (c) =>
      expect([c.id, hasEffect(c, 'removeDivision')]).toEqual([
        'N31',
        { kind: 'removeDivision', side: 'REP', filter: 'MIL-BAS' },
      ]),
  },
  {
    name: 'Munich Agreement',
    ref: '§8 card example',
    stated: [...CARD_FIELDS],
    check: (c) => {
      expect([c.id, c.warPhase, c.ops, c.rp, c.asterisk, c.combatCard]).toEqual([
        'N42',
        'armies',
        4,
        { NAT: 3, AXIS: 2 },
        true,
        false,
      ]);
      expect(c.restrictions).toEqual([{ requires: 'turnMin', turn: 14 }]);
      expect(c.event.effects).toContainEqual({ kind: 'vp', delta: 1 });
      expect(c.event.effects).toContainEqual({ kind: 'rm', delta: -1 });
      expect(byName('French Intervention Threat').restrictions).toContainEqual({ requires: 'notPlayed', card: 'N42' });
    },
  },
  {
    name: 'Insurrection',
    ref: 'Card Clarifications N48, §14.1.6',
    stated: ['side', 'number', 'event'],
    check: (c) => {
      expect(c.id).toBe('N48');
      expect(JSON.stringify(c.event.effects)).toContain('"INS"');
    },
  },
  {
    name: "Casado's Coup",
    ref: '§5.2.4, §16.3.2',
    stated: ['side', 'event'],
    check: (c) => {
      expect(hasEffect(c, 'victory')).toEqual({ kind: 'victory', side: 'NAT' });
      expect(c.restrictions.some((r) => r.requires === 'rmAtMost')).toBe(true);
    },
  },
  {
    name: 'Axis Military Aid',
    ref: '§8.4.1, §15.2.1',
    stated: ['side', 'warPhase', 'event'],
    check: (c) =>
      expect([c.side, c.warPhase, hasEffect(c, 'flag')]).toEqual([
        'NAT',
        'columns',
        { kind: 'flag', set: 'axisMilitaryAid' },
      ]),
  },
  {
    name: 'Italian Reinforcements',
    ref: '§15.2.2.1',
    stated: ['side'],
    check: (c) => expect(JSON.stringify(c.event.effects)).toContain('"ITA"'),
  },
  {
    name: 'Condor Legion',
    ref: '§16.5.2 note 1',
    stated: [],
    check: (c) => expect((hasEffect(c, 'ops') as { spaces: number }).spaces).toBeGreaterThanOrEqual(2),
  },
  {
    name: 'Plans of the Iron Belt',
    ref: '§10.2.3',
    stated: ['side', 'event'],
    check: (c) => expect([c.side, hasEffect(c, 'flag')]).toEqual(['NAT', { kind: 'flag', set: 'ironBeltPlans' }]),
  },
  {
    name: 'France and Great Britain Recognize Nationalist Spain',
    ref: '§8 card example, §13.4.3.2',
    stated: ['side', 'restrictions', 'event'],
    check: (c) => {
      expect(c.side).toBe('NAT');
      expect(c.restrictions).toContainEqual({ requires: 'played', card: 'N42' });
    },
  },
  {
    name: 'García Morato',
    ref: '§8.5.3.2 example',
    stated: ['side', 'combatCard', 'asterisk'],
    check: (c) => expect([c.side, c.combatCard, c.asterisk]).toEqual(['NAT', true, false]),
  },
  {
    name: "Militia's Lack of Discipline",
    ref: '§8.5.3.2 example',
    stated: ['side', 'combatCard', 'asterisk'],
    check: (c) => expect([c.side, c.combatCard, c.asterisk]).toEqual(['NAT', true, true]),
  },
  {
    name: 'Operation Orders Captured',
    ref: 'Card Clarifications R7',
    stated: ['side', 'number', 'combatCard', 'event'],
    check: (c) => expect([c.id, c.combatCard]).toEqual(['R7', true]),
  },
  {
    name: 'Armored Trucks',
    ref: '§8 card example',
    stated: CARD_FIELDS.filter((f) => f !== 'combatCard'),
    check: (c) => {
      expect([c.id, c.warPhase, c.ops, c.rp, c.asterisk]).toEqual(['R17', 'columns', 2, { REP: 1, SOV: 0 }, true]);
      expect(c.restrictions).toContainEqual({ requires: 'phase', phase: 'columns' });
      expect(c.event.effects).toContainEqual({ kind: 'drm', value: 1, scope: 'combat' });
    },
  },
  {
    name: 'Nyon Conference',
    ref: 'Card Clarifications R31',
    stated: ['side', 'number', 'event'],
    check: (c) =>
      expect([c.id, hasEffect(c, 'rpPerTurn')]).toEqual(['R31', { kind: 'rpPerTurn', pool: 'SOV', delta: 1 }]),
  },
  {
    name: 'Bad Weather',
    ref: '§8.5.3.2',
    stated: ['side', 'number', 'combatCard', 'event'],
    check: (c) => expect([c.id, c.combatCard, hasEffect(c, 'cancelDrm')?.kind]).toEqual(['R37', true, 'cancelDrm']),
  },
  {
    name: 'Limited Offensive',
    ref: 'Card Clarifications R45',
    stated: ['side', 'number', 'event'],
    check: (c) => expect(c.id).toBe('R45'),
  },
  {
    name: 'French Intervention Threat',
    ref: 'Card Clarifications R51',
    stated: ['side', 'number', 'restrictions'],
    check: (c) => expect(c.id).toBe('R51'),
  },
  {
    name: 'Interruption of Axis Aid',
    ref: 'Card Clarifications R52',
    stated: ['side', 'number', 'event'],
    check: (c) => {
      expect(c.id).toBe('R52');
      expect(c.event.effects).toContainEqual({ kind: 'noRpThisTurn', pool: 'AXIS' });
    },
  },
  {
    name: 'Disembark in Mallorca',
    ref: '§8.5.4',
    stated: ['side', 'warPhase', 'event'],
    check: (c) =>
      expect([c.side, c.warPhase, hasEffect(c, 'beachHead')]).toEqual([
        'REP',
        'columns',
        { kind: 'beachHead', which: 'mallorca' },
      ]),
  },
  ...(['Brunete', 'Belchite', 'Teruel', 'El Ebro'] as const).map((name) => ({
    name,
    ref: '§8.5.5',
    stated: ['side', 'event'] as CardField[],
    check: (c: Card) => {
      const sc = { Brunete: [1, 0, false], Belchite: [1, 0, false], Teruel: [1, 0, true], 'El Ebro': [0, -1, true] }[
        name
      ];
      const e = hasEffect(c, 'strategicCounterattack') as { rm?: number; vp?: number; cancelTerrain: boolean };
      expect([c.side, e.rm ?? 0, e.vp ?? 0, e.cancelTerrain]).toEqual(['REP', ...sc]);
    },
  })),
  {
    name: 'Plan "P"',
    ref: '§8.5.6',
    stated: ['side', 'event'],
    check: (c) => expect([c.side, hasEffect(c, 'beachHead')]).toEqual(['REP', { kind: 'beachHead', which: 'planP' }]),
  },
  {
    name: 'Iron Belt',
    ref: '§10.2.3',
    stated: ['side', 'event'],
    check: (c) => {
      expect(hasEffect(c, 'trenchMarkers')).toEqual({ kind: 'trenchMarkers', count: 1, where: 'Bilbao' });
      expect(c.restrictions).toContainEqual({ requires: 'notPlayed', card: byName('Plans of the Iron Belt').id });
    },
  },
  {
    name: 'Fortifications',
    ref: '§10.2.9',
    stated: ['side', 'event'],
    check: (c) => expect(hasEffect(c, 'trenchMarkers')).toEqual({ kind: 'trenchMarkers', count: 3 }),
  },
  {
    name: 'Severe Winter',
    ref: '§16.5.3',
    stated: ['side', 'warPhase', 'event'],
    check: (c) =>
      expect([c.side, c.warPhase, hasEffect(c, 'flag')]).toEqual([
        'REP',
        'columns',
        { kind: 'flag', set: 'severeWinter' },
      ]),
  },
  {
    name: 'Soviet Military Aid',
    ref: '§8.4.1, §14.1.1.1',
    stated: ['event'],
    check: (c) => expect(hasEffect(c, 'flag')).toEqual({ kind: 'flag', set: 'sovietMilitaryAid' }),
  },
  {
    name: "Largo Caballero's Government",
    ref: '§17.4.1',
    stated: ['side', 'event'],
    check: (c) => expect(hasEffect(c, 'flag')).toEqual({ kind: 'flag', set: 'militiasMilitarized' }),
  },
  {
    name: 'Communist Interference',
    ref: '§16.5.2 note 1',
    stated: ['event'],
    check: (c) => expect(c.event.effects.filter((e) => e.kind === 'ops')).toEqual([{ kind: 'ops', spaces: 1 }]),
  },
  {
    name: 'Artillery Concentration',
    ref: 'Rules Clarifications, Map',
    stated: ['event'],
    check: (c) => expect(hasEffect(c, 'cancelTerrain')).toEqual({ kind: 'cancelTerrain' }),
  },
  {
    name: 'Captured Bridge',
    ref: 'Rules Clarifications, Map',
    stated: [],
    check: (c) => expect(JSON.stringify(c.event.effects)).toContain('armor'),
  },
];

describe('Crusade strategy cards (cards.json)', () => {
  it('is what assets/tools/crusade/cards.ts builds', () => {
    expect(text).toBe(cardsJson());
  });

  it('§8.1.2: 55 cards a side, 18 War of the Columns + 20 Mobilization + 17 War of the Armies', () => {
    for (const side of ['NAT', 'REP']) {
      const own = cards.filter((c) => c.side === side);
      expect(own).toHaveLength(55);
      const count = (p: string) => own.filter((c) => c.warPhase === p).length;
      expect([count('columns'), count('mobilization'), count('armies')]).toEqual([18, 20, 17]);
    }
  });

  it('ids and numbers are unique; numbers run 1-55 a side in phase order', () => {
    expect(new Set(cards.map((c) => c.id)).size).toBe(110);
    for (const side of ['NAT', 'REP']) {
      const nums = cards.filter((c) => c.side === side).map((c) => c.number);
      expect([...nums].sort((a, b) => a - b)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
    }
    for (const c of cards) {
      expect(c.id).toBe(`${c.side === 'NAT' ? 'N' : 'R'}${c.number}`);
      const want = c.number <= 18 ? 'columns' : c.number <= 38 ? 'mobilization' : 'armies';
      expect(c.warPhase, c.id).toBe(want);
    }
  });

  it('OPS 1-4 and RP within the ranges CARDS.md sets; RP keys by side (card anatomy, §8.4)', () => {
    for (const c of cards) {
      expect(c.ops, c.id).toBeGreaterThanOrEqual(1);
      expect(c.ops, c.id).toBeLessThanOrEqual(4);
      expect(Object.keys(c.rp), c.id).toEqual(c.side === 'NAT' ? ['NAT', 'AXIS'] : ['REP', 'SOV']);
      const [national, foreign] = Object.values(c.rp);
      expect(national >= 0 && national <= 3 && foreign >= 0 && foreign <= 2, c.id).toBe(true);
    }
  });

  it('restrictions point at real cards and windows inside the game; phase restrictions match', () => {
    for (const c of cards) {
      for (const r of c.restrictions) {
        if (r.requires === 'played' || r.requires === 'notPlayed')
          expect(byId.has(r.card), `${c.id} ${r.card}`).toBe(true);
        if (r.requires === 'turnMin' || r.requires === 'turnMax') {
          // A window must open inside the game and not close before the card's phase begins.
          expect(r.turn >= 1 && r.turn <= 18, c.id).toBe(true);
          if (r.requires === 'turnMax') expect(r.turn, c.id).toBeGreaterThanOrEqual(turnsOf[c.warPhase][0]);
        }
        if (r.requires === 'phase') expect(r.phase, c.id).toBe(c.warPhase);
      }
    }
  });

  it('§3.4 / Campaign: the opening hands can be drawn from the War of the Columns decks', () => {
    const natWoc = cards.filter((c) => c.side === 'NAT' && c.warPhase === 'columns');
    const repWoc = cards.filter((c) => c.side === 'REP' && c.warPhase === 'columns');
    expect(natWoc.some((c) => c.id === 'N1')).toBe(true);
    expect(natWoc.filter((c) => c.id !== 'N1')).toHaveLength(17); // shuffle 17, draw 6 -> hand of 7
    expect(repWoc.length).toBeGreaterThanOrEqual(7);
  });

  it('§15.1.2 / §4.3.2: each side has Corps-sized Unit Reinforcement cards in its Mobilization deck', () => {
    for (const side of ['NAT', 'REP']) {
      const corps = cards.filter((c) => c.side === side && c.warPhase === 'mobilization' && c.bringsCorps);
      expect(corps.length, side).toBeGreaterThanOrEqual(3);
      for (const c of corps) expect(c.reinforcement, c.id).not.toBeNull();
    }
  });

  it('every card has English and Spanish names and texts, and a provenance for each field', () => {
    for (const c of cards) {
      expect(c.name.length * c.names.es.length * c.event.text.length * c.event.texts.es.length, c.id).toBeGreaterThan(
        0,
      );
      for (const f of CARD_FIELDS) expect(c.fieldProv[f], `${c.id} ${f}`).toBeDefined();
    }
  });

  it('an event is automated only when all its effects are kinds the engine runs without a choice', () => {
    for (const c of cards) {
      if (c.event.automated)
        expect(
          c.event.effects.some((e) => e.kind === 'manual'),
          c.id,
        ).toBe(false);
    }
  });

  it('§8.5.3: combat-card flags are consistent (one-combat-per-turn only on CCs)', () => {
    for (const c of cards) if (c.oneCombatPerTurn) expect(c.combatCard, c.id).toBe(true);
  });

  it("no 'rulebook' provenance on a value the rulebook does not state", () => {
    const stated = new Map(FACTS.map((f) => [byName(f.name).id, new Set(f.stated)]));
    for (const c of cards) {
      const ok = stated.get(c.id) ?? new Set<CardField>();
      for (const f of CARD_FIELDS) {
        expect(c.fieldProv[f].source === 'rulebook', `${c.id} ${f}`).toBe(ok.has(f));
      }
      expect(c.prov.source === 'rulebook', c.id).toBe(stated.has(c.id));
    }
  });

  it('each card sits in the War Phase of its real events (Turns 5 and 11 are Jan/Feb 1937, 1938: §16.5.1)', () => {
    const window = {
      columns: ['1936-07', '1937-02'],
      mobilization: ['1937-03', '1938-02'],
      armies: ['1938-03', '1939-04'],
    };
    for (const c of cards) {
      const [lo, hi] = window[c.warPhase];
      expect(c.history.from <= c.history.to, c.id).toBe(true);
      expect(c.history.from <= hi && c.history.to >= lo, `${c.id} ${c.history.from}-${c.history.to}`).toBe(true);
    }
  });

  it('reconstructed labels carry a Spanish reason too', () => {
    for (const c of cards) {
      for (const p of [c.prov, ...Object.values(c.fieldProv)]) {
        if (p.source === 'reconstructed') expect(p.reasons.es.length, c.id).toBeGreaterThan(0);
      }
    }
  });

  it('the generic "Offensives" of §16.5.2: each side has events that activate two or more spaces', () => {
    for (const side of ['NAT', 'REP']) {
      const multi = cards.filter(
        (c) => c.side === side && c.event.effects.some((e) => e.kind === 'ops' && e.spaces >= 2),
      );
      expect(multi.length, side).toBeGreaterThanOrEqual(2);
    }
  });

  describe('every card the rulebook names', () => {
    for (const f of FACTS) {
      it(`${f.name} (${f.ref})`, () => f.check(byName(f.name)));
    }
  });
});

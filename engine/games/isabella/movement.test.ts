// Derived tests for 12.0 movement with 6.x stacking, 7.5 EZOC, 9.4-9.8 airpower, 10.2 landings, 11.6 supply,
// 5.12 Patton and 8.x Portugal, on the real Isabella map.
import { describe, expect, it } from 'vitest';
import { game, isabellaModule, marker, unit } from './isabella.fixture.js';
import type { GameState, Piece } from '../../core/types.js';
import { geoOf } from './geo.js';
import { checkMove, type MoveOption, moveOptions, moveRoute } from './movement.js';
import { inEzoc } from './zoc.js';

const module = isabellaModule;
const geo = geoOf(module);
const atSea = (def: string): Piece => ({ ...unit(def, '0101'), at: { kind: 'box', box: 'at-sea' } });
const cost = (s: GameState, id: string, to: string) => moveOptions(module, s, id).get(to)?.cost;
const maxCost = (s: GameState, id: string, landing = false) =>
  Math.max(...[...moveOptions(module, s, id, { landing }).values()].map((o) => o.cost));
const rule = (s: GameState, id: string, to: string, landing = false) =>
  checkMove(module, s, id, to, { landing }).map((v) => `${v.rule} ${v.section}`);

describe('Isabella movement (12.0)', () => {
  it('12.5, 12.6, 12.1: clear 1 MP, rough 2 MP plus a river hexside 1 MP (placeholder TEC); 12.9 costs add', () => {
    const s = game([unit('fs-ii', '1919')]);
    expect(cost(s, 'fs-ii', '1819')).toBe(1); // clear, no hexside feature
    expect(cost(s, 'fs-ii', '1918')).toBe(3); // rough across a river
  });

  it('12.6: mountain-qualified units pay 1 MP for rough and mountain hexes', () => {
    expect(cost(game([unit('fs-iv', '1919')]), 'fs-iv', '1918')).toBe(2); // rough 1 + river 1
  });

  it('12.8: 0.5 MP road hex to road hex across a road hexside; a river is still paid (12.9 default)', () => {
    const s = game([unit('fs-ii', '1919')]);
    expect(cost(s, 'fs-ii', '1920')).toBe(0.5);
    expect(cost(s, 'fs-ii', '1818')).toBe(1.5);
    const opt = game([unit('fs-ii', '1919')], { options: { roadPaysRiver: false } });
    expect(cost(opt, 'fs-ii', '1818')).toBe(0.5);
  });

  it('12.3: a unit must pay the full cost of each hex; nothing beyond its MF is listed, and checkMove says why', () => {
    const s = game([unit('fs-ii', '1919')]); // MF 4
    expect(maxCost(s, 'fs-ii')).toBeLessThanOrEqual(4);
    expect(rule(s, 'fs-ii', '2816')).toEqual(['isabella.move.mp 12.3']); // Madrid, nine hexes away
    expect(checkMove(module, s, 'fs-ii', '2816')[0]!.params).toMatchObject({ mp: 4 });
  });

  it('12.3: disrupted units may not move; 12.1: the 1/2GGB never moves', () => {
    const s = game([unit('fs-ii', '1919', { disrupted: true }), unit('uk-ggb', '1422')]);
    expect(moveOptions(module, s, 'fs-ii').size).toBe(0);
    expect(rule(s, 'fs-ii', '1819')).toEqual(['isabella.move.disrupted 12.3']);
    expect(rule(s, 'uk-ggb', '1421')).toEqual(['isabella.move.static 12.1']);
  });

  it('11.6: a unit out of supply when its move begins has its MF halved, rounded up', () => {
    // in Morocco no German supply reaches (11.4, 12.7): the paratroop division (MF 6) moves 3, the regiment 6
    const s = game([unit('de-7fl', '1123'), unit('de-fjr5', '1223')]);
    expect(maxCost(s, 'de-7fl')).toBeLessThanOrEqual(3);
    expect(maxCost(s, 'de-fjr5')).toBeGreaterThan(3);
  });

  it("5.12: Patton's unit has MF 12", () => {
    const patton = { patton: { state: 'on' as const, piece: 'us-1id' }, beachhead: '1320' };
    expect(maxCost(game([unit('us-1id', '2816')], patton), 'us-1id')).toBeGreaterThan(6);
    expect(maxCost(game([unit('us-1id', '2816')], { beachhead: '1320' }), 'us-1id')).toBeLessThanOrEqual(6);
  });
});

describe('Isabella landings (10.2)', () => {
  const bh = { beachhead: '1320' };

  it('10.2: a landing unit starts in the beachhead, pays for it first, and has its MF halved', () => {
    const s = game([atSea('us-1id'), marker('bh', 'beachhead', '1320')], bh); // MF 6 -> 3
    const opts = moveOptions(module, s, 'us-1id', { landing: true });
    expect(opts.get('1320')).toMatchObject({ cost: 1, path: ['1320'] });
    expect(opts.get('1419')!.cost).toBe(1.5); // Cadiz by road to Jerez
    expect(maxCost(s, 'us-1id', true)).toBeLessThanOrEqual(3);
    expect(opts.get('1419')!.path).toEqual(['1320', '1419']);
  });

  it('10.2: a unit that landed this turn keeps its halved MF', () => {
    const s = game([unit('us-1id', '1320')], { ...bh, landed: ['us-1id'] });
    expect(maxCost(s, 'us-1id')).toBeLessThanOrEqual(3);
  });

  it('6.3, 10.2: no landing into a full beachhead; only US, British and Canadian units at sea land', () => {
    const four = ['us-1ad', 'us-3id', 'uk-78id', 'uk-6ad'].map((d) => unit(d, '1320'));
    const s = game([...four, atSea('us-1id'), unit('fs-ii', '2816')], bh);
    expect(moveOptions(module, s, 'us-1id', { landing: true }).size).toBe(0);
    expect(rule(s, 'us-1id', '1320', true)).toEqual(['isabella.land.full 6.3']);
    expect(rule(s, 'fs-ii', '1320', true)).toEqual(['isabella.land.notAtSea 10.2']);
  });

  it('7.5: a unit landing into a beachhead in an enemy ZOC stops there', () => {
    const s = game([atSea('us-1id'), unit('fs-x', '1420')], bh);
    expect([...moveOptions(module, s, 'us-1id', { landing: true }).keys()]).toEqual(['1320']);
  });
});

describe('Isabella movement and enemy units (6.1, 7.5, 12.7)', () => {
  it('6.1: no unit enters a hex holding enemy units; 4.2, 4.3: a hex holding only markers may be entered', () => {
    const pieces = [unit('fs-x', '1420'), unit('us-1id', '1419'), marker('bh', 'beachhead', '1320')];
    const s = game(pieces, { beachhead: '1320' });
    expect(moveOptions(module, s, 'fs-x').has('1419')).toBe(false);
    expect(rule(s, 'fs-x', '1419')).toEqual(['isabella.move.enemy 6.1']);
    expect(moveOptions(module, s, 'fs-x').has('1320')).toBe(true); // the beachhead marker alone (4.3)
  });

  it('7.5: a unit stops on entering an EZOC and never moves from EZOC to EZOC', () => {
    const s = game([unit('fs-ii', '1721'), unit('rs-ii', '1919')]);
    const opts = moveOptions(module, s, 'fs-ii');
    expect(opts.size).toBeGreaterThan(0);
    for (const [to, o] of opts) {
      const inner = o.path.slice(1, -1);
      expect(
        inner.some((h) => inEzoc(module, s, 'axis', h)),
        `${to} via ${o.path.join('>')}`,
      ).toBe(false);
    }
    expect(opts.has('1819') || opts.has('1820')).toBe(true); // into the Republican ZOC, and stop there
    const start = game([unit('fs-ii', '1819'), unit('rs-ii', '1919')]); // starts in the EZOC
    for (const o of moveOptions(module, start, 'fs-ii').values()) {
      expect(inEzoc(module, start, 'axis', o.path[1]!)).toBe(false);
    }
    expect(cost(start, 'fs-ii', '1920')).toBe(2); // out of the EZOC into 1820, then into the EZOC in 1920
    expect(rule(start, 'fs-ii', '2019')).toEqual(['isabella.move.ezoc 7.5']); // not across the ZOC of 1919
  });

  it('12.8: road movement may enter an EZOC (and stops there)', () => {
    const s = game([unit('fs-ii', '2019'), unit('rs-ii', '1820')]); // 1919 is in the Republican ZOC
    expect(cost(s, 'fs-ii', '1919')).toBe(0.5);
  });

  it('12.7: no unit enters an all-sea hex; Axis units never cross the straits, Allied units do as rivers', () => {
    const s = game([unit('fs-ix', '1322'), unit('us-1id', '1222')], { beachhead: '1321' });
    expect(rule(s, 'fs-ix', '1323')).toEqual(['isabella.move.sea 12.7']);
    expect(rule(s, 'fs-ix', '1321')).toEqual(['isabella.move.straits 12.7']);
    const allied = game([unit('us-1id', '1322')], { beachhead: '1321' });
    expect(cost(allied, 'us-1id', '1321')).toBe(2); // clear 1 + the straits as a river 1
  });
});

describe('Isabella movement and stacking (6.2, 6.3)', () => {
  it('6.3: no move ends in a hex already holding four friendly units, or one in Gibraltar 1422', () => {
    const four = ['us-1ad', 'us-3id', 'uk-78id', 'uk-6ad'].map((d) => unit(d, '1419'));
    const s = game([...four, unit('us-1id', '1320'), unit('uk-ggb', '1422'), unit('uk-1para', '1421')]);
    expect(rule(s, 'us-1id', '1419')).toEqual(['isabella.move.stacking 6.3']);
    expect(rule(s, 'uk-1para', '1422')).toEqual(['isabella.move.stacking 6.3']);
  });

  it('6.2: the limit holds at every instant: no passing through a full hex (Tangier on the way out of Morocco)', () => {
    const full = ['us-1ad', 'us-3id', 'uk-78id', 'uk-6ad'].map((d) => unit(d, '1322'));
    const s = game([...full, unit('us-2ad', '1222')], { beachhead: '1321' });
    expect(rule(s, 'us-2ad', '1321')).toEqual(['isabella.move.passStacking 6.2']);
    expect(cost(game([unit('us-2ad', '1222')], { beachhead: '1321' }), 'us-2ad', '1321')).toBe(2.5);
  });
});

describe('Isabella airpower and partisans in movement (9.4-9.8)', () => {
  it('9.4: entering a hex in range of an enemy airpower marker costs 1 MP more; 9.1: German on the back', () => {
    const german = marker('air', 'airpower', '1919', { disrupted: true });
    expect(cost(game([unit('rs-ii', '1819')]), 'rs-ii', '1919')).toBe(1);
    expect(cost(game([unit('rs-ii', '1819'), german]), 'rs-ii', '1919')).toBe(2);
    expect(cost(game([unit('rs-ii', '1819'), german]), 'rs-ii', '1720')).toBe(1); // out of range
  });

  it('9.8: the partisan hurts Axis units as Allied airpower does, and helps Allied units', () => {
    const partisan = marker('p', 'partisan', '1919');
    expect(cost(game([unit('fs-ii', '1819'), partisan]), 'fs-ii', '1919')).toBe(2);
    expect(cost(game([unit('rs-ii', '1919'), partisan]), 'rs-ii', '1918')).toBe(1);
  });

  it('9.5: friendly airpower: 1 MP whatever the terrain, no river cost, and the road rate stays 0.5', () => {
    const allied = marker('air', 'airpower', '1919');
    const s = game([unit('rs-ii', '1919'), allied]);
    expect(cost(s, 'rs-ii', '1918')).toBe(1); // rough across a river
    expect(cost(s, 'rs-ii', '1920')).toBe(0.5);
    // 9.7: German markers serve German and Falangist units
    const german = marker('air', 'airpower', '1919', { disrupted: true });
    expect(cost(game([unit('fs-ii', '1919'), german]), 'fs-ii', '1918')).toBe(1);
  });

  it('9.4 (option enemyAirBoth): +1 for the hex and +1 more for a river hexside', () => {
    const german = marker('air', 'airpower', '1919', { disrupted: true });
    const patton = { patton: { state: 'on' as const, piece: 'us-1id' }, beachhead: '1320' }; // MF 12, in supply
    const s = game([unit('us-1id', '1919'), german], { ...patton, options: { enemyAirBoth: true } });
    expect(cost(s, 'us-1id', '1918')).toBe(5); // rough 2 + river 1 + 1 + 1
    expect(cost(game([unit('us-1id', '1919'), german], patton), 'us-1id', '1918')).toBe(4);
  });
});

describe('Isabella movement and Portugal (8.1, 8.2)', () => {
  it('8.2: a move may enter neutral Portugal, and its destinations say so', () => {
    const s = game([unit('fs-ii', '1415')]);
    const opts = moveOptions(module, s, 'fs-ii');
    expect(opts.get('1414')!.entersPortugal).toBe(true);
    expect(opts.get('1416')!.entersPortugal).toBe(false);
    expect(
      moveOptions(module, game([unit('fs-ii', '1415')], { portugal: true }), 'fs-ii').get('1414')!.entersPortugal,
    ).toBe(false);
  });

  it('8.2 (derived): a move routed to its one hex keeps out of neutral Portugal as the listing does', () => {
    const seen = (o: MoveOption | undefined) => o && { cost: o.cost, path: o.path, entersPortugal: o.entersPortugal };
    let entering = 0;
    // From 2210 the cheapest way to 2310 crosses Portugal (1.5 MP): kept out of it, the route costs 2.
    expect(moveOptions(module, game([unit('fs-ii', '2210')]), 'fs-ii').get('2310')?.cost).toBe(2);
    for (const [id, hex] of [
      ['fs-ii', '1415'],
      ['fs-ii', '2210'],
      ['fs-ii', '2112'],
      ['rs-ii', '1516'],
    ] as const) {
      const listed = moveOptions(module, game([unit(id, hex)]), id);
      const alone = game([unit(id, hex)]);
      for (const h of geo.hexes) {
        expect(seen(moveRoute(module, alone, id, h)), `${id} to ${h}`).toEqual(seen(listed.get(h)));
        if (listed.get(h)?.entersPortugal) entering++;
      }
    }
    expect(entering).toBeGreaterThan(0);
  });

  it('8.1: neutral Portuguese units are frozen, and no unit may enter their hex', () => {
    const s = game([unit('pt-4rm', '1613'), unit('rs-ii', '1614')]);
    expect(rule(s, 'pt-4rm', '1612')).toEqual(['isabella.move.frozen 8.1']);
    expect(rule(s, 'rs-ii', '1613')).toEqual(['isabella.move.neutral 8.1']);
    expect(moveOptions(module, s, 'rs-ii').get('1514')?.entersPortugal).toBe(true);
  });
});

describe('Isabella moves: listing and checking agree', () => {
  it('12.0: a destination is legal iff it is listed, for every hex of the map', () => {
    const s = game(
      [
        unit('fs-ii', '1721'),
        unit('rs-ii', '1919'),
        unit('de-1ss', '1819', { disrupted: true }),
        unit('us-1id', '1620'),
        marker('air', 'airpower', '1822'),
      ],
      { beachhead: '1320' },
    );
    for (const id of ['fs-ii', 'us-1id']) {
      const opts = moveOptions(module, s, id);
      for (const h of geo.hexes) {
        const v = checkMove(module, s, id, h);
        expect(v.length === 0, `${id} to ${h}: ${v[0]?.message}`).toBe(opts.has(h));
        if (v.length) expect(v[0]!.rule).toMatch(/^isabella\.move\./);
      }
    }
  });
});

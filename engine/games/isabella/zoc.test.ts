// Derived tests for 7.1-7.3 (zones of control) on the real Isabella map.
import { describe, expect, it } from 'vitest';
import { game, isabellaModule, marker, unit } from './isabella.fixture.js';
import { geoOf } from './geo.js';
import { inEzoc, zocOfSide } from './zoc.js';

const module = isabellaModule;
const sorted = (s: ReadonlySet<string>) => [...s].sort();
const geo = geoOf(module);

describe('Isabella zones of control (7.0)', () => {
  it('7.1: a ground unit exerts ZOC into the six hexes around it, not into its own', () => {
    const z = zocOfSide(module, game([unit('fs-i', '2816')]), 'axis');
    expect(sorted(z)).toEqual([...geo.neighbors('2816')].sort());
    expect(z.has('2816')).toBe(false);
    expect(zocOfSide(module, game([unit('fs-i', '2816')]), 'allied').size).toBe(0);
  });

  it('7.3: disrupted and out-of-supply units still exert ZOC; a stack exerts the same ZOC as one unit', () => {
    const one = zocOfSide(module, game([unit('de-1ss', '2816')]), 'axis');
    // a German unit alone in Madrid is far beyond 4212 (out of supply, 11.4) and disrupted here
    expect(sorted(zocOfSide(module, game([unit('de-1ss', '2816', { disrupted: true })]), 'axis'))).toEqual(sorted(one));
    const stack = game([unit('de-1ss', '2816'), unit('fs-i', '2816')]);
    expect(sorted(zocOfSide(module, stack, 'axis'))).toEqual(sorted(one));
  });

  it('7.3: the ZOC of both sides may be exerted into the same hex', () => {
    const s = game([unit('fs-i', '2816'), unit('rs-ii', '2818')]);
    expect(zocOfSide(module, s, 'axis').has('2817')).toBe(true);
    expect(zocOfSide(module, s, 'allied').has('2817')).toBe(true);
  });

  it('7.3: no ZOC into all-sea hexes; across the Algeciras straits only unless the straits option blocks it', () => {
    const s = game([unit('us-1id', '1321')]);
    const z = zocOfSide(module, s, 'allied');
    expect(z.has('1220') || z.has('1221')).toBe(false); // all-sea hexes next to Algeciras
    expect(z.has('1322')).toBe(true); // 7.3: "no other kind of terrain or water feature" inhibits ZOC
    const blocked = zocOfSide(module, game([unit('us-1id', '1321')], { options: { straitsBlockZoc: true } }), 'allied');
    expect(blocked.has('1322')).toBe(false);
    expect(blocked.has('1421')).toBe(true);
  });

  it('7.3: no ZOC across an all-sea hexside (1421/1322)', () => {
    expect(zocOfSide(module, game([unit('us-1id', '1421')]), 'allied').has('1322')).toBe(false);
  });

  it('7.3: a unit in 1422 exerts ZOC only into 1421, whatever the straits option', () => {
    expect(sorted(zocOfSide(module, game([unit('uk-ggb', '1422')]), 'allied'))).toEqual(['1421']);
    const opt = game([unit('uk-ggb', '1422')], { options: { straitsBlockZoc: true } });
    expect(sorted(zocOfSide(module, opt, 'allied'))).toEqual(['1421']);
  });

  it('7.2: markers exert no ZOC and do not stop the units with them from exerting theirs', () => {
    const markers = [
      marker('air1', 'airpower', '2816'),
      marker('bh', 'beachhead', '1320'),
      marker('p', 'partisan', '2310'),
    ];
    expect(zocOfSide(module, game(markers), 'allied').size).toBe(0);
    const withUnit = game([...markers, unit('us-1id', '1320')]);
    expect(zocOfSide(module, withUnit, 'allied').size).toBeGreaterThan(0);
  });

  it('8.1: neutral Portuguese units are frozen and exert no ZOC until Portugal enters the war', () => {
    expect(zocOfSide(module, game([unit('pt-lmc', '1409')]), 'allied').size).toBe(0);
    expect(zocOfSide(module, game([unit('pt-lmc', '1409')], { portugal: true }), 'allied').has('1410')).toBe(true);
  });

  it('7.5: inEzoc asks whether the hex is in the ZOC of the enemy of the given side', () => {
    const s = game([unit('fs-i', '2816')]);
    expect(inEzoc(module, s, 'allied', '2817')).toBe(true);
    expect(inEzoc(module, s, 'axis', '2817')).toBe(false);
    expect(inEzoc(module, s, 'allied', '2819')).toBe(false);
  });

  it('7.1: the ZOC is cached per state and follows a piece moved in place', () => {
    const s = game([unit('fs-i', '2816'), unit('fs-ii', '3020')]);
    const first = zocOfSide(module, s, 'axis');
    expect(zocOfSide(module, s, 'axis')).toBe(first);
    // An owned reduce changes the state's pieces array in place, replacing a piece object (never changing one:
    // draft.ts setPiece): moved, put on top of its stack, or taken away.
    s.pieces[0] = { ...s.pieces[0]!, at: { kind: 'hex', hex: '1919' } };
    const moved = zocOfSide(module, s, 'axis');
    expect(moved.has('1920') && !moved.has('2817')).toBe(true);
    s.pieces[1] = { ...s.pieces[1]! };
    expect(zocOfSide(module, s, 'axis')).toBe(moved); // a new object with the same face and place: the memo holds
    s.pieces.shift();
    expect(zocOfSide(module, s, 'axis').has('1920')).toBe(false);
    // and the vars it reads, changed in place: Portugal's entry unfreezes a Portuguese unit (8.1)
    s.pieces.push(unit('pt-lmc', '1409'));
    expect(zocOfSide(module, s, 'allied').size).toBe(0);
    (s.vars as { portugal: boolean }).portugal = true;
    expect(zocOfSide(module, s, 'allied').has('1410')).toBe(true);
  });
});

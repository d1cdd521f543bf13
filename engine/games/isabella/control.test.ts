// Derived tests for 7.7 (hex control) on the real Isabella map, with the rulebook's Cordoba example.
import { describe, expect, it } from 'vitest';
import { game, isabellaModule, marker, unit } from './isabella.fixture.js';
import { initialControl, portugalHexes, updateControl } from './control.js';
import { geoOf } from './geo.js';

const module = isabellaModule;
const geo = geoOf(module);

describe('Isabella hex control (7.7)', () => {
  it('7.7 (Cordoba example): an Allied unit moving next to an empty Axis Cordoba 1919 takes it by ZOC', () => {
    const s = game([unit('us-1id', '2019')], { control: { '1919': 'axis' } });
    expect(updateControl(module, s, ['2020', '2019'])['1919']).toBe('allied');
  });

  it('7.7 (Cordoba example): an Axis unit also next to Cordoba contests the Allied ZOC; nothing changes', () => {
    const s = game([unit('us-1id', '2019'), unit('fs-ii', '1819')], { control: { '1919': 'axis', '1920': 'allied' } });
    const c = updateControl(module, s, ['2019']);
    expect(c['1919']).toBe('axis');
    expect(c['1920']).toBe('allied'); // next to both: contested, unchanged
    expect(c['1818']).toBe('axis'); // next to the Axis unit only
  });

  it("7.7: a hex holding units of one side is that side's, whatever ZOC surrounds it", () => {
    const s = game([unit('us-1id', '2019'), unit('fs-ii', '1919')], { control: { '1919': 'allied' } });
    const c = updateControl(module, s, []);
    expect(c['1919']).toBe('axis'); // the actual enemy unit in Cordoba
    expect(c['2019']).toBe('allied');
  });

  it("7.7: control lasts until changed; a hex nobody's ZOC reaches keeps its controller", () => {
    const s = game([unit('us-1id', '2019')], { control: { '2816': 'axis', '1919': 'axis' } });
    expect(updateControl(module, s, [])['2816']).toBe('axis');
  });

  it("7.7 (digest §11.4 item 27): the hexes a move passes through become the mover's", () => {
    const s = game([unit('fs-ii', '2818'), unit('us-1id', '1919')], { control: { '2817': 'allied' } });
    const c = updateControl(module, s, ['2817', '2818']);
    expect(c['2817']).toBe('axis');
    expect(c['2818']).toBe('axis');
  });

  it('7.7: the German supply source 4212 changes hands only when a unit enters it, never by ZOC', () => {
    const next = game([unit('us-1id', '4211')], { control: { '4212': 'axis' } });
    expect(updateControl(module, next, ['4211'])['4212']).toBe('axis');
    const inside = game([unit('us-1id', '4212')], { control: { '4212': 'axis' } });
    expect(updateControl(module, inside, ['4211', '4212'])['4212']).toBe('allied');
  });

  it('7.7: the beachhead hex changes hands only when a unit enters it, never by ZOC', () => {
    const s = game([unit('de-1ss', '1420'), marker('bh', 'beachhead', '1320')], {
      beachhead: '1320',
      control: { '1320': 'allied', '1419': 'allied' },
    });
    const c = updateControl(module, s, ['1420']);
    expect(c['1320']).toBe('allied');
    expect(c['1419']).toBe('axis');
    const entered = { ...s, pieces: [unit('de-1ss', '1320')] };
    expect(updateControl(module, entered, ['1320'])['1320']).toBe('axis');
  });

  it('8.2: a ZOC reaching into neutral Portugal takes no Portuguese hex', () => {
    const s = game([unit('fs-ii', '1415')]);
    expect(updateControl(module, s, [])['1315']).toBeUndefined();
    expect(updateControl(module, { ...s, vars: { ...s.vars, portugal: true } }, [])['1315']).toBe('axis');
  });

  it('7.7: at the start of Turn 1 Republican units claim their hexes and the hexes around them for the Allies', () => {
    const c = initialControl(module, game([unit('rs-ii', '1618')]));
    for (const h of ['1618', ...geo.neighbors('1618')]) expect(c[h], h).toBe('allied');
    expect(c['1919']).toBeUndefined();
  });

  it('7.7: at the start the Axis holds France and the hexes with or next to Falangists and paratroop regiments', () => {
    const c = initialControl(module, game([unit('fs-i', '2816'), unit('de-fjr5', '1919'), unit('de-7fl', '2412')]));
    for (const h of ['4212', '4012', '4214', '4215']) expect(c[h], h).toBe('axis');
    for (const h of ['2816', '2817', '1919', '1920']) expect(c[h], h).toBe('axis');
    expect(c['2413']).toBeUndefined(); // the paratroop division claims only its own hex
    expect(c['2412']).toBe('axis');
  });

  it('7.7: at the start the beachhead and the hexes next to it are Allied, and Gibraltar', () => {
    const pieces = [unit('uk-ggb', '1422'), marker('bh', 'beachhead', '1320')];
    const c = initialControl(module, game(pieces, { beachhead: '1320' }));
    for (const h of ['1320', '1419', '1420', '1321']) expect(c[h], h).toBe('allied');
    expect(c['1422']).toBe('allied');
  });

  it('7.7 (digest §11.4 item 19): a hex next to units of both sides stays uncontrolled', () => {
    const c = initialControl(module, game([unit('rs-ii', '1618'), unit('fs-iii', '1620')]));
    expect(c['1619']).toBeUndefined();
    expect(c['1618']).toBe('allied');
    expect(c['1620']).toBe('axis');
  });

  it('7.7: all of Portugal is Allied at the start only if Portugal is in the war', () => {
    const neutral = initialControl(module, game([unit('fs-ii', '1415')]));
    expect(portugalHexes(module).some((h) => neutral[h] !== undefined)).toBe(false);
    const lisbon = game([marker('bh', 'beachhead', '1409')], { portugal: true, beachhead: '1409' });
    const inWar = initialControl(module, lisbon);
    expect(portugalHexes(module).length).toBe(82);
    expect(portugalHexes(module).every((h) => inWar[h] === 'allied')).toBe(true);
  });
});

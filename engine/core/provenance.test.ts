import { describe, expect, it } from 'vitest';
import type { ChartDef, GameModule, Provenance } from './module.js';
import {
  chartCellCounts,
  chartHasReconstructed,
  isReconstructed,
  listReconstructed,
  rulebookHexClaims,
} from './provenance.js';

const R = (ref: string): Provenance => ({ source: 'rulebook', ref });
const X = (reason: string): Provenance => ({ source: 'reconstructed', reason });

function chart(prov: Provenance, cellProv?: Provenance[][]): ChartDef {
  return {
    id: 'crt',
    name: 'CRT',
    kind: 'crt',
    columns: ['1:1', '2:1'],
    rows: [
      { key: '1', cells: ['AS', 'DR'], ...(cellProv ? { prov: cellProv[0] } : {}) },
      { key: '2', cells: ['EX', 'DE'], ...(cellProv ? { prov: cellProv[1] } : {}) },
    ],
    prov,
  };
}

function sample(): GameModule {
  return {
    manifest: {
      id: 'demo',
      version: '0.1.0',
      title: 'Demo',
      rulebook: 'demo.txt',
      rules: 'table',
      sides: [
        { id: 'a', name: 'A', color: '#000000' },
        { id: 'b', name: 'B', color: '#ffffff' },
      ],
      nationalities: [
        { id: 'n1', name: 'North', side: 'a', background: '#000000', foreground: '#ffffff', prov: R('2.6') },
        { id: 'n2', name: 'South', side: 'b', background: '#ffffff', foreground: '#000000', prov: X('colour guessed') },
      ],
      files: {
        map: 'map.json',
        units: 'units.json',
        markers: 'markers.json',
        charts: 'charts.json',
        scenarios: 'scenarios.json',
      },
      prov: R('title page'),
    },
    map: {
      kind: 'hex',
      terrain: [{ id: 'clear', name: 'Clear', color: '#eeeeee', prov: R('12.5') }],
      hexes: [
        { id: '0101', terrain: 'clear', prov: X('from a DEM') },
        { id: '0102', terrain: 'clear', prov: X('from a DEM') },
        { id: '0103', terrain: 'clear', prov: R('2.2') },
        { id: '0104', terrain: 'clear' },
      ],
      hexsides: [{ a: '0101', b: '0102', features: ['river'], prov: X('river traced from geodata') }],
      boxes: [],
      prov: X('map drawn from public geodata'),
    },
    units: [
      {
        id: 'u1',
        name: '1st Div',
        nationality: 'n1',
        type: 'infantry',
        size: 'division',
        steps: 2,
        full: { attack: 8, defense: 8, movement: 8 },
        prov: R('2.4'),
        fieldProv: { reduced: X('half of full'), 'full.attack': R('2.4') },
      },
      {
        id: 'u2',
        name: '2nd Div',
        nationality: 'n2',
        type: 'infantry',
        size: 'division',
        steps: 1,
        full: { attack: 3, defense: 3, movement: 4 },
        prov: X('historical OOB'),
        fieldProv: { setupHex: X('garrison city') },
      },
    ],
    markers: [
      { id: 'turn', name: 'Turn', front: 'Turn', color: '#ffffff', count: 1, prov: R('3.6') },
      { id: 'ctl', name: 'Control', front: 'C', color: '#ffffff', count: 20, prov: X('count guessed') },
    ],
    charts: [
      chart(X('CRT not in the text'), [
        [R('13.14'), X('typical table')],
        [X('typical table'), X('typical table')],
      ]),
    ],
    scenarios: [
      {
        id: 's',
        name: 'Campaign',
        firstTurn: 1,
        lastTurn: 2,
        phases: ['p'],
        firstSide: 'a',
        turns: [],
        prov: R('3.0'),
        placements: [
          { def: 'u1', at: { hex: '0101' }, prov: R('3.2') },
          { def: 'u2', at: { hex: '0102' }, prov: X('garrison city') },
        ],
      },
    ],
  };
}

describe('isReconstructed', () => {
  it('is true only for reconstructed labels', () => {
    expect(isReconstructed(X('why'))).toBe(true);
    expect(isReconstructed(R('1.0'))).toBe(false);
    expect(isReconstructed({ source: 'user' })).toBe(false);
    expect(isReconstructed(undefined)).toBe(false);
  });
});

describe('chartHasReconstructed / chartCellCounts', () => {
  it('sees a reconstructed chart label', () => {
    expect(chartHasReconstructed(chart(X('missing')))).toBe(true);
  });
  it('sees one reconstructed cell in a rulebook chart', () => {
    const c = chart(R('14.0'), [
      [R('a'), R('b')],
      [R('c'), X('one cell guessed')],
    ]);
    expect(chartHasReconstructed(c)).toBe(true);
    const counts = chartCellCounts(c);
    expect(counts.total).toBe(4);
    expect(counts.reconstructed).toBe(1);
    expect(counts.byReason.get('one cell guessed')).toBe(1);
  });
  it('is false for an all-rulebook chart', () => {
    expect(chartHasReconstructed(chart(R('14.0')))).toBe(false);
    expect(
      chartHasReconstructed(
        chart(R('14.0'), [
          [R('a'), R('b')],
          [R('c'), R('d')],
        ]),
      ),
    ).toBe(false);
  });
  it('lets cells without a label inherit the chart label', () => {
    expect(chartCellCounts(chart(X('all guessed'))).reconstructed).toBe(4);
  });
});

describe('listReconstructed', () => {
  const items = listReconstructed(sample());
  const whats = items.map((i) => i.what);
  /** The list has an item with these fields (and its subject, checked apart). */
  const has = (fields: object) => expect(items).toContainEqual(expect.objectContaining(fields));

  it('lists reconstructed manifest parts and never rulebook ones', () => {
    has({ what: 'nationality South', where: 'module.json nationalities[n2]', reason: 'colour guessed' });
    expect(whats.some((w) => w.includes('North'))).toBe(false);
    expect(whats.some((w) => w.startsWith('module'))).toBe(false);
  });

  it('summarises hexes and hexsides by reason', () => {
    has({ what: '2 hexes (0101, 0102)', where: 'map.json hexes', reason: 'from a DEM' });
    has({ what: '1 hexside (0101/0102)', where: 'map.json hexsides', reason: 'river traced from geodata' });
    has({ what: 'the map', where: 'map.json', reason: 'map drawn from public geodata' });
  });

  it('lists reconstructed unit fields of rulebook units, and whole reconstructed units', () => {
    has({ what: 'unit 1st Div: reduced', where: 'units.json u1.reduced', reason: 'half of full' });
    expect(whats).not.toContain('unit 1st Div');
    expect(whats).not.toContain('unit 1st Div: full.attack');
    has({ what: 'unit 2nd Div', where: 'units.json u2', reason: 'historical OOB' });
    has({ what: 'unit 2nd Div: setupHex', where: 'units.json u2.setupHex', reason: 'garrison city' });
  });

  it('lists markers, charts with their cell counts, and placements', () => {
    has({ what: 'marker Control', where: 'markers.json ctl', reason: 'count guessed' });
    expect(whats).not.toContain('marker Turn');
    has({ what: 'chart CRT', where: 'charts.json crt', reason: 'CRT not in the text' });
    has({ what: 'CRT: 3 of 4 cells', where: 'charts.json crt rows', reason: 'typical table' });
    has({ what: '1 placement (u2)', where: 'scenarios.json s placements', reason: 'garrison city' });
  });

  it('gives each item its subject as data and the translated reasons of its label', () => {
    const subject = (what: string) => items.find((i) => i.what === what)?.subject;
    expect(subject('unit 2nd Div: setupHex')).toEqual({ kind: 'unit', id: 'u2', name: '2nd Div', field: 'setupHex' });
    expect(subject('2 hexes (0101, 0102)')).toEqual({ kind: 'hex', count: 2, ids: ['0101', '0102'] });
    expect(subject('CRT: 3 of 4 cells')).toEqual({ kind: 'chartCells', id: 'crt', name: 'CRT', count: 3, total: 4 });
    expect(items.find((i) => i.what === 'the map')?.subject).toEqual({ kind: 'map' });
    const m = sample();
    m.markers[1].prov = { source: 'reconstructed', reason: 'count guessed', reasons: { es: 'número supuesto' } };
    m.map.hexes[0].prov = { source: 'reconstructed', reason: 'from a DEM', reasons: { es: 'de un MDT' } };
    const translated = listReconstructed(m);
    expect(translated.find((i) => i.what === 'marker Control')?.reasons).toEqual({ es: 'número supuesto' });
    expect(translated.find((i) => i.what === '2 hexes (0101, 0102)')?.reasons).toEqual({ es: 'de un MDT' });
    expect(translated.find((i) => i.what === 'unit 2nd Div')).not.toHaveProperty('reasons');
  });

  it('finds nothing in a module made only of rulebook data', () => {
    const m = sample();
    m.manifest.nationalities[1].prov = R('2.6');
    m.map.prov = R('map');
    m.map.hexes.forEach((h) => {
      h.prov = R('2.2');
    });
    m.map.hexsides = [];
    m.units = [m.units[0]];
    m.units[0].fieldProv = {};
    m.markers = [m.markers[0]];
    m.charts = [chart(R('14.0'))];
    m.scenarios[0].placements = [m.scenarios[0].placements[0]];
    expect(listReconstructed(m)).toEqual([]);
  });
});

describe('rulebookHexClaims', () => {
  it('flags a rulebook placement whose hex the rulebook never names', () => {
    // u1's placement says rulebook 3.2, but 0101 is not a hex the (sample) rulebook prints.
    expect(rulebookHexClaims(sample(), ['0103'])).toEqual([
      { where: 'scenarios.json s placements[0] (u1)', hex: '0101' },
    ]);
  });
  it('accepts a rulebook placement on a named hex and a reconstructed one anywhere', () => {
    expect(rulebookHexClaims(sample(), ['0101'])).toEqual([]);
  });
  it('ignores placements in boxes', () => {
    const m = sample();
    m.scenarios[0].placements = [{ def: 'u1', at: { box: 'pool' }, prov: R('3.2') }];
    expect(rulebookHexClaims(m, [])).toEqual([]);
  });
  it('flags a unit set-up hex labelled rulebook, or inheriting a rulebook counter label, off the named hexes', () => {
    const m = sample();
    m.scenarios[0].placements = [];
    m.units[1].setupHex = '0104';
    m.units[1].fieldProv = { setupHex: R('3.2') };
    m.units[0].setupHex = '0102'; // no label of its own: inherits the counter's rulebook 2.4
    expect(rulebookHexClaims(m, ['0103'])).toEqual([
      { where: 'units.json u1.setupHex', hex: '0102' },
      { where: 'units.json u2.setupHex', hex: '0104' },
    ]);
    m.units[1].fieldProv = { setupHex: X('garrison city') };
    m.units[0].fieldProv = { setupHex: X('garrison city') };
    expect(rulebookHexClaims(m, ['0103'])).toEqual([]);
  });
});

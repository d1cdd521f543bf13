// Runtime checks of schemas/module.schema.json with Ajv (draft 2020-12, strict mode as schemas/build.ts uses):
// the shipped Isabella module validates, and a broken sample of every kind of module file is rejected.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Ajv2020Import from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { MODULE_FILE_KINDS } from './build.js';

// ajv is CommonJS: under Node ESM the default import may be module.exports itself.
const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ?? Ajv2020Import) as typeof Ajv2020Import;

const here = dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(readFileSync(join(here, 'module.schema.json'), 'utf8')) as {
  $id: string;
  $defs: Record<string, unknown>;
};
const moduleDir = join(here, '..', 'assets', 'modules', 'isabella');
const read = (name: string): unknown => JSON.parse(readFileSync(join(moduleDir, name), 'utf8'));
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const ajv = new Ajv2020({ strict: true, allErrors: true });
ajv.addSchema(schema);
const KINDS = MODULE_FILE_KINDS;
const validators = Object.fromEntries(
  KINDS.map((k) => [k, ajv.getSchema(`${schema.$id}#/$defs/${k}`) as ValidateFunction]),
) as Record<(typeof KINDS)[number], ValidateFunction>;

function ok(kind: (typeof KINDS)[number], data: unknown): void {
  const v = validators[kind];
  const valid = v(data);
  expect(valid, JSON.stringify(v.errors?.slice(0, 5), null, 1)).toBe(true);
}
function bad(kind: (typeof KINDS)[number], data: unknown): void {
  expect(validators[kind](data)).toBe(false);
}

// A small but complete hex map: the base of the broken variants below.
const miniMap = {
  kind: 'hex',
  grid: { orientation: 'flat', shifted: 'even', firstCol: 1, firstRow: 1, cols: 2, rows: 2, digits: 2, size: 40 },
  terrain: [{ id: 'clear', name: 'Clear', color: '#e8e0b0', prov: { source: 'rulebook', ref: '12.5' } }],
  hexes: [
    {
      id: '0101',
      terrain: 'clear',
      city: { name: 'Town', port: true, size: 'minor', lon: -3.7, lat: 40.4 },
      region: 'spain',
    },
    { id: '0102', terrain: 'clear', coastal: true, prov: { source: 'reconstructed', reason: 'from geodata' } },
  ],
  hexsides: [{ a: '0101', b: '0102', features: ['river'], name: 'Tajo' }],
  boxes: [
    { id: 'turn-track', name: 'Turn Track', kind: 'track', place: 'map', x: 0, y: 0, w: 100, h: 20, slots: ['1', '2'] },
  ],
  prov: { source: 'reconstructed', reason: 'test map' },
};

describe('module.schema.json', () => {
  it('compiles in strict mode and names every module file kind', () => {
    expect(schema.$id).toBe('https://sandtable.app/schemas/module.json');
    for (const k of KINDS) expect(typeof validators[k]).toBe('function');
  });

  it('accepts every Isabella module file', () => {
    ok('manifest', read('module.json'));
    ok('units', read('units.json'));
    ok('markers', read('markers.json'));
    ok('charts', read('charts.json'));
    ok('scenarios', read('scenarios.json'));
  });

  it('accepts the Isabella map', () => {
    ok('map', read('map.json'));
  });

  it('rejects a broken manifest', () => {
    const m = read('module.json') as Record<string, unknown>;
    ok('manifest', m);
    const typo = clone(m);
    typo.titel = 'x';
    bad('manifest', typo);
    const noFiles = clone(m);
    delete noFiles.files;
    bad('manifest', noFiles);
    const badColour = clone(m) as { nationalities: { background: string }[] };
    badColour.nationalities[0].background = 'black';
    bad('manifest', badColour);
    const badVersion = clone(m);
    badVersion.version = 'one';
    bad('manifest', badVersion);
  });

  it('accepts a small map and rejects broken ones', () => {
    ok('map', miniMap);
    const badHex = clone(miniMap);
    (badHex.hexes[0] as Record<string, unknown>).id = 'Madrid';
    bad('map', badHex);
    const badGrid = clone(miniMap);
    (badGrid.grid as Record<string, unknown>).orientation = 'diagonal';
    bad('map', badGrid);
    const typo = clone(miniMap);
    (typo.hexsides[0] as Record<string, unknown>).feature = ['road'];
    bad('map', typo);
    const noProv = clone(miniMap) as Record<string, unknown>;
    delete noProv.prov;
    bad('map', noProv);
  });

  it('rejects broken units', () => {
    const units = read('units.json') as Record<string, unknown>[];
    const noSteps = clone(units);
    delete noSteps[0].steps;
    bad('units', noSteps);
    const textFactor = clone(units);
    (textFactor[0].full as Record<string, unknown>).attack = 'eight';
    bad('units', textFactor);
    const typo = clone(units);
    typo[0].setupHexx = '2816';
    bad('units', typo);
    const badProv = clone(units);
    badProv[0].prov = { source: 'guess' };
    bad('units', badProv);
    const noReason = clone(units);
    noReason[0].prov = { source: 'reconstructed' };
    bad('units', noReason);
  });

  it('rejects broken markers', () => {
    const markers = read('markers.json') as Record<string, unknown>[];
    const negative = clone(markers);
    negative[0].count = -1;
    bad('markers', negative);
    const noFront = clone(markers);
    delete noFront[0].front;
    bad('markers', noFront);
    const typo = clone(markers);
    typo[0].colour = '#ffffff';
    bad('markers', typo);
  });

  it('rejects broken charts', () => {
    const charts = read('charts.json') as Record<string, unknown>[];
    const badKind = clone(charts);
    badKind[0].kind = 'dice';
    bad('charts', badKind);
    const badRow = clone(charts);
    (badRow[0].rows as Record<string, unknown>[])[0].cell = [];
    bad('charts', badRow);
    const badCellProv = clone(charts);
    ((badCellProv[0].rows as Record<string, unknown>[])[0].prov as unknown[])[0] = 'rulebook';
    bad('charts', badCellProv);
  });

  it('rejects broken scenarios', () => {
    const scenarios = read('scenarios.json') as Record<string, unknown>[];
    const noPhases = clone(scenarios);
    noPhases[0].phases = [];
    bad('scenarios', noPhases);
    const badAt = clone(scenarios);
    (badAt[0].placements as Record<string, unknown>[])[0].at = { hex: '2816', box: 'dead' };
    bad('scenarios', badAt);
    const badTurn = clone(scenarios);
    (badTurn[0].turns as Record<string, unknown>[])[0].turn = 'one';
    bad('scenarios', badTurn);
    bad('scenarios', []);
  });
});

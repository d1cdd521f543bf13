// The Struggle for Europe's counters for Barbarossa (units.json, built by assets/tools/sfe/oob-units.ts) with the
// module.json: the module format, the rulebook's sample counters (digest §2.6), the historical corps counts
// of 22 June 1941 (COUNTERS.md), leaders, supply units, forts and air units, and a label with a reason on each.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ModuleManifest, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { serialize } from '../../tools/sfe/charts-kit.js';
import { buildManifest } from '../../tools/sfe/manifest.js';
import { buildUnits } from '../../tools/sfe/oob-units.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'units.json'), 'utf8');
const units = JSON.parse(text) as UnitDef[];
const manifestText = readFileSync(join(here, 'module.json'), 'utf8');
const manifest = JSON.parse(manifestText) as ModuleManifest;
const byId = new Map(units.map((u) => [u.id, u]));
const face = (u: UnitDef) => `${u.full.attack}-${u.full.defense}-${u.full.movement}`;
const group = (u: UnitDef) => u.flags?.find((f) => f.startsWith('group:'))?.slice(6);
/** The counters set up on 22 June (placed by the scenario), not the later reinforcements. */
const setUp = new Set(
  (JSON.parse(readFileSync(join(here, 'scenarios.json'), 'utf8')) as ScenarioDef[])[0].placements.map((p) => p.def),
);
const of = (g: string, type: string) => units.filter((u) => setUp.has(u.id) && group(u) === g && u.type === type);

describe('SFE counters: the format', () => {
  it('validates against the module schema and is exactly what the order-of-battle script builds', () => {
    expect(validateModuleFile('units', units)).toEqual({ ok: true });
    expect(serialize(buildUnits())).toBe(text);
  });

  it('module.json validates, names rules "sfe", and holds every nationality a counter uses (§3.7)', () => {
    expect(validateModuleFile('manifest', manifest)).toEqual({ ok: true });
    expect(serialize(buildManifest())).toBe(manifestText);
    expect(manifest.rules).toBe('sfe');
    const nations = new Set(manifest.nationalities.map((n) => n.id));
    for (const u of units) expect(nations.has(u.nationality), u.id).toBe(true);
  });

  it('labels every counter a reconstruction with its reason, and the rulebook\u2019s own samples rulebook', () => {
    expect(byId.size).toBe(units.length);
    for (const u of units) {
      expect(u.prov.source, u.id).toBe('reconstructed');
      if (u.prov.source === 'reconstructed') expect(u.prov.reason.length, u.id).toBeGreaterThan(60);
    }
    expect(byId.get('G-I')!.fieldProv?.['full.attack']).toEqual({ source: 'rulebook', ref: '§10.02' });
  });
});

describe('SFE counters: Spanish names', () => {
  it('gives every counter a Spanish name with no English word of the order of battle left', () => {
    const words = 'Corps|Army|Division|Divisions|Rifle|Mechanised|Motorised|Supply|Fortified|reserve|and|the|with';
    const english = new RegExp(`\\b(${words}|Front|fighters|bombers|Group)\\b`);
    for (const u of units) expect(u.names?.es, u.id).toBeDefined();
    for (const u of units) expect(english.test(u.names!.es), `${u.id}: ${u.names!.es}`).toBe(false);
  });

  it('writes ordinals with the gender of what they count: 19.º Cuerpo, 1.ª División, 41.ª Región', () => {
    expect(byId.get('S-19RC')!.names!.es).toBe('19.º Cuerpo de Fusileros (23.º Ejército)');
    expect(byId.get('G-1Cav')!.names!.es).toBe('1.ª División de Caballería');
    expect(byId.get('S-UR41')!.names!.es).toBe('41.ª Región Fortificada (Telšiai)');
    expect(byId.get('E-250')!.names!.es).toBe('250.ª División (Azul)');
  });
});

describe('SFE counters: the rulebook\u2019s samples (§3.1, §3.2)', () => {
  it('§10.02 the German infantry corps is 10-10-4 with a 4-4-4 reduced side; §28.01 the panzer corps 16-16-6', () => {
    const inf = byId.get('G-XII')!;
    expect([face(inf), `${inf.reduced!.attack}-${inf.reduced!.defense}-${inf.reduced!.movement}`]).toEqual([
      '10-10-4',
      '4-4-4',
    ]);
    expect(face(byId.get('G-XLVII')!)).toBe('16-16-6');
  });

  it('§9.03 the Soviet rifle corps is 4-6-3; §26.01 the Italian 6-6-4; §28.10 the artillery 4-2-2 / 6-4-0', () => {
    expect(face(byId.get('S-28RC')!)).toBe('4-6-3');
    expect(face(byId.get('I-CSIR')!)).toBe('6-6-4');
    const art = byId.get('G-Art')!;
    expect([face(art), art.reduced!.movement, art.flags]).toEqual([
      '4-2-2',
      0,
      expect.arrayContaining(['optional-28.10']),
    ]);
  });

  it('§3.2 air units print air combat, bombing and range as the book\u2019s F 3 1 5, A 1 6 6 and B 2 4 14', () => {
    const printed = (id: string) => Object.values(byId.get(id)!.full.factors!).join(' ');
    expect([printed('LF2-JG51'), printed('LF2-StG2'), printed('LF2-KG2')]).toEqual(['3 1 5', '1 6 6', '2 4 14']);
    for (const u of units.filter((x) => x.type.startsWith('air-')))
      expect(['air-F', 'air-A', 'air-B', 'air-HB', 'air-T']).toContain(u.type);
  });

  it('§3.3 naval units print type, protection, flak, surface, shore and speed; all have 7 MPs (§18.01)', () => {
    const ships = units.filter((u) => u.type.startsWith('naval-'));
    const letter = (n: number) => 'ABCDEF'[n - 1];
    const printed = (u: UnitDef) => {
      const f = u.full.factors!;
      const fifth = f.transport ? `${f.transport === 1 ? 'A' : 'I'} ${f.capacity === 1 ? 1 : 'H'}` : u.full.defense;
      const mid = f.transport ? fifth : `${u.full.attack} ${fifth}`;
      return `${u.type.slice(6)} ${letter(f.protection!)} ${f.flak} ${mid} ${f.fast ? 'F' : 'S'}`;
    };
    expect(printed(byId.get('NV-SU-BF-DD1')!)).toBe('DD F 20 30 16 F');
    expect(printed(byId.get('NV-SU-BS-TT')!)).toBe('TT F 12 I 1 S');
    expect(printed(byId.get('NV-R-TT')!)).toBe('TT F 6 I H S');
    for (const u of ships) {
      expect(u.id.startsWith('NV-'), u.id).toBe(true);
      expect(['BB', 'BC', 'PB', 'CD', 'CA', 'CL', 'CV', 'CVL', 'DD', 'TT']).toContain(u.type.slice(6));
      expect(u.full.movement, u.id).toBe(7);
      // §20.03 the reduced side half the full, as the book's 12 and 6
      if (u.reduced) expect(u.reduced.attack, u.id).toBe(Math.floor(u.full.attack / 2));
    }
    const nations = new Set(ships.map((u) => u.nationality));
    expect([...nations].sort()).toEqual(['german', 'romanian', 'soviet']);
  });
});

describe('SFE counters: the orders of battle of 22 June 1941', () => {
  it('has the ten German motorised corps as panzer corps: North 2, Centre 5, South 3', () => {
    expect([of('AGN', 'armor').length, of('AGC', 'armor').length, of('AGS', 'armor').length]).toEqual([2, 5, 3]);
  });

  it('has the army groups\u2019 infantry corps: North 6, Centre 11, South 9 (with 11th Army), XLIX Mountain', () => {
    expect([of('AGN', 'infantry').length, of('AGC', 'infantry').length, of('AGS', 'infantry').length]).toEqual([
      6, 11, 9,
    ]);
    expect(of('AGS', 'mountain').map((u) => u.id)).toEqual(['G-XLIX']);
  });

  it('has the Red Army\u2019s mechanised corps 1st to 26th once each, and the 2nd, 5th and 6th Cavalry Corps', () => {
    const mech = units.filter((u) => /^S-\d+MC$/.test(u.id)).map((u) => Number(u.id.slice(2, -2)));
    expect(mech.sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(units.filter((u) => /^S-\d+CC$/.test(u.id)).map((u) => u.id)).toEqual(['S-6CC', 'S-5CC', 'S-2CC']);
  });

  it('has each front\u2019s rifle corps (Northern 2, Northwestern 7, Western 8, Southwestern 11, Southern 5)', () => {
    const rc = (g: string) => units.filter((u) => group(u) === g && /^S-\d+RC$/.test(u.id)).length;
    expect(['Northern', 'Northwestern', 'Western', 'Southwestern', 'Southern'].map(rc)).toEqual([2, 7, 8, 11, 5]);
  });

  it('has the new frontier\u2019s fortified regions as static 1-3-0 units that cannot be replaced (§27.23(2))', () => {
    const fr = units.filter((u) => u.flags?.includes('fortified-region') && u.id.startsWith('S-UR'));
    expect(fr.length).toBe(14);
    for (const u of fr) expect(u.full.movement).toBe(0);
  });

  it('§24 has the Stalin Line\u2019s forts as regular forts and Sevastopol\u2019s major fort', () => {
    const forts = units.filter((u) => u.type === 'fort');
    expect(forts.filter((u) => u.size === 'regular').length).toBeGreaterThanOrEqual(14);
    expect(forts.filter((u) => u.size === 'major').map((u) => u.id)).toEqual(['F-Sevastopol']);
  });

  it('§13 has the leaders the rules name for 1941 (Guderian, Hoth, Kleist, Zhukov), moving as armor (§3.4)', () => {
    const leaders = units.filter((u) => u.type === 'leader');
    expect(leaders.map((u) => u.name).sort()).toEqual(['Guderian', 'Hoth', 'Kleist', 'Zhukov']);
    for (const l of leaders) expect(l.full.movement).toBeGreaterThanOrEqual(5);
  });

  it('§23.22 has full supply units with a half side, one per German army group', () => {
    const sup = units.filter((u) => u.type === 'supply');
    expect(sup.every((u) => u.steps === 2)).toBe(true);
    expect(sup.filter((u) => u.nationality === 'german').map(group)).toEqual(['AGN', 'AGC', 'AGS']);
  });
});

// La Batalla del Ebro's counters (units.json, built by assets/tools/ebro/oob-units.ts), with module.json and
// markers.json: the module format, the series' factor layout (B.9.2) as engine/games/ourwar/units.ts reads it, the
// chain of command (VII, D), the designer's three-battalion brigades (digest §10.2), the scale of COUNTERS.md, and a
// reconstructed label on every counter.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GameModule, MarkerDef, ModuleManifest, UnitDef } from '../../../engine/core/module.js';
import { factorsOf, hqOf, isAir, isBoats, isHQ, RANKS, rankOf } from '../../../engine/games/ourwar/units.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { buildUnits, serialize } from '../../tools/ebro/oob-units.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'units.json'), 'utf8');
const units = JSON.parse(text) as UnitDef[];
const manifest = JSON.parse(readFileSync(join(here, 'module.json'), 'utf8')) as ModuleManifest;
const module = { manifest, units } as unknown as GameModule;
const byId = new Map(units.map((u) => [u.id, u]));
const piece = (u: UnitDef, steps = u.steps) => ({ def: u.id, steps });
const sideOf = (u: UnitDef) => manifest.nationalities.find((n) => n.id === u.nationality)?.side;
const flags = (u: UnitDef) => u.flags ?? [];
const hqs = units.filter((u) => isHQ(module, piece(u)));
const air = units.filter((u) => isAir(module, piece(u)));
const boats = units.filter((u) => isBoats(module, piece(u)));
const ground = units.filter((u) => !isAir(module, piece(u)) && !isBoats(module, piece(u)) && u.type !== 'hq');
const infantry = ground.filter((u) => u.size === 'battalion' && ['infantry', 'shock-infantry'].includes(u.type));

/** The Flag union of engine/games/ourwar/units.ts, read from its source so the two never drift apart. */
const FLAGS = new Set(
  [
    ...readFileSync(join(here, '../../../engine/games/ourwar/units.ts'), 'utf8').matchAll(/^\s+\| '([a-z-]+)';?$/gm),
  ].map((m) => m[1]),
);

describe('Ebro module: module.json and markers.json', () => {
  it('module.json validates: rules "ebro", the two sides with Spanish names, seven nationalities with colours', () => {
    expect(validateModuleFile('manifest', manifest)).toEqual({ ok: true });
    expect([manifest.id, manifest.rules]).toEqual(['ebro', 'ebro']);
    expect(manifest.sides.map((s) => [s.id, s.names?.es])).toEqual([
      ['nationalist', 'Nacionales'],
      ['republican', 'Republicanos'],
    ]);
    expect(manifest.nationalities).toHaveLength(7);
    for (const n of manifest.nationalities) expect(n.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.prov.source).toBe('reconstructed');
  });

  it('B.9.1 markers.json validates, every marker in Spanish too, one per side where the book has a pair', () => {
    const markers = JSON.parse(readFileSync(join(here, 'markers.json'), 'utf8')) as MarkerDef[];
    expect(validateModuleFile('markers', markers)).toEqual({ ok: true });
    for (const m of markers) expect(m.names?.es && m.fronts?.es, m.id).toBeTruthy();
    for (const pair of ['activity', 'avp', 'cvp', 'redeployed', 'control'])
      expect(markers.filter((m) => m.id.startsWith(`${pair}-`)).map((m) => m.side)).toEqual([
        'nationalist',
        'republican',
      ]);
  });
});

describe('Ebro counters: the format', () => {
  it('validates against the module schema and is exactly what the order-of-battle script builds', () => {
    expect(validateModuleFile('units', units)).toEqual({ ok: true });
    expect(serialize(buildUnits())).toBe(text);
  });

  it('has unique ids, every nationality in module.json, every flag in the series vocabulary', () => {
    expect(byId.size).toBe(units.length);
    expect(FLAGS.has('bridge-engineer') && FLAGS.has('defence-only')).toBe(true);
    for (const u of units) {
      expect(sideOf(u), u.id).toBeDefined();
      for (const f of flags(u)) expect(FLAGS.has(f) || /^aircraft:/.test(f), `${u.id} ${f}`).toBe(true);
    }
  });

  it('labels every counter a reconstruction with its reason (the book prints none, digest §10.2)', () => {
    for (const u of units) {
      expect(u.prov.source, u.id).toBe('reconstructed');
      if (u.prov.source === 'reconstructed') expect(u.prov.reason.length, u.id).toBeGreaterThan(40);
      expect(u.names?.es, u.id).toBeTruthy();
    }
  });
});

describe('Ebro counters: B.9.2 factors as the series layer reads them', () => {
  it('B.9.2 a ground unit prints fire, range, assault, attack/defence, movement and stacking on both faces', () => {
    for (const u of ground)
      for (const face of [u.full, ...(u.reduced ? [u.reduced] : [])])
        for (const k of ['fire', 'range', 'assault', 'stack'])
          expect(face.factors?.[k], `${u.id} ${k}`).toBeTypeOf('number');
  });

  it('E battalions, groups and squadrons have two levels with a back about half the front; companies one', () => {
    for (const u of [...ground, ...air]) {
      const two = ['battalion', 'group', 'squadron'].includes(u.size) && !(u.type === 'ground-attack' && !u.reduced);
      expect(u.steps, u.id).toBe(two ? 2 : 1);
      if (u.steps === 1) continue;
      const full = factorsOf(module, piece(u));
      const back = factorsOf(module, piece(u, 1));
      expect(back.mp, u.id).toBe(full.mp);
      for (const k of ['fire', 'assault', 'attack', 'defense', 'stack', 'air', 'bombard'] as const)
        expect(back[k], `${u.id} ${k}`).toBe(Math.ceil(full[k] / 2));
    }
  });

  it('COUNTERS.md scale: an infantry battalion fires 1-2 at range 0-1, assaults 4-6, attacks and defends 3-4', () => {
    expect(infantry.length).toBeGreaterThan(100);
    for (const u of infantry) {
      const f = factorsOf(module, piece(u));
      expect([f.fire, f.range, f.assault, f.attack, f.defense, f.mp, f.stack], u.id).toSatisfy(
        ([fire, range, assault, attack, defense, mp, stack]: number[]) =>
          fire >= 1 &&
          fire <= 2 &&
          range <= 1 &&
          assault >= 4 &&
          assault <= 6 &&
          attack >= 3 &&
          attack <= 4 &&
          defense >= 3 &&
          defense <= 4 &&
          mp >= 6 &&
          mp <= 8 &&
          stack === 2,
      );
    }
  });

  it('B.9.2 field and heavy artillery fire 3-8 at range 3-8 and may not attack (factor in brackets)', () => {
    const guns = ground.filter((u) => ['artillery', 'heavy-artillery'].includes(u.type));
    expect(guns.length).toBeGreaterThan(10);
    for (const u of guns) {
      const f = factorsOf(module, piece(u));
      expect(f.fire >= 3 && f.fire <= 8 && f.range >= 3 && f.range <= 8, u.id).toBe(true);
      expect(flags(u)).toEqual(expect.arrayContaining(['artillery', 'defence-only']));
      expect(f.attack, u.id).toBe(0);
    }
  });

  it('IX.2.7 boats carry levels and stack 4 at full strength; they answer to no HQ', () => {
    expect(boats.length).toBeGreaterThanOrEqual(6);
    for (const u of boats) {
      expect(factorsOf(module, piece(u))).toMatchObject({ stack: 4 });
      expect(factorsOf(module, piece(u)).transport).toBeGreaterThan(factorsOf(module, piece(u, 1)).transport);
      expect(u.hq).toBeUndefined();
    }
  });

  it('XII an air unit prints bombardment, ground attack, air-to-air, transport, recon, stacking and its type', () => {
    expect(air.length).toBeGreaterThanOrEqual(15);
    for (const u of air) {
      for (const k of ['bombard', 'groundAttack', 'air', 'transport', 'recon', 'stack'])
        expect(u.full.factors?.[k], `${u.id} ${k}`).toBeTypeOf('number');
      expect(
        flags(u).filter((f) => f.startsWith('aircraft:')),
        u.id,
      ).toHaveLength(1);
      expect(['fighter', 'bomber', 'ground-attack', 'recon']).toContain(u.type);
      expect(flags(u).includes('fighter'), u.id).toBe(u.full.factors!.air >= 2);
    }
  });
});

describe('Ebro counters: the chain of command (VII, D)', () => {
  it('VII.2 an HQ prints defence, movement and stacking, and support, reorganisation and supply on its back', () => {
    expect(hqs.length).toBeGreaterThanOrEqual(18);
    for (const u of hqs) {
      expect(u.steps, u.id).toBe(1);
      expect(RANKS).toContain(u.size);
      const f = factorsOf(module, piece(u));
      expect(f.attack === 0 && f.defense > 0 && f.mp > 0 && f.stack === 1, u.id).toBe(true);
      expect(f.support > 0 && f.reorg > 0 && f.supply > 0, u.id).toBe(true);
    }
  });

  it('D every unit answers to an existing HQ of its own side and a higher rank than its own', () => {
    for (const u of units) {
      const up = hqOf(module, piece(u));
      if (!up) continue;
      const boss = byId.get(up);
      expect(boss?.type, `${u.id} → ${up}`).toBe('hq');
      expect(sideOf(boss!), u.id).toBe(sideOf(u));
      if (u.type === 'hq') expect(rankOf(module, piece(boss!)), u.id).toBeGreaterThan(rankOf(module, piece(u)));
    }
    const tops = hqs.filter((u) => !u.hq).map((u) => u.id);
    // the battle scenario's Maestrazgo Corps answers, as the Moroccan Corps, to no HQ on the map
    expect(tops.sort()).toEqual(['N-HQ-CEM', 'N-HQ-CEMZ', 'R-HQ-EE']);
  });

  it('VII.2.4 corps and army troops are assigned directly; ground combat units otherwise answer to a division', () => {
    for (const u of ground) {
      const boss = byId.get(u.hq ?? '');
      expect(boss, u.id).toBeDefined();
      expect(flags(u).includes('direct'), u.id).toBe(boss!.size !== 'division');
    }
  });

  it('digest §10.2 a 1938 brigade is shown as three battalions', () => {
    const brigades = new Map<string, number>();
    for (const u of infantry.filter((x) => x.id.startsWith('R-') && !x.id.startsWith('R-CAR'))) {
      const key = u.id.replace(/-\d+$/, '');
      brigades.set(key, (brigades.get(key) ?? 0) + 1);
    }
    expect(brigades.size).toBeGreaterThanOrEqual(20);
    for (const [b, n] of brigades) expect(n, b).toBe(3);
  });

  it('VII.2 Figs. 11-12: Bn 1 of the XI IB (35th Division) is XV Corps; V Corps (Líster) reorganises within 6', () => {
    const xi = byId.get('R-35D-XI-1')!;
    expect(flags(xi)).toContain('ib');
    expect(byId.get(xi.hq!)!.hq).toBe('R-HQ-XV');
    const v = byId.get('R-HQ-V')!;
    expect(v.name).toContain('Líster');
    expect(v.full.factors?.reorg).toBe(6);
    expect(v.fieldProv?.['full.factors.reorg']?.source).toBe('rulebook');
    expect(xi.fieldProv?.hq?.source).toBe('rulebook');
  });

  it('VII.6 Fig. 19: the National 102nd Division is Rada’s, the name labelled from the book', () => {
    const rada = byId.get('N-HQ-102D')!;
    expect(rada.name).toContain('Rada');
    expect(rada.fieldProv?.name).toMatchObject({ source: 'rulebook' });
  });
});

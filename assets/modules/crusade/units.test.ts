// The Crusade and Revolution counter manifest: every type of §2.6, every Campaign set-up unit and card
// reinforcement, factor ranges and the rulebook examples' factors (digest §8), and honest provenance labels.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDef, UnitDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import * as manifest from '../../tools/crusade/units.js';

const { ABBREVIATIONS, CAMPAIGN_SETUP, buildUnits, campaignPlacements, unitsJson } = manifest;
const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'units.json'), 'utf8');
const units: UnitDef[] = JSON.parse(text);
const byId = new Map(units.map((u) => [u.id, u]));
const map: MapDef = JSON.parse(readFileSync(join(here, 'map.json'), 'utf8'));
const cards: { id: string; event: { effects: { kind: string; add?: Add[] }[] } }[] = JSON.parse(
  readFileSync(join(here, 'cards.json'), 'utf8'),
);
interface Add {
  count: number;
  nationality: string;
  type: string;
  size: string;
}

const has = (u: UnitDef, flag: string) => (u.flags ?? []).includes(flag);
const sideOf = (u: UnitDef) => (has(u, 'side:NAT') ? 'NAT' : 'REP');
const divs = units.filter((u) => u.size === 'division');
const corps = units.filter((u) => u.size === 'corps');
const natInfantry = (u: UnitDef) => u.type === 'INF' && sideOf(u) === 'NAT';
const cf = (u: UnitDef, reduced = false) => (reduced ? (u.reduced?.attack ?? 0) : u.full.attack);
const lf = (u: UnitDef) => u.full.defense;

/** How each §2.6 abbreviation shows in the manifest. */
const ABBR: Record<(typeof ABBREVIATIONS)[number], (u: UnitDef) => boolean> = {
  'A.C.': (u) => u.type === 'A.C.' && u.size === 'corps',
  AFR: (u) => u.type === 'AFR',
  AST: (u) => has(u, 'region:AST'),
  BAS: (u) => has(u, 'region:BAS'),
  CAV: (u) => u.type === 'CAV',
  CNT: (u) => has(u, 'faction:CNT'),
  CTV: (u) => u.type === 'CTV' && u.size === 'corps',
  'CV-33': (u) => u.type === 'CV-33',
  ERC: (u) => has(u, 'faction:ERC'),
  INF: (u) => u.type === 'INF',
  INS: (u) => u.type === 'INS',
  INT: (u) => u.type === 'INT' && u.nationality === 'int',
  ITA: (u) => u.type === 'ITA' && u.nationality === 'ita',
  MIL: (u) => u.type === 'MIL',
  NAT: (u) => has(u, 'side:NAT') && u.nationality === 'nat',
  NAV: (u) => has(u, 'faction:NAV'),
  POL: (u) => u.type === 'POL',
  POUM: (u) => has(u, 'faction:POUM'),
  PSUC: (u) => has(u, 'faction:PSUC'),
  'PZ-I': (u) => u.type === 'PZ-I' && u.nationality === 'ger',
  REP: (u) => has(u, 'side:REP') && u.nationality === 'rep',
  RPA: (u) => u.type === 'RPA',
  SAN: (u) => has(u, 'region:SAN'),
  SOV: (u) => u.nationality === 'sov',
  'T-26': (u) => u.type === 'T-26',
};

describe('units.json', () => {
  it('is what units.ts builds, and the schema accepts it', () => {
    expect(text).toBe(unitsJson());
    expect(units).toEqual(buildUnits());
    expect(validateModuleFile('units', units)).toEqual({ ok: true });
    expect(new Set(units.map((u) => u.id)).size).toBe(units.length);
  });

  it('has every unit type of the §2.6 abbreviations', () => {
    for (const a of ABBREVIATIONS) expect(units.some(ABBR[a]), a).toBe(true);
  });

  it('has the 20 initial corps of §15.2', () => {
    const names = (side: string) =>
      corps
        .filter((u) => has(u, 'initialCorps') && sideOf(u) === side)
        .map((u) => u.name)
        .sort();
    expect(names('NAT')).toEqual(
      ['Aragón', 'Corpo Truppe Volontarie', 'Extremadura', 'I', 'Marroquí', 'Navarra', 'V', 'VI', 'VII', 'VIII']
        .map((n) => (n === 'Corpo Truppe Volontarie' ? n : `${n} Army Corps`))
        .sort(),
    );
    expect(names('REP')).toEqual(
      ['I', 'II', 'III', 'IV', 'V', 'VI', 'Euzkadi', 'Santander', 'I Asturian', 'II Asturian']
        .map((n) => `${n} Army Corps`)
        .sort(),
    );
    const ctv = corps.find((u) => has(u, 'initialCorps') && u.type === 'CTV');
    expect(ctv?.nationality).toBe('ita');
    for (const u of corps.filter((c) => has(c, 'initialCorps') && c.name.match(/Euzkadi|Santander|Asturian/))) {
      expect(has(u, 'regional'), u.id).toBe(true);
    }
  });

  it('has a distinct counter for every Campaign set-up placement (digest §3.3)', () => {
    const placed = campaignPlacements();
    expect(new Set(placed.map((p) => p.unit)).size).toBe(placed.length);
    const spaces = new Map((map.spaces ?? []).map((s) => [s.id, s]));
    const tally = (side: string, pred: (u: UnitDef) => boolean, reduced?: boolean) =>
      placed.filter((p) => {
        const u = byId.get(p.unit);
        if (!u || sideOf(u) !== side || !pred(u)) return false;
        if (p.space === 'reserve' || p.space === 'africa') return false;
        return reduced === undefined || p.reduced === reduced;
      }).length;
    const plainMil = (u: UnitDef) => u.type === 'MIL' && !(u.flags ?? []).some((f) => /^(faction|region):/.test(f));
    // NAT: 44 units in 39 spaces.
    expect(tally('NAT', () => true)).toBe(44);
    expect(tally('NAT', (u) => u.type === 'INF')).toBe(19);
    expect(tally('NAT', (u) => u.type === 'INF', true)).toBe(3);
    expect(tally('NAT', plainMil)).toBe(8);
    expect(tally('NAT', plainMil, true)).toBe(1);
    expect(tally('NAT', (u) => has(u, 'faction:NAV'))).toBe(4);
    expect(tally('NAT', (u) => has(u, 'faction:NAV'), true)).toBe(1);
    expect(tally('NAT', (u) => u.type === 'CAV')).toBe(7);
    expect(tally('NAT', (u) => u.type === 'POL')).toBe(5);
    expect(tally('NAT', (u) => u.type === 'AFR')).toBe(1);
    // REP: 56 units in 45 spaces.
    expect(tally('REP', () => true)).toBe(56);
    expect(tally('REP', (u) => has(u, 'region:AST'))).toBe(8);
    expect(tally('REP', (u) => has(u, 'region:SAN'))).toBe(3);
    expect(tally('REP', (u) => has(u, 'region:BAS'))).toBe(5);
    expect(tally('REP', (u) => has(u, 'faction:CNT'))).toBe(4);
    expect(tally('REP', (u) => has(u, 'faction:ERC'), true)).toBe(1);
    expect(tally('REP', (u) => has(u, 'faction:POUM'))).toBe(1);
    expect(tally('REP', (u) => has(u, 'faction:PSUC'))).toBe(1);
    expect(tally('REP', plainMil)).toBe(22);
    expect(tally('REP', (u) => u.type === 'POL')).toBe(8);
    expect(tally('REP', (u) => u.type === 'RPA')).toBe(3);
    expect(tally('REP', (u) => u.type === 'RPA', true)).toBe(1);
    const onMap = (side: string) =>
      new Set(
        placed
          .filter((p) => !['reserve', 'africa'].includes(p.space) && sideOf(byId.get(p.unit) as UnitDef) === side)
          .map((p) => p.space),
      ).size;
    expect(onMap('NAT')).toBe(39);
    expect(onMap('REP')).toBe(45);
    const boxed = (space: string) => placed.filter((p) => p.space === space).map((p) => byId.get(p.unit) as UnitDef);
    expect(boxed('africa').map((u) => u.type)).toEqual(Array(6).fill('AFR'));
    expect(
      boxed('reserve')
        .map((u) => `${sideOf(u)} ${u.type}`)
        .sort(),
    ).toEqual(['NAT MIL', 'REP MIL', 'REP MIL']);
    for (const p of placed) {
      const u = byId.get(p.unit) as UnitDef;
      if (p.reduced) expect(u.steps, p.unit).toBe(2);
      if (p.space === 'reserve' || p.space === 'africa') continue;
      const s = spaces.get(p.space);
      expect(s, p.space).toBeDefined();
      const controller = (s?.attrs as { controller?: string } | undefined)?.controller;
      expect(controller, `${p.space} ${p.unit}`).toBe(sideOf(u));
    }
    expect(CAMPAIGN_SETUP.length).toBeGreaterThan(80);
  });

  it('has a counter for every unit a reinforcement card brings, tagged with the card', () => {
    const match =
      (a: Add) =>
      (u: UnitDef): boolean => {
        if (u.size !== a.size) return false;
        if (a.size === 'corps') {
          if (a.type === 'CTV') return u.type === 'CTV';
          if (['BAS', 'SAN', 'AST'].includes(a.nationality)) return has(u, `region:${a.nationality}`);
          return u.type === 'A.C.' && sideOf(u) === a.nationality && !has(u, 'regional');
        }
        if (a.type === 'MIL-CNT') return has(u, 'faction:CNT');
        if (a.nationality === 'ITA' && a.type === 'INF') return u.type === 'ITA';
        return u.type === a.type && (['NAT', 'REP'].includes(a.nationality) ? sideOf(u) === a.nationality : true);
      };
    let total = 0;
    for (const c of cards) {
      for (const e of c.event.effects) {
        if (e.kind !== 'units') continue;
        for (const a of e.add ?? []) {
          const got = units.filter((u) => has(u, `card:${c.id}`));
          expect(got.length, c.id).toBe(a.count);
          for (const u of got) expect(match(a)(u), `${c.id} ${u.id}`).toBe(true);
          total += a.count;
        }
      }
    }
    expect(units.filter((u) => (u.flags ?? []).some((f) => f.startsWith('card:'))).length).toBe(total);
  });

  it('has enough MIL for Militarization and the Reserve minimums (§15.2.2–15.2.3)', () => {
    const rpa = divs.filter((u) => u.type === 'RPA' && !(u.flags ?? []).some((f) => f.startsWith('card:')));
    expect(rpa.length).toBe(3 + 5);
    expect(divs.filter((u) => u.type === 'AFR').length).toBe(7);
  });

  it('has reduced ≤ full, LF and MF equal on both faces, and a reduced face exactly for two-step units', () => {
    for (const u of units) {
      expect(u.steps === 2, u.id).toBe(u.reduced !== undefined);
      if (!u.reduced) continue;
      expect(u.reduced.attack, u.id).toBeLessThanOrEqual(u.full.attack);
      expect(u.reduced.defense, u.id).toBe(u.full.defense);
      expect(u.reduced.movement, u.id).toBe(u.full.movement);
    }
  });

  it('keeps factors in the ranges the rules imply', () => {
    for (const u of divs) {
      expect(lf(u), u.id).toBe(1); // §11.3.4, §11.3.5.1, §11.4.3: divisions absorb 1 per step
      expect(cf(u), u.id).toBeGreaterThanOrEqual(1);
      expect(cf(u), u.id).toBeLessThanOrEqual(3); // three divisions reach the Division table's "6" column
      expect(u.full.movement, u.id).toBeLessThanOrEqual(4);
    }
    for (const u of corps) {
      expect([2, 3], u.id).toContain(lf(u)); // LF 2 (§11.2.6 ex. 2) and LF 3 (§11.3.4)
      expect(cf(u, true), u.id).toBeGreaterThanOrEqual(1);
      expect(cf(u, true), u.id).toBeLessThanOrEqual(3);
      expect(cf(u), u.id).toBeGreaterThanOrEqual(3);
      expect(cf(u), u.id).toBeLessThanOrEqual(6);
      expect(u.steps, u.id).toBe(2);
    }
    expect(divs.some((u) => cf(u, true) === 0)).toBe(true); // CF 0 units exist (§2.2.1)
    const armor = units.filter((u) => has(u, 'armor')).map((u) => u.type);
    expect(new Set(armor)).toEqual(new Set(['T-26', 'PZ-I', 'CV-33']));
    for (const u of units.filter((x) => ['AFR', 'INS'].includes(x.type))) expect(has(u, 'noReplacement')).toBe(true);
    expect(units.filter((u) => has(u, 'noReplacement')).length).toBe(8);
  });

  it('gives the factors the rulebook examples state (digest §8)', () => {
    const natInf = divs.filter((u) => u.type === 'INF' && sideOf(u) === 'NAT');
    for (const u of natInf) expect([u.full.attack, u.full.defense, u.full.movement], u.id).toEqual([2, 1, 3]);
    const f = (u: UnitDef | undefined) => [u?.reduced?.attack, u?.reduced?.defense, u?.reduced?.movement];
    // T-19: three NAT INF (CS 6) against a reduced REP 2-3-3 corps (CS 2).
    expect(corps.some((u) => sideOf(u) === 'REP' && f(u).join('-') === '2-3-3')).toBe(true);
    expect(natInf.slice(0, 3).reduce((s, u) => s + cf(u), 0)).toBe(6);
    // T-20: a reduced NAT 2-2-3 corps lifts the stack to CS 8.
    const natSmall = corps.find((u) => sideOf(u) === 'NAT' && f(u).join('-') === '2-2-3');
    expect(natSmall).toBeDefined();
    expect(6 + cf(natSmall as UnitDef, true)).toBe(8);
    // T-22 to T-24: two NAT corps with LF 3; a reduced one is replaced by a LF 1 two-step NAT MIL or INF.
    const natLf3 = corps.filter((u) => sideOf(u) === 'NAT' && u.type === 'A.C.' && lf(u) === 3);
    expect(natLf3.length).toBeGreaterThanOrEqual(2);
    const natFill = divs.filter((u) => sideOf(u) === 'NAT' && ['INF', 'MIL'].includes(u.type));
    for (const u of natFill) expect([lf(u), u.steps], u.id).toEqual([1, 2]);
    expect(lf(natLf3[1]) + 2 * lf(natFill[0])).toBe(5);
    // T-27: the reduced I A.C. absorbs 3, then a full REP RPA or MIL step 1 = LN 4.
    const iac = byId.get('rep-ac-i') as UnitDef;
    expect(iac.reduced?.defense).toBe(3);
    const repFill = divs.filter((u) => sideOf(u) === 'REP' && ['RPA', 'MIL'].includes(u.type) && !has(u, 'regional'));
    for (const u of repFill) expect([lf(u), u.steps], u.id).toEqual([1, 2]);
    // T-16: the NAT units near Barbastro have MF 3.
    expect(natInf[0].full.movement).toBe(3);
    // T-25: two full divisions (LF 1) absorb LN 2 in two steps and have a third step to cancel a retreat.
    expect(natFill.slice(0, 2).reduce((s, u) => s + u.steps, 0)).toBe(4);
  });

  it('labels a value "rulebook" only where the rulebook states it', () => {
    const stated: Record<string, (u: UnitDef) => boolean> = {
      type: () => true,
      nationality: () => true,
      name: (u) => has(u, 'initialCorps') || u.type === 'INS',
      steps: (u) => natInfantry(u) || ['MIL', 'RPA'].includes(u.type) || u.id === 'rep-ac-i',
      'full.attack': (u) => u.type === 'INF' && sideOf(u) === 'NAT' && u.full.attack === 2,
      'full.defense': (u) => u.type === 'INF' && sideOf(u) === 'NAT' && u.full.defense === 1,
      'full.movement': (u) => u.type === 'INF' && sideOf(u) === 'NAT' && u.full.movement === 3,
      'reduced.defense': (u) => u.id === 'rep-ac-i' && u.reduced?.defense === 3,
    };
    let count = 0;
    const setUp = new Set(campaignPlacements().map((p) => p.unit));
    for (const u of units) {
      for (const key of ['full.attack', 'full.defense', 'full.movement', 'steps', 'name']) {
        expect(u.fieldProv?.[key], `${u.id} ${key}`).toBeDefined();
      }
      if (u.reduced)
        for (const k of ['attack', 'defense', 'movement']) expect(u.fieldProv?.[`reduced.${k}`]).toBeDefined();
      for (const [key, prov] of Object.entries(u.fieldProv ?? {})) {
        if (prov.source !== 'rulebook') continue;
        count++;
        expect(stated[key]?.(u) ?? false, `${u.id} ${key} labelled rulebook`).toBe(true);
        expect(prov.ref).toMatch(/§|set-up/);
      }
      if (u.prov.source === 'rulebook') {
        const ok = has(u, 'initialCorps') || ['AFR', 'INS'].includes(u.type) || setUp.has(u.id);
        expect(ok, `${u.id} existence labelled rulebook`).toBe(true);
      }
      if (u.steps === 2 && ['MIL', 'RPA'].includes(u.type) && u.fieldProv?.steps?.source === 'rulebook') {
        expect(has(u, 'regional') || ['faction:CNT', 'faction:POUM', 'faction:PSUC'].some((f) => has(u, f))).toBe(
          false,
        );
      }
    }
    expect(count).toBeGreaterThan(0);
    for (const u of units.filter((x) => x.type !== 'INF')) {
      for (const k of ['full.attack', 'full.defense', 'full.movement', 'reduced.attack', 'reduced.movement']) {
        expect(u.fieldProv?.[k]?.source ?? 'reconstructed', `${u.id} ${k}`).toBe('reconstructed');
      }
    }
  });
});

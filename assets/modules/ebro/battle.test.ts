// La Batalla del Ebro's second scenario, "The Battle of the Ebro, 25 July – 16 November 1938" (scenarios.json's
// "battle", built by assets/tools/ebro/oob-battle.ts): its track dated day by day to 16 November, every counter
// placed or arriving once within the scenario, the International Brigades' withdrawal naming existing units on a
// daylight turn, and victory conditions on the objectives of objectives.json.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';

const here = dirname(fileURLToPath(import.meta.url));
const read = (f: string) => JSON.parse(readFileSync(join(here, f), 'utf8'));
const scenarios = read('scenarios.json') as ScenarioDef[];
const crossing = scenarios.find((s) => s.id === 'crossing')!;
const battle = scenarios.find((s) => s.id === 'battle')!;
const units = read('units.json') as UnitDef[];
const objectives = read('objectives.json') as { hex: string; vp: number }[];
interface Data {
  track: { turn: number; date: string; part: string; hours: number; weatherDrm: number }[];
  withdrawals: { turn: number; units: string[]; reason: string; exterior?: boolean }[];
  victory: { conditions: { id: string; side: string; test: string; hex?: string; bank?: string; vp: number }[] };
  flood: { times: number; from: number };
}
const data = battle.data as unknown as Data;
const track = data.track;
const turnOf = (id: string) => battle.turns.find((t) => t.reinforcements?.includes(id))?.turn;

describe('Ebro battle scenario: the turn record', () => {
  it('validates against the module schema, second after the crossing, with the crossing’s set-up', () => {
    expect(validateModuleFile('scenarios', scenarios)).toEqual({ ok: true });
    expect(scenarios.map((s) => s.id)).toEqual(['crossing', 'battle']);
    expect(battle.name).toBe('The Battle of the Ebro, 25 July – 16 November 1938');
    expect(battle.placements).toEqual(crossing.placements);
    expect([battle.firstTurn, battle.lastTurn, battle.firstSide]).toEqual([1, track.length, 'republican']);
  });

  it('II.3-II.4 a night and a day turn each day from 25 July to 16 November: 230 turns, labelled with dates', () => {
    expect(track.length).toBe(230);
    track.forEach((t, i) => {
      const day = new Date(Date.UTC(1938, 6, 25 + Math.floor(i / 2))).toISOString().slice(0, 10);
      expect([t.turn, t.date, t.part]).toEqual([i + 1, day, i % 2 === 0 ? 'night' : 'day']);
      expect(battle.turns[i]!.label).toBe(`${day.slice(8)}/${day.slice(5, 7)} ${t.part}`);
      expect(t.hours).toBeGreaterThan(0);
    });
    expect(track.at(-1)).toMatchObject({ date: '1938-11-16', part: 'day' });
    expect(battle.turns.map((t) => t.turn)).toEqual(track.map((t) => t.turn));
    // the first week is the crossing's own track
    expect(track.slice(0, 16)).toEqual((crossing.data as unknown as Data).track);
  });

  it('IV, II.5 the weather DRM falls from summer to November, by day and by night', () => {
    const drm = (month: string, part: string) => track.find((t) => t.date.slice(5, 7) === month && t.part === part)!;
    for (const part of ['day', 'night']) {
      const byMonth = ['08', '09', '10', '11'].map((m) => drm(m, part).weatherDrm);
      for (let i = 1; i < byMonth.length; i++) expect(byMonth[i]).toBeLessThan(byMonth[i - 1]!);
    }
    // the nights grow longer with the autumn
    expect(drm('11', 'night').hours).toBeGreaterThan(drm('08', 'night').hours);
  });

  it('II.3 the counter-offensives are noted on the turns of their dates', () => {
    const noted = battle.turns.filter((t) => t.notes);
    expect(noted.length).toBeGreaterThanOrEqual(8);
    const on = (date: string) =>
      noted
        .filter((t) => track[t.turn - 1]!.date === date)
        .map((t) => t.notes)
        .join(' ');
    expect(on('1938-10-30')).toMatch(/counter-offensive/i);
    expect(on('1938-08-31')).toMatch(/Maestrazgo/);
  });
});

describe('Ebro battle scenario: reinforcements, withdrawals, victory', () => {
  it('XIX.2.4 every counter of units.json starts or arrives once, every arrival on a turn of the scenario', () => {
    const arriving = battle.turns.flatMap((t) => t.reinforcements ?? []);
    expect(new Set(arriving).size).toBe(arriving.length);
    expect([...battle.placements.map((p) => p.def), ...arriving].sort()).toEqual(units.map((u) => u.id).sort());
    for (const t of battle.turns.filter((x) => x.reinforcements))
      expect(t.turn >= battle.firstTurn && t.turn <= battle.lastTurn, `turn ${t.turn}`).toBe(true);
    // the crossing's reserves keep their turns; the later ones come after its last
    for (const t of crossing.turns) for (const id of t.reinforcements ?? []) expect(turnOf(id), id).toBe(t.turn);
    for (const id of ['N-HQ-CEMZ', 'N-HQ-1ND', 'N-HQ-84D', 'R-HQ-43D', 'N-CTV-A3'])
      expect(turnOf(id), id).toBeGreaterThan(crossing.lastTurn);
  });

  it('XIX.2.4 a later division arrives whole: its HQ and every unit that answers to it on one turn', () => {
    for (const hq of ['N-HQ-1ND', 'N-HQ-84D', 'R-HQ-43D'])
      for (const u of units.filter((x) => x.hq === hq)) expect(turnOf(u.id), u.id).toBe(turnOf(hq));
  });

  it('XX.1.1, XX.1.6 the International Brigades withdraw on a daylight turn, every one, naming existing units', () => {
    const ids = new Set(units.map((u) => u.id));
    expect(data.withdrawals.length).toBeGreaterThan(0);
    for (const w of data.withdrawals) {
      expect(w.turn).toBeGreaterThanOrEqual(battle.firstTurn);
      // three turns to leave the map, all within the scenario
      expect(w.turn + 2).toBeLessThanOrEqual(battle.lastTurn);
      expect(track[w.turn - 1]!.part).toBe('day');
      expect(w.reason.length).toBeGreaterThan(40);
      for (const id of w.units) {
        expect(ids.has(id), id).toBe(true);
        expect(turnOf(id) ?? 0, id).toBeLessThan(w.turn);
      }
    }
    const ib = units.filter((u) => u.nationality === 'international-brigades').map((u) => u.id);
    expect(ib.length).toBeGreaterThanOrEqual(15);
    expect(data.withdrawals.flatMap((w) => w.units).sort()).toEqual(ib.sort());
    expect(track[data.withdrawals[0]!.turn - 1]!.date).toBe('1938-09-23');
    // they leave by the Republic's exterior box (XX.1.1's exception), which the map has
    expect(data.withdrawals[0]!.exterior).toBe(true);
    expect(read('map.json').boxes.some((b: { id: string }) => b.id === 'east-exterior')).toBe(true);
  });

  it('XVII.5 the victory conditions name objectives of objectives.json, a side and a test the engine reads', () => {
    const hexes = new Set(objectives.map((o) => o.hex));
    const conditions = data.victory.conditions;
    expect(new Set(conditions.map((c) => c.id)).size).toBe(conditions.length);
    for (const c of conditions) {
      expect(['republican', 'nationalist']).toContain(c.side);
      expect(['holds', 'fixed-crossing', 'no-units-on-bank']).toContain(c.test);
      expect(c.vp).toBeGreaterThan(0);
      if (c.test === 'holds') expect(hexes.has(c.hex!), c.id).toBe(true);
      if (c.test === 'no-units-on-bank') expect(['left', 'right']).toContain(c.bank);
    }
    // the historical end scores: the loop retaken and Gandesa held
    const nat = conditions.filter((c) => c.side === 'nationalist').map((c) => c.id);
    expect(nat).toEqual(expect.arrayContaining(['bridgehead', 'gandesa']));
    expect(conditions.some((c) => c.side === 'republican' && c.test === 'holds')).toBe(true);
  });

  it('XX.1.4 the Nationalists may flood the Ebro twice in the whole battle (29 July and 18 August 1938)', () => {
    expect(data.flood.times).toBe(2);
    expect(data.flood.from).toBe((crossing.data as unknown as Data).flood.from);
  });
});

// The Crusade and Revolution markers: every marker the rules use, the counts the rulebook states, honest labels.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MarkerDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { buildMarkers, markersJson, readCards } from '../../tools/crusade/markers.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'markers.json'), 'utf8');
const markers: MarkerDef[] = JSON.parse(text);
const byId = new Map(markers.map((m) => [m.id, m]));

describe('markers.json', () => {
  it('is what markers.ts builds, and the schema accepts it', () => {
    expect(text).toBe(markersJson());
    expect(markers).toEqual(buildMarkers(readCards()));
    expect(validateModuleFile('markers', markers)).toEqual({ ok: true });
    expect(new Set(markers.map((m) => m.id)).size).toBe(markers.length);
  });

  it('has every marker the rules use (§2.2.2, Campaign set-up)', () => {
    const needed = [
      'game-turn',
      'vp',
      'rm',
      'rp-nat',
      'rp-axis',
      'rp-rep',
      'rp-sov',
      'government',
      'strait',
      'ammo-shortage',
      'nat-command',
      'madrid-priority',
      'turn-of-embark',
      'severe-winter',
      'war-phase',
      'siege-simancas',
      'siege-cabeza',
      'siege-alcazar',
      'siege-resist-simancas',
      'siege-resist-cabeza',
      'siege-resist-alcazar',
      'isolated-oviedo',
      'isolated-granada',
      'move-attack',
      'control-nat',
      'control-rep',
      'oos',
      'supply-france',
      'supply-portugal',
      'fort-rep',
      'fort-nat',
      'trench-madrid',
      'trench-bilbao',
      'trench-fortifications',
      'drm-modifier',
      'beach-head',
      'bonus-vp',
      'bonus-rm',
      'retreated',
      'victorious-attack',
      'event-n31',
    ];
    for (const id of needed) expect(byId.has(id), id).toBe(true);
    for (const side of ['nat', 'rep']) for (let n = 1; n <= 6; n++) expect(byId.has(`action-${side}-${n}`)).toBe(true);
  });

  it('has the counts and sides the rulebook states', () => {
    const count = (id: string) => byId.get(id)?.count;
    expect(count('fort-rep')).toBe(12); // §10.2.9
    expect(count('fort-nat')).toBe(8);
    expect([count('trench-madrid'), count('trench-bilbao'), count('trench-fortifications')]).toEqual([2, 1, 3]);
    expect(count('move-attack')).toBe(5); // §4.1.2
    expect(byId.get('rm')?.back).toBe('RM NEG');
    expect(byId.get('rp-axis')?.back).toBe('NO RP');
    expect(byId.get('rp-rep')?.back).toBe('-2');
    expect([byId.get('beach-head')?.front, byId.get('beach-head')?.back]).toEqual(['Mallorca', 'Plan P']);
    expect(byId.get('event-n31')?.front).toBe('31');
  });

  it('labels a count "rulebook" only where the rulebook gives it', () => {
    for (const m of markers) {
      if (m.prov.source === 'rulebook') expect(m.prov.ref, m.id).toMatch(/§/);
      if (m.id.startsWith('control') || m.id === 'oos' || m.id === 'retreated') {
        expect(m.prov.source, m.id).toBe('reconstructed');
      }
      if (m.id.startsWith('event-') && m.id !== 'event-n31') expect(m.prov.source, m.id).toBe('reconstructed');
      if (m.id.startsWith('reminder-')) expect(m.prov.source, m.id).toBe('reconstructed');
    }
  });
});

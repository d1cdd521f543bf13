// The Struggle for Europe's module.json (rules `sfe`, registered in engine/games/index.ts). Nationality colours:
// §3.7.

import type { ModuleManifest, NationalityDef } from '../../../engine/core/module.js';

const rule = (ref: string) => ({ source: 'rulebook' as const, ref });
const nation = (id: string, name: string, side: string, bg: string, fg: string, es: string): NationalityDef => ({
  id,
  name,
  side,
  background: bg,
  foreground: fg,
  prov: rule('§3.7'),
  names: { es },
});

/** The manifest: two sides (§4.0), the nationalities of Barbarossa with their §3.7 colours. */
export function buildManifest(): ModuleManifest {
  return {
    id: 'sfe',
    version: '0.1.0',
    title: 'The Struggle for Europe: Barbarossa, 1941',
    titles: { es: 'The Struggle for Europe: Barbarroja, 1941' },
    rulebook:
      'The Struggle for Europe Standard Rules, 3rd edition (2005); shared/seeds/001_ab61f9ee2bf573cf.txt. Map, ' +
      'counters, charts and scenario: an original reconstruction in the style of the series',
    rules: 'sfe',
    sides: [
      { id: 'axis', name: 'Axis', names: { es: 'Eje' }, color: '#5b6b45' },
      { id: 'soviet', name: 'Soviet', names: { es: 'URSS' }, color: '#b3261e' },
    ],
    nationalities: [
      nation('german', 'German Army', 'axis', '#6b7a5a', '#ffffff', 'Ejército alemán'),
      nation('german-ss', 'German SS', 'axis', '#1c1c1c', '#d02a2a', 'SS alemanas'),
      nation('romanian', 'Rumania', 'axis', '#2d4f9e', '#f2c200', 'Rumanía'),
      nation('hungarian', 'Hungary', 'axis', '#3f7f4f', '#ffffff', 'Hungría'),
      nation('finnish', 'Finland', 'axis', '#f4f4f4', '#1f4fa0', 'Finlandia'),
      nation('slovak', 'Slovakia', 'axis', '#c9b48a', '#1c1c1c', 'Eslovaquia'),
      nation('italian', 'Italy', 'axis', '#3e6b3a', '#ffffff', 'Italia'),
      nation('spanish-blue', 'Spanish Blue Division', 'axis', '#6b7a5a', '#2855b8', 'División Azul'),
      nation('soviet', 'Soviet Union', 'soviet', '#b3261e', '#ffffff', 'Unión Soviética'),
      nation('soviet-guards', 'Soviet Guards', 'soviet', '#b3261e', '#f2c200', 'Guardias soviéticos'),
      nation('soviet-siberian', 'Soviet Siberian', 'soviet', '#f4f4f4', '#2855b8', 'Siberianos soviéticos'),
    ],
    files: { map: 'map.json', units: 'units.json', charts: 'charts.json', scenarios: 'scenarios.json' },
    prov: {
      source: 'reconstructed',
      reason:
        'The rulebook prints no module (digest §11): the East map, Barbarossa\u2019s counters, charts and scenario ' +
        'are reconstructions (PROVENANCE.md, COUNTERS.md, TABLES.md); colours from §3.7',
    },
  };
}

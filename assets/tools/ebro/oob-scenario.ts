// Builds La Batalla del Ebro's scenario (scenarios.json): "The Crossing of the Ebro, 25 July – 1 August 1938", with
// the set-up and reinforcements of oob-units.ts, the track, boxes, crossings and victory of oob-track.ts, and the
// objectives of objectives.json with their holders at the start (the bank each stands on).
// Run: npx tsx assets/tools/ebro/oob-scenario.ts (writes assets/modules/ebro/scenarios.json, with the battle).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MapDef, ScenarioDef, TurnDef } from '../../../engine/core/module.js';
import { buildBattle } from './oob-battle.js';
import { PHASES, TRACK, VICTORY_RATIOS, boxes, CONDITIONS, crossings } from './oob-track.js';
import { banksOf, buildPlacements, buildUnits, MODULE_DIR, readMap, serialize } from './oob-units.js';

/** A hex the Republic held on 24 July (Falset, the Ejército del Ebro's rear): its bank is the left bank. */
export const LEFT_BANK_HEX = 'A:3720';

const R = (reason: string, es: string) => ({ source: 'reconstructed' as const, reason, reasons: { es } });

/** Which side stands on a hex's bank on 24 July: the Republic on the left bank, the Nationalists on the right. */
export function holderOf(map: MapDef, hex: string): 'republican' | 'nationalist' {
  const bank = banksOf(map);
  return bank.get(hex) === bank.get(LEFT_BANK_HEX) ? 'republican' : 'nationalist';
}

/** The crossing scenario. */
export function buildScenario(map: MapDef): ScenarioDef {
  const all = buildPlacements(map);
  // The core makes each turn's reinforcements from turns[].reinforcements (engine/games/table/setup.ts): listed
  // there only, not placed a second time.
  const isArriving = (p: (typeof all)[number]) => 'box' in p.at && p.at.box === 'reinforcements';
  const placements = all.filter((p) => !isArriving(p));
  const objectives = JSON.parse(readFileSync(join(MODULE_DIR, 'objectives.json'), 'utf8')) as {
    hex: string;
    vp: number;
  }[];
  const arriving = (turn: number) =>
    all.filter((p) => isArriving(p) && 'index' in p.at && p.at.index === turn).map((p) => p.def);
  const turns: TurnDef[] = TRACK.map((t) => {
    const r = arriving(t.turn);
    const label = `${t.date.slice(8)}/${t.date.slice(5, 7)} ${t.part === 'night' ? 'night' : 'day'}`;
    return { turn: t.turn, label, ...(r.length ? { reinforcements: r } : {}) };
  });
  return {
    id: 'crossing',
    name: 'The Crossing of the Ebro, 25 July – 1 August 1938',
    names: { es: 'El paso del Ebro, 25 de julio – 1 de agosto de 1938' },
    firstTurn: 1,
    lastTurn: TRACK.length,
    phases: PHASES.map((p) => p[0]),
    firstSide: 'republican',
    placements,
    turns,
    data: {
      phaseNames: Object.fromEntries(PHASES.map(([id, en, es]) => [id, { en, es }])),
      track: TRACK.map((t) => ({ ...t })),
      initiative: 3,
      surprise: { side: 'republican', turns: 4 },
      terrainStart: 0,
      weatherStart: 'hot',
      boxes: boxes(),
      crossings: crossings(map).map(({ why, ...c }) => ({ ...c, why })),
      objectives: objectives.map((o) => ({ hex: o.hex, vp: o.vp, holder: holderOf(map, o.hex) })),
      victory: { ratios: VICTORY_RATIOS, rounding: 'down', conditions: CONDITIONS },
      flood: { side: 'nationalist', from: 10, times: 1, first: 'A:0403', perHexes: 1, turns: 2 },
      reasons: {
        track:
          'II.3: a night and a day turn a day; turn 1 is the night of 24/25 July from 00:15, when the boats put out',
        initiative:
          'III.2: the marker starts on the Republican 0 square; surprise (III.4.2) carries it 3 steps on turn 1',
        surprise: 'XVI.14: the crossing took the 50th Division by surprise; 4 turns, the series’ maximum, turn 1 first',
        weather:
          'IV: the lower Ebro in the heat of late July 1938; the marker starts on hot, the terrain dry (square 1)',
        objectives: 'objectives.json; each held at the start by the side on its bank',
        crossings: 'X.II: the bridges the Republic blew in April 1938 are destroyed; the tributaries’ bridges stand',
        flood:
          'XX.1.4 as a special rule: on 29 July 1938 (turn 10) the Nationalists opened the Segre dams at Camarasa and ' +
          'Tremp; the water reached the Ebro at Mequinenza (A:0403) and swept the Republican bridges down to Móra. ' +
          'Once in this week, the book’s fall of one a hex, the river in flood this turn and the next (two days)',
      },
    },
    prov: R(
      'Original scenario in the style of the series (the book has none, digest §10.2): the historical ' +
        'set-up of the night of 24/25 July 1938 and the reserves of the first week, on this map (COUNTERS.md)',
      'Escenario original al estilo de la serie (el reglamento no trae ninguno): el despliegue histórico de ' +
        'la noche del 24 al 25 de julio de 1938 y las reservas de la primera semana (COUNTERS.md)',
    ),
  };
}

/** Every scenario of scenarios.json: the crossing, then the whole battle (oob-battle.ts). */
export function buildScenarios(map: MapDef): ScenarioDef[] {
  const crossing = buildScenario(map);
  return [crossing, buildBattle(crossing, buildUnits())];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(MODULE_DIR, 'scenarios.json'), serialize(buildScenarios(readMap())));
  console.log('scenarios.json written');
}

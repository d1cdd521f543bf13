// Builds assets/modules/crusade/scenarios.json: the Campaign scenario (rulebook back page, digest §3.2–3.4) as
// placements: every set-up unit in its space or box, every other counter in its side's pool (units that cards,
// rebuilds and the AFR schedule bring into play later), the set-up's markers, and the scenario data the rules
// read (reduced units, start VP and RM, sieges, initial hands). Run: npx tsx assets/tools/crusade/scenarios.ts

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Placement, Provenance, ScenarioDef } from '../../../engine/core/module.js';
import { buildUnits, campaignPlacements } from './units.js';

const BOOK: Provenance = { source: 'rulebook', ref: 'Campaign set-up (back page of the rulebook), §4' };
const sideOf = (flags: string[] | undefined): 'NAT' | 'REP' => (flags?.includes('side:NAT') ? 'NAT' : 'REP');

/** Where a set-up entry goes: a space, or the side's Reserve Box, or the Army of Africa display. */
function at(space: string, side: 'NAT' | 'REP'): Placement['at'] {
  if (space === 'reserve') return { box: `reserve-${side}` };
  if (space === 'africa') return { box: 'africa' };
  return { space };
}

/** The Campaign scenario. */
export function campaign(): ScenarioDef {
  const units = buildUnits();
  const side = new Map(units.map((u) => [u.id, sideOf(u.flags)]));
  const placed = campaignPlacements();
  const placedIds = new Set(placed.map((p) => p.unit));
  const placements: Placement[] = placed.map((p) => ({ def: p.unit, at: at(p.space, side.get(p.unit) ?? 'REP') }));
  for (const u of units)
    if (!placedIds.has(u.id)) placements.push({ def: u.id, at: { box: `pool-${side.get(u.id) ?? 'REP'}` } });
  // Digest §3.2–3.3: the fortifications, sieges and isolated spaces the set-up prints on the map.
  placements.push(
    { def: 'fort-nat', id: 'fort-nat-oviedo', at: { space: 'oviedo' }, prov: BOOK },
    { def: 'fort-rep', id: 'fort-rep-badajoz', at: { space: 'badajoz' }, prov: BOOK },
    { def: 'siege-simancas', at: { space: 'gijon' }, prov: BOOK },
    { def: 'siege-cabeza', at: { space: 'valderrepiso' }, prov: BOOK },
    { def: 'siege-alcazar', at: { space: 'toledo' }, prov: BOOK },
    { def: 'isolated-oviedo', at: { space: 'oviedo' }, prov: BOOK },
    { def: 'isolated-granada', at: { space: 'granada' }, prov: BOOK },
  );
  return {
    id: 'campaign',
    name: 'Campaign (18 turns, July 1936 – April 1939)',
    names: { es: 'Campaña (18 turnos, julio de 1936 – abril de 1939)' },
    firstTurn: 1,
    lastTurn: 18,
    phases: ['draw', 'action', 'attrition', 'war-status', 'replacement', 'end', 'deployment'],
    firstSide: 'NAT',
    placements,
    turns: [],
    data: {
      // §6.0 the phases of a turn as the status line names them (plus the deployment after Turn 5, §15.2).
      phaseNames: {
        draw: { en: 'A. Draw Strategy Cards', es: 'A. Robar cartas de estrategia' },
        action: { en: 'B. Action Phase', es: 'B. Fase de acción' },
        attrition: { en: 'C. Attrition', es: 'C. Desgaste' },
        'war-status': { en: 'D. War Status', es: 'D. Estado de la guerra' },
        replacement: { en: 'E. Replacement Phase', es: 'E. Fase de reemplazos' },
        end: { en: 'F. End of Turn', es: 'F. Fin del turno' },
        deployment: {
          en: 'Deployment of the initial corps (§15.2)',
          es: 'Despliegue de los cuerpos iniciales (§15.2)',
        },
        over: { en: 'Game over', es: 'Fin de la partida' },
      },
      reduced: placed.filter((p) => p.reduced).map((p) => p.unit),
      // The Trench at Oviedo is the back face of the marker; Badajoz has a Position.
      trenches: ['fort-nat-oviedo'],
      vp: 7,
      rm: 26,
      sieges: {
        simancas: { space: 'gijon', resist: 1 },
        cabeza: { space: 'valderrepiso', resist: 2 },
        alcazar: { space: 'toledo', resist: 3 },
      },
      hands: { NAT: { inHand: ['N1'], size: 7 }, REP: { inHand: [], size: 7 } },
      strait: 'REP',
      ammoShortage: true,
      madridPriority: -3,
    },
    prov: BOOK,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = dirname(fileURLToPath(import.meta.url));
  writeFileSync(join(here, '../../modules/crusade/scenarios.json'), `${JSON.stringify([campaign()], null, 1)}\n`);
}

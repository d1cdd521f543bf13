// Every marker Crusade and Revolution uses, written to markers.json (`npx tsx assets/tools/crusade/markers.ts`).
// Event and reminder markers are derived from cards.json: one per card whose event changes VP/RM or lasts.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarkerDef, Provenance } from '../../../engine/core/module.js';
import { actionEs, eventEs, MARKERS_ES, reminderEs } from './markers-es.js';

const here = dirname(fileURLToPath(import.meta.url));
const rb = (ref: string): Provenance => ({ source: 'rulebook', ref });
const rc = (reason: string): Provenance => ({ source: 'reconstructed', reason });

const BLUE = '#2f5d9e';
const RED = '#b3261e';
const GREY = '#6b6b6b';
const SAND = '#c9a66b';
const COUNT = 'the marker is in the rulebook but its counter-mix count is not; this many is plenty';

/** A marker row: id, name, front, back, side, colour, count, provenance. */
type Row = [string, string, string, string | undefined, 'NAT' | 'REP' | undefined, string, number, Provenance];

/** The fixed markers (not tied to a card). */
export const FIXED: Row[] = [
  [
    'game-turn',
    'Game Turn',
    'Game Turn',
    undefined,
    undefined,
    GREY,
    1,
    rb('§2.2.2.1, §6.0, Campaign set-up (Turn 1)'),
  ],
  ['vp', 'Victory Points', 'VP', undefined, undefined, GREY, 1, rb('§2.2.2.1, Campaign set-up (VP 7)')],
  ['rm', 'Republican Morale', 'RM', 'RM NEG', undefined, RED, 1, rb('§2.2.2.1, §16.3.2 (NEG side), set-up (RM 26)')],
  ['rp-nat', 'Nationalist RP', 'NAT RP', undefined, 'NAT', BLUE, 1, rb('§14.1.1.1')],
  ['rp-axis', 'Axis RP', 'AXIS RP', 'NO RP', 'NAT', BLUE, 1, rb('§14.1.1.1; clarifications, R52 ("NO RP")')],
  ['rp-rep', 'Republican RP', 'REP RP', '-2', 'REP', RED, 1, rb('§14.1.1.1, §14.2.2 ex. ("-2" side)')],
  ['rp-sov', 'Soviet RP', 'SOV RP', undefined, 'REP', RED, 1, rb('§14.1.1.1')],
  [
    'government',
    'Government of the Republic',
    'Largo Caballero',
    'Negrín',
    'REP',
    RED,
    1,
    rc('§2.2.2.2 names the marker; José Giral is printed on the track, so the marker shows the later governments'),
  ],
  [
    'strait',
    'Control of the Strait',
    'Republican Control',
    'Nationalist Control',
    undefined,
    GREY,
    1,
    rb('§2.2.2.2, §16.7, Campaign set-up ("Republican Control")'),
  ],
  [
    'ammo-shortage',
    'Ammunition Shortage',
    'Active',
    'Ended',
    'NAT',
    BLUE,
    1,
    rc('§2.2.2.2 and the set-up give the "Active" side; the back\'s wording is ours'),
  ],
  [
    'nat-command',
    'Nationalist Command',
    'No Single Command',
    'Franco, Generalísimo',
    'NAT',
    BLUE,
    1,
    rc('the set-up gives the "No Single Command" side; the back (Franco\'s single command) is ours'),
  ],
  [
    'madrid-priority',
    'Madrid Priority Objective',
    'Madrid -3 VP',
    undefined,
    'NAT',
    BLUE,
    1,
    rb('§17.3, Campaign set-up ("-3 VP" box)'),
  ],
  ['turn-of-embark', 'Turn of Embark', 'Turn of Embark', undefined, 'REP', RED, 1, rb('§8.5.4.4')],
  [
    'severe-winter',
    'Severe Winter',
    'Severe Winter',
    undefined,
    undefined,
    GREY,
    1,
    rb('§16.5 (Severe Winter example)'),
  ],
  [
    'war-phase',
    'War Phase',
    'Mobilization',
    'War of the Armies',
    undefined,
    GREY,
    1,
    rc('the Turn Record Track prints the War Phases (§15.1); a marker lets the app show the current one'),
  ],
  [
    'siege-simancas',
    'Siege: Simancas Quarter',
    'Simancas',
    'Gijón',
    'NAT',
    BLUE,
    1,
    rb('§2.2.2.5, §16.1.1, set-up (map: Gijón)'),
  ],
  [
    'siege-cabeza',
    'Siege: Sta. Mª de la Cabeza',
    'Sta. Mª Cabeza',
    'Pto. de Valderrepiso',
    'NAT',
    BLUE,
    1,
    rb('§2.2.2.5, §16.1.1, set-up (map: Pto. de Valderrepiso)'),
  ],
  ['siege-alcazar', 'Siege: Alcázar', 'Alcázar', 'Toledo', 'NAT', BLUE, 1, rb('§2.2.2.5, §16.1.1, set-up (Toledo)')],
  [
    'siege-resist-simancas',
    'Siege Resist: Simancas',
    'Simancas Resist',
    undefined,
    'NAT',
    BLUE,
    1,
    rb('§16.1, set-up (GRT box 1)'),
  ],
  [
    'siege-resist-cabeza',
    'Siege Resist: Sta. Mª Cabeza',
    'Sta. Mª Cabeza Resist',
    undefined,
    'NAT',
    BLUE,
    1,
    rb('§16.1, set-up (GRT box 2)'),
  ],
  [
    'siege-resist-alcazar',
    'Siege Resist: Alcázar',
    'Alcázar Resist',
    undefined,
    'NAT',
    BLUE,
    1,
    rb('§16.1, set-up (GRT box 3)'),
  ],
  ['isolated-oviedo', 'Isolated Space: Oviedo', 'Isolated', undefined, 'NAT', BLUE, 1, rb('§2.2.2.5, §16.2')],
  ['isolated-granada', 'Isolated Space: Granada', 'Isolated', undefined, 'NAT', BLUE, 1, rb('§2.2.2.5, §16.2')],
  ['move-attack', 'Move / Attack', 'Move', 'Attack', undefined, GREY, 5, rb('§2.2.2.7, §4.1.2 (five markers)')],
  ['control-nat', 'Nationalist Control', 'NAT', undefined, 'NAT', BLUE, 60, rc(`§2.2.2.8; ${COUNT}`)],
  ['control-rep', 'Republican Control', 'REP', undefined, 'REP', RED, 60, rc(`§2.2.2.8; ${COUNT}`)],
  ['oos', 'Out of Supply', 'OOS', undefined, undefined, GREY, 20, rc(`§2.2.2.9, §6.0 F.2; ${COUNT}`)],
  [
    'supply-france',
    'Supplied through France',
    'French Border',
    undefined,
    'REP',
    GREY,
    4,
    rc(`§2.2.2.9, §13.4; ${COUNT}`),
  ],
  [
    'supply-portugal',
    'Supplied through Portugal',
    'Portuguese Border',
    undefined,
    'NAT',
    GREY,
    4,
    rc(`§2.2.2.9, §13.4; ${COUNT}`),
  ],
  ['fort-rep', 'Republican Position / Trench', 'Position', 'Trench', 'REP', RED, 12, rb('§10.2.9 (twelve)')],
  ['fort-nat', 'Nationalist Position / Trench', 'Position', 'Trench', 'NAT', BLUE, 8, rb('§10.2.9 (eight)')],
  ['trench-madrid', 'Madrid Trench', 'Trench', undefined, 'REP', RED, 2, rb('§10.2.9 exception (two for Madrid)')],
  [
    'trench-bilbao',
    'Bilbao Trench (Iron Belt)',
    'Trench',
    undefined,
    'REP',
    RED,
    1,
    rb('§10.2.3, §10.2.9 exception (one for Bilbao)'),
  ],
  [
    'trench-fortifications',
    'Fortifications Trench',
    'Trench',
    undefined,
    'REP',
    RED,
    3,
    rb('§10.2.9 exception (three for the Fortifications event)'),
  ],
  ['drm-modifier', 'DRM Modifier', '-1 DRM', '-2 DRM', undefined, GREY, 8, rc(`§10.2.2, §10.2.3; ${COUNT}`)],
  ['beach-head', 'Beach Head', 'Mallorca', 'Plan P', 'REP', RED, 1, rb('§2.2.2.11, §8.5.4.1, §8.5.6.1')],
  ['bonus-vp', 'Bonus VP', '+1 VP', undefined, 'REP', RED, 4, rc(`§2.2.2.12, §8.5.5.4; ${COUNT}`)],
  ['bonus-rm', 'Bonus RM', '+1 RM', undefined, 'REP', RED, 4, rc(`§2.2.2.12, §8.5.5.4; ${COUNT}`)],
  ['retreated', 'Retreated', 'Retreated', undefined, undefined, GREY, 10, rc(`§2.2.2.13, §11.4.6; ${COUNT}`)],
  [
    'victorious-attack',
    'Victorious Attack',
    'NAT Victory',
    'REP Victory',
    undefined,
    GREY,
    6,
    rc(`§2.2.2.13 (blue NAT / red REP sides); ${COUNT}`),
  ],
];

/** The six numbered Action markers of each player (§2.2.2.6, §4.1.1). */
function actionMarkers(): MarkerDef[] {
  return (['NAT', 'REP'] as const).flatMap((side) =>
    [1, 2, 3, 4, 5, 6].map((n) => ({
      id: `action-${side.toLowerCase()}-${n}`,
      name: `${side} Action ${n}`,
      names: { es: actionEs(side, n) },
      front: String(n),
      side,
      color: side === 'NAT' ? BLUE : RED,
      count: 1,
      prov: rb('§2.2.2.6, §4.1.1 (six Action markers numbered 1 to 6 each)'),
    })),
  );
}

/** The part of a card these markers need. */
interface CardLite {
  id: string;
  side: 'NAT' | 'REP';
  number: number;
  name: string;
  names?: { es?: string };
  event: { effects: { kind: string }[] };
}

const VP_RM = new Set(['vp', 'rm', 'strategicCounterattack']);
const LASTING = new Set(['flag', 'rpPerTurn']);

/** VP/RM event markers and reminder markers, one per card that needs one (§2.2.2.3, §2.2.2.4). */
export function cardMarkers(cards: CardLite[]): MarkerDef[] {
  const out: MarkerDef[] = [];
  for (const c of cards) {
    const kinds = c.event.effects.map((e) => e.kind);
    const color = c.side === 'NAT' ? BLUE : RED;
    if (kinds.some((k) => VP_RM.has(k)) && !kinds.includes('strategicCounterattack')) {
      out.push({
        id: `event-${c.id.toLowerCase()}`,
        name: `VP/RM event: ${c.name}`,
        names: { es: eventEs(c.names?.es ?? c.name) },
        front: String(c.number),
        side: c.side,
        color,
        count: 1,
        prov:
          c.id === 'N31'
            ? rb('§2.2.2.3 (marker "31" for the Pact of Santoña)')
            : rc('§2.2.2.3: one VP/RM marker per event that changes VP or RM (per cards.json)'),
      });
    }
    if (kinds.some((k) => LASTING.has(k))) {
      out.push({
        id: `reminder-${c.id.toLowerCase()}`,
        name: `Reminder: ${c.name}`,
        names: { es: reminderEs(c.names?.es ?? c.name) },
        front: c.id,
        side: c.side,
        color: SAND,
        count: 1,
        prov: rc('§2.2.2.4: one reminder per event with a lasting effect (per cards.json)'),
      });
    }
  }
  return out;
}

/** Every marker, in order. */
export function buildMarkers(cards: CardLite[]): MarkerDef[] {
  const fixed = FIXED.map(
    ([id, name, front, back, side, color, count, prov]): MarkerDef => ({
      id,
      name,
      ...(MARKERS_ES[id] ? { names: { es: MARKERS_ES[id].name } } : {}),
      front,
      ...(MARKERS_ES[id]?.front ? { fronts: { es: MARKERS_ES[id].front } } : {}),
      ...(back ? { back } : {}),
      ...(back && MARKERS_ES[id]?.back ? { backs: { es: MARKERS_ES[id].back } } : {}),
      ...(side ? { side } : {}),
      color,
      count,
      prov,
    }),
  );
  return [...fixed, ...actionMarkers(), ...cardMarkers(cards)];
}

/** The cards of the module, read from cards.json. */
export function readCards(): CardLite[] {
  return JSON.parse(readFileSync(join(here, '../../modules/crusade/cards.json'), 'utf8'));
}

/** The markers.json text the module holds. */
export function markersJson(): string {
  return `${JSON.stringify(buildMarkers(readCards()), null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(here, '../../modules/crusade/markers.json'), markersJson());
}

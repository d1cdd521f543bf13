// The Struggle for Europe's units.json for Barbarossa: every counter of the set-up and of the reinforcements, made
// from its order-of-battle entry (oob-axis.ts, oob-soviet.ts, oob-soviet-later.ts) and its kind (oob-kinds.ts).

import type { Provenance, UnitDef } from '../../../engine/core/module.js';
import { AXIS_LATER, AXIS_SETUP, type Entry } from './oob-axis.js';
import { KINDS } from './oob-kinds.js';
import { navalUnits } from './oob-naval.js';
import { SOVIET_SETUP } from './oob-soviet.js';
import { sovietLater } from './oob-soviet-later.js';
import { spanishName } from './oob-spanish.js';

/** Ground units that count against the three a hex holds (§5.01): not leaders, supply, forts or air. */
export const isStacked = (u: UnitDef): boolean =>
  !['leader', 'supply', 'fort'].includes(u.type) && !isAir(u) && !isNaval(u);

/** A naval unit (§3.3): its type is "naval-BB", "naval-CA", "naval-DD", "naval-TT"… (oob-naval.ts). */
export const isNaval = (u: UnitDef): boolean => u.type.startsWith('naval-');

/** An air unit (§3.2): its type is "air-F", "air-A", "air-B", "air-HB" or "air-T". */
export const isAir = (u: UnitDef): boolean => u.type.startsWith('air-');

/** The Axis nationalities; every other counter is Soviet. */
export const AXIS_NATIONS = [
  'german',
  'german-ss',
  'romanian',
  'finnish',
  'hungarian',
  'slovak',
  'italian',
  'spanish-blue',
];

/** Which army group, front or country an entry belongs to, kept in the flags as "group:<name>". */
const groupFlag = (e: Entry) => `group:${e[5]}`;

/** One counter from its entry. */
function unitOf(e: Entry): UnitDef {
  const [id, name, kindKey] = e;
  const k = KINDS[kindKey];
  if (!k) throw new Error(`${id}: no counter kind "${kindKey}"`);
  const air = k.type.startsWith('air-');
  const reason = air
    ? `An air unit at the rules' scale (§3.2: about 150 aircraft a wing for the Axis, 300 older Soviet machines ` +
      `for the VVS): ${k.reason}; air combat, bombing and range in the style of the rulebook's F 3 1 5 and B 2 4 14`
    : `Reconstructed in the series' style (the book prints no counters, digest §11): ${k.reason}`;
  const prov: Provenance = { source: 'reconstructed', reason };
  const fieldProv: Record<string, Provenance> | undefined = k.ref
    ? Object.fromEntries(
        ['full.attack', 'full.defense', 'full.movement'].map((f) => [f, { source: 'rulebook', ref: k.ref! }]),
      )
    : undefined;
  return {
    id,
    name,
    names: { es: spanishName(name) },
    nationality: k.nationality,
    type: k.type,
    size: k.size,
    steps: k.reduced ? 2 : 1,
    full: k.full,
    ...(k.reduced ? { reduced: k.reduced } : {}),
    ...(k.type === 'mountain' ? { mountain: true } : {}),
    flags: [...(k.flags ?? []), groupFlag(e), `kind:${kindKey}`],
    prov,
    ...(fieldProv ? { fieldProv } : {}),
  };
}

/** Every counter of the Barbarossa scenario, set-up first, then reinforcements by turn. */
export function buildUnits(): UnitDef[] {
  const later = [...AXIS_LATER, ...sovietLater()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
  const all = [...[...AXIS_SETUP, ...SOVIET_SETUP, ...later].map(unitOf), ...navalUnits()];
  const seen = new Set<string>();
  for (const u of all) {
    if (seen.has(u.id)) throw new Error(`duplicate unit id ${u.id}`);
    seen.add(u.id);
  }
  return all;
}

// Which module values are reconstructed (not printed in the rulebook). Uses helper E's
// engine/core/provenance.ts listReconstructed() when present; a local scan of the same labels otherwise.
/// <reference types="vite/client" />

import type { ChartDef, GameModule, Provenance, UnitDef } from '../../engine/core/module.js';

/** One reconstructed value: what it is, where it lives, and why it was reconstructed. */
export interface ReconstructedItem {
  what: string;
  where: string;
  reason: string;
}

type Lister = (module: GameModule) => ReconstructedItem[];

const found = import.meta.glob<{ listReconstructed?: Lister }>('../../engine/core/provenance.ts', { eager: true });
const external: Lister | undefined = Object.values(found)[0]?.listReconstructed;

function isRec(p: Provenance | undefined): p is { source: 'reconstructed'; reason: string } {
  return p?.source === 'reconstructed';
}

/** A local scan: manifest, nationalities, terrain, map, units (and their fields), markers, charts, scenarios. */
export function scanReconstructed(m: GameModule): ReconstructedItem[] {
  const out: ReconstructedItem[] = [];
  const add = (what: string, where: string, p: Provenance | undefined) => { if (isRec(p)) out.push({ what, where, reason: p.reason }); };
  add(m.manifest.title, 'module.json', m.manifest.prov);
  for (const n of m.manifest.nationalities) add(n.name, 'nationalities', n.prov);
  add('map', 'map.json', m.map.prov);
  for (const tr of m.map.terrain) add(tr.name, 'map.json terrain', tr.prov);
  for (const u of m.units) {
    add(u.name, 'units.json', u.prov);
    for (const [field, p] of Object.entries(u.fieldProv ?? {})) add(`${u.name}: ${field}`, 'units.json', p);
  }
  for (const mk of m.markers) add(mk.name, 'markers.json', mk.prov);
  for (const c of m.charts) {
    add(c.name, 'charts.json', c.prov);
    c.rows.forEach((r) => r.prov?.forEach((p, i) => add(`${c.name}: ${r.key} / ${c.columns[i] ?? i}`, 'charts.json', p)));
  }
  for (const s of m.scenarios) add(s.name, 'scenarios.json', s.prov);
  return out;
}

/** Every reconstructed value of a module. */
export function listReconstructed(m: GameModule): ReconstructedItem[] {
  try {
    return external ? external(m) : scanReconstructed(m);
  } catch {
    return scanReconstructed(m);
  }
}

/** Whether a chart has any reconstructed value (it then shows the "Reconstructed" badge). */
export function chartIsReconstructed(c: ChartDef): boolean {
  return isRec(c.prov) || c.rows.some((r) => r.prov?.some(isRec));
}

/** Whether a unit's printed values are (partly) reconstructed (the stack inspector marks it). */
export function unitIsReconstructed(u: UnitDef | undefined): boolean {
  if (!u) return false;
  return isRec(u.prov) || Object.values(u.fieldProv ?? {}).some(isRec);
}

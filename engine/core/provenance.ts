// Where a module's data came from: the list of everything that is reconstructed rather than printed in the
// rulebook, for the "About this module" page and PROVENANCE.md. Pure: it only reads the loaded module.
//
// Hexes and hexsides are summarised (one line per reason with a count), because a map may tag hundreds of
// hexes with the same reconstruction reason; units, markers and scenarios are listed one by one; chart cells
// are counted per chart and reason.

import type { ChartDef, GameModule, Provenance } from './module.js';

/** One reconstructed item: what it is, where it lives in the module files, and why it was chosen. */
export interface ReconstructedItem {
  what: string;
  where: string;
  reason: string;
}

/** Whether a provenance label says "reconstructed" (a missing label is not a reconstruction claim). */
export function isReconstructed(prov: Provenance | undefined | null): prov is { source: 'reconstructed'; reason: string } {
  return prov != null && prov.source === 'reconstructed';
}

/** Whether any part of a chart is reconstructed: the chart itself, or one of its cells. */
export function chartHasReconstructed(chart: ChartDef): boolean {
  if (isReconstructed(chart.prov)) return true;
  return chart.rows.some((row) => (row.prov ?? []).some((p) => isReconstructed(p)));
}

/** Counts the cells of a chart by provenance: cells without their own label inherit the chart's. */
export function chartCellCounts(chart: ChartDef): { total: number; reconstructed: number; byReason: Map<string, number> } {
  let total = 0;
  let reconstructed = 0;
  const byReason = new Map<string, number>();
  for (const row of chart.rows) {
    row.cells.forEach((_cell, i) => {
      total++;
      const p = row.prov?.[i] ?? chart.prov;
      if (isReconstructed(p)) {
        reconstructed++;
        byReason.set(p.reason, (byReason.get(p.reason) ?? 0) + 1);
      }
    });
  }
  return { total, reconstructed, byReason };
}

// Several items that share one reason become one line: "3 hexes (1321, 1322, 1422)" or "812 hexes".
function grouped(
  out: ReconstructedItem[],
  noun: string,
  where: string,
  items: { id: string; prov?: Provenance }[],
): void {
  const byReason = new Map<string, string[]>();
  for (const it of items) {
    if (!isReconstructed(it.prov)) continue;
    const ids = byReason.get(it.prov.reason) ?? [];
    ids.push(it.id);
    byReason.set(it.prov.reason, ids);
  }
  for (const [reason, ids] of byReason) {
    const list = ids.length <= 8 ? ` (${ids.join(', ')})` : '';
    const plural = ids.length === 1 ? noun : noun.endsWith('x') ? `${noun}es` : `${noun}s`;
    out.push({ what: `${ids.length} ${plural}${list}`, where, reason });
  }
}

/** Everything in the module that the rulebook does not give, with where it is and why it was chosen. */
export function listReconstructed(module: GameModule): ReconstructedItem[] {
  const out: ReconstructedItem[] = [];
  const files = module.manifest.files;
  const add = (what: string, where: string, prov: Provenance | undefined): void => {
    if (isReconstructed(prov)) out.push({ what, where, reason: prov.reason });
  };

  // Manifest: the module itself and its nationalities (colours).
  add(`module "${module.manifest.title}"`, 'module.json', module.manifest.prov);
  for (const n of module.manifest.nationalities) add(`nationality ${n.name}`, `module.json nationalities[${n.id}]`, n.prov);

  // Map: the map as a whole, its terrain types, then hexes and hexsides summarised by reason.
  const map = module.map;
  add('the map', files.map, map.prov);
  for (const t of map.terrain) add(`terrain type ${t.name}`, `${files.map} terrain[${t.id}]`, t.prov);
  grouped(out, 'hex', `${files.map} hexes`, map.hexes);
  grouped(out, 'hexside', `${files.map} hexsides`, map.hexsides.map((s) => ({ id: `${s.a}/${s.b}`, prov: s.prov })));
  grouped(out, 'space', `${files.map} spaces`, map.spaces ?? []);
  grouped(out, 'connection', `${files.map} connections`, (map.connections ?? []).map((c) => ({ id: `${c.a}-${c.b}`, prov: c.prov })));

  // Units: the counter as a whole and each field that carries its own label.
  for (const u of module.units) {
    add(`unit ${u.name}`, `${files.units} ${u.id}`, u.prov);
    for (const [field, prov] of Object.entries(u.fieldProv ?? {})) {
      // A field with the same reconstruction reason as the whole counter adds nothing new.
      if (isReconstructed(u.prov) && isReconstructed(prov) && prov.reason === u.prov.reason) continue;
      add(`unit ${u.name}: ${field}`, `${files.units} ${u.id}.${field}`, prov);
    }
  }

  // Markers.
  const markersFile = files.markers ?? 'markers.json';
  for (const m of module.markers) add(`marker ${m.name}`, `${markersFile} ${m.id}`, m.prov);

  // Charts: the chart, then its cells counted per reason.
  const chartsFile = files.charts ?? 'charts.json';
  for (const c of module.charts) {
    add(`chart ${c.name}`, `${chartsFile} ${c.id}`, c.prov);
    const counts = chartCellCounts(c);
    for (const [reason, n] of counts.byReason) {
      // Cells that merely inherit the chart's own reason are already covered by the chart's line.
      if (isReconstructed(c.prov) && reason === c.prov.reason && c.rows.every((r) => !r.prov)) continue;
      out.push({ what: `${c.name}: ${n} of ${counts.total} cells`, where: `${chartsFile} ${c.id} rows`, reason });
    }
  }

  // Scenarios and their placements.
  for (const s of module.scenarios) {
    add(`scenario ${s.name}`, `${files.scenarios} ${s.id}`, s.prov);
    grouped(out, 'placement', `${files.scenarios} ${s.id} placements`, s.placements.map((p) => ({ id: p.id ?? p.def, prov: p.prov })));
  }
  return out;
}

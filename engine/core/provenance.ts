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
  /** The reason in other languages (the label's own `reasons`), by language code. */
  reasons?: Record<string, string>;
  /** What `what` says, as data a page can word in any language. */
  subject: ReconstructedSubject;
}

/** The thing a reconstructed item is about: its kind, with its id and printed name, or a count of map parts. */
export type ReconstructedSubject =
  | { kind: 'module' | 'nationality' | 'terrain' | 'marker' | 'chart' | 'scenario'; id: string; name: string }
  | { kind: 'map' }
  | { kind: 'unit'; id: string; name: string; field?: string }
  | { kind: 'card'; id: string; name: string; field?: string }
  | { kind: 'chartCells'; id: string; name: string; count: number; total: number }
  /** Several parts that share one reason; `ids` lists them when there are at most eight. */
  | { kind: 'hex' | 'hexside' | 'space' | 'connection' | 'placement'; count: number; ids: string[] };

/** The label's translated reasons, as an optional field. */
function reasonsOf(prov: { reasons?: Record<string, string> }): { reasons?: Record<string, string> } {
  return prov.reasons ? { reasons: prov.reasons } : {};
}

/** Whether a provenance label says "reconstructed" (a missing label is not a reconstruction claim). */
export function isReconstructed(
  prov: Provenance | undefined | null,
): prov is { source: 'reconstructed'; reason: string } {
  return prov != null && prov.source === 'reconstructed';
}

/** Whether any part of a chart is reconstructed: the chart itself, or one of its cells. */
export function chartHasReconstructed(chart: ChartDef): boolean {
  if (isReconstructed(chart.prov)) return true;
  return chart.rows.some((row) => (row.prov ?? []).some((p) => isReconstructed(p)));
}

/** Counts the cells of a chart by provenance: cells without their own label inherit the chart's. */
export function chartCellCounts(chart: ChartDef): {
  total: number;
  reconstructed: number;
  byReason: Map<string, number>;
} {
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
  noun: 'hex' | 'hexside' | 'space' | 'connection' | 'placement',
  where: string,
  items: { id: string; prov?: Provenance }[],
): void {
  const byReason = new Map<string, { ids: string[]; reasons?: Record<string, string> }>();
  for (const it of items) {
    if (!isReconstructed(it.prov)) continue;
    const group = byReason.get(it.prov.reason) ?? { ids: [], ...reasonsOf(it.prov) };
    group.ids.push(it.id);
    byReason.set(it.prov.reason, group);
  }
  for (const [reason, { ids, reasons }] of byReason) {
    const list = ids.length <= 8 ? ` (${ids.join(', ')})` : '';
    const plural = ids.length === 1 ? noun : noun.endsWith('x') ? `${noun}es` : `${noun}s`;
    out.push({
      what: `${ids.length} ${plural}${list}`,
      where,
      reason,
      ...(reasons ? { reasons } : {}),
      subject: { kind: noun, count: ids.length, ids: ids.length <= 8 ? ids : [] },
    });
  }
}

/** The first label of a chart (its own or a cell's) that gives this reason, for its translations. */
function cellReasonLabel(chart: ChartDef, reason: string): { reasons?: Record<string, string> } {
  for (const p of [chart.prov, ...chart.rows.flatMap((r) => r.prov ?? [])]) {
    if (isReconstructed(p) && p.reason === reason) return p;
  }
  return {};
}

/** Everything in the module that the rulebook does not give, with where it is and why it was chosen. */
export function listReconstructed(module: GameModule): ReconstructedItem[] {
  const out: ReconstructedItem[] = [];
  const files = module.manifest.files;
  const add = (what: string, where: string, prov: Provenance | undefined, subject: ReconstructedSubject): void => {
    if (isReconstructed(prov)) out.push({ what, where, reason: prov.reason, ...reasonsOf(prov), subject });
  };

  // Manifest: the module itself and its nationalities (colours).
  const m = module.manifest;
  add(`module "${m.title}"`, 'module.json', m.prov, { kind: 'module', id: m.id, name: m.title });
  for (const n of m.nationalities) {
    add(`nationality ${n.name}`, `module.json nationalities[${n.id}]`, n.prov, {
      kind: 'nationality',
      id: n.id,
      name: n.name,
    });
  }

  // Map: the map as a whole, its terrain types, then hexes and hexsides summarised by reason.
  const map = module.map;
  add('the map', files.map, map.prov, { kind: 'map' });
  for (const t of map.terrain) {
    add(`terrain type ${t.name}`, `${files.map} terrain[${t.id}]`, t.prov, { kind: 'terrain', id: t.id, name: t.name });
  }
  grouped(out, 'hex', `${files.map} hexes`, map.hexes);
  grouped(
    out,
    'hexside',
    `${files.map} hexsides`,
    map.hexsides.map((s) => ({ id: `${s.a}/${s.b}`, prov: s.prov })),
  );
  grouped(out, 'space', `${files.map} spaces`, map.spaces ?? []);
  grouped(
    out,
    'connection',
    `${files.map} connections`,
    (map.connections ?? []).map((c) => ({ id: `${c.a}-${c.b}`, prov: c.prov })),
  );

  // Units: the counter as a whole and each field that carries its own label.
  for (const u of module.units) {
    add(`unit ${u.name}`, `${files.units} ${u.id}`, u.prov, { kind: 'unit', id: u.id, name: u.name });
    for (const [field, prov] of Object.entries(u.fieldProv ?? {})) {
      // A field with the same reconstruction reason as the whole counter adds nothing new.
      if (isReconstructed(u.prov) && isReconstructed(prov) && prov.reason === u.prov.reason) continue;
      const subject = { kind: 'unit', id: u.id, name: u.name, field } as const;
      add(`unit ${u.name}: ${field}`, `${files.units} ${u.id}.${field}`, prov, subject);
    }
  }

  // Markers.
  const markersFile = files.markers ?? 'markers.json';
  for (const x of module.markers) {
    add(`marker ${x.name}`, `${markersFile} ${x.id}`, x.prov, { kind: 'marker', id: x.id, name: x.name });
  }

  // Charts: the chart, then its cells counted per reason.
  const chartsFile = files.charts ?? 'charts.json';
  for (const c of module.charts) {
    add(`chart ${c.name}`, `${chartsFile} ${c.id}`, c.prov, { kind: 'chart', id: c.id, name: c.name });
    const counts = chartCellCounts(c);
    for (const [reason, n] of counts.byReason) {
      // Cells that merely inherit the chart's own reason are already covered by the chart's line.
      if (isReconstructed(c.prov) && reason === c.prov.reason && c.rows.every((r) => !r.prov)) continue;
      out.push({
        what: `${c.name}: ${n} of ${counts.total} cells`,
        where: `${chartsFile} ${c.id} rows`,
        reason,
        ...reasonsOf(cellReasonLabel(c, reason)),
        subject: { kind: 'chartCells', id: c.id, name: c.name, count: n, total: counts.total },
      });
    }
  }

  // Strategy cards: the card as a whole and each field that carries its own label.
  const cardsFile = files.cards ?? 'cards.json';
  for (const c of module.cards ?? []) {
    add(`card ${c.name}`, `${cardsFile} ${c.id}`, c.prov, { kind: 'card', id: c.id, name: c.name });
    for (const [field, prov] of Object.entries(c.fieldProv ?? {})) {
      if (isReconstructed(c.prov) && isReconstructed(prov) && prov.reason === c.prov.reason) continue;
      add(`card ${c.name}: ${field}`, `${cardsFile} ${c.id}.${field}`, prov, {
        kind: 'card',
        id: c.id,
        name: c.name,
        field,
      });
    }
  }

  // Scenarios and their placements.
  for (const s of module.scenarios) {
    add(`scenario ${s.name}`, `${files.scenarios} ${s.id}`, s.prov, { kind: 'scenario', id: s.id, name: s.name });
    grouped(
      out,
      'placement',
      `${files.scenarios} ${s.id} placements`,
      s.placements.map((p) => ({ id: p.id ?? p.def, prov: p.prov })),
    );
  }
  return out;
}

/** One place where a `rulebook` label claims a hex that the rulebook never names. */
export interface RulebookHexClaim {
  where: string;
  hex: string;
}

/**
 * The placements (and unit set-up hexes) labelled `rulebook` whose hex is not among the hexes the rulebook
 * names. A rule may say "set up on the hex printed on the counter" (Isabella 3.2) without giving that hex;
 * such a placement's hex is reconstructed, whatever rule places it. `namedHexes` is the module's list of
 * every hex number its rulebook prints.
 */
export function rulebookHexClaims(module: GameModule, namedHexes: Iterable<string>): RulebookHexClaim[] {
  const named = new Set(namedHexes);
  const out: RulebookHexClaim[] = [];
  for (const s of module.scenarios) {
    s.placements.forEach((p, i) => {
      const hex = 'hex' in p.at ? p.at.hex : undefined;
      if (hex !== undefined && p.prov?.source === 'rulebook' && !named.has(hex)) {
        out.push({ where: `${module.manifest.files.scenarios} ${s.id} placements[${i}] (${p.id ?? p.def})`, hex });
      }
    });
  }
  for (const u of module.units) {
    if (u.setupHex === undefined || named.has(u.setupHex)) continue;
    // A set-up hex with no label of its own inherits the counter's.
    const prov = u.fieldProv?.setupHex ?? u.prov;
    if (prov?.source === 'rulebook')
      out.push({ where: `${module.manifest.files.units} ${u.id}.setupHex`, hex: u.setupHex });
  }
  return out;
}

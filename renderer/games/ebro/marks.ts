// La Batalla del Ebro's markers as the page shows them: the engineering state of every crossing in the vars (its
// kind, turns of building left, damage, destroyed) and of the map's crossing sites still empty, the trenches and
// fortifications of each hex, the dismantled crossings' counters lying in hexes (X.II.7), and the series' markers on
// units (moved, activated, disorganised, fired), as lines for the Engineering panel and as labels on the map's hexes
// (one label a hex). Pure.

import type { View } from '../../../engine/core/types.js';
import type { Highlight } from '../../map/highlights.js';
import { t } from '../../i18n/index.js';
import { sideKey, sideName } from './names.js';
import { hexsideText, kindText } from './words.js';

/** The series' crossing and works vars the page reads (engine/games/ourwar/state.ts). */
interface CrossingVar {
  kind: string;
  a: string;
  b: string;
  damage?: number;
  destroyed?: boolean;
  building?: number;
}
interface WorkVar {
  building?: number;
  damage?: number;
}
interface MarksVars {
  crossings?: Record<string, CrossingVar>;
  works?: Record<string, { trench?: WorkVar; fort?: WorkVar; ruin?: string }>;
  marks?: Record<string, { act?: string; dso?: boolean; fired?: boolean }>;
  counters?: { kind: string; side: string; hex: string }[];
  bridgeheads?: Record<string, unknown>;
}

/** One line of the Engineering panel: the place it lights and its words. */
export interface WorkLine {
  hexes: string[];
  text: string;
  state: 'ready' | 'building' | 'damaged' | 'destroyed' | 'site' | 'counter';
}

const W = 'ebro.works.';

/** A crossing's state in words and as a class. */
function crossingState(x: CrossingVar): { state: WorkLine['state']; words: string } {
  if (x.destroyed) return { state: 'destroyed', words: t(`${W}destroyed`) };
  if ((x.building ?? 0) > 0) return { state: 'building', words: t(`${W}building`, { turns: x.building }) };
  if ((x.damage ?? 0) > 0) return { state: 'damaged', words: t(`${W}damage`, { damage: x.damage }) };
  return { state: 'ready', words: t(`${W}ready`) };
}

/** The Engineering panel's lines: crossings, the empty crossing sites, the dismantled crossings' counters (X.II.7),
 *  then the works of each hex. */
export function workLines(
  view: View | null,
  sites: Map<string, { a: string; b: string; name: string | null }>,
): WorkLine[] {
  const v = (view?.state.vars ?? {}) as MarksVars;
  const out: WorkLine[] = [];
  const crossings = v.crossings ?? {};
  const siteName = (a: string, b: string) => sites.get(sideKey(a, b))?.name ?? null;
  for (const x of Object.values(crossings)) {
    const s = crossingState(x);
    const where = hexsideText(x.a, x.b, siteName);
    out.push({
      hexes: [x.a, x.b],
      state: s.state,
      text: `${t(`${W}crossing`, { kind: kindText(x.kind), where })}: ${s.words}`,
    });
  }
  for (const [key, s] of sites)
    if (!crossings[key])
      out.push({ hexes: [s.a, s.b], state: 'site', text: t(`${W}site`, { where: hexsideText(s.a, s.b, siteName) }) });
  for (const c of v.counters ?? [])
    out.push({
      hexes: [c.hex],
      state: 'counter',
      text: t(`${W}counter`, { kind: kindText(c.kind), side: sideName(c.side), hex: c.hex }),
    });
  for (const [hex, w] of Object.entries(v.works ?? {})) {
    for (const kind of ['trench', 'fort'] as const) {
      const x = w[kind];
      if (!x) continue;
      const building = (x.building ?? 0) > 0;
      const words = building ? t(`${W}building`, { turns: x.building }) : t(`${W}ready`);
      out.push({
        hexes: [hex],
        state: building ? 'building' : 'ready',
        text: `${t(`${W}${kind}`, { hex })}: ${words}`,
      });
    }
    if (w.ruin)
      out.push({ hexes: [hex], state: 'destroyed', text: t(`${W}ruin`, { hex, ruin: t(`${W}ruins.${w.ruin}`) }) });
  }
  return out;
}

/** The labels of one hex, joined. */
function add(labels: Map<string, string[]>, hex: string, label: string): void {
  const l = labels.get(hex) ?? [];
  if (!l.includes(label)) l.push(label);
  labels.set(hex, l);
}

/** The markers as labels on the map's hexes: crossings (on both hexes), dismantled crossings' counters, works, and the
 *  units' markers. */
export function markHighlights(
  view: View | null,
  sites: Map<string, { a: string; b: string; name: string | null }>,
): Highlight[] {
  if (!view) return [];
  const v = view.state.vars as MarksVars;
  const labels = new Map<string, string[]>();
  const M = `${W}marks.`;
  const crossings = v.crossings ?? {};
  for (const x of Object.values(crossings)) {
    const label = x.destroyed
      ? t(`${M}broken`)
      : (x.building ?? 0) > 0
        ? t(`${M}building`, { turns: x.building })
        : `${t(`${M}bridge`)}${(x.damage ?? 0) > 0 ? x.damage : ''}`;
    add(labels, x.a, label);
    add(labels, x.b, label);
  }
  for (const [key, s] of sites)
    if (!crossings[key]) {
      add(labels, s.a, t(`${M}site`));
      add(labels, s.b, t(`${M}site`));
    }
  for (const c of v.counters ?? []) add(labels, c.hex, t(`${M}counter`));
  for (const [hex, w] of Object.entries(v.works ?? {})) {
    if (w.trench) add(labels, hex, t(`${M}trench`) + ((w.trench.building ?? 0) > 0 ? `(${w.trench.building})` : ''));
    if (w.fort) add(labels, hex, t(`${M}fort`) + ((w.fort.building ?? 0) > 0 ? `(${w.fort.building})` : ''));
  }
  // XX.2.3 (optional) the bridgehead marker on the shared hex
  for (const hex of Object.keys(v.bridgeheads ?? {})) add(labels, hex, t(`${M}bridgehead`));
  for (const p of view.state.pieces) {
    const m = v.marks?.[p.id];
    if (!m || p.at.kind !== 'hex') continue;
    if (m.dso) add(labels, p.at.hex, t(`${M}dso`));
    if (m.fired) add(labels, p.at.hex, t(`${M}fired`));
    if (m.act === 'done') add(labels, p.at.hex, t(`${M}done`));
    else if (m.act === 'moved') add(labels, p.at.hex, t(`${M}moved`));
  }
  return [...labels].map(([hex, l]) => ({ hex, kind: 'attacker', label: l.join(' ') }));
}

// Layout of the counter-sheet panel: the off-map boxes (reinforcements by turn, replacements, the dead
// pile...) stacked vertically, each piece in its own cell (nothing is hidden in a holding box). Pure.

import type { BoxDef } from '../../engine/core/module.js';
import { DEAD_PILE, REINFORCEMENTS, REPLACEMENTS, type Piece } from '../../engine/core/types.js';
import type { Rect } from '../../engine/geometry/boxes.js';

/** One row of a box: the pieces with one slot index (or with none). */
export interface SheetRow {
  index?: number;
  /** Row heading (a turn, a slot label); absent for the unindexed row. */
  label?: string;
  rect: Rect;
  pieces: { id: string; x: number; y: number }[];
}

/** One laid-out box. */
export interface SheetBox {
  id: string;
  box: BoxDef;
  rect: Rect;
  rows: SheetRow[];
}

/** The whole panel, in panel-local pixels. */
export interface SheetLayout {
  boxes: SheetBox[];
  height: number;
}

/** Sizes used by the layout. */
export interface SheetMetrics {
  width: number;
  counter: number;
  gap: number;
  header: number;
  rowLabel: number;
  top: number;
}

/**
 * A default box for a standard id the module did not declare, or a box a piece names, so its pieces never
 * vanish. Named by its id: the panel shows a standard box by the catalogue's name (standardBoxName).
 */
function standardBox(id: string): BoxDef {
  return { id, name: id, kind: 'box', place: 'sheet', x: 0, y: 0, w: 0, h: 0 };
}

/** The boxes the panel shows: the module's sheet boxes, then any standard or referenced box missing. */
export function sheetBoxes(boxes: readonly BoxDef[], pieces: readonly Piece[]): BoxDef[] {
  const out = boxes.filter((b) => b.place === 'sheet');
  const known = new Set(boxes.map((b) => b.id));
  for (const id of [REINFORCEMENTS, REPLACEMENTS, DEAD_PILE]) {
    if (!known.has(id)) {
      out.push(standardBox(id));
      known.add(id);
    }
  }
  for (const p of pieces) {
    if (p.at.kind === 'box' && !known.has(p.at.box)) {
      out.push(standardBox(p.at.box));
      known.add(p.at.box);
    }
  }
  return out;
}

/**
 * What of the pieces the counter sheet shows, as one string: each piece in a box whole, and each marker's kind
 * wherever it is (the tray counts them). Pieces moving between hexes leave it unchanged.
 */
export function sheetPiecesKey(pieces: readonly Piece[]): string {
  const parts: string[] = [];
  for (const p of pieces) {
    if (p.at.kind === 'box') parts.push(JSON.stringify(p));
    else if (p.kind === 'marker') parts.push(`marker ${p.def}`);
  }
  return parts.join('\n');
}

/** Lay out the boxes and the pieces in them; `label(box, index)` names an indexed row. */
export function layoutSheet(
  boxes: readonly BoxDef[],
  pieces: readonly Piece[],
  m: SheetMetrics,
  label: (box: BoxDef, index: number) => string,
): SheetLayout {
  const perRow = Math.max(1, Math.floor((m.width - m.gap) / (m.counter + m.gap)));
  let y = m.top;
  const out: SheetBox[] = [];
  for (const box of boxes) {
    const inBox = pieces.filter((p) => p.at.kind === 'box' && p.at.box === box.id);
    const indices = [...new Set(inBox.map((p) => (p.at.kind === 'box' ? p.at.index : undefined)))];
    const numbered = indices.filter((i): i is number => i !== undefined).sort((a, b) => a - b);
    const rowsSpec: (number | undefined)[] = [...numbered];
    if (indices.includes(undefined) || rowsSpec.length === 0) rowsSpec.unshift(undefined);
    const top = y;
    y += m.header;
    const rows: SheetRow[] = [];
    for (const index of rowsSpec) {
      const rowPieces = inBox.filter((p) => p.at.kind === 'box' && p.at.index === index);
      const rowTop = y;
      if (index !== undefined) y += m.rowLabel;
      const lines = Math.max(1, Math.ceil(rowPieces.length / perRow));
      const placed = rowPieces.map((p, i) => ({
        id: p.id,
        x: m.gap + (i % perRow) * (m.counter + m.gap) + m.counter / 2,
        y: y + Math.floor(i / perRow) * (m.counter + m.gap) + m.counter / 2,
      }));
      y += lines * (m.counter + m.gap);
      rows.push({
        index,
        label: index === undefined ? undefined : label(box, index),
        rect: { x: 0, y: rowTop, w: m.width, h: y - rowTop },
        pieces: placed,
      });
    }
    y += m.gap;
    out.push({ id: box.id, box, rect: { x: 0, y: top, w: m.width, h: y - top }, rows });
  }
  return { boxes: out, height: y };
}

/** The drop target under a panel-local point: a box, and the row's index when over an indexed row. */
export function sheetHit(layout: SheetLayout, x: number, y: number): { box: string; index?: number } | null {
  for (const b of layout.boxes) {
    if (y < b.rect.y || y > b.rect.y + b.rect.h || x < 0 || x > b.rect.w) continue;
    const row = b.rows.find((r) => y >= r.rect.y && y <= r.rect.y + r.rect.h);
    return row?.index === undefined ? { box: b.id } : { box: b.id, index: row.index };
  }
  return null;
}

// The positions report's pieces, places and headings in words, the same on paper (PDF), on the page (printable
// HTML) and in the terminal (text). Pure: the page imports it too.

import type { PositionsReport, ReportPiece, ReportRow } from './positions-report.js';
import { fill } from './positions-words.js';

/** The lines every report starts with: game and scenario, whose report, what it leaves out, turn and phase. */
export function headingLines(r: PositionsReport): string[] {
  const w = r.words;
  const active = r.activeSide ? ` (${fill(w.toPlay, { side: sideLabel(r, r.activeSide) })})` : '';
  return [
    `${r.game} — ${r.scenario} (${r.modeName})`,
    `${w.title}: ${r.sideName}`,
    r.side === null ? w.allNote : fill(w.sideNote, { side: r.sideName }),
    `${fill(w.turnPhase, { turn: r.turn, phase: r.phaseName })}${active}`,
  ];
}

/** A side's printed name as the report gives it (its off-map sections carry every side's name). */
function sideLabel(r: PositionsReport, side: string): string {
  return r.offMap.find((s) => s.side === side)?.name ?? side;
}

/** A piece's details: "Axis, infantry corps, 6-2-6, MP 4, 2/2 steps, full strength" (a marker: "marker, Axis"). */
export function pieceDetails(p: ReportPiece, r: PositionsReport): string {
  const w = r.words;
  if (p.kind === 'marker') return [w.marker, p.sideName, p.status].filter((s) => s !== '').join(', ');
  const kind = p.type && p.size ? fill(w.unitKind, { type: p.type, size: p.size }) : (p.type ?? p.size ?? '');
  return [
    p.sideName,
    kind,
    p.factors ?? '',
    p.movement === undefined ? '' : fill(w.movement, { mp: p.movement }),
    p.fullSteps === undefined ? '' : fill(w.steps, { steps: p.steps, full: p.fullSteps }),
    p.status,
  ]
    .filter((s) => s !== '')
    .join(', ');
}

/** One piece in words: "I Corps (FS) (Axis, infantry corps, 6-2-6, MP 4, 2/2 steps, full strength)". */
export function pieceText(p: ReportPiece, r: PositionsReport): string {
  return `${p.name} (${pieceDetails(p, r)})`;
}

/** A map row's place in words: "2816 Madrid [Clear]". */
export function rowPlace(row: ReportRow): string {
  return `${row.location}${row.place ? ` ${row.place}` : ''}${row.terrain ? ` [${row.terrain}]` : ''}`;
}

/** A map row's stack height: "3 units" ("3 units, hidden: 2"). */
export function rowStack(row: ReportRow, r: PositionsReport): string {
  const w = r.words;
  const hidden = row.hidden > 0 ? `, ${fill(w.hidden, { count: row.hidden })}` : '';
  return `${row.stack === 1 ? w.stackOne : fill(w.stackMany, { count: row.stack })}${hidden}`;
}

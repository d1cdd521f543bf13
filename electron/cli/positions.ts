// The positions report (electron/services/positions-report.ts) as text for reading, CSV for spreadsheets and
// JSON for tools. Text is one line per occupied hex, so it greps; CSV is one line per piece, off-map boxes too.

import type { PositionsReport, ReportPiece } from '../services/positions-report.js';
import { headingLines, pieceText, rowPlace, rowStack } from '../services/positions-text.js';
import { fill } from '../services/positions-words.js';

/** The formats the command line writes besides the PDF. */
export type PositionsFormat = 'text' | 'csv' | 'json';

/** Whether `v` is one of the command line's formats. */
export function isPositionsFormat(v: string): v is PositionsFormat {
  return v === 'text' || v === 'csv' || v === 'json';
}

/** Quote a CSV field when it needs it (RFC 4180). */
function csvField(v: string | number | boolean | undefined): string {
  const s = v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The CSV columns, in order. */
export const POSITIONS_CSV_HEADER =
  'location_kind,location,place,terrain,stack,hidden,piece,name,side,kind,type,size,factors,movement,steps,' +
  'full_steps,disrupted,status';

/** Format a report as text, CSV or JSON. */
export function formatPositions(report: PositionsReport, format: PositionsFormat): string {
  if (format === 'json') {
    const { words: _words, ...data } = report;
    return `${JSON.stringify(data, null, 2)}\n`;
  }
  return format === 'csv' ? csv(report) : text(report);
}

function text(r: PositionsReport): string {
  const lines = [...headingLines(r), ''];
  for (const row of r.rows) {
    lines.push(`${rowPlace(row)} (${rowStack(row, r)}): ${row.pieces.map((p) => pieceText(p, r)).join('; ')}`);
  }
  for (const side of r.offMap) {
    lines.push('', fill(r.words.offMap, { side: side.name }));
    if (side.boxes.length === 0) lines.push(`  ${r.words.none}`);
    for (const box of side.boxes) lines.push(`  ${box.name}: ${box.pieces.map((p) => pieceText(p, r)).join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function csv(r: PositionsReport): string {
  const lines = [POSITIONS_CSV_HEADER];
  const piece = (p: ReportPiece) => [
    p.id,
    p.name,
    p.side,
    p.kind,
    p.type,
    p.size,
    p.factors,
    p.movement,
    p.steps,
    p.fullSteps,
    p.disrupted,
    p.status,
  ];
  for (const row of r.rows) {
    for (const p of row.pieces) {
      const at = [row.kind, row.location, row.place, row.terrain, row.stack, row.hidden];
      lines.push([...at, ...piece(p)].map(csvField).join(','));
    }
  }
  for (const side of r.offMap) {
    for (const box of side.boxes) {
      const location = box.index === undefined ? box.box : `${box.box}#${box.index}`;
      for (const p of box.pieces)
        lines.push(['box', location, box.name, '', '', '', ...piece(p)].map(csvField).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

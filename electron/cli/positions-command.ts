// `sandtable positions FILE [--side S] [--format text|csv|json] [--pdf OUT] [--lang en|es] [--no-markers]`:
// replays the file, then reports the positions for one side from that side's own view (Rules.view drops what it
// may not see), or for all sides from the whole state as on a table; as text, CSV, JSON or an A4 PDF.

import { readFile, writeFile } from 'node:fs/promises';
import { withoutRng } from '../../engine/core/sideview.js';
import type { ModuleStore } from '../services/modules.js';
import { positionsPdf } from '../services/positions-pdf.js';
import { buildPositionsReport } from '../services/positions-report.js';
import { isReportLanguage } from '../services/positions-words.js';
import { CliError, openGame } from './game-files.js';
import { formatPositions, isPositionsFormat } from './positions.js';
import { sideView } from './side-view.js';

/** The options of `positions` as commander parses them. */
export interface PositionsOptions {
  format?: string;
  side?: string;
  lang: string;
  pdf?: string;
  mapImage?: string;
  markers?: boolean;
}

/** The PNG signature every PNG file begins with. */
const PNG_SIGNATURE = '89504e470d0a1a0a';

/** A PNG file's bytes for the PDF, or a clear error. */
async function readPng(path: string): Promise<Uint8Array> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (e) {
    throw new CliError(`--map-image ${path} cannot be read: ${(e as Error).message}`);
  }
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) throw new CliError(`--map-image ${path} is not a PNG`);
  return bytes;
}

/**
 * Runs the command: what to print (the report, or with --pdf and no --format a JSON line saying what was written).
 * Throws CliError on bad input.
 */
export async function positionsCommand(
  store: ModuleStore,
  file: string,
  o: PositionsOptions,
  warn: (ws: { message: string }[]) => void,
): Promise<string> {
  const format = o.format;
  if (format !== undefined && !isPositionsFormat(format))
    throw new CliError(`--format must be text, csv or json, not "${format}"`);
  const language = o.lang;
  if (!isReportLanguage(language)) throw new CliError(`--lang must be en or es, not "${language}"`);
  const mapPng = o.mapImage === undefined ? undefined : await readPng(o.mapImage);
  const { doc, warnings } = await openGame(store, file);
  warn(warnings);
  const module = doc.loaded.module;
  // A side's report is built from that side's view, never from the state: it cannot show what the side may not see.
  const state = o.side === undefined ? withoutRng(doc.state) : (await sideView(doc, o.side, warn)).state;
  const report = buildPositionsReport(module, state, { side: o.side ?? null, language, markers: o.markers });
  if (o.pdf !== undefined) {
    const bytes = await positionsPdf(report, { mapPng });
    try {
      await writeFile(o.pdf, bytes);
    } catch (e) {
      throw new CliError(`--pdf ${o.pdf} cannot be written: ${(e as Error).message}`);
    }
    const summary = { ok: true, pdf: o.pdf, bytes: bytes.length, side: report.side, language };
    if (format === undefined) return `${JSON.stringify(summary, null, 2)}\n`;
  }
  return formatPositions(report, format ?? 'text');
}

// "Print positions…" (issue 8): the unit positions of the side this screen shows, built from that side's view
// (Rules.view drops what it may not see, so nothing hidden can reach the paper), as an A4 PDF (base64) and as the
// report itself, from which the page prints its HTML version. The page may send a PNG of its map for the first page.

import { Type } from 'typebox';
import type { HostResult } from '../../../schemas/host-api.js';
import { hostFailure, messageOf } from '../../host-result.js';
import { positionsPdf } from '../../services/positions-pdf.js';
import { buildPositionsReport, type PositionsReport } from '../../services/positions-report.js';
import { LanguageArg } from '../arg-schemas.js';
import { operation } from '../operation.js';

/** The printed positions of the side this screen shows: the PDF (base64) and the report it was made from. */
export interface PrintedPositions {
  pdf: string;
  report: PositionsReport;
}

/** The data URL prefix the argument schema requires of a map image. */
const PNG_DATA_URL = 'data:image/png;base64,';
/** The signature every PNG file begins with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG bytes of a data URL, or null when they are not a PNG. */
export function pngOfDataUrl(url: string): Uint8Array | null {
  if (!url.startsWith(PNG_DATA_URL)) return null;
  const bytes = Buffer.from(url.slice(PNG_DATA_URL.length), 'base64');
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE) ? bytes : null;
}

/** The print slice's operations. */
export const printOperations = {
  /** Unit positions for the side this screen shows, from its view (optional map: a PNG data URL of the page's). */
  printPositions: operation(
    {
      language: LanguageArg,
      mapImage: Type.Optional(
        Type.String({ maxLength: 16777216, pattern: '^data:image/png;base64,[A-Za-z0-9+/]*={0,2}$' }),
      ),
      markers: Type.Optional(Type.Boolean()),
    },
    async (s, a): Promise<HostResult<PrintedPositions>> => {
      const doc = s.doc;
      if (!doc) return hostFailure('no-game', 'Start or open a game first.');
      const mapPng = a.mapImage === undefined ? undefined : pngOfDataUrl(a.mapImage);
      if (mapPng === null) return hostFailure('bad-image', 'The map image is not a PNG.');
      const side = s.screenSide(doc);
      // The side's view, never doc.state: under fog of war the report must not know what the side may not see.
      const view = await doc.view(side);
      const report = buildPositionsReport(doc.loaded.module, view.state, {
        side,
        language: a.language,
        markers: a.markers,
      });
      try {
        const pdf = await positionsPdf(report, { mapPng });
        return { ok: true, value: { pdf: Buffer.from(pdf).toString('base64'), report } };
      } catch (e) {
        return hostFailure('print-failed', `The positions could not be printed: ${messageOf(e)}`);
      }
    },
  ),
};

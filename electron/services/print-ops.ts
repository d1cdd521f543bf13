// "Print positions…" (issue 8): the unit positions of the side this screen shows, built from that side's view
// (Rules.view drops what it may not see, so nothing hidden can reach the paper), as an A4 PDF (base64) and as the
// report itself, from which the page prints its HTML version. The page may send a PNG of its map for the first page.

import type { HostOperations } from '../../schemas/host-api.js';
import { hostFailure, messageOf } from '../host-result.js';
import type { OpsContext } from './host-service.js';
import { positionsPdf } from './positions-pdf.js';
import { buildPositionsReport } from './positions-report.js';

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

/** The printing operations over the open document (wired into the host service's operations). */
export function printOps(ctx: OpsContext): Pick<HostOperations, 'printPositions'> {
  return {
    printPositions: (args) =>
      ctx.checked('printPositions', args, async (a) => {
        const doc = ctx.doc();
        if (!doc) return hostFailure('no-game', 'Start or open a game first.');
        const mapPng = a.mapImage === undefined ? undefined : pngOfDataUrl(a.mapImage);
        if (mapPng === null) return hostFailure('bad-image', 'The map image is not a PNG.');
        const side = ctx.screenSide(doc);
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
      }),
  };
}

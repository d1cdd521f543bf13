// "Print positions…" (issue 8): the unit positions of the side this screen shows, built from that side's view
// (Rules.view drops what it may not see, so nothing hidden can reach the paper), as an A4 PDF (base64) and as the
// report itself, from which the page prints its HTML version. The page sends the printed map it drew from the same
// view (issue 26 §5: the whole map and its key, and for a tiled map its sheets), which the PDF lays out.

import { type Static, Type } from 'typebox';
import type { HostResult } from '../../../schemas/host-api.js';
import { hostFailure, messageOf } from '../../host-result.js';
import type { PaperMapPngs } from '../../services/positions-pdf-map.js';
import { positionsPdf } from '../../services/positions-pdf.js';
import { MAX_SHEETS } from '../../services/positions-paper.js';
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

/** A PNG as a data URL (16 MB at most). */
const PngArg = Type.String({ maxLength: 16777216, pattern: '^data:image/png;base64,[A-Za-z0-9+/]*={0,2}$' });
/** A finite number of map pixels (a map's world is far smaller than this). */
const Coord = Type.Number({ minimum: -1e7, maximum: 1e7 });
const Size = Type.Number({ exclusiveMinimum: 0, maximum: 1e7 });
/** A rectangle of the map's world. */
const RectArg = Type.Object({ x: Coord, y: Coord, w: Size, h: Size }, { additionalProperties: false });
const SheetIndex = Type.Integer({ minimum: 0, maximum: MAX_SHEETS - 1 });

/** The printed map the page drew (renderer/map/paper.ts) for the plan of positions-paper.ts. */
export const PaperMapArg = Type.Object(
  {
    layout: Type.Enum(['fit', 'sheets']),
    extent: RectArg,
    whole: PngArg,
    key: Type.Optional(PngArg),
    sheets: Type.Optional(
      Type.Object(
        {
          scale: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
          cols: Type.Integer({ minimum: 1, maximum: MAX_SHEETS }),
          rows: Type.Integer({ minimum: 1, maximum: MAX_SHEETS }),
          reduced: Type.Boolean(),
          tiles: Type.Array(
            Type.Object(
              { col: SheetIndex, row: SheetIndex, rect: RectArg, image: PngArg },
              { additionalProperties: false },
            ),
            { minItems: 1, maxItems: MAX_SHEETS },
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The printed map as the page sends it. */
export type PaperMapArg = Static<typeof PaperMapArg>;

/** The printed map's PNG bytes, or a reason it cannot be printed. */
function paperPngs(map: PaperMapArg): PaperMapPngs | string {
  const whole = pngOfDataUrl(map.whole);
  const key = map.key === undefined ? undefined : pngOfDataUrl(map.key);
  if (!whole || key === null) return 'The map image is not a PNG.';
  if ((map.layout === 'sheets') !== (map.sheets !== undefined)) return 'A tiled map needs its sheets, and only it.';
  const out: PaperMapPngs = { layout: map.layout, extent: map.extent, whole, ...(key ? { key } : {}) };
  if (!map.sheets) return out;
  const { tiles, ...grid } = map.sheets;
  if (tiles.length !== grid.cols * grid.rows) return 'The sheets do not fill their grid.';
  const pngs: NonNullable<PaperMapPngs['sheets']>['tiles'] = [];
  for (const t of tiles) {
    const png = pngOfDataUrl(t.image);
    if (!png) return 'A sheet image is not a PNG.';
    if (t.col >= grid.cols || t.row >= grid.rows) return 'A sheet lies outside its grid.';
    pngs.push({ col: t.col, row: t.row, rect: t.rect, png });
  }
  return { ...out, sheets: { ...grid, tiles: pngs } };
}

/** The print slice's operations. */
export const printOperations = {
  /**
   * Unit positions for the side this screen shows, from its view (optional: the printed map the page drew from the
   * same view; a picture of the map, a PNG data URL, over the table).
   */
  printPositions: operation(
    {
      language: LanguageArg,
      mapImage: Type.Optional(PngArg),
      map: Type.Optional(PaperMapArg),
      markers: Type.Optional(Type.Boolean()),
    },
    async (s, a): Promise<HostResult<PrintedPositions>> => {
      const doc = s.doc;
      if (!doc) return hostFailure('no-game', 'Start or open a game first.');
      const mapPng = a.mapImage === undefined ? undefined : pngOfDataUrl(a.mapImage);
      if (mapPng === null) return hostFailure('bad-image', 'The map image is not a PNG.');
      const paper = a.map === undefined ? undefined : paperPngs(a.map);
      if (typeof paper === 'string') return hostFailure('bad-image', paper);
      const side = s.screenSide(doc);
      // The side's view, never doc.state: under fog of war the report must not know what the side may not see.
      const view = await doc.view(side);
      const report = buildPositionsReport(doc.loaded.module, view.state, {
        side,
        language: a.language,
        markers: a.markers,
      });
      try {
        const pdf = await positionsPdf(report, { mapPng, paper });
        return { ok: true, value: { pdf: Buffer.from(pdf).toString('base64'), report } };
      } catch (e) {
        return hostFailure('print-failed', `The positions could not be printed: ${messageOf(e)}`);
      }
    },
  ),
};

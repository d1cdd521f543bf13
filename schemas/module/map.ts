// map.json: the board (a hex grid or a network of spaces), its terrain, off-map boxes and tracks, and what is
// drawn on it for decoration.

import { Type } from 'typebox';
import { closed, described, literals, section } from '../kit.js';
import { Color, HexId, JsonObjectDef, Localised, Provenance, text } from './common.js';

const def = section('map');
const names = (what = 'names') => Type.Optional(described(Localised, `Localised ${what}, by language code.`));

/** $defs/grid, type GridDef. */
export const Grid = def(
  'grid',
  'GridDef',
  closed(
    {
      orientation: literals(['flat', 'pointy'], {
        description: "'flat': flat-topped hexes in vertical columns; 'pointy': pointy-topped hexes in horizontal rows.",
      }),
      shifted: literals(['odd', 'even'], {
        description:
          "Which columns (flat) or rows (pointy) sit half a hex lower / further right, counting the first as 'odd' " +
          'index 1.',
      }),
      firstCol: Type.Integer({ description: 'Printed number of the first column (usually 1).' }),
      firstRow: Type.Integer({ description: 'Printed number of the first row (usually 1).' }),
      cols: Type.Integer({ minimum: 1, description: 'Number of columns in the grid.' }),
      rows: Type.Integer({ minimum: 1, description: 'Number of rows in the grid.' }),
      digits: Type.Integer({ minimum: 1, description: 'Digits per part of the label (2 gives XXYY).' }),
      descendingCols: Type.Optional(Type.Boolean({ description: 'Column numbers descend instead of ascend.' })),
      descendingRows: Type.Optional(Type.Boolean({ description: 'Row numbers descend instead of ascend.' })),
      size: Type.Number({ exclusiveMinimum: 0, description: 'Hex radius (centre to corner) in map pixels.' }),
    },
    { description: 'Hex grid numbering and layout, VASSAL-compatible options.' },
  ),
);

/** $defs/point: a point in map pixels. */
export const Point = def('point', undefined, closed({ x: Type.Number(), y: Type.Number() }));

/** $defs/sheet, type SheetDef. */
export const Sheet = def(
  'sheet',
  'SheetDef',
  closed(
    {
      id: text(),
      name: text(),
      grid: Grid,
      origin: described(Point, "Pixel offset of this sheet's origin on the whole map."),
    },
    { description: 'One sheet of a hex map; maps with several sheets repeat hex numbers between sheets.' },
  ),
);

/** $defs/terrain, type TerrainDef. */
export const Terrain = def(
  'terrain',
  'TerrainDef',
  closed(
    { id: text(), name: text(), names: names(), color: Color, prov: Provenance },
    { description: 'A terrain type with its colour.' },
  ),
);

/** $defs/city, type CityDef. */
export const City = def(
  'city',
  'CityDef',
  closed(
    {
      name: text(),
      port: Type.Optional(Type.Boolean()),
      size: Type.Optional(literals(['major', 'minor'], { description: "'major' cities get bigger labels." })),
      lon: Type.Optional(
        Type.Number({
          minimum: -180,
          maximum: 180,
          description: 'True longitude (degrees), kept for the geography test and for corrections.',
        }),
      ),
      lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'True latitude (degrees).' })),
      names: names('names (exonyms: Lisbon / Lisboa)'),
    },
    { description: 'A city or town in a hex.' },
  ),
);

/** $defs/hex, type HexDef. */
export const Hex = def(
  'hex',
  'HexDef',
  closed(
    {
      id: HexId,
      terrain: text('Terrain type id; "sea" for an all-sea hex.'),
      coastal: Type.Optional(Type.Boolean({ description: 'A land hex touching the sea.' })),
      city: Type.Optional(City),
      region: Type.Optional(text('Country / region id (e.g. "spain", "portugal", "morocco", "occupied-france").')),
      name: Type.Optional(text('A place name that is not a city (a pass, a mountain range label).')),
      features: Type.Optional(
        Type.Array(text(), { description: 'Features of the hex itself (e.g. "rail-head", "airfield").' }),
      ),
      prov: Type.Optional(Provenance),
      names: names('place names'),
    },
    { description: 'One hex of the map.' },
  ),
);

/** $defs/hexside, type HexsideDef. */
export const Hexside = def(
  'hexside',
  'HexsideDef',
  closed(
    {
      a: HexId,
      b: HexId,
      features: Type.Array(text(), { description: 'e.g. "river", "road", "sea", "strait", "border", "rail".' }),
      name: Type.Optional(text("e.g. the river's name.")),
      names: names(),
      prov: Type.Optional(Provenance),
    },
    { description: 'Features of one hexside, identified by the two hexes it separates.' },
  ),
);

/** $defs/space, type SpaceDef. */
export const Space = def(
  'space',
  'SpaceDef',
  closed(
    {
      id: text(),
      name: text(),
      x: Type.Number(),
      y: Type.Number(),
      terrain: Type.Optional(text()),
      region: Type.Optional(text()),
      attrs: Type.Optional(
        described(JsonObjectDef, 'Game-specific attributes (a port, a capital, a victory value...).'),
      ),
      prov: Type.Optional(Provenance),
    },
    { description: 'A named space on a point-to-point map.' },
  ),
);

/** $defs/connection, type ConnectionDef. */
export const Connection = def(
  'connection',
  'ConnectionDef',
  closed(
    { a: text(), b: text(), type: text(), prov: Type.Optional(Provenance) },
    { description: 'A typed connection between two spaces.' },
  ),
);

/** $defs/box, type BoxDef. */
export const Box = def(
  'box',
  'BoxDef',
  closed(
    {
      id: text(),
      name: text(),
      names: names(),
      kind: literals(['box', 'track']),
      place: literals(['map', 'sheet'], {
        description: "Where it is drawn: 'map' (on the mapsheet at x,y) or 'sheet' (in the counter-sheet panel).",
      }),
      x: Type.Number(),
      y: Type.Number(),
      w: Type.Number({ minimum: 0 }),
      h: Type.Number({ minimum: 0 }),
      slots: Type.Optional(
        Type.Array(Type.String(), { description: 'Tracks: the labels of their slots, in order (e.g. turn numbers).' }),
      ),
    },
    { description: 'An off-map box or a track (turn track, VP track, dead pile, reinforcement boxes).' },
  ),
);

/** $defs/label, type MapLabel. */
export const Label = def(
  'label',
  'MapLabel',
  closed(
    {
      text: text(),
      x: Type.Number(),
      y: Type.Number(),
      size: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
      angle: Type.Optional(Type.Number()),
      kind: Type.Optional(literals(['sea', 'region', 'range', 'river'])),
      texts: names('texts'),
    },
    { description: 'A free text label drawn on the map (a sea, a range of mountains).' },
  ),
);

/** $defs/outline: a decoration polyline. */
export const Outline = def('outline', undefined, closed({ kind: text(), points: Type.Array(Type.Number()) }));

/** $defs/join, type SheetJoin. */
export const SheetJoin = def(
  'join',
  'SheetJoin',
  closed({ a: HexId, b: HexId }, { description: 'Two hexes on different sheets that touch across the sheet edge.' }),
);

/** $defs/map, type MapDef: map.json. */
export const MapFile = def(
  'map',
  'MapDef',
  closed(
    {
      kind: literals(['hex', 'points']),
      grid: Type.Optional(described(Grid, 'Hex maps: one grid, or several sheets.')),
      sheets: Type.Optional(Type.Array(Sheet, { minItems: 1 })),
      joins: Type.Optional(
        Type.Array(SheetJoin, {
          description: 'Multi-sheet maps: where two mapsheets meet, the pairs of edge hexes that are neighbours.',
        }),
      ),
      terrain: Type.Array(Terrain),
      hexes: Type.Array(Hex),
      hexsides: Type.Array(Hexside),
      spaces: Type.Optional(Type.Array(Space)),
      connections: Type.Optional(Type.Array(Connection)),
      boxes: Type.Array(Box),
      labels: Type.Optional(Type.Array(Label)),
      outlines: Type.Optional(
        Type.Array(Outline, {
          description: 'Outline polylines for decoration (coastlines, borders) in map pixels.',
        }),
      ),
      northBearing: Type.Optional(
        Type.Number({ description: 'The direction of true north on the map, in degrees clockwise from map-up.' }),
      ),
      fit: Type.Optional(
        described(
          JsonObjectDef,
          'Georeference of a map built from real geography (projection + transform to map pixels), for tools and ' +
            'tests.',
        ),
      ),
      prov: Provenance,
    },
    { description: 'map.json: the whole map.' },
  ),
);

// Map geometry: hex grids (XXYY, sheets, hexsides, pixels), point-to-point graphs, off-map boxes and tracks.
export { edgeKeyOf, type MapGraph } from './graph.js';
export * from './coords.js';
export {
  HexGrid,
  createHexMapGraph,
  hexsideKey,
  SHEET_SEPARATOR,
  type HexMapGraph,
  type HexMapOptions,
} from './hexgrid.js';
export { createPointGraph, connectionKey, type PointGraph } from './points.js';
export { createBoxIndex, slotRects, type BoxIndex, type Rect } from './boxes.js';

// Off-map boxes (XIX.1): the scenario's boxes with their kind, holder, map edge and links, which areas border which,
// what moving between them costs (XIX.1.1), who holds a box and whether a side may enter it (XIX.1.6).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { enemyOf, isSide, type Side } from './state.js';
import { mapGraph } from './terrain.js';
import { isAir } from './units.js';

/** XIX.1 an off-map box: its kind, who holds it at the start, the map edge it touches (interior) and its links. */
export interface BoxInfo {
  kind: 'interior' | 'exterior' | 'remote';
  side: Side;
  edge: 'N' | 'S' | 'E' | 'W' | null;
  links: string[];
}

/** XIX.1.1 the movement points of a move between the map and a box or between two boxes. */
export const BOX_MP = 6;

const cache = new WeakMap<GameModule, Map<string, Record<string, BoxInfo>>>();

/** XIX.1 the boxes of the state's scenario (its data.boxes by box id; links made to run both ways). */
export function boxesOf(module: GameModule, state: Pick<GameState, 'scenarioId'>): Record<string, BoxInfo> {
  let byScenario = cache.get(module);
  if (!byScenario) {
    byScenario = new Map();
    cache.set(module, byScenario);
  }
  let boxes = byScenario.get(state.scenarioId);
  if (!boxes) {
    const data = module.scenarios.find((s) => s.id === state.scenarioId)?.data?.boxes;
    const given = (data ?? {}) as unknown as Record<string, BoxInfo>;
    boxes = {};
    for (const [id, b] of Object.entries(given)) boxes[id] = { ...b, links: [...b.links] };
    for (const [id, b] of Object.entries(boxes))
      for (const l of b.links) if (boxes[l] && !boxes[l].links.includes(id)) boxes[l].links.push(id);
    byScenario.set(state.scenarioId, boxes);
  }
  return boxes;
}

const edges = new WeakMap<GameModule, Map<string, string[]>>();

/** XIX.1 the map-edge hexes along one side of the map (the outermost column or row of hexes on that side). */
export function edgeHexes(module: GameModule, edge: 'N' | 'S' | 'E' | 'W'): string[] {
  let byEdge = edges.get(module);
  if (!byEdge) {
    byEdge = new Map();
    edges.set(module, byEdge);
  }
  const hit = byEdge.get(edge);
  if (hit) return hit;
  const g = mapGraph(module);
  const size = module.map.grid?.size ?? module.map.sheets?.[0]?.grid.size ?? 1;
  const b = g.bounds();
  const near = (id: string): boolean => {
    const c = g.center(id);
    if (edge === 'W') return c.x - b.x < 1.5 * size;
    if (edge === 'E') return b.x + b.width - c.x < 1.5 * size;
    if (edge === 'N') return c.y - b.y < 1.9 * size;
    return b.y + b.height - c.y < 1.9 * size;
  };
  const out = g.nodes().filter((id) => g.neighbors(id).length < 6 && near(id));
  byEdge.set(edge, out);
  return out;
}

/** XIX.1.1 the areas next to a place: a box's linked boxes and (interior) edge hexes; an edge hex's boxes (shared). */
export function boxNeighbours(module: GameModule, state: Pick<GameState, 'scenarioId'>, place: string): string[] {
  const boxes = boxesOf(module, state);
  const box = boxes[place];
  if (box) return [...box.links, ...(box.kind === 'interior' && box.edge ? edgeHexes(module, box.edge) : [])];
  let byHex = touching.get(boxes);
  if (!byHex) {
    byHex = new Map();
    for (const [id, b] of Object.entries(boxes))
      if (b.kind === 'interior' && b.edge)
        for (const h of edgeHexes(module, b.edge)) byHex.set(h, [...(byHex.get(h) ?? []), id]);
    touching.set(boxes, byHex);
  }
  return byHex.get(place) ?? [];
}
const touching = new WeakMap<Record<string, BoxInfo>, Map<string, string[]>>();

/**
 * XIX.1.1 what a move into or out of a box costs a unit with `left` of its `allowance` MP: 6, or the whole allowance
 * when 6 is more than it has and it has spent nothing yet; null when it cannot.
 */
export function boxMoveCost(allowance: number, left: number): number | null {
  if (left >= BOX_MP) return BOX_MP;
  return left === allowance && allowance > 0 ? left : null;
}

/** XIX.1 the side that holds a box: the side with units in it, else the side the scenario gives it. */
export function boxHolder(module: GameModule, state: GameState, box: string): Side | null {
  for (const p of state.pieces)
    if (p.kind === 'unit' && p.at.kind === 'box' && p.at.box === box && isSide(p.side) && !isAir(module, p))
      return p.side;
  return boxesOf(module, state)[box]?.side ?? null;
}

/** XIX.1.6 whether a side may enter a box: not while an enemy ground unit is in it. */
export function mayEnterBox(module: GameModule, state: GameState, side: Side, box: string): boolean {
  const foe = enemyOf(side);
  return !state.pieces.some(
    (p) => p.kind === 'unit' && p.side === foe && p.at.kind === 'box' && p.at.box === box && !isAir(module, p),
  );
}

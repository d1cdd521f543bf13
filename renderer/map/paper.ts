// The map drawn for paper (issue 26 §5): the whole board (terrain, hexsides, names, hex numbers, who holds each
// space, and the counters of the side's view: never a piece it may not see) rendered offscreen, apart from the
// screen's camera and with none of the page's chrome, for the plan of positions-paper.ts: the whole map for its
// page, the key, and for a tiled map each sheet. Every image is one render texture of MAX_IMAGE_PX at most,
// rendered, read back as a PNG and freed before the next: a 10,000-hex map never needs one huge texture.

import { Container, Matrix, type Renderer, RenderTexture } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Piece, View } from '../../engine/core/types.js';
import type { PaperMapArg } from '../../electron/host/slices/print.js';
import {
  type Box,
  KEY_PX_PER_PT,
  sheetDpi,
  sheetName,
  sheetPlan,
  wholeDpi,
  wholePlan,
} from '../../electron/services/positions-paper.js';
import type { GamePage } from '../games/types.js';
import { localName } from '../i18n/index.js';
import type { Board } from './board.js';
import { counterLevel, overlaps, TINY_COUNTER_PX } from './lod.js';
import { boardReadableScale } from './paperscale.js';
import { flushCounterAtlas } from './counters.js';
import { paperKey } from './paperkey.js';
import { SpaceControl } from './spacecontrol.js';
import { buildStack, buildTinyStack, type StackSprite } from './stackview.js';
import { groupStacks } from './stacks.js';
import { buildTerrain, type TerrainSource } from './terrain.js';

/** How the map is printed: whole on one page, or in sheets at a readable scale. */
export type PaperLayout = 'fit' | 'sheets';

/** What the printed map is drawn from. */
export interface PaperSource {
  renderer: Renderer;
  module: GameModule;
  board: Board;
  /** The side's view (the live one, as the report's): its pieces are all the counters drawn. */
  view: View;
  /** The game's plug-in: its map key and the figures it puts on spaces. */
  page: GamePage;
}

/** One stack for paper: where it stands and its pieces (its sprite once built). */
interface PaperStack {
  at: { x: number; y: number };
  pieces: Piece[];
  caption?: string;
  sprite?: StackSprite;
}

/** The board for paper: its own terrain, control rings and counters, off the stage. */
class PaperScene {
  readonly root = new Container({ label: 'paper' });
  private terrain: TerrainSource;
  private counters = new Container({ label: 'paper-counters' });
  private stacks: PaperStack[] = [];
  private built = '';

  constructor(private src: PaperSource) {
    const { module, board, view, page } = src;
    this.terrain = buildTerrain(module, board, null);
    const control = new SpaceControl(
      () => board,
      () => {},
    );
    control.show(module, view, page.spaceMarks?.(view) ?? []);
    this.root.addChild(this.terrain.root, control.layer, this.counters);
    const cities = new Map(module.map.hexes.filter((h) => h.city).map((h) => [h.id, h.city!]));
    for (const s of groupStacks(view.state.pieces)) {
      const at = board.locate(s.at);
      if (!at) continue; // counter-sheet boxes are not on the map
      const city = s.at.kind === 'hex' ? cities.get(s.at.hex) : undefined;
      this.stacks.push({ at, pieces: s.pieces, caption: city ? localName(city.name, city.names) : undefined });
    }
  }

  /** Show what lies in `rect` at `px` pixels a map pixel: the terrain's detail, counters' faces for that size. */
  private prepare(rect: Box, px: number): void {
    this.terrain.prepare(rect, px);
    const size = this.src.board.counterSize;
    const tiny = size * px < TINY_COUNTER_PX;
    const level = counterLevel(size * px);
    const key = `${tiny}:${level}`;
    const reach = size * 1.5;
    for (const s of this.stacks) {
      if (this.built !== key && s.sprite) {
        this.counters.removeChild(s.sprite);
        s.sprite.destroy({ children: true });
        s.sprite = undefined;
      }
      const seen = overlaps({ x: s.at.x - reach, y: s.at.y - reach, w: 2 * reach, h: 2 * reach }, rect);
      if (seen && !s.sprite) {
        const module = this.src.module;
        s.sprite = tiny
          ? buildTinyStack(module, s.pieces, size)
          : buildStack(module, s.pieces, size, null, s.caption, level);
        s.sprite.position.set(s.at.x, s.at.y);
        this.counters.addChild(s.sprite);
      }
      if (s.sprite) s.sprite.visible = seen;
    }
    this.built = key;
    flushCounterAtlas();
  }

  /** The board's `rect` (map pixels) as a PNG data URL, `px` pixels a map pixel. */
  async render(rect: Box, px: number): Promise<string> {
    this.prepare(rect, px);
    return renderPng(this.src.renderer, this.root, rect, px);
  }

  /** Free everything drawn (the counters' faces stay in the page's atlas). */
  destroy(): void {
    this.root.destroy({ children: true });
  }
}

/** A container's `rect` rendered at `px` pixels a unit into a texture of its own, read back as a PNG, freed. */
async function renderPng(renderer: Renderer, container: Container, rect: Box, px: number): Promise<string> {
  const width = Math.max(1, Math.round(rect.w * px));
  const height = Math.max(1, Math.round(rect.h * px));
  const texture = RenderTexture.create({ width, height, resolution: 1, antialias: true });
  try {
    renderer.render({
      container,
      target: texture,
      clearColor: [1, 1, 1, 1],
      transform: new Matrix().translate(-rect.x, -rect.y).scale(width / rect.w, height / rect.h),
    });
    return await renderer.extract.base64({ target: texture, format: 'png' });
  } finally {
    texture.destroy(true);
  }
}

/** The key drawn for paper (KEY_PX_PER_PT pixels a point), or null when the map has none. */
async function keyPng(src: PaperSource): Promise<{ image: string; w: number; h: number } | null> {
  const key = paperKey(src.module, src.page.mapKey ?? null);
  if (!key) return null;
  try {
    flushCounterAtlas();
    const b = key.getLocalBounds();
    const rect = {
      x: Math.floor(b.minX),
      y: Math.floor(b.minY),
      w: Math.ceil(b.maxX - b.minX) + 1,
      h: Math.ceil(b.maxY - b.minY) + 1,
    };
    const image = await renderPng(src.renderer, key, rect, 1);
    return { image, w: rect.w / KEY_PX_PER_PT, h: rect.h / KEY_PX_PER_PT };
  } finally {
    key.destroy({ children: true });
  }
}

/**
 * A pause between two renders that lets the page paint (the progress shown) and stay responsive: the next frame,
 * or 50 ms where no frame comes (a hidden window).
 */
const breathe = () =>
  new Promise<void>((resolve) => {
    const late = setTimeout(resolve, 50);
    requestAnimationFrame(() => {
      clearTimeout(late);
      setTimeout(resolve, 0);
    });
  });

/** How far the drawing has gone: images drawn and images to draw (the key and the whole map, then each sheet). */
export type PaperProgress = (done: number, total: number) => void;

/** The printed map for the host's printPositions (`map`): the whole map, its key, and the sheets when tiled. */
export async function paperMap(src: PaperSource, layout: PaperLayout, progress?: PaperProgress): Promise<PaperMapArg> {
  const extent = src.board.bounds();
  const plan = layout === 'sheets' ? sheetPlan(extent, boardReadableScale(src.board), src.board.counterSize) : null;
  const total = 2 + (plan?.tiles.length ?? 0);
  let done = 0;
  const step = async () => {
    progress?.(++done, total);
    await breathe();
  };
  progress?.(0, total);
  await breathe();
  const scene = new PaperScene(src);
  try {
    const key = await keyPng(src);
    await step();
    const whole = wholePlan(extent, key);
    const wholePx = (whole.scale * wholeDpi(whole.map.w, whole.map.h)) / 72;
    const out: PaperMapArg = { layout, extent, whole: await scene.render(extent, wholePx) };
    if (key) out.key = key.image;
    await step();
    if (!plan) return out;
    const px = (plan.scale * sheetDpi(plan)) / 72;
    const tiles: NonNullable<PaperMapArg['sheets']>['tiles'] = [];
    for (const t of plan.tiles) {
      tiles.push({ col: t.col, row: t.row, rect: t.rect, image: await scene.render(t.rect, px) });
      await step();
    }
    out.sheets = { scale: plan.scale, cols: plan.cols, rows: plan.rows, reduced: plan.reduced, tiles };
    return out;
  } finally {
    scene.destroy();
  }
}

/** The whole map's image with the sheets of a tiled map marked on it (outlines and names, as in the PDF). */
export async function markSheets(map: PaperMapArg): Promise<string> {
  const sheets = map.sheets;
  if (!sheets) return map.whole;
  const image = new Image();
  image.src = map.whole;
  // Unmarked rather than nothing should the image not decode (the PDF marks the sheets itself).
  if (
    !(await image.decode().then(
      () => true,
      () => false,
    ))
  )
    return map.whole;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const g = canvas.getContext('2d');
  if (!g) return map.whole;
  g.drawImage(image, 0, 0);
  const k = canvas.width / map.extent.w;
  g.strokeStyle = 'rgba(191, 13, 13, 0.8)';
  g.fillStyle = 'rgb(191, 13, 13)';
  g.lineWidth = Math.max(1, canvas.width / 800);
  for (const t of sheets.tiles) {
    const [x, y, w, h] = [(t.rect.x - map.extent.x) * k, (t.rect.y - map.extent.y) * k, t.rect.w * k, t.rect.h * k];
    g.strokeRect(x, y, w, h);
    const size = Math.round(Math.max(10, Math.min(48, h / 6)));
    g.font = `bold ${size}px sans-serif`;
    g.fillText(sheetName(t.col, t.row), x + size / 4, y + size);
  }
  return canvas.toDataURL('image/png');
}

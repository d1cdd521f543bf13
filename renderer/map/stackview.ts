// One stack of counters as Pixi objects: the top counter's face, offset layers for the ones beneath
// (their own colours), a count badge, and a highlight when a piece of it is selected.

import { Container, Graphics, Rectangle, Sprite, Text, Texture } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { counterFace } from './counterface.js';
import { counterTexture } from './counters.js';
import type { CounterLevel } from './lod.js';

/** The display object of a stack, with the piece ids it shows (bottom first). */
export interface StackSprite extends Container {
  pieceIds: string[];
  /** The top counter's face (its texture changes with the zoom's face resolution). */
  face: Sprite;
}

/** How far each lower counter peeks out, as a fraction of the counter size. */
const LAYER_OFFSET = 0.08;
const MAX_LAYERS = 4;

/**
 * A stack too small to read (a few pixels on screen): only its top counter's colour, nothing painted. Zoomed out
 * on a big map this is what two thousand counters cost instead of their faces, badges and names.
 */
export function buildTinyStack(module: GameModule, pieces: Piece[], size: number): StackSprite {
  const root = new Container({ label: `stack:${pieces.map((p) => p.id).join(',')}` }) as StackSprite;
  root.pieceIds = pieces.map((p) => p.id);
  const sprite = new Sprite(Texture.WHITE);
  sprite.anchor.set(0.5);
  sprite.width = size;
  sprite.height = size;
  sprite.tint = counterFace(module, pieces[pieces.length - 1]).background;
  root.addChild(sprite);
  root.face = sprite;
  root.eventMode = 'static';
  root.cursor = 'pointer';
  root.hitArea = new Rectangle(-size / 2, -size / 2, size, size);
  return root;
}

/**
 * Build a stack's display object centred on (0,0); `size` is the counter edge in local pixels. `caption` (a
 * city's name) is written just below the stack: the map prints it under the hex centre, where counters hide it.
 * `up`: the lower counters peek out up-right instead of down-right (on a space, whose name is printed under it).
 */
export function buildStack(
  module: GameModule,
  pieces: Piece[],
  size: number,
  selected: string | null,
  caption?: string,
  level?: CounterLevel,
  up = false,
): StackSprite {
  const root = new Container({ label: `stack:${pieces.map((p) => p.id).join(',')}` }) as StackSprite;
  root.pieceIds = pieces.map((p) => p.id);
  const n = pieces.length;
  const layers = Math.min(n - 1, MAX_LAYERS);
  const off = size * LAYER_OFFSET;
  const dy = up ? -off : off;
  // Lower counters peek out down-right (or up-right), deepest furthest away; the top counter sits on the location.
  // A lone counter has none (no Graphics at all: the counter sheet builds hundreds of them on every change).
  if (layers > 0) {
    const under = new Graphics();
    for (let k = layers; k >= 1; k--) {
      const p = pieces[n - 1 - k];
      const face = counterFace(module, p);
      under
        .rect(-size / 2 + k * off, -size / 2 + k * dy, size, size)
        .fill({ color: face.background })
        .stroke({ width: Math.max(1, size * 0.03), color: 0x000000, alpha: 0.7 });
    }
    root.addChild(under);
  }
  const top = pieces[n - 1];
  const sprite = new Sprite(counterTexture(counterFace(module, top), level));
  sprite.anchor.set(0.5);
  sprite.width = size;
  sprite.height = size;
  sprite.label = `counter:${top.id}`;
  root.addChild(sprite);
  root.face = sprite;
  const top0 = up ? -size / 2 - layers * off : -size / 2;
  if (selected && root.pieceIds.includes(selected)) {
    const hl = new Graphics()
      .rect(-size / 2 - 3, top0 - 3, size + 6 + layers * off, size + 6 + layers * off)
      .stroke({ width: Math.max(2, size * 0.07), color: 0xffd600 });
    root.addChild(hl);
  }
  if (n > 1) {
    const r = size * 0.2;
    const badge = new Graphics()
      .circle(size / 2, -size / 2, r)
      .fill({ color: 0xffffff })
      .stroke({ width: Math.max(1, size * 0.04), color: 0x000000 });
    const count = new Text({
      text: String(n),
      style: { fontFamily: 'sans-serif', fontWeight: 'bold', fontSize: Math.round(r * 1.4), fill: 0x000000 },
      resolution: 3,
    });
    count.anchor.set(0.5);
    count.position.set(size / 2, -size / 2);
    root.addChild(badge, count);
  }
  if (caption) {
    const text = new Text({
      text: caption,
      style: {
        fontFamily: 'sans-serif',
        fontSize: Math.max(6, Math.round(size * 0.18)),
        fontWeight: 'bold',
        fill: 0x111111,
      },
      resolution: 3,
    });
    text.anchor.set(0.5, 0);
    const x = (layers * off) / 2;
    const y = size / 2 + layers * off + size * 0.02;
    text.position.set(x, y);
    // A light tag behind the name: it reads on any terrain and hides the bits of the map's own label that
    // peek out beside the counters.
    const padX = size * 0.05;
    const plate = new Graphics()
      .roundRect(
        x - text.width / 2 - padX,
        y - size * 0.01,
        text.width + 2 * padX,
        text.height + size * 0.02,
        size * 0.05,
      )
      .fill({ color: 0xffffff, alpha: 0.88 })
      .stroke({ width: Math.max(0.5, size * 0.01), color: 0x000000, alpha: 0.35 });
    const tag = new Container({ label: 'caption' });
    tag.addChild(plate, text);
    tag.eventMode = 'none';
    root.addChild(tag);
  }
  root.eventMode = 'static';
  root.cursor = 'pointer';
  root.hitArea = new Rectangle(-size / 2, top0, size + layers * off, size + layers * off);
  return root;
}

// Who controls each space of a point-to-point map (Crusade: vars.control, §2.1.1), as a ring round the space in
// the side's colour (Nationalist blue, Republican red), on a layer above the static map and under the counters,
// so a stack on the space still shows whose ground it stands on. Redrawn only when the control changes.

import { Container, Graphics, Text } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { View } from '../../engine/core/types.js';
import type { Board } from './board.js';
import { RING } from './spaces.js';

/** The ring colour of a side: its module colour (module.json sides), else grey. */
function sideColor(module: GameModule, side: string): string {
  return module.manifest.sides.find((s) => s.id === side)?.color ?? '#777777';
}

/** The control of the view's spaces (vars.control), or null when the game keeps none. */
export function controlOf(view: View | null): Record<string, string> | null {
  const c = (view?.state.vars as { control?: unknown } | undefined)?.control;
  return c && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, string>) : null;
}

/** The sieges of the view (vars.sieges): their space and resist (§16.1), or none. */
export function siegesOf(view: View | null): { space: string; resist: number }[] {
  const s = (view?.state.vars as { sieges?: unknown } | undefined)?.sieges;
  if (!s || typeof s !== 'object' || Array.isArray(s)) return [];
  return Object.values(s as Record<string, { space: string; resist: number }>).filter(
    (x) => x && typeof x.space === 'string' && typeof x.resist === 'number',
  );
}

/** The control layer (and the sieges' resist marks). */
export class SpaceControl {
  readonly layer = new Container({ label: 'space-control' });
  private key = '';
  private drawnSpaces: Record<string, string> = {};

  constructor(
    private board: () => Board | null,
    private requestRender: () => void,
  ) {
    this.layer.eventMode = 'none';
  }

  /** The control drawn now (space → side), for tests. */
  shown(): Record<string, string> {
    return { ...this.drawnSpaces };
  }

  /** Ring every controlled space of `view` (nothing for hex maps or games without vars.control). */
  show(module: GameModule | null, view: View | null): void {
    const board = this.board();
    const control = module?.map.spaces?.length ? controlOf(view) : null;
    const sieges = siegesOf(view);
    const key =
      control && module && board ? `${module.manifest.id}:${JSON.stringify(control)}:${JSON.stringify(sieges)}` : '';
    if (key === this.key) return;
    this.key = key;
    for (const c of this.layer.removeChildren()) c.destroy();
    this.drawnSpaces = {};
    if (!control || !module || !board) {
      this.requestRender();
      return;
    }
    const r = board.spaceSize;
    const g = new Graphics({ label: 'control-rings' });
    const bySide = new Map<string, { x: number; y: number }[]>();
    for (const s of module.map.spaces ?? []) {
      const side = control[s.id];
      if (!side) continue;
      this.drawnSpaces[s.id] = side;
      bySide.set(side, [...(bySide.get(side) ?? []), s]);
    }
    for (const [side, spaces] of bySide) {
      for (const s of spaces) g.circle(s.x, s.y, r * (1 + RING / 2) + 0.5);
      g.stroke({ width: r * RING, color: sideColor(module, side) });
    }
    this.layer.addChild(g);
    // §16.1 a besieged space: a dark square with the siege's resist, at the lower right of the space.
    for (const siege of sieges) {
      const sp = module.map.spaces?.find((x) => x.id === siege.space);
      if (!sp || siege.resist <= 0) continue;
      const d = r * (1 + RING) * 0.75;
      const h = r * 0.38;
      const mark = new Graphics({ label: `siege-${siege.space}` });
      mark
        .rect(sp.x + d - h, sp.y + d - h, 2 * h, 2 * h)
        .fill({ color: 0x222222 })
        .stroke({ width: 1, color: 0xffffff });
      const n = new Text({
        text: String(siege.resist),
        style: { fontFamily: 'sans-serif', fontSize: Math.round(r * 0.6), fontWeight: 'bold', fill: 0xffffff },
        resolution: 2,
      });
      n.anchor.set(0.5);
      n.position.set(sp.x + d, sp.y + d);
      this.layer.addChild(mark, n);
    }
    this.requestRender();
  }
}

// Who controls each space of a point-to-point map (Crusade: vars.control, §2.1.1), as a ring round the space in
// the side's colour (Nationalist blue, Republican red), on a layer above the static map and under the counters,
// so a stack on the space still shows whose ground it stands on. Redrawn only when the control changes.

import { Container, Graphics } from 'pixi.js';
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

/** The control layer. */
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
    const key = control && module && board ? `${module.manifest.id}:${JSON.stringify(control)}` : '';
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
    this.requestRender();
  }
}

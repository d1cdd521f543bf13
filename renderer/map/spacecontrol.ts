// Who controls each space of a point-to-point map (the game's vars.control), as a ring round the space in the
// side's colour, on a layer above the static map and under the counters, so a stack on the space still shows whose
// ground it stands on; and the small figures the game's plug-in puts on spaces (a siege's resist). Redrawn only
// when they change.

import { Container, Graphics, Text } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { View } from '../../engine/core/types.js';
import type { Board } from './board.js';
import { RING } from './spaces.js';
import type { SpaceMark } from '../games/types.js';

/** The ring colour of a side: its module colour (module.json sides), else grey. */
function sideColor(module: GameModule, side: string): string {
  return module.manifest.sides.find((s) => s.id === side)?.color ?? '#777777';
}

/** The control of the view's spaces (vars.control), or null when the game keeps none. */
export function controlOf(view: View | null): Record<string, string> | null {
  const c = (view?.state.vars as { control?: unknown } | undefined)?.control;
  return c && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, string>) : null;
}

/** The control layer (and the game's marks on spaces). */
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

  /** Ring every controlled space of `view` (nothing for hex maps or games without vars.control), with `marks`. */
  show(module: GameModule | null, view: View | null, marks: readonly SpaceMark[] = []): void {
    const board = this.board();
    const control = module?.map.spaces?.length ? controlOf(view) : null;
    const key =
      control && module && board ? `${module.manifest.id}:${JSON.stringify(control)}:${JSON.stringify(marks)}` : '';
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
    // A figure on a space (a siege's resist): a dark square at the lower right of the space.
    for (const m of marks) {
      const sp = module.map.spaces?.find((x) => x.id === m.space);
      if (!sp) continue;
      const d = r * (1 + RING) * 0.75;
      const h = r * 0.38;
      const mark = new Graphics({ label: `mark-${m.space}` });
      mark
        .rect(sp.x + d - h, sp.y + d - h, 2 * h, 2 * h)
        .fill({ color: 0x222222 })
        .stroke({ width: 1, color: 0xffffff });
      const n = new Text({
        text: m.text,
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

// Spaces lit on a point-to-point map for the action being chosen in a game's panel (the spaces that may be
// activated, the destinations of a stack's moves, the spaces that may be attacked...): a soft yellow disc under the
// counters, the one chosen ringed darker. A click on a lit space picks its action (the game's screen).

import { Container, Graphics } from 'pixi.js';
import type { Board } from './board.js';
import { RING } from './spaces.js';

/** One lit space; `chosen`: the space of the action selected in the list. */
export interface SpacePick {
  space: string;
  chosen?: boolean;
}

/** The layer of lit spaces. */
export class SpacePicks {
  readonly layer = new Container({ label: 'space-picks' });
  private key = '';
  private list: SpacePick[] = [];

  constructor(
    private board: () => Board | null,
    private requestRender: () => void,
  ) {
    this.layer.eventMode = 'none';
  }

  /** Light these spaces (and nothing else). */
  show(list: SpacePick[]): void {
    const key = JSON.stringify(list);
    if (key === this.key) return;
    this.key = key;
    this.list = list.map((p) => ({ ...p }));
    for (const c of this.layer.removeChildren()) c.destroy();
    const board = this.board();
    if (board && list.length > 0) {
      const r = board.spaceSize * (1 + RING) + board.spaceSize * 0.35;
      const g = new Graphics({ label: 'space-picks' });
      for (const p of list) {
        const at = board.locate({ kind: 'space', space: p.space });
        if (!at) continue;
        g.circle(at.x, at.y, r).fill({ color: 0xffc107, alpha: p.chosen ? 0.65 : 0.38 });
        g.circle(at.x, at.y, r).stroke({ width: p.chosen ? 4 : 2, color: p.chosen ? 0x7a4a00 : 0xb26a00 });
      }
      this.layer.addChild(g);
    }
    this.requestRender();
  }

  /** The spaces lit now. */
  shown(): SpacePick[] {
    return this.list.map((p) => ({ ...p }));
  }
}

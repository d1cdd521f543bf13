// Hexes lit on the map under the counters: where a dragged counter may go (with the MP it costs), the places a
// prompt waits for (beachhead ports, airpower and partisan hexes, retreat hexes), the hexes that may be attacked,
// the target and the attackers picked, the hexes of the rules broken this turn (advisory flags). One Pixi layer,
// redrawn whole when the set changes.

import { Container, Graphics, Text } from 'pixi.js';
import type { Board } from './board.js';

/** How a hex is lit. */
export type HighlightKind = 'move' | 'place' | 'target' | 'picked' | 'attacker' | 'flag';

/** One lit hex, with an optional label drawn on it (the MP a move costs). */
export interface Highlight {
  hex: string;
  kind: HighlightKind;
  label?: string;
}

const STYLE: Record<HighlightKind, { fill: number; alpha: number; line: number; width: number }> = {
  move: { fill: 0x2e7d32, alpha: 0.28, line: 0x1b5e20, width: 2 },
  place: { fill: 0xffc107, alpha: 0.4, line: 0xb26a00, width: 3 },
  target: { fill: 0xd32f2f, alpha: 0.18, line: 0xb71c1c, width: 2 },
  picked: { fill: 0xd32f2f, alpha: 0.42, line: 0x7f0000, width: 4 },
  attacker: { fill: 0x1565c0, alpha: 0.3, line: 0x0d47a1, width: 3 },
  flag: { fill: 0xff6d00, alpha: 0.5, line: 0xe65100, width: 12 },
};

/** A label's outline: the move's green, else the kind's own line colour. */
const labelStroke = (line: number) => (line === STYLE.move.line ? 0x1b5e20 : line);

/** The highlight layer of a map. */
export class HexHighlights {
  readonly layer = new Container({ label: 'highlights' });
  private key = '';
  private list: Highlight[] = [];

  constructor(
    private board: () => Board | null,
    private requestRender: () => void,
  ) {
    this.layer.eventMode = 'none';
  }

  /** Light these hexes (and nothing else). */
  show(list: Highlight[]): void {
    const key = JSON.stringify(list);
    if (key === this.key) return;
    this.key = key;
    this.list = list.map((h) => ({ ...h }));
    for (const c of this.layer.removeChildren()) c.destroy({ children: true });
    const board = this.board();
    if (board?.hex && list.length > 0) {
      const g = new Graphics();
      const labels: Text[] = [];
      for (const h of list) {
        if (!board.hex.has(h.hex)) continue;
        const s = STYLE[h.kind];
        const pts = board.hex
          .gridOf(h.hex)
          .corners(h.hex)
          .flatMap((p) => [p.x, p.y]);
        g.poly(pts).fill({ color: s.fill, alpha: s.alpha }).stroke({ width: s.width, color: s.line, alpha: 0.9 });
        if (h.label) {
          const c = board.hex.center(h.hex);
          const text = new Text({
            text: h.label,
            style: {
              fontSize: 12,
              fontWeight: '700',
              fill: 0xffffff,
              stroke: { color: labelStroke(s.line), width: 3 },
            },
          });
          text.anchor.set(0.5, 0);
          // Under the counters' footprint so the number stays readable beside a stack.
          text.position.set(c.x, c.y + board.counterSize * 0.5 - 2);
          labels.push(text);
        }
      }
      this.layer.addChild(g, ...labels);
    }
    this.requestRender();
  }

  /** The hexes lit now. */
  shown(): Highlight[] {
    return this.list.map((h) => ({ ...h }));
  }

  /** Light nothing. */
  clear(): void {
    this.show([]);
  }
}

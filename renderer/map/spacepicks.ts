// Spaces lit on a point-to-point map for what a game's panels offer there: the spaces that may be activated, the
// destinations of a stack being dragged (each with what it costs, and its route drawn from the stack's space), the
// spaces that may be attacked, the attack picked and its attackers' spaces, the places a question waits for. A disc
// under the counters by kind, the chosen one ringed darker, a label above the space, routes as lines along the
// connections. A click on a lit space picks its action (the game's screen).

import { Container, Graphics, Text } from 'pixi.js';
import type { Board } from './board.js';
import { RING } from './spaces.js';

/** How a space is lit: a choice to click (`pick`), a destination (`move`), an attackable space (`target`), the
 *  space attacked (`picked`), an attacking space (`attacker`). */
export type SpacePickKind = 'pick' | 'move' | 'target' | 'picked' | 'attacker';

/** One lit space; `chosen`: the one selected now; `label`: a few words above it (a cost); `route`: the spaces a
 *  move goes through to reach it, its start first. */
export interface SpacePick {
  space: string;
  chosen?: boolean;
  kind?: SpacePickKind;
  label?: string;
  route?: string[];
}

const STYLE: Record<SpacePickKind, { fill: number; alpha: number; line: number; text: number }> = {
  pick: { fill: 0xffc107, alpha: 0.38, line: 0xb26a00, text: 0x7a4a00 },
  move: { fill: 0x2e7d32, alpha: 0.32, line: 0x1b5e20, text: 0x1b5e20 },
  target: { fill: 0xd32f2f, alpha: 0.22, line: 0xb71c1c, text: 0x8e0000 },
  picked: { fill: 0xd32f2f, alpha: 0.5, line: 0x7f0000, text: 0x7f0000 },
  attacker: { fill: 0x1565c0, alpha: 0.32, line: 0x0d47a1, text: 0x0d47a1 },
};

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
    for (const c of this.layer.removeChildren()) c.destroy({ children: true });
    const board = this.board();
    if (board && list.length > 0) this.draw(board, list);
    this.requestRender();
  }

  private draw(board: Board, list: SpacePick[]): void {
    const size = board.spaceSize;
    const r = size * (1 + RING) + size * 0.35;
    const routes = new Graphics({ label: 'space-routes' });
    const discs = new Graphics({ label: 'space-picks' });
    const labels: Text[] = [];
    const at = (space: string) => board.locate({ kind: 'space', space });
    // Each leg of a route once: the routes of a stack's destinations share their first legs.
    const legs = new Set<string>();
    for (const p of list)
      for (let i = 1; i < (p.route?.length ?? 0); i++) {
        const [a, b] = [p.route![i - 1]!, p.route![i]!];
        const leg = a < b ? `${a}|${b}` : `${b}|${a}`;
        const pa = at(a);
        const pb = at(b);
        if (legs.has(leg) || !pa || !pb) continue;
        legs.add(leg);
        routes.moveTo(pa.x, pa.y).lineTo(pb.x, pb.y);
      }
    if (legs.size > 0) routes.stroke({ width: Math.max(2, size * 0.28), color: 0x2e7d32, alpha: 0.55, cap: 'round' });
    for (const p of list) {
      const c = at(p.space);
      if (!c) continue;
      const s = STYLE[p.kind ?? 'pick'];
      discs.circle(c.x, c.y, r).fill({ color: s.fill, alpha: p.chosen ? Math.min(0.7, s.alpha * 1.8) : s.alpha });
      discs.circle(c.x, c.y, r).stroke({ width: p.chosen ? 4 : 2, color: s.line });
      if (p.label) labels.push(spaceLabel(p.label, c.x, c.y - r - 1, size, s.text));
    }
    this.layer.addChild(routes, discs, ...labels);
  }

  /** The spaces lit now. */
  shown(): SpacePick[] {
    return this.list.map((p) => ({ ...p }));
  }
}

/** A lit space's label: bold, in the kind's colour on a white outline, its bottom at `y`. */
function spaceLabel(text: string, x: number, y: number, size: number, color: number): Text {
  const t = new Text({
    text,
    style: {
      fontFamily: 'sans-serif',
      fontSize: Math.max(7, Math.round(size * 0.62)),
      fontWeight: '700',
      fill: color,
      stroke: { color: 0xffffff, width: Math.max(2, size * 0.22) },
    },
    resolution: 3,
  });
  t.anchor.set(0.5, 1);
  t.position.set(x, y);
  return t;
}

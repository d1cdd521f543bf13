// Map overlays on demand: supply, ZOC, airpower and partisan ranges, hex control, as the host computes them for
// the side this screen shows (host.overlay). Tinted hexes on a Pixi layer above the terrain, under the counters.

import { Container, Graphics } from 'pixi.js';
import type { JsonObject } from '../../engine/core/types.js';
import type { OverlayKind } from '../../schemas/host-api.js';
import type { Board } from './board.js';

/** The overlays, in the order of the toggles. */
export const OVERLAY_KINDS: readonly OverlayKind[] = ['supply', 'zoc', 'air', 'control'];

/** Each overlay's groups of hexes (keys of the host's answer) and their tint. */
const GROUPS: Record<OverlayKind, { key: string; color: number; alpha: number; inset: number }[]> = {
  supply: [
    { key: 'supplied', color: 0x43a047, alpha: 0.35, inset: 0 },
    { key: 'outOfSupply', color: 0xe53935, alpha: 0.5, inset: 0 },
  ],
  zoc: [
    { key: 'axis', color: 0x37474f, alpha: 0.22, inset: 0 },
    { key: 'allied', color: 0x8d6e00, alpha: 0.22, inset: 0.18 },
  ],
  air: [
    { key: 'axis', color: 0x5e35b1, alpha: 0.2, inset: 0 },
    { key: 'allied', color: 0x0277bd, alpha: 0.2, inset: 0.18 },
  ],
  control: [
    { key: 'axis', color: 0x424242, alpha: 0.3, inset: 0.3 },
    { key: 'allied', color: 0x2e7d32, alpha: 0.3, inset: 0.3 },
  ],
};

/** The overlay layer of a map. */
export class MapOverlays {
  readonly layer = new Container({ label: 'overlays' });
  private drawn = new Map<OverlayKind, Graphics>();

  constructor(
    private board: () => Board | null,
    private requestRender: () => void,
  ) {
    this.layer.eventMode = 'none';
  }

  /** Draw one overlay from the host's answer, or take it away (null). */
  set(kind: OverlayKind, data: JsonObject | null): void {
    const old = this.drawn.get(kind);
    if (old) {
      this.layer.removeChild(old);
      old.destroy();
      this.drawn.delete(kind);
    }
    const board = this.board();
    if (data && board?.hex) {
      const g = new Graphics();
      g.label = `overlay-${kind}`;
      for (const grp of GROUPS[kind]) {
        const hexes = Array.isArray(data[grp.key]) ? (data[grp.key] as unknown[]) : [];
        for (const h of hexes) {
          if (typeof h !== 'string' || !board.hex.has(h)) continue;
          const c = board.hex.center(h);
          const pts = board.hex
            .gridOf(h)
            .corners(h)
            .flatMap((p) => [c.x + (p.x - c.x) * (1 - grp.inset), c.y + (p.y - c.y) * (1 - grp.inset)]);
          g.poly(pts).fill({ color: grp.color, alpha: grp.alpha });
        }
      }
      this.drawn.set(kind, g);
      this.layer.addChild(g);
    }
    this.requestRender();
  }

  /** Which overlays are drawn. */
  shown(): OverlayKind[] {
    return [...this.drawn.keys()];
  }
}

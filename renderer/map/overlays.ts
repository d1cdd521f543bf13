// Map overlays on demand: supply, ZOC, airpower and partisan ranges, hex control, as the host computes them for
// the side this screen shows (host.overlay). Hexes in strong colours, each outlined, on a Pixi layer above the
// terrain and under the counters, readable at Fit; a key over the map's corner (DOM) says what each colour means.
// Supply shows the whole area a side's supply reaches (empty hexes too) beside its units in and out of supply.

import { Container, Graphics } from 'pixi.js';
import type { JsonObject } from '../../engine/core/types.js';
import type { OverlayKind } from '../../schemas/host-api.js';
import { onLanguageChange, t } from '../i18n/index.js';
import { el } from '../panels/dom.js';
import type { Board } from './board.js';

/** The overlays, in the order of the toggles. */
export const OVERLAY_KINDS: readonly OverlayKind[] = ['supply', 'zoc', 'air', 'control'];

/** One group of hexes of an overlay (a key of the host's answer): its fill, its outline, how far it is inset. */
export interface OverlayGroup {
  key: string;
  color: number;
  alpha: number;
  inset: number;
  /** The outline's alpha (0: none), in the same colour. */
  line: number;
}

/** Each overlay's groups of hexes, drawn in this order (the area first, the units over it). */
export const OVERLAY_GROUPS: Readonly<Record<OverlayKind, readonly OverlayGroup[]>> = {
  supply: [
    { key: 'reach', color: 0x43a047, alpha: 0.38, inset: 0, line: 0 },
    { key: 'supplied', color: 0x00a040, alpha: 0.6, inset: 0.12, line: 1 },
    { key: 'outOfSupply', color: 0xe00000, alpha: 0.7, inset: 0.12, line: 1 },
  ],
  zoc: [
    { key: 'axis', color: 0x1c1c1c, alpha: 0.45, inset: 0, line: 0.8 },
    { key: 'allied', color: 0xff8c00, alpha: 0.6, inset: 0.3, line: 1 },
  ],
  air: [
    { key: 'axis', color: 0x8e24aa, alpha: 0.45, inset: 0, line: 0.8 },
    { key: 'allied', color: 0x0091ea, alpha: 0.55, inset: 0.3, line: 1 },
  ],
  control: [
    { key: 'axis', color: 0x000000, alpha: 0.55, inset: 0.3, line: 1 },
    { key: 'allied', color: 0x1565c0, alpha: 0.65, inset: 0.3, line: 1 },
  ],
};

/** A colour as CSS, with its alpha. */
const css = (color: number, alpha: number) =>
  `rgba(${color >> 16}, ${(color >> 8) & 0xff}, ${color & 0xff}, ${Math.min(1, alpha + 0.15)})`;

/** The key's rows for the overlays on: each overlay's name, then each of its colours with what it means. */
export function keyRows(kinds: readonly OverlayKind[]): { kind: OverlayKind; title: string; items: KeyItem[] }[] {
  return OVERLAY_KINDS.filter((k) => kinds.includes(k)).map((kind) => ({
    kind,
    title: t(`play.overlays.${kind}`),
    items: OVERLAY_GROUPS[kind].map((g) => ({
      key: g.key,
      text: t(`play.overlays.key.${kind}.${g.key}`),
      color: css(g.color, g.alpha),
    })),
  }));
}

/** One colour of the key. */
export interface KeyItem {
  key: string;
  text: string;
  color: string;
}

/** The overlay layer of a map, and its key. */
export class MapOverlays {
  readonly layer = new Container({ label: 'overlays' });
  /** The key (DOM): what each colour of the overlays on means; hidden while none is. */
  readonly key = el('div', { class: 'overlay-key', 'data-testid': 'overlay-key', role: 'note', hidden: true });
  private drawn = new Map<OverlayKind, Graphics>();

  constructor(
    private board: () => Board | null,
    private requestRender: () => void,
  ) {
    this.layer.eventMode = 'none';
    onLanguageChange(() => this.drawKey());
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
      const width = (board.hex.grids[0]?.grid.size ?? 30) * 0.09;
      for (const grp of OVERLAY_GROUPS[kind]) {
        const hexes = Array.isArray(data[grp.key]) ? (data[grp.key] as unknown[]) : [];
        for (const h of hexes) {
          if (typeof h !== 'string' || !board.hex.has(h)) continue;
          const c = board.hex.center(h);
          const pts = board.hex
            .gridOf(h)
            .corners(h)
            .flatMap((p) => [c.x + (p.x - c.x) * (1 - grp.inset), c.y + (p.y - c.y) * (1 - grp.inset)]);
          g.poly(pts).fill({ color: grp.color, alpha: grp.alpha });
          if (grp.line > 0) g.stroke({ color: grp.color, alpha: grp.line, width });
        }
      }
      this.drawn.set(kind, g);
      this.layer.addChild(g);
    }
    this.drawKey();
    this.requestRender();
  }

  /** Show the overlays and their key, or hide both (a replayed position is shown without them). */
  setVisible(visible: boolean): void {
    if (this.layer.visible === visible) return;
    this.layer.visible = visible;
    this.drawKey();
  }

  /** Which overlays are drawn. */
  shown(): OverlayKind[] {
    return [...this.drawn.keys()];
  }

  /** The key again (the overlays on changed, or the language): put over the map's corner, beside its canvas. */
  drawKey(): void {
    const k = this.key;
    k.replaceChildren();
    const rows = keyRows(this.shown());
    k.hidden = rows.length === 0 || !this.layer.visible;
    k.setAttribute('aria-label', t('play.overlays.key.title'));
    for (const r of rows) {
      const list = el('ul', {});
      for (const i of r.items) {
        const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
        swatch.style.background = i.color; // CSSOM: the page's CSP has no inline styles
        list.append(el('li', { 'data-group': i.key }, swatch, i.text));
      }
      k.append(el('div', { 'data-overlay': r.kind }, el('strong', { text: r.title }), list));
    }
    if (!k.isConnected) document.querySelector('[data-testid="map-canvas"]')?.parentElement?.append(k);
  }
}

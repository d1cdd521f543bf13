// The map's own hex features (HexDef.features: a rail head...) in its keys: the printed map's key (paperkey.ts) and
// the page's legend (panels/legend.ts) name each feature the module's map uses that has words, drawn as the map
// draws it (terraindraw.ts drawHexFeatures), on paper by Pixi and on the page on a 2D canvas through a pen that
// takes the same drawing calls. Generic: the words are the page's (print.key.feature.<id>), no game's.

import type { Graphics } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import { t } from '../i18n/index.js';
import { drawHexFeatures } from './terraindraw.js';

/** A feature's words in the keys ('' when the page has none: the keys leave it out). */
export const featureWord = (f: string): string => t(`print.key.feature.${f}`, { defaultValue: '' });

/** The hex features the module's map uses that the keys name, in the order they first appear. */
export function keyFeatures(module: Pick<GameModule, 'map'>): string[] {
  const used = new Set(module.map.hexes.flatMap((h) => h.features ?? []));
  return [...used].filter((f) => featureWord(f) !== '');
}

/** A colour number as CSS. */
const css = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

/** A pen over a 2D canvas taking the drawing calls terraindraw.ts makes of a Pixi Graphics (shapes, then fill or
 *  stroke), so that a hex feature is drawn on the page as on the map. */
class CanvasPen {
  constructor(private ctx: CanvasRenderingContext2D) {
    ctx.beginPath();
  }
  rect(x: number, y: number, w: number, h: number): this {
    this.ctx.rect(x, y, w, h);
    return this;
  }
  circle(x: number, y: number, r: number): this {
    this.ctx.moveTo(x + r, y);
    this.ctx.arc(x, y, r, 0, Math.PI * 2);
    return this;
  }
  poly(points: number[]): this {
    for (let i = 0; i + 1 < points.length; i += 2) {
      if (i === 0) this.ctx.moveTo(points[0]!, points[1]!);
      else this.ctx.lineTo(points[i]!, points[i + 1]!);
    }
    this.ctx.closePath();
    return this;
  }
  moveTo(x: number, y: number): this {
    this.ctx.moveTo(x, y);
    return this;
  }
  lineTo(x: number, y: number): this {
    this.ctx.lineTo(x, y);
    return this;
  }
  fill(style: { color: number }): this {
    this.ctx.fillStyle = css(style.color);
    this.ctx.fill();
    this.ctx.beginPath();
    return this;
  }
  stroke(style: { color: number; width?: number }): this {
    this.ctx.strokeStyle = css(style.color);
    this.ctx.lineWidth = style.width ?? 1;
    this.ctx.stroke();
    this.ctx.beginPath();
    return this;
  }
}

/** A hex feature drawn as the map draws it, on a pale hex `px` CSS pixels square (a canvas without a 2D context,
 *  as in tests, stays blank). */
export function featureCanvas(f: string, px: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const scale = 2;
  canvas.width = canvas.height = px * scale;
  canvas.style.width = canvas.style.height = `${px}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', featureWord(f));
  canvas.className = 'legend-feature';
  const ctx = canvas.getContext?.('2d') ?? null;
  if (!ctx) return canvas;
  const c = (px * scale) / 2;
  const r = c * 0.95;
  const pen = new CanvasPen(ctx);
  const hex = [0, 1, 2, 3, 4, 5].flatMap((i) => [
    c + r * Math.cos((i * Math.PI) / 3),
    c + r * Math.sin((i * Math.PI) / 3),
  ]);
  pen.poly(hex).fill({ color: 0xf3eedd });
  pen.poly(hex).stroke({ color: 0x777777, width: scale });
  // drawn larger than on the map, where it sits under a counter: a key shows it alone
  drawFeature(pen as unknown as Graphics, f, c, c, r * 1.6);
  return canvas;
}

/** A hex feature drawn in a key's symbol centred at (x, y), for a hex of size `s` (centre to corner). */
export function drawFeature(g: Graphics, f: string, x: number, y: number, s: number): void {
  // drawHexFeatures draws a rail head under the hex's centre: raised so that it sits in the symbol's middle
  drawHexFeatures(g, [f], x, y - s * 0.3, s);
}

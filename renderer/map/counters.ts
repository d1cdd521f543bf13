// Counter textures: each CounterFace is painted once on a 2D canvas (milsymbol's NATO symbol, the factors,
// the reduced stripe, the disrupted back) and cached as a Pixi Texture, one per unit def + face.

import ms from 'milsymbol';
import { Texture } from 'pixi.js';
import type { CounterFace } from './counterface.js';

/** Counter edge in drawing units; the canvas is painted at TEXTURE_SCALE times that, so zooming in stays sharp. */
export const TEXTURE_SIZE = 128;
const TEXTURE_SCALE = 2;

const cache = new Map<string, Texture>();

/** The cached texture for a face (painted on first use). */
export function counterTexture(face: CounterFace): Texture {
  let tex = cache.get(face.key);
  if (!tex) {
    tex = Texture.from(paintCounter(face));
    cache.set(face.key, tex);
  }
  return tex;
}

/** Drop every cached texture (the module changed). */
export function clearCounterTextures(): void {
  for (const t of cache.values()) t.destroy(true);
  cache.clear();
}

/** Paint one counter face on a fresh canvas. */
export function paintCounter(face: CounterFace): HTMLCanvasElement {
  const S = TEXTURE_SIZE;
  const c = document.createElement('canvas');
  c.width = S * TEXTURE_SCALE;
  c.height = S * TEXTURE_SCALE;
  const g = c.getContext('2d')!;
  g.scale(TEXTURE_SCALE, TEXTURE_SCALE);
  g.fillStyle = face.background;
  roundRect(g, 2, 2, S - 4, S - 4, 10);
  g.fill();
  g.lineWidth = 3;
  g.strokeStyle = 'rgba(0,0,0,0.75)';
  g.stroke();
  g.fillStyle = face.foreground;
  g.textAlign = 'center';
  g.textBaseline = 'middle';

  if (face.stripe) {
    // The reduced face: a light band across the top, as on printed reduced-strength counters.
    g.save();
    roundRect(g, 2, 2, S - 4, S - 4, 10);
    g.clip();
    g.fillStyle = 'rgba(255,255,255,0.8)';
    g.fillRect(0, 3, S, 24);
    g.fillStyle = '#b00020';
    g.fillRect(0, 27, S, 3);
    g.restore();
    g.fillStyle = face.kind === 'reduced' ? '#000' : face.foreground;
  }

  g.font = 'bold 15px sans-serif';
  g.fillText(face.title, S / 2, 16, S - 14);
  g.fillStyle = face.foreground;
  if (face.dot) {
    // The reduced side: the dot of the one-step substitute counter (2.10), on its flag back too.
    g.beginPath();
    g.arc(12, 40, 5, 0, Math.PI * 2);
    g.fill();
  }

  if (face.kind === 'disrupted') {
    g.font = 'bold 64px sans-serif';
    g.fillText(face.text ?? 'D', S / 2, S / 2 + 10);
    return c;
  }
  if (face.kind === 'marker' || !face.sidc) {
    g.font = `bold ${face.text && face.text.length > 4 ? 22 : 36}px sans-serif`;
    wrapText(g, face.text ?? '', S / 2, S / 2 + 6, S - 16, 26);
    return c;
  }

  drawSymbol(g, face, S);
  g.font = 'bold 30px sans-serif';
  g.fillStyle = face.foreground;
  g.fillText(face.factors ?? '', S / 2 - 10, S - 20, S - 44);
  if (face.movement !== undefined) {
    g.font = 'bold 22px sans-serif';
    g.fillText(String(face.movement), S - 18, S - 20);
  }
  return c;
}

/** The NATO symbol in the middle of the counter, in the counter's foreground colour. */
function drawSymbol(g: CanvasRenderingContext2D, face: CounterFace, S: number): void {
  try {
    const sym = new ms.Symbol(face.sidc!, {
      size: 34,
      monoColor: face.foreground,
      fill: false,
      frame: true,
      infoFields: false,
      strokeWidth: 4,
      padding: 0,
    });
    const canvas = sym.asCanvas(2 * TEXTURE_SCALE);
    const maxW = S * 0.66;
    const maxH = S * 0.5;
    const k = Math.min(maxW / canvas.width, maxH / canvas.height);
    const w = canvas.width * k;
    const h = canvas.height * k;
    g.drawImage(canvas, (S - w) / 2, 28 + (S * 0.5 - h) / 2, w, h);
  } catch {
    // An unknown SIDC must not stop the map from drawing: leave the centre blank.
  }
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

function wrapText(g: CanvasRenderingContext2D, text: string, x: number, y: number, maxW: number, lineH: number): void {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (g.measureText(next).width > maxW && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  const top = y - ((lines.length - 1) * lineH) / 2;
  for (const [i, l] of lines.entries()) g.fillText(l, x, top + i * lineH, maxW);
}

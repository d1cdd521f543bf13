// Counter textures: each CounterFace is painted once per resolution (milsymbol's NATO symbol, the factors, the
// reduced stripe, the disrupted back) into a shared atlas: a few large canvases per resolution, each face a
// frame of one of them. A zoomed-out map asks for small faces, a close one for large faces (counterLevel); the
// smallest level holds the simplified faces of units (their colour and strength in large figures), which read
// at Fit where the full face's name, symbol and factors cannot.

import ms from 'milsymbol';
import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { type CounterFace, strengthFigure } from './counterface.js';
import { type CounterLevel, SIMPLE_LEVEL } from './lod.js';

/** Counter edge in drawing units; a face is painted at `level` pixels for those 128 units. */
export const TEXTURE_SIZE = 128;
const FULL: CounterLevel = 256;
/**
 * Faces per row of an atlas page (square pages of about 550-1050 pixels), and the empty gutter round each face
 * (no bleeding of a neighbour when sampled). A new face uploads its whole page again: pages stay small.
 */
const PER_ROW: Record<CounterLevel, number> = { 64: 8, 128: 8, 256: 4 };
const GUTTER = 2;

interface Page {
  canvas: HTMLCanvasElement;
  g: CanvasRenderingContext2D;
  source: CanvasSource;
  next: number;
  dirty: boolean;
}

const pages = new Map<number, Page[]>();
const cache = new Map<string, Texture>();

/** A free slot of `level` pixels in an atlas page (a new page when the last one is full). */
function slot(level: number): { page: Page; x: number; y: number } {
  const list = pages.get(level) ?? [];
  pages.set(level, list);
  const per = PER_ROW[level as CounterLevel] ?? 4;
  const edge = per * (level + 2 * GUTTER);
  let page = list[list.length - 1];
  if (!page || page.next >= per * per) {
    const canvas = document.createElement('canvas');
    canvas.width = edge;
    canvas.height = edge;
    const g = canvas.getContext('2d')!;
    page = { canvas, g, source: new CanvasSource({ resource: canvas }), next: 0, dirty: false };
    list.push(page);
  }
  const i = page.next++;
  const stride = level + 2 * GUTTER;
  return { page, x: (i % per) * stride + GUTTER, y: Math.floor(i / per) * stride + GUTTER };
}

/** The texture of a face at a resolution (painted into the atlas on first use). */
export function counterTexture(face: CounterFace, level: CounterLevel = FULL): Texture {
  const key = `${level}|${face.key}`;
  let tex = cache.get(key);
  if (!tex) {
    const { page, x, y } = slot(level);
    page.g.save();
    page.g.translate(x, y);
    page.g.beginPath();
    page.g.rect(0, 0, level, level);
    page.g.clip();
    if (level === SIMPLE_LEVEL && face.kind !== 'marker') paintSimple(page.g, face, level / TEXTURE_SIZE);
    else paintInto(page.g, face, level / TEXTURE_SIZE);
    page.g.restore();
    page.dirty = true;
    tex = new Texture({ source: page.source, frame: new Rectangle(x, y, level, level) });
    cache.set(key, tex);
  }
  return tex;
}

/** Upload the atlas pages painted since the last frame (call before rendering). */
export function flushCounterAtlas(): void {
  for (const list of pages.values()) {
    for (const p of list) {
      if (!p.dirty) continue;
      p.source.update();
      p.dirty = false;
    }
  }
}

/** Drop every cached texture and atlas page (the module changed). */
export function clearCounterTextures(): void {
  for (const t of cache.values()) t.destroy(false);
  cache.clear();
  for (const list of pages.values()) for (const p of list) p.source.destroy();
  pages.clear();
}

/** Paint one counter face on a fresh canvas (256 pixels: the legend's pictures). */
export function paintCounter(face: CounterFace): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = FULL;
  c.height = FULL;
  paintInto(c.getContext('2d')!, face, FULL / TEXTURE_SIZE);
  return c;
}

/** Paint a face at the context's origin, `k` pixels per drawing unit. */
function paintInto(g: CanvasRenderingContext2D, face: CounterFace, k: number): void {
  const S = TEXTURE_SIZE;
  g.scale(k, k);
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
    return;
  }
  if (face.kind === 'marker' || !face.sidc) {
    g.font = `bold ${face.text && face.text.length > 4 ? 22 : 36}px sans-serif`;
    wrapText(g, face.text ?? '', S / 2, S / 2 + 6, S - 16, 26);
    return;
  }

  drawSymbol(g, face, S, k);
  g.font = 'bold 30px sans-serif';
  g.fillStyle = face.foreground;
  g.fillText(face.factors ?? '', S / 2 - 10, S - 20, S - 44);
  if (face.movement !== undefined) {
    g.font = 'bold 22px sans-serif';
    g.fillText(String(face.movement), S - 18, S - 20);
  }
}

/**
 * The simplified face of a unit too small on screen for its full one: its colour edge to edge, a thick outline,
 * its strength in figures as large as the counter takes (the first factor), the reduced side's light band and
 * dot, the disrupted back's D.
 */
function paintSimple(g: CanvasRenderingContext2D, face: CounterFace, k: number): void {
  const S = TEXTURE_SIZE;
  g.scale(k, k);
  g.fillStyle = face.background;
  roundRect(g, 3, 3, S - 6, S - 6, 8);
  g.fill();
  g.lineWidth = 7;
  g.strokeStyle = 'rgba(0,0,0,0.85)';
  g.stroke();
  if (face.stripe) {
    g.save();
    roundRect(g, 3, 3, S - 6, S - 6, 8);
    g.clip();
    g.fillStyle = 'rgba(255,255,255,0.85)';
    g.fillRect(0, 0, S, 22);
    g.restore();
  }
  g.fillStyle = face.foreground;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const figure = face.kind === 'disrupted' ? (face.text ?? 'D') : strengthFigure(face);
  if (figure) {
    g.font = `bold ${figure.length > 2 ? 64 : 92}px sans-serif`;
    g.fillText(figure, S / 2, S / 2 + (face.stripe ? 12 : 6), S - 14);
  }
  if (face.dot) {
    g.beginPath();
    g.arc(20, 20, 10, 0, Math.PI * 2);
    g.fillStyle = face.stripe ? '#000' : face.foreground;
    g.fill();
  }
}

/** The NATO symbol in the middle of the counter, in the counter's foreground colour. */
function drawSymbol(g: CanvasRenderingContext2D, face: CounterFace, S: number, px: number): void {
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
    const canvas = sym.asCanvas(2 * px);
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

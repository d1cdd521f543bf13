// What the tests of the printed map (issue 26 §5) read a PDF's pages with: poppler-utils' pdfinfo (page sizes),
// pdfimages (the images on each page) and pdftoppm (a page as pixels, PPM), a check that page 1 is a board's
// whole map, and a solid-colour PNG to print. Only tests import it (the unit tests and e2e/print.spec.ts).

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { type Box, KEY_PX_PER_PT, wholePlan } from './positions-paper.js';

/** Whether poppler-utils is installed (the tests that read pages skip without it). */
export const HAS_POPPLER = ['pdfinfo', 'pdfimages', 'pdftoppm', 'pdftotext'].every((t) => existsSync(`/usr/bin/${t}`));

/** Each page's size in points, in order. */
export function pageSizes(pdf: string): { w: number; h: number }[] {
  const info = execFileSync('/usr/bin/pdfinfo', ['-f', '1', '-l', '100000', pdf], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({ w: +m[1]!, h: +m[2]! }));
}

/** The images placed on the pages (page from 1, pixel size, dots per inch as placed). */
export function pageImages(pdf: string): { page: number; width: number; height: number; ppi: number }[] {
  const list = execFileSync('/usr/bin/pdfimages', ['-list', pdf], { encoding: 'utf8' });
  return list
    .split('\n')
    .slice(2)
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f[2] === 'image')
    .map((f) => ({ page: +f[0]!, width: +f[3]!, height: +f[4]!, ppi: +f[12]! }));
}

/** The PNG bytes of a page's images in order (pdfimages -png, written into `dir`, which must be empty of them). */
export function pageImagePngs(pdf: string, page: number, dir: string): Buffer[] {
  const prefix = `img-${page}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  execFileSync('/usr/bin/pdfimages', ['-png', '-f', String(page), '-l', String(page), pdf, join(dir, prefix)]);
  return readdirSync(dir)
    .filter((f) => f.startsWith(prefix))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** A page's text (pdftotext -layout). */
export function pageText(pdf: string, page: number): string {
  const args = ['-layout', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), pdf, '-'];
  return execFileSync('/usr/bin/pdftotext', args, { encoding: 'utf8' });
}

/** A page as RGB pixels at `dpi` (pdftoppm's PPM), with a reader of the colour at a point given in points. */
export interface Raster {
  w: number;
  h: number;
  dpi: number;
  data: Uint8Array;
  /** The colour at (x, y) points from the page's top left, [r, g, b]. */
  at(x: number, y: number): [number, number, number];
}

/** Page `page` (from 1) of a PDF as pixels. */
export function pageRaster(pdf: string, page: number, dpi: number): Raster {
  const args = ['-r', String(dpi), '-f', String(page), '-l', String(page), pdf];
  const ppm = execFileSync('/usr/bin/pdftoppm', args, { maxBuffer: 512 * 1024 * 1024 });
  const head = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!head) throw new Error('pdftoppm did not write a PPM');
  const w = +head[1]!;
  const h = +head[2]!;
  const data = new Uint8Array(ppm.subarray(head[0].length));
  const at = (x: number, y: number): [number, number, number] => {
    const px = Math.min(w - 1, Math.max(0, Math.round((x * dpi) / 72)));
    const py = Math.min(h - 1, Math.max(0, Math.round((y * dpi) / 72)));
    const i = 3 * (py * w + px);
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { w, h, dpi, data, at };
}

/** Whether two colours are within `tolerance` on every channel. */
export function near(a: readonly number[], b: readonly number[], tolerance = 12): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}

/** A '#rrggbb' colour as [r, g, b]. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The bounding box, in points, of the pixels of a colour (within 12 on every channel), or null if there are none. */
export function boxOf(r: Raster, color: readonly number[]): { x: number; y: number; w: number; h: number } | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < r.h; y++) {
    for (let x = 0; x < r.w; x++) {
      const i = 3 * (y * r.w + x);
      if (!near([r.data[i]!, r.data[i + 1]!, r.data[i + 2]!], color)) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  if (x1 < 0) return null;
  const k = 72 / r.dpi;
  return { x: x0 * k, y: y0 * k, w: (x1 - x0 + 1) * k, h: (y1 - y0 + 1) * k };
}

/** Whether two colours differ by more than 24 on some channel. */
const differs = (a: readonly number[], b: readonly number[]) => a.some((v, i) => Math.abs(v - b[i]!) > 24);

/**
 * What is wrong with page 1 as the whole map of a board (its bounds `extent`, its counters `counterSize`) drawn for
 * paper, or nothing: an image at the board's proportions, where the plan puts it, its key after it (on page 1 or 2
 * as planned); the image's paper plain along every edge (nothing cut off) and the map drawn within a counter's
 * margin of every edge (nothing left out: the bounds are what the board draws, plus that margin).
 */
export function wholeMapProblems(pdf: string, extent: Box, counterSize: number): string[] {
  const [whole, key] = pageImages(pdf).filter((i) => i.page <= 2);
  if (whole?.page !== 1 || !key) return ['no whole map on page 1 followed by its key'];
  const problems: string[] = [];
  const ratio = whole.width / whole.height;
  if (Math.abs(ratio - extent.w / extent.h) > 0.01) problems.push(`the image's proportions (${ratio}) are wrong`);
  const plan = wholePlan(extent, { w: key.width / KEY_PX_PER_PT, h: key.height / KEY_PX_PER_PT });
  const size = pageSizes(pdf)[0]!;
  if ((size.w > size.h ? 'landscape' : 'portrait') !== plan.orientation) problems.push('page 1 is not as planned');
  if ((plan.key ? 1 : 2) !== key.page) problems.push(`the key is on page ${key.page}, not where planned`);
  const raster = pageRaster(pdf, 1, 144);
  const box = plan.map;
  const inset = 1.5; // inside the frame drawn round the image
  const margin = counterSize * plan.scale;
  const paper = raster.at(box.x + inset, box.y + inset);
  const edges = {
    top: (u: number, d: number) => raster.at(box.x + u * box.w, box.y + d),
    bottom: (u: number, d: number) => raster.at(box.x + u * box.w, box.y + box.h - d),
    left: (u: number, d: number) => raster.at(box.x + d, box.y + u * box.h),
    right: (u: number, d: number) => raster.at(box.x + box.w - d, box.y + u * box.h),
  };
  const along = Array.from({ length: 200 }, (_, i) => (i + 0.5) / 200);
  for (const [edge, at] of Object.entries(edges)) {
    if (along.filter((u) => differs(at(u, inset), paper)).length > 2) problems.push(`cut off at its ${edge} edge`);
    const near = along.some((u) => [0.5, 0.75, 1, 1.25].some((k) => differs(at(u, inset + k * margin + 2), paper)));
    if (!near) problems.push(`nothing drawn within a counter's margin of its ${edge} edge`);
  }
  return problems;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const b of body) crc = CRC_TABLE[(crc ^ b) & 255]! ^ (crc >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** A PNG of `w` by `h` pixels of one colour (RGB). */
export function solidPng(w: number, h: number, [r, g, b]: readonly number[]): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + 3 * w);
  for (let x = 0; x < w; x++) row.set([r!, g!, b!], 1 + 3 * x);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The Isabella map and its counters look as they did: screenshots of the map canvas at three zoom levels (the
// whole map fitted, medium, close on Madrid's stacks) compared with a committed baseline (e2e/fixtures/look/)
// within a small pixel tolerance. A renderer change that culls, caches or simplifies must not show.
// LOOK_UPDATE=1 rewrites the baseline (only on purpose, after checking the new pictures by eye).

import { expect, type Page, test } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { idle, makeDirs, newGame, openApp, ROOT, screenOf, startHost } from './host.js';

const BASELINE = join(ROOT, 'e2e', 'fixtures', 'look');
const ARTIFACTS = join(ROOT, 'e2e', 'artifacts', 'look');
const UPDATE = process.env.LOOK_UPDATE === '1';

/** A pixel differs when any channel is off by more than this (0-255): antialiasing noise stays under it. */
const CHANNEL_TOLERANCE = 40;
/** At most this share of the pixels may differ. */
const MAX_DIFF_RATIO = 0.004;

/** Share of pixels that differ between two PNGs (decoded in the page: no image library needed in Node). */
async function diffRatio(
  page: Page,
  a: Buffer,
  b: Buffer,
): Promise<{ ratio: number; sameSize: boolean; diff?: string }> {
  return page.evaluate(
    async ({ a, b, tol }) => {
      const decode = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(bmp.width, bmp.height);
        const g = c.getContext('2d')!;
        g.drawImage(bmp, 0, 0);
        return g.getImageData(0, 0, bmp.width, bmp.height);
      };
      const [x, y] = [await decode(a), await decode(b)];
      if (x.width !== y.width || x.height !== y.height) return { ratio: 1, sameSize: false };
      let diff = 0;
      // The picture of the differences: the new shot faded, each differing pixel in red.
      const out = new ImageData(x.width, x.height);
      for (let i = 0; i < x.data.length; i += 4) {
        const d = Math.max(
          Math.abs(x.data[i] - y.data[i]),
          Math.abs(x.data[i + 1] - y.data[i + 1]),
          Math.abs(x.data[i + 2] - y.data[i + 2]),
        );
        const hit = d > tol;
        if (hit) diff++;
        out.data[i] = hit ? 255 : 128 + y.data[i] / 2;
        out.data[i + 1] = hit ? 0 : 128 + y.data[i + 1] / 2;
        out.data[i + 2] = hit ? 0 : 128 + y.data[i + 2] / 2;
        out.data[i + 3] = 255;
      }
      const c = new OffscreenCanvas(x.width, x.height);
      c.getContext('2d')!.putImageData(out, 0, 0);
      const blob = await c.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let bin = '';
      for (const byte of bytes) bin += String.fromCharCode(byte);
      return { ratio: diff / (x.width * y.height), sameSize: true, diff: btoa(bin) };
    },
    { a: a.toString('base64'), b: b.toString('base64'), tol: CHANNEL_TOLERANCE },
  );
}

/** Screenshot the map canvas and compare it with the baseline of that name (or write it with LOOK_UPDATE=1). */
async function look(page: Page, name: string): Promise<void> {
  await page.mouse.move(2, 2); // no hover on the canvas
  await idle(page);
  const shot = await page.getByTestId('map-canvas').screenshot();
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, `${name}.png`), shot);
  const file = join(BASELINE, `${name}.png`);
  if (UPDATE) {
    mkdirSync(BASELINE, { recursive: true });
    writeFileSync(file, shot);
    return;
  }
  expect(existsSync(file), `baseline ${file} (LOOK_UPDATE=1 writes it)`).toBe(true);
  const { ratio, sameSize, diff } = await diffRatio(page, readFileSync(file), shot);
  if (diff) writeFileSync(join(ARTIFACTS, `${name}-diff.png`), Buffer.from(diff, 'base64'));
  expect(sameSize, `${name}: same size as the baseline`).toBe(true);
  expect(ratio, `${name}: share of pixels unlike the baseline (see e2e/artifacts/look/${name}.png)`).toBeLessThan(
    MAX_DIFF_RATIO,
  );
}

test('the Isabella map and counters look as before: fitted, medium and close', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    // Drawn with batches of at most 8 textures (map/batching.ts), and the pictures below are the same for it.
    expect(await page.evaluate(() => (window as any).__sandtable.batchTextures())).toBe(8);
    // The counter sheet folded away: the map alone fills the canvas.
    await page.getByRole('button', { name: 'Hide counter sheet', exact: true }).click();
    await idle(page);
    await page.keyboard.press('0');
    await idle(page);
    await look(page, 'fitted');

    // Medium: zoomed on Madrid with the wheel (the point under the pointer stays put).
    const madrid = await screenOf(page, { hex: '2816' });
    await page.mouse.move(madrid.x, madrid.y);
    await page.mouse.wheel(0, -300);
    await idle(page);
    const medium: number = await page.evaluate(() => (window as any).__sandtable.scale());
    await look(page, 'medium');

    // Close: counters' values and hex numbers readable.
    const m2 = await screenOf(page, { hex: '2816' });
    await page.mouse.move(m2.x, m2.y);
    await page.mouse.wheel(0, -600);
    await idle(page);
    expect(await page.evaluate(() => (window as any).__sandtable.scale())).toBeGreaterThan(medium * 1.5);
    await look(page, 'close');

    // The comparison itself can fail: two different pictures are far apart.
    if (!UPDATE) {
      const far = await diffRatio(
        page,
        readFileSync(join(BASELINE, 'fitted.png')),
        readFileSync(join(BASELINE, 'close.png')),
      );
      expect(far.ratio).toBeGreaterThan(MAX_DIFF_RATIO * 10);
    }
  } finally {
    await host.stop();
  }
});

// Print positions (issue 8) in browser mode: the toolbar button downloads <game>-positions-<side>.pdf for the side
// this screen shows, whose text (pdftotext) names every unit that side has on the map under its hex, and a dialog
// previews the same report and offers to print it; Ctrl+P does it again, in Spanish after the language changes.

import { expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UnitDef } from '../engine/core/module.js';
import type { Piece } from '../engine/core/types.js';
import { idle, makeDirs, ROOT, startHost, view } from './host.js';
import { startSeeded } from './play-helpers.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
const unitsFile = join(ROOT, 'assets', 'modules', 'isabella', 'units.json');
const units = JSON.parse(readFileSync(unitsFile, 'utf8')) as UnitDef[];

/** Run `print` and answer the PDF it downloads: its file name and its text (pdftotext -layout). */
async function printedPdf(page: Page, print: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), print()]);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  return { name: download.suggestedFilename(), text };
}

/** The table's text by hex: a line starting with a hex id opens it, the indented lines under it follow. */
function textByHex(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let hex: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^\s*(\d{4})\s/.exec(line);
    if (m) hex = m[1]!;
    else if (line.trim() === '' || /^\s*\S/.test(line.slice(0, 20))) hex = null;
    if (hex) out.set(hex, `${out.get(hex) ?? ''} ${line.trim()}`.replace(/\s+/g, ' '));
  }
  return out;
}

test('Print positions downloads the PDF of the side shown, naming its units at their hexes', async ({ page }) => {
  test.skip(!existsSync(PDFTOTEXT), `${PDFTOTEXT} is missing (apt-get install poppler-utils)`);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-print', 'enforced');
    const v = await view(page);
    const side: string = v.side;
    const button = page.getByRole('button', { name: 'Print positions…', exact: true });
    await expect(button).toBeEnabled();
    const { name, text } = await printedPdf(page, () => button.click());
    expect(name).toBe(`isabella-positions-${side}.pdf`);
    expect(text).toContain(`Unit positions: ${side === 'allied' ? 'Allied' : 'Axis'}`);
    expect(text).toMatch(/Turn 1, Set-up/);
    expect(text, 'the map drawn on the page is on the first page').toContain('The map as shown on the screen');
    const byHex = textByHex(text);
    const own = (v.state.pieces as Piece[]).flatMap((p) =>
      p.side === side && p.kind === 'unit' && p.at.kind === 'hex' ? [{ def: p.def, hex: p.at.hex }] : [],
    );
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) {
      const unitName = units.find((u) => u.id === p.def)!.name;
      expect(byHex.get(p.hex), `${unitName} at ${p.hex}`).toContain(unitName);
    }

    // The dialog previews the same report and offers to print it.
    const dialog = page.getByTestId('print-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('print-status')).toContainText(name);
    await expect(dialog.getByRole('button', { name: 'Print…', exact: true })).toBeVisible();
    for (const p of own) await expect(dialog.locator(`tr[data-hex="${p.hex}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Ctrl+P, in Spanish.
    await page.locator('#language').selectOption('es');
    await idle(page);
    const es = await printedPdf(page, () => page.keyboard.press('Control+P'));
    expect(es.text).toContain(`Posiciones de las unidades: ${side === 'allied' ? 'Aliados' : 'Eje'}`);
    expect(es.text).toMatch(/Turno 1, Despliegue/);
    await expect(page.getByTestId('print-dialog')).toBeVisible();
  } finally {
    await host.stop();
  }
});

// The Operation Isabella module as a player meets it: reconstructed values are marked on the charts and listed
// on the About page, and the whole interface switches to Spanish.

import { expect, test } from '@playwright/test';
import { makeDirs, newGame, openApp, startHost } from './host.js';

test('the CRT shows the reconstructed badge and the About page lists reconstructed values', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);

    await page.getByRole('button', { name: 'Charts', exact: true }).click();
    const charts = page.getByTestId('charts-dialog');
    await expect(charts).toBeVisible();
    // The CRT's heading carries the badge; the one rulebook cell (3 at 3:1 = DL1) is shown like any other.
    const crtHeading = charts.getByRole('heading', { name: /Combat Results Table/ });
    await expect(crtHeading.getByTestId('reconstructed-badge')).toBeVisible();
    await expect(crtHeading.getByTestId('reconstructed-badge')).toHaveText('Reconstructed');
    await expect(charts.getByRole('table', { name: 'Combat Results Table' })).toContainText('DL1');
    await charts.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'About this module', exact: true }).click();
    const about = page.getByRole('dialog', { name: 'About this module' });
    await expect(about).toBeVisible();
    await expect(about).toContainText('Reconstructed values');
    await expect(about).toContainText('Combat Results Table');
    await expect(about.getByRole('row')).not.toHaveCount(0);
  } finally {
    await host.stop();
  }
});

test('the interface switches to Spanish and back', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('button', { name: 'Deshacer', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tirar dados', exact: true })).toBeVisible();
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  } finally {
    await host.stop();
  }
});

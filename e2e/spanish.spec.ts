// The page in Spanish shows the module's own Spanish: the TEC's body, both charts' notes, the About page's
// reconstructed-values table (what and why), with the map and markers drawn from the same translated data.

import { expect, test } from '@playwright/test';
import { makeDirs, newGame, openApp, startHost } from './host.js';

test('charts and the About table read in Spanish', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');

    await page.locator('button[data-cmd="charts"]').click();
    const charts = page.getByTestId('charts-dialog');
    const tec = charts.locator('table[data-chart="tec"]');
    await expect(tec.locator('thead')).toContainText('Movimiento');
    await expect(tec.locator('tbody th').first()).toHaveText('Despejado');
    await expect(tec).toContainText('Sin efecto');
    await expect(tec).not.toContainText('No effect');
    await expect(charts.locator('.notes').first()).toContainText('Tabla de resultados de combate reconstruida');
    await expect(charts).not.toContainText('Rebuilt from the rules');
    await page.keyboard.press('Escape');

    await page.locator('button[data-cmd="about"]').click();
    const list = page.getByTestId('about-dialog').getByTestId('reconstructed-list');
    await expect(list).toContainText('unidad 7th Panzer');
    await expect(list).toContainText('valores reconstruidos');
    await expect(list).toContainText('Tabla de resultados de combate: 47 de 60 casillas');
    await expect(list).toContainText('hexágono de despliegue');
    await expect(list).not.toContainText('values reconstructed');
    await expect(list).not.toContainText(/\bunit \b/);
    await page.keyboard.press('Escape');

    // And back in English, the module's own words.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('button', { name: 'About this module', exact: true }).click();
    await expect(page.getByTestId('reconstructed-list')).toContainText('unit 7th Panzer');
    await expect(page.getByTestId('reconstructed-list')).toContainText('Combat Results Table: 47 of 60 cells');
  } finally {
    await host.stop();
  }
});

// Reading counters: the stack inspector shows the values of the side a unit is on (a disrupted reduced unit reads
// its reduced values), and the counter legend explains the numbers, faces, colours and symbols in English and Spanish.

import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { idle, makeDirs, newGame, openApp, ROOT, screenOf, startHost, view } from './host.js';

const units: any[] = JSON.parse(readFileSync(join(ROOT, 'assets', 'modules', 'isabella', 'units.json'), 'utf8'));

test('a disrupted reduced unit shows its reduced values; the legend explains the counter', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const v0 = await view(page);
    const counts = new Map<string, number>();
    for (const p of v0.state.pieces) if (p.at.kind === 'hex') counts.set(p.at.hex, (counts.get(p.at.hex) ?? 0) + 1);
    // A lone two-step unit on the map whose reduced face differs from its full face.
    const unit = v0.state.pieces.find((p: any) => {
      const def = units.find((u) => u.id === p.def);
      return (
        p.kind === 'unit' &&
        p.at.kind === 'hex' &&
        counts.get(p.at.hex) === 1 &&
        def?.steps === 2 &&
        def.reduced &&
        def.reduced.attack !== def.full.attack
      );
    });
    expect(unit, 'a lone two-step unit with a weaker reduced face').toBeTruthy();
    const def = units.find((u) => u.id === unit.def);
    const at = await screenOf(page, { piece: unit.id });
    for (const item of ['Lose a step', 'Flip']) {
      await page.mouse.click(at.x, at.y, { button: 'right' });
      await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
      await idle(page);
    }
    const now = (await view(page)).state.pieces.find((p: any) => p.id === unit.id);
    expect(now).toMatchObject({ steps: 1, disrupted: true });
    await page.mouse.click(at.x, at.y);
    const row = page.getByTestId('stack-inspector').locator(`li[data-piece="${unit.id}"]`);
    const reduced = `${def.reduced.attack}-1-${def.reduced.defense}`;
    const values = `attack-steps-defense ${reduced}, movement ${def.reduced.movement}`;
    await expect(row.getByTestId('unit-values')).toHaveText(values);
    await expect(row).toContainText('disrupted');

    // The legend, from the toolbar: the numbers, the three faces, every nationality, the unit types.
    await page.getByRole('button', { name: 'Counter legend', exact: true }).click();
    const legend = page.getByTestId('legend-dialog');
    await expect(legend.getByRole('heading', { name: 'Counter legend' })).toBeVisible();
    await expect(legend.getByTestId('legend-reading')).toContainText('Attack factor – steps – defence factor');
    await expect(legend.getByTestId('legend-reading')).toContainText('movement points (MP)');
    await expect(legend.getByTestId('legend-disrupted')).toContainText('nationality');
    await expect(legend.getByTestId('legend-reduced')).toContainText('reduced values');
    await expect(legend.getByTestId('legend-nationalities').locator('li')).toHaveCount(6);
    await expect(legend.getByTestId('legend-nationalities')).toContainText('Falangist Spanish');
    await expect(legend.getByTestId('legend-types')).toContainText('panzer-grenadier');
    await expect(legend.getByRole('img')).not.toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(legend).toBeHidden();

    // In Spanish.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('button', { name: 'Leyenda de las fichas', exact: true }).click();
    await expect(legend.getByRole('heading', { name: 'Leyenda de las fichas' })).toBeVisible();
    await expect(legend.getByTestId('legend-reading')).toContainText('Factor de ataque – pasos – factor de defensa');
    await expect(legend.getByTestId('legend-nationalities')).toContainText('Españoles falangistas');
    await expect(legend.getByTestId('legend-types')).toContainText('granaderos acorazados');
    await legend.getByRole('button', { name: 'Cerrar', exact: true }).click();
  } finally {
    await host.stop();
  }
});

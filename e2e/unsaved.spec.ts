// New game and Open never throw away unsaved changes without asking: Save / Don't save / Cancel, from the
// toolbar buttons and the keyboard shortcuts (the native menu sends the same commands), Esc = Cancel.

import { expect, test, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { idle, makeDirs, newGame, openApp, startHost, view } from './host.js';

/** What must not change while the person cancels: the game's revision and its pieces. */
async function gameState(page: Page): Promise<{ revision: number; pieces: unknown }> {
  const revision: number = await page.evaluate(() => (window as any).__sandtable.revision());
  return { revision, pieces: (await view(page)).state.pieces };
}

test('New game and Open ask before unsaved changes are lost', async ({ page }) => {
  const dirs = makeDirs();
  const host = await startHost(dirs);
  try {
    await openApp(page, host);
    await newGame(page);
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    await idle(page);
    await expect(page.getByTestId('file-name')).toHaveText(/•$/);
    const before = await gameState(page);
    const unsaved = page.getByTestId('unsaved-dialog');

    // Toolbar New game, then Esc: nothing happens, no New game dialog.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await expect(unsaved).toBeVisible();
    await expect(unsaved.getByRole('heading')).toHaveText('Save the changes to Untitled?');
    // Keyboard friendly: Save has the focus, so Enter saves.
    await expect(unsaved.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(unsaved).toBeHidden();
    await expect(page.getByTestId('new-game-dialog')).toBeHidden();
    expect(await gameState(page)).toEqual(before);

    // Ctrl+O, then Cancel: the Open dialog never shows.
    await page.keyboard.press('Control+o');
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(unsaved).toBeHidden();
    await expect(page.getByTestId('open-dialog')).toBeHidden();
    expect(await gameState(page)).toEqual(before);

    // Ctrl+N, then Don't save: the New game dialog comes up (cancelled here, so the game stays).
    await page.keyboard.press('Control+n');
    await unsaved.getByRole('button', { name: "Don't save", exact: true }).click();
    const newDialog = page.getByTestId('new-game-dialog');
    await expect(newDialog).toBeVisible();
    await newDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await gameState(page)).toEqual(before);

    // Open…, then Save: an untitled game goes through Save As first, then the Open dialog lists it.
    await page.getByRole('button', { name: 'Open…', exact: true }).click();
    await unsaved.getByRole('button', { name: 'Save', exact: true }).click();
    const saveAs = page.getByTestId('save-as-dialog');
    await saveAs.getByLabel('File name').fill('kept');
    await saveAs.getByRole('button', { name: 'Save', exact: true }).click();
    const open = page.getByTestId('open-dialog');
    await expect(open).toBeVisible();
    const kept = open.getByRole('button', { name: /kept/ });
    await expect(kept).toBeVisible();
    // Its date reads as a date in the page's language with a hint, not an ISO timestamp.
    await expect(kept).not.toHaveText(/\d{4}-\d\d-\d\dT/);
    await expect(kept).toHaveText(/\d{4}.*\((now|\d+ (second|minute)s? ago)\)$/);
    expect(existsSync(join(dirs.docsDir, 'kept.sandtable'))).toBe(true);
    await open.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('file-name')).toHaveText('kept.sandtable');

    // Saved: New game asks nothing.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await expect(newDialog).toBeVisible();
    await expect(unsaved).toBeHidden();
    await newDialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    // A change, then Enter at the question: Save (focused) saves the named game in place, then New game asks.
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    await idle(page);
    const changed = await gameState(page);
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.keyboard.press('Enter'); // Save (focused): the game has a name, so it is saved in place
    await expect(newDialog).toBeVisible();
    await expect(page.getByTestId('file-name')).toHaveText('kept.sandtable');
    await newDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect((await gameState(page)).pieces).toEqual(changed.pieces);
  } finally {
    await host.stop();
  }
});

// Save As in browser mode never silently replaces another saved game of the same name: it asks (Cancel has the
// focus and goes back to the name), and replaces only on Replace. Saving over the game's own file never asks.

import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { idle, makeDirs, newGame, openApp, saveAs, startHost } from './host.js';

/** How many log entries the saved file holds. */
function savedEntries(docsDir: string, name: string): number {
  return (JSON.parse(readFileSync(join(docsDir, name), 'utf8')) as { log: unknown[] }).log.length;
}

test('Save As asks before replacing another game of the same name', async ({ page }) => {
  const dirs = makeDirs();
  const host = await startHost(dirs);
  try {
    await openApp(page, host);
    await newGame(page);
    await saveAs(page, 'mine');
    expect(savedEntries(dirs.docsDir, 'mine.sandtable')).toBe(0);

    // Another game, one action in, saved under the same name.
    await newGame(page);
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    await idle(page);
    await page.getByRole('button', { name: 'Save As…', exact: true }).click();
    const nameDialog = page.getByTestId('save-as-dialog');
    await nameDialog.getByLabel('File name').fill('mine');
    await nameDialog.getByRole('button', { name: 'Save', exact: true }).click();
    const replace = page.getByTestId('replace-dialog');
    await expect(replace).toBeVisible();
    await expect(replace.getByRole('heading')).toHaveText('Replace mine?');
    await expect(replace).toContainText('A saved game named mine already exists.');
    // The safe answer has the focus; no error was shown for the question.
    await expect(replace.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await replace.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(replace).toBeHidden();

    // Cancel goes back to the name, still filled in; the other game's file is untouched.
    await expect(nameDialog).toBeVisible();
    await expect(nameDialog.getByLabel('File name')).toHaveValue('mine');
    expect(savedEntries(dirs.docsDir, 'mine.sandtable')).toBe(0);
    await nameDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await replace.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(replace).toBeHidden();
    await expect(nameDialog).toBeHidden();
    await idle(page);
    expect(savedEntries(dirs.docsDir, 'mine.sandtable')).toBe(1);
    await expect(page.getByTestId('file-name')).toHaveText('mine.sandtable');

    // The game's own file: Save, and Save As under its own name, do not ask.
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    await idle(page);
    await page.keyboard.press('Control+s');
    await idle(page);
    await expect(page.getByTestId('file-name')).toHaveText('mine.sandtable');
    expect(savedEntries(dirs.docsDir, 'mine.sandtable')).toBe(2);
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    await idle(page);
    await saveAs(page, 'mine');
    await expect(replace).toBeHidden();
    expect(savedEntries(dirs.docsDir, 'mine.sandtable')).toBe(3);
  } finally {
    await host.stop();
  }
});

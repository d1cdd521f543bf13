// Play by e-mail in the browser tests: two players, each with his own bridge (own user data, own keys) and browser
// context; files go back and forth as downloads opened with Open. Shared by mail.spec.ts (Operation Isabella)
// and crusade-mail.spec.ts.

import { type Browser, expect, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idle, makeDirs, openApp, ROOT, startHost, view } from './host.js';

/** The game a test plays by e-mail: Ana invites Bob; the labels are the page's English side names. */
export interface MailGame {
  module: string;
  /** Ana's side (id and label) and Bob's. */
  ana: { side: string; label: string };
  bob: { side: string; label: string };
  /** The module's title as the invitation names it, with the sentence's end (a title ending in ? has none). */
  title: string;
  /** Screenshots are named `<prefix>-<name>.png`. */
  prefix: string;
}

/** A screenshot path under e2e/artifacts. */
export const shot = (game: MailGame, name: string) => join(ROOT, 'e2e', 'artifacts', `${game.prefix}-${name}.png`);
const files = mkdtempSync(join(tmpdir(), 'sandtable-mail-'));

/** Click a button and save the file it downloads; the saved path. A click that downloads nothing (a turn with
 *  nothing to send) fails within 30 s, naming it, instead of waiting out the whole test. */
export async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  const path = join(files, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** Open a file from this computer through the Open dialog. */
export async function openFile(page: Page, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Open…', exact: true }).click();
  await page.getByTestId('open-dialog').getByLabel('Open a file from this computer').setInputFiles(path);
  await idle(page);
}

/** Send turn…: the file for the opponent, and the notice naming whom to send it to. */
export async function sendTurn(page: Page, opponent: string): Promise<string> {
  const path = await download(page, () => page.getByRole('button', { name: 'Send turn…', exact: true }).click());
  await expect(page.getByTestId('notice-text')).toHaveText(new RegExp(`^Turn saved as .+: send it to ${opponent}$`));
  await idle(page);
  return path;
}

/**
 * Opens the opponent's file: the verdict names entry `from` and `count` new actions by `by`; "Show their moves"
 * opens the replay bar before `from` and plays forward to that entry, marked in the log. Escape ends the replay.
 */
export async function receive(
  game: MailGame,
  page: Page,
  path: string,
  from: number,
  count: number,
  by: string,
  name: string,
) {
  await openFile(page, path);
  const verdict = page.getByTestId('verdict-dialog');
  await expect(verdict).toBeVisible();
  const actions = count === 1 ? 'action' : 'actions';
  await expect(verdict.getByTestId('verdict-text')).toHaveText(
    `Continues your game from entry ${from}: ${count} new ${actions} by ${by}`,
  );
  await page.screenshot({ path: shot(game, `${name}-verdict`) });
  await verdict.getByRole('button', { name: 'Show their moves', exact: true }).click();
  await expect(verdict).toBeHidden();
  await expect
    .poll(async () => page.evaluate(() => (window as any).__sandtable.replay()?.seq ?? null), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(from);
  await expect(page.getByRole('log').locator(`li[data-seq="${from}"]`)).toBeVisible();
  await page.screenshot({ path: shot(game, `${name}-replay`) });
  await page.keyboard.press('Escape');
  await expect.poll(async () => page.evaluate(() => (window as any).__sandtable.replay())).toBeNull();
  await idle(page);
}

/** The game begins on this page (its first file here): the dialog says so, and Play goes on. */
async function begins(page: Page, opponent: string): Promise<void> {
  const verdict = page.getByTestId('verdict-dialog');
  await expect(verdict.getByTestId('verdict-text')).toHaveText(`The game with ${opponent} begins.`);
  await verdict.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(verdict).toBeHidden();
  await idle(page);
}

/**
 * Ana starts a game by e-mail (enforced, she plays the Axis; `strict`: strict dice); Bob joins it from the
 * downloaded invitation and his answer goes back; Ana's machine begins the game and sends it to Bob.
 */
async function invite(game: MailGame, ana: Page, bob: Page, strict: boolean): Promise<void> {
  // Ana: a new game by e-mail, enforced, playing the Axis; her name beside her key's fingerprint.
  const dialog = ana.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#new-module').selectOption(game.module);
  await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('enforced');
  await dialog.getByRole('radio', { name: 'by e-mail' }).check();
  await dialog.getByRole('combobox', { name: 'You play' }).selectOption(game.ana.side);
  if (strict) await dialog.getByRole('checkbox', { name: 'Strict dice' }).check();
  await dialog.getByLabel('Your name').fill('Ana');
  await expect(dialog.getByTestId('own-fingerprint')).toHaveText(/^key [0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  const anaKey = (await dialog.getByTestId('own-fingerprint').textContent())!.slice('key '.length);
  await ana.screenshot({ path: shot(game, 'new-game') });
  const invitation = await download(ana, () => dialog.getByRole('button', { name: 'Start', exact: true }).click());
  const invited = ana.getByTestId('invited-dialog');
  await expect(invited).toContainText(
    'Send this file to your opponent. When their file comes back, open it with Open.',
  );
  await invited.getByRole('button', { name: 'OK', exact: true }).click();

  // Bob opens the invitation and joins it as Bob, on the Allied side.
  await bob.getByTestId('new-game-dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await openFile(bob, invitation);
  const join = bob.getByTestId('invitation-dialog');
  // The key Bob is shown is the one Ana's dialog showed her.
  await expect(join.getByTestId('invitation-text')).toHaveText(
    `Ana (key ${anaKey}) invites you to play the ${game.bob.label} side of ${game.title}`,
  );
  await join.getByLabel('Your name').fill('Bob');
  await bob.screenshot({ path: shot(game, 'invitation') });
  // Joining saves Bob's answer (his keys and dice commitment): nothing begins on his machine yet.
  const answer = await download(bob, () => join.getByRole('button', { name: 'Join', exact: true }).click());
  const joined = bob.getByTestId('joined-dialog');
  await expect(joined).toContainText('Send this file to the player who invited you.');
  await bob.screenshot({ path: shot(game, 'joined') });
  await joined.getByRole('button', { name: 'OK', exact: true }).click();

  // Ana's machine begins the game from Bob's answer, and sends it to him at once.
  await openFile(ana, answer);
  await begins(ana, 'Bob');
  const first = await sendTurn(ana, 'Bob');
  await openFile(bob, first);
  await begins(bob, 'Ana');
  await idle(bob);
  const bobPlayers = bob.getByTestId('players');
  const fp = '[0-9A-F]{4}-[0-9A-F]{4}-…';
  await expect(bobPlayers.locator(`li[data-side="${game.ana.side}"]`)).toHaveText(
    new RegExp(`^${game.ana.label}: Ana · ${fp}$`),
  );
  await expect(bobPlayers.locator(`li[data-side="${game.bob.side}"]`)).toHaveText(
    new RegExp(`^${game.bob.label}: Bob \\(you\\) · ${fp}$`),
  );
  await expect(bobPlayers.locator(`li[data-side="${game.ana.side}"] .fingerprint`)).toHaveAttribute(
    'data-fingerprint',
    anaKey,
  );
  await expect(bob.getByTestId('mail-status')).toHaveText(`By e-mail: you play ${game.bob.label} · Everything sent`);
  // One side per screen: no hand-over curtain, so no curtain setting either.
  await expect(bob.getByTestId('curtain-setting')).toBeHidden();
  expect((await view(bob)).state.mode).toBe('enforced');
}

/** Runs `play` with Ana's and Bob's pages, each on its own bridge (own user data, own keys) and browser context. */
export async function twoPlayers(
  browser: Browser,
  game: MailGame,
  play: (ana: Page, bob: Page) => Promise<void>,
  strict = false,
): Promise<void> {
  const anaHost = await startHost(makeDirs());
  const bobHost = await startHost(makeDirs());
  const anaCtx = await browser.newContext({ acceptDownloads: true });
  const bobCtx = await browser.newContext({ acceptDownloads: true });
  try {
    const ana = await anaCtx.newPage();
    const bob = await bobCtx.newPage();
    await openApp(ana, anaHost);
    await openApp(bob, bobHost);
    await invite(game, ana, bob, strict);
    await play(ana, bob);
  } finally {
    await anaCtx.close();
    await bobCtx.close();
    await anaHost.stop();
    await bobHost.stop();
  }
}

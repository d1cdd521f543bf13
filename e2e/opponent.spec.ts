// Playing against the computer (issue 29): New game → Opponent: the computer, its side and its level. In Operation
// Isabella the player lands the Allies and the computer sets the Germans up; in Crusade and Revolution the player
// plays the Nationalist's first Action Round and the computer the Republican's. The computer's actions come into
// the log with their reasons; while it thinks the page pans and zooms and says "The computer is thinking…"; and
// the page's data never holds what the computer's side hides: the Germans under the top of a stack, the Republican
// hand. Hint says what the computer would play for the player's side.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, type RunningHost, saveAs, screenOf, startHost, view } from './host.js';
import { alliedSetup, logLength } from './play-helpers.js';

/** Opens the page with a dice seed and starts `module` against the computer playing `side` (at `chosen`, if given,
 *  else its default level). */
async function startAgainst(
  page: Page,
  host: RunningHost,
  module: string,
  side: string,
  seed: string,
  chosen?: string,
) {
  await page.goto(`${host.url}&seed=${seed}`);
  await page.waitForFunction(() => (window as any).__sandtable !== undefined);
  await page.evaluate(() => (window as any).__sandtable.ready);
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#new-module').selectOption(module);
  // Keyboard-usable: the radio is focused and chosen with the keyboard.
  await dialog.getByRole('radio', { name: 'the computer' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'the computer' })).toBeChecked();
  const mode = dialog.getByRole('combobox', { name: 'Rules mode' });
  await expect(mode).toHaveValue('enforced');
  await expect(mode).toBeDisabled();
  const level = dialog.getByRole('combobox', { name: 'Level' });
  await expect(level.locator('option').first()).toHaveText('easy');
  // The scripted player (standard) is chosen first: it answers at once, where the search thinks up to 2 s.
  await expect(level).toHaveValue('scripted');
  if (chosen) await level.selectOption(chosen);
  await dialog.getByRole('combobox', { name: 'The computer plays' }).selectOption(side);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Records in the page whether "The computer is thinking…" was shown, and its words. */
async function watchThinking(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as any;
    w.__thinking = { shown: 0, text: '', live: '' };
    const box = document.querySelector('[data-testid="opponent-thinking"]') as HTMLElement;
    new MutationObserver(() => {
      if (box.hidden) return;
      w.__thinking.shown++;
      w.__thinking.text = box.textContent;
      w.__thinking.live = box.getAttribute('aria-live');
    }).observe(box, { attributes: true, childList: true, subtree: true });
  });
}

/** Waits until the computer has finished acting: the player's side is to act and nothing is pending. */
async function untilPlayerActs(page: Page, side: string, timeout: number): Promise<any> {
  await expect
    .poll(async () => ((await view(page))?.toAct ?? []).includes(side), { timeout, intervals: [500] })
    .toBe(true);
  await idle(page);
  return view(page);
}

/** While the computer thinks: the map pans under a drag and zooms with a key, the indicator up meanwhile. */
async function stillResponsive(page: Page, hex: string): Promise<void> {
  const thinking = page.getByTestId('opponent-thinking');
  await expect(thinking).toBeVisible({ timeout: 60_000 });
  await expect(thinking).toHaveText(/The computer is thinking… \d+\.\d s/);
  const before = await screenOf(page, { hex });
  // A drag from the map's corner (open sea, no counter there) pans it.
  const box = (await page.locator('#map canvas').first().boundingBox())!;
  await page.mouse.move(box.x + 25, box.y + 25);
  await page.mouse.down();
  await page.mouse.move(box.x + 85, box.y + 65, { steps: 4 });
  await page.mouse.up();
  const scale = await page.evaluate(() => (window as any).__sandtable.scale());
  await page.keyboard.press('+');
  await expect.poll(() => page.evaluate(() => (window as any).__sandtable.scale())).toBeGreaterThan(scale);
  const after = await screenOf(page, { hex });
  expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeGreaterThan(20);
}

test('Operation Isabella against the computer: it sets the Germans up with its reasons, hidden units unseen', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // The computer takes at least 1.5 s over a move (--opponent-pace): a quick decision on a fast machine would show
  // no thinking status, and the page is to be seen answering while the host works.
  const host = await startHost(makeDirs(), ['--opponent-pace', '1500']);
  try {
    await startAgainst(page, host, 'isabella', 'axis', 'e2e-4', 'search');
    await idle(page);
    await watchThinking(page);
    expect((await view(page)).side).toBe('allied');
    await expect(page.getByTestId('players').locator('li[data-side="axis"]')).toHaveText(
      /^Axis: the computer \(\w+\)$/,
    );
    // The Allies land (the player); then the computer places the Germans while the page stays responsive.
    await alliedSetup(page, '1419');
    await stillResponsive(page, '1419');
    const allied = await untilPlayerActs(page, 'allied', 300_000);
    expect(allied.side).toBe('allied');
    const thinking = await page.evaluate(() => (window as any).__thinking);
    expect(thinking.shown).toBeGreaterThan(0);
    expect(thinking.live).toBe('polite');
    await expect(page.getByTestId('opponent-thinking')).toBeHidden();
    // No curtain at any time: the screen is the player's.
    await expect(page.getByTestId('curtain')).toBeHidden();

    // Every German placement is in the log with the computer's reason, in words.
    const axisRows = page.locator('.log-list li').filter({ hasText: /German|Axis/ });
    expect(await axisRows.count()).toBeGreaterThan(0);
    const reasons = page.getByTestId('bot-reason');
    expect(await reasons.count()).toBeGreaterThan(0);
    for (const r of await reasons.allInnerTexts()) expect(r).toMatch(/^Why: (?!bot\.)\S/);

    // The computer's hidden units never reach the page: from the saved game's log, the Germans placed under another
    // German unit; none of them is in the page's data (the view) nor named in its log.
    await saveAs(page, 'against the computer');
    const file = JSON.parse(readFileSync(join(host.docsDir, 'against the computer.sandtable'), 'utf8'));
    expect(file.opponent).toMatchObject({ side: 'axis' });
    const placed = new Map<string, string[]>();
    for (const e of file.log)
      if (e.side === 'axis' && e.verb === 'move' && e.args.to?.kind === 'hex')
        placed.set(e.args.to.hex, [...(placed.get(e.args.to.hex) ?? []), e.args.piece]);
    const under = [...placed.values()].flatMap((ids) => ids.slice(0, -1));
    expect(under.length, 'the computer stacks German units').toBeGreaterThan(0);
    const data = JSON.stringify(await view(page));
    const html = await page.evaluate(() => document.body.innerHTML);
    for (const id of under) {
      expect(data.includes(`"${id}"`), `${id} in the page's data`).toBe(false);
      expect(html.includes(`"${id}"`), `${id} in the page`).toBe(false);
    }

    // Hint (H): what the computer would play for the Allies, with its reason.
    await page.locator('#map').focus();
    await page.keyboard.press('h');
    await expect(page.getByTestId('notice-text')).toHaveText(/^Hint: (?!#)\S.+\. \S/, { timeout: 60_000 });

    // Undo takes back the computer's replies with the player's own last action, as a chess program does.
    const lastAllied = file.log.map((e: { side: string }) => e.side).lastIndexOf('allied');
    expect(lastAllied).toBeLessThan(file.log.length - 1);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await idle(page);
    expect(await logLength(page)).toBe(lastAllied);
    const back = await view(page);
    expect(back.toAct).toEqual(['allied']);
    await expect(page.getByTestId('opponent-thinking')).toBeHidden();
  } finally {
    await host.stop();
  }
});

test('Crusade and Revolution against the computer: it plays the Republican Action Round, its hand unseen', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startAgainst(page, host, 'crusade', 'REP', 'crusade-e2e');
    await expect.poll(async () => (await view(page))?.state?.vars?.decks?.NAT?.hand?.length ?? 0).toBe(7);
    await idle(page);
    const start = await view(page);
    expect(start.side).toBe('NAT');
    // The player's Action Round: Air Bridge as its event (the one play the rules allow).
    const before = (await view(page)).state.vars.round;
    await page.getByTestId('hand-panel').getByTestId('card').first().getByRole('button', { name: 'Event' }).click();
    await idle(page);
    // The Republican Action Round is the computer's; the page keeps only the Nationalist view meanwhile.
    const hands: unknown[] = [];
    await expect
      .poll(
        async () => {
          const v = await view(page);
          hands.push(v?.state?.vars?.decks?.REP?.hand);
          return v?.toAct?.includes('NAT') && v.state.vars.round !== before;
        },
        { timeout: 240_000, intervals: [300] },
      )
      .toBe(true);
    await idle(page);
    const after = await view(page);
    expect(after.side).toBe('NAT');
    // The Republican hand is a count on this page, never its cards.
    for (const h of hands) expect(h ?? []).toEqual([]);
    expect(after.state.vars.decks.REP.handCount).toBeGreaterThan(0);
    await expect(page.getByTestId('hand-opponent')).toContainText('Republican hand:');
    // The computer's actions are in the log with their reasons.
    const reasons = page.getByTestId('bot-reason');
    expect(await reasons.count()).toBeGreaterThan(0);
    for (const r of await reasons.allInnerTexts()) expect(r).toMatch(/^Why: (?!bot\.)\S/);
    await expect(page.getByTestId('curtain')).toBeHidden();
  } finally {
    await host.stop();
  }
});

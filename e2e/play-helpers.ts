// Gestures of play shared by the browser specs: drags, the hand-over curtain, a Crusade game started, and
// Isabella's set-up steps (loyalty, beachhead, landing stack, German set-up) made through the prompt bar and the map.

import { expect, type Page } from '@playwright/test';
import { idle, newGame, screenOf, view, type RunningHost } from './host.js';

/** Drag with the mouse from one page point to another, in small steps as a hand would. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  during?: () => Promise<void>,
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  if (during) await during();
  await page.mouse.up();
  await idle(page);
}

/** The step of the game's flow the shown view is at; null under the hand-over curtain (the page holds no view). */
export async function step(page: Page): Promise<string | null> {
  return (await view(page))?.state.vars.step ?? null;
}

/** The number of entries in the game's log (window.__sandtable.logLength()). */
export async function logLength(page: Page): Promise<number> {
  return page.evaluate(() => (window as any).__sandtable.logLength());
}

/**
 * When the curtain is up for the side named `label`, check it names that side, click it, and wait for that side's
 * view (`side`: its id, by default the label in lower case, as Isabella's are).
 */
export async function passCurtain(page: Page, label: string, side = label.toLowerCase()): Promise<void> {
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toBeVisible();
  await expect(page.getByTestId('curtain-title')).toHaveText(`${label} to play`);
  await page.getByTestId('curtain-button').click();
  await expect(curtain).toBeHidden();
  await idle(page);
  expect((await view(page)).side).toBe(side);
}

/** Hand the screen over when the curtain is up (at one screen); answers the title it had ("… to play"), or null. */
export async function passCurtainIfUp(page: Page): Promise<string | null> {
  const curtain = page.getByTestId('curtain');
  if (!(await curtain.isVisible())) return null;
  const title = await page.getByTestId('curtain-title').textContent();
  await page.getByTestId('curtain-button').click();
  await expect(curtain).toBeHidden();
  await idle(page);
  return title;
}

/** The hexes lit on the map now, of one kind (window.__sandtable.highlights()). */
export async function litHexes(page: Page, kind: string): Promise<string[]> {
  const list = await page.evaluate(() => (window as any).__sandtable.highlights());
  return list.filter((h: { kind: string }) => h.kind === kind).map((h: { hex: string }) => h.hex);
}

/**
 * Start La Batalla del Ebro's crossing in enforced mode through the New game dialog, with the page's dice seed
 * `seed`, and hand the screen over if the curtain is up.
 */
export async function startEbro(page: Page, url: string, seed: string): Promise<void> {
  await page.goto(`${url}&seed=${seed}`);
  await page.waitForFunction(() => (window as any).__sandtable !== undefined);
  await page.evaluate(() => (window as any).__sandtable.ready);
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#new-module').selectOption('ebro');
  await expect(dialog.locator('#new-scenario option').first()).toHaveText(/Crossing of the Ebro/);
  await dialog.locator('#new-scenario').selectOption('crossing');
  await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('enforced');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  await idle(page);
  await passCurtainIfUp(page);
}

/** Start a Crusade Campaign game in enforced mode through the New game dialog, with the page's dice seed `seed`. */
export async function startCrusade(page: Page, url: string, seed: string): Promise<void> {
  await page.goto(`${url}&seed=${seed}`);
  await page.waitForFunction(() => (window as any).__sandtable !== undefined);
  await page.evaluate(() => (window as any).__sandtable.ready);
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  const module = dialog.locator('#new-module');
  await expect(module.locator('option[value="crusade"]')).toHaveText(/Crusade and Revolution/);
  await module.selectOption('crusade');
  await expect(dialog.locator('#new-scenario option')).toHaveText([/^Campaign/]);
  await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('enforced');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  await idle(page);
  await expect.poll(async () => (await view(page))?.state?.vars?.decks?.NAT?.handCount ?? 0).toBe(7);
  await idle(page);
}

/** Click a button of the prompt bar by its name. */
export async function answer(page: Page, name: string | RegExp): Promise<void> {
  await page.getByTestId('prompt-answers').getByRole('button', { name }).first().click();
  await idle(page);
}

/** Click a hex's centre on the map. */
export async function clickHex(page: Page, hex: string): Promise<void> {
  const p = await screenOf(page, { hex });
  await page.mouse.click(p.x, p.y);
  await idle(page);
}

/**
 * The Allied set-up: the loyalty roll, the beachhead port clicked on the map among the lit hexes, and the landing
 * stack from the prompt's buttons (the first offered each time).
 */
export async function alliedSetup(page: Page, port: string): Promise<void> {
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-loyalty');
  await expect(page.getByTestId('prompt-text')).toContainText('(rule 3.3)');
  await answer(page, 'Roll loyalty');
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-beachhead');
  const lit = await page.evaluate(() => (window as any).__sandtable.highlights());
  expect(lit.filter((h: any) => h.kind === 'place').map((h: any) => h.hex)).toContain(port);
  await clickHex(page, port);
  expect((await view(page)).state.vars.beachhead).toBe(port);
  await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-landing');
  for (let i = 0; i < 4 && (await step(page)) === 'setup-landing'; i++) await answer(page, /^Land /);
}

/**
 * The German set-up: each waiting unit dragged from the counter sheet to the first hex the rules list for it.
 * Answers the Axis view before the last drag (after it the curtain is up, and the page holds no view).
 */
export async function germanSetup(page: Page): Promise<any> {
  let last: any = null;
  for (let i = 0; i < 20 && (await step(page)) === 'setup-german'; i++) {
    const v = await view(page);
    last = v;
    const a = v.legalActions.find((x: any) => x.verb === 'move');
    const from = await screenOf(page, { piece: a.args.piece });
    const to = await screenOf(page, { hex: a.args.to.hex });
    let lit: any[] = [];
    const before = await logLength(page);
    await drag(page, from, to, async () => {
      lit = await page.evaluate(() => (window as any).__sandtable.highlights());
    });
    expect(lit.filter((h) => h.kind === 'move').map((h) => h.hex)).toContain(a.args.to.hex);
    // The move is made (by e-mail the first action of a turn adds the dice secret it reveals).
    expect(await logLength(page)).toBeGreaterThan(before);
    // The last unit ends the set-up: the curtain comes up for the Allies, and the page holds no view under it.
    const after = await view(page);
    if (after) expect(after.state.pieces.find((p: any) => p.id === a.args.piece).at).toEqual(a.args.to);
    else await expect(page.getByTestId('curtain')).toBeVisible();
  }
  return last;
}

/** Open the page with a fixed dice seed (`?seed=`, so every roll repeats) and start a game in `mode`. */
export async function startSeeded(
  page: Page,
  host: RunningHost,
  seed: string,
  mode: 'enforced' | 'advisory' | 'honor',
): Promise<void> {
  await page.goto(`${host.url}&seed=${seed}`);
  await page.waitForFunction(() => (window as any).__sandtable !== undefined);
  await page.evaluate(() => (window as any).__sandtable.ready);
  await newGame(page, mode);
}

/**
 * The map fitted, then zoomed in round the middle of `spaces` as far as all of them stay in view: the whole test
 * plays there without moving the map again.
 */
export async function frame(page: Page, spaces: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await idle(page);
  for (let i = 0; i < 12; i++) {
    const at = await Promise.all(spaces.map((s) => screenOf(page, { space: s })));
    const mid = { x: at.reduce((n, p) => n + p.x, 0) / at.length, y: at.reduce((n, p) => n + p.y, 0) / at.length };
    await page.mouse.move(mid.x, mid.y);
    await page.mouse.wheel(0, -200);
    await idle(page);
    // Each space well inside the map (its counters and label too), not at its edge.
    const box = (await page.locator('canvas').first().boundingBox())!;
    const seen = await Promise.all(
      spaces.map((s) => page.evaluate((x) => (window as any).__sandtable.screenOf({ space: x }), s)),
    );
    if (seen.every((p) => p !== null && p.y > box.y + 60 && p.x > box.x + 60)) continue;
    await page.mouse.wheel(0, 200);
    await idle(page);
    break;
  }
}

/** Click a space on the map. */
export async function clickSpace(page: Page, space: string): Promise<void> {
  const at = await screenOf(page, { space });
  await page.mouse.click(at.x, at.y);
  await idle(page);
}

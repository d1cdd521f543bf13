// Gestures of keyboard play shared by the keyboard specs (issue 26 §4): Tab to a control, the map's focus moved with
// the arrows to a place, a walk of destinations to one, what the live region said. They act by key presses only;
// they read the page (the map's focused place, where places are) to know which key to press next.

import { expect, type Locator, type Page } from '@playwright/test';
import { idle, screenOf } from './host.js';

/** Whether `loc` has the focus. */
export async function focused(loc: Locator): Promise<boolean> {
  if ((await loc.count()) === 0) return false;
  return loc.first().evaluate((e) => e === document.activeElement);
}

/** Press Tab until `loc` has the focus (at most `max` presses; fails if it never does). */
export async function tabTo(page: Page, loc: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await focused(loc)) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(loc), `Tab never reached ${loc}`).toBe(true);
}

/** Tab to `loc` and press Enter on it, then wait for the page to settle. */
export async function press(page: Page, loc: Locator): Promise<void> {
  await tabTo(page, loc);
  await page.keyboard.press('Enter');
  await idle(page);
}

/** The place the map's keyboard focus is on ("hex:1419", "space:madrid", "" for none). */
export async function mapFocus(page: Page): Promise<string> {
  return (await page.locator('#map').getAttribute('data-focus')) ?? '';
}

/** The focus to the map (M), then the arrows until its focus is on `target`. */
export async function arrowTo(page: Page, target: { hex: string } | { space: string }): Promise<void> {
  const want = 'hex' in target ? `hex:${target.hex}` : `space:${target.space}`;
  await page.keyboard.press('m');
  await expect(page.locator('#map')).toBeFocused();
  if (!(await mapFocus(page))) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 80 && (await mapFocus(page)) !== want; i++) {
    const [kind, id] = (await mapFocus(page)).split(':');
    const from = await screenOf(page, kind === 'hex' ? { hex: id! } : { space: id! });
    const to = await screenOf(page, target);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
  expect(await mapFocus(page)).toBe(want);
}

/** In a walk of destinations, N until the one on `want` ("hex:1316"), at most `max` presses. */
export async function walkTo(page: Page, want: string, max = 300): Promise<void> {
  for (let i = 0; i < max && (await mapFocus(page)) !== want; i++) await page.keyboard.press('n');
  expect(await mapFocus(page)).toBe(want);
}

/** What the live region says now (its last lines). */
export function live(page: Page): Locator {
  return page.getByTestId('live-region');
}

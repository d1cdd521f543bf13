// Browser mode's token never lands in a cookie (cookies are not scoped by port, so every other listener on
// 127.0.0.1 would receive it): the page keeps it in its address, so a reload still works, and sends it in a header.

import { expect, test } from '@playwright/test';
import { idle, makeDirs, newGame, openApp, startHost, view } from './host.js';

test('the bridge sets no cookie, and the page still works after a reload', async ({ page, context }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    expect(await context.cookies()).toEqual([]);
    const pieces = (await view(page)).state.pieces.length;

    await page.reload();
    type Automation = { __sandtable?: { ready: Promise<void> } };
    await page.waitForFunction(() => (window as Automation).__sandtable !== undefined, null, { timeout: 60_000 });
    await page.evaluate(() => (window as Automation).__sandtable?.ready);
    await idle(page);
    // The game is still there: the reloaded page reached the host with the token from its address.
    expect(new URL(page.url()).searchParams.get('token')).toBe(host.token);
    expect((await view(page)).state.pieces).toHaveLength(pieces);
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    await idle(page);
    await expect(page.getByTestId('file-name')).toHaveText(/•$/);
    expect(await context.cookies()).toEqual([]);

    // The address without the token gets no page.
    const bare = await page.request.get(new URL('/', host.url).href);
    expect(bare.status()).toBe(403);
  } finally {
    await host.stop();
  }
});

// Landing from the sea (10.2) by hand: a US unit dragged from the map's At sea box to a hex the rules light for
// it, after the Allied first move made room in the beachhead; the Axis answers with the no-passing flip (5.7).

import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import {
  alliedSetup,
  answer,
  clickHex,
  drag,
  germanSetup,
  logLength,
  passCurtain,
  startSeeded,
} from './play-helpers.js';

test('a unit lands from the sea by a drag to a lit hex; the Axis flips a unit instead of passing', async ({ page }) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    await alliedSetup(page, '1419');
    await passCurtain(page, 'Axis');
    await germanSetup(page);
    await passCurtain(page, 'Allied');
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    // The beachhead holds four: the 1st Armored moves out first (the landing stack fills 1419).
    await clickHex(page, '1419');
    await page.getByTestId('stack-inspector').locator('li[data-piece="us-1ad"]').click();
    const before = await logLength(page);
    await drag(page, await screenOf(page, { piece: 'us-1ad' }), await screenOf(page, { hex: '1316' }));
    expect(await logLength(page)).toBe(before + 1);
    // The move hands over: the curtain is up, and the page holds no side's view under it.
    expect(await view(page)).toBeNull();

    // Before handing over, the Allied player may take his move back from the curtain (no roll in it), and make it again.
    await expect(page.getByTestId('curtain-undo')).toBeVisible();
    await page.screenshot({ path: join(ROOT, 'e2e', 'artifacts', 'play-curtain-undo.png') });
    await page.getByTestId('curtain-undo').click();
    await idle(page);
    await expect(page.getByTestId('curtain')).toBeHidden();
    expect((await view(page)).state.pieces.find((p: any) => p.id === 'us-1ad').at).toEqual({
      kind: 'hex',
      hex: '1419',
    });
    await clickHex(page, '1419');
    await page.getByTestId('stack-inspector').locator('li[data-piece="us-1ad"]').click();
    await drag(page, await screenOf(page, { piece: 'us-1ad' }), await screenOf(page, { hex: '1316' }));

    // The Axis, the Allied move on its map: no passing (5.7): select a unit and flip it.
    await passCurtain(page, 'Axis');
    expect((await view(page)).state.pieces.find((p: any) => p.id === 'us-1ad').at).toEqual({
      kind: 'hex',
      hex: '1316',
    });
    const fsi = (await view(page)).state.pieces.find((p: any) => p.id === 'fs-i').at.hex;
    await clickHex(page, fsi);
    await page.getByTestId('stack-inspector').locator('li[data-piece="fs-i"]').click();
    await answer(page, /^Flip /);
    // The flip hands over (curtain): the Axis takes it back from the curtain to see it, then flips again.
    await page.getByTestId('curtain-undo').click();
    await idle(page);
    await expect(page.getByTestId('curtain')).toBeHidden();
    expect((await view(page)).state.pieces.find((p: any) => p.id === 'fs-i').disrupted).toBe(false);
    await clickHex(page, fsi);
    await page.getByTestId('stack-inspector').locator('li[data-piece="fs-i"]').click();
    await answer(page, /^Flip /);

    // The Allies land a unit: dragged from the At sea box on the map, its lit destinations start at the beachhead.
    await passCurtain(page, 'Allied');
    await expect(page.getByRole('log').locator('li[data-seq]').last()).toHaveAttribute('data-verb', 'disrupt');
    const v = await view(page);
    // A press on the At sea box picks up its top counter (the last at sea in the state's order).
    const top = v.state.pieces.filter((p: any) => p.at.kind === 'box' && p.at.box === 'at-sea').at(-1).id;
    const land = v.legalActions.find((a: any) => a.verb === 'move' && a.args.piece === top);
    expect(land.info.landing).toBe(true);
    let lit: any[] = [];
    await drag(
      page,
      await screenOf(page, { piece: top }),
      await screenOf(page, { hex: land.args.to.hex }),
      async () => {
        lit = await page.evaluate(() => (window as any).__sandtable.highlights());
      },
    );
    expect(lit.filter((h) => h.kind === 'move').map((h) => h.hex)).toContain(land.args.to.hex);
    // The landing hands over: the Axis sees the unit landed (the top of its stack).
    await passCurtain(page, 'Axis');
    const after = await view(page);
    expect(after.state.pieces.find((p: any) => p.id === top).at).toEqual(land.args.to);
    expect(after.state.vars.landed).toContain(top);
    // And the unit it flipped is disrupted.
    expect(after.state.pieces.find((p: any) => p.id === 'fs-i').disrupted).toBe(true);
  } finally {
    await host.stop();
  }
});

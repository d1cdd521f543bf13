// The hand-over curtain at one screen holds no side's private data. Crusade: the Nationalist plays Air Bridge, the
// curtain comes up, and until the Republican clicks, the page's data (window.__sandtable.view()) and its DOM (text
// and every attribute) hold neither hand; after the click the Republican's hand is there and the Nationalist's is
// not. Isabella: the German set-up ends behind the curtain, which holds none of the German units that the Allied
// view will not show (those under the top of a stack). Screenshots of the curtain at 1280x720 in English and
// Spanish go to e2e/artifacts/curtain-en.png and curtain-es.png.

import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, ROOT, startHost, view } from './host.js';
import { alliedSetup, germanSetup, logLength, passCurtain, startCrusade, startSeeded } from './play-helpers.js';

const shot = (name: string) => join(ROOT, 'e2e', 'artifacts', name);

/** Every text and attribute value in the page's DOM, hidden elements included (what a script could read). */
async function domDump(page: Page): Promise<{ text: string; values: string[] }> {
  return page.evaluate(() => {
    const values: string[] = [];
    for (const e of Array.from(document.querySelectorAll('*')))
      for (const a of Array.from(e.attributes)) values.push(a.value);
    for (const e of Array.from(document.querySelectorAll('input, select, textarea')))
      values.push((e as HTMLInputElement).value);
    return { text: document.documentElement.textContent ?? '', values };
  });
}

/** The ids in `ids` that the dump holds as an attribute value (or a word of one), and the `words` in its text. */
function found(dump: { text: string; values: string[] }, ids: string[], words: string[]): string[] {
  const tokens = new Set(dump.values.flatMap((v) => v.split(/[\s,;:|]+/)));
  return [...ids.filter((id) => tokens.has(id)), ...words.filter((w) => dump.text.includes(w))];
}

test('Crusade at one screen: under the curtain neither hand is in the page; after the click, the Republican', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const host = await startHost(makeDirs());
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await startCrusade(page, host.url, 'crusade-e2e');
    const nat = await view(page);
    expect(nat.side).toBe('NAT');
    const natHand: string[] = nat.state.vars.decks.NAT.hand;
    expect(natHand).toHaveLength(7);
    const natNames = await page.getByTestId('hand-panel').getByTestId('card-name').allInnerTexts();
    expect(natNames).toHaveLength(7);

    // Air Bridge, its event: the curtain comes up for the Republicans.
    await page.getByTestId('card').first().getByRole('button', { name: 'Event' }).click();
    await idle(page);
    await expect(page.getByTestId('curtain')).toBeVisible();
    await expect(page.getByTestId('curtain-title')).toHaveText('Republican to play');
    await expect(page.getByTestId('curtain-undo')).toBeVisible();
    // No side's view in the page's data; the log's length is known, none of its lines is held.
    expect(await view(page)).toBeNull();
    expect(await logLength(page)).toBe(1);
    await expect(page.getByRole('log').locator('li[data-seq]')).toHaveCount(0);
    const under = await domDump(page);
    await page.screenshot({ path: shot('curtain-en.png') });
    // The Nationalist hand it just held: no card, by id or name, anywhere in the DOM (Air Bridge, played, neither).
    expect(found(under, natHand, natNames)).toEqual([]);
    await expect(page.locator('[data-card]')).toHaveCount(0);

    // In Spanish, the curtain's words too (the language menu is under the curtain: the selector is set directly).
    await page.locator('#language').selectOption('es');
    await expect(page.getByTestId('curtain-title')).toHaveText('Juega Republicano');
    await page.screenshot({ path: shot('curtain-es.png') });
    expect(await view(page)).toBeNull();
    await page.locator('#language').selectOption('en');
    await expect(page.getByTestId('curtain-title')).toHaveText('Republican to play');

    // The click: the Republican's view and hand, not the Nationalist's.
    await passCurtain(page, 'Republican', 'REP');
    const rep = await view(page);
    const repHand: string[] = rep.state.vars.decks.REP.hand;
    expect(repHand).toHaveLength(7);
    expect(rep.state.vars.decks.NAT.hand).toEqual([]);
    await expect(page.getByTestId('hand-panel').getByTestId('card')).toHaveCount(7);
    for (const id of repHand) await expect(page.locator(`[data-card="${id}"]`)).toHaveCount(1);
    const repNames = await page.getByTestId('hand-panel').getByTestId('card-name').allInnerTexts();
    // Under the curtain the Republican hand was not in the page either.
    expect(found(under, repHand, repNames)).toEqual([]);
    const natLeft = natHand.slice(1);
    const after = await domDump(page);
    // The search finds a hand where there is one (the Republican's, now), and no Nationalist card.
    expect(found(after, repHand, repNames)).toEqual([...repHand, ...repNames]);
    expect(found(after, natLeft, natNames.slice(1))).toEqual([]);
    const json = JSON.stringify(rep);
    for (const id of natLeft) expect(json.includes(`"${id}"`), `${id} in the Republican data`).toBe(false);
    await expect(page.getByRole('log').locator('li[data-seq]')).toHaveCount(1);
  } finally {
    await host.stop();
  }
});

test('Crusade: the curtain stays up across a reload; its take-back gives the Nationalist screen back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const host = await startHost(makeDirs());
  try {
    await startCrusade(page, host.url, 'crusade-e2e');
    await page.getByTestId('card').first().getByRole('button', { name: 'Event' }).click();
    await idle(page);
    await expect(page.getByTestId('curtain')).toBeVisible();
    expect(await view(page)).toBeNull();
    // A reload under the curtain: the host still shows the Nationalist, and the page holds it back again.
    await page.reload();
    await page.waitForFunction(() => (window as any).__sandtable !== undefined);
    await page.evaluate(() => (window as any).__sandtable.ready);
    await idle(page);
    await expect(page.getByTestId('curtain')).toBeVisible();
    await expect(page.getByTestId('curtain-title')).toHaveText('Republican to play');
    expect(await view(page)).toBeNull();
    await expect(page.locator('[data-card]')).toHaveCount(0);
    await page.getByTestId('curtain-undo').click();
    await idle(page);
    await expect(page.getByTestId('curtain')).toBeHidden();
    const nat = await view(page);
    expect(nat.side).toBe('NAT');
    expect(nat.state.vars.decks.NAT.hand).toContain('N1');
    await expect(page.locator('[data-card="N1"]')).toHaveCount(1);
    expect(await logLength(page)).toBe(0);
  } finally {
    await host.stop();
  }
});

test('Isabella: the German set-up ends behind the curtain, which holds none of the units stacked under a top', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    await alliedSetup(page, '1419');
    await passCurtain(page, 'Axis');
    // The Axis view of its set-up before its last unit: the German units placed, stacks and all.
    const axis = await germanSetup(page);
    const seen: string[] = axis.state.pieces
      .filter((p: any) => p.side === 'axis' && p.kind === 'unit' && p.at.kind === 'hex')
      .map((p: any) => p.id);
    await expect(page.getByTestId('curtain')).toBeVisible();
    await expect(page.getByTestId('curtain-title')).toHaveText('Allied to play');
    expect(await view(page)).toBeNull();
    const under = await domDump(page);

    await passCurtain(page, 'Allied');
    const allied = await view(page);
    const alliedIds = new Set(allied.state.pieces.map((p: any) => p.id));
    // The German units the Allied view leaves out (6.8): under the curtain they were nowhere in the page either.
    const hidden = seen.filter((id) => !alliedIds.has(id));
    expect(hidden.length, 'the German set-up stacks units under a top').toBeGreaterThan(0);
    expect(found(under, hidden, [])).toEqual([]);
    expect(found(await domDump(page), hidden, [])).toEqual([]);
  } finally {
    await host.stop();
  }
});

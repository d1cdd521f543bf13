// An opening of Operation Isabella under enforced rules, in real Chromium, by mouse and prompt buttons at one
// screen (hot seat with the curtain): the Allied loyalty roll and beachhead chosen at the prompt, the landing
// stack, the German set-up, an Axis move refused with its rule number on screen, the same move accepted in
// advisory mode and flagged in the log, an attack with its odds and shifts previewed, the defender's prompt
// answered, and the result on the CRT. The game's seed is fixed (?seed=) so every roll is the same each run.

import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { alliedSetup, answer, clickHex, drag, germanSetup, passCurtain, step, startSeeded } from './play-helpers.js';

const SEED = 'e2e-4';
const PORT = '1419';
const shot = (name: string) => join(ROOT, 'e2e', 'artifacts', name);

test("an enforced opening: set-up at the prompts, a refused move, advisory, an attack and the defender's answer", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, SEED, 'enforced');
    const v0 = await view(page);
    expect(v0.state.mode).toBe('enforced');
    expect(v0.state.phase).toBe('setup');
    await expect(page.getByTestId('prompt-side')).toHaveText('Allied to play');
    await expect(page.getByTestId('prompt-text')).toContainText('Roll the loyalty of the seven Spanish corps');
    await page.screenshot({ path: shot('play-setup-loyalty.png') });

    // 3.3, 3.4: the loyalty roll is a button; the beachhead a lit port clicked on the map; the stack four buttons.
    await alliedSetup(page, PORT);
    const log = page.getByRole('log');

    // The side to act is now the Axis: the curtain covers the Allied screen, the page holds no side's view and no
    // log line under it, and the Axis view (its log with the loyalty roll) comes after the click.
    expect(await view(page)).toBeNull();
    await expect(log.locator('li[data-seq]')).toHaveCount(0);
    await page.screenshot({ path: shot('play-curtain.png') });
    await passCurtain(page, 'Axis');
    await expect(log.locator('li[data-verb="rollLoyalty"]')).toHaveCount(1);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-german');
    await germanSetup(page);

    // Turn 1 (this seed: movement first). The Allies move a landed unit: its destinations lit with their MP.
    await passCurtain(page, 'Allied');
    let v = await view(page);
    expect(v.state.turn).toBe(1);
    expect(v.state.phase).toBe('actions-1');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.movement');
    await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 10');
    const mover = v.legalActions.find((a: any) => a.verb === 'move' && a.args.piece === 'us-1ad');
    expect(mover.args.to.hex).toBe('1316');
    let lit: any[] = [];
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    await clickHex(page, '1419'); // the beachhead stack: its inspector row selects us-1ad, which a press then picks up
    await page.getByTestId('stack-inspector').locator('li[data-piece="us-1ad"]').click();
    await drag(page, await screenOf(page, { piece: 'us-1ad' }), await screenOf(page, { hex: '1316' }), async () => {
      lit = await page.evaluate(() => (window as any).__sandtable.highlights());
      await page.screenshot({ path: shot('play-drag-highlights.png') });
    });
    const to1316 = lit.find((h) => h.hex === '1316');
    expect(to1316).toMatchObject({ kind: 'move', label: `${mover.info.mp} MP` });

    // The Axis: a move too far is refused, with its rule number on screen (12.3). The Allied move is on its map.
    await passCurtain(page, 'Axis');
    expect((await view(page)).state.pieces.find((p: any) => p.id === 'us-1ad').at).toEqual({
      kind: 'hex',
      hex: '1316',
    });
    const before = await page.evaluate(() => (window as any).__sandtable.logLength());
    const from = (await view(page)).state.pieces.find((p: any) => p.id === 'fs-i').at.hex;
    await clickHex(page, from); // the inspector lists the stack; its row selects fs-i, which a press then picks up
    await page.getByTestId('stack-inspector').locator('li[data-piece="fs-i"]').click();
    await drag(page, await screenOf(page, { hex: from }), await screenOf(page, { hex: '1013' }));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('1013 costs 14.5 MP');
    await expect(alert).toContainText('(rule 12.3)');
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(before);
    await page.screenshot({ path: shot('play-refused.png') });

    // The same move in advisory mode is made, and the log flags it for both players.
    await page.getByRole('combobox', { name: 'Rules mode', exact: true }).selectOption('advisory');
    await idle(page);
    expect((await view(page)).state.mode).toBe('advisory');
    await clickHex(page, from);
    await page.getByTestId('stack-inspector').locator('li[data-piece="fs-i"]').click();
    await drag(page, await screenOf(page, { hex: from }), await screenOf(page, { hex: '1013' }));

    // The Allies see the move flagged in their log; they end the movement phase; the Axis agrees; the combat phase
    // begins with the Allies.
    await passCurtain(page, 'Allied');
    const flagged = log.locator('li[data-verb="move"]').last();
    await expect(flagged).toContainText('1013');
    await expect(flagged.locator('.violation')).toContainText('12.3');
    await answer(page, 'End phase');
    await passCurtain(page, 'Axis');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.end-proposed');
    await answer(page, 'Agree: end the phase');
    await passCurtain(page, 'Allied');
    v = await view(page);
    expect(v.state.phase).toBe('actions-2');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.combat');

    // An attack: the target picked on the map, its eligible attackers listed, the odds and shifts before the roll.
    const targets = (await page.evaluate(() => (window as any).__sandtable.highlights())).filter(
      (h: any) => h.kind === 'target',
    );
    expect(targets.map((h: any) => h.hex)).toContain('1420');
    await clickHex(page, '1420');
    const panel = page.getByTestId('battle-panel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('input[type="checkbox"]')).toHaveCount(3);
    await expect(page.getByTestId('battle-odds')).toContainText(/Attack \d+ against defence \d+: odds \d+:\d+/);
    await expect(page.getByTestId('battle-shifts').locator('li').first()).toBeVisible();
    await expect(page.getByTestId('battle-column')).toContainText('2:1');
    await page.screenshot({ path: shot('play-attack-preview.png') });
    await page.getByTestId('attack-button').click();
    await idle(page);

    // DL1 (this seed): the defender chooses, at his own prompt, after the curtain.
    await passCurtain(page, 'Axis');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.dl1');
    await expect(page.getByTestId('battle-result')).toContainText('DL1');
    await expect(page.getByTestId('crt-hit')).toHaveText('DL1');
    await answer(page, 'Lose a step');
    await expect(log.locator('li[data-verb="dl1"]')).toHaveCount(1);
    await expect(page.getByTestId('battle-result')).toContainText('die 6 on the 2:1 column');
    await page.screenshot({ path: shot('play-result.png') });
    expect(await step(page)).not.toBe('setup-german');
  } finally {
    await host.stop();
  }
});

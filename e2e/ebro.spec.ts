// La Batalla del Ebro at one screen, enforced: the initiative rolled and the first player chosen from the prompt
// bar, engineering ended, one fire picked on the Orders panel with its target lit and its result on the fire
// table, a unit dragged to a lit hex and a move refused with its rule, movement ended, an attack picked on the
// Orders panel with the combat table's cell lit, combat ended; then the page at two sizes in English and Spanish.
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, screenOf, startHost, view } from './host.js';
import { answer, drag, litHexes as lit, passCurtainIfUp, startEbro, step } from './play-helpers.js';

const SHOTS = 'e2e/artifacts';

/** Whether a hex's centre is on the map's canvas, clear of its edges. */
async function onCanvas(page: Page, hex: string): Promise<boolean> {
  const p = await page.evaluate((h) => (window as any).__sandtable.screenOf({ hex: h }), hex);
  const box = (await page.locator('canvas').first().boundingBox())!;
  return !!p && p.x > box.x + 30 && p.y > box.y + 30 && p.x < box.x + box.width - 30 && p.y < box.y + box.height - 30;
}

test('La Batalla del Ebro at one screen: initiative, fire, a drag, a refused move, an attack on its table', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await startEbro(page, host.url, 'ebro-e2e');

    // III.4 the initiative, then III.6 the first player, each a button of the prompt bar.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.initiative');
    await expect(page.getByTestId('ebro-record')).toContainText('Turn 1 of 16');
    await answer(page, 'Roll the initiative');
    await expect(page.getByRole('log')).toContainText(/initiative: \d+ against \d+/);
    await passCurtainIfUp(page);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.first');
    await expect(page.getByTestId('ebro-weather')).toContainText('Weather: ');
    await answer(page, 'Republicans play first');
    await passCurtainIfUp(page);
    // V.1 each side's air patrols, when it has fighters that may fly.
    for (let i = 0; i < 4 && (await step(page)) === 'patrol'; i++) {
      await answer(page, 'End air patrols');
      await passCurtainIfUp(page);
    }
    expect((await view(page)).side).toBe('republican');
    await expect(page.getByTestId('ebro-step')).toContainText('Engineering — phasing: Republicans');

    // VI.2 engineering ended by its own button.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.engineer');
    await answer(page, 'End engineering');

    // VI.3 one fire from the Orders panel: its target lit while the order is pointed at, its result on the table.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.prepare');
    const fire = (await view(page)).legalActions.find((a: any) => a.verb === 'fire');
    const order = page
      .getByTestId('ebro-orders')
      .locator(`.ebro-order-group[data-target="${fire.args.hex}"] button[data-verb="fire"]`)
      .first();
    await order.hover();
    await idle(page);
    expect(await lit(page, 'picked')).toContain(fire.args.hex);
    await order.click();
    await idle(page);
    const result = page.getByTestId('ebro-result');
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('data-kind', 'fire');
    await expect(result.getByTestId('ebro-result-lit')).toHaveCount(1);
    await expect(page.getByRole('log')).toContainText(`fire at ${fire.args.hex}`);
    // The markers on the map when asked: the unit that fired is marked on its hex.
    const firer = (await view(page)).state.pieces.find((p: any) => p.id === fire.args.pieces[0]).at.hex;
    await page.getByTestId('ebro-works-open').click();
    await page.getByTestId('ebro-marks-toggle').check();
    await idle(page);
    const marks = await page.evaluate(() => (window as any).__sandtable.highlights());
    expect(marks.find((h: { hex: string }) => h.hex === firer)?.label).toMatch(/\bF\b/);
    await expect(page.getByTestId('ebro-worklist')).toContainText('bridge at Tortosa (B:1717–B:1816): destroyed');
    await page.screenshot({ path: `${SHOTS}/ebro-marks-1280-en.png` });
    await page.getByTestId('ebro-marks-toggle').uncheck();
    await answer(page, 'End fire');

    // VI.4 a unit dragged to a lit hex: the destinations its legal moves reach, with their cost.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.move');
    let v = await view(page);
    // Units alone in their hex: the counter dragged is the unit meant.
    const count = new Map<string, number>();
    for (const p of v.state.pieces) if (p.at.kind === 'hex') count.set(p.at.hex, (count.get(p.at.hex) ?? 0) + 1);
    const alone = (id: string) => {
      const p = v.state.pieces.find((x: any) => x.id === id);
      return p?.at.kind === 'hex' && count.get(p.at.hex) === 1;
    };
    const natural = v.legalActions.filter(
      (a: any) => a.verb === 'move' && !a.args.mode && !a.args.with && alone(a.args.piece),
    );
    let pick: any = null;
    for (const a of natural) {
      if (a.args.to.kind !== 'hex' || a.info?.mp < 2) continue;
      if ((await onCanvas(page, a.args.to.hex)) && (await screenOf(page, { piece: a.args.piece }))) {
        pick = a;
        break;
      }
    }
    expect(pick).not.toBeNull();
    let during: string[] = [];
    await drag(
      page,
      await screenOf(page, { piece: pick.args.piece }),
      await screenOf(page, { hex: pick.args.to.hex }),
      async () => {
        during = await lit(page, 'move');
      },
    );
    expect(during).toContain(pick.args.to.hex);
    v = await view(page);
    expect(v.state.pieces.find((p: any) => p.id === pick.args.piece).at).toEqual(pick.args.to);
    await expect(page.getByRole('log')).toContainText(/moved .+ to hex /);

    // A drop on a hex the unit cannot reach is refused, with the rule that refuses it.
    const mover = v.legalActions.find(
      (a: any) => a.verb === 'move' && !a.args.mode && a.args.piece !== pick.args.piece && alone(a.args.piece),
    );
    const reach = new Set(
      v.legalActions
        .filter((a: any) => a.verb === 'move' && a.args.piece === mover.args.piece && !a.args.mode)
        .map((a: any) => a.args.to.hex),
    );
    const from = v.state.pieces.find((p: any) => p.id === mover.args.piece).at.hex;
    const [sheet, num] = from.split(':');
    let far: string | null = null;
    for (let dc = -14; dc <= 14 && !far; dc += 2)
      for (let dr = -10; dr <= 10 && !far; dr += 2) {
        const col = Number(num.slice(0, 2)) + dc;
        const row = Number(num.slice(2)) + dr;
        if (col < 1 || row < 1 || col > 42 || row > 28) continue;
        const hex = `${sheet}:${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
        if (hex !== from && !reach.has(hex) && (await onCanvas(page, hex))) far = hex;
      }
    expect(far).not.toBeNull();
    await drag(page, await screenOf(page, { piece: mover.args.piece }), await screenOf(page, { hex: far! }));
    await expect(page.getByTestId('alert')).toContainText(/cannot reach .+ this turn \(rule IX\.3\)/);
    expect((await view(page)).state.pieces.find((p: any) => p.id === mover.args.piece).at.hex).toBe(from);

    // With the road toggle on, a drag lights only the hexes a road move reaches.
    await page.getByTestId('ebro-road').check();
    await page.screenshot({ path: `${SHOTS}/ebro-move-1280-en.png` });
    // A unit on top of its stack (the last of its hex in the state's order): the counter a press picks up.
    const roadView = await view(page);
    const onTop = (id: string) => {
      const p = roadView.state.pieces.find((x: any) => x.id === id);
      const here = roadView.state.pieces.filter((x: any) => x.at.kind === 'hex' && x.at.hex === p?.at.hex);
      return p?.at.kind === 'hex' && here.at(-1)?.id === id;
    };
    const roadMove = roadView.legalActions.find(
      (a: any) => a.verb === 'move' && a.args.mode === 'road' && onTop(a.args.piece),
    );
    let roadLit: string[] = [];
    // The refusal above stays up unless something is sent (sending puts the alert away first).
    const refusal = await page.getByTestId('alert').textContent();
    const at = await screenOf(page, { piece: roadMove.args.piece });
    await drag(page, at, { x: at.x + 1, y: at.y + 1 }, async () => {
      roadLit = await lit(page, 'move');
    });
    const roadHexes = (await view(page)).legalActions
      .filter((a: any) => a.verb === 'move' && a.args.piece === roadMove.args.piece && a.args.mode === 'road')
      .map((a: any) => a.args.to.hex);
    expect(new Set(roadLit)).toEqual(new Set(roadHexes));
    // Put back where it stood: nothing sent.
    await expect(page.getByTestId('alert')).toHaveText(refusal ?? '');
    await answer(page, 'End movement');

    // VI.5.4 an attack from the Orders panel (at night no reaction comes first): the combat table's cell lit.
    await passCurtainIfUp(page);
    for (let i = 0; i < 4 && (await step(page)) === 'react'; i++) {
      await answer(page, 'No more reactions');
      await passCurtainIfUp(page);
    }
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.combat');
    const combatView = await view(page);
    const attack = combatView.legalActions.find((a: any) => a.verb === 'attack');
    // An enemy stack picked on the map: the orders against its hex alone.
    const foe = combatView.state.pieces.find((p: any) => p.side !== combatView.side && p.at.hex === attack.args.hex);
    const foeAt = await screenOf(page, { piece: foe.id });
    await page.mouse.click(foeAt.x, foeAt.y);
    await idle(page);
    await expect(page.getByTestId('ebro-orders')).toContainText(`Orders against ${attack.args.hex}`);
    // One group: every attack on that hex, and nothing else.
    await expect(page.getByTestId('ebro-orders').locator('.ebro-order-group')).toHaveCount(1);
    const attackOrder = page
      .getByTestId('ebro-orders')
      .locator(`.ebro-order-group[data-target="${attack.args.hex}"] button[data-verb="attack"]`)
      .first();
    await attackOrder.focus();
    await idle(page);
    expect(await lit(page, 'picked')).toContain(attack.args.hex);
    await attackOrder.click();
    await idle(page);
    // A retreat is the defender's choice: the screen is handed over, and its side sees the result too.
    await passCurtainIfUp(page);
    await expect(result).toHaveAttribute('data-kind', 'combat');
    await expect(result.locator('table[data-chart="ground-combat"]')).toBeVisible();
    await expect(result.getByTestId('ebro-result-lit')).toHaveCount(1);
    await expect(result.getByTestId('ebro-result-odds')).toContainText(/\d+ against \d+: /);
    await expect(page.getByRole('log')).toContainText(`combat at ${attack.args.hex}`);

    // The pages as they look now, at two sizes and in both languages.
    for (const [w, h] of [
      [1280, 720],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await idle(page);
      await page.screenshot({ path: `${SHOTS}/ebro-combat-${w}-en.png` });
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await idle(page);
      await expect(page.getByTestId('ebro-record')).toContainText('Turno 1 de 16');
      await page.screenshot({ path: `${SHOTS}/ebro-combat-${w}-es.png` });
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
      await idle(page);
    }

    // The combat's questions (a retreat, an advance), then the end of combat.
    for (let i = 0; i < 6 && (await step(page)) !== 'combat'; i++) {
      await passCurtainIfUp(page);
      const s = await step(page);
      if (s === 'retreat') {
        // The result panel put away first: the hex to click may be under it.
        if (await result.isVisible()) await result.getByRole('button', { name: 'Close' }).click();
        await expect(result).toBeHidden();
        const hex = (await view(page)).legalActions.find((a: any) => a.verb === 'retreat').args.hex;
        expect(await lit(page, 'place')).toContain(hex);
        const p = await screenOf(page, { hex });
        await page.mouse.click(p.x, p.y);
        await idle(page);
      } else if (s === 'advance') await answer(page, 'Stay');
      await passCurtainIfUp(page);
    }
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.combat');
    await answer(page, 'End combat');
    await passCurtainIfUp(page);
    await expect(page.getByRole('log')).toContainText('activity phase 2: Nationalists');

    // The About page lists the rule options in the page's words, with their defaults.
    await page.locator('button[data-cmd="about"]').click();
    const options = page.getByTestId('about-dialog').getByTestId('rule-options');
    await expect(options.locator('tr[data-option="bridgeCost"]')).toContainText("river's +5/+3");
    await expect(options.locator('tr[data-option="bridgeCost"]')).toContainText('replaces');
    await page.keyboard.press('Escape');
  } finally {
    await host.stop();
  }
});

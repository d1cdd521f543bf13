// The Struggle for Europe at one screen, enforced: Barbarossa's first Axis player turn. Reinforcements passed (none), a
// rail move dragged with the Orders panel's "by rail" toggle (only the rail hexes lit), a move refused with its
// rule, the Soviet player's answer in the Air Phase (a mission picked for an air unit, its hexes lit), an attack
// from the Orders panel with its odds and the CRT's cell lit, the combat's questions answered from the prompt bar,
// and an exploitation move dragged; the Orders panel at two sizes in English and Spanish.
import { expect, test } from '@playwright/test';
import { idle, makeDirs, screenOf, startHost, view } from './host.js';
import { around, hexOf, onCanvas, onTop, startSfe, zoomTo } from './sfe-helpers.js';
import { answer, drag, litHexes as lit, passCurtainIfUp, step } from './play-helpers.js';

const SHOTS = 'e2e/artifacts';

test("The Struggle for Europe at one screen: Barbarossa's first Axis turn through the Orders panel", async ({
  page,
}) => {
  test.setTimeout(420_000);
  const host = await startHost(makeDirs());
  try {
    await startSfe(page, host.url);

    // §4.02 the Reinforcement Phase: nothing to place on the first turn, so it has passed by itself.
    expect(await step(page)).toBe('movement');

    // §8 a rail move: with "by rail" on, a dragged unit lights only the hexes its rail moves reach.
    let v = await view(page);
    const rails = v.legalActions.filter((a: any) => a.verb === 'rail' && !a.args.extended && onTop(v, a.args.piece));
    expect(rails.length).toBeGreaterThan(0);
    // the rail move whose two ends are nearest: the map can be zoomed in on both
    const dist = async (a: any) => {
      const p = await screenOf(page, { hex: hexOf(v, a.args.piece) });
      const q = await screenOf(page, { hex: a.args.to });
      return Math.hypot(p.x - q.x, p.y - q.y);
    };
    const sized = await Promise.all(rails.map(async (a: any) => ({ a, d: await dist(a) })));
    const rail = sized.filter((x) => x.d > 0).sort((x, y) => x.d - y.d)[0]!.a;
    const from = hexOf(v, rail.args.piece);
    await zoomTo(page, [from, rail.args.to]);
    await page.getByTestId('sfe-rail').check();
    let during: string[] = [];
    await drag(
      page,
      await screenOf(page, { piece: rail.args.piece }),
      await screenOf(page, { hex: rail.args.to }),
      async () => {
        during = await lit(page, 'move');
      },
    );
    const railHexes = new Set(
      v.legalActions
        .filter((a: any) => a.verb === 'rail' && a.args.piece === rail.args.piece)
        .map((a: any) => a.args.to),
    );
    expect(new Set(during)).toEqual(railHexes);
    v = await view(page);
    expect(hexOf(v, rail.args.piece)).toBe(rail.args.to);
    await expect(page.getByRole('log')).toContainText(`by rail to ${rail.args.to}`);

    // §7 a drop on a hex the unit cannot reach is refused, with the rule that refuses it.
    await page.getByTestId('sfe-rail').uncheck();
    const mover = v.legalActions.find(
      (a: any) => a.verb === 'move' && a.args.piece !== rail.args.piece && onTop(v, a.args.piece),
    );
    const moverAt = hexOf(v, mover.args.piece);
    const reach = new Set(
      v.legalActions
        .filter((a: any) => a.verb === 'move' && a.args.piece === mover.args.piece)
        .map((a: any) => a.args.to),
    );
    // a hex of the map a few hexes off that its moves do not reach (the map fitted: every hex is on it)
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    let far: string | null = null;
    for (const hex of around(moverAt, 8)) {
      if (reach.has(hex) || !(await page.evaluate((h) => (window as any).__sandtable.screenOf({ hex: h }), hex)))
        continue;
      far = hex;
      break;
    }
    expect(far).not.toBeNull();
    await zoomTo(page, [moverAt, far!]);
    expect(far).not.toBeNull();
    await drag(page, await screenOf(page, { piece: mover.args.piece }), await screenOf(page, { hex: far! }));
    await expect(page.getByTestId('alert')).toContainText(/cannot reach .+ \(rule 7\.\d+\)/);
    expect(hexOf(await view(page), mover.args.piece)).toBe(moverAt);
    await answer(page, 'End movement');

    // §4.05 the Air Phase: the Soviet player allocates first; an air unit picked shows its missions, lit on the map.
    for (let i = 0; i < 3 && (await step(page)) !== 'air'; i++) await passCurtainIfUp(page);
    await passCurtainIfUp(page);
    v = await view(page);
    expect(v.side).toBe('soviet');
    expect(v.state.vars.step).toBe('air');
    const flight = v.legalActions.find((a: any) => a.verb === 'fly' && onTop(v, a.args.piece));
    expect(flight).toBeTruthy();
    await zoomTo(page, [hexOf(v, flight.args.piece)]);
    const base = await screenOf(page, { piece: flight.args.piece });
    await page.mouse.click(base.x, base.y);
    await idle(page);
    expect(await lit(page, 'target')).toContain(flight.args.hex);
    const orders = page.getByTestId('sfe-orders');
    await expect(orders).toContainText('Orders of ');
    await orders.locator(`button[data-verb="fly"][data-hex="${flight.args.hex}"]`).first().click();
    await idle(page);
    await expect(page.getByRole('log')).toContainText(flight.args.hex);
    await answer(page, 'End the air allocation');
    // the Axis's allocation, then the Soviet interception: each ended by its button
    for (let i = 0; i < 4 && (await step(page)) !== 'combat'; i++) {
      await passCurtainIfUp(page);
      if ((await step(page)) === 'air') await answer(page, 'End the air allocation');
    }
    await passCurtainIfUp(page);

    // §9.01 an attack from the Orders panel: its odds on its button, its hex lit, the CRT's cell lit after the roll.
    v = await view(page);
    expect(v.side).toBe('axis');
    const attack = v.legalActions.find((a: any) => a.verb === 'attack' && a.args.hex === 'C:3844');
    expect(attack.label).toBe('6-1 on C:3844');
    await zoomTo(page, [attack.args.hex]);
    const order = orders.locator(`.sfe-order-group[data-hex="${attack.args.hex}"] button[data-verb="attack"]`).first();
    await expect(order.getByTestId('sfe-odds')).toContainText(/^6-1 \(\d+ to \d+\)/);
    // The Orders panel as it looks now, at two sizes and in both languages.
    for (const [w, h] of [
      [1280, 720],
      [1920, 1080],
    ]) {
      await page.setViewportSize({ width: w!, height: h! });
      await idle(page);
      await page.screenshot({ path: `${SHOTS}/sfe-orders-${w}-en.png` });
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await idle(page);
      await expect(orders).toContainText(`Ataque a ${attack.args.hex}`);
      await page.screenshot({ path: `${SHOTS}/sfe-orders-${w}-es.png` });
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
      await idle(page);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await idle(page);
    await order.focus();
    await idle(page);
    expect(await lit(page, 'picked')).toContain(attack.args.hex);
    await order.click();
    await idle(page);
    await passCurtainIfUp(page);
    const result = page.getByTestId('sfe-result');
    await expect(result).toBeVisible();
    await expect(result.getByTestId('sfe-result-column')).toContainText('6-1');
    const lit1 = result.getByTestId('sfe-result-lit');
    await expect(lit1).toHaveCount(1);
    await expect(page.getByRole('log')).toContainText(`Combat at ${attack.args.hex}: 6-1`);
    await page.screenshot({ path: `${SHOTS}/sfe-result-1280-en.png` });
    const logText = (await page.getByRole('log').textContent()) ?? '';
    expect(logText).toContain(`: ${await lit1.textContent()}`);

    // §10 the combat's questions (losses, a retreat, the advance) answered from the prompt bar, then combat ended.
    for (let i = 0; i < 8; i++) {
      await passCurtainIfUp(page);
      const now = await view(page);
      if (now.legalActions.some((a: any) => a.verb === 'attack')) break;
      await page.getByTestId('prompt-answers').getByRole('button').first().click();
      await idle(page);
    }
    await answer(page, 'End combat');
    await passCurtainIfUp(page);

    // §11 an exploitation move dragged to a lit hex.
    expect(await step(page)).toBe('exploitation');
    v = await view(page);
    const exploits = v.legalActions.filter((a: any) => a.verb === 'exploit' && onTop(v, a.args.piece));
    let ex: any = null;
    for (const a of exploits) {
      await zoomTo(page, [hexOf(v, a.args.piece), a.args.to]);
      if ((await onCanvas(page, a.args.to)) && (await onCanvas(page, hexOf(v, a.args.piece)))) {
        ex = a;
        break;
      }
    }
    expect(ex).not.toBeNull();
    let exLit: string[] = [];
    await drag(
      page,
      await screenOf(page, { piece: ex.args.piece }),
      await screenOf(page, { hex: ex.args.to }),
      async () => {
        exLit = await lit(page, 'move');
      },
    );
    expect(exLit).toContain(ex.args.to);
    expect(hexOf(await view(page), ex.args.piece)).toBe(ex.args.to);
    await expect(page.getByRole('log')).toContainText(`exploited with`);
  } finally {
    await host.stop();
  }
});

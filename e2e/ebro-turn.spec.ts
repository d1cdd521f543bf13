// La Batalla del Ebro's first two turns at one screen, enforced, played as a user would: on the crossing's night
// (turn 1) the record says what night changes, no air patrol is asked, a footbridge is begun from the Orders panel
// and shows on the Engineering list, a boatload crosses the Ebro from the Orders panel (IX.2.7), movement goes
// straight to combat (no reactions at night) and an attack's strengths are halved for the night (II.4);
// on the day after (turn 2) patrols are asked again, and once the Republican movement ends the Nationalists are
// asked, behind the curtain, for their reaction attacks (VI.5.1, XVI.6), answer one on the Orders panel and read
// its result on the combat table. EBRO_SHOTS=<folder> keeps pictures of the night and of the reaction prompt.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { answer, litHexes as lit, passCurtainIfUp, startEbro, step } from './play-helpers.js';

/** Where pictures go when asked (none by default: a run leaves nothing behind). */
const SHOTS = process.env.EBRO_SHOTS;

/** The units' printed names (English), by counter id: what a typed command names them by. */
const NAMES = new Map<string, string>(
  JSON.parse(readFileSync(join(ROOT, 'assets/modules/ebro/units.json'), 'utf8')).map((u: any) => [u.id, u.name]),
);

/** Type a command on the command line (":") and make it with Enter. */
async function typeCommand(page: Page, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: /Type a command|Escribe una orden/ });
  if (!(await input.isVisible())) await page.keyboard.press(':');
  await expect(input).toBeFocused();
  await input.fill(text);
  await page.keyboard.press('Enter');
  await idle(page);
}

/** Save a picture at 1280×720 when asked to (EBRO_SHOTS). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 720 });
  await idle(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await idle(page);
}

/** The button that ends each segment. */
const DONE: Record<string, string> = {
  patrol: 'End air patrols',
  engineer: 'End engineering',
  prepare: 'End fire',
  move: 'End movement',
  react: 'No more reactions',
  combat: 'End combat',
  breakthrough: 'End breakthrough',
};

/**
 * Play on by the page's own answers until `stop` says so: each segment ended by its button, the first player the
 * Republicans, units the rules make move (IX.4.9) moved by a typed command, a retreat to a lit hex, no advance.
 */
async function playOn(page: Page, stop: (step: string | null, turn: number) => boolean): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await passCurtainIfUp(page);
    const v = await view(page);
    const s = v.state.vars.step as string;
    if (stop(s, v.state.turn)) return;
    const verbs = new Set(v.legalActions.map((a: any) => a.verb));
    if (s === 'initiative') await answer(page, 'Roll the initiative');
    else if (s === 'first') await answer(page, 'Republicans play first');
    else if (s === 'retreat') {
      const hex = v.legalActions.find((a: any) => a.verb === 'retreat').args.hex;
      const result = page.getByTestId('ebro-result');
      if (await result.isVisible()) await result.getByRole('button', { name: 'Close' }).click();
      const p = await screenOf(page, { hex });
      await page.mouse.click(p.x, p.y);
      await idle(page);
    } else if (s === 'advance') await answer(page, 'Stay');
    else if (s === 'move' && !verbs.has('done')) {
      const m = v.legalActions.find((a: any) => a.verb === 'move' && !a.args.with && a.args.to.kind === 'hex');
      const def = v.state.pieces.find((p: any) => p.id === m.args.piece).def;
      await typeCommand(page, `move ${NAMES.get(def)} to ${m.args.to.hex}`);
      expect((await view(page))?.state.pieces.find((p: any) => p.id === m.args.piece).at).toEqual(m.args.to);
    } else if (verbs.has('done')) {
      // A segment's end by its own name; a step without one (unit reconstruction...) by its 'done' button.
      if (DONE[s]) await answer(page, DONE[s]);
      else await page.getByTestId('prompt-answers').locator('button[data-verb="done"]').click();
    } else await page.getByTestId('prompt-answers').getByRole('button').first().click();
    await idle(page);
  }
  throw new Error('the turn did not reach the step looked for');
}

test("La Batalla del Ebro's night and day: a bridge begun, a boat crossing, night's effects, a reaction answered", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startEbro(page, host.url, 'ebro-e2e');
    const prompt = page.getByTestId('prompt');
    const orders = page.getByTestId('ebro-orders');
    const log = page.getByRole('log');

    // II.4 the crossing's first turn is a night: the record says so, and what night changes.
    await answer(page, 'Roll the initiative');
    await passCurtainIfUp(page);
    await expect(page.getByTestId('ebro-date')).toHaveText('July 25, 1938, night');
    await expect(page.getByTestId('ebro-night')).toContainText('Night (II.4): movement, fire and attacks halved');
    await expect(page.getByTestId('ebro-night')).toContainText('no reaction attacks');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByTestId('ebro-date')).toHaveText('25 de julio de 1938, noche');
    await expect(page.getByTestId('ebro-night')).toContainText('Noche (II.4): movimiento, fuego y ataques a la mitad');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await answer(page, 'Republicans play first');
    await passCurtainIfUp(page);
    // V.1, II.4 at night only night fighters patrol: neither side is asked for patrols, engineering comes first.
    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.engineer');
    expect((await view(page)).side).toBe('republican');

    // X, IX.2.7 the engineers begin a footbridge over the Ebro, picked on the Orders panel.
    const bridge = orders
      .locator('.ebro-order-group.build')
      .filter({ has: page.getByRole('heading', { name: /^Build a footbridge at / }) })
      .first();
    await expect(bridge).toBeVisible();
    const site = (await bridge.getAttribute('data-target'))!.split(' ');
    const builder = bridge.locator('button[data-verb="build"]').first();
    await builder.hover();
    await idle(page);
    expect(await lit(page, 'picked')).toEqual(expect.arrayContaining(site));
    await builder.click();
    await idle(page);
    await expect(log).toContainText(/began a footbridge at /);
    const built = (await view(page)).state.vars.crossings;
    const work = Object.values(built).find(
      (x: any) => x.kind === 'footbridge' && site.includes(x.a) && site.includes(x.b),
    ) as any;
    expect(work).toBeDefined();
    // X.II.3 the construction roll: ready in some turns (being built), or at once on a good roll.
    const left = work.building ?? 0;
    await expect(log).toContainText(
      new RegExp(`footbridge at .+: roll \\d+, modified -?\\d+: ${left > 0 ? `ready in ${left} turns` : 'ready now'}`),
    );
    await page.getByTestId('ebro-works-open').click();
    const worklist = page.getByTestId('ebro-worklist');
    await expect(worklist.locator(`li[data-hexes="${work.a} ${work.b}"]`)).toHaveText(
      new RegExp(`^footbridge at .+: ${left > 0 ? `building: ${left} turns left` : 'usable'}$`),
    );
    await page.getByTestId('ebro-works-open').click();
    await answer(page, 'End engineering');

    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.prepare');
    await answer(page, 'End fire');

    // IX.2.7 a boatload crosses the Ebro at a crossing site, from the Orders panel.
    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.move');
    const crossing = orders.locator('.ebro-order-group.boats').first();
    await expect(crossing.getByRole('heading')).toHaveText(/^Cross by boat to [AB]:\d{4}$/);
    const to = (await crossing.getAttribute('data-target'))!;
    const load = (await crossing.locator('button[data-verb="move"]').first().getAttribute('data-units'))!.split(' ');
    const before = await view(page);
    const boats = before.state.pieces.filter(
      (p: any) => p.at.kind === 'hex' && p.at.hex === before.state.pieces.find((x: any) => x.id === load[0]).at.hex,
    );
    await crossing.locator('button[data-verb="move"]').first().click();
    await idle(page);
    const after = await view(page);
    for (const id of load)
      expect(after.state.pieces.find((p: any) => p.id === id).at).toEqual({ kind: 'hex', hex: to });
    // The boats went over with them (they come back at the turn's end).
    const boat = Object.keys(after.state.vars.boatsFrom)[0];
    expect(boats.map((p: any) => p.id)).toContain(boat);
    expect(after.state.pieces.find((p: any) => p.id === boat).at).toEqual({ kind: 'hex', hex: to });
    await expect(log).toContainText(new RegExp(`carried .+ by boat to hex ${to}`));

    // II.4 no reaction attacks at night: the movement's end goes straight to the Republican combat, no curtain.
    await answer(page, 'End movement');
    await expect(page.getByTestId('curtain')).toBeHidden();
    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.combat');
    await expect(page.getByTestId('ebro-step')).toHaveText('Combat — phasing: Republicans');
    await shot(page, 'ebro-night-1280');

    // XVI.4 the attack's odds before the roll, on its button as the rules offer it (night halving included)
    const attackOrder = orders.locator('button[data-verb="attack"]').first();
    const offer = (await view(page)).legalActions.find((a: any) => a.verb === 'attack');
    await expect(attackOrder.getByTestId('ebro-odds')).toContainText(`(${offer.info.attack}–${offer.info.defence})`);
    // II.4 an attack at night: the result panel says the totals are halved for the night, with the rule.
    await attackOrder.click();
    await idle(page);
    await passCurtainIfUp(page);
    const result = page.getByTestId('ebro-result');
    await expect(result).toHaveAttribute('data-kind', 'combat');
    await expect(result.getByTestId('ebro-result-night')).toHaveText(
      'At night (II.4) the attack is halved, rounding down, and the defence, rounding up (guerrillas are doubled ' +
        'instead): the totals above include it',
    );
    await shot(page, 'ebro-night-attack-1280');

    // The Nationalists' night phase, then the day: the record without night, patrols asked again (V.1).
    await playOn(page, (s, turn) => turn === 2 && s === 'patrol');
    await expect(page.getByTestId('ebro-date')).toHaveText('July 25, 1938, day');
    await expect(page.getByTestId('ebro-night')).toHaveCount(0);
    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.patrol');
    await playOn(page, (s, turn) => turn === 2 && s === 'move');
    expect((await view(page)).side).toBe('republican');

    // VI.5.1, XVI.6 the Republican movement over, the Nationalists are asked for reaction attacks behind the curtain.
    await answer(page, 'End movement');
    const curtain = page.getByTestId('curtain');
    await expect(curtain).toBeVisible();
    await expect(page.getByTestId('curtain-title')).toHaveText('Nationalists to play');
    await page.getByTestId('curtain-button').click();
    await expect(curtain).toBeHidden();
    await idle(page);
    const reacting = await view(page);
    expect(reacting.side).toBe('nationalist');
    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.react');
    await expect(prompt).toContainText('Reaction attacks: move a unit next to the enemy and assault');
    await expect(prompt.getByRole('button', { name: 'No more reactions' })).toBeVisible();
    await expect(page.getByTestId('ebro-step')).toHaveText('Reactions — phasing: Republicans');
    const reaction = orders.locator('.ebro-order-group.react').first();
    await expect(reaction.getByRole('heading')).toHaveText(/^React against [AB]:\d{4}$/);
    const target = (await reaction.getAttribute('data-target'))!;
    const order = reaction.locator('button[data-verb="react"]').first();
    const reactors = (await order.getAttribute('data-units'))!.split(' ');
    await order.hover();
    await idle(page);
    expect(await lit(page, 'picked')).toContain(target);
    await shot(page, 'ebro-reaction-1280');
    await order.click();
    await idle(page);
    // The reaction's move next to the target and its assault, on the combat table.
    await passCurtainIfUp(page);
    const names = reactors.map((id) => NAMES.get(reacting.state.pieces.find((p: any) => p.id === id).def)!);
    const said = names.join(', ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(log).toContainText(new RegExp(`${said} moved to [AB]:\\d{4} to react \\(\\d+ MP\\)`));
    await expect(log).toContainText(`reacted against hex ${target}`);
    await expect(result).toHaveAttribute('data-kind', 'combat');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(`Reaction attack at ${target}`);
    await expect(result.getByTestId('ebro-result-night')).toHaveCount(0);
    await expect(result.locator('table[data-chart="ground-combat"]')).toBeVisible();
    await expect(result.getByTestId('ebro-result-lit')).toHaveCount(1);

    // The combat's questions answered, the Nationalists say they have no more reactions: the Republicans' combat.
    await playOn(page, (s) => s === 'react' || s === 'combat');
    if ((await step(page)) === 'react') {
      expect((await view(page)).side).toBe('nationalist');
      await answer(page, 'No more reactions');
    }
    await expect(curtain).toBeVisible();
    await expect(page.getByTestId('curtain-title')).toHaveText('Republicans to play');
    await passCurtainIfUp(page);
    await expect(prompt).toHaveAttribute('data-prompt', 'ebro.combat');
    expect((await view(page)).side).toBe('republican');
  } finally {
    await host.stop();
  }
});

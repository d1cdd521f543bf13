// Crusade played on its map with the mouse and the hand only, never the list of every action (`action-choice`), the
// curtain between the sides (seed crusade-map-17, searched for a combat with a retreat to choose and an advance).
// What it covers: the Nationalists' Action Round 1 (Air Bridge, from the hand), the Republicans' Action Round 1 (a
// card for OPS; Cuenca activated to move and Durango to attack by clicks on lit spaces; Cuenca's stack dragged to a
// lit space two spaces away; Beasain attacked from the battle view; both sides' Combat Cards answered there; both
// fire tables shown with the column and the roll; the Nationalist loss chosen in its panel; the retreat and each
// unit's retreat by a click on a lit space; the advance by a click on the lit space), and the Nationalists' Action
// Round 2 (a card for SR, a unit dragged to a lit SR space): every kind of play on the map once; then the rest of
// Turn 1 from the hand and its buttons only (cards for RP or OPS, Done, the end of the turn's steps) to Turn 2. Other tests: every card play a rule forbids is shown disabled with its rule and reason; the 7th
// card fits at 1440 px; alerts stand above the hand (counters leaving space names readable: board.test.ts). axe-core
// finds no violation in the battle view at each of its stages (e2e/axe-helpers.ts).
// Screenshots go to e2e/artifacts/crusade-map/ (looked at by hand).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { clean } from './axe-helpers.js';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { clickSpace, drag, frame, passCurtain, startCrusade } from './play-helpers.js';

const SHOTS = join(ROOT, 'e2e', 'artifacts', 'crusade-map');
const SEED = 'crusade-map-17';

let shot = 0;
async function snap(page: Page, name: string): Promise<void> {
  await idle(page);
  shot += 1;
  await page.screenshot({ path: `${SHOTS}/${String(shot).padStart(2, '0')}-${name}.png` });
}

/** The spaces lit on the map now. */
async function lit(page: Page): Promise<{ space: string; kind?: string; label?: string; route?: string[] }[]> {
  return page.evaluate(() => (window as any).__sandtable.spacePicks());
}

/** Where a space is on the page, or null when it is off the visible map. */
const onScreen = (page: Page, space: string): Promise<{ x: number; y: number } | null> =>
  page.evaluate((s) => (window as any).__sandtable.screenOf({ space: s }), space);

/** The number of entries in the log. */
const logLength = (page: Page): Promise<number> => page.evaluate(() => (window as any).__sandtable.logLength());

/** Where a unit is now, in the view on screen. */
async function placeOf(page: Page, unit: string): Promise<any> {
  return (await view(page)).state.pieces.find((p: any) => p.id === unit)?.at;
}

/**
 * Play on to the next turn with the mouse on the hand and its buttons only (the curtain passed each time): a card
 * for RP, or for OPS when RP is refused, and Done at once; any other step answered by the hand's first button.
 */
async function restOfTurn(page: Page): Promise<void> {
  const start = (await view(page))?.state.turn;
  const seen: string[] = [];
  for (let i = 0; i < 120; i++) {
    const curtain = page.getByTestId('curtain');
    if (await curtain.isVisible()) {
      await page.getByTestId('curtain-button').click();
      await idle(page);
      continue;
    }
    const v = await view(page);
    if (v.state.turn !== start) return;
    const plays = v.legalActions.filter((a: any) => a.verb === 'play');
    const play = plays.find((a: any) => a.args.as === 'rp') ?? plays.find((a: any) => a.args.as === 'ops');
    if (play) {
      await page
        .locator(`[data-testid="card"][data-card="${play.args.card}"] button[data-use="${play.args.as}"]`)
        .click();
      await idle(page);
      continue;
    }
    const buttons = page.locator('.hand-actions button.answer');
    seen.push(`${v.state.vars.step}: ${v.legalActions.map((a: any) => a.verb).join(',')}`);
    if ((await buttons.count()) === 0) throw new Error(`No button to answer: ${seen.slice(-3).join(' | ')}`);
    await buttons.first().click();
    await idle(page);
  }
  throw new Error(`Turn ${start} did not end: ${seen.slice(-5).join(' | ')}`);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a Crusade Action Round each side on the map: activation, a move and an SR by drag, an attack', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const host = await startHost(makeDirs());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.setViewportSize({ width: 1920, height: 1200 });
    await startCrusade(page, host.url, SEED);
    // The list of every action is never opened: a click on it fails the test.
    await page.evaluate(() =>
      document.addEventListener(
        'pointerdown',
        (e) => {
          if ((e.target as Element).closest?.('[data-testid="action-list"]')) (window as any).__listTouched = true;
        },
        true,
      ),
    );

    // Nationalist Action Round 1: Air Bridge, the only play the rules allow (§4.3.1), from the hand.
    await page.locator('[data-testid="card"][data-card="N1"] button[data-use="event"]').click();
    await idle(page);
    await passCurtain(page, 'Republican', 'REP');

    // Republican Action Round 1: R2 for its 2 OPS.
    await page.locator('[data-testid="card"][data-card="R2"] button[data-use="ops"]').click();
    await idle(page);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-activate');

    // Activation: Cuenca lit, with what it may be activated for; a click opens its choices, each with its cost.
    await frame(page, ['cuenca', 'durango', 'beasain', 'pamplona']);
    const toActivate = await lit(page);
    const cuencaPick = toActivate.find((p) => p.space === 'cuenca');
    expect(cuencaPick?.label).toBe('move · attack');
    await clickSpace(page, 'cuenca');
    const menu = page.getByTestId('space-menu');
    await expect(menu).toBeVisible();
    await expect(menu.locator('button[data-choice="activate-move"]')).toContainText('1 OPS (2 left)');
    await snap(page, 'rep-activate-menu');
    await menu.locator('button[data-choice="activate-move"]').click();
    await idle(page);

    // Durango activated to attack the same way.
    expect((await lit(page)).map((p) => p.space)).toContain('durango');
    await clickSpace(page, 'durango');

    await menu.locator('button[data-choice="activate-attack"]').click();
    await idle(page);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-move');

    // The move: Cuenca's stack dragged two spaces away; while dragged, its destinations are lit with their MP and
    // route. The drop makes the move.
    const moveView = await view(page);
    const move = moveView.legalActions.find((a: any) => a.verb === 'moveStack' && a.args.path.length === 2);
    const dest: string = move.info.to;
    const movers: string[] = moveView.state.pieces
      .filter((p: any) => p.at.kind === 'space' && p.at.space === 'cuenca' && p.side === 'REP')
      .map((p: any) => p.id);
    expect(movers.length).toBeGreaterThan(0);
    let during: Awaited<ReturnType<typeof lit>> = [];
    await drag(page, await screenOf(page, { space: 'cuenca' }), await screenOf(page, { space: dest }), async () => {
      during = await lit(page);
      await snap(page, 'rep-move-drag');
    });
    const destPick = during.find((p) => p.space === dest);
    expect(destPick).toMatchObject({ kind: 'move', label: '2 MP', route: ['cuenca', ...move.args.path] });
    for (const id of movers) expect(await placeOf(page, id)).toEqual({ kind: 'space', space: dest });
    await expect(page.getByTestId('alert')).toHaveText('');
    // Done moving, from the hand (when other stacks could still move).
    if ((await view(page)).legalActions.some((a: any) => a.verb === 'doneMoving')) {
      await page.locator('.hand-actions button[data-verb="doneMoving"]').click();
      await idle(page);
    }

    // The attack: Beasain lit as a target; a click opens the battle view with the attackers and their table.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-attack');
    expect((await lit(page)).find((p) => p.space === 'beasain')?.kind).toBe('target');
    await clickSpace(page, 'beasain');
    const battle = page.getByTestId('battle-panel');
    await expect(page.getByTestId('battle-title')).toHaveText('Attack on Beasain');
    await expect(page.getByTestId('attack-strength')).toContainText('Division-sized Units Table');
    const picking = await lit(page);
    expect(picking.find((p) => p.space === 'beasain')?.kind).toBe('picked');
    expect(picking.find((p) => p.space === 'durango')?.kind).toBe('attacker');
    await snap(page, 'rep-attack-pick');
    await clean(page, 'Crusade: the battle view, the attack picked');
    await page.getByTestId('attack-button').click();
    await idle(page);

    // The attacker's Combat Cards in the battle view: none played.
    await expect(battle).toHaveAttribute('data-mode', 'combat');
    await expect(page.getByTestId('battle-asks')).toHaveAttribute('data-step', 'combat-cards-attacker');
    await snap(page, 'rep-combat-cards');
    await clean(page, "Crusade: the battle view, the attacker's Combat Cards asked");
    await battle.locator('button[data-answer="play-cards"]').click();
    await idle(page);

    // The defender's Combat Cards on the Nationalist screen: none played. Then the fire.
    await passCurtain(page, 'Nationalist', 'NAT');
    await expect(page.getByTestId('battle-asks')).toHaveAttribute('data-step', 'combat-cards-defender');
    await battle.locator('button[data-answer="play-cards"]').click();
    await idle(page);

    // Both fire tables in the battle view, each with its column and roll lit, and the Loss Numbers.
    const lossView = await view(page);
    const fire = lossView.state.vars.extra.combat.current;
    expect(fire.lossSide).toBe('NAT');
    for (const role of ['attacker', 'defender']) {
      const table = page.getByTestId(`${role}-table`);
      await expect(table).toBeVisible();
      await expect(table.locator('th.hit')).toHaveCount(2);
      await expect(page.getByTestId(`${role}-table-hit`)).toHaveCount(1);
      await expect(page.getByTestId(`${role}-roll`)).toContainText('Loss Number');
      await expect(page.getByTestId(`${role}-shifts`)).not.toBeEmpty();
      await expect(page.getByTestId(`${role}-drms`)).not.toBeEmpty();
    }
    await expect(page.getByTestId('attacker-table-hit')).toHaveText(String(fire.ln.attacker));
    await expect(page.getByTestId('defender-table-hit')).toHaveText(String(fire.ln.defender));
    await expect(page.getByTestId('battle-result')).toHaveAttribute('data-winner', 'attacker');

    // The loss choice: each way the rules allow, with what it does to each unit.
    const plans = fire.plans as { losses: { unit: string; steps: number; eliminated: boolean }[] }[];
    const planItems = page.getByTestId('loss-plans').locator('.loss-plan');
    await expect(planItems).toHaveCount(plans.length);
    for (let i = 0; i < plans.length; i++)
      for (const l of plans[i]!.losses)
        await expect(planItems.nth(i).locator(`li[data-unit="${l.unit}"]`)).toContainText(
          l.eliminated ? 'eliminated' : `−${l.steps} step`,
        );
    await snap(page, 'nat-losses');
    await clean(page, 'Crusade: the battle view, both fire tables and the loss choice');
    // The battle view in Spanish too.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByTestId('battle-title')).toHaveText('Combate en Beasain');
    await expect(page.getByTestId('attacker-table')).toContainText('Tabla de Unidades de tamaño División');
    await expect(planItems.first().locator('button')).toHaveText('Encajar estas pérdidas');
    await snap(page, 'nat-losses-es');
    await clean(page, 'Crusade: the battle view in Spanish');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByTestId('battle-title')).toHaveText('Combat at Beasain');
    const lost = plans[0]!.losses[0]!;
    const stepsBefore = lossView.state.pieces.find((p: any) => p.id === lost.unit).steps;
    await battle.locator('button[data-answer="plan-0"]').click();
    await idle(page);
    expect((await view(page)).state.pieces.find((p: any) => p.id === lost.unit).steps).toBe(stepsBefore - lost.steps);

    // The retreat: not cancelled (§11.4.3), then each unit's retreat by a click on a lit space.
    await expect(page.getByTestId('battle-asks')).toHaveAttribute('data-step', 'combat-retreat-cancel');
    await battle.locator('button[data-answer="no-cancel"]').click();
    await idle(page);
    const retreated: [string, string][] = [];
    for (let k = 0; k < 4; k++) {
      const v = await view(page);
      if (v?.state.vars.step !== 'combat-retreat') break;
      const retreats = v.legalActions.filter((a: any) => a.verb === 'retreat');
      const unit = retreats[0].args.unit as string;
      const to: string[] = [
        ...new Set<string>(retreats.filter((a: any) => a.args.unit === unit).map((a: any) => a.args.path.at(-1))),
      ];
      // The seed gives the first unit a choice of two spaces.
      if (k === 0) expect(to.length).toBeGreaterThanOrEqual(2);
      const spaces = (await lit(page)).filter((p) => p.kind === 'move').map((p) => p.space);
      expect(spaces.sort()).toEqual([...to].sort());
      await expect(page.getByTestId('battle-asks')).toContainText('Click a lit space to retreat');
      if (k === 0) await snap(page, 'nat-retreat');
      await clickSpace(page, to[to.length - 1]!);
      retreated.push([unit, to[to.length - 1]!]);
    }
    expect(retreated.length).toBeGreaterThanOrEqual(1);

    // The advance, on the Republican screen: Beasain lit; a click there advances the attackers.
    await passCurtain(page, 'Republican', 'REP');
    const adv = await view(page);
    for (const [unit, space] of retreated) expect(await placeOf(page, unit)).toEqual({ kind: 'space', space });
    expect(adv.state.vars.step).toBe('combat-advance');
    const advance = adv.legalActions.find((a: any) => a.verb === 'advance');
    expect((await lit(page)).find((p) => p.space === 'beasain')?.kind).toBe('move');
    await snap(page, 'rep-advance');
    await clickSpace(page, 'beasain');

    // Nationalist Action Round 2 (the Republican OPS are spent): the advance made, the last combat still in view
    // until closed; a card for SR from the hand, a unit dragged to a lit SR space.
    await passCurtain(page, 'Nationalist', 'NAT');
    for (const id of advance.args.units as string[])
      expect(await placeOf(page, id)).toEqual({ kind: 'space', space: 'beasain' });
    await expect(page.getByTestId('battle-title')).toHaveText('Last combat: Beasain');
    await page.getByTestId('battle-panel').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('battle-panel')).toBeHidden();
    const natView = await view(page);
    const srPlay = natView.legalActions.find((a: any) => a.verb === 'play' && a.args.as === 'sr');
    await page.locator(`[data-testid="card"][data-card="${srPlay.args.card}"] button[data-use="sr"]`).click();
    await idle(page);
    const srView = await view(page);
    expect(srView.state.vars.step).toBe('sr');
    // A unit alone in its space on screen, with an SR to a space on screen.
    const alone = (id: string) => {
      const at = srView.state.pieces.find((p: any) => p.id === id).at;
      return at.kind === 'space' && srView.state.pieces.filter((p: any) => p.at.space === at.space).length === 1;
    };
    let sr: any = null;
    for (const a of srView.legalActions) {
      if (a.verb !== 'redeploy' || a.args.to.kind !== 'space' || !alone(a.args.unit)) continue;
      const from = srView.state.pieces.find((p: any) => p.id === a.args.unit).at.space;
      if ((await onScreen(page, from)) && (await onScreen(page, a.args.to.space))) {
        sr = a;
        break;
      }
    }
    expect(sr).not.toBeNull();
    const srUnit: string = sr.args.unit;
    const srFrom: string = srView.state.pieces.find((p: any) => p.id === srUnit).at.space;
    let srLit: Awaited<ReturnType<typeof lit>> = [];
    await drag(
      page,
      await screenOf(page, { space: srFrom }),
      await screenOf(page, { space: sr.args.to.space }),
      async () => {
        srLit = await lit(page);
        await snap(page, 'nat-sr-drag');
      },
    );
    expect(srLit.find((p) => p.space === sr.args.to.space)).toMatchObject({
      kind: 'move',
      label: `${sr.info.cost} SR${sr.info.sea ? ' by sea' : ''}`,
    });
    // The SR spent the card's points: the round is over, the curtain up for the Republicans, the unit moved.
    await passCurtain(page, 'Republican', 'REP');
    expect(await placeOf(page, srUnit)).toEqual(sr.args.to);
    await snap(page, 'rep-round-2');

    // The rest of Turn 1 from the hand only, to Turn 2: each round a card for RP where the rules allow it (§7.1:
    // not two rounds running), else for OPS, then Done; the end of the turn's steps by their buttons (Done...).
    await restOfTurn(page);
    const turn2 = await view(page);
    expect(turn2.state.turn).toBe(2);
    await snap(page, 'turn-2');

    expect(await page.evaluate(() => (window as any).__listTouched ?? false)).toBe(false);
    expect(errors).toEqual([]);
  } finally {
    await host.stop();
  }
});

test('every card play the rules forbid is shown disabled with its rule and reason; 7 cards fit at 1440 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const host = await startHost(makeDirs());
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await startCrusade(page, host.url, SEED);
    const start = await view(page);
    const hand: string[] = start.state.vars.decks.NAT.hand;
    expect(hand).toHaveLength(7);
    const cards = page.getByTestId('hand-panel').getByTestId('card');
    await expect(cards).toHaveCount(7);
    // The rules are asked for each refused play (the host's preview); wait for every answer.
    await expect(page.locator('[data-why="Checking the rules…"]')).toHaveCount(0);

    // Each card shows its four ways to play; the ones the view does not list are disabled, with the rule and the
    // reason on hover (title) and for screen readers (aria-description).
    for (const id of hand) {
      const card = page.locator(`[data-testid="card"][data-card="${id}"]`);
      await expect(card.locator('.card-plays button')).toHaveCount(4);
      for (const use of ['ops', 'sr', 'rp', 'event']) {
        const b = card.locator(`button[data-use="${use}"]`);
        const legal = start.legalActions.some((a: any) => a.verb === 'play' && a.args.card === id && a.args.as === use);
        if (legal) {
          await expect(b).not.toHaveAttribute('aria-disabled', 'true');
          continue;
        }
        await expect(b).toHaveAttribute('aria-disabled', 'true');
        const why = (await b.getAttribute('title'))!;
        expect(why, `${id} ${use}`).toMatch(/\(rule \d+(\.\d+)*\)/);
        await expect(b).toHaveAttribute('data-why', why);
        await expect(b).toHaveAttribute('aria-description', `Not possible: ${why}`);
      }
    }
    // Only Air Bridge's event is open (§4.3.1): every other play names that rule.
    const refused = page.locator('.card-plays button[aria-disabled="true"]');
    await expect(refused).toHaveCount(27);
    await expect(refused.first()).toHaveAttribute('title', /4\.3\.1/);
    // The Automatic Operation too.
    await expect(page.getByTestId('auto-ops')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('auto-ops')).toHaveAttribute('title', /\(rule \d/);

    // On focus, the reason shows beside the button (a keyboard user has no hover).
    const first = refused.first();
    await page.keyboard.press('Tab');
    await first.focus();
    const shown = await first.evaluate((b) => getComputedStyle(b, '::after').content);
    expect(shown).toBe(JSON.stringify(await first.getAttribute('data-why')));
    await page.screenshot({ path: `${SHOTS}/refused-focus.png` });
    await page.getByTestId('auto-ops').focus();
    expect(await page.getByTestId('auto-ops').evaluate((b) => getComputedStyle(b, '::after').content)).toContain(
      'rule',
    );
    await page.screenshot({ path: `${SHOTS}/refused-focus-auto.png` });
    await first.focus();

    // A click on a refused play does nothing.
    const before = await logLength(page);
    await first.click({ force: true });
    await idle(page);
    expect(await logLength(page)).toBe(before);
    await expect(page.getByTestId('alert')).toHaveText('');

    // Seven cards side by side at 1440 px: the seventh whole inside the hand, nothing to scroll.
    const row = page.getByTestId('hand-cards');
    const rowBox = (await row.boundingBox())!;
    const seventh = (await cards.nth(6).boundingBox())!;
    expect(seventh.x + seventh.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
    expect(seventh.x + seventh.width).toBeLessThanOrEqual(1440);
    expect(await row.evaluate((r) => r.scrollWidth <= r.clientWidth)).toBe(true);
    // Each card readable: not squeezed below 150 px.
    for (let i = 0; i < 7; i++) expect((await cards.nth(i).boundingBox())!.width).toBeGreaterThanOrEqual(150);
    await page.screenshot({ path: `${SHOTS}/seven-cards-1440.png` });
  } finally {
    await host.stop();
  }
});

test('an alert stands above the hand, never on its buttons, at 1440×900 and 1280×720', async ({ page }) => {
  test.setTimeout(120_000);
  const host = await startHost(makeDirs());
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await startCrusade(page, host.url, SEED);
    // In honor mode Next phase may be pressed; the rules refuse it (the sequence of play): an alert.
    await page.getByRole('combobox', { name: 'Rules mode', exact: true }).selectOption('honor');
    await idle(page);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Next phase', exact: true }).click();
      await idle(page);
      const alert = page.getByTestId('alert');
      await expect(alert).toContainText('(rule 6.0)');
      const a = (await alert.boundingBox())!;
      const panel = (await page.getByTestId('hand-panel').boundingBox())!;
      expect(a.y + a.height).toBeLessThanOrEqual(panel.y);
      for (const b of await page.getByTestId('hand-panel').locator('button').all()) {
        const r = await b.boundingBox();
        if (!r) continue;
        const apart = r.x >= a.x + a.width || r.x + r.width <= a.x || r.y >= a.y + a.height || r.y + r.height <= a.y;
        expect(apart, `the alert on ${await b.innerText()}`).toBe(true);
      }
      await page.screenshot({ path: `${SHOTS}/alert-${size.width}.png` });
      await alert.getByRole('button').first().click();
    }
  } finally {
    await host.stop();
  }
});

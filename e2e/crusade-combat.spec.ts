// A Crusade combat played through the page with the curtain between the sides (seed crusade-combat-1): Air Bridge,
// the Republicans play a card for OPS, activate Guadix to attack, attack Granada with its militia, both sides play
// no Combat Card; the fire shows in the log (each side's table, column, die, DRM, modified roll and Loss Number) and
// the Dice panel (both dice, whose each is); the Nationalist defender is asked on his own screen how to take the loss
// ("eliminated" where the plan eliminates) and answers there; the Republican then chooses not to advance. Neither
// side's page data ever holds the other side's hand. Screenshots (the tracks too) go to e2e/artifacts/crusade-shots4/
// (looked at by hand). The expected fire is the engine's own for the same actions and seed, so a change of tables moves
// both.

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { GameModule } from '../engine/core/module.js';
import type { Action, GameEvent } from '../engine/core/types.js';
import { crusadeRules } from '../engine/games/crusade/rules.js';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { passCurtain, startCrusade } from './play-helpers.js';

const SHOTS = join(ROOT, 'e2e', 'artifacts', 'crusade-shots4');
const SEED = 'crusade-combat-1';
/** The attack the seed was searched for: Guadix's militia on Granada, where the defender has two ways to lose. */
const FROM = 'guadix';
const TARGET = 'granada';
const ATTACKER = 'rep-mil-19';

let shot = 0;
async function snap(page: Page, name: string): Promise<void> {
  await idle(page);
  shot += 1;
  await page.screenshot({ path: `${SHOTS}/${String(shot).padStart(2, '0')}-${name}.png` });
}

/** The side column on a taller window (at 1280×800 the log shows two lines), its newest log entry in view. */
async function snapLog(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await idle(page);
  await page.getByTestId('log').locator(':scope > li').last().scrollIntoViewIfNeeded();
  shot += 1;
  await page.screenshot({
    path: `${SHOTS}/${String(shot).padStart(2, '0')}-${name}.png`,
    clip: { x: 1010, y: 500, width: 270, height: 900 },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await idle(page);
}

/** The page's data for the side on screen names none of `ids` (the other side's hand). */
async function holdsNone(page: Page, ids: string[], who: string): Promise<void> {
  const json = JSON.stringify(await view(page));
  for (const id of ids) expect(json.includes(`"${id}"`), `${id} in the ${who} data`).toBe(false);
  const shown = await page.evaluate((xs) => xs.filter((id) => document.querySelector(`[data-card="${id}"]`)), ids);
  expect(shown, `the other hand's cards on the ${who} screen`).toEqual([]);
}

/** Choose the chooser's option whose text is `label` and press Do it; one more log entry follows. */
async function doIt(page: Page, label: string | RegExp): Promise<void> {
  // The list of every action is folded away under the hand (play is on the map): unfold it.
  const list = page.getByTestId('action-list');
  if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open))) await list.locator('summary').click();
  const choice = page.getByTestId('action-choice');
  const value = await choice.locator('option').filter({ hasText: label }).first().getAttribute('value');
  await choice.selectOption(value!);
  const before = await page.evaluate(() => (window as any).__sandtable.logLength());
  await page.getByTestId('action-do').click();
  await idle(page);
  await expect(page.getByTestId('alert')).toHaveText('');
  expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(before + 1);
}

/** The Crusade module as the app loads it (its files read here: the tests' fixture imports JSON, which the
 *  browser tests' loader refuses without import attributes). */
function crusadeModule(): GameModule {
  const file = (name: string) => JSON.parse(readFileSync(join(ROOT, 'assets/modules/crusade', name), 'utf8'));
  const [manifest, map, units, markers, charts, scenarios, cards] = [
    'module.json',
    'map.json',
    'units.json',
    'markers.json',
    'charts.json',
    'scenarios.json',
    'cards.json',
  ].map(file);
  return { manifest, map, units, markers, charts, scenarios, cards } as unknown as GameModule;
}

/** The engine's events for `actions` from the Campaign start with the page's seed (the expected fire). */
function engineEvents(actions: Action[]): GameEvent[] {
  const module = crusadeModule();
  let s = crusadeRules.setup(module, { scenarioId: 'campaign', seed: SEED, mode: 'enforced', options: {} });
  let events: GameEvent[] = [];
  for (const a of actions) {
    const r = crusadeRules.reduce(module, s, a);
    if ('violations' in r) throw new Error(`${a.verb}: ${JSON.stringify(r.violations)}`);
    s = r.state;
    events = r.events;
  }
  return events;
}

test('a Republican attack on Granada: the fire in the log, the Nationalist loss chosen on his own screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const host = await startHost(makeDirs());
  try {
    await startCrusade(page, host.url, SEED);

    // The Nationalists open with Air Bridge (§4.3.1).
    const nat = await view(page);
    expect(nat.side).toBe('NAT');
    const natHand: string[] = nat.state.vars.decks.NAT.hand;
    expect(nat.state.vars.decks.REP.hand).toEqual([]);
    const cards = page.getByTestId('hand-panel').getByTestId('card');
    await cards.first().getByRole('button', { name: 'Event' }).click();
    await idle(page);
    await passCurtain(page, 'Republican', 'REP');

    // The Republican screen: its own hand, none of the Nationalist one.
    const rep = await view(page);
    expect(rep.side).toBe('REP');
    const repHand: string[] = rep.state.vars.decks.REP.hand;
    expect(repHand).toHaveLength(7);
    const natLeft = natHand.filter((id) => id !== 'N1');
    await holdsNone(page, natLeft, 'Republican');

    // A card with 2 OPS played for OPS (no Combat Card is played in this combat, so which one does not matter).
    const opsCard = cards
      .filter({ has: page.locator('button[data-use="ops"]:not([aria-disabled="true"])') })
      .filter({ hasText: 'OPS 2' })
      .first();
    const played = (await opsCard.getAttribute('data-card'))!;
    await opsCard.locator('button[data-use="ops"]').click();
    await idle(page);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-activate');

    // The map up close round Granada (the clicks below find the spaces wherever they are drawn).
    const near = await screenOf(page, { space: TARGET });
    for (let i = 0; i < 3; i++) {
      await page.mouse.move(near.x, near.y);
      await page.mouse.wheel(0, -300);
      await idle(page);
    }
    await snap(page, 'rep-activate');
    // The tracks: the card in play with its OPS left, the pools in halves where they have them, sieges by name.
    const tracks = page.getByTestId('crusade-tracks');
    await expect(tracks.getByTestId('track-play')).toContainText('as Operations (2 left)');
    const repNow = await view(page);
    for (const [pool, rp] of Object.entries(repNow.state.vars.rp as Record<string, number>))
      await expect(tracks.locator(`[data-pool="${pool}"] b`)).toHaveText(String(rp));
    for (const id of Object.keys(repNow.state.vars.sieges ?? {}))
      await expect(tracks.locator(`[data-siege="${id}"]`)).toContainText(
        { alcazar: 'The Alcázar of Toledo', simancas: 'The Simancas Quarter', cabeza: 'Santa María de la Cabeza' }[
          id
        ] ?? id,
      );
    await tracks.scrollIntoViewIfNeeded();
    await tracks.screenshot({ path: `${SHOTS}/tracks-rep-ops.png` });

    // Guadix lit among the spaces to activate; a click on it opens its activations: "to attack".
    const picks: { space: string }[] = await page.evaluate(() => (window as any).__sandtable.spacePicks());
    expect(picks.map((p) => p.space)).toContain(FROM);
    const guadix = await screenOf(page, { space: FROM });
    await page.mouse.click(guadix.x, guadix.y);
    await idle(page);
    const menu = page.getByTestId('space-menu');
    await expect(menu).toContainText('Guadix');
    await menu.locator('button[data-choice="activate-attack"]').click();
    await idle(page);
    await expect(page.getByTestId('log').locator(':scope > li').last()).toContainText('activates Guadix to attack');
    await page.locator('.hand-actions button[data-verb="doneActivating"]').click();
    await idle(page);

    // The attack: Granada lit as a target.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-attack');
    const targets: { space: string }[] = await page.evaluate(() => (window as any).__sandtable.spacePicks());
    expect(targets.map((p) => p.space)).toContain(TARGET);
    await snap(page, 'rep-attack-targets');
    const granada = await screenOf(page, { space: TARGET });
    await page.mouse.click(granada.x, granada.y);
    await idle(page);
    // The battle view opens on the attack: its attackers from Guadix; Attack declares it.
    await expect(page.getByTestId('battle-title')).toHaveText('Attack on Granada');
    await expect(page.getByTestId('attack-options')).toContainText('from Guadix');
    await page.getByTestId('attack-button').click();
    await idle(page);
    await expect(page.getByTestId('log').locator(':scope > li').last()).toContainText('Granada');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.combat-cards-attacker');
    await snap(page, 'rep-combat-cards');
    await doIt(page, 'Combat Cards: none');

    // The defender's Combat Cards: the screen goes to the Nationalists, inside the Republican round.
    await passCurtain(page, 'Nationalist', 'NAT');
    const natNow = await view(page);
    expect(natNow.side).toBe('NAT');
    expect(natNow.state.activeSide).toBe('REP');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.combat-cards-defender');
    await holdsNone(
      page,
      repHand.filter((id) => id !== played),
      'Nationalist',
    );
    await snap(page, 'nat-defender-cards');
    await doIt(page, 'Combat Cards: none');

    // The fire: the engine's for the same actions, shown in the log row of the defender's answer.
    const expected = engineEvents([
      { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } },
      { side: 'REP', verb: 'play', args: { card: played, as: 'ops' } },
      { side: 'REP', verb: 'activate', args: { space: FROM, as: 'attack' } },
      { side: 'REP', verb: 'doneActivating', args: {} },
      { side: 'REP', verb: 'attack', args: { target: TARGET, attackers: [ATTACKER] } },
      { side: 'REP', verb: 'combatCards', args: { cards: [] } },
      { side: 'NAT', verb: 'combatCards', args: { cards: [] } },
    ]);
    const rolls = expected.filter((e) => e.type === 'roll');
    expect(rolls.map((e) => e.purpose)).toEqual(['attacker fire', 'defender fire']);
    const fire = expected.find((e) => e.type === 'fire')!;
    expect(fire.attackerLn).toBeGreaterThanOrEqual(1); // the seed was chosen for a loss to the defender
    const row = page.getByTestId('log').locator(':scope > li').last();
    const lines = row.locator('.event');
    // Every die says who rolled it and what for (the log as a record to audit).
    await expect(lines.nth(0)).toHaveText(`Republican rolls ${rolls[0]!.total} for the attacker's fire`);
    await expect(lines.nth(1)).toHaveText(`Nationalist rolls ${rolls[1]!.total} for the defender's fire`);
    // Each side's fire: table, column, die, DRM total, modified roll and Loss Number (renderer/games/crusade/logtext.ts).
    const side = (who: 'attacker' | 'defender') => {
      const line = (fire.explanation as string[]).find((x) => x.startsWith(`${who}: roll `))!;
      const m = /^\w+: roll (\d+)(?: ([+-]?\d+) \(.*\))? -> (\d+): Loss Number (\d+)$/.exec(line)!;
      const table = fire[`${who}Table`] === 'fire-corps' ? 'Corps table' : 'Division table';
      const drm = Number(m[2] ?? 0);
      const drmText = drm > 0 ? `+${drm}` : drm < 0 ? `−${-drm}` : '0';
      return `${table}, column ${fire[`${who}Column`]}, die ${m[1]}, DRM ${drmText}, modified roll ${m[3]}: Loss Number ${m[4]}`;
    };
    expect(side('attacker')).toContain(`die ${rolls[0]!.total},`);
    expect(side('defender')).toContain(`die ${rolls[1]!.total},`);
    await expect(lines.nth(2)).toHaveText(
      `Fire at Granada. Attacker: ${side('attacker')}. Defender: ${side('defender')}`,
    );
    // The Dice panel: both sides' dice, each with who rolled it.
    await expect(page.getByTestId('dice-result')).toHaveText(
      `Republican (the attacker's fire): ${rolls[0]!.total} · Nationalist (the defender's fire): ${rolls[1]!.total}`,
    );

    // The defender's loss: asked on the Nationalist screen (no curtain: the same side answers), one way per unit.
    await expect(page.getByTestId('curtain')).toBeHidden();
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.combat-losses');
    const lossView = await view(page);
    expect(lossView.side).toBe('NAT');
    expect(lossView.toAct).toEqual(['NAT']);
    const ways = lossView.legalActions.filter((a: any) => a.verb === 'takeLosses');
    expect(ways.length).toBeGreaterThanOrEqual(2);
    const options = page.getByTestId('action-choice').locator('option');
    await expect(options).toHaveCount(ways.length);
    // Each way in words: a step lost ("−1"), or "eliminated" when the plan's data says the unit goes (§11.3.2).
    const plans = lossView.state.vars.extra.combat.current.plans as {
      losses: { unit: string; eliminated: boolean }[];
    }[];
    for (let i = 0; i < ways.length; i++) {
      const gone = plans[i]!.losses.some((l) => l.eliminated);
      await expect(options.nth(i)).toHaveText(gone ? /^Losses: .+ eliminated/ : /^Losses: .+ −1$/);
    }
    await expect(page.getByTestId('prompt-text')).toContainText('Combat at Granada:');
    await holdsNone(
      page,
      repHand.filter((id) => id !== played),
      'Nationalist',
    );
    await snap(page, 'nat-loss-choice');
    await snapLog(page, 'log-fire');
    const second = (await options.nth(1).innerText()).trim();
    const [lostUnit, lostSteps] = String((ways[1].info.losses as string[])[0]).split(':') as [string, string];
    const stepsBefore = lossView.state.pieces.find((p: any) => p.id === lostUnit).steps as number;
    await doIt(page, second);

    // Back to the Republicans (the curtain holds no log line): the loss in their log, their advance (or stay).
    await passCurtain(page, 'Republican', 'REP');
    const lossRow = page.getByTestId('log').locator(':scope > li').last();
    await expect(lossRow).toHaveAttribute('data-verb', 'takeLosses');
    await expect(lossRow).toContainText('Combat at Granada: the');
    const after = await view(page);
    expect(after.side).toBe('REP');
    await holdsNone(page, natLeft, 'Republican');
    // The unit chosen lost its step(s): reduced (and retreated, or still there), or eliminated.
    const lost = after.state.pieces.find((p: any) => p.id === lostUnit);
    if (stepsBefore > Number(lostSteps)) expect(lost.steps).toBe(stepsBefore - Number(lostSteps));
    else expect(lost.at.kind).toBe('box');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.combat-advance');
    await snap(page, 'rep-advance');
    await snapLog(page, 'log-loss');
    await page.locator('.hand-actions button[data-verb="noAdvance"]').click();
    await idle(page);
    await snap(page, 'rep-after-combat');
  } finally {
    await host.stop();
  }
});

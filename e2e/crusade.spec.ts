// Crusade and Revolution on the page: the Campaign starts with the Nationalist hand of seven cards under the map,
// Air Bridge the one card that may be played (as its event only, §4.3.1); playing it hands the screen over, and
// the Republican side sees the Nationalist hand only as a count: no Nationalist card in its hand is named in the
// page or in the data the page holds. Screenshots go to e2e/artifacts/crusade-shots/ (looked at by hand).

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { startCrusade } from './play-helpers.js';

const SHOTS = join(ROOT, 'e2e', 'artifacts', 'crusade-shots');

test('the Nationalist hand, Air Bridge played as its event, and the Republican screen sees only a count', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const host = await startHost(makeDirs());
  try {
    await startCrusade(page, host.url, 'crusade-e2e');
    const start = await view(page);
    expect(start.side).toBe('NAT');
    const natHand: string[] = start.state.vars.decks.NAT.hand;
    expect(natHand).toHaveLength(7);
    expect(natHand[0]).toBe('N1');
    expect(start.state.vars.decks.REP.hand).toEqual([]);

    // The hand panel: seven cards, Air Bridge first, and only its event offered (no other play, no Automatic Op).
    const hand = page.getByTestId('hand-panel');
    await expect(hand).toBeVisible();
    await expect(page.getByTestId('hand-title')).toHaveText('Nationalist hand (7)');
    const cards = hand.getByTestId('card');
    await expect(cards).toHaveCount(7);
    await expect(cards.first()).toHaveAttribute('data-card', 'N1');
    await expect(cards.first().getByTestId('card-name')).toHaveText('Air Bridge');
    await expect(cards.first().getByTestId('card-ops')).toHaveText('OPS 1');
    await expect(cards.first().getByTestId('card-restrictions')).toContainText('Turn 1, Action Round 1');
    await expect(cards.first().getByTestId('card-event')).toContainText('Army of Africa');
    // Every other play is shown disabled with its rule and reason (crusade-map.spec.ts tests them).
    await expect(cards.first().locator('button:not([aria-disabled="true"])')).toHaveText(['Event']);
    await expect(hand.locator('.card-plays button:not([aria-disabled="true"])')).toHaveCount(1);
    await expect(page.getByTestId('auto-ops')).toHaveAttribute('aria-disabled', 'true');
    // A card with reconstructed values says so, with the reason on hover.
    const recon = cards.first().getByTestId('card-reconstructed');
    await expect(recon).toHaveText('Reconstructed');
    await expect(recon).toHaveAttribute('title', /does not print this value/);
    await expect(page.getByTestId('hand-opponent')).toHaveText('Republican hand: 7 cards');
    await expect(page.getByTestId('piles-NAT')).toContainText('draw pile 11');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.action-forced');
    await expect(page.getByTestId('prompt-text')).toContainText('Play "Air Bridge" as its event');
    await expect(page.getByTestId('prompt-hint')).toHaveText('Your cards are under the map');
    // The status line names the phase (the scenario's printed name, else the catalogue's), not its id.
    await expect(page.getByTestId('phase')).toContainText('Action Phase');
    // The tracks.
    const tracks = page.getByTestId('crusade-tracks');
    await expect(tracks.getByTestId('track-vp')).toContainText(String(start.state.vars.vp));
    await expect(tracks.getByTestId('track-rm')).toContainText(String(start.state.vars.rm));
    await expect(tracks.getByTestId('track-war-phase')).toContainText('Columns');
    await expect(tracks.getByTestId('track-round')).toContainText('1 of 6');
    await expect(tracks.getByTestId('track-strait')).toContainText('Republican');
    // The names the Nationalist screen shows, to look for on the Republican one later.
    const natNames = await cards.getByTestId('card-name').allInnerTexts();
    expect(natNames).toHaveLength(7);
    await page.screenshot({ path: `${SHOTS}/01-nat-start.png` });

    // The map up close round Madrid: control rings, marks, connections.
    const madrid = await screenOf(page, { space: 'madrid' });
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(madrid.x, madrid.y);
      await page.mouse.wheel(0, -300);
      await idle(page);
    }
    // A click on Madrid's stack tells the space: its control, its marks, what is reconstructed and why.
    const madridNow = await screenOf(page, { space: 'madrid' });
    await page.mouse.click(madridNow.x, madridNow.y);
    await idle(page);
    const info = page.getByTestId('space-info');
    await expect(info.getByTestId('space-info-title')).toHaveText('Madrid');
    await expect(info.getByTestId('space-facts')).toContainText('Republican control');
    await expect(info.getByTestId('space-facts')).toContainText('main city');
    await expect(info.getByTestId('space-reconstructed')).toHaveAttribute('title', /^terrain: .+/);
    await page.screenshot({ path: `${SHOTS}/02-map-madrid.png` });
    await page.keyboard.press('0');
    await idle(page);
    // The map key, on open sea east of Ibiza (world point about 2200,1350): found from two spaces.
    const map = JSON.parse(readFileSync(join(ROOT, 'assets/modules/crusade/map.json'), 'utf8'));
    const world = (id: string) => map.spaces.find((x: any) => x.id === id);
    const [wa, wb] = [world('madrid'), world('valencia')];
    const [sa, sb] = [await screenOf(page, { space: 'madrid' }), await screenOf(page, { space: 'valencia' })];
    const k = (sb.x - sa.x) / (wb.x - wa.x);
    const key = { x: sa.x + (2200 - wa.x) * k, y: sa.y + (1350 - wa.y) * k };
    for (let i = 0; i < 3; i++) {
      await page.mouse.move(key.x, key.y);
      await page.mouse.wheel(0, -300);
      await idle(page);
    }
    await page.screenshot({ path: `${SHOTS}/02b-map-key.png` });
    await page.keyboard.press('0');
    await idle(page);

    // Spanish: the cards and the tracks in the page's language.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByTestId('hand-title')).toHaveText('Cartas del bando Nacional (7)');
    await expect(cards.first().getByTestId('card-name')).toHaveText('Puente aéreo');
    await expect(cards.first().locator('button:not([aria-disabled="true"])')).toHaveText(['Evento']);
    await expect(page.getByTestId('prompt-text')).toContainText('Juega «Puente aéreo» como evento');
    await expect(page.getByTestId('phase')).toContainText('Fase de acción');
    await page.screenshot({ path: `${SHOTS}/03-nat-spanish.png` });
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByTestId('hand-title')).toHaveText('Nationalist hand (7)');

    // Play Air Bridge as its event: the curtain comes down for the Republicans.
    await cards.first().getByRole('button', { name: 'Event' }).click();
    await idle(page);
    const curtain = page.getByTestId('curtain');
    await expect(curtain).toBeVisible();
    await expect(page.getByTestId('curtain-title')).toHaveText('Republican to play');
    await page.screenshot({ path: `${SHOTS}/04-curtain.png` });
    await page.getByTestId('curtain-button').click();
    await expect(curtain).toBeHidden();
    await idle(page);

    const rep = await view(page);
    expect(rep.side).toBe('REP');
    expect(rep.state.vars.actionChart.NAT[0]).toBe('event');
    expect(rep.state.vars.decks.NAT.hand).toEqual([]);
    expect(rep.state.vars.decks.NAT.handCount).toBe(6);
    expect(rep.state.vars.decks.REP.hand).toHaveLength(7);
    await expect(page.getByTestId('hand-title')).toHaveText('Republican hand (7)');
    await expect(page.getByTestId('hand-opponent')).toHaveText('Nationalist hand: 6 cards');
    await expect(cards).toHaveCount(7);
    for (const card of await cards.all()) await expect(card).toHaveAttribute('data-side', 'REP');
    // The Action Chart shows the Nationalists' first round as an event.
    await expect(page.getByTestId('action-chart').locator('tr[data-side="NAT"] td').first()).toHaveText('EV');

    // The six Nationalist cards still in that hand: named nowhere on the Republican screen, nor in its data.
    const names = await page.evaluate(
      (ids) => ids.map((id) => document.querySelector(`[data-card="${id}"]`)?.textContent ?? null),
      natHand.slice(1),
    );
    expect(names.every((n) => n === null)).toBe(true);
    const text = await page.locator('body').innerText();
    const json = JSON.stringify(rep);
    for (const [i, id] of natHand.slice(1).entries()) {
      expect(text, `${id} on the Republican screen`).not.toContain(natNames[i + 1]);
      expect(json.includes(`"${id}"`), `${id} in the Republican data`).toBe(false);
    }
    await page.screenshot({ path: `${SHOTS}/05-rep-view.png` });

    // The Republicans play a card for OPS: the spaces that may be activated are lit on the map, each saying what
    // for; the list of every action, folded away, words them too; Done activating is a button under the hand.
    await expect(page.getByTestId('auto-ops')).not.toHaveAttribute('aria-disabled', 'true');
    const opsCard = cards.filter({ has: page.locator('button[data-use="ops"]:not([aria-disabled="true"])') }).first();
    await opsCard.locator('button[data-use="ops"]').click();
    await idle(page);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-activate');
    const choice = page.getByTestId('action-choice');
    await expect(choice.locator('option').first()).toHaveText(/^Activate .+ to (move|attack)$/);
    await expect(page.locator('.hand-actions button[data-verb="doneActivating"]')).toHaveText('Done activating');
    const picks: { space: string; label?: string }[] = await page.evaluate(() =>
      (window as any).__sandtable.spacePicks(),
    );
    const activations = (await view(page)).legalActions.filter((a: any) => a.verb === 'activate');
    expect(new Set(picks.map((p) => p.space))).toEqual(new Set(activations.map((a: any) => a.args.space)));
    for (const p of picks) expect(p.label).toMatch(/^(move · attack|move only|attack only)$/);
    await page.screenshot({ path: `${SHOTS}/06-rep-ops.png` });
    // A click on a lit space opens its activations; one chosen is made.
    const other = picks[picks.length - 1]!;
    const at = await screenOf(page, { space: other.space });
    await page.mouse.click(at.x, at.y);
    await idle(page);
    const item = page.getByTestId('space-menu').locator('button[data-choice^="activate-"]:not([aria-disabled="true"])');
    const label = (await item.first().locator('span').first().innerText()).trim();
    const before = await page.evaluate(() => (window as any).__sandtable.logLength());
    await item.first().click();
    await idle(page);
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(before + 1);
    // The log says it in its own words: "activates <space> to move" for the menu's "Activate to move".
    await expect(page.getByTestId('log').locator(':scope > li').last()).toContainText(
      label.replace(/^Activate to /, ' to '),
    );
    await page.screenshot({ path: `${SHOTS}/07-rep-activated.png` });

    // A replayed position shows its hand read only: no plays, no chooser, nothing lit; Escape returns to play.
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await idle(page);
    // Back before the Republican card: entries #2 (activation), #1 (the card), then #0 (Air Bridge).
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('replay-back').click();
      await idle(page);
    }
    await expect(page.getByTestId('replay-bar')).toBeVisible();
    await expect(cards).toHaveCount(7);
    await expect(hand.locator('.card-plays button')).toHaveCount(0);
    await expect(page.getByTestId('action-choice')).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__sandtable.spacePicks())).toEqual([]);
    await page.keyboard.press('Escape');
    await idle(page);
    await expect(page.getByTestId('action-choice')).toHaveCount(1);
  } finally {
    await host.stop();
  }
});

// A tour of Crusade's Turn 1 (and Turn 2's first round) by hand on both sides with the curtain, in English and in
// Spanish: Air Bridge, OPS (activation, a move, an attack with the defender's answers), SR, RP, the Automatic
// Operation, the replacements, the Draw Phase, two events; every answer through the page (the defender's too). A
// screenshot at every question, with the prompts, the prompt bar's buttons and the log's last lines, go to
// e2e/artifacts/crusade-shots2/<lang>/ (looked at by hand); the checks are on the words the page shows (no catalogue
// key, no unfilled placeholder, the side asked, the combat's space named, the log's sentences).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, ROOT, startHost, view } from './host.js';

const MAP = JSON.parse(readFileSync(join(ROOT, 'assets/modules/crusade/map.json'), 'utf8'));
/** Whether two spaces are connected. */
const linked = (a: string, b: string) =>
  MAP.connections.some((c: any) => (c.a === a && c.b === b) || (c.a === b && c.b === a));
/** Whether `space` touches a space holding a unit of the side other than `side`. */
function nextToEnemy(v: any, space: string, side: string): boolean {
  return v.state.pieces.some(
    (p: any) => p.kind === 'unit' && p.side !== side && p.at.kind === 'space' && linked(space, p.at.space),
  );
}

const SHOTS = join(ROOT, 'e2e', 'artifacts', 'crusade-shots2');
const CARD_VERBS = new Set(['play', 'autoOps', 'discard']);

let shot = 0;
let shotDir = SHOTS;
async function snap(page: Page, name: string): Promise<void> {
  await idle(page);
  // No catalogue key and no unfilled placeholder anywhere on the page.
  const text = await page.locator('body').innerText();
  expect(text, name).not.toMatch(/{{\w+}}|\b(crusade|prompts|log|play)\.[\w-]+\.[\w.-]+/);
  shot += 1;
  await page.screenshot({ path: `${shotDir}/${String(shot).padStart(2, '0')}-${name}.png` });
}

/** The curtain, when it is down: lift it. */
async function lift(page: Page): Promise<boolean> {
  const curtain = page.getByTestId('curtain');
  if (!(await curtain.isVisible())) return false;
  await page.getByTestId('curtain-button').click();
  await expect(curtain).toBeHidden();
  await idle(page);
  return true;
}

/** Choose in the action list the first listed action that `pick` accepts, and press Do it. */
async function choose(page: Page, pick: (a: any) => boolean): Promise<string> {
  const v = await view(page);
  const listed = v.legalActions.filter((a: any) => !CARD_VERBS.has(a.verb) && Object.keys(a.args ?? {}).length > 0);
  const i = listed.findIndex(pick);
  if (i < 0) throw new Error(`nothing to pick among ${JSON.stringify(listed.slice(0, 5))}`);
  // The list of every action is folded away under the hand (play is on the map): unfold it.
  const list = page.getByTestId('action-list');
  if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open))) await list.locator('summary').click();
  await page.getByTestId('action-choice').selectOption(String(i));
  const label = await page.getByTestId('action-choice').locator('option:checked').innerText();
  await page.getByTestId('action-do').click();
  await idle(page);
  return label;
}

/** Answer as the side the rules ask, through the page (the page acts as the side on screen: store.ts): a listed
 *  action in the chooser, an action without arguments by its button. */
async function answer(page: Page, pick: (a: any) => boolean): Promise<void> {
  const v = await view(page);
  const a = v.legalActions.find(pick) ?? v.legalActions[0];
  if (Object.keys(a.args ?? {}).length === 0) await press(page, a.verb);
  else await choose(page, pick);
}

async function press(page: Page, verb: string): Promise<void> {
  await page.locator(`.hand-actions button[data-verb="${verb}"]`).click();
  await idle(page);
}

async function prompt(page: Page): Promise<string> {
  return (await page.getByTestId('prompt').getAttribute('data-prompt')) ?? '';
}

for (const lang of ['en', 'es'] as const)
  test(`Turn 1 by hand on both sides (${lang}): OPS, a move, an attack, SR, RP, with the words the page shows`, async ({
    page,
  }) => {
    await tour(page, lang);
  });

/** Play Turn 1 and reach Turn 2's first round, in `lang`, a screenshot at every question. */
async function tour(page: Page, lang: 'en' | 'es'): Promise<void> {
  test.setTimeout(400_000);
  const dir = `${SHOTS}/${lang}`;
  mkdirSync(dir, { recursive: true });
  shot = 0;
  shotDir = dir;
  await page.addInitScript((l) => localStorage.setItem('sandtable.lang', l), lang);
  const host = await startHost(makeDirs());
  try {
    await page.goto(`${host.url}&seed=crusade-e2e`);
    await page.waitForFunction(() => (window as any).__sandtable !== undefined);
    await page.evaluate(() => (window as any).__sandtable.ready);
    const dialog = page.getByTestId('new-game-dialog');
    await dialog.locator('#new-module').selectOption('crusade');
    await dialog.locator('#new-mode').selectOption('enforced');
    await dialog.getByRole('button', { name: lang === 'es' ? 'Empezar' : 'Start', exact: true }).click();
    await expect(dialog).toBeHidden();
    await idle(page);
    await expect.poll(async () => (await view(page))?.state?.vars?.decks?.NAT?.handCount ?? 0).toBe(7);
    await expect(page.getByTestId('phase')).toContainText(lang === 'es' ? 'Fase de acción' : 'Action Phase');
    await snap(page, 'nat-r1-air-bridge');

    // NAT 1: Air Bridge, its event.
    await page.getByTestId('card').first().locator('button[data-use="event"]').click();
    await idle(page);
    await lift(page);
    await snap(page, 'rep-r1-start');

    // The plan of each round: how each side plays its card.
    const plans: Record<string, string> = {
      'REP-1': 'ops-move',
      'NAT-2': 'ops-attack',
      'REP-2': 'sr',
      'NAT-3': 'rp',
      'REP-3': 'ops-attack',
      'NAT-4': 'sr',
      'REP-4': 'rp',
      'T2-NAT-1': 'event',
      'T2-REP-1': 'event',
      'NAT-5': 'ops-move',
      'REP-5': 'auto',
      'NAT-6': 'rp',
      'REP-6': 'sr',
    };
    const prompts: string[] = [];
    const did = new Set<string>();
    /** True the first time `what` is asked for in this round. */
    const first = (what: string) => !did.has(what) && did.add(what) !== undefined;
    let guard = 0;
    while (guard++ < 60) {
      const curtained = await lift(page);
      const v = await view(page);
      const key = `T${v.state.turn}-${v.toAct[0]}-${v.state.vars.round}`;
      const id = await prompt(page);
      if (v.state.turn > 1 && v.state.vars.round > 1 && id === 'crusade.action') break;
      await snap(page, `${key}-${id.replace('crusade.', '')}`);
      const mark = curtained ? ' [after the curtain]' : '';
      prompts.push(`${key} ${id}${mark}: ${await page.getByTestId('prompt-text').innerText()}`);
      // The prompt bar's own answer buttons (verb and words), for the record.
      const bar = await page
        .getByTestId('prompt-answers')
        .locator('button')
        .evaluateAll((bs) => bs.map((b) => `[${(b as HTMLElement).dataset.verb}] ${(b as HTMLElement).innerText}`));
      if (bar.length) prompts.push(`  prompt-bar buttons: ${bar.join(' | ')}`);
      if (id.startsWith('crusade.combat-')) {
        // The combat prompts name the space fought over by its map name (prompt.ts).
        const target = v.state.vars.extra.combat.current.target;
        const name = MAP.spaces.find((sp: any) => sp.id === target)?.name ?? target;
        await expect(page.getByTestId('prompt-text')).toContainText(
          lang === 'es' ? `Combate en ${name}` : `Combat at ${name}`,
        );
      }
      const plan = plans[key] ?? plans[key.slice(3)] ?? 'auto';
      const has = (verb: string) => v.legalActions.some((a: any) => a.verb === verb);
      switch (id) {
        case 'crusade.action': {
          if (plan === 'auto') {
            await page.getByTestId('auto-ops').click();
            await idle(page);
            break;
          }
          let use = plan.startsWith('ops') ? 'ops' : plan;
          // A play a rule forbids is shown too, disabled: only the others are pressed.
          const playable = (u: string) => `button[data-use="${u}"]:not([aria-disabled="true"])`;
          if (use === 'event' && (await page.locator(playable('event')).count()) === 0) use = 'ops';
          const card = page
            .getByTestId('card')
            .filter({ has: page.locator(playable(use)) })
            .first();
          await card.locator(playable(use)).click();
          await idle(page);
          break;
        }
        case 'crusade.ops-activate': {
          const as = plan === 'ops-attack' ? 'attack' : 'move';
          const fits = (a: any) =>
            a.verb === 'activate' && a.args.as === as && (as === 'move' || nextToEnemy(v, a.args.space, v.toAct[0]));
          if (v.legalActions.some(fits) && first(`${key}-activate`)) await choose(page, fits);
          else await press(page, 'doneActivating');
          break;
        }
        case 'crusade.ops-move':
          if (has('moveStack') && first(`${key}-move`))
            await choose(page, (a) => a.verb === 'moveStack' && a.args.path.length === 1);
          else await press(page, 'doneMoving');
          break;
        case 'crusade.ops-fortify':
          await press(page, 'doneFortifying');
          break;
        case 'crusade.ops-attack':
          if (has('attack') && first(`${key}-attack`)) await choose(page, (a) => a.verb === 'attack');
          else await press(page, 'doneAttacking');
          break;
        case 'crusade.combat-cards-defender':
          // The defender answers inside the attacker's round: the status line names him, not the active side.
          expect(v.toAct[0]).not.toBe(v.state.activeSide);
          await expect(page.getByTestId('side-to-play')).toContainText(
            (await page.getByTestId('prompt-side').innerText()).replace(/ to play$| juega$|^Juega /g, ''),
          );
          await answer(page, (a) => a.verb === 'combatCards' && a.args.cards.length === 0);
          break;
        case 'crusade.combat-cards-attacker':
          await answer(page, (a) => a.verb === 'combatCards' && a.args.cards.length === 0);
          break;
        case 'crusade.combat-losses':
        case 'crusade.combat-retreat':
          await answer(page, () => true);
          break;
        case 'crusade.combat-retreat-cancel':
          await answer(page, (a) => a.verb === 'noCancel');
          break;
        case 'crusade.combat-advance': {
          // The prompt bar's Stay sends what it says: noAdvance (answers.ts), never an advance.
          const verbs = await page
            .getByTestId('prompt-answers')
            .locator('button')
            .evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.verb));
          expect(verbs).not.toContain('advance');
          if (has('advance')) await choose(page, (a) => a.verb === 'advance');
          else await press(page, 'noAdvance');
          break;
        }
        case 'crusade.sr':
          if (has('redeploy') && first(`${key}-sr`))
            await choose(page, (a) => a.verb === 'redeploy' && a.args.to?.kind === 'space');
          else await press(page, 'doneSR');
          break;
        case 'crusade.replacement':
          if (has('replaceStep') && first(`${key}-replace`)) await choose(page, (a) => a.verb === 'replaceStep');
          else await press(page, 'doneReplacing');
          break;
        case 'crusade.end-forts':
          // §6.0 F.1 / §10.2.10: each side may remove its own Positions and Trenches; the tour keeps them.
          await press(page, 'keepForts');
          break;
        case 'crusade.discard':
          await page.getByTestId('discard-done').click();
          await idle(page);
          break;
        case 'crusade.event-place':
        case 'crusade.event-remove':
        case 'crusade.event-guerrillas':
        case 'crusade.event-bonus':
        case 'crusade.event-landing':
          if (v.legalActions.some((a: any) => Object.keys(a.args ?? {}).length > 0)) {
            const pick = (a: any) => Object.keys(a.args ?? {}).length > 0;
            await answer(page, pick);
          } else await press(page, v.legalActions[0].verb);
          break;
        default:
          throw new Error(`no plan for ${id} (${key})`);
      }
    }
    await snap(page, 'end-of-tour');
    const logText = () =>
      page
        .getByTestId('log')
        .locator(':scope > li')
        .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).innerText));
    writeFileSync(`${dir}/prompts.txt`, prompts.join('\n'));
    const log = (await logText()).join('\n');
    writeFileSync(`${dir}/log.txt`, log);
    // The last lines of the log: the replacements, the new turn and its draws (how many cards, never which).
    expect(log).toContain(lang === 'es' ? 'Empieza el turno 2' : 'Turn 2 begins');
    expect(log).toMatch(
      lang === 'es' ? /El bando Nacional roba \d+ \(mano de 7\)/ : /Nationalist draws \d+ \(hand of 7\)/,
    );
    expect(log).toMatch(lang === 'es' ? /termina los reemplazos/ : /is done replacing/);
  } finally {
    await host.stop();
  }
}

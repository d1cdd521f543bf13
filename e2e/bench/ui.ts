// npm run bench:ui — the renderer's figures of issue 10, measured in Debian's Chromium (software WebGL, the e2e
// flags; compositing on the GPU process unless BENCH_UI_COMPOSITING=software: chromiumArgs) against the app in
// browser mode (the loopback bridge): the stress module's 10,000-action game, Operation Isabella's campaign and The
// Struggle for Europe's Barbarossa, each opened at start, several runs each (BENCH_UI_RUNS, default 3), each run in a
// fresh bridge and browser context; BENCH_UI_GAMES=sfe (a part of a game's name) measures only the games it names.
// Not part of `npm test`. Run `node electron/build.mjs` first (the npm script does).

import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type LaunchOptions } from '@playwright/test';
import { saveIdentity } from '../../electron/services/identity.js';
import { beginTempRun } from '../../electron/test-support/temp-run.js';
import config from '../playwright.config.js';
import { makeDirs, ROOT, startHost } from '../host.js';
import { type BenchGame, writeBenchGames } from './ui-games.js';
import { centreOnMovable, fit, moveOne, pan, redraws, zoomIn } from './ui-gestures.js';
import { idle, INIT_SCRIPT, sample } from './ui-page.js';
import { type GameRuns, figures, line, median, meets } from './ui-report.js';

const RUNS = Math.max(1, Number(process.env.BENCH_UI_RUNS ?? 3));
/** Only the games whose name holds this text (any case); unset: every game. */
const ONLY = process.env.BENCH_UI_GAMES?.toLowerCase();
/** Actions per run (the heap is measured after them: flat or not). */
const ACTIONS = 10;
const IDLE_SECONDS = 3;
const COMPOSITING = process.env.BENCH_UI_COMPOSITING === 'software' ? 'software' : 'gpu';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One run on one game: start, pan fitted and zoomed in, ACTIONS moves, then idle; figures into `out`. */
async function run(browser: Awaited<ReturnType<typeof chromium.launch>>, game: BenchGame, out: GameRuns) {
  const dirs = makeDirs();
  if (game.identity) await saveIdentity(dirs.dataDir, game.identity);
  const host = await startHost(dirs, [game.path]);
  const context = await browser.newContext({ viewport: config.use?.viewport ?? { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(INIT_SCRIPT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.enable');
    await page.goto(host.url);
    await page.waitForFunction(() => (window as any).__bench.readyAt >= 0, null, {
      timeout: 180_000,
      polling: 100, // not 'raf': the bench counts animation-frame callbacks
    });
    const started = await sample(page, cdp);
    out.startMs.push((await page.evaluate('window.__bench.readyAt')) as number);
    out.startScriptMs.push(started.scriptMs);
    await idle(page);
    if (!(await page.evaluate('window.__sandtable.view() !== null'))) throw new Error(`${game.name} did not open`);
    out.heapLoadMb.push((await sample(page, cdp, true)).heapMb);

    await fit(page);
    const whole = await pan(page, cdp, game.graph);
    out.panFitMs.push(whole.scriptMs / Math.max(1, whole.frames));
    out.panFitFrames.push(whole.frames);
    out.panFitTaskMs.push(whole.taskMs / Math.max(1, whole.frames));
    await zoomIn(page);
    const close = await pan(page, cdp, game.graph);
    out.panZoomMs.push(close.scriptMs / Math.max(1, close.frames));
    out.panZoomWorstFrameMs.push(close.rafMax);
    out.panZoomTaskMs.push(close.taskMs / Math.max(1, close.frames));

    if (game.listed) await centreOnMovable(page, game.graph); // its listed moves may all be out of view
    out.heapBeforeMb.push((await sample(page, cdp, true)).heapMb); // after the zooms: what actions add is apart
    const actions = [];
    for (let i = 0; i < ACTIONS; i++) actions.push(await moveOne(page, cdp, game.graph, i, game.listed));
    out.actionMs.push(median(actions.map((a) => a.taskMs)));
    out.actionScriptMs.push(median(actions.map((a) => a.scriptMs)));
    out.actionLayoutMs.push(median(actions.map((a) => a.layoutMs)));
    out.actionLongestTaskMs.push(Math.max(...actions.map((a) => a.longest)));
    out.actionFrames.push(median(actions.map((a) => a.frames)));
    out.redrawTaskMs.push((await redraws(page, cdp)).taskMs);
    out.heapAfterMb.push((await sample(page, cdp, true)).heapMb);

    await wait(1000);
    const s0 = await sample(page, cdp);
    await wait(IDLE_SECONDS * 1000);
    const s1 = await sample(page, cdp);
    const per = (x: number) => x / ((s1.at - s0.at) / 1000);
    out.idleFrames.push(per(s1.frames - s0.frames));
    out.idleRaf.push(per(s1.raf - s0.raf));
    out.idleScriptMs.push(per(s1.scriptMs - s0.scriptMs));
  } finally {
    await context.close();
    await host.stop();
  }
}

/**
 * The floor of "start -> first drawn map": the same page started with no game (ready once the New game dialog is
 * up), in a fresh bridge and context, so the gap to a game's start is what opening and drawing that game costs.
 */
async function floorRun(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<number> {
  const host = await startHost(makeDirs());
  const context = await browser.newContext({ viewport: config.use?.viewport ?? { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(INIT_SCRIPT);
    await page.goto(host.url);
    await page.waitForFunction(() => (window as any).__bench.readyAt >= 0, null, { timeout: 60_000, polling: 100 });
    return (await page.evaluate('window.__bench.readyAt')) as number;
  } finally {
    await context.close();
    await host.stop();
  }
}

/**
 * The e2e flags (software WebGL), with compositing done as on a machine with a GPU, by the GPU process (here
 * SwiftShader), unless BENCH_UI_COMPOSITING=software: the e2e flags' `--disable-gpu` makes Chromium composite in
 * software, which reads every WebGL frame back on the page's main thread (GLES2::ReadPixels, 30-40 ms a frame at
 * 1280x800 here), a cost no machine with a GPU pays.
 */
function chromiumArgs(e2e: string[]): string[] {
  if (COMPOSITING === 'software') return e2e;
  return [...e2e.filter((a) => a !== '--disable-gpu'), '--ignore-gpu-blocklist'];
}

async function main(): Promise<number> {
  const temp = beginTempRun('sandtable-bench-ui-');
  let allOk = true;
  try {
    const games = await writeBenchGames(mkdtempSync(join(temp.dir, 'games-')), join(ROOT, 'assets', 'modules'));
    const launch = config.use?.launchOptions as LaunchOptions;
    const browser = await chromium.launch({ ...launch, args: chromiumArgs(launch.args ?? []), headless: true });
    const version = browser.version();
    try {
      const floor: number[] = [];
      for (let i = 0; i < RUNS; i++) floor.push(await floorRun(browser));
      console.log(`Chromium ${version}, ${RUNS} runs of each game, each in a fresh bridge and browser context.`);
      console.log(
        COMPOSITING === 'gpu'
          ? 'Compositing on the GPU process (SwiftShader stands for the GPU), as on a machine with a GPU.'
          : 'Software compositing (--disable-gpu, the e2e flags): every WebGL frame is read back on the main thread.',
      );
      console.log(line({ label: 'floor: start with no game (New game up)', unit: 'ms', values: floor, digits: 0 }));
      for (const game of games.filter((g) => !ONLY || g.name.toLowerCase().includes(ONLY))) {
        const runs: GameRuns = {
          startMs: [],
          startScriptMs: [],
          panFitMs: [],
          panFitFrames: [],
          panFitTaskMs: [],
          panZoomTaskMs: [],
          panZoomMs: [],
          panZoomWorstFrameMs: [],
          actionMs: [],
          actionScriptMs: [],
          actionLayoutMs: [],
          actionLongestTaskMs: [],
          actionFrames: [],
          redrawTaskMs: [],
          heapLoadMb: [],
          heapBeforeMb: [],
          heapAfterMb: [],
          idleFrames: [],
          idleRaf: [],
          idleScriptMs: [],
        };
        for (let i = 0; i < RUNS; i++) await run(browser, game, runs);
        const size = `${(game.bytes / 1048576).toFixed(2)} MB`;
        const hexes = game.module.map.hexes.length;
        console.log(`\n${game.name}: ${hexes} hexes, ${game.pieces} counters, ${game.actions} actions (${size})`);
        for (const f of figures(runs, ACTIONS)) {
          console.log(line(f));
          allOk &&= meets(f);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    temp.end();
  }
  console.log(allOk ? '\nEvery figure meets its target.' : '\nSome figures are OVER TARGET.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);

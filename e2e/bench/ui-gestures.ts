// The gestures `npm run bench:ui` measures, made with the mouse and keyboard as a person makes them: a pan
// (drag empty map down and back), zooming in with `+`, fitting with `0`, and moving a lone counter to an empty
// hex (one action). Each returns what the page spent on it (main-thread script, frames, longest task).

import type { CDPSession, Page } from '@playwright/test';
import type { HexMapGraph } from '../../engine/geometry/hexgrid.js';
import {
  idle,
  listedMoves,
  logLength,
  pieces,
  resetMaxima,
  type Sample,
  sample,
  scale,
  screenOfAll,
} from './ui-page.js';

type Pt = { x: number; y: number };

/** Where the map is drawn on the page (the canvas; the counter sheet covers its right part). */
async function mapBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.getByTestId('map-canvas').boundingBox();
  if (!box) throw new Error('bench:ui: no map canvas');
  return box;
}

/** Whether a page point is well inside the map's part of the canvas (the counter sheet covers its right part). */
function inMap(box: { x: number; y: number; width: number; height: number }, p: Pt | null): p is Pt {
  return !!p && p.x > box.x + 40 && p.x < box.x + box.width * 0.6 && p.y > box.y + 40 && p.y < box.y + box.height - 40;
}

/** Hexes with no piece in them or next to them (a press there grabs no counter), nearest `goal` first; given
 *  `among` (where a counter may be dropped), those of them with no piece in them. */
export async function emptyHexes(
  page: Page,
  graph: HexMapGraph,
  goal: Pt,
  limit = 400,
  among?: ReadonlySet<string>,
): Promise<[string, Pt][]> {
  const used = new Set<string>();
  for (const p of await pieces(page)) if (p.at.kind === 'hex' && p.at.hex) used.add(p.at.hex);
  const free = graph
    .nodes()
    .filter((h) => (among ? among.has(h) : graph.neighbors(h).every((n) => !used.has(n))) && !used.has(h));
  const pts = await screenOfAll(
    page,
    free.map((hex) => ({ hex })),
  );
  const box = await mapBox(page);
  const on = free
    .map((h, i) => [h, pts[i]] as [string, Pt | null])
    .filter((x): x is [string, Pt] => inMap(box, x[1]))
    .sort((a, b) => Math.hypot(a[1].x - goal.x, a[1].y - goal.y) - Math.hypot(b[1].x - goal.x, b[1].y - goal.y));
  return on.slice(0, limit);
}

/** What one gesture cost the page. */
export interface Cost {
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  frames: number;
  rafMax: number;
  longest: number;
}

/** What the page spent between two samples (the longest frame and task are since the maxima were reset). */
function costBetween(s0: Sample, s1: Sample): Cost {
  return {
    scriptMs: s1.scriptMs - s0.scriptMs,
    taskMs: s1.taskMs - s0.taskMs,
    layoutMs: s1.layoutMs - s0.layoutMs,
    frames: s1.frames - s0.frames,
    rafMax: s1.rafMax,
    longest: s1.longest,
  };
}

/**
 * The floor of an action: `n` frames of the unchanged map, drawn one after another with nothing else to do; what
 * one frame costs the page's main thread (an action draws at least one).
 */
export async function redraws(page: Page, cdp: CDPSession, n = 10): Promise<Cost> {
  await idle(page);
  const s0 = await sample(page, cdp);
  await page.evaluate(async (k) => {
    for (let i = 0; i < k; i++) await (window as any).__sandtable.redraw();
  }, n);
  const s1 = await sample(page, cdp);
  const c = costBetween(s0, s1);
  return { ...c, taskMs: c.taskMs / n, scriptMs: c.scriptMs / n, layoutMs: c.layoutMs / n, frames: c.frames / n };
}

/**
 * Pans by dragging empty map 240 px down and back, `times` times, and returns the page's script and frames over
 * all of it. Throws if a counter moved (the press was not on empty map) or the map did not follow the mouse.
 */
export async function pan(page: Page, cdp: CDPSession, graph: HexMapGraph, times = 3): Promise<Cost> {
  const box = await mapBox(page);
  const goal = { x: box.x + box.width * 0.4, y: box.y + box.height * 0.35 };
  const [[probe, start]] = await emptyHexes(page, graph, goal, 1);
  const log0 = await logLength(page);
  await resetMaxima(page);
  const s0 = await sample(page, cdp);
  for (let i = 0; i < times; i++) {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y + 240, { steps: 24 });
    if (i === 0) {
      const [moved] = await screenOfAll(page, [{ hex: probe }]);
      if (!moved || Math.abs(moved.y - start.y - 240) > 12)
        throw new Error(`bench:ui: the map did not follow the pan (hex ${probe} at ${JSON.stringify(moved)})`);
    }
    await page.mouse.move(start.x, start.y, { steps: 24 });
    await page.mouse.up();
    await idle(page);
  }
  const s1 = await sample(page, cdp);
  if ((await logLength(page)) !== log0) throw new Error('bench:ui: the pan moved a counter');
  return costBetween(s0, s1);
}

/** Fits the whole map in view (`0`). */
export async function fit(page: Page): Promise<void> {
  await page.keyboard.press('0');
  await idle(page);
}

/** Zooms in with `+` until a map pixel is at least `atLeast` screen pixels (hex numbers readable). */
export async function zoomIn(page: Page, atLeast = 0.8): Promise<number> {
  for (let i = 0; i < 40 && (await scale(page)) < atLeast; i++) {
    await page.keyboard.press('+');
    await idle(page);
  }
  return scale(page);
}

/**
 * Brings a lone counter with a listed move to the middle of the map's part of the canvas, by dragging empty map
 * (at most 400 px a drag): a game whose listed moves are all out of view (the zoom keeps the map's middle) has some
 * to measure then. Throws if there is no such counter.
 */
export async function centreOnMovable(page: Page, graph: HexMapGraph): Promise<void> {
  const movable = new Set((await listedMoves(page)).map((m) => m.piece));
  const all = await pieces(page);
  const count = new Map<string, number>();
  for (const p of all) if (p.at.kind === 'hex') count.set(p.at.hex!, (count.get(p.at.hex!) ?? 0) + 1);
  const lone = all.filter((p) => movable.has(p.id) && count.get(p.at.hex!) === 1).map((p) => p.at.hex!);
  if (lone.length === 0) throw new Error('bench:ui: no lone counter has a listed move');
  const box = await mapBox(page);
  const mid = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.5 };
  // where a hex is on the page, in view or not: from a hex in view, by the map's own geometry and the zoom
  const zoom = await scale(page);
  const [[ref, refAt]] = await emptyHexes(page, graph, mid, 1);
  const pageOf = (hex: string): Pt => {
    const c = graph.center(hex);
    const r = graph.center(ref);
    return { x: refAt.x + (c.x - r.x) * zoom, y: refAt.y + (c.y - r.y) * zoom };
  };
  const dist = (hex: string) => Math.hypot(pageOf(hex).x - mid.x, pageOf(hex).y - mid.y);
  const hex = lone.reduce((best, h) => (dist(h) < dist(best) ? h : best));
  let at = pageOf(hex);
  for (let i = 0; i < 40; i++) {
    if (Math.hypot(at.x - mid.x, at.y - mid.y) < 60) return;
    const clamp = (d: number) => Math.max(-400, Math.min(400, d));
    const [[probe, start]] = await emptyHexes(page, graph, mid, 1);
    const by = { x: clamp(mid.x - at.x), y: clamp(mid.y - at.y) };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 10 });
    await page.mouse.up();
    await idle(page);
    const [moved] = await screenOfAll(page, [{ hex: probe }]);
    if (!moved) throw new Error(`bench:ui: the map did not follow the pan (hex ${probe})`);
    at = { x: at.x + (moved.x - start.x), y: at.y + (moved.y - start.y) };
  }
  throw new Error(`bench:ui: could not bring ${hex} into view`);
}

/** Lone counters on the map (alone in their hex) that are on screen, nearest the map's middle first. */
async function loneCounters(page: Page): Promise<[string, Pt][]> {
  const all = await pieces(page);
  const count = new Map<string, number>();
  for (const p of all) if (p.at.kind === 'hex') count.set(p.at.hex!, (count.get(p.at.hex!) ?? 0) + 1);
  const lone = all.filter((p) => p.at.kind === 'hex' && count.get(p.at.hex!) === 1).map((p) => p.id);
  const pts = await screenOfAll(
    page,
    lone.map((piece) => ({ piece })),
  );
  const box = await mapBox(page);
  const mid = { x: box.x + box.width * 0.4, y: box.y + box.height * 0.5 };
  return lone
    .map((id, i) => [id, pts[i]] as [string, Pt | null])
    .filter((x): x is [string, Pt] => inMap(box, x[1]))
    .sort((a, b) => Math.hypot(a[1].x - mid.x, a[1].y - mid.y) - Math.hypot(b[1].x - mid.x, b[1].y - mid.y));
}

/**
 * One action: drags the `n`-th lone counter near the middle to an empty hex near it and measures the page from
 * the drop until the new snapshot is drawn. Throws unless the counter is then in that hex. `listed`: only moves the
 * view lists (a game whose rules carry out a hand move only where the unit may go: The Struggle for Europe).
 */
export async function moveOne(
  page: Page,
  cdp: CDPSession,
  graph: HexMapGraph,
  n: number,
  listed = false,
): Promise<Cost> {
  const moves = listed ? await listedMoves(page) : [];
  const movable = new Set(moves.map((m) => m.piece));
  const counters = (await loneCounters(page)).filter(([id]) => !listed || movable.has(id));
  if (counters.length === 0) throw new Error('bench:ui: no lone counter on screen');
  const [piece, from] = counters[n % counters.length];
  const among = listed ? new Set(moves.filter((m) => m.piece === piece).map((m) => m.to)) : undefined;
  const targets = await emptyHexes(page, graph, { x: from.x + 90, y: from.y + 60 }, 1, among);
  if (targets.length === 0) throw new Error('bench:ui: no empty hex on screen');
  const [hex, to] = targets[0];
  const log0 = await logLength(page);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await idle(page);
  await resetMaxima(page);
  const s0 = await sample(page, cdp);
  await page.mouse.up();
  // Waits for the new entry, then for what the action drew without asking for one more frame (idle() would
  // draw an unchanged one): in the page, one protocol call and no polls from here, for the bench's own calls
  // are main-thread work of the page too.
  const recorded = await page.evaluate(`new Promise((done) => {
    const until = performance.now() + 30000;
    const check = () =>
      window.__sandtable.logLength() > ${log0} ? done(true) : performance.now() > until ? done(false) : setTimeout(check, 5);
    check();
  }).then((ok) => ok && window.__sandtable.settled().then(() => true))`);
  if (!recorded) throw new Error(`bench:ui: moving ${piece} to ${hex} recorded nothing in 30 s`);
  const s1 = await sample(page, cdp);
  const now = (await pieces(page)).find((p) => p.id === piece);
  if (now?.at.hex !== hex) throw new Error(`bench:ui: ${piece} did not reach ${hex} (${JSON.stringify(now?.at)})`);
  return costBetween(s0, s1);
}

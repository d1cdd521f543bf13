// What `npm run bench:ui` reads in the page: an init script that counts animation-frame callbacks (and times
// them) and notes when `__sandtable.ready` resolves, and the Chrome DevTools Protocol's Performance metrics
// (ScriptDuration: main-thread JavaScript, JSHeapUsedSize) read around each gesture. Nothing here changes the app.

import type { CDPSession, Page } from '@playwright/test';

/**
 * Installed before the page's own scripts: wraps requestAnimationFrame (so every frame callback is counted and
 * timed, the app's and any library's) and catches the moment the automation surface's `ready` resolves.
 */
export const INIT_SCRIPT = `(() => {
  const w = window;
  const b = { raf: 0, rafMs: 0, rafMax: 0, readyAt: -1, longest: 0, since: 0 };
  w.__bench = b;
  const raf = w.requestAnimationFrame.bind(w);
  w.requestAnimationFrame = (cb) => raf((t) => {
    b.raf++;
    const s = performance.now();
    try { cb(t); } finally {
      const d = performance.now() - s;
      b.rafMs += d;
      if (d > b.rafMax) b.rafMax = d;
    }
  });
  let surface;
  Object.defineProperty(w, '__sandtable', {
    configurable: true,
    get() { return surface; },
    set(x) {
      surface = x;
      Promise.resolve(x && x.ready).then(() => { if (b.readyAt < 0) b.readyAt = performance.now(); }, () => {});
    },
  });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.startTime >= b.since && e.duration > b.longest) b.longest = e.duration;
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/** The page's counters at one moment. */
export interface Sample {
  /** Main-thread JavaScript so far (ms), from CDP Performance.getMetrics ScriptDuration. */
  scriptMs: number;
  /** Main-thread work of every kind so far (ms): script, style, layout, paint, GC (TaskDuration). */
  taskMs: number;
  /** Style recalculation and layout so far (ms): the DOM panels' share of the main thread. */
  layoutMs: number;
  heapMb: number;
  /** Frames the map has drawn (__sandtable.frames()). */
  frames: number;
  /** Animation-frame callbacks run, their total and longest time (ms), and the longest task seen (ms). */
  raf: number;
  rafMs: number;
  rafMax: number;
  longest: number;
  at: number;
}

/** Reads the counters; `gc` first collects garbage so the heap figure is what stays alive. */
export async function sample(page: Page, cdp: CDPSession, gc = false): Promise<Sample> {
  if (gc) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = new Map(metrics.map((x) => [x.name, x.value]));
  const b = (await page.evaluate(
    '({ ...window.__bench, frames: window.__sandtable ? window.__sandtable.frames() : 0 })',
  )) as Omit<Sample, 'scriptMs' | 'taskMs' | 'layoutMs' | 'heapMb' | 'at'>;
  return {
    ...b,
    scriptMs: (m.get('ScriptDuration') ?? 0) * 1000,
    taskMs: (m.get('TaskDuration') ?? 0) * 1000,
    layoutMs: ((m.get('LayoutDuration') ?? 0) + (m.get('RecalcStyleDuration') ?? 0)) * 1000,
    heapMb: (m.get('JSHeapUsedSize') ?? 0) / 1048576,
    at: performance.now(),
  };
}

/** Starts the longest-callback and longest-task records afresh (before a gesture): earlier tasks no longer count. */
export async function resetMaxima(page: Page): Promise<void> {
  await page.evaluate(
    'window.__bench.rafMax = 0; window.__bench.longest = 0; window.__bench.since = performance.now()',
  );
}

/** Waits until pending host calls are answered and the next frame is drawn. */
export async function idle(page: Page): Promise<void> {
  await page.evaluate('window.__sandtable.idle()');
}

/** Page points of many targets at once (null: not on screen). */
export async function screenOfAll(
  page: Page,
  targets: ({ hex: string } | { piece: string })[],
): Promise<({ x: number; y: number } | null)[]> {
  return (await page.evaluate(`(${JSON.stringify(targets)}).map((t) => window.__sandtable.screenOf(t))`)) as ({
    x: number;
    y: number;
  } | null)[];
}

/** A small part of the view the bench needs: each piece's id and where it is. */
export async function pieces(page: Page): Promise<{ id: string; at: { kind: string; hex?: string } }[]> {
  return (await page.evaluate(
    '(window.__sandtable.view()?.state.pieces ?? []).map((p) => ({ id: p.id, at: p.at }))',
  )) as { id: string; at: { kind: string; hex?: string } }[];
}

/** The ground moves the view lists now (verb 'move', destination a hex id): a game whose hand moves are its rules'
 *  moves is measured on them. */
export async function listedMoves(page: Page): Promise<{ piece: string; to: string }[]> {
  return (await page.evaluate(
    `(window.__sandtable.view()?.legalActions ?? [])
      .filter((a) => a.verb === 'move' && typeof a.args?.to === 'string' && !a.args.sm)
      .map((a) => ({ piece: a.args.piece, to: a.args.to }))`,
  )) as { piece: string; to: string }[];
}

/** The number of log entries the page shows. */
export async function logLength(page: Page): Promise<number> {
  return (await page.evaluate('window.__sandtable.logLength()')) as number;
}

/** The map's zoom (screen pixels per map pixel). */
export async function scale(page: Page): Promise<number> {
  return (await page.evaluate('window.__sandtable.scale()')) as number;
}

// The figures `npm run bench:ui` prints: one per row of issue 10's table (and a few that explain them), each
// with min, median and max over the runs, its target, and OK or OVER TARGET (judged on the median).

/** One measured figure: a value per run, its unit and its target (none for figures that only explain). */
export interface Figure {
  label: string;
  unit: string;
  values: number[];
  /** The largest median that meets the target; undefined: no target (shown for context). */
  max?: number;
  digits?: number;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Whether a figure meets its target (true when it has none). */
export function meets(f: Figure): boolean {
  return f.max === undefined || median(f.values) <= f.max;
}

/** One printed line: label, median (min, max), target, verdict. */
export function line(f: Figure): string {
  const d = f.digits ?? 1;
  const n = (x: number) => `${x.toFixed(d)} ${f.unit}`;
  const min = Math.min(...f.values);
  const max = Math.max(...f.values);
  const spread = `median ${n(median(f.values))}  (min ${n(min)}, max ${n(max)}; ${f.values.length} runs)`;
  const target = f.max === undefined ? '' : `  target <= ${n(f.max)}  ${meets(f) ? 'OK' : 'OVER TARGET'}`;
  return `  ${f.label.padEnd(44)} ${spread}${target}`;
}

/** The targets of issue 10's table. */
export const TARGETS = {
  startMs: 1500,
  panMs: 4,
  actionMs: 30,
  heapMb: 80,
  /** "Flat": what N actions may add to the heap that stays alive after garbage collection. */
  heapGrowthMb: 2,
  idleFrames: 0,
  idleRaf: 0,
  /** "No loop at all": no script to speak of while nothing moves. */
  idleScriptMs: 1,
} as const;

/** Every figure of one game's runs, labelled and with its target. */
export interface GameRuns {
  startMs: number[];
  startScriptMs: number[];
  panFitMs: number[];
  panFitFrames: number[];
  /** Main-thread time of every kind per frame (script, layout, and the compositor's wait for the GPU). */
  panFitTaskMs: number[];
  panZoomTaskMs: number[];
  panZoomMs: number[];
  panZoomWorstFrameMs: number[];
  actionMs: number[];
  actionScriptMs: number[];
  actionLayoutMs: number[];
  actionLongestTaskMs: number[];
  /** Frames the map drew for one action. */
  actionFrames: number[];
  /** The floor: one frame of the unchanged map, main-thread time of every kind. */
  redrawTaskMs: number[];
  heapLoadMb: number[];
  /** After the pans and zooms, just before the actions. */
  heapBeforeMb: number[];
  heapAfterMb: number[];
  idleFrames: number[];
  idleRaf: number[];
  idleScriptMs: number[];
}

/** The figures of one game, in the order of the table. */
export function figures(r: GameRuns, actions: number): Figure[] {
  const growth = r.heapAfterMb.map((x, i) => x - r.heapBeforeMb[i]);
  return [
    { label: 'start -> first drawn map', unit: 'ms', values: r.startMs, max: TARGETS.startMs, digits: 0 },
    { label: '  of which main-thread script', unit: 'ms', values: r.startScriptMs, digits: 0 },
    { label: 'JS per frame, panning, whole map in view', unit: 'ms', values: r.panFitMs, max: TARGETS.panMs },
    { label: '  frames drawn during those pans', unit: 'fr', values: r.panFitFrames, digits: 0 },
    { label: '  main thread per frame (all work)', unit: 'ms', values: r.panFitTaskMs },
    { label: 'JS per frame, panning, zoomed in', unit: 'ms', values: r.panZoomMs, max: TARGETS.panMs },
    { label: '  longest frame callback while panning', unit: 'ms', values: r.panZoomWorstFrameMs },
    { label: '  main thread per frame (all work)', unit: 'ms', values: r.panZoomTaskMs },
    { label: 'one action (main thread, drop -> drawn)', unit: 'ms', values: r.actionMs, max: TARGETS.actionMs },
    { label: '  of which script', unit: 'ms', values: r.actionScriptMs },
    { label: '  of which style + layout (DOM panels)', unit: 'ms', values: r.actionLayoutMs },
    { label: '  its longest main-thread task', unit: 'ms', values: r.actionLongestTaskMs, digits: 0 },
    { label: '  frames the map drew for it', unit: 'fr', values: r.actionFrames, digits: 1 },
    { label: '  floor: one frame of the unchanged map', unit: 'ms', values: r.redrawTaskMs },
    { label: 'JS heap after load', unit: 'MB', values: r.heapLoadMb, max: TARGETS.heapMb },
    { label: '  after panning and zooming in', unit: 'MB', values: r.heapBeforeMb },
    { label: `JS heap after ${actions} actions more`, unit: 'MB', values: r.heapAfterMb, max: TARGETS.heapMb },
    { label: `  growth over those ${actions} actions (flat)`, unit: 'MB', values: growth, max: TARGETS.heapGrowthMb },
    { label: 'idle: frames drawn a second', unit: '/s', values: r.idleFrames, max: TARGETS.idleFrames, digits: 2 },
    {
      label: 'idle: animation-frame callbacks a second',
      unit: '/s',
      values: r.idleRaf,
      max: TARGETS.idleRaf,
      digits: 2,
    },
    { label: 'idle: script a second', unit: 'ms', values: r.idleScriptMs, max: TARGETS.idleScriptMs, digits: 2 },
  ];
}

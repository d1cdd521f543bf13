// §5, §16.3 the Victory Point and Republican Morale tracks: every change goes through changeVP/changeRM (one event
// each), with the value read from the module's VP and RM tables (charts.json `vp`, `rm`) by the row's key.

import type { GameModule } from '../../core/module.js';
import { type Draft, emit } from './draft.js';

/** The value of a row of the VP or RM table (charts.json), or `fallback` when the row or value is missing. */
export function chartValue(module: GameModule, chart: 'vp' | 'rm', key: string, fallback: number): number {
  const cell = module.charts.find((c) => c.id === chart)?.rows.find((r) => r.key === key)?.cells[0];
  return typeof cell === 'number' ? cell : fallback;
}

/** §5.1 move the VP marker (up: pro-Nationalist). */
export function changeVP(d: Draft, delta: number, rule: string, reason: string): void {
  if (delta === 0) return;
  d.vars.vp += delta;
  emit(d, { type: 'vp', delta, vp: d.vars.vp, reason, rule });
}

/** §16.3.2 move the RM marker (unbounded: below 0 and above 29 are kept). */
export function changeRM(d: Draft, delta: number, rule: string, reason: string): void {
  if (delta === 0) return;
  d.vars.rm += delta;
  emit(d, { type: 'rm', delta, rm: d.vars.rm, reason, rule });
}

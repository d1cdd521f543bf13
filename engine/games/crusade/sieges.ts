// §16.1 the Sieges (Simancas Quarter in Gijón, Santa María de la Cabeza in Pto. de Valderrepiso, the Alcázar in
// Toledo): their resist, the Republican assault roll, surrender, liberation by the Nationalists, the End of Turn
// decay from Turn 6 and the Nationalist RP support in War of the Columns. vars.sieges holds each siege's space
// and resist (0 surrendered, -1 liberated); the markers are pieces `siege-<name>` and `siege-resist-<name>`.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { type Draft, emit, moveTo } from './draft.js';
import { NAT, varsOf } from './state.js';
import { suppliedSpaces } from './supply.js';
import { chartValue, changeRM, changeVP } from './tracks.js';

/** §16.1.1 the starting resist of each siege (the Campaign set-up). */
export const SIEGE_START: Record<string, number> = { simancas: 1, cabeza: 2, alcazar: 3 };

/** The siege still standing (resist > 0) in `space`, or null. */
export function siegeAt(state: GameState, space: string): string | null {
  for (const [name, s] of Object.entries(varsOf(state).sieges)) if (s.space === space && s.resist > 0) return name;
  return null;
}

/** §16.1.1 the siege's starting resist: the scenario's, or the Campaign's. */
export function startResist(module: GameModule, state: GameState, name: string): number {
  const data = module.scenarios.find((s) => s.id === state.scenarioId)?.data as
    | { sieges?: Record<string, { resist: number }> }
    | undefined;
  return data?.sieges?.[name]?.resist ?? SIEGE_START[name] ?? 0;
}

function removeMarkers(d: Draft, name: string): void {
  for (const id of [`siege-${name}`, `siege-resist-${name}`])
    if (d.state.pieces.some((p) => p.id === id)) moveTo(d, id, { kind: 'box', box: 'removed' });
}

/** §16.1.3, §16.1.7 the Nationalists liberate a siege: RM −1 (the Alcázar also VP +1), the markers go. */
export function liberateSiege(module: GameModule, d: Draft, name: string): void {
  const s = d.vars.sieges[name];
  if (!s || s.resist <= 0) return;
  s.resist = -1;
  removeMarkers(d, name);
  changeRM(d, chartValue(module, 'rm', 'NAT liberates a Siege', -1), '16.1.7', `siege ${name} liberated`);
  if (name === 'alcazar')
    changeVP(d, chartValue(module, 'vp', 'NAT liberates the Alcázar of Toledo', 1), '16.1.7', 'Alcázar liberated');
  emit(d, { type: 'siege', siege: name, resist: -1, liberated: true, rule: '16.1.3' });
}

/** §16.1.5 lower a siege's resist by one; at 0 it surrenders (markers removed, no VP/RM). */
export function lowerResist(d: Draft, name: string, rule: string): void {
  const s = d.vars.sieges[name];
  if (!s || s.resist <= 0) return;
  s.resist -= 1;
  emit(d, { type: 'siege', siege: name, resist: s.resist, rule });
  if (s.resist === 0) {
    removeMarkers(d, name);
    emit(d, { type: 'siegeSurrender', siege: name, rule: '16.1.5' });
  }
}

/** §16.1.4, §17.5.2 the DRM of a Republican siege assault: +1 in Turn 1, −1 with more than one division or a
 *  corps taking part. */
export function assaultDRM(turn: number, divisions: number, corps: number): number {
  return (turn === 1 ? 1 : 0) - (divisions > 1 || corps > 0 ? 1 : 0);
}

/** §16.1.4 whether an assault roll succeeds: a modified 1–3. */
export const assaultSucceeds = (roll: number, drm: number): boolean => roll + drm <= 3;

/** §16.1.4 resolve a Republican assault with a die already rolled: on a success the resist drops by one. */
export function resolveAssault(d: Draft, name: string, roll: number, divisions: number, corps: number): boolean {
  const drm = assaultDRM(d.state.turn, divisions, corps);
  const ok = assaultSucceeds(roll, drm);
  emit(d, { type: 'siegeAssault', siege: name, roll, drm, success: ok, rule: '16.1.4' });
  if (ok) lowerResist(d, name, '16.1.4');
  return ok;
}

/** §16.1.6 End of Turn from Turn 6: every siege still standing loses one resist. */
export function siegesDecay(d: Draft): void {
  if (d.state.turn < 6) return;
  for (const name of Object.keys(d.vars.sieges)) lowerResist(d, name, '16.1.6');
}

/** §16.1.3 a change of control of a siege space to the Nationalists liberates it when a supplied Nationalist
 *  unit took it (the space is then in his supply) or when it flipped in attrition (§13.3.5). */
export function siegeOnControl(module: GameModule, d: Draft, space: string, to: string, rule: string): void {
  if (to !== NAT) return;
  const name = siegeAt(d.state, space);
  if (!name) return;
  if (rule === '13.3.5' || suppliedSpaces(module, d.state, NAT).has(space)) liberateSiege(module, d, name);
}

/** §16.1.8 the sieges the Nationalists may support with 1 NAT RP now (War of the Columns, once per siege and
 *  turn, never above the starting resist). */
export function supportableSieges(module: GameModule, state: GameState): string[] {
  if (state.turn > 5) return [];
  const done = (
    varsOf(state).extra.siegeSupport?.turn === state.turn ? varsOf(state).extra.siegeSupport!.sieges : []
  ) as string[];
  return Object.entries(varsOf(state).sieges)
    .filter(([n, s]) => s.resist > 0 && s.resist < startResist(module, state, n) && !done.includes(n))
    .map(([n]) => n);
}

/** §16.1.8 record the support of a siege (resist +1). */
export function supportSiege(d: Draft, name: string): void {
  const rec = d.vars.extra.siegeSupport;
  const sieges = rec?.turn === d.state.turn ? [...rec.sieges, name] : [name];
  d.vars.extra.siegeSupport = { turn: d.state.turn, sieges };
  d.vars.sieges[name]!.resist += 1;
  emit(d, { type: 'siege', siege: name, resist: d.vars.sieges[name]!.resist, rule: '16.1.8' });
}

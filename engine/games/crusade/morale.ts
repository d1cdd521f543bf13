// §5.1, §16.3 the VP and RM consequences of a change of control (the control hook status.ts registers): the
// capture of VP spaces, Province Capitals, Main Cities and Madrid; the Isolated Spaces (§16.2.2, §16.2.5); the
// sieges (§16.1.3); Madrid as priority objective (§17.3); and the state-dependent and once-per-game RM entries
// (French and Portuguese borders, Northern Front, divided zones), reviewed after every change. Their memory is
// vars.extra.morale and vars.extra.madridPriority. (Strategic Counterattack bonus reversals: counterattack.ts.)

import type { GameModule } from '../../core/module.js';
import type { JsonObject } from '../../core/types.js';
import { combatLog } from './combat-state.js';
import { type Draft, emit, moveTo } from './draft.js';
import { adjacent, connectedSpaces, geoOf } from './geo.js';
import { siegeOnControl } from './sieges.js';
import { NAT, REP, type Side } from './state.js';
import { isolatedMarkers, nfSources, tracedSpaces } from './supply.js';
import { chartValue, changeRM, changeVP } from './tracks.js';

const REMOVED_BOX = { kind: 'box', box: 'removed' } as const;

/** §5.1, §16.3.3 the VP and RM change of `to` capturing `space` from the other side. */
export function captureChanges(
  module: GameModule,
  space: string,
  to: Side,
  cumulative = false,
): { vp: number; rm: number } {
  const a = geoOf(module).attrs(space);
  const nat = to === NAT;
  const by = nat ? 'NAT captures' : 'REP captures';
  let vp = 0;
  let rm = 0;
  if (space === 'madrid') {
    vp += chartValue(module, 'vp', nat ? 'NAT captures Madrid' : 'REP recaptures Madrid', nat ? 3 : -3);
    rm += chartValue(module, 'rm', nat ? 'NAT captures Madrid' : 'REP recaptures Madrid', nat ? -3 : 3);
  } else if (a.mainCity) {
    vp += chartValue(module, 'vp', `${by} a Main City other than Madrid`, nat ? 2 : -2);
    rm += chartValue(module, 'rm', `${by} a Main City other than Madrid`, nat ? -2 : 2);
  }
  // digest 9.8 #10: a Main City's own row replaces the VP-space row unless the option says cumulative.
  if (!a.mainCity || cumulative) {
    if (a.vpSpace) vp += chartValue(module, 'vp', `${by} a VP space`, nat ? 1 : -1);
    else if (a.provinceCapital) vp += chartValue(module, 'vp', `${by} a Province Capital (not a VP space)`, 0);
    if (a.vpSpace || a.provinceCapital)
      rm += chartValue(module, 'rm', `${by} a Province Capital or VP space`, nat ? -1 : 1);
  }
  return { vp, rm };
}

/** §17.3 Madrid priority: the best Nationalist achievement so far (−3 none, −2 Adjacent, −1 attacked, 0 held). */
function raisePriority(d: Draft, value: number, why: string): void {
  if (d.state.turn > 5) return;
  const now = d.vars.extra.madridPriority ?? -3;
  if (value <= now) return;
  d.vars.extra.madridPriority = value;
  emit(d, { type: 'madridPriority', value, reason: why, rule: '17.3.2' });
}

/** §17.3.2 record a Nationalist attack on `target` (the combat rules call it): Madrid −1; a space Adjacent to
 *  Madrid −2, except Guadarrama. */
export function recordMadridAttack(module: GameModule, d: Draft, target: string): void {
  if (target === 'madrid') raisePriority(d, -1, 'attacked Madrid');
  else if (target !== 'guadarrama' && adjacent(module, d.state, 'madrid').includes(target))
    raisePriority(d, -2, `attacked ${target}, Adjacent to Madrid`);
}

/** §17.3.2 the Nationalist attacks of this turn's combat log (combat-state.ts), at the End of Turns 1–5. */
export function recordTurnAttacks(module: GameModule, d: Draft): void {
  for (const c of combatLog(d.state)) if (c.attacker === NAT) recordMadridAttack(module, d, c.target);
}

/** §17.3.2 the end of Turn 5: the one VP adjustment of the Madrid priority. */
export function assessMadridPriority(d: Draft): void {
  const value = d.vars.extra.madridPriority ?? -3;
  changeVP(d, value, '17.3.2', 'Madrid, priority objective');
}

/** The memory of the state-dependent and once-per-game RM entries. */
function memory(d: Draft): JsonObject {
  const m = d.vars.extra.morale ?? {};
  d.vars.extra.morale = m;
  return m;
}

const staticCache = new WeakMap<GameModule['map'], Map<string, string[]>>();
/** A list of spaces that depends on the map only, computed once. */
function once(module: GameModule, key: string, make: () => string[]): string[] {
  let m = staticCache.get(module.map);
  if (!m) {
    m = new Map();
    staticCache.set(module.map, m);
  }
  let v = m.get(key);
  if (!v) {
    v = make();
    m.set(key, v);
  }
  return v;
}

/** §16.3.3 notes 2, 4 the border spaces Adjacent to a country (their dotted connection). */
export function borderSpaces(module: GameModule, country: string): string[] {
  const geo = geoOf(module);
  return once(module, `border:${country}`, () =>
    geo.spaces.filter((s) => geo.graph.neighborsVia(s, ['border']).includes(country)),
  );
}

/** §16.3.3 note 7 the fragments of `side`'s supplied zone holding at least eight Connected spaces (for the
 *  Republic, a fragment supplied only from the Northern Front is not counted: digest 9.8 #11). */
export function zoneFragments(module: GameModule, d: Draft, side: Side): number {
  const supplied = tracedSpaces(module, d.state, side);
  const seen = new Set<string>();
  const nf = new Set(nfSources(module));
  let n = 0;
  for (const s of supplied) {
    if (seen.has(s)) continue;
    const c = [...connectedSpaces(module, d.state, s, side)].filter((x) => supplied.has(x));
    for (const x of c) seen.add(x);
    if (side === REP && c.some((x) => nf.has(x)) && !c.some((x) => geoOf(module).attrs(x).nfRegion === null)) continue;
    if (c.length >= 8) n += 1;
  }
  return n;
}

/** Mark the zones' fragments at the start of the Mobilization Phase (end of Turn 5): only a new split counts. */
export function markZones(module: GameModule, d: Draft): void {
  const m = memory(d);
  m.repFragments = zoneFragments(module, d, REP);
  m.natFragments = zoneFragments(module, d, NAT);
}

/** §16.3.3 review the state-dependent and once-per-game entries (after every change of control). */
export function reviewMorale(module: GameModule, d: Draft): void {
  const geo = geoOf(module);
  const m = memory(d);
  const control = d.vars.control;
  // Notes 2 and 4: −2 while NAT holds every border space Adjacent to France, +2 while REP holds Portugal's.
  const franceCut = borderSpaces(module, 'france').every((s) => control[s] === NAT);
  if (franceCut !== (m.franceCut === true)) {
    m.franceCut = franceCut;
    changeRM(
      d,
      chartValue(module, 'rm', 'NAT controls every border space Adjacent to France', -2) * (franceCut ? 1 : -1),
      '16.3.3',
      franceCut ? 'the Republic is cut from France' : 'the Republic reaches France again',
    );
  }
  const portugalCut = borderSpaces(module, 'portugal').every((s) => control[s] === REP);
  if (portugalCut !== (m.portugalCut === true)) {
    m.portugalCut = portugalCut;
    changeRM(
      d,
      chartValue(module, 'rm', 'REP controls every border space Adjacent to Portugal', 2) * (portugalCut ? 1 : -1),
      '16.3.3',
      portugalCut ? 'the Nationalists are cut from Portugal' : 'the Nationalists reach Portugal again',
    );
  }
  // Note 6: the end of the Northern Front, once.
  const nfSpaces = once(module, 'nf', () => geo.spaces.filter((s) => geo.attrs(s).nfRegion));
  if (!m.nfEnded && nfSpaces.every((s) => control[s] === NAT)) {
    m.nfEnded = true;
    changeRM(
      d,
      chartValue(module, 'rm', 'End of the Northern Front (NAT controls all of it)', -2),
      '16.3.3',
      'end of the Northern Front',
    );
  }
  // Note 5: a REP source outside the Northern Front traces supply to one inside, once (not after its end).
  if (!m.nfConnected && !m.nfEnded) {
    const inside = nfSources(module).filter((s) => control[s] === REP);
    const linked = inside.some((s) =>
      [...connectedSpaces(module, d.state, s, REP)].some(
        (x) => !geo.attrs(x).nfRegion && geo.attrs(x).supplySource === REP && control[x] === REP,
      ),
    );
    if (linked) {
      m.nfConnected = true;
      changeRM(
        d,
        chartValue(module, 'rm', 'REP connects the Northern Front with the main zone', 2),
        '16.3.3',
        'the Northern Front joins the main zone',
      );
    }
  }
  // Note 7: from the Mobilization Phase, once each: a zone newly divided into two fragments of 8+ spaces.
  if (d.state.turn >= 6 && (d.vars.options.zoneDivision ?? 'newSplit') !== 'off') {
    if (typeof m.repFragments !== 'number' || typeof m.natFragments !== 'number') markZones(module, d);
    if (!m.repDivided && zoneFragments(module, d, REP) > Number(m.repFragments)) {
      m.repDivided = true;
      changeRM(
        d,
        chartValue(module, 'rm', 'NAT divides the Republican zone in two', -1),
        '16.3.3',
        'the Republican zone is divided',
      );
    }
    if (!m.natDivided && zoneFragments(module, d, NAT) > Number(m.natFragments)) {
      m.natDivided = true;
      changeRM(
        d,
        chartValue(module, 'rm', 'REP divides the Nationalist zone in two', 1),
        '16.3.3',
        'the Nationalist zone is divided',
      );
    }
  }
  // §16.2.2 an Isolated Space the Nationalists reach by a normal supply line is isolated no more.
  const traced = tracedSpaces(module, d.state, NAT);
  for (const s of isolatedMarkers(d.state)) if (control[s] === NAT && traced.has(s)) removeIsolated(d, s, 'supply');
}

function removeIsolated(d: Draft, space: string, why: string): void {
  for (const p of d.state.pieces.slice())
    if (p.kind === 'marker' && p.def.startsWith('isolated-') && p.at.kind === 'space' && p.at.space === space)
      moveTo(d, p.id, REMOVED_BOX);
  emit(d, { type: 'isolatedRemoved', space, reason: why, rule: '16.2.2' });
}

/** The rule of the change of control being applied (the event setControl emitted just before its hooks). */
function ruleOfChange(d: Draft, space: string): string {
  for (let i = d.events.length - 1; i >= 0; i--) {
    const e = d.events[i] as { type?: string; space?: string; rule?: string };
    if (e.type === 'control' && e.space === space) return String(e.rule ?? '');
  }
  return '';
}

/** The control hook (status.ts registers it): every consequence of `space` passing from `from` to `to`. */
export function controlConsequences(module: GameModule, d: Draft, space: string, from: Side | null, to: Side): void {
  const rule = ruleOfChange(d, space);
  if (from !== null) {
    const cumulative = d.vars.options.mainCityCumulative === true;
    const c = captureChanges(module, space, to, cumulative);
    const name = geoOf(module).name(space);
    changeVP(d, c.vp, '5.1', `${to} captures ${name}`);
    changeRM(d, c.rm, '16.3.3', `${to} captures ${name}`);
  }
  // §16.2.2, §16.2.5: the Republic conquers an Isolated Space (Oviedo: one more VP for the Republic).
  if (to === REP && isolatedMarkers(d.state).includes(space)) {
    if (space === 'oviedo')
      changeVP(
        d,
        chartValue(module, 'vp', 'REP captures Oviedo while it is an Isolated Space (extra)', -1),
        '16.2.5',
        'Oviedo taken while isolated',
      );
    removeIsolated(d, space, 'captured');
  }
  siegeOnControl(module, d, space, to, rule);
  // §17.3.2 the Nationalists occupy Madrid (0) or a space Adjacent to it (−2, Guadarrama included).
  if (to === NAT && rule !== '13.3.5') {
    if (space === 'madrid') raisePriority(d, 0, 'occupied Madrid');
    else if (adjacent(module, d.state, 'madrid').includes(space)) raisePriority(d, -2, `occupied ${space}`);
  }
  reviewMorale(module, d);
}

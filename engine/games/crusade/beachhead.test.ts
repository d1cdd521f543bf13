// The Beach Head (§8.5.4 Disembark in Mallorca, §8.5.6 Plan "P"): where Plan P may land, the landings, and how
// a beach head ends.

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, inSpace, playAll, varsOf, withPiece, withVars } from './crusade.fixture.js';
import { beachHeadEntered, beachHeadOf, beachHeadWarStatus, planPTargets } from './beachhead.js';
import { cardOf } from './cards.js';
import { draftOf } from './draft.js';
import { eventProblems } from './events.js';
import { crusadeRules } from './rules.js';
import { adjacent, isAdjacent } from './geo.js';

/** The south-east coast of §8.5.6.2's example: only Cartagena (and Alicante behind it) Republican there. */
const SOUTH_EAST = [
  'aguilas',
  'garrucha',
  'almeria',
  'adra',
  'motril',
  'velez-malaga',
  'malaga',
  'lorca',
  'baza',
  'guadix',
  'murcia',
  'caravaca',
  'jaen',
  'ubeda',
  'linares',
  'alcala-real',
  'loja',
  'antequera',
  'ronda',
  'priego',
];
function southEast(rep: string[] = []): GameState {
  const s0 = campaignStart('1', 'advisory');
  const control = { ...varsOf(s0).control };
  for (const x of SOUTH_EAST) control[x] = 'NAT';
  for (const x of ['cartagena', ...rep]) control[x] = 'REP';
  return withVars(s0, { control, strait: 'NAT' });
}
/** REP to act in Turn `turn` with `hand` (advisory: these events are manual). */
function repReady(s0: GameState, turn: number, hand: string[]): GameState {
  const v = varsOf(s0);
  return withVars({ ...s0, turn, activeSide: 'REP' }, { decks: { ...v.decks, REP: { ...v.decks.REP, hand } } });
}
const event = (card: string): Action => ({ side: 'REP', verb: 'play', args: { card, as: 'event' } });
const problems = (s: GameState, card: string) =>
  eventProblems(crusadeModule, s, 'REP', cardOf(crusadeModule, card)).map((v) => v.rule);

describe('Plan "P" (§8.5.6)', () => {
  it('worked example: §8.5.6.2 (T-14) from Cartagena: Águilas, Garrucha, Almería; with Baza: Motril, Vélez', () => {
    const s = southEast();
    expect(planPTargets(crusadeModule, s).sort()).toEqual(['aguilas', 'almeria', 'garrucha']);
    // Baza Republican and supplied (through Lorca and Murcia to Cartagena).
    const t = southEast(['baza', 'lorca', 'murcia']);
    const targets = planPTargets(crusadeModule, t);
    expect(targets).toContain('motril');
    expect(targets).toContain('velez-malaga');
    expect(targets).not.toContain('malaga');
  });
  it('derived: §8.5.6.1 not next to Algeciras and westward while the Nationalists hold the Strait', () => {
    const start = campaignStart();
    expect(planPTargets(crusadeModule, start)).toContain('algeciras');
    expect(planPTargets(crusadeModule, withVars(start, { strait: 'NAT' }))).not.toContain('algeciras');
    for (const s of planPTargets(crusadeModule, start))
      expect(crusadeModule.map.spaces!.find((x) => x.id === s)!.attrs!.seaZone).not.toBe('atlantic');
  });
  it('derived: §8.5.6.3 an RPA division from the Reserve lands, full or reduced; none there, no Plan P', () => {
    const s0 = repReady(southEast(), 13, ['R40']);
    expect(problems(s0, 'R40')).toEqual(['crusade.noRPA']);
    const s1 = withPiece(s0, 'rep-rpa-09', { at: { kind: 'box', box: 'reserve-REP' } });
    expect(problems(s1, 'R40')).toEqual([]);
    const s = playAll(s1, [event('R40')]);
    expect(varsOf(s).step).toBe('event-landing');
    const offers = crusadeRules.view(crusadeModule, s, 'REP').legalActions.filter((a) => a.verb === 'landing');
    expect(offers.length).toBe(3 * 2);
    const t = playAll(s, [
      { side: 'REP', verb: 'landing', args: { coast: 'almeria', unit: 'rep-rpa-09', face: 'reduced' } },
    ]);
    expect(inSpace(t, 'beachhead-plan-p').map((p) => [p.id, p.steps])).toEqual([['rep-rpa-09', 1]]);
    expect(beachHeadOf(t)).toMatchObject({ which: 'planP', coast: 'almeria', until: null });
    expect(varsOf(t).control['beachhead-plan-p']).toBe('REP');
    expect(varsOf(t).flags).toContain('beachHeadActive');
    expect(t.activeSide).toBe('NAT');
    expect(problems(repReady(t, 13, ['R6']), 'R6')).toContain('crusade.beachHead');
  });
  it('derived: §8.5.6.4 Nationalists entering: the beach head goes, they move to the coast, excess to Reserve', () => {
    const s1 = withPiece(repReady(southEast(), 13, ['R40']), 'rep-rpa-09', { at: { kind: 'box', box: 'reserve-REP' } });
    const s = playAll(s1, [
      event('R40'),
      { side: 'REP', verb: 'landing', args: { coast: 'almeria', unit: 'rep-rpa-09', face: 'full' } },
    ]);
    // The RPA division gone, three NAT units take the beach head; Almería already holds one NAT unit of ours.
    let x = withPiece(s, 'rep-rpa-09', { at: { kind: 'box', box: 'eliminated-REP' } });
    x = withPiece(x, 'nat-inf-20', { at: { kind: 'space', space: 'almeria' } });
    x = withPiece(x, 'nat-inf-21', { at: { kind: 'space', space: 'almeria' } });
    for (const id of ['nat-inf-22', 'nat-inf-23'])
      x = withPiece(x, id, { at: { kind: 'space', space: 'beachhead-plan-p' } });
    const d = draftOf(x);
    beachHeadEntered(crusadeModule, d);
    expect(inSpace(d.state, 'almeria').length).toBe(3);
    expect(d.state.pieces.filter((p) => p.at.kind === 'box' && p.at.box === 'reserve-NAT').map((p) => p.id)).toContain(
      'nat-inf-23',
    );
    expect(beachHeadOf(d.state)).toBeNull();
    expect(d.vars.flags).not.toContain('beachHeadActive');
    expect(d.vars.flags).toContain('beachHeadGone:planP');
  });
});

describe('the Plan "P" Beach Head on the map (§8.5.6.1)', () => {
  it('derived: Adjacent to its coastal space for every rule that asks (geo.ts), and to nothing before it lands', () => {
    const s1 = withPiece(repReady(southEast(), 13, ['R40']), 'rep-rpa-09', { at: { kind: 'box', box: 'reserve-REP' } });
    expect(isAdjacent(crusadeModule, s1, 'beachhead-plan-p', 'almeria')).toBe(false);
    const s = playAll(s1, [
      event('R40'),
      { side: 'REP', verb: 'landing', args: { coast: 'almeria', unit: 'rep-rpa-09', face: 'full' } },
    ]);
    expect(isAdjacent(crusadeModule, s, 'beachhead-plan-p', 'almeria')).toBe(true);
    expect(isAdjacent(crusadeModule, s, 'almeria', 'beachhead-plan-p')).toBe(true);
    expect(adjacent(crusadeModule, s, 'almeria')).toContain('beachhead-plan-p');
    expect(adjacent(crusadeModule, s, 'beachhead-plan-p')).toEqual(['almeria']);
    expect(isAdjacent(crusadeModule, s, 'beachhead-plan-p', 'garrucha')).toBe(false);
  });
});

describe('Disembark in Mallorca (§8.5.4)', () => {
  it('derived: §8.5.4.3 a Nationalist unit left in the beach head by any action (an advance) eliminates it', () => {
    const s = playAll(repReady(campaignStart('1', 'advisory'), 2, ['R6']), [event('R6')]);
    let x = s;
    for (const id of ['rep-mil-27', 'rep-mil-28']) x = withPiece(x, id, { at: { kind: 'box', box: 'eliminated-REP' } });
    x = withPiece(x, 'nat-inf-20', { at: { kind: 'space', space: 'beachhead-mallorca' } });
    expect(beachHeadOf(x)).not.toBeNull();
    const after = playAll(x, [{ side: 'NAT', verb: 'autoOps', args: {} }]);
    expect(after.pieces.find((p) => p.id === 'nat-inf-20')!.at).toEqual({ kind: 'space', space: 'mallorca' });
    expect(beachHeadOf(after)).toBeNull();
    expect(varsOf(after).flags).toContain('beachHeadGone:mallorca');
  });
  it('derived: §8.5.4.1 the beach head joined to Mallorca, two REP MIL on it', () => {
    const s = playAll(repReady(campaignStart('1', 'advisory'), 2, ['R6']), [event('R6')]);
    expect(
      inSpace(s, 'beachhead-mallorca')
        .map((p) => p.id)
        .sort(),
    ).toEqual(['rep-mil-27', 'rep-mil-28']);
    expect(varsOf(s).control['beachhead-mallorca']).toBe('REP');
    expect(varsOf(s).flags).toContain('beachHeadActive');
    expect(beachHeadOf(s)).toMatchObject({ which: 'mallorca', coast: 'mallorca', until: 3 });
    expect(s.activeSide).toBe('NAT');
  });
  it('worked example: §8.5.4.4–8.5.4.5 (T-15) played in Turn 2, not achieved by Turn 3: the units embark', () => {
    const s = playAll(repReady(campaignStart('1', 'advisory'), 2, ['R6']), [event('R6')]);
    const d2 = draftOf(s);
    beachHeadWarStatus(crusadeModule, d2);
    expect(beachHeadOf(d2.state)).not.toBeNull(); // Turn 2: time remains
    const d3 = draftOf({ ...s, turn: 3 });
    beachHeadWarStatus(crusadeModule, d3);
    expect(beachHeadOf(d3.state)).toBeNull();
    for (const id of ['rep-mil-27', 'rep-mil-28'])
      expect(d3.state.pieces.find((p) => p.id === id)!.at).toEqual({ kind: 'box', box: 'reserve-REP' });
    expect(d3.vars.flags).toContain('beachHeadGone:mallorca');
  });
  it('derived: §8.5.4.6 Mallorca conquered: the beach head units move to Mallorca', () => {
    const s = playAll(repReady(campaignStart('1', 'advisory'), 2, ['R6']), [event('R6')]);
    const mallorcaUnits = inSpace(s, 'mallorca');
    let x = withVars(s, { control: { ...varsOf(s).control, mallorca: 'REP' } });
    for (const p of mallorcaUnits) x = withPiece(x, p.id, { at: { kind: 'box', box: 'eliminated-NAT' } });
    const d = draftOf(x);
    beachHeadWarStatus(crusadeModule, d);
    expect(
      inSpace(d.state, 'mallorca')
        .map((p) => p.id)
        .sort(),
    ).toEqual(['rep-mil-27', 'rep-mil-28']);
    expect(beachHeadOf(d.state)).toBeNull();
  });
  it('derived: §8.5.4.3 a Nationalist unit entering the Mallorca beach head moves on to Mallorca', () => {
    const s = playAll(repReady(campaignStart('1', 'advisory'), 2, ['R6']), [event('R6')]);
    let x = s;
    for (const id of ['rep-mil-27', 'rep-mil-28']) x = withPiece(x, id, { at: { kind: 'box', box: 'eliminated-REP' } });
    x = withPiece(x, 'nat-inf-20', { at: { kind: 'space', space: 'beachhead-mallorca' } });
    const d = draftOf(x);
    beachHeadEntered(crusadeModule, d);
    expect(d.state.pieces.find((p) => p.id === 'nat-inf-20')!.at).toEqual({ kind: 'space', space: 'mallorca' });
    expect(beachHeadOf(d.state)).toBeNull();
  });
});

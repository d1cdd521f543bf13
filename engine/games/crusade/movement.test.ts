// §10.1 movement: stacks from Move-activated spaces, Adjacent steps within the MF, no enemy units, two enemy
// spaces at most (§10.1.12, worked example), no end on an Attack marker, stacking at the end, control changes.

import { describe, expect, it, vi } from 'vitest';

vi.mock('./combat.js', () => import('./combat-mock.fixture.js'));

import type { GameState } from '../../core/types.js';
import { opsOf } from './activation.js';
import { campaignStart, crusadeModule, inSpace, playAll, varsOf, withVars } from './crusade.fixture.js';
import { crusadeRules } from './rules.js';
import { activate, done, move, opsAt, place, rulesOf } from './ops.fixture.js';

const start = campaignStart();
/** §10.1.12 example: two NAT MF-3 divisions in Huesca, Move-activated; Barbastro vacant (Republican). */
const huesca = (points = 1): GameState =>
  playAll(opsAt(place(start, { 'nat-inf-09': 'huesca', 'rep-poum-lenin': 'box:reserve-REP' }), points), [
    activate('huesca', 'move'),
  ]);

describe('the two-enemy-space limit (§10.1.12)', () => {
  it('worked example T-16 (a): a unit may go two spaces to Tremp and come back to Barbastro', () => {
    const s = huesca();
    expect(rulesOf(s, move(['nat-inf-08'], ['barbastro', 'tremp', 'barbastro']))).toEqual([]);
    expect(rulesOf(s, move(['nat-inf-08'], ['barbastro', 'tremp', 'seo-urgel']))).toEqual(['crusade.enemySpaces']);
  });
  it('worked example T-16 (b): after one unit takes Balaguer, the other still cannot go beyond it', () => {
    const s = playAll(huesca(), [move(['nat-inf-08'], ['barbastro', 'balaguer'])]);
    expect(varsOf(s).control.barbastro).toBe('NAT');
    expect(varsOf(s).control.balaguer).toBe('NAT');
    expect(rulesOf(s, move(['nat-inf-09'], ['barbastro', 'balaguer', 'lerida']))).toEqual(['crusade.enemySpaces']);
    expect(rulesOf(s, move(['nat-inf-09'], ['barbastro', 'balaguer']))).toEqual([]);
    expect(opsOf(s)?.captured).toEqual({ barbastro: 'REP', balaguer: 'REP' });
  });
});

describe('movement (§10.1)', () => {
  it('§10.1.9: each vacant space entered or passed changes control at once', () => {
    const s = huesca();
    const r = crusadeRules.reduce(crusadeModule, s, move(['nat-inf-08'], ['barbastro', 'monzon']));
    if ('violations' in r) throw new Error('refused');
    const flips = r.events.filter((e) => e.type === 'control').map((e) => [e.space, e.to, e.rule]);
    expect(flips).toEqual([
      ['barbastro', 'NAT', '10.1.9'],
      ['monzon', 'NAT', '10.1.9'],
    ]);
    expect(inSpace(r.state, 'monzon').map((p) => p.id)).toEqual(['nat-inf-08']);
  });
  it('§10.1.7: never into a space with an enemy unit', () => {
    const s = playAll(opsAt(start, 1), [activate('huesca', 'move')]);
    expect(rulesOf(s, move(['nat-inf-08'], ['barbastro']))).toEqual(['crusade.enemyUnits']);
  });
  it('§10.1.4: from space to Adjacent space, none skipped', () => {
    expect(rulesOf(huesca(), move(['nat-inf-08'], ['monzon']))).toEqual(['crusade.notAdjacent']);
  });
  it('§10.1.5: the dotted border lines to France and Portugal are never used for movement', () => {
    const s = playAll(opsAt(place(start, { 'nat-inf-14': 'alcantara' }), 2), [
      activate('alcantara', 'move'),
      activate('huesca', 'move'),
    ]);
    expect(rulesOf(s, move(['nat-inf-14'], ['portugal']))).toEqual(['crusade.unknown']);
    expect(rulesOf(s, move(['nat-inf-14'], ['badajoz']))).toEqual(['crusade.enemyUnits']);
  });
  it('§10.1.3, §10.1.6: at most the MF of the slowest unit', () => {
    const path = ['jaca', 'pamplona', 'estella', 'logrono'];
    expect(rulesOf(huesca(), move(['nat-inf-08'], path))).toEqual(['crusade.movementFactor']);
  });
  it('§10.1.1: only units of a Move-activated space, moving together from one space, once a round', () => {
    const s = huesca();
    expect(rulesOf(s, move(['nat-inf-15'], ['huelva']))).toEqual(['crusade.notMoveActivated']);
    expect(rulesOf(s, move(['nat-inf-08', 'nat-inf-15'], ['barbastro']))).toEqual(['crusade.stack']);
    const t = playAll(s, [move(['nat-inf-08'], ['jaca'])]);
    expect(rulesOf(t, move(['nat-inf-08'], ['huesca']))).toEqual(['crusade.notMoveActivated']);
    const back = playAll(s, [move(['nat-inf-08'], ['barbastro', 'huesca'])]);
    expect(rulesOf(back, move(['nat-inf-08'], ['jaca']))).toEqual(['crusade.moved']);
  });
  it('§10.1.11: a move may pass through, but not end in, a space with an Attack marker', () => {
    const s = playAll(opsAt(place(start, { 'nat-inf-14': 'lecinena' }), 2), [
      activate('lecinena', 'move'),
      activate('zaragoza', 'attack'),
    ]);
    expect(rulesOf(s, move(['nat-inf-14'], ['zaragoza']))).toEqual(['crusade.attackMarker']);
    expect(rulesOf(s, move(['nat-inf-14'], ['zaragoza', 'carinena']))).toEqual([]);
  });
  it('§9.1 (digest 5.1): the stacking limit holds at the end of a move, not while passing', () => {
    const full = place(start, { 'nat-inf-09': 'huesca', 'nat-inf-14': 'jaca', 'nat-inf-17': 'jaca' });
    const s = playAll(opsAt(full, 1), [activate('huesca', 'move')]);
    expect(inSpace(s, 'jaca').length).toBe(3);
    expect(rulesOf(s, move(['nat-inf-08'], ['jaca']))).toEqual(['crusade.stacking']);
    expect(rulesOf(s, move(['nat-inf-08'], ['jaca', 'pamplona']))).toEqual([]);
  });
  it('§10.2.7: an enemy Position in a space entered goes back to its owner', () => {
    const s = playAll(opsAt(place(start, { 'rep-rpa-02': 'box:reserve-REP', 'rep-mil-15': 'box:reserve-REP' }), 1), [
      activate('caceres', 'move'),
    ]);
    expect(s.pieces.some((p) => p.id === 'fort-rep-badajoz')).toBe(true);
    const t = playAll(s, [move(['nat-inf-14'], ['alcantara', 'badajoz'])]);
    expect(t.pieces.some((p) => p.id === 'fort-rep-badajoz')).toBe(false);
    expect(varsOf(t).control.badajoz).toBe('NAT');
  });
});

describe('the moves offered (§10.1)', () => {
  it('derived: every listed move passes check; one shortest path to each end space', () => {
    const s = huesca();
    const list = crusadeRules.view(crusadeModule, s, 'NAT').legalActions.filter((a) => a.verb === 'moveStack');
    expect(list.length).toBeGreaterThan(10);
    for (const a of list) expect(rulesOf(s, { side: 'NAT', verb: a.verb, args: a.args ?? {} })).toEqual([]);
    const tremp = list.find((a) => a.info?.to === 'tremp' && (a.args?.units as string[] | undefined)?.length === 2);
    expect(tremp?.args?.path).toEqual(['barbastro', 'tremp']);
    // Three enemy spaces away is out of reach (§10.1.12).
    expect(list.some((a) => a.info?.to === 'seo-urgel')).toBe(false);
  });
  it('derived: with no unmoved unit left the step goes on by itself', () => {
    const s = playAll(huesca(), [move(['nat-inf-08', 'nat-inf-09'], ['barbastro'])]);
    expect(varsOf(s).step).toBe('ops-attack');
    const t = playAll(huesca(), [done('doneMoving')]);
    expect(varsOf(t).step).toBe('ops-fortify');
  });
});

describe('the Beach Head (§8.5.4.3, §8.5.6.4)', () => {
  const landed = (which: 'mallorca' | 'planP', space: string, coast: string) => {
    const v = varsOf(start);
    return withVars(start, {
      flags: [...v.flags, 'beachHeadActive'],
      control: { ...v.control, [space]: 'REP' },
      extra: { ...v.extra, beachHead: { which, space, coast, until: which === 'mallorca' ? 2 : null } },
    });
  };
  it('§8.5.4.3: Nationalist units entering the Mallorca Beach Head end it and move on to Mallorca', () => {
    const s = playAll(opsAt(landed('mallorca', 'beachhead-mallorca', 'mallorca'), 1), [activate('mallorca', 'move')]);
    const t = playAll(s, [move(['nat-inf-19'], ['beachhead-mallorca'])]);
    expect(inSpace(t, 'mallorca').map((p) => p.id)).toEqual(['nat-inf-19']);
    expect(varsOf(t).extra.beachHead).toBeUndefined();
    expect(varsOf(t).flags).toContain('beachHeadGone:mallorca');
  });
  it('§8.5.6.1: the Plan P Beach Head is Adjacent to its coastal space; a Nationalist move stops in it', () => {
    const s = playAll(opsAt(landed('planP', 'beachhead-plan-p', 'cadiz'), 1), [activate('sevilla', 'move')]);
    expect(rulesOf(s, move(['nat-inf-15'], ['jerez', 'cadiz', 'beachhead-plan-p']))).toEqual([]);
    const list = crusadeRules.view(crusadeModule, s, 'NAT').legalActions;
    expect(list.some((a) => a.info?.to === 'beachhead-plan-p')).toBe(true);
    const t = playAll(s, [move(['nat-inf-15'], ['jerez', 'cadiz', 'beachhead-plan-p'])]);
    expect(inSpace(t, 'cadiz').map((p) => p.id)).toEqual(['nat-inf-15']);
    expect(varsOf(t).extra.beachHead).toBeUndefined();
  });
  it('derived: without the Beach Head marker there is no way to it', () => {
    const s = playAll(opsAt(start, 2), [activate('mallorca', 'move'), activate('huesca', 'move')]);
    expect(rulesOf(s, move(['nat-inf-19'], ['beachhead-mallorca']))).toEqual(['crusade.notAdjacent']);
  });
});

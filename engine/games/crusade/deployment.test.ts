// §15.2 the deployment of the initial corps between Turn 5 and Turn 6, the Reserve minimums, the militarization.

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, inSpace, varsOf, withPiece, withVars } from './crusade.fixture.js';
import { corpsToDeploy, deploySpaces, reserveShort } from './deployment.js';
import { beginDeployment } from './flow.js';
import { draftOf } from './draft.js';
import { crusadeRules } from './rules.js';
import { geoOf, isAdjacent } from './geo.js';
import { isCorps } from './units.js';

/** The Campaign's position at the end of Turn 5 (set-up units where they began), deployment begun. */
function atDeployment(more: object = {}): GameState {
  const d = draftOf(withVars({ ...campaignStart(), turn: 5 }, more));
  beginDeployment(crusadeModule, d);
  return d.state;
}
const first = (s: GameState): Action => {
  const side = crusadeRules.toAct(crusadeModule, s)[0]!;
  const a = crusadeRules.view(crusadeModule, s, side).legalActions[0]!;
  return { side, verb: a.verb, args: a.args! };
};
const step = (s: GameState, a: Action): GameState => {
  expect(crusadeRules.check(crusadeModule, s, a)).toEqual([]);
  const r = crusadeRules.reduce(crusadeModule, s, a);
  if ('violations' in r) throw new Error(r.violations[0]!.message);
  return r.state;
};

describe('deployment of the initial corps (§15.2.1)', () => {
  const s = atDeployment();
  it('derived: NAT deploys first; without Axis Military Aid the CTV stays out', () => {
    expect([varsOf(s).step, s.activeSide]).toEqual(['deploy-corps', 'NAT']);
    expect(corpsToDeploy(crusadeModule, s, 'NAT').map((p) => p.def)).not.toContain('ita-ctv');
    expect(corpsToDeploy(crusadeModule, s, 'NAT')).toHaveLength(9);
    expect(corpsToDeploy(crusadeModule, withVars(s, { played: ['N5'] }), 'NAT')).toHaveLength(10);
  });
  it('§15.2.1.2: a corps goes to a friendly, supplied space with a friendly unit, a source or Madrid', () => {
    const corps = corpsToDeploy(crusadeModule, s, 'REP').find((p) => p.def === 'rep-ac-i')!;
    const spaces = deploySpaces(crusadeModule, s, corps);
    expect(spaces).toContain('madrid');
    for (const x of spaces) {
      expect(varsOf(s).control[x]).toBe('REP');
      const ok = inSpace(s, x).some((p) => p.side === 'REP') || geoOf(crusadeModule).attrs(x).supplySource === 'REP';
      expect(ok || x === 'madrid').toBe(true);
    }
  });
  it('§15.2.1.2 exception: a regional corps deploys in its own region', () => {
    const euzkadi = corpsToDeploy(crusadeModule, s, 'REP').find((p) => p.def === 'rep-ac-euzkadi')!;
    const spaces = deploySpaces(crusadeModule, s, euzkadi);
    expect(spaces.length).toBeGreaterThan(0);
    for (const x of spaces) expect(geoOf(crusadeModule).attrs(x).nfRegion).toBe('basque');
  });
  it('derived: the sides alternate, one corps at a time, and never two corps in a space', () => {
    let t = s;
    const order: string[] = [];
    while (varsOf(t).step === 'deploy-corps') {
      const a = first(t);
      order.push(a.side);
      t = step(t, a);
    }
    expect(order.slice(0, 4)).toEqual(['NAT', 'REP', 'NAT', 'REP']);
    expect(order.filter((x) => x === 'REP')).toHaveLength(10);
    const corpsBySpace = new Map<string, number>();
    for (const p of t.pieces)
      if (p.kind === 'unit' && p.at.kind === 'space' && isCorps(crusadeModule, p))
        corpsBySpace.set(p.at.space, (corpsBySpace.get(p.at.space) ?? 0) + 1);
    for (const [, n] of corpsBySpace) expect(n).toBeLessThanOrEqual(1);
  });
  it('§15.2.1.2 exception: the NAT corps cover each Northern Front region (in it or Adjacent)', () => {
    let t = s;
    while (varsOf(t).step === 'deploy-corps') t = step(t, first(t));
    const geo = geoOf(crusadeModule);
    for (const region of ['asturias', 'santander', 'basque']) {
      const spaces = geo.spaces.filter((x) => geo.attrs(x).nfRegion === region);
      const covered = t.pieces.some(
        (p) =>
          p.kind === 'unit' &&
          p.side === 'NAT' &&
          p.at.kind === 'space' &&
          isCorps(crusadeModule, p) &&
          spaces.some(
            (x) =>
              x === (p.at as { space: string }).space ||
              geo.graph.connectionTypes(x, (p.at as { space: string }).space).length > 0,
          ),
      );
      expect(covered, region).toBe(true);
    }
  });
});

describe('Reserve minimums and militarization (§15.2.2–15.2.3)', () => {
  it('derived: a side short of its minimum moves divisions that help, then Turn 6 begins', () => {
    let t = atDeployment();
    while (varsOf(t).step === 'deploy-corps') t = step(t, first(t));
    expect(reserveShort(crusadeModule, t, 'NAT').short).toBeGreaterThan(0);
    while (varsOf(t).step === 'reserve-minimum') t = step(t, first(t));
    expect(varsOf(t).step).toBe('militarization');
    const s6 = step(t, { side: 'REP', verb: 'doneMilitarizing', args: {} });
    expect([s6.turn, varsOf(s6).step, varsOf(s6).warPhase]).toEqual([6, 'discard', 'mobilization']);
  });
  it('§15.2.3: a militia becomes an RPA of the same strength where it stood; the militia is gone for good', () => {
    let t = atDeployment();
    while (varsOf(t).step !== 'militarization') t = step(t, first(t));
    const a = crusadeRules.view(crusadeModule, t, 'REP').legalActions.find((x) => x.verb === 'militarize')!;
    const mil = t.pieces.find((p) => p.id === a.args!.unit)!;
    const after = step(t, { side: 'REP', verb: 'militarize', args: a.args! });
    expect(after.pieces.find((p) => p.id === mil.id)!.at).toEqual({ kind: 'box', box: 'removed' });
    const rpa = after.pieces.find(
      (p) => JSON.stringify(p.at) === JSON.stringify(mil.at) && p.def.startsWith('rep-rpa'),
    );
    expect(rpa?.steps).toBe(mil.steps);
  });
});

describe('digest §8 deployment cases', () => {
  it('worked example T-47 (§15.2.1): no Axis Military Aid: the Republic places its 9th and 10th corps in a row', () => {
    let t = atDeployment();
    const order: string[] = [];
    while (varsOf(t).step === 'deploy-corps') {
      const a = first(t);
      order.push(a.side);
      t = step(t, a);
    }
    expect(order.slice(-3)).toEqual(['NAT', 'REP', 'REP']);
  });
  it('worked example T-48 (§15.2.2): a Reserve of 4 MIL/INF and no ITA needs exactly 2 more, no more', () => {
    let t = atDeployment();
    while (varsOf(t).step === 'deploy-corps') t = step(t, first(t));
    // The NAT Reserve holds four MIL/INF divisions (from the units not yet in play).
    const pool = t.pieces.filter(
      (p) => p.at.kind === 'box' && p.at.box === 'pool-NAT' && /^nat-(mil|inf)-/.test(p.def),
    );
    const inReserve = t.pieces.filter((p) => p.at.kind === 'box' && p.at.box === 'reserve-NAT');
    let s = t;
    for (const p of inReserve) s = withPiece(s, p.id, { at: { kind: 'box', box: 'pool-NAT' } });
    for (const p of pool.slice(0, 4)) s = withPiece(s, p.id, { at: { kind: 'box', box: 'reserve-NAT' } });
    expect(reserveShort(crusadeModule, s, 'NAT').short).toBe(2);
    let moved = 0;
    for (let i = 0; i < 10 && varsOf(s).step === 'reserve-minimum'; i++) {
      const a = first(s);
      if (a.side === 'NAT') moved++;
      s = step(s, a);
    }
    expect(moved).toBe(2);
    expect(reserveShort(crusadeModule, s, 'NAT').short).toBe(0);
  });
});

describe('worked examples of §15.2.1.2', () => {
  const geo = geoOf(crusadeModule);
  const region = (r: string) => geo.spaces.filter((x) => geo.attrs(x).nfRegion === r);
  /** The deployment with `spaces` made Nationalist and emptied of Republican units (sent to their pool). */
  const conquered = (spaces: string[], s = atDeployment()): GameState => {
    let t = withVars(s, { control: { ...varsOf(s).control, ...Object.fromEntries(spaces.map((x) => [x, 'NAT'])) } });
    for (const p of t.pieces)
      if (p.side === 'REP' && p.kind === 'unit' && p.at.kind === 'space' && spaces.includes(p.at.space))
        t = withPiece(t, p.id, { at: { kind: 'box', box: 'pool-REP' } });
    return t;
  };
  const near = (s: GameState, x: string, r: string) =>
    region(r).some((y) => y === x || isAdjacent(crusadeModule, s, x, y));

  it('T-32: with every Basque space Nationalist, the last two NAT corps must face Asturias and Santander only', () => {
    let s = conquered(region('basque'));
    // Seven NAT corps already stand far from the north (one corps a space), two are left.
    const far = ['sevilla', 'cordoba', 'caceres', 'ecija', 'priego', 'huelva', 'trujillo'];
    const corps = corpsToDeploy(crusadeModule, s, 'NAT');
    corps.slice(0, 7).forEach((c, i) => {
      s = withPiece(s, c.id, { at: { kind: 'space', space: far[i]! } });
    });
    const next = corpsToDeploy(crusadeModule, s, 'NAT')[0]!;
    const spaces = deploySpaces(crusadeModule, s, next);
    expect(spaces.length).toBeGreaterThan(0);
    for (const x of spaces) expect(near(s, x, 'asturias') || near(s, x, 'santander'), x).toBe(true);
  });

  it('§15.2.1.2 exception: no free space in or Adjacent to an open region: a NAT corps goes nearest it', () => {
    let s = atDeployment();
    // Seven NAT corps already stand far from the north; the Nationalist units in or next to it go to the pool.
    const far = ['sevilla', 'cordoba', 'caceres', 'ecija', 'priego', 'huelva', 'trujillo'];
    corpsToDeploy(crusadeModule, s, 'NAT')
      .slice(0, 7)
      .forEach((c, i) => {
        s = withPiece(s, c.id, { at: { kind: 'space', space: far[i]! } });
      });
    const north = ['asturias', 'santander', 'basque'];
    const nearNorth = (x: string) => north.some((r) => near(s, x, r));
    for (const p of s.pieces)
      if (p.side === 'NAT' && p.kind === 'unit' && p.at.kind === 'space' && nearNorth(p.at.space))
        s = withPiece(s, p.id, { at: { kind: 'box', box: 'pool-NAT' } });
    const spaces = deploySpaces(crusadeModule, s, corpsToDeploy(crusadeModule, s, 'NAT')[0]!);
    expect(spaces.length).toBeGreaterThan(0);
    // None is in or next to a region, so none is nearer than two connections; each of these is two away.
    const inNorth = (y: string) => north.includes(String(geo.attrs(y).nfRegion));
    for (const x of spaces) {
      expect(nearNorth(x), x).toBe(false);
      expect(
        geo.graph.neighbors(x).some((n) => geo.graph.neighbors(n).some(inNorth)),
        x,
      ).toBe(true);
    }
  });

  it('T-33 (c): only Gijón left in Asturias, Santander lost: both Asturian corps and the Santander one go there', () => {
    const asturias = region('asturias').filter((x) => x !== 'gijon');
    let s = conquered([...asturias, ...region('santander')]);
    s = withPiece(s, 'rep-mil-san-01', { at: { kind: 'space', space: 'gijon' } });
    for (const def of ['rep-ac-santander', 'rep-ac-ast-i', 'rep-ac-ast-ii']) {
      const corps = s.pieces.find((p) => p.def === def)!;
      expect(deploySpaces(crusadeModule, s, corps), def).toEqual(['gijon']);
      s = withPiece(s, corps.id, { at: { kind: 'space', space: 'gijon' } });
    }
  });
});

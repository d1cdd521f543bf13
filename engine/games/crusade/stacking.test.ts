// Where units may end a move (§9, §16.4): the stacking limit (option), never with enemy units, Non-Cooperation
// of the Northern Front's Regional units, and who may go into the isolated Northern Front.

import { describe, expect, it, vi } from 'vitest';

vi.mock('./combat.js', () => import('./combat-mock.fixture.js'));

import type { GameState, Piece } from '../../core/types.js';
import { campaignStart, crusadeModule, playAll, withVars } from './crusade.fixture.js';
import { activate, control, move, opsAt, place, rulesOf } from './ops.fixture.js';
import { homeward } from './movement.js';
import { crusadeRules } from './rules.js';
import { geoOf } from './geo.js';
import { endProblems } from './stacking.js';
import { nfIsolated } from './supply.js';

const start = campaignStart();
const regionAt = (space: string) => geoOf(crusadeModule).attrs(space).nfRegion;
const piece = (s: GameState, id: string): Piece => s.pieces.find((p) => p.id === id)!;
const ends = (s: GameState, side: 'NAT' | 'REP', ids: string[], from: string | null, to: string): string[] =>
  endProblems(
    crusadeModule,
    s,
    side,
    ids.map((id) => piece(s, id)),
    from,
    to,
  ).map((v) => v.rule);

describe('stacking (§9)', () => {
  it('§9.1 (digest 5.1): three combat units a space; corps and divisions count one each', () => {
    expect(ends(start, 'NAT', ['nat-inf-08'], 'huesca', 'sevilla')).toEqual(['crusade.stacking']);
    expect(ends(start, 'NAT', ['nat-inf-08'], 'huesca', 'granada')).toEqual([]);
  });
  it('option stackingLimit: another limit is read from the options', () => {
    const two = withVars(start, { options: { stackingLimit: 2 } });
    expect(ends(two, 'NAT', ['nat-inf-08'], 'huesca', 'granada')).toEqual(['crusade.stacking']);
  });
  it('§9.1.3: units of opposing sides never stack together', () => {
    expect(ends(start, 'NAT', ['nat-inf-08'], 'huesca', 'barbastro')).toEqual(['crusade.enemyStack']);
  });
});

describe('Non-Cooperation (§16.4.2)', () => {
  it('§16.4.2.1: one Asturian division may end in another region; a second may not (T-36)', () => {
    const s = playAll(opsAt(start, 1, 'REP'), [activate('gijon', 'move', 'REP')]);
    expect(rulesOf(s, move(['rep-mil-ast-07'], ['cangas-onis', 'san-vicente'], 'REP'))).toEqual([]);
    expect(rulesOf(s, move(['rep-mil-ast-07', 'rep-mil-ast-08'], ['cangas-onis', 'san-vicente'], 'REP'))).toEqual([
      'crusade.nonCooperation',
      'crusade.nonCooperation',
    ]);
    const t = playAll(s, [move(['rep-mil-ast-07'], ['cangas-onis', 'san-vicente'], 'REP')]);
    expect(rulesOf(t, move(['rep-mil-ast-08'], ['cangas-onis', 'san-vicente'], 'REP'))).toEqual([
      'crusade.nonCooperation',
    ]);
    // Its own region, or outside the Northern Front, is always fine.
    expect(rulesOf(t, move(['rep-mil-ast-08'], ['cangas-onis'], 'REP'))).toEqual([]);
  });
  it('§16.4.2.2: a Regional corps never ends in another region', () => {
    const s = place(start, { 'rep-ac-euzkadi': 'orduna' });
    expect(ends(s, 'REP', ['rep-ac-euzkadi'], 'orduna', 'santona')).toEqual(['crusade.nonCooperation']);
    expect(ends(s, 'REP', ['rep-ac-euzkadi'], 'orduna', 'bilbao')).toEqual([]);
  });
  it('§16.4.2: once its home region is all Nationalist, a Regional unit is free', () => {
    const s = place(start, { 'rep-ac-euzkadi': 'orduna' });
    const basque = ['bilbao', 'orduna', 'durango', 'san-sebastian', 'tolosa', 'irun'];
    const lost = withVars(s, {
      control: { ...(s.vars.control as object), ...Object.fromEntries(basque.map((b) => [b, 'NAT'])) },
    });
    expect(ends(lost, 'REP', ['rep-ac-euzkadi'], 'orduna', 'santona')).toEqual([]);
  });
  it('derived: Nationalist units have no region', () => {
    expect(ends(start, 'NAT', ['nat-cav-01'], 'vitoria', 'beasain')).toEqual([]);
  });
});

describe('the isolated Northern Front (§16.4.3)', () => {
  it('§16.4.3: only Regional units and at most two POL divisions may go in', () => {
    expect(nfIsolated(crusadeModule, start)).toBe(true);
    // Vitoria (Basque region) entered from outside the Northern Front.
    const s = place(start, { 'nat-cav-01': 'box:reserve-NAT' });
    expect(ends(s, 'REP', ['rep-mil-15'], 'logrono', 'vitoria')).toEqual(['crusade.nfIsolated']);
    expect(ends(s, 'REP', ['rep-pol-07'], 'logrono', 'vitoria')).toEqual([]);
    expect(ends(s, 'REP', ['rep-pol-07', 'rep-pol-04'], 'logrono', 'vitoria')).toEqual(['crusade.nfPolice']);
    // Units already in the Northern Front move within it freely.
    expect(ends(s, 'REP', ['rep-pol-01'], 'bilbao', 'vitoria')).toEqual([]);
  });
});

describe('stranded Regional divisions (§16.4.2.4)', () => {
  // Two Asturian divisions out in Santander (after retreats, say): the first to move must go home if it can.
  const out = place(start, { 'rep-mil-ast-07': 'san-vicente', 'rep-mil-ast-01': 'santona' });
  it('§16.4.2.4: it must go back to its home region if possible', () => {
    const s = playAll(opsAt(out, 1, 'REP'), [activate('san-vicente', 'move', 'REP')]);
    expect(rulesOf(s, move(['rep-mil-ast-07'], ['santander'], 'REP'))).toEqual(['crusade.goHome']);
    expect(rulesOf(s, move(['rep-mil-ast-07'], ['cangas-onis'], 'REP'))).toEqual([]);
    const list = crusadeRules.view(crusadeModule, s, 'REP').legalActions.filter((a) => a.verb === 'moveStack');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => ['asturias'].includes(String(regionAt(String(a.info?.to)))))).toBe(true);
  });
  it('§16.4.2.4: if it cannot, Non-Cooperation no longer binds it', () => {
    // Nationalist units in Cangas de Onís and Reinosa cut it off from Asturias.
    const cut = control(place(out, { 'nat-inf-08': 'cangas-onis', 'nat-inf-09': 'reinosa' }), {
      'cangas-onis': 'NAT',
      reinosa: 'NAT',
    });
    const s = playAll(opsAt(cut, 1, 'REP'), [activate('san-vicente', 'move', 'REP')]);
    expect(homeward(crusadeModule, s, [piece(s, 'rep-mil-ast-07')], 'san-vicente').free.has('rep-mil-ast-07')).toBe(
      true,
    );
    expect(rulesOf(s, move(['rep-mil-ast-07'], ['santander'], 'REP'))).toEqual([]);
  });
});

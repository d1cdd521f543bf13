import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, playAll, withPiece, withVars } from './crusade.fixture.js';
import { adjacent } from './geo.js';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { crusadeRules, legalActions } from './rules.js';
import { NAT, REP, type Side, varsOf } from './state.js';

const space = (s: string) => ({ kind: 'space', space: s });
const reserve = (side: Side) => ({ kind: 'box', box: `reserve-${side}` });
/** The SR step of `side` with `points`, in `turn`. */
function srStep(side: Side, points: number, turn = 3, base = campaignStart()): GameState {
  const s = withVars(
    { ...base, turn, activeSide: side },
    {
      step: 'sr',
      round: 2,
      play: { side, card: null, use: 'sr', points, data: {} },
      extra: { ...varsOf(base).extra, sr: { moved: [], afr: 0 } },
    },
  );
  return s;
}
const redeploy = (side: Side, unit: string, to: JsonObject): Action => ({ side, verb: 'redeploy', args: { unit, to } });
const refusal = (s: GameState, a: Action) => crusadeRules.check(M, s, a).map((v) => v.rule);
const at = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.at;
function surround(state: GameState, sp: string, side: Side): GameState {
  const control = { ...varsOf(state).control, [sp]: side };
  for (const n of adjacent(M, state, sp)) control[n] = side === NAT ? REP : NAT;
  return withVars(state, { control });
}

describe('§12 Strategic Redeployment', () => {
  test('derived: §12.1.2, §12.1.6 a division SRs by land for 1 point; not twice in a round', () => {
    const s = srStep(NAT, 3);
    const after = playAll(s, [redeploy(NAT, 'nat-mil-08', space('huelva'))]);
    expect(at(after, 'nat-mil-08')).toEqual(space('huelva'));
    expect(varsOf(after).play?.points).toBe(2);
    expect(refusal(after, redeploy(NAT, 'nat-mil-08', space('ecija')))).toContain('crusade.srTwice');
  });

  test('derived: §12.1.2 a corps costs 3 points', () => {
    const s = withPiece(srStep(NAT, 2), 'nat-ac-i', { at: space('sevilla') as never });
    const s2 = withPiece(s, 'nat-inf-15', { at: reserve(NAT) as never });
    expect(refusal(s2, redeploy(NAT, 'nat-ac-i', space('cordoba')))).toContain('crusade.srPoints');
    const s3 = withVars(s2, { play: { side: NAT, card: null, use: 'sr', points: 3, data: {} } });
    const after = playAll(s3, [redeploy(NAT, 'nat-ac-i', space('cordoba'))]);
    expect(at(after, 'nat-ac-i')).toEqual(space('cordoba'));
    // All points spent: the round is over.
    expect(varsOf(after).step).toBe('action');
  });

  test('derived: §12.1.6 never through enemy spaces; §12.1.7 by sea port to port, divisions only', () => {
    const s = srStep(NAT, 3);
    // Sevilla and Zaragoza are in separate NAT zones; Sevilla has no port.
    expect(refusal(s, redeploy(NAT, 'nat-inf-15', space('zaragoza')))).toContain('crusade.srSea');
    // Cádiz (west of Algeciras) to La Coruña (Atlantic): legal while the Republic holds the Strait.
    const c = withPiece(s, 'nat-inf-18', { at: space('cadiz') as never });
    expect(refusal(c, redeploy(NAT, 'nat-inf-18', space('la-coruna')))).toEqual([]);
    const zoned = withVars(c, { options: { srSeaSameZone: true } });
    expect(refusal(zoned, redeploy(NAT, 'nat-inf-18', space('la-coruna')))).toContain('crusade.srSeaZone');
    // Algeciras is barred (§16.7.1) but not for an ITA division.
    const a = withPiece(s, 'nat-inf-18', { at: space('algeciras') as never });
    expect(refusal(a, redeploy(NAT, 'nat-inf-18', space('la-coruna')))).toContain('crusade.srSea');
    const i = withPiece(s, 'ita-dio-lo-vuole', { at: space('algeciras') as never });
    expect(refusal(i, redeploy(NAT, 'ita-dio-lo-vuole', space('la-coruna')))).toEqual([]);
  });

  test('derived: §12.1.8 from the Reserve to a friendly unit, a friendly source or Madrid; stacking', () => {
    const s = srStep(NAT, 3);
    expect(refusal(s, redeploy(NAT, 'nat-mil-01', space('zaragoza')))).toEqual([]);
    expect(refusal(s, redeploy(NAT, 'nat-mil-01', space('cordoba')))).toEqual([]);
    expect(refusal(s, redeploy(NAT, 'nat-mil-01', space('jerez')))).toContain('crusade.srReserveExit');
    expect(refusal(s, redeploy(NAT, 'nat-mil-01', space('sevilla')))).toContain('crusade.stacking');
  });

  test('derived: §12.1.9 supplied divisions to the Reserve; not corps, not from an Isolated Space (§16.2.4.3)', () => {
    const s = withPiece(srStep(NAT, 3), 'nat-ac-i', { at: space('burgos') as never });
    expect(refusal(s, redeploy(NAT, 'nat-inf-09', reserve(NAT)))).toEqual([]);
    expect(refusal(s, redeploy(NAT, 'nat-ac-i', reserve(NAT)))).toContain('crusade.srCorpsReserve');
    expect(refusal(s, redeploy(NAT, 'nat-inf-05', reserve(NAT)))).toContain('crusade.srIsolatedReserve');
  });

  test('derived: §16.2.4.3 one NAT MIL a turn from the Reserve into each Isolated Space, never an INF', () => {
    let s = withPiece(srStep(NAT, 3), 'nat-mil-10', { at: reserve(NAT) as never });
    s = withPiece(s, 'nat-inf-20', { at: reserve(NAT) as never });
    expect(refusal(s, redeploy(NAT, 'nat-inf-20', space('oviedo')))).toContain('crusade.srIsolated');
    const after = playAll(s, [redeploy(NAT, 'nat-mil-01', space('oviedo'))]);
    expect(refusal(after, redeploy(NAT, 'nat-mil-10', space('granada')))).toEqual([]);
    const full = withPiece(after, 'nat-mil-02', { at: reserve(NAT) as never });
    expect(refusal(full, redeploy(NAT, 'nat-mil-10', space('oviedo')))).toContain('crusade.srIsolated');
  });

  test('derived: §12.1.8 exceptions: Regional divisions, Catalan MIL, T-26; §12.1.10 no armor in the Balearics', () => {
    let s = srStep(REP, 3);
    s = withPiece(s, 'rep-mil-bas-01', { at: reserve(REP) as never });
    s = withPiece(s, 'rep-cnt-durruti', { at: reserve(REP) as never });
    s = withPiece(s, 'sov-t26', { at: reserve(REP) as never });
    expect(refusal(s, redeploy(REP, 'rep-mil-bas-01', space('bilbao')))).toEqual([]);
    expect(refusal(s, redeploy(REP, 'rep-mil-bas-01', space('madrid')))).toContain('crusade.srRegional');
    expect(refusal(s, redeploy(REP, 'rep-cnt-durruti', space('barcelona')))).toEqual([]);
    expect(refusal(s, redeploy(REP, 'rep-cnt-durruti', space('madrid')))).toContain('crusade.srCatalan');
    expect(refusal(s, redeploy(REP, 'sov-t26', space('cartagena')))).toEqual([]);
    expect(refusal(s, redeploy(REP, 'sov-t26', space('madrid')))).toContain('crusade.srArmor');
    expect(refusal(s, redeploy(REP, 'sov-t26', space('menorca')))).toContain('crusade.srBalearics');
    // §16.4.3: while the Northern Front is isolated, no RPA from the Reserve into it.
    s = withPiece(s, 'rep-rpa-04', { at: reserve(REP) as never });
    expect(refusal(s, redeploy(REP, 'rep-rpa-04', space('bilbao')))).toContain('crusade.nfIsolated');
    expect(refusal(s, redeploy(REP, 'rep-mil-01', space('bilbao')))).toContain('crusade.nfIsolated');
  });

  test('worked example T-29: Special SR — a corps through France for 2 points to the Turn track (Turn 12)', () => {
    let s = surround(srStep(REP, 3, 10), 'figueras', REP);
    s = withPiece(s, 'rep-ac-i', { at: space('figueras') as never });
    expect(refusal(s, redeploy(REP, 'rep-ac-i', space('gerona')))).toContain('crusade.srSupply');
    const after = playAll(s, [redeploy(REP, 'rep-ac-i', reserve(REP))]);
    expect(at(after, 'rep-ac-i')).toEqual({ kind: 'box', box: 'turn-track' });
    expect(varsOf(after).extra.specialSR).toEqual([{ unit: 'rep-ac-i', turn: 12 }]);
    expect(varsOf(after).play?.points).toBe(1);
  });

  test('worked example T-29: a division costs ½ and goes to the Reserve reduced; not Regional, not after N43', () => {
    let s = surround(srStep(REP, 1, 10), 'figueras', REP);
    s = withPiece(s, 'rep-mil-25', { at: space('figueras') as never });
    s = withPiece(s, 'rep-mil-ast-01', { at: space('figueras') as never });
    expect(refusal(s, redeploy(REP, 'rep-mil-ast-01', reserve(REP)))).toContain('crusade.srSpecialRegional');
    const after = playAll(s, [redeploy(REP, 'rep-mil-25', reserve(REP))]);
    expect(at(after, 'rep-mil-25')).toEqual(reserve(REP));
    expect(after.pieces.find((p) => p.id === 'rep-mil-25')!.steps).toBe(1);
    expect(varsOf(after).play?.points).toBe(0.5);
    const n43 = withVars(s, { flags: [...varsOf(s).flags, 'franceRecognizes'] });
    expect(refusal(n43, redeploy(REP, 'rep-mil-25', reserve(REP)))).toContain('crusade.srSpecialFrance');
  });

  test('worked example T-37: in Turns 1–2 at most one AFR unit per SR card', () => {
    const s = withPiece(srStep(NAT, 2, 2), 'nat-afr-asensio', { at: space('cadiz') as never });
    const after = playAll(s, [redeploy(NAT, 'nat-afr-yague', space('huelva'))]);
    expect(refusal(after, redeploy(NAT, 'nat-afr-asensio', space('jerez')))).toContain('crusade.srAfr');
    const t3 = withPiece(srStep(NAT, 2, 3), 'nat-afr-asensio', { at: space('cadiz') as never });
    const ok = playAll(t3, [redeploy(NAT, 'nat-afr-yague', space('huelva'))]);
    expect(refusal(ok, redeploy(NAT, 'nat-afr-asensio', space('jerez')))).toEqual([]);
  });

  test('derived: §17.6.4 an AFR unit left in Morocco SRs only to Sevilla or Cádiz', () => {
    const s0 = srStep(NAT, 2);
    const s = withVars(s0, { extra: { ...varsOf(s0).extra, afr: { done: ['AFR 2'], stranded: ['nat-afr-asensio'] } } });
    expect(refusal(s, redeploy(NAT, 'nat-afr-asensio', space('jerez')))).toContain('crusade.srMorocco');
    expect(refusal(s, redeploy(NAT, 'nat-afr-castejon', space('cadiz')))).toContain('crusade.srMorocco');
    const after = playAll(s, [redeploy(NAT, 'nat-afr-asensio', space('cadiz'))]);
    expect(at(after, 'nat-afr-asensio')).toEqual(space('cadiz'));
    expect((varsOf(after).extra.afr as { stranded: string[] }).stranded).toEqual([]);
  });

  test('derived: doneSR ends the round; every listed SR action passes check', () => {
    const s = srStep(REP, 2);
    const listed = legalActions(M, s, REP);
    expect(listed.some((a) => a.verb === 'redeploy')).toBe(true);
    for (const a of listed)
      expect(crusadeRules.check(M, s, { side: REP, verb: a.verb, args: a.args ?? {} })).toEqual([]);
    const after = playAll(s, [{ side: REP, verb: 'doneSR', args: {} }]);
    expect(varsOf(after).step).toBe('action');
  });
});

describe('§16.4.2 Non-Cooperation in SR', () => {
  test('derived: a second Asturian division may not SR into the Santander region; an Asturian corps never', () => {
    let s = srStep(REP, 3);
    s = withPiece(s, 'rep-mil-ast-02', { at: space('santander') as never });
    expect(refusal(s, redeploy(REP, 'rep-mil-ast-03', space('santona')))).toContain('crusade.nonCooperation');
    expect(refusal(s, redeploy(REP, 'rep-mil-ast-03', space('gijon')))).toEqual([]);
    s = withPiece(s, 'rep-ac-ast-i', { at: space('gijon') as never });
    s = withPiece(s, 'rep-mil-ast-07', { at: reserve(REP) as never });
    expect(refusal(s, redeploy(REP, 'rep-ac-ast-i', space('bilbao')))).toContain('crusade.nonCooperation');
  });
});

import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, withVars } from './crusade.fixture.js';
import { setControl } from './control.js';
import { type Draft, draftOf } from './draft.js';
import { adjacent, geoOf } from './geo.js';
import type { GameState } from '../../core/types.js';
import {
  assessMadridPriority,
  borderSpaces,
  captureChanges,
  markZones,
  recordMadridAttack,
  recordTurnAttacks,
  zoneFragments,
} from './morale.js';
import { NAT, REP, varsOf } from './state.js';

const delta = (d: Draft, s: GameState) => ({ vp: d.vars.vp - varsOf(s).vp, rm: d.vars.rm - varsOf(s).rm });

describe('§5.1, §16.3.3 captures', () => {
  test('derived: Madrid −3 RM / +3 VP for NAT, reversed when REP retakes it', () => {
    const s = campaignStart();
    const d = draftOf(s);
    setControl(M, d, 'madrid', NAT, '10.1');
    expect(delta(d, s)).toEqual({ vp: 3, rm: -3 });
    setControl(M, d, 'madrid', REP, '10.1');
    expect(delta(d, s)).toEqual({ vp: 0, rm: 0 });
  });

  test('derived: a Main City other than Madrid ±2; a VP space ±1 VP ∓1 RM; a Province Capital RM only', () => {
    expect(captureChanges(M, 'bilbao', NAT)).toEqual({ vp: 2, rm: -2 });
    expect(captureChanges(M, 'zaragoza', REP)).toEqual({ vp: -2, rm: 2 });
    expect(captureChanges(M, 'badajoz', NAT)).toEqual({ vp: 1, rm: -1 });
    expect(captureChanges(M, 'teruel', REP)).toEqual({ vp: -1, rm: 1 });
    expect(captureChanges(M, 'cuenca', NAT)).toEqual({ vp: 0, rm: -1 });
    expect(captureChanges(M, 'talavera', NAT)).toEqual({ vp: 0, rm: 0 });
    // digest 9.8 #10, option mainCityCumulative: the VP-space line added to the Main City line.
    expect(captureChanges(M, 'bilbao', NAT, true)).toEqual({ vp: 3, rm: -3 });
  });

  test('worked example T-43: REP captures Oviedo while isolated: the normal changes and one more VP for REP', () => {
    const s = { ...campaignStart(), turn: 3 };
    const d = draftOf(s);
    setControl(M, d, 'oviedo', REP, '10.1');
    expect(delta(d, s)).toEqual({ vp: -2, rm: 1 });
    expect(d.state.pieces.find((p) => p.id === 'isolated-oviedo')!.at).toEqual({ kind: 'box', box: 'removed' });
  });

  test('derived: §16.2.2 Granada taken: the marker goes, no extra VP', () => {
    const s = campaignStart();
    const d = draftOf(s);
    setControl(M, d, 'granada', REP, '10.1');
    expect(delta(d, s)).toEqual({ vp: -1, rm: 1 });
    expect(d.state.pieces.find((p) => p.id === 'isolated-granada')!.at.kind).toBe('box');
  });
});

describe('§16.3.3 state-dependent and once-per-game entries', () => {
  test('derived: note 2 — NAT holding every border space Adjacent to France: RM −2, lost and regained', () => {
    const s = campaignStart();
    const d = draftOf(s);
    const spaces = borderSpaces(M, 'france');
    expect(spaces).toContain('figueras');
    for (const x of spaces) setControl(M, d, x, NAT, '10.1');
    const captures = spaces.reduce((n, x) => n + (varsOf(s).control[x] === NAT ? 0 : captureChanges(M, x, NAT).rm), 0);
    expect(delta(d, s).rm).toBe(captures - 2);
    setControl(M, d, 'figueras', REP, '10.1');
    expect(delta(d, s).rm).toBe(captures);
    setControl(M, d, 'figueras', NAT, '10.1');
    expect(delta(d, s).rm).toBe(captures - 2);
  });

  test('derived: note 4 — REP holding every border space Adjacent to Portugal: RM +2 while it lasts', () => {
    const s = campaignStart();
    const d = draftOf(s);
    const spaces = borderSpaces(M, 'portugal');
    expect(spaces).toContain('badajoz');
    for (const x of spaces) setControl(M, d, x, REP, '10.1');
    const captures = spaces.reduce((n, x) => n + (varsOf(s).control[x] === REP ? 0 : captureChanges(M, x, REP).rm), 0);
    expect(delta(d, s).rm).toBe(captures + 2);
    setControl(M, d, 'tuy', NAT, '10.1');
    expect(delta(d, s).rm).toBe(captures);
  });

  test('derived: note 6 — the end of the Northern Front, −2 once', () => {
    const s = campaignStart();
    const geo = geoOf(M);
    const nf = geo.spaces.filter((x) => geo.attrs(x).nfRegion && varsOf(s).control[x] !== NAT);
    const d = draftOf(s);
    for (const x of nf) setControl(M, d, x, NAT, '10.1');
    const captures = nf.reduce((n, x) => n + captureChanges(M, x, NAT).rm, 0);
    // Gijón's Simancas siege is liberated on the way (RM −1), then the end of the Northern Front (RM −2).
    expect(d.vars.sieges.simancas!.resist).toBe(-1);
    expect(delta(d, s).rm).toBe(captures - 1 - 2);
    expect((d.vars.extra.morale as { nfEnded: boolean }).nfEnded).toBe(true);
  });

  test('derived: note 5 — REP joins the Northern Front to the main zone: +2 once', () => {
    const s = campaignStart();
    // A shortest chain of spaces from Santander to a REP source outside the Northern Front, made Republican.
    const geo = geoOf(M);
    const prev = new Map<string, string>([['santander', '']]);
    const todo = ['santander'];
    let end = '';
    while (todo.length && !end) {
      const x = todo.shift()!;
      for (const n of adjacent(M, s, x)) {
        if (prev.has(n)) continue;
        prev.set(n, x);
        if (!geo.attrs(n).nfRegion && geo.attrs(n).supplySource === REP) end = n;
        todo.push(n);
      }
    }
    const path: string[] = [];
    for (let x = end; x; x = prev.get(x)!) path.push(x);
    const nat = path.filter((x) => varsOf(s).control[x] === NAT);
    expect(nat.length).toBeGreaterThan(0);
    const d = draftOf(s);
    for (const x of nat) setControl(M, d, x, REP, '10.1');
    const captures = nat.reduce((n, x) => n + captureChanges(M, x, REP).rm, 0);
    expect(delta(d, s).rm).toBe(captures + 2);
    expect((d.vars.extra.morale as { nfConnected: boolean }).nfConnected).toBe(true);
  });
});

describe('§17.3 Madrid, priority objective', () => {
  const end = (d: Draft) => {
    const vp = d.vars.vp;
    assessMadridPriority(d);
    return d.vars.vp - vp;
  };
  test('worked example T-40: none of the achievements → −3 VP at the end of Turn 5', () => {
    const d = draftOf(campaignStart());
    recordMadridAttack(M, d, 'guadarrama');
    expect(end(d)).toBe(-3);
  });
  test('worked example T-40: occupying Guadarrama (unlike attacking it) → −2', () => {
    const d = draftOf(campaignStart());
    setControl(M, d, 'guadarrama', NAT, '10.1');
    expect(end(d)).toBe(-2);
  });
  test('worked example T-40: attacking a space Adjacent to Madrid → −2; attacking Madrid → −1', () => {
    const d = draftOf(campaignStart());
    recordMadridAttack(M, d, 'illescas');
    expect(d.vars.extra.madridPriority).toBe(-2);
    recordMadridAttack(M, d, 'madrid');
    expect(end(d)).toBe(-1);
  });
  test('worked example T-40: NAT occupied Madrid once, even if REP retook it → 0', () => {
    const d = draftOf(campaignStart());
    setControl(M, d, 'madrid', NAT, '10.1');
    setControl(M, d, 'madrid', REP, '10.1');
    recordMadridAttack(M, d, 'illescas');
    expect(end(d)).toBe(0);
  });
  test('derived: §17.3.2 nothing counts after Turn 5', () => {
    const d = draftOf({ ...campaignStart(), turn: 6 });
    recordMadridAttack(M, d, 'madrid');
    expect(d.vars.extra.madridPriority).toBe(-3);
    void withVars;
  });
});

describe('§16.2.2, §16.3.3 note 7 reviews after each change', () => {
  test('derived: §16.2.2 a normal NAT supply line to Granada removes its Isolated marker', () => {
    const s = campaignStart();
    const d = draftOf(s);
    // Loja and Alcalá la Real join Granada to the Nationalist zone (Priego, Lucena).
    for (const x of ['loja', 'alcala-real']) setControl(M, d, x, NAT, '10.1');
    const marker = d.state.pieces.find((p) => p.id === 'isolated-granada')!;
    expect(marker.at.kind).toBe('box');
    expect(d.state.pieces.find((p) => p.id === 'isolated-oviedo')!.at.kind).toBe('space');
  });

  test('derived: note 7 — from Turn 6, a new split of the REP zone into two 8-space fragments: RM −1 once', () => {
    const s = { ...campaignStart(), turn: 6 };
    const d = draftOf(s);
    markZones(M, d);
    const before = zoneFragments(M, d, REP);
    // Cut the main Republican zone along a line of spaces from the Nationalist front to the sea (Teruel–Valencia).
    const cut = [
      'ademuz',
      'requena',
      'valencia',
      'segorbe',
      'rubielos',
      'barracas',
      'gandia',
      'xativa',
      'villena',
      'almansa',
    ];
    const rm = d.vars.rm;
    let captures = 0;
    for (const x of cut) {
      if (zoneFragments(M, d, REP) > before) break;
      captures += varsOf(d.state).control[x] === REP ? captureChanges(M, x, NAT).rm : 0;
      setControl(M, d, x, NAT, '10.1');
    }
    expect(zoneFragments(M, d, REP)).toBeGreaterThan(before);
    expect(d.vars.rm - rm).toBe(captures - 1);
    expect((d.vars.extra.morale as { repDivided: boolean }).repDivided).toBe(true);
  });
});

describe('§17.3.2 attacks from the combat log', () => {
  test('worked example T-40 (wiring): a NAT attack on Madrid in the combat log counts at the End of Turn', () => {
    const s0 = { ...campaignStart(), turn: 4 };
    const log = [
      {
        turn: 4,
        round: 3,
        attacker: NAT,
        target: 'madrid',
        winner: 'defender',
        attackerLn: 1,
        defenderLn: 2,
        advanced: false,
      },
    ];
    const s = withVars(s0, { extra: { ...varsOf(s0).extra, combat: { turn: 4, log } as never } });
    const d = draftOf(s);
    recordTurnAttacks(M, d);
    expect(d.vars.extra.madridPriority).toBe(-1);
  });
});

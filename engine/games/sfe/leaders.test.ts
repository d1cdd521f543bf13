// Leaders (§13, †§28.05) with the book's examples: the JUL 1 → AUG 2 return and Rommel's 32 defence factors.
import { describe, expect, it } from 'vitest';
import type { Fighter } from './combat.js';
import {
  dateLater,
  evacuatedReturns,
  leaderAttackDrm,
  leaderDefenceDrm,
  leaderFalls,
  leaderLevel,
  leaderReturns,
  levelAllows,
  mayStay,
  rommelMayBack,
} from './leaders.js';

const u = (id: string, hex: string, defence = 10, type: Fighter['type'] = 'infantry', ss = false) =>
  ({ id, side: 'axis', hex, type, size: 'corps', attack: defence, defence, reduced: false, ss }) as Fighter;
const leader = { id: 'Guderian', hex: 'h' };

describe('leaders', () => {
  it('§13.01 +1 to one attack a segment made wholly or partly by units stacked with him', () => {
    expect(leaderAttackDrm(leader, [u('a', 'h'), u('b', 'x')], new Set())).toBe(1);
    expect(leaderAttackDrm(leader, [u('b', 'x')], new Set())).toBe(0);
    expect(leaderAttackDrm(leader, [u('a', 'h')], new Set(['Guderian']))).toBe(0);
  });

  it('§14.07 an overrun takes his DRM without spending his attack for the segment', () => {
    expect(leaderAttackDrm(leader, [u('a', 'h')], new Set(['Guderian']), true)).toBe(1);
  });

  it('§13.03 −1 to every attack on his hex, one leader only', () => {
    expect(leaderDefenceDrm(0)).toBe(0);
    expect(leaderDefenceDrm(1)).toBe(-1);
    expect(leaderDefenceDrm(3)).toBe(-1);
  });

  it('§13.04 units with a leader may stay on DR, AR and an AX, not on other results', () => {
    for (const r of ['DR', 'AR', 'AX']) expect(mayStay(r, true)).toBe(true);
    expect(mayStay('DR', false)).toBe(false);
    expect(mayStay('DE', true)).toBe(false);
  });

  it('§13.05 T12: a leader eliminated on JUL 1 returns on AUG 2; he falls with the last ground unit', () => {
    expect(leaderReturns('JUL 1')).toBe('AUG 2');
    expect(leaderReturns('DEC 1')).toBe('JAN 2');
    expect(dateLater({ year: 1941, month: 7, half: 1 }, 3)).toEqual({ year: 1941, month: 8, half: 2 });
    expect(dateLater({ year: 1941, month: 12, half: 2 }, 3)).toEqual({ year: 1942, month: 2, half: 1 });
    expect(leaderFalls([{ type: 'supply' }])).toBe(true);
    expect(leaderFalls([{ type: 'infantry' }])).toBe(false);
  });

  it('§19.36 an evacuated leader returns two turns later', () => {
    expect(evacuatedReturns('JUL 1')).toBe('AUG 1');
  });

  it('†§28.05 leader levels by date: Hoth 3 from 4/41, 4 from 7/41; Zhukov 1 from 10/41', () => {
    expect(leaderLevel('Hoth', '6/41')).toBe(3);
    expect(leaderLevel('Hoth', '7/41')).toBe(4);
    expect(leaderLevel('Zhukov', '10/41')).toBe(1);
    expect(leaderLevel('Zhukov', '11/42')).toBe(3);
    expect(leaderLevel('Unlisted', '6/41', 2)).toBe(2);
    expect(levelAllows(1, 'attack')).toBe(false);
    expect(levelAllows(2, 'attack')).toBe(true);
    expect(levelAllows(3, 'postExploitation')).toBe(true);
    expect(levelAllows(3, 'overrunExploit')).toBe(false);
  });

  it('†§28.05 T43: Rommel before 4/43 backs any two of a 16-16-6 and two 10-10-4s, not all three (36)', () => {
    const pz = u('pz', 'h', 16, 'armor');
    const i1 = u('i1', 'h');
    const i2 = u('i2', 'h');
    expect(rommelMayBack([pz, i1], '6/42')).toBe(true);
    expect(rommelMayBack([i1, i2], '6/42')).toBe(true);
    expect(rommelMayBack([pz, i1, i2], '6/42')).toBe(false);
    expect(rommelMayBack([pz, i1, i2], '4/43')).toBe(true);
    expect(rommelMayBack([u('ss', 'h', 6, 'infantry', true)], '6/42')).toBe(false);
  });
});

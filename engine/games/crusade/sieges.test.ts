import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, withVars } from './crusade.fixture.js';
import { setControl } from './control.js';
import { draftOf } from './draft.js';
import type { GameState } from '../../core/types.js';
import {
  assaultDRM,
  assaultSucceeds,
  lowerResist,
  resolveAssault,
  siegeAt,
  siegesDecay,
  supportSiege,
  supportableSieges,
} from './sieges.js';
import { NAT, varsOf } from './state.js';
import { isSupplied } from './supply.js';

const where = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.at;

describe('§16.1 sieges', () => {
  test('worked example T-41: the assault roll and its DRMs; a success lowers the Alcázar from 3 to 2', () => {
    expect(assaultDRM(1, 1, 0)).toBe(1);
    expect(assaultSucceeds(2, 1)).toBe(true);
    expect(assaultSucceeds(3, 1)).toBe(false);
    expect(assaultDRM(2, 2, 0)).toBe(-1);
    expect(assaultSucceeds(4, -1)).toBe(true);
    expect(assaultSucceeds(5, -1)).toBe(false);
    expect(assaultDRM(2, 0, 1)).toBe(-1);
    const d = draftOf(campaignStart());
    expect(resolveAssault(d, 'alcazar', 2, 1, 0)).toBe(true);
    expect(d.vars.sieges.alcazar!.resist).toBe(2);
    expect(resolveAssault(d, 'alcazar', 3, 1, 0)).toBe(false);
    expect(d.vars.sieges.alcazar!.resist).toBe(2);
  });

  test('worked example T-41 (end): from Turn 6 each End of Turn lowers every siege by one', () => {
    const d5 = draftOf(campaignStart());
    siegesDecay(d5);
    expect(d5.vars.sieges.alcazar!.resist).toBe(3);
    const d6 = draftOf({ ...campaignStart(), turn: 6 });
    siegesDecay(d6);
    expect(d6.vars.sieges.alcazar!.resist).toBe(2);
    expect(d6.vars.sieges.simancas!.resist).toBe(0);
  });

  test('derived: §16.1.5 a siege at 0 surrenders: markers gone, no VP or RM, never liberated', () => {
    const s = campaignStart();
    const d = draftOf(s);
    lowerResist(d, 'simancas', '16.1.4');
    expect(d.vars.sieges.simancas!.resist).toBe(0);
    expect(where(d.state, 'siege-simancas')).toEqual({ kind: 'box', box: 'removed' });
    expect([d.vars.vp, d.vars.rm]).toEqual([varsOf(s).vp, varsOf(s).rm]);
    expect(siegeAt(d.state, 'gijon')).toBeNull();
  });

  test('worked example T-42: a supplied NAT unit entering Toledo liberates the Alcázar (RM −1, VP +1)', () => {
    const s0 = campaignStart();
    const s = withVars(s0, { control: { ...varsOf(s0).control, talavera: NAT } });
    expect(isSupplied(M, s, 'talavera', NAT)).toBe(true);
    const d = draftOf(s);
    setControl(M, d, 'toledo', NAT, '10.1');
    expect(d.vars.sieges.alcazar!.resist).toBe(-1);
    expect(where(d.state, 'siege-alcazar')).toEqual({ kind: 'box', box: 'removed' });
    // Toledo is also a VP space: its capture gives VP +1 and RM −1 on top of the liberation.
    expect(d.vars.vp - varsOf(s).vp).toBe(2);
    expect(d.vars.rm - varsOf(s).rm).toBe(-2);
  });

  test('worked example T-42: through Pto. de Valderrepiso only RM −1', () => {
    const s0 = campaignStart();
    const s = withVars(s0, { control: { ...varsOf(s0).control, montoro: NAT } });
    const d = draftOf(s);
    setControl(M, d, 'valderrepiso', NAT, '10.1');
    expect(d.vars.sieges.cabeza!.resist).toBe(-1);
    expect(d.vars.vp - varsOf(s).vp).toBe(0);
    expect(d.vars.rm - varsOf(s).rm).toBe(-1);
  });

  test('worked example T-42: an unsupplied NAT unit passing does not liberate', () => {
    const s = campaignStart();
    const d = draftOf(s);
    setControl(M, d, 'toledo', NAT, '10.1');
    expect(d.vars.sieges.alcazar!.resist).toBe(3);
  });

  test('derived: §16.1.3 a siege space flipping to NAT in attrition is liberated', () => {
    const d = draftOf(campaignStart());
    setControl(M, d, 'valderrepiso', NAT, '13.3.5');
    expect(d.vars.sieges.cabeza!.resist).toBe(-1);
  });

  test('derived: §16.1.8 NAT RP support: below the start, once per siege a turn, War of the Columns only', () => {
    const s = campaignStart();
    expect(supportableSieges(M, s)).toEqual([]);
    const d = draftOf(s);
    lowerResist(d, 'alcazar', '16.1.4');
    expect(supportableSieges(M, d.state)).toEqual(['alcazar']);
    supportSiege(d, 'alcazar');
    expect(d.vars.sieges.alcazar!.resist).toBe(3);
    lowerResist(d, 'alcazar', '16.1.4');
    expect(supportableSieges(M, d.state)).toEqual([]);
    expect(supportableSieges(M, { ...d.state, turn: 2 })).toEqual(['alcazar']);
    expect(supportableSieges(M, { ...d.state, turn: 6 })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import { applyPlan, extraStep, lossPlans, mayReplace } from './losses.js';

const at = (s: ReturnType<typeof combatPosition>, def: string) => pieceOfDef(s, def).at;
const plansText = (plans: ReturnType<typeof lossPlans>) =>
  plans.map((p) => p.losses.map((l) => `${l.unit}:${l.steps}${l.eliminated ? 'x' : ''}`).join(' '));

describe('§11.3 taking losses', () => {
  const corps = (reserve: Record<string, string>) =>
    combatPosition({
      side: 'REP',
      units: { 'nat-ac-marroqui': 'segovia', 'nat-ac-castilla': 'segovia', ...reserve },
      steps: { 'nat-ac-castilla': 1 },
      attack: [],
    });

  it('worked example T-22: LN 5 = reduced corps (3) + its Reserve division (2); full corps intact', () => {
    const s = corps({ 'nat-inf-01': 'box:reserve-NAT' });
    const units = [pieceOfDef(s, 'nat-ac-marroqui'), pieceOfDef(s, 'nat-ac-castilla')];
    const plans = lossPlans(M, s, units, 5);
    expect(plansText(plans)).toEqual(['nat-ac-castilla:1x nat-inf-01:2x']);
    const d = draftOf(s);
    applyPlan(M, d, plans[0]!, []);
    expect(at(d.state, 'nat-ac-castilla')).toEqual({ kind: 'box', box: 'eliminated-NAT' });
    expect(at(d.state, 'nat-inf-01')).toEqual({ kind: 'box', box: 'eliminated-NAT' });
    expect(pieceOfDef(d.state, 'nat-ac-marroqui').steps).toBe(2);
  });

  it('worked example T-22: the replacing division stays in the corps space when it absorbs less', () => {
    const s = corps({ 'nat-inf-01': 'box:reserve-NAT' });
    const units = [pieceOfDef(s, 'nat-ac-marroqui'), pieceOfDef(s, 'nat-ac-castilla')];
    const plans = lossPlans(M, s, units, 4);
    expect(plansText(plans)).toEqual(['nat-ac-castilla:1x nat-inf-01:1']);
    const d = draftOf(s);
    applyPlan(M, d, plans[0]!, []);
    expect(at(d.state, 'nat-inf-01')).toEqual({ kind: 'space', space: 'segovia' });
    expect(pieceOfDef(d.state, 'nat-inf-01').steps).toBe(1);
  });

  it('derived §11.3.5: the owner picks the Reserve division (one choice per kind of division)', () => {
    const s = corps({
      'nat-inf-01': 'box:reserve-NAT',
      'nat-inf-04': 'box:reserve-NAT',
      'nat-mil-02': 'box:reserve-NAT',
    });
    const units = [pieceOfDef(s, 'nat-ac-marroqui'), pieceOfDef(s, 'nat-ac-castilla')];
    const plans = lossPlans(M, s, units, 3).filter((p) => p.replacements['nat-ac-castilla'] !== undefined);
    expect(plans.map((p) => p.replacements['nat-ac-castilla']).sort()).toEqual(['nat-inf-01', 'nat-mil-02']);
    const d = draftOf(s);
    applyPlan(M, d, plans.find((p) => p.replacements['nat-ac-castilla'] === 'nat-mil-02')!, []);
    expect(at(d.state, 'nat-mil-02')).toEqual({ kind: 'space', space: 'segovia' });
    expect(at(d.state, 'nat-inf-01')).toEqual({ kind: 'box', box: 'reserve-NAT' });
  });

  it('worked example T-23: two full corps (LF 3) and LN 5: exactly one corps is reduced', () => {
    const s = combatPosition({
      side: 'REP',
      units: { 'nat-ac-marroqui': 'segovia', 'nat-ac-castilla': 'segovia', 'nat-inf-01': 'box:reserve-NAT' },
      attack: [],
    });
    const units = [pieceOfDef(s, 'nat-ac-marroqui'), pieceOfDef(s, 'nat-ac-castilla')];
    expect(plansText(lossPlans(M, s, units, 5)).sort()).toEqual(['nat-ac-castilla:1', 'nat-ac-marroqui:1']);
  });

  it('worked example T-24: no eligible Reserve division: LN 4 or 5 removes the reduced corps for good', () => {
    for (const ln of [4, 5]) {
      const s = corps({ 'nat-afr-castejon': 'box:reserve-NAT' });
      const units = [pieceOfDef(s, 'nat-ac-marroqui'), pieceOfDef(s, 'nat-ac-castilla')];
      const plans = lossPlans(M, s, units, ln);
      expect(plans).toHaveLength(1);
      expect(plans[0]!.permanent).toEqual(['nat-ac-castilla']);
      const d = draftOf(s);
      applyPlan(M, d, plans[0]!, []);
      expect(at(d.state, 'nat-ac-castilla')).toEqual({ kind: 'box', box: 'removed' });
      expect(at(d.state, 'nat-afr-castejon')).toEqual({ kind: 'box', box: 'reserve-NAT' });
      expect(pieceOfDef(d.state, 'nat-ac-marroqui').steps).toBe(2);
    }
  });

  it('worked example T-13: a reduced division hit by LN 2 is eliminated (only one loss absorbed)', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'rep-mil-02': 'madrid' },
      steps: { 'rep-mil-02': 1 },
      attack: [],
    });
    const plans = lossPlans(M, s, [pieceOfDef(s, 'rep-mil-02')], 2);
    expect(plansText(plans)).toEqual(['rep-mil-02:1x']);
    expect(plans[0]!.total).toBe(1);
  });

  it('worked example T-27: reduced Army Corps, LN 4: corps eliminated, Reserve division reduced', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'rep-ac-ii': 'montblanch', 'rep-rpa-01': 'box:reserve-REP' },
      steps: { 'rep-ac-ii': 1 },
      attack: [],
    });
    const u = [pieceOfDef(s, 'rep-ac-ii')];
    expect(plansText(lossPlans(M, s, u, 4))).toEqual(['rep-ac-ii:1x rep-rpa-01:1']);
  });

  it('derived §11.3.3: an OOS unit eliminated in combat is removed permanently', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'rep-mil-02': 'madrid' },
      steps: { 'rep-mil-02': 1 },
      attack: [],
    });
    const u = [pieceOfDef(s, 'rep-mil-02')];
    const d = draftOf(s);
    applyPlan(M, d, lossPlans(M, s, u, 1)[0]!, [u[0]!.id]);
    expect(at(d.state, 'rep-mil-02')).toEqual({ kind: 'box', box: 'removed' });
  });

  it('derived §11.3.5.2: which Reserve divisions may replace which corps', () => {
    const s = combatPosition({ side: 'NAT', units: {}, attack: [] });
    const p = (def: string) => pieceOfDef(s, def);
    expect(mayReplace(M, p('nat-ac-v'), p('nat-inf-01'))).toBe(true);
    expect(mayReplace(M, p('nat-ac-v'), p('nat-mil-02'))).toBe(true);
    expect(mayReplace(M, p('nat-ac-v'), p('nat-afr-castejon'))).toBe(false);
    expect(mayReplace(M, p('nat-ac-v'), p('nat-pol-01'))).toBe(false);
    expect(mayReplace(M, p('nat-ac-v'), p('ita-dio-lo-vuole'))).toBe(false);
    expect(mayReplace(M, p('rep-ac-ii'), p('rep-rpa-01'))).toBe(true);
    expect(mayReplace(M, p('rep-ac-ii'), p('rep-mil-02'))).toBe(true);
    expect(mayReplace(M, p('rep-ac-ii'), p('rep-mil-ast-01'))).toBe(false);
    expect(mayReplace(M, p('rep-ac-ii'), p('rep-pol-01'))).toBe(false);
  });

  it('derived §11.3.6–11.3.7: an attacking AFR unit takes the first loss; R45: divisions before corps', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'nat-afr-castejon': 'talavera', 'nat-inf-01': 'talavera', 'nat-ac-v': 'talavera' },
      attack: [],
    });
    const units = ['nat-afr-castejon', 'nat-inf-01'].map((d) => pieceOfDef(s, d));
    expect(plansText(lossPlans(M, s, units, 1, { firstLoss: ['afr'] }))).toEqual(['nat-afr-castejon:1']);
    expect(plansText(lossPlans(M, s, units, 1))).toHaveLength(2);
    const mixed = ['nat-ac-v', 'nat-inf-01'].map((d) => pieceOfDef(s, d));
    expect(plansText(lossPlans(M, s, mixed, 2, { divisionsFirst: true }))).toEqual(['nat-inf-01:2x']);
    expect(plansText(lossPlans(M, s, mixed, 2)).sort()).toEqual(['nat-ac-v:1', 'nat-inf-01:2x']);
  });

  it('derived §11.4.3: the retreat-cancel step from a reduced corps brings its Reserve division in', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'rep-ac-ii': 'gandesa', 'rep-rpa-01': 'box:reserve-REP' },
      steps: { 'rep-ac-ii': 1 },
      attack: [],
    });
    const d = draftOf(s);
    expect(extraStep(M, d, pieceOfDef(s, 'rep-ac-ii').id, [])).toEqual([pieceOfDef(s, 'rep-rpa-01').id]);
    expect(at(d.state, 'rep-rpa-01')).toEqual({ kind: 'space', space: 'gandesa' });
  });
});

// Odds, shifts and CRT conversions of Isabella battles (11.6, 13.5-13.13, 13.24-13.26, 9.6-9.8) on the real map
// and counters: the printed example (13.5 and 13.14: 26 vs 7 is 3:1, a 3 there is DL1) and derived tests.
import { describe, expect, it } from 'vitest';
import { gameAt, isabellaModule } from './isabella.fixture.js';
import { battlePreview, crtResult, resultConversions } from './odds.js';

const module = isabellaModule;
const game = gameAt;
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

const all = () => true;
const shifts = (p: { shifts: { source: string; amount: number; rule: string }[] }) =>
  p.shifts.map((s) => `${s.source} ${s.amount} ${s.rule}`);
const airA = (id: string) => ({ def: 'airpower', id, disrupted: false });
const airG = (id: string) => ({ def: 'airpower', id, disrupted: true });

describe('Isabella odds: totals, odds and the final column', () => {
  it('13.5 + 13.14 (worked example): 26 attack factors against 7 are 3:1, and a 3 rolled there is DL1', () => {
    const s = game({ '1916': ['de-2ss'], '2016': ['us-1ad', 'us-2ad', 'uk-6ad'] });
    const p = battlePreview(module, s, 'allied', '1916', ['us-1ad', 'us-2ad', 'uk-6ad'], all);
    expect([p.attack, p.defense, p.odds, p.shifts, p.column, p.automatic]).toEqual([26, 7, '3:1', [], '3:1', null]);
    expect(crtResult(module, p.column, 3)).toBe('DL1');
  });

  it('11.6: an out-of-supply attacker has its attack halved, rounding up (9 -> 5); defence is never halved', () => {
    const s = game({ '1916': ['de-2ss'], '2016': ['us-1ad', 'us-2ad'] });
    const p = battlePreview(module, s, 'allied', '1916', ['us-1ad', 'us-2ad'], (id) => id !== 'us-1ad');
    expect(p.attackers).toEqual([
      { id: 'us-1ad', printed: 9, effective: 5, supplied: false },
      { id: 'us-2ad', printed: 9, effective: 9, supplied: true },
    ]);
    expect([p.attack, p.defense, p.odds]).toEqual([14, 7, '2:1']);
  });

  it('13.5 below 1:1 (digest default): 1:ceil(D/A); 5 against 11 is 1:3, an automatic AL1 with no roll (13.6)', () => {
    const s = game({ '1916': ['de-327', 'de-708'], '2016': [{ def: 'us-1ad', steps: 1 }] });
    const p = battlePreview(module, s, 'allied', '1916', ['us-1ad'], all);
    expect([p.attack, p.defense, p.odds, p.column, p.automatic]).toEqual([5, 11, '1:3', '1:3', 'AL1']);
    const other = game(
      { '1916': ['de-327', 'de-708'], '2016': [{ def: 'us-1ad', steps: 1 }] },
      { options: { lowOdds: 'attacker' } },
    );
    expect(battlePreview(module, other, 'allied', '1916', ['us-1ad'], all)).toMatchObject({
      odds: '1:2',
      automatic: null,
    });
  });

  it('13.7: shifts move along the unbounded ladder: 10:1 in a mountain (2L) is still 8:1, an automatic DE', () => {
    const at = { '1520': ['de-bar'], '1519': ['us-1ad', 'us-2ad', 'uk-6ad', 'us-1id'] };
    const p = battlePreview(module, game(at), 'allied', '1520', ['us-1ad', 'us-2ad', 'uk-6ad', 'us-1id'], all);
    expect([p.attack, p.defense, p.odds, p.finalOdds, p.column, p.automatic]).toEqual([
      32,
      3,
      '10:1',
      '8:1',
      '8:1',
      'DE',
    ]);
    const first = battlePreview(
      module,
      game(at, { options: { beyondTable: 'clampFirst' } }),
      'allied',
      '1520',
      ['us-1ad', 'us-2ad', 'uk-6ad', 'us-1id'],
      all,
    );
    expect([first.column, first.automatic]).toEqual(['6:1', null]);
  });

  it('13.6 / 13.7: final odds of 1:3 or less after shifts are an automatic AL1', () => {
    const s = game({ '1520': ['de-2ss'], '1519': ['us-1ad'] });
    const p = battlePreview(module, s, 'allied', '1520', ['us-1ad'], all);
    expect([p.odds, p.net, p.finalOdds, p.automatic]).toEqual(['1:1', -2, '1:3', 'AL1']);
  });
});

describe('Isabella odds: column shifts', () => {
  it('13.10: a defender in a mountain hex gets 2L, in a rough hex 1L; 13.9 clear gives nothing', () => {
    expect(
      shifts(battlePreview(module, game({ '1520': ['fs-ii'], '1519': ['us-1ad'] }), 'allied', '1520', ['us-1ad'], all)),
    ).toEqual(['terrain.mountain -2 13.10']);
    expect(
      shifts(battlePreview(module, game({ '1615': ['fs-ii'], '1614': ['us-1ad'] }), 'allied', '1615', ['us-1ad'], all)),
    ).toEqual(['terrain.rough -1 13.10']);
    expect(
      shifts(battlePreview(module, game({ '1916': ['fs-ii'], '1915': ['us-1ad'] }), 'allied', '1916', ['us-1ad'], all)),
    ).toEqual([]);
  });

  it('13.11, 10.3: a city gives 2L, never the concentric 1R; 10.3 still sees the concentric attack (option)', () => {
    const s = game({ '2816': ['fs-i'], '2815': ['us-1ad'], '2817': ['us-1id'] });
    const p = battlePreview(module, s, 'allied', '2816', ['us-1ad', 'us-1id'], all);
    expect(shifts(p)).toEqual(['terrain.city -2 13.11']);
    expect([p.concentric, p.city]).toEqual([true, true]);
    const off = game(
      { '2816': ['fs-i'], '2815': ['us-1ad'], '2817': ['us-1id'] },
      { options: { concentricCityCounts: false } },
    );
    expect(battlePreview(module, off, 'allied', '2816', ['us-1ad', 'us-1id'], all).concentric).toBe(false);
  });

  it('13.12: 1L only when every attacker attacks across a river hexside', () => {
    const one = battlePreview(
      module,
      game({ '1518': ['fs-ii'], '1519': ['us-1ad'] }),
      'allied',
      '1518',
      ['us-1ad'],
      all,
    );
    expect(shifts(one)).toEqual(['river -1 13.12']);
    const mixed = game({ '1518': ['fs-ii'], '1519': ['us-1ad'], '1418': ['us-1id'] });
    expect(shifts(battlePreview(module, mixed, 'allied', '1518', ['us-1ad', 'us-1id'], all))).toEqual([]);
  });

  it('12.7, 13.11-13.12, 13.26: Allies across the straits into Tangier: river 1L, city 2L, naval 1R', () => {
    const p = battlePreview(module, game({ '1322': ['fs-ix'], '1321': ['us-1id'] }), 'allied', '1322', ['us-1id'], all);
    expect(shifts(p)).toEqual(['terrain.city -2 13.11', 'river -1 13.12', 'naval.attacker 1 13.26']);
    expect(p.net).toBe(-2);
  });

  it('13.13: concentric 1R from opposite hexes, or three alternating hexes; not from two neighbouring hexes', () => {
    const opp = battlePreview(
      module,
      game({ '1916': ['fs-ii'], '1915': ['us-1ad'], '1917': ['us-1id'] }),
      'allied',
      '1916',
      ['us-1ad', 'us-1id'],
      all,
    );
    expect(shifts(opp)).toEqual(['concentric 1 13.13']);
    const tri = game({ '1916': ['fs-ii'], '2015': ['us-1ad'], '1917': ['us-1id'], '1815': ['uk-78id'] });
    expect(battlePreview(module, tri, 'allied', '1916', ['us-1ad', 'us-1id', 'uk-78id'], all).concentric).toBe(true);
    const side = game({ '1916': ['fs-ii'], '1915': ['us-1ad'], '2015': ['us-1id'] });
    const p = battlePreview(module, side, 'allied', '1916', ['us-1ad', 'us-1id'], all);
    expect([p.concentric, p.shifts]).toEqual([false, []]);
  });

  it("9.6: the attacker's airpower in range gives 1R, only once however many markers; the defender's gives 1L", () => {
    const s = game({ '1916': ['fs-ii'], '1915': ['us-1ad'], '2016': [airA('air1')], '1917': [airA('air2')] });
    const p = battlePreview(module, s, 'allied', '1916', ['us-1ad'], all);
    expect(shifts(p)).toEqual(['air.attacker 1 9.6']);
    expect([p.net, p.dropped]).toEqual([1, []]);
    const g = game({ '1916': ['fs-ii'], '1915': ['us-1ad'], '2016': [airG('air1')] });
    expect(shifts(battlePreview(module, g, 'allied', '1916', ['us-1ad'], all))).toEqual(['air.defender -1 9.6']);
    const far = game({ '1916': ['fs-ii'], '1915': ['us-1ad'], '2216': [airA('air1')] });
    expect(shifts(battlePreview(module, far, 'allied', '1916', ['us-1ad'], all))).toEqual([]);
  });

  it('9.7: German airpower helps Falangist units too', () => {
    const s = game({ '1916': ['us-1id'], '1915': ['fs-ii'], '2016': [airG('air1')] });
    expect(shifts(battlePreview(module, s, 'axis', '1916', ['fs-ii'], all))).toEqual(['air.attacker 1 9.6']);
  });

  it('9.8: partisans act as Allied airpower, not on top of it (default); the option adds them up', () => {
    const at = { '1916': ['fs-ii'], '1915': ['us-1ad'], '2016': [airA('air1')], '1917': [{ def: 'partisan' }] };
    const p = battlePreview(module, game(at), 'allied', '1916', ['us-1ad'], all);
    expect([p.net, shifts(p), p.dropped.map((d) => d.shift.source)]).toEqual([
      1,
      ['air.attacker 1 9.6'],
      ['partisan.attacker'],
    ]);
    expect(
      battlePreview(module, game(at, { options: { partisanStacksWithAir: true } }), 'allied', '1916', ['us-1ad'], all)
        .net,
    ).toBe(2);
    const def = game({ '1916': ['us-1id'], '1915': ['fs-ii'], '2016': [{ def: 'partisan' }] });
    expect(shifts(battlePreview(module, def, 'axis', '1916', ['fs-ii'], all))).toEqual(['partisan.defender -1 9.8']);
  });

  it('13.26: Allied units attacking into a coastal hex get 1R, Allied units defending in one get 1L', () => {
    const atk = battlePreview(
      module,
      game({ '1417': ['fs-ii'], '1418': ['us-1id'] }),
      'allied',
      '1417',
      ['us-1id'],
      all,
    );
    expect(shifts(atk)).toEqual(['naval.attacker 1 13.26']);
    const def = battlePreview(module, game({ '1417': ['us-1id'], '1418': ['fs-ii'] }), 'axis', '1417', ['fs-ii'], all);
    expect(shifts(def)).toEqual(['naval.defender -1 13.26']);
  });
});

describe('Isabella results: conversions and options', () => {
  const battle = (side: string, target: string, defenders: string[]) => ({ side, target, defenders });

  it('13.11: in a city a rolled DR, DL1 or AS becomes EX', () => {
    const s = game({ '2816': ['fs-i'], '2815': ['us-1ad'] });
    for (const r of ['DR', 'DL1', 'AS']) {
      expect(resultConversions(module, s, battle('allied', '2816', ['fs-i']), r)).toMatchObject({
        result: 'EX',
        rule: '13.11',
        mayRetreat: false,
      });
    }
    expect(resultConversions(module, s, battle('allied', '2816', ['fs-i']), 'DE').result).toBe('DE');
  });

  it('13.18: outside a city the defender may take a DL1 as DR when the whole force can retreat', () => {
    const s = game({ '1916': ['fs-ii', 'fs-iii'], '1915': ['us-1ad'] });
    expect(resultConversions(module, s, battle('allied', '1916', ['fs-ii', 'fs-iii']), 'DL1')).toMatchObject({
      result: 'DL1',
      mayRetreat: true,
    });
    const boxed = game({
      '1916': ['fs-ii'],
      '1915': ['us-1ad'],
      '2015': ['us-2ad'],
      '2016': ['us-1id'],
      '1917': ['us-3id'],
      '1816': ['us-9id'],
      '1815': ['us-34id'],
    });
    expect(resultConversions(module, boxed, battle('allied', '1916', ['fs-ii']), 'DL1').mayRetreat).toBe(false);
  });

  it('13.25: the Axis may reroll an AS against the 1/2GGB, which can never take DL1 as a retreat', () => {
    const s = game({ '1422': ['uk-ggb'], '1421': ['de-1ss'] });
    expect(resultConversions(module, s, battle('axis', '1422', ['uk-ggb']), 'AS')).toMatchObject({
      result: 'AS',
      mayReroll: true,
    });
    expect(resultConversions(module, s, battle('axis', '1422', ['uk-ggb']), 'DL1')).toMatchObject({
      mayReroll: false,
      mayRetreat: false,
    });
    const t = game({ '1916': ['us-1id'], '1915': ['de-1ss'] });
    expect(resultConversions(module, t, battle('axis', '1916', ['us-1id']), 'AS').mayReroll).toBe(false);
  });

  it('13.24 + 13.26: one unit attacks Gibraltar from 1421; the coastal garrison gets naval gunfire 1L', () => {
    const p = battlePreview(module, game({ '1422': ['uk-ggb'], '1421': ['de-1ss'] }), 'axis', '1422', ['de-1ss'], all);
    expect([p.attack, p.defense, p.odds, shifts(p), p.column]).toEqual([
      8,
      6,
      '1:1',
      ['naval.defender -1 13.26'],
      '1:2',
    ]);
  });
});

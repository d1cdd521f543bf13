// Rulebook worked examples that need only the movement, ZOC, stacking, supply and combat systems and that no
// system's own test file covered. The index of every worked example and its test is WORKED-EXAMPLES.md (here).
import { describe, expect, it } from 'vitest';
import type { ChartDef, MapDef } from '../core/module.js';
import { createPointGraph } from '../geometry/points.js';
import { textMap } from './testing/textmap.js';
import { reachable } from './movement.js';
import { stackingState, type StackUnit } from './stacking.js';
import { supplyReach, type SupplyRules } from './supply.js';
import { zocOf, type MapUnit } from './zoc.js';
import { hexField } from './testing/hexfield.js';
import { crtFromChart } from './combat/crt.js';
import { resolveOddsBattle } from './combat/resolve.js';
import { strength, type FactorModifier } from './combat/modifiers.js';
import { fireRetreatSpaces, fireWinner } from './combat/fire.js';
import { lossNumberPlans } from './combat/loss-number.js';
import { advanceOptions } from './combat/advance.js';

describe('Crusade §2.1.2 note (digest T-01): Connected is not Adjacent', () => {
  // Fixture: a fragment of the Campaign start position (the map is not in the rulebook text). Madrid reaches
  // Barcelona through Republican spaces along the coast; the Aragon route runs through Nationalist Zaragoza.
  const names = [
    'Madrid',
    'Cuenca',
    'Valencia',
    'Castellon',
    'Tortosa',
    'Tarragona',
    'Barcelona',
    'Guadalajara',
    'Zaragoza',
    'Lerida',
  ];
  const map: MapDef = {
    kind: 'points',
    terrain: [],
    hexes: [],
    hexsides: [],
    boxes: [],
    prov: { source: 'reconstructed', reason: 'test fixture' },
    spaces: names.map((id, i) => ({ id, name: id, x: i, y: 0 })),
    connections: [
      ['Madrid', 'Cuenca'],
      ['Cuenca', 'Valencia'],
      ['Valencia', 'Castellon'],
      ['Castellon', 'Tortosa'],
      ['Tortosa', 'Tarragona'],
      ['Tarragona', 'Barcelona'],
      ['Madrid', 'Guadalajara'],
      ['Guadalajara', 'Zaragoza'],
      ['Zaragoza', 'Lerida'],
      ['Lerida', 'Barcelona'],
    ].map(([a, b]) => ({ a: a!, b: b!, type: 'solid' })),
  };
  const g = createPointGraph(map);
  // §2.1.2: Connected = a path of Adjacent spaces all controlled by that side (any length, like Crusade 13.1 supply)
  const connected = (a: string, b: string, controlled: ReadonlySet<string>) => {
    const rules: SupplyRules = { ref: 'Crusade 2.1.2', maxLength: Infinity, blockedNode: (n) => !controlled.has(n) };
    return supplyReach(g, [{ node: a }], rules).length(b) < Infinity;
  };
  const rep = new Set(names.filter((n) => n !== 'Zaragoza'));

  it('"Madrid is Connected to Barcelona at the start of the Campaign Game", though not Adjacent', () => {
    expect(g.neighborsVia('Madrid', ['solid', 'river', 'beachHeadArrow'])).not.toContain('Barcelona');
    expect(connected('Madrid', 'Barcelona', rep)).toBe(true);
  });

  it('cut the coast road (Tortosa Nationalist) and the only other way runs through Zaragoza: not Connected', () => {
    expect(connected('Madrid', 'Barcelona', new Set([...rep].filter((n) => n !== 'Tortosa')))).toBe(false);
  });
});

describe('Crusade §11.2.9 examples 2 and 3 (digest T-12, T-13): winners, losses and the advance', () => {
  it('T-12: REP LN 2 eliminates a lone full NAT division, NAT LN 2 too: nobody wins, no retreat, REP may still advance', () => {
    const plan = lossNumberPlans([{ id: 'natDiv', lf: 1, steps: 2 }], 2);
    expect(plan.best).toBe(2);
    expect(plan.plans[0]!.losses).toEqual([{ unit: 'natDiv', steps: 2, lf: 1, eliminated: true }]);
    expect(fireWinner(2, 2)).toBe('none');
    expect(fireRetreatSpaces(2, 2, true)).toBe(0);
    // §11.5.2: the advance needs only the emptied space, not a win
    const adv = advanceOptions({
      ref: 'Crusade 11.5.2',
      defender: 'Oviedo',
      defenderEmpty: true,
      maxNodes: 1,
      canEnter: () => true,
      isEmpty: () => true,
    });
    expect(adv.paths).toEqual([['Oviedo']]);
  });

  it('T-13: NAT LN 2 against a reduced division (one step left), REP LN 1: NAT wins, only one loss is absorbed', () => {
    const plan = lossNumberPlans([{ id: 'repDiv', lf: 1, steps: 1 }], 2);
    expect(plan.best).toBe(1);
    expect(plan.plans[0]!.losses).toEqual([{ unit: 'repDiv', steps: 1, lf: 1, eliminated: true }]);
    expect(fireWinner(2, 1)).toBe('attacker');
  });
});

// TEST placeholder CRT: the ground CRT is missing from the rulebook; the only real cell here is the one the
// §19 example gives (3-1, a roll of 3: EX), and the 1-6 left edge of §9.03 (attrition attacks need 1-6 or
// better). Every other cell is "c<column>r<row>" so a wrong read shows.
const cols = ['1-6', '1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1'];
const sfeChart: ChartDef = {
  id: 'sfe-crt',
  name: 'Ground CRT (test placeholder)',
  kind: 'crt',
  columns: cols,
  rows: [1, 2, 3, 4, 5, 6].map((r) => ({
    key: String(r),
    cells: cols.map((c) => (c === '3-1' && r === 3 ? 'EX' : `c${c}r${r}`)),
  })),
  data: { beyond: 'noAttack' },
  prov: {
    source: 'reconstructed',
    reason: 'test placeholder: only the 3-1 / 3 = EX cell is from the rulebook (SFE §19 example)',
  },
};

describe('SFE §9.03 example (digest T05): attrition attacks at 1-6 or better', () => {
  const crt = crtFromChart(sfeChart);
  const attack = (a: number, d: number) =>
    resolveOddsBattle({
      crt,
      attackers: [{ id: 'A', factor: a }],
      defenders: [{ id: 'D', factor: d }],
      options: { sep: '-' },
      rollDie: () => 3,
    });

  it('five 4-6-3 corps (20) on German A (10) is 2-1, one (4) on German B (10) is 1-3: both on the table, so legal', () => {
    expect([attack(20, 10).final.label, attack(4, 10).final.label]).toEqual(['2-1', '1-3']);
    expect(attack(20, 10).result).not.toBeNull();
    expect(attack(4, 10).result).not.toBeNull();
    // the 1-6 edge itself (beyond the example): 4 vs 20 = 1-5 may be fought, 4 vs 28 = 1-7 may not
    expect(attack(4, 20).result).not.toBeNull();
    expect(attack(4, 28).result).toBeNull();
  });
});

describe('SFE §19 example of air/naval combat, step 16 (digest T23): the assault on Dover', () => {
  const amphibious: FactorModifier = {
    source: 'amphibious',
    multiply: 0.5,
    round: 'none',
    ref: 'SFE 19.44',
    reason: 'amphibious assault',
  };

  it('4-4-4 halved to 2, two B 2 4 14 bombers capped at 2, 24 shore factors / 10 = 2.4 capped at 2: 6 vs 2 = 3-1, a 3 is EX', () => {
    const ground = strength([{ id: '4-4-4', factor: 4, modifiers: [amphibious] }]).total;
    expect(ground).toBe(2);
    const out = resolveOddsBattle({
      crt: crtFromChart(sfeChart),
      attackers: [
        { id: '4-4-4', factor: 4, modifiers: [amphibious] },
        {
          id: 'bombers',
          factor: 4 + 4,
          cap: { max: ground, ref: 'SFE 16.12', reason: 'air support up to the effective ground factors' },
        },
        {
          id: 'DD F 30 48 24 F',
          factor: 24,
          modifiers: [
            {
              source: 'shore',
              multiply: 1 / 10,
              round: 'none',
              ref: 'SFE 19.23',
              reason: 'shore bombardment factors / 10',
            },
          ],
          cap: { max: ground, ref: 'SFE 19.23', reason: 'shore bombardment up to the effective ground factors' },
        },
      ],
      defenders: [{ id: '2-2-4', factor: 2 }],
      options: { sep: '-' },
      rollDie: () => 3,
    });
    expect(out.attack.parts.map((p) => p.effective)).toEqual([2, 2, 2]);
    expect(out.attack.total).toBe(6);
    expect([out.odds.label, out.final.label, out.result]).toEqual(['3-1', '3-1', 'EX']);
  });
});

describe('SFE §19.43 example (digest T25): at most two corps assault a hex, reduced corps and divisions count 1/2', () => {
  const { map, graph } = textMap(['..']);
  const rules = { limit: 2, neverWithEnemy: true };
  const corps = (id: string, stackPoints: number): StackUnit => ({ id, node: '0101', side: 'axis', stackPoints });

  it('"one corps, one reduced strength corps, and one division": 1 + 1/2 + 1/2 = 2 fits; a third full corps does not', () => {
    const st = stackingState(
      graph,
      map,
      [corps('corps', 1), corps('reduced', 0.5), corps('division', 0.5)],
      'axis',
      rules,
    );
    expect(st.used('0101')).toBe(2);
    expect(st.used('0101')).toBeLessThanOrEqual(st.limit('0101'));
    expect(st.canAdd('0101', 1)).toBe(false);
    const two = stackingState(graph, map, [corps('a', 1)], 'axis', rules);
    expect(two.canAdd('0101', 1)).toBe(true);
  });
});

describe('SFE optional §28.01d (digest T40): a stack projects the ZOC of its strongest unit', () => {
  // §28.01b-c: a corps with more than 1 and fewer than 4 (effective) attack factors exerts a limited ZOC, one with
  // 4 or more a normal ZOC. Classifying units is the game's job; the systems take the two fields.
  const zocType = (attack: number) => (attack >= 4 ? 'normal' : attack > 1 ? 'limited' : 'none');
  const { map, graph } = textMap(['.....', '.....', '.....']);
  const fields = (stack: { id: string; attack: number }[]) => {
    const units = stack.map((u): MapUnit & { attack: number } => ({ ...u, node: '0402', side: 'soviet' }));
    return {
      normal: zocOf(
        graph,
        map,
        units.filter((u) => zocType(u.attack) === 'normal'),
      ),
      limited: zocOf(
        graph,
        map,
        units.filter((u) => zocType(u.attack) === 'limited'),
      ),
    };
  };
  const moveNextTo = (f: ReturnType<typeof fields>) =>
    reachable(graph, map, '0202', {
      profile: { terrain: { clear: 1 } },
      mp: 6,
      ezoc: f.normal,
      zoc: { limited: { ezoc: f.limited, enterFromZoc: 2, leave: 1 } },
    }).get('0302')!;

  it('three 2-4-3 INF XXX together still project only a limited ZOC: the mover is not stopped', () => {
    const f = fields([
      { id: 'a', attack: 2 },
      { id: 'b', attack: 2 },
      { id: 'c', attack: 2 },
    ]);
    expect(f.normal.nodes()).toEqual([]);
    expect(f.limited.has('0302')).toBe(true);
    expect(moveNextTo(f).mustStop).toBe(false);
  });

  it('add one 4-attack corps to the stack and its normal ZOC stops the mover', () => {
    const f = fields([
      { id: 'a', attack: 2 },
      { id: 'b', attack: 2 },
      { id: 'c', attack: 2 },
      { id: 'd', attack: 4 },
    ]);
    expect(moveNextTo(f).mustStop).toBe(true);
  });
});

describe('Our War XIV.3 / Fig. 18 (Ebro digest EX-6): indirect fire through an observer', () => {
  // Fixture (the figure is lost): HQ V Corps in 0101, reorganisation range 6 hexes (Fig. 12); its 1st Artillery
  // Group in 0105; Bn 1/151 (the observer) in 0505, adjacent to the National 3rd battery in 0605. Effective
  // artillery range 5 is a fixture value ("within its range"); observer and target are parameters for the variants.
  const g = hexField(10, 10);
  const hq = '0101';
  const artillery = '0105';
  const canIndirect = (battery: string, observer: string, ezoc: ReadonlySet<string>, artilleryRange = 5) => {
    // VII.2.2 range along a path of at most 6 hexes that enters no enemy ZOC (the units' own hexes are left, not entered)
    const zoc = new Set([...ezoc, ...g.neighbors(battery)]); // the battery's own ZOC counts too
    const rules: SupplyRules = {
      ref: 'Our War VII.2.2',
      maxLength: 6,
      enemyZoc: (h) => zoc.has(h),
      enemyOccupied: (h) => h === battery,
    };
    const reach = supplyReach(g, [{ node: hq }], rules);
    return (
      g.neighbors(observer).includes(battery) && // adjacent: the observer sees it (XIV.2)
      reach.length(observer) <= 6 &&
      reach.length(artillery) <= 6 &&
      g.distance!(artillery, battery) <= artilleryRange
    );
  };

  it('the battery is 5 hexes from the artillery group and the observer is adjacent to it: indirect fire is allowed', () => {
    expect(g.distance!(artillery, '0605')).toBe(5);
    expect(canIndirect('0605', '0505', new Set())).toBe(true);
  });

  it('an enemy ZOC on the observer-HQ path forbids it (XIV.3: "no enemy ZOCs along the communication path")', () => {
    expect(canIndirect('0605', '0505', new Set(['0404', '0405', '0504', '0406', '0305', '0304']))).toBe(false);
  });

  it('a target one hex beyond the artillery range is out, whatever the observer', () => {
    expect(g.distance!(artillery, '0704')).toBe(6);
    expect(canIndirect('0704', '0604', new Set())).toBe(false);
    expect(canIndirect('0704', '0604', new Set(), 6)).toBe(true); // the same set-up is fine one hex more of range
  });
});

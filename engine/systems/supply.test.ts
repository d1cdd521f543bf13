import { describe, expect, it } from 'vitest';
import { supplyReach, traceSupply, type SupplyRules } from './supply.js';
import { limitedSourceCapacity } from './supply-limited.js';
import { hexField, hexId } from './testing/hexfield.js';
import { pointGraph } from './testing/pointgraph.js';

const base: SupplyRules = { ref: 'Isabella 11.3', maxLength: 5 };
const contiguous = (g: ReturnType<typeof hexField>, path: string[]) =>
  path.every((h, i) => i === 0 || g.neighbors(path[i - 1]!).includes(h));

describe('hex field fixture', () => {
  it('has six symmetric neighbours inside and a hex distance', () => {
    const g = hexField(6, 6);
    const n = g.neighbors('0303');
    expect(n).toHaveLength(6);
    for (const x of n) expect(g.neighbors(x)).toContain('0303');
    expect(g.distance!('0101', '0106')).toBe(5);
  });
});

describe('supply: length limit (Isabella 11.3)', () => {
  const g = hexField(1, 12); // one column: a straight line 0101..0112
  it('a unit 5 hexes from the source is supplied, 6 is not (the source hex counts as entered)', () => {
    const res = traceSupply(
      g,
      [{ node: '0101', label: 'beachhead' }],
      [
        { id: 'five', node: '0106' },
        { id: 'six', node: '0107' },
      ],
      base,
    );
    expect(res.get('five')!.supplied).toBe(true);
    expect(res.get('five')!.path).toEqual(['0106', '0105', '0104', '0103', '0102', '0101']);
    expect(res.get('five')!.reason).toMatch(/11\.3.*beachhead/);
    expect(res.get('six')!.supplied).toBe(false);
    expect(res.get('six')!.how).toBe('none');
  });
  it('a unit in the source hex is supplied with a one-hex path', () => {
    const res = traceSupply(g, [{ node: '0104' }], [{ id: 'u', node: '0104' }], base);
    expect(res.get('u')!.path).toEqual(['0104']);
  });
  it('rejects unknown nodes with a clear error', () => {
    expect(() => traceSupply(g, [{ node: '9999' }], [], base)).toThrow(/source "9999"/);
    expect(() => traceSupply(g, [{ node: '0101' }], [{ id: 'u', node: 'x' }], base)).toThrow(/"x"/);
  });
});

describe('supply: blocking terrain, hexsides, enemy units and EZOC (Isabella 11.3, 7.4)', () => {
  const g = hexField(3, 8);
  const src = [{ node: '0201' }];
  it('an all-sea hex forces a detour', () => {
    const open = traceSupply(g, src, [{ id: 'u', node: '0206' }], base).get('u')!;
    expect(open.supplied).toBe(true);
    const sea = new Set(['0202', '0203', '0204', '0205', '0102', '0103', '0104', '0302', '0303', '0304']);
    const blocked = traceSupply(g, src, [{ id: 'u', node: '0206' }], { ...base, blockedNode: (h) => sea.has(h) });
    expect(blocked.get('u')!.supplied).toBe(false);
  });
  it('an all-sea hexside cannot be crossed', () => {
    const line = hexField(1, 4);
    const rules: SupplyRules = { ...base, blockedEdge: (a, b) => [a, b].sort().join('/') === '0102/0103' };
    expect(traceSupply(line, [{ node: '0101' }], [{ id: 'u', node: '0104' }], rules).get('u')!.supplied).toBe(false);
    expect(traceSupply(line, [{ node: '0101' }], [{ id: 'u', node: '0102' }], rules).get('u')!.supplied).toBe(true);
  });
  it('enemy units block; EZOC blocks unless a friendly unit is in the hex', () => {
    const line = hexField(1, 5);
    const u = [{ id: 'u', node: '0105' }];
    const enemy: SupplyRules = { ...base, enemyOccupied: (h) => h === '0103' };
    expect(traceSupply(line, [{ node: '0101' }], u, enemy).get('u')!.supplied).toBe(false);
    const zoc: SupplyRules = { ...base, enemyZoc: (h) => h === '0103' };
    expect(traceSupply(line, [{ node: '0101' }], u, zoc).get('u')!.supplied).toBe(false);
    const negated: SupplyRules = { ...zoc, friendlyOccupied: (h) => h === '0103' };
    expect(traceSupply(line, [{ node: '0101' }], u, negated).get('u')!.supplied).toBe(true);
    // SFE 6.13/23.13 variant: friendly units do not negate EZOC.
    const sfe: SupplyRules = { ...negated, friendlyNegatesZoc: false };
    expect(traceSupply(line, [{ node: '0101' }], u, sfe).get('u')!.supplied).toBe(false);
  });
  it("the unit's own hex is left, not entered: a unit standing in an EZOC can still trace out", () => {
    const line = hexField(1, 4);
    const rules: SupplyRules = { ...base, enemyZoc: (h) => h === '0104', friendlyNegatesZoc: false };
    expect(traceSupply(line, [{ node: '0101' }], [{ id: 'u', node: '0104' }], rules).get('u')!.supplied).toBe(true);
  });
  it('the source hex itself never blocks by default; it can be made to', () => {
    const line = hexField(1, 3);
    const rules: SupplyRules = { ...base, enemyZoc: (h) => h === '0101' };
    expect(traceSupply(line, [{ node: '0101' }], [{ id: 'u', node: '0103' }], rules).get('u')!.supplied).toBe(true);
    const strict = { ...rules, sourceNeverBlocks: false };
    expect(traceSupply(line, [{ node: '0101' }], [{ id: 'u', node: '0103' }], strict).get('u')!.supplied).toBe(false);
  });
});

describe('supply: unlimited along roads after the first hexes (Isabella 11.3)', () => {
  const g = hexField(4, 30);
  // A road runs down column 1 from the source 0101 to 0130.
  const road = (a: string, b: string) => a.startsWith('01') && b.startsWith('01');
  const rules: SupplyRules = { ...base, network: { label: 'road', ref: 'Isabella 11.3', edge: road } };
  it('a unit 3 hexes off a 29-hex road is supplied; its path runs along the road to the source', () => {
    const r = traceSupply(g, [{ node: '0101' }], [{ id: 'u', node: '0428' }], rules).get('u')!;
    expect(r.supplied).toBe(true);
    expect(r.length).toBe(3);
    expect(r.path![0]).toBe('0428');
    expect(r.path![r.path!.length - 1]).toBe('0101');
    expect(contiguous(g, r.path!)).toBe(true);
    expect(r.reason).toMatch(/along the road/);
  });
  it('5 hexes from the road is enough, 6 is not', () => {
    const wide = hexField(7, 10);
    const res = traceSupply(
      wide,
      [{ node: '0101' }],
      [
        { id: 'five', node: hexId(6, 9) },
        { id: 'six', node: hexId(7, 9) },
      ],
      { ...rules },
    );
    expect(res.get('five')!.supplied).toBe(true);
    expect(res.get('six')!.supplied).toBe(false);
  });
  it('an enemy unit on the road cuts it: beyond the cut the road no longer leads to the source', () => {
    const cut: SupplyRules = { ...rules, enemyOccupied: (h) => h === '0115' };
    expect(traceSupply(g, [{ node: '0101' }], [{ id: 'u', node: '0428' }], cut).get('u')!.supplied).toBe(false);
  });
  it('a road hex with an extra network condition (SFE 23.11: controlled rail) is not joined', () => {
    const sfe: SupplyRules = { ...rules, maxLength: 6, network: { ...rules.network!, node: (h) => h !== '0110' } };
    expect(traceSupply(g, [{ node: '0101' }], [{ id: 'u', node: '0128' }], sfe).get('u')!.supplied).toBe(false);
  });
});

describe('supply: in-place rules (Isabella 11.3 coastal, 11.4-11.5 always supplied)', () => {
  const g = hexField(1, 20);
  const coastal = new Set(['0120']);
  const rules: SupplyRules = {
    ...base,
    inPlace: [
      {
        id: 'coastal',
        ref: 'Isabella 11.3',
        reason: 'Allied unit in a coastal hex, that hex only',
        applies: (u) => coastal.has(u.node),
      },
      {
        id: 'always',
        ref: 'Isabella 11.5',
        reason: 'Spanish units are always in supply',
        applies: (u) => u.id.startsWith('es-'),
      },
    ],
  };
  it('a unit in a coastal hex is supplied there; one hex inland it is not', () => {
    const res = traceSupply(
      g,
      [{ node: '0101' }],
      [
        { id: 'us1', node: '0120' },
        { id: 'us2', node: '0119' },
      ],
      rules,
    );
    expect(res.get('us1')).toMatchObject({ supplied: true, how: 'coastal' });
    expect(res.get('us1')!.path).toBeUndefined();
    expect(res.get('us2')!.supplied).toBe(false);
  });
  it('always-supplied units need no path; a traced path is still reported when one exists', () => {
    const res = traceSupply(
      g,
      [{ node: '0101' }],
      [
        { id: 'es-1', node: '0115' },
        { id: 'es-2', node: '0103' },
      ],
      rules,
    );
    expect(res.get('es-1')).toMatchObject({ supplied: true, how: 'always' });
    expect(res.get('es-2')).toMatchObject({ supplied: true, how: 'path', inPlace: ['always'] });
  });
});

describe('supply: length in MP (Our War VIII.2.1) and unlimited friendly spaces (Crusade 13.1)', () => {
  it('rough hexes cost 2 MP; a 6 MP trace reaches 6 clear hexes but only 3 rough ones', () => {
    const g = hexField(1, 10);
    const rough = (h: string) => h > '0101';
    const rules: SupplyRules = { ref: 'Our War VIII.2.1', maxLength: 6, enterCost: (_f, to) => (rough(to) ? 2 : 1) };
    const reach = supplyReach(g, [{ node: '0101' }], rules);
    // Path from 0104 enters 0103 (2), 0102 (2), 0101 (1) = 5; from 0105: 7.
    expect(reach.length('0104')).toBe(5);
    expect(reach.length('0105')).toBe(Infinity);
    expect(reach.reached().sort()).toEqual(['0101', '0102', '0103', '0104']);
  });
  it('an impassable step (cost null) is never taken', () => {
    const g = hexField(1, 4);
    const rules: SupplyRules = {
      ref: 'x',
      maxLength: 10,
      enterCost: (f, t) => (f === '0103' && t === '0102' ? null : 1),
    };
    expect(supplyReach(g, [{ node: '0101' }], rules).length('0104')).toBe(Infinity);
  });
  it('Crusade: any length through friendly-controlled spaces only', () => {
    const g = hexField(1, 40);
    const rules: SupplyRules = { ref: 'Crusade 13.1', maxLength: Infinity, blockedNode: (h) => h === '0130' };
    const res = traceSupply(
      g,
      [{ node: '0101' }],
      [
        { id: 'a', node: '0129' },
        { id: 'b', node: '0131' },
      ],
      rules,
    );
    expect(res.get('a')!.supplied).toBe(true);
    expect(res.get('b')!.supplied).toBe(false);
  });
  it('Our War Fig. 12 (EX-2): a range blocked by EZOC on the short route and 7 > 6 on the long one fails', () => {
    // Fixture: HQ at 0101; the unit at 0106 is 5 hexes away down column 1; an enemy ZOC covers 0103-0104 of
    // that column and 0203-0204 of column 2, so the only route swings out to column 3 and is 7 long.
    const g = hexField(3, 8);
    const zoc = new Set(['0103', '0104', '0203', '0204']);
    const rules: SupplyRules = { ref: 'Our War VII.2.2', maxLength: 6, enemyZoc: (h) => zoc.has(h) };
    const reach = supplyReach(g, [{ node: '0101' }], rules);
    expect(g.distance!('0101', '0106')).toBe(5);
    expect(reach.length('0106')).toBe(Infinity);
    const long = supplyReach(g, [{ node: '0101' }], { ...rules, maxLength: 7 });
    expect(long.length('0106')).toBe(7);
    expect(long.pathFrom('0106')!.some((h) => zoc.has(h))).toBe(false);
    // Shared-ZOC hexes do not block (VI.2): the caller reports only uncancelled EZOC; with none, 5 is enough.
    expect(supplyReach(g, [{ node: '0101' }], { ...rules, enemyZoc: () => false }).length('0106')).toBe(5);
  });
});

describe('supply: a whole side (500 units, 100x100 hexes)', () => {
  it('traces every unit around a wall of sea (its time: npm run bench, (b))', () => {
    const g = hexField(100, 100);
    const sea = new Set<string>();
    for (let r = 10; r <= 90; r++) sea.add(hexId(50, r)); // a long wall to make paths non-trivial
    const units = Array.from({ length: 500 }, (_, i) => ({
      id: `u${i}`,
      node: hexId(1 + ((i * 37) % 100), 1 + ((i * 53) % 100)),
    }));
    const rules: SupplyRules = {
      ref: 'perf',
      maxLength: 6,
      blockedNode: (h) => sea.has(h),
      network: {
        label: 'road',
        ref: 'perf',
        edge: (a, b) => a.slice(2) === b.slice(2) && Number(a.slice(2)) % 7 === 0,
      },
    };
    const sources = [{ node: '0101' }, { node: '9999' }];
    const first = traceSupply(g, sources, units, rules); // builds the indexed graph once (cached per map)
    const res = traceSupply(g, sources, units, rules);
    expect(res).toEqual(first);
    expect(res.size).toBe(500);
    const supplied = [...res.values()].filter((r) => r.supplied).length;
    expect(supplied).toBeGreaterThan(0);
    expect(supplied).toBeLessThan(500);
  });
});

describe('supply: jumps (Crusade 13.1.4 sea leg between two ports of one sea zone)', () => {
  // Two land masses: A (source side) and B, linked only by sea between port pA and port pB.
  const g = pointGraph([
    ['src', 'a1'],
    ['a1', 'pA'],
    ['pB', 'b1'],
    ['b1', 'b2'],
    ['pC', 'c1'],
  ]);
  const sea: Record<string, string[]> = { pA: ['pB'], pB: ['pA', 'pC'], pC: ['pB'] };
  const rules: SupplyRules = {
    ref: 'Crusade 13.1',
    maxLength: Infinity,
    jumps: { label: 'sea leg', ref: 'Crusade 13.1.4', max: 1, links: (n) => sea[n] ?? [] },
  };
  it('a unit overland-connected to a port reaches the source through one sea leg; the path shows the jump', () => {
    const r = traceSupply(g, [{ node: 'src' }], [{ id: 'u', node: 'b2' }], rules).get('u')!;
    expect(r.supplied).toBe(true);
    expect(r.path).toEqual(['b2', 'b1', 'pB', 'pA', 'a1', 'src']);
    expect(r.reason).toMatch(/sea leg \(Crusade 13\.1\.4\)/);
  });
  it('at most two ports: a second sea leg (pA -> pB -> pC) is not allowed', () => {
    expect(traceSupply(g, [{ node: 'src' }], [{ id: 'u', node: 'c1' }], rules).get('u')!.supplied).toBe(false);
    const two = { ...rules, jumps: { ...rules.jumps!, max: 2 } };
    expect(traceSupply(g, [{ node: 'src' }], [{ id: 'u', node: 'c1' }], two).get('u')!.path).toEqual([
      'c1',
      'pC',
      'pB',
      'pA',
      'a1',
      'src',
    ]);
  });
  it('an enemy-held port cannot be sailed from', () => {
    const blocked = { ...rules, blockedNode: (n: string) => n === 'pA' };
    expect(traceSupply(g, [{ node: 'src' }], [{ id: 'u', node: 'b2' }], blocked).get('u')!.supplied).toBe(false);
  });
});

describe('supply: Isabella 11.3-11.5 all together', () => {
  // 10 x 12 field. Beachhead at 0101; a road runs along row 01 from 0101 to 1001 and down column 10 to 1012.
  // German source 4212 stands in for the far corner 1012. Hexes of column 05 rows 05-12 are all-sea; coastal
  // hexes are those next to the sea. An Axis unit sits on the road at 0601; its ZOC covers its neighbours.
  const g = hexField(10, 12);
  const sea = new Set(Array.from({ length: 8 }, (_, i) => hexId(5, 5 + i)));
  const coastal = (h: string) => !sea.has(h) && g.neighbors(h).some((n) => sea.has(n));
  const road = (a: string, b: string) =>
    (a.slice(2) === '01' && b.slice(2) === '01') || (a.startsWith('10') && b.startsWith('10'));
  const axisUnits = new Set(['0601']);
  const axisZoc = new Set([...axisUnits].flatMap((h) => g.neighbors(h)));
  const allied: SupplyRules = {
    ref: 'Isabella 11.3',
    maxLength: 5,
    blockedNode: (h) => sea.has(h),
    enemyOccupied: (h) => axisUnits.has(h),
    enemyZoc: (h) => axisZoc.has(h),
    friendlyOccupied: (h) => h === '0502', // an Allied unit stands in 0502, negating the EZOC there (7.4)
    network: { label: 'road', ref: 'Isabella 11.3', edge: road },
    inPlace: [
      {
        id: 'coastal',
        ref: 'Isabella 11.3',
        reason: 'in a coastal hex',
        applies: (u) => u.id.startsWith('us') && coastal(u.node),
      },
      {
        id: 'portugal',
        ref: 'Isabella 11.5',
        reason: 'Portuguese unit in Portugal',
        applies: (u) => u.id.startsWith('pt') && u.node.startsWith('01'),
      },
    ],
  };
  it('Allied units: near the beachhead, cut off by the Axis road block, coastal, Portuguese at home', () => {
    const res = traceSupply(
      g,
      [{ node: '0101', label: 'beachhead' }],
      [
        { id: 'us-near', node: '0404' },
        { id: 'us-east', node: '0904' }, // the road past 0601 is cut; 0904 is 8+ hexes from 0101 off-road
        { id: 'us-coast', node: '0407' },
        { id: 'pt-home', node: '0112' },
        { id: 'us-inland', node: '0310' },
      ],
      allied,
    );
    expect(res.get('us-near')!.how).toBe('path');
    expect(res.get('us-east')!.supplied).toBe(false);
    expect(res.get('us-coast')).toMatchObject({ supplied: true, how: 'coastal' });
    expect(res.get('pt-home')).toMatchObject({ supplied: true, how: 'portugal' });
    expect(res.get('us-inland')!.supplied).toBe(false);
    // No path ever enters the Axis unit's hex, nor an EZOC hex without a friendly unit.
    for (const r of res.values())
      for (const h of (r.path ?? []).slice(1)) {
        expect(axisUnits.has(h)).toBe(false);
        expect(axisZoc.has(h) && h !== '0502').toBe(false);
      }
  });
  it('German units trace to their own source only, along the same road, with no coastal supply (11.4)', () => {
    const german: SupplyRules = { ...allied, enemyOccupied: () => false, enemyZoc: () => false, inPlace: [] };
    const res = traceSupply(
      g,
      [{ node: '1012', label: '4212' }],
      [
        { id: 'de-1', node: '0303' },
        { id: 'de-2', node: '0407' },
      ],
      german,
    );
    expect(res.get('de-1')!.source).toBe('1012');
    expect(res.get('de-1')!.reason).toMatch(/along the road to 4212/);
    // 0407 is coastal but 6 hexes from the road: a German unit there is out of supply (no coastal supply).
    expect(coastal('0407')).toBe(true);
    expect(res.get('de-2')!.supplied).toBe(false);
  });
});

describe('Our War Fig. 11 (EX-1): a range cannot cross a water course without a fixed crossing', () => {
  it("the unit across the river is out of the HQ's range; with a bridge it is in", () => {
    const g = hexField(1, 6);
    const river = (a: string, b: string) => [a, b].sort().join('/') === '0103/0104';
    const rules: SupplyRules = { ref: 'Our War VII.2.1', maxLength: 6, blockedEdge: river };
    expect(supplyReach(g, [{ node: '0101' }], rules).length('0105')).toBe(Infinity);
    expect(supplyReach(g, [{ node: '0101' }], { ...rules, blockedEdge: () => false }).length('0105')).toBe(4);
  });
});

describe('supply: limited sources (SFE 23.11(4))', () => {
  it('T28: Leningrad with 4 clear adjacent hexes free of Axis units and ZOC supplies up to 4 corps', () => {
    const g = hexField(5, 5);
    const around = g.neighbors('0303');
    const bad = new Set([around[0]!, around[1]!]); // one in Axis ZOC, one not clear
    const cap = limitedSourceCapacity(g, '0303', (n) => !bad.has(n));
    expect(cap.capacity).toBe(4);
    expect(() => limitedSourceCapacity(g, 'Leningrad', () => true)).toThrow(/"Leningrad"/);
  });
});

describe('supply: a jump may not land in a node the path cannot enter', () => {
  it('Crusade 13.1.4: the far port must be friendly-controlled', () => {
    const g = pointGraph([
      ['src', 'pA'],
      ['pB', 'b1'],
    ]);
    const rules: SupplyRules = {
      ref: 'Crusade 13.1',
      maxLength: Infinity,
      blockedNode: (n) => n === 'pB',
      jumps: { label: 'sea leg', ref: 'Crusade 13.1.4', max: 1, links: (n) => (n === 'pA' ? ['pB'] : []) },
    };
    expect(traceSupply(g, [{ node: 'src' }], [{ id: 'u', node: 'b1' }], rules).get('u')!.supplied).toBe(false);
  });
});

describe('supply: nodes a path must not silently enter (Isabella 8.2, ambiguity 11: neutral Portugal)', () => {
  const g = hexField(1, 8);
  const portugal = new Set(['0104']);
  const rules: SupplyRules = {
    ref: 'Isabella 11.3',
    maxLength: 6,
    avoid: { label: 'neutral Portugal', ref: 'Isabella 8.2', test: (n) => portugal.has(n) },
  };
  it('a unit supplied only through Portugal is out of supply, with the conditional path for a prompt', () => {
    const r = traceSupply(
      g,
      [{ node: '0101' }],
      [
        { id: 'u', node: '0106' },
        { id: 'v', node: '0103' },
      ],
      rules,
    );
    expect(r.get('u')).toMatchObject({ supplied: false, conditional: { through: ['0104'] } });
    expect(r.get('u')!.conditional!.path).toEqual(['0106', '0105', '0104', '0103', '0102', '0101']);
    expect(r.get('u')!.reason).toMatch(/through neutral Portugal \(Isabella 8\.2\)/);
    expect(r.get('v')!.supplied).toBe(true);
    expect(r.get('v')!.conditional).toBeUndefined();
  });
});

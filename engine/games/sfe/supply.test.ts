import { describe, expect, it } from 'vitest';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { sourcesOf } from './sources.js';
import { fullReach, overland, overlandLength, PLAIN, realities, suppliedHexes, traceSupply } from './supply.js';
import { AXIS, type SfeVars, type Side, SOVIET } from './state.js';
import { graphOf } from './terrain.js';
import { zocOf } from './zoc.js';

const graph = graphOf(testModule);
/** The hexes exactly n steps from a hex. */
function ringAt(hex: string, n: number): string[] {
  const d = new Map([[hex, 0]]);
  const q = [hex];
  while (q.length > 0) {
    const h = q.shift()!;
    if (d.get(h)! >= n) continue;
    for (const x of graph.neighbors(h)) {
      if (d.has(x)) continue;
      d.set(x, d.get(h)! + 1);
      q.push(x);
    }
  }
  return [...d].filter(([, k]) => k === n).map(([h]) => h);
}

describe('supply determination (§23.1)', () => {
  it('§23.11(4) T28: Leningrad cut off, 4 clear neighbours free of Axis units and ZOC: it supplies 4 corps', () => {
    const control: Record<string, Side> = {};
    for (const h of Object.keys(controlBy1941())) control[h] = AXIS;
    for (const h of ['N:2730', ...graph.neighbors('N:2730')]) control[h] = SOVIET;
    const finns = piece('f', 'ger-inf', AXIS, 'N:2530');
    const sov = ['a', 'b', 'c'].map((id) => piece(id, 'sov-inf', SOVIET, 'N:2730'));
    const more = ['d', 'e'].map((id) => piece(id, 'sov-inf', SOVIET, 'N:2729'));
    const s = position([finns, ...sov, ...more], { control });
    const src = sourcesOf(testModule, s, SOVIET, zocOf(testModule, s, AXIS));
    expect(src.full.has('N:2730')).toBe(false);
    expect(src.limited.get('N:2730')).toBe(4);
    const t = traceSupply(testModule, s, SOVIET);
    expect(t.supplied.size).toBe(4);
    expect(Object.values(t.drawsOn)).toEqual(['N:2730', 'N:2730', 'N:2730', 'N:2730']);
    // Reduced corps count ½: three full and two reduced corps are 4 corps, all supplied.
    const reduced = more.map((p) => ({ ...p, steps: 1 }));
    const r = traceSupply(testModule, position([finns, ...sov, ...reduced], { control }), SOVIET);
    expect(r.supplied.size).toBe(5);
  });

  it('§23.11(3) Moscow is a full source, and rail joined to it carries supply (§23.13)', () => {
    const s = position([], { control: controlBy1941() });
    const src = sourcesOf(testModule, s, SOVIET, new Set());
    expect(src.full.has('C:3825')).toBe(true);
    expect(src.full.has('N:2730')).toBe(true);
  });

  it('§23.61(1) the five rail hexes leaving the east edge are Soviet full sources', () => {
    const s = position([], { control: controlBy1941() });
    const src = sourcesOf(testModule, s, SOVIET, new Set());
    const edge = testModule.map.hexes.filter((h) => h.features?.includes('supply-source')).map((h) => h.id);
    expect(edge.length).toBe(5);
    for (const h of edge) expect(src.full.has(h)).toBe(true);
  });

  it('§23.11(2) two German major cities joined by rail (Königsberg, Lodz...) are Axis full sources', () => {
    const s = position([], { control: controlBy1941() });
    const src = sourcesOf(testModule, s, AXIS, new Set());
    expect(src.full.has('C:4649')).toBe(true);
    expect(src.full.has('C:3825')).toBe(false);
  });

  it('§23.13 a unit more than 6 hexes overland from rail or a source is not supplied', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:3825')], { control: controlBy1941() });
    expect(traceSupply(testModule, s, AXIS).supplied.has('g')).toBe(false);
    expect(overlandLength(testModule, 'clear')).toBe(6);
    expect(overlandLength(testModule, 'mud')).toBeLessThan(6);
  });

  it('§6.13 a supply path may enter a hex in enemy ZOC but not pass through one', () => {
    const u = 'C:4032';
    const base = [piece('u', 'sov-inf', SOVIET, u)];
    const free = position(base, { control: controlBy1941() });
    expect(traceSupply(testModule, free, SOVIET).supplied.has('u')).toBe(true);
    const ring = ringAt(u, 2).map((h, i) => piece(`g${i}`, 'ger-inf', AXIS, h));
    const cut = position([...base, ...ring], { control: controlBy1941() });
    expect(traceSupply(testModule, cut, SOVIET).supplied.has('u')).toBe(false);
    // Its own hex in enemy ZOC: supplied, unless the strict reading of §23.13 is chosen.
    const near = position([...base, piece('g', 'ger-inf', AXIS, ringAt(u, 1)[0]!)], { control: controlBy1941() });
    expect(traceSupply(testModule, near, SOVIET).supplied.has('u')).toBe(true);
    const strict = position(near.pieces, { control: controlBy1941(), options: { supplyZocStrict: true } });
    expect(traceSupply(testModule, strict, SOVIET).supplied.has('u')).toBe(false);
  });
});

describe('supply worked out once a position (§23.13)', () => {
  it('§23.13 the same position asks its reach once; a draft changed in place since is worked out again', () => {
    const u = 'C:4032';
    const s = position([piece('u', 'sov-inf', SOVIET, u)], { control: controlBy1941() });
    const first = fullReach(testModule, s, SOVIET);
    expect(fullReach(testModule, s, SOVIET)).toBe(first);
    expect(suppliedHexes(testModule, s, SOVIET)(u)).toBe(true);
    // A draft's pieces change in place (a move replaces the piece): a ring of Germans two hexes out cuts the unit.
    s.pieces.push(...ringAt(u, 2).map((h, i) => piece(`g${i}`, 'ger-inf', AXIS, h)));
    expect(fullReach(testModule, s, SOVIET)).not.toBe(first);
    expect(suppliedHexes(testModule, s, SOVIET)(u)).toBe(false);
    expect(traceSupply(testModule, s, SOVIET).supplied.has('u')).toBe(false);
    // So does new weather: mud shortens the path, and a hex supplied in clear weather is no longer.
    const clear = position([], { control: controlBy1941() });
    const mud = overlandLength(testModule, 'mud');
    const far = [...fullReach(testModule, clear, SOVIET).toFull].find(([, d]) => d > mud && d <= 6)![0];
    expect(suppliedHexes(testModule, clear, SOVIET)(far)).toBe(true);
    const vars = clear.vars as unknown as SfeVars;
    vars.weather = { A: 'mud', B: 'mud', C: 'mud', D: 'mud', E: 'mud' };
    expect(suppliedHexes(testModule, clear, SOVIET)(far)).toBe(false);
  });
});

describe('supply path realities (optional §28.02)', () => {
  it('§28.02 a path entering a forest hex counts it 1½; a held hex in a limited enemy ZOC is passed at 1½', () => {
    const forest = 'C:4428';
    const s = position([], { control: controlBy1941(), options: { supplyRealities: true } });
    const near = graph
      .neighbors(forest)
      .find((n) => testModule.map.hexes.find((h) => h.id === n)?.terrain === 'clear')!;
    expect(overland(testModule, s, SOVIET, [forest], new Set(), 6, PLAIN).get(near)).toBe(1);
    expect(overland(testModule, s, SOVIET, [forest], new Set(), 6, realities(testModule, s, SOVIET)).get(near)).toBe(
      1.5,
    );
    // §28.01 + §28.02: a Soviet-held hex in the limited ZOC of a weak German unit is passed, counting 1½.
    const held = 'C:4031';
    const lim = position([piece('s', 'sov-inf', SOVIET, held), piece('g', 'ger-inf-div3', AXIS, 'C:4030')], {
      control: controlBy1941(),
      options: { supplyRealities: true, limitedZoc: true },
    });
    const count = realities(testModule, lim, SOVIET);
    expect(count.through(held)).toBe(true);
    expect(count.weight(held)).toBe(1.5);
    expect(PLAIN.through(held)).toBe(false);
  });
});

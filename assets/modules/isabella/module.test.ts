// The Isabella module's data (everything but the map's own tests): it loads, validates against the module
// schema, hangs together (ids, substitutes, placements, set-up hexes on the right land), and keeps what the
// rulebook fixes (1st SS 8-8-8, the one CRT cell, the automatic results, reinforcement turns).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import Ajv2020Import from 'ajv/dist/2020.js';
import type {
  ChartDef,
  GameModule,
  MapDef,
  MarkerDef,
  ModuleManifest,
  ScenarioDef,
  UnitDef,
} from '../../../engine/core/module.js';
import { DEAD_PILE, REINFORCEMENTS, REPLACEMENTS } from '../../../engine/core/types.js';
import { listReconstructed, rulebookHexClaims } from '../../../engine/core/provenance.js';
import { tableSetup } from '../../../engine/games/table/setup.js';

const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ?? Ajv2020Import) as typeof Ajv2020Import;

const here = dirname(fileURLToPath(import.meta.url));
const read = <T>(name: string): T => JSON.parse(readFileSync(join(here, name), 'utf8')) as T;

const manifest = read<ModuleManifest>('module.json');
const units = read<UnitDef[]>(manifest.files.units);
const markers = read<MarkerDef[]>(manifest.files.markers!);
const charts = read<ChartDef[]>(manifest.files.charts!);
const scenarios = read<ScenarioDef[]>(manifest.files.scenarios);
const map = read<MapDef>(manifest.files.map);

const byId = new Map(units.map((u) => [u.id, u]));
const counters = units.filter((u) => !(u.flags ?? []).includes('substitute'));
const ofNat = (n: string) => counters.filter((u) => u.nationality === n);
const campaign = scenarios.find((s) => s.id === 'campaign')!;
const crt = charts.find((c) => c.kind === 'crt')!;

describe('Isabella module: manifest and schema', () => {
  it('names the module, its rulebook and its files', () => {
    expect(manifest.id).toBe('isabella');
    expect(manifest.version).toBe('0.2.0');
    expect(manifest.titles?.es).toBeTruthy();
    expect(manifest.rules).toBe('isabella');
    expect(manifest.files).toEqual({
      map: 'map.json',
      units: 'units.json',
      markers: 'markers.json',
      charts: 'charts.json',
      scenarios: 'scenarios.json',
    });
    expect(manifest.sides.map((s) => s.id).sort()).toEqual(['allied', 'axis']);
  });

  it('gives every nationality its 2.6 colours and side', () => {
    const nat = Object.fromEntries(manifest.nationalities.map((n) => [n.id, n]));
    // 2.6: UK black on tan, US white on olive drab, Portuguese black on sky blue, Republican white on red,
    // German white on black, Falangist black on gray.
    expect([nat.uk.foreground, nat.uk.side]).toEqual(['#000000', 'allied']);
    expect([nat.us.foreground, nat.us.side]).toEqual(['#ffffff', 'allied']);
    expect([nat.pt.foreground, nat.pt.side]).toEqual(['#000000', 'allied']);
    expect([nat.rs.foreground, nat.rs.side]).toEqual(['#ffffff', 'allied']);
    expect([nat.de.foreground, nat.de.side, nat.de.background]).toEqual(['#ffffff', 'axis', '#111111']);
    expect([nat.fs.foreground, nat.fs.side]).toEqual(['#000000', 'axis']);
  });

  it('validates every file against schemas/module.schema.json', () => {
    const schema = JSON.parse(readFileSync(join(here, '../../../schemas/module.schema.json'), 'utf8')) as {
      $id: string;
    };
    const ajv = new Ajv2020({ strict: true });
    ajv.addSchema(schema);
    const check = (kind: string, data: unknown) => {
      const v = ajv.getSchema(`${schema.$id}#/$defs/${kind}`)!;
      expect(v(data), `${kind}: ${JSON.stringify(v.errors?.slice(0, 3))}`).toBe(true);
    };
    check('manifest', manifest);
    check('units', units);
    check('markers', markers);
    check('charts', charts);
    check('scenarios', scenarios);
    check('map', map);
  });
});

describe('Isabella module: units', () => {
  it('has unique ids and only known nationalities', () => {
    expect(byId.size).toBe(units.length);
    const nats = new Set(manifest.nationalities.map((n) => n.id));
    for (const u of units) expect(nats.has(u.nationality), u.id).toBe(true);
  });

  it('has the counts the rules give (3.2, 3.3, 3.5)', () => {
    expect(ofNat('fs')).toHaveLength(10);
    expect(ofNat('rs')).toHaveLength(7);
    expect(ofNat('pt')).toHaveLength(5);
    expect(ofNat('de')).toHaveLength(14);
    expect(ofNat('us').length).toBeGreaterThanOrEqual(2);
    expect(ofNat('uk').filter((u) => u.id !== 'uk-ggb').length).toBeGreaterThanOrEqual(2);
    expect(ofNat('uk').some((u) => u.flags?.includes('canadian'))).toBe(true);
  });

  it('keeps the 2.4 sample counter: 1st SS PzGr 8-2-8, movement 8, all from the rulebook', () => {
    const ss = byId.get('de-1ss')!;
    expect([ss.full.attack, ss.steps, ss.full.defense, ss.full.movement]).toEqual([8, 2, 8, 8]);
    expect(ss.type).toBe('panzer-grenadier');
    expect(ss.prov).toEqual({ source: 'rulebook', ref: '2.4' });
  });

  it('gives every two-step unit a one-step substitute with its reduced face (2.10)', () => {
    for (const u of counters) {
      if (u.steps === 2) {
        const sub = byId.get(u.substitute ?? '');
        expect(sub, u.id).toBeDefined();
        expect(sub!.steps).toBe(1);
        expect(sub!.flags).toContain('substitute');
        expect(sub!.nationality).toBe(u.nationality);
        expect(sub!.full).toEqual(u.reduced);
        expect(sub!.full.attack).toBeLessThan(u.full.attack);
      } else {
        expect(u.steps, u.id).toBe(1);
        expect(u.substitute).toBeUndefined();
      }
    }
    // Every substitute belongs to exactly one unit.
    const subs = units
      .filter((u) => u.flags?.includes('substitute'))
      .map((u) => u.id)
      .sort();
    expect(
      counters
        .map((u) => u.substitute)
        .filter(Boolean)
        .sort(),
    ).toEqual(subs);
  });

  it('marks I, IX and X Corps always loyal and tests the other seven (3.3)', () => {
    const loyal = ofNat('fs')
      .filter((u) => u.flags?.includes('alwaysLoyal'))
      .map((u) => u.id)
      .sort();
    expect(loyal).toEqual(['fs-i', 'fs-ix', 'fs-x']);
    expect(ofNat('fs').filter((u) => u.flags?.includes('loyaltyTest'))).toHaveLength(7);
  });

  it('makes each Republican analogue weaker than its Falangist corps (3.3)', () => {
    const loyalty = (
      campaign.data!.setup as { step: string; corps?: { falangist: string; republican: string }[] }[]
    ).find((s) => s.step === 'loyalty')!.corps!;
    expect(loyalty).toHaveLength(7);
    for (const { falangist, republican } of loyalty) {
      const f = byId.get(falangist)!;
      const r = byId.get(republican)!;
      expect(f.flags).toContain('loyaltyTest');
      expect(r.nationality).toBe('rs');
      expect(r.full.attack + r.full.defense).toBeLessThan(f.full.attack + f.full.defense);
    }
  });

  it('has three German paratroop units (2 regiments + 1 division), all mountain infantry (2.5)', () => {
    const paras = ofNat('de').filter((u) => u.type === 'paratroop');
    expect(paras.map((u) => u.size).sort()).toEqual(['division', 'regiment', 'regiment']);
    for (const p of paras) expect(p.mountain, p.id).toBe(true);
    const regiments = paras.filter((u) => u.size === 'regiment');
    for (const r of regiments) expect(r.flags).toEqual(expect.arrayContaining(['alwaysSupplied', 'neverReplaced']));
  });

  it('has the 1/2GGB static garrison set up in Gibraltar 1422 (3.4, 12.1)', () => {
    const ggb = byId.get('uk-ggb')!;
    expect(ggb.type).toBe('static');
    expect(ggb.full.movement).toBe(0);
    expect(ggb.setupHex).toBe('1422');
    expect(ggb.flags).toEqual(expect.arrayContaining(['static', 'neverReplaced']));
  });

  it('gives every Falangist and Portuguese counter a printed set-up hex (2.4)', () => {
    for (const u of [...ofNat('fs'), ...ofNat('pt')]) expect(u.setupHex, u.id).toMatch(/^\d{4}$/);
    const hexes = [...ofNat('fs'), ...ofNat('pt')].map((u) => u.setupHex);
    expect(new Set(hexes).size).toBe(hexes.length);
    expect(byId.get('fs-i')!.setupHex).toBe('2816');
    expect(byId.get('pt-lmc')!.setupHex).toBe('1409');
  });

  it('labels every value with where it came from', () => {
    for (const u of units) {
      expect(['rulebook', 'reconstructed']).toContain(u.prov.source);
      for (const p of Object.values(u.fieldProv ?? {})) expect(['rulebook', 'reconstructed']).toContain(p.source);
    }
  });
});

describe('Isabella module: set-up hexes on the map', () => {
  const hexes = new Map(map.hexes.map((h) => [h.id, h]));
  const land = (id: string) => hexes.has(id) && hexes.get(id)!.terrain !== 'sea';

  it('puts every printed set-up hex on a land hex of the right country', () => {
    for (const u of counters.filter((x) => x.setupHex)) {
      expect(land(u.setupHex!), `${u.id} at ${u.setupHex}`).toBe(true);
      const region = hexes.get(u.setupHex!)!.region;
      if (u.nationality === 'pt') expect(region, u.id).toBe('portugal');
      if (u.nationality === 'fs') expect(region, u.id).toBe(u.id === 'fs-ix' ? 'morocco' : 'spain');
    }
    expect(hexes.get('1422')!.region).toBe('gibraltar');
  });

  it('keeps Falangist corps out of 1421 and off the beachhead ports they would block, except garrison cities', () => {
    expect(counters.some((u) => u.setupHex === '1421')).toBe(false);
    expect(counters.some((u) => u.setupHex === '1321' || u.setupHex === '3710')).toBe(false);
  });

  it('lists the beachhead ports from Algeciras to Bilbao as coastal Spanish or Portuguese cities (3.4)', () => {
    const allied = (campaign.data!.setup as { step: string; beachhead?: { ports: string[] } }[]).find(
      (s) => s.step === 'allied',
    )!;
    const ports = allied.beachhead!.ports;
    expect(ports).toContain('1321');
    expect(ports).toContain('3710');
    expect(ports).toContain('1409');
    for (const p of ports) {
      const h = hexes.get(p)!;
      expect(h, p).toBeDefined();
      expect(h.city, p).toBeDefined();
      expect(h.coastal, p).toBe(true);
      expect(['spain', 'portugal'], p).toContain(h.region);
    }
  });

  it('gives the ten German set-up units room in Occupied France at four per hex (3.5, 6.3)', () => {
    const german = (
      campaign.data!.setup as { step: string; occupiedFrance?: { units: string[]; hexes: string[] } }[]
    ).find((s) => s.step === 'german')!.occupiedFrance!;
    expect(german.units).toHaveLength(10);
    for (const h of german.hexes) {
      expect(land(h), h).toBe(true);
      expect(hexes.get(h)!.region).toBe('occupied-france');
    }
    expect(german.hexes.length * 4).toBeGreaterThanOrEqual(10);
    expect(german.hexes).toContain('4212');
  });

  it('starts the campaign under the table rules', () => {
    const module: GameModule = { manifest, map, units, markers, charts, scenarios };
    const state = tableSetup(module, { scenarioId: 'campaign', seed: 'test', mode: 'honor', options: {} });
    expect(state.turn).toBe(1);
    expect(state.phase).toBe(campaign.phases[0]);
    const at = (id: string) => state.pieces.find((p) => p.id === id)!.at;
    expect(at('uk-ggb')).toEqual({ kind: 'hex', hex: '1422' });
    expect(at('fs-i')).toEqual({ kind: 'hex', hex: '2816' });
    expect(at('de-250b')).toEqual({ kind: 'box', box: REINFORCEMENTS, index: 2 });
    expect(at('de-hg')).toEqual({ kind: 'box', box: REINFORCEMENTS, index: 8 });
    expect(state.pieces.find((p) => p.id === 'de-1ss')!.side).toBe('axis');
    expect(state.pieces.find((p) => p.id === 'pt-lmc')!.side).toBe('allied');
  });
});

describe('Isabella module: scenario', () => {
  it('runs turns 1-10 with the nine phases of 5.2, the Allied side acting first (5.7)', () => {
    expect([campaign.firstTurn, campaign.lastTurn]).toEqual([1, 10]);
    expect(campaign.phases).toHaveLength(9);
    expect(campaign.firstSide).toBe('allied');
    expect(campaign.turns.map((t) => t.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('brings 250B on Turn 2 and HG on Turn 8 (3.5, 10.5)', () => {
    const arrivals = campaign.turns.flatMap((t) => (t.reinforcements ?? []).map((d) => `${t.turn}:${d}`));
    expect(arrivals).toEqual(['2:de-250b', '8:de-hg']);
  });

  it('places only existing defs, each counter once, in existing places', () => {
    const defs = new Set([...units.map((u) => u.id), ...markers.map((m) => m.id)]);
    const boxes = new Set([DEAD_PILE, REINFORCEMENTS, REPLACEMENTS, ...map.boxes.map((b) => b.id)]);
    const seen = new Set<string>();
    for (const p of campaign.placements) {
      expect(defs.has(p.def), p.def).toBe(true);
      if (byId.has(p.def)) {
        expect(seen.has(p.def), `${p.def} placed twice`).toBe(false);
        seen.add(p.def);
      }
      const at = p.at as { hex?: string; box?: string };
      if (at.hex)
        expect(
          map.hexes.some((h) => h.id === at.hex),
          at.hex,
        ).toBe(true);
      if (at.box) expect(boxes.has(at.box), at.box).toBe(true);
    }
    // Every full-strength counter but the two reinforcements starts somewhere (3.2-3.5).
    const reinf = new Set(campaign.turns.flatMap((t) => t.reinforcements ?? []));
    for (const u of counters) expect(seen.has(u.id) || reinf.has(u.id), u.id).toBe(true);
  });

  it('names only existing units in the set-up procedures kept as data', () => {
    const d = campaign.data as Record<string, unknown>;
    const setup = d.setup as Record<string, unknown>[];
    const ids: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === 'string' && /^(fs|rs|pt|de|us|uk)-/.test(v)) ids.push(v);
      else if (Array.isArray(v)) v.forEach(collect);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(setup);
    collect(d.entry);
    collect(d.setAside);
    expect(ids.length).toBeGreaterThan(40);
    for (const id of ids) expect(byId.has(id), id).toBe(true);
    const allied = setup.find((s) => s.step === 'allied') as {
      landingStack: { us: number; uk: number; from: string[] };
    };
    expect([allied.landingStack.us, allied.landingStack.uk]).toEqual([2, 2]);
    expect(allied.landingStack.from.every((id) => ['us', 'uk'].includes(byId.get(id)!.nationality))).toBe(true);
    const loyalty = setup.find((s) => s.step === 'loyalty') as {
      loyalOn: number[];
      defectOn: number[];
      alwaysLoyal: string[];
    };
    expect(loyalty.loyalOn).toEqual([1, 2, 3]);
    expect(loyalty.defectOn).toEqual([4, 5, 6]);
  });

  it('puts Falangist and Portuguese units on their printed hexes and the VP markers at zero (3.2, 3.6)', () => {
    for (const p of campaign.placements) {
      const u = byId.get(p.def);
      if (u?.setupHex) expect(p.at).toEqual({ hex: u.setupHex });
    }
    const vp = campaign.placements.filter((p) => p.def.startsWith('vp-'));
    expect(vp).toHaveLength(2);
  });
});

describe('Isabella module: provenance of set-up hexes', () => {
  // Every hex number the rulebook prints (digest §2.2): 1.5, 2.2, 3.4, 4.6, 7.3, 7.7, 11.4, 12.7, 13.24.
  const EAST_EDGE = Array.from({ length: 21 }, (_, i) => `42${String(8 + i).padStart(2, '0')}`);
  const NAMED_HEXES = ['1321', '1322', '1409', '1421', '1422', '1919', '2816', '3710', '4212', ...EAST_EDGE];
  const module = (): GameModule => structuredClone({ manifest, map, units, markers, charts, scenarios });

  it('labels no placement or set-up hex rulebook unless the rulebook names the hex', () => {
    expect(EAST_EDGE[0]).toBe('4208');
    expect(EAST_EDGE[20]).toBe('4228');
    expect(rulebookHexClaims(module(), NAMED_HEXES)).toEqual([]);
  });

  it('would catch a Falangist placement labelled rulebook on its reconstructed hex (3.2 gives the rule, not the hex)', () => {
    const m = module();
    const p = m.scenarios[0].placements.find((x) => x.def === 'fs-ii')!;
    p.prov = { source: 'rulebook', ref: '3.2' };
    expect(rulebookHexClaims(m, NAMED_HEXES)).toEqual([
      { where: 'scenarios.json campaign placements[6] (fs-ii)', hex: '1618' },
    ]);
  });

  it('labels the Falangist and Portuguese placements reconstructed, naming rule 3.2 and the reason for the hex', () => {
    const printed = campaign.placements.filter((p) => /^(fs|pt)-/.test(p.def));
    expect(printed).toHaveLength(15);
    for (const p of printed) {
      expect(p.prov?.source, p.def).toBe('reconstructed');
      const reason = (p.prov as { reason: string }).reason;
      expect(reason, p.def).toContain('3.2');
      // The placement's reason carries the counter's set-up hex reason.
      expect(reason, p.def).toContain((byId.get(p.def)!.fieldProv!.setupHex as { reason: string }).reason);
    }
    // Even on a hex the rulebook names (Madrid, Lisbon) the rulebook does not say that unit starts there.
    expect(campaign.placements.find((p) => p.def === 'fs-i')!.prov!.source).toBe('reconstructed');
    expect(campaign.placements.find((p) => p.def === 'pt-lmc')!.prov!.source).toBe('reconstructed');
    expect(campaign.placements.find((p) => p.def === 'uk-ggb')!.prov).toEqual({ source: 'rulebook', ref: '3.4' });
  });

  it("labels Gibraltar's initial Allied control reconstructed (7.7 does not list it; digest ambiguity 19)", () => {
    const ic = campaign.data!.initialControl as {
      gibraltar: string;
      gibraltarProv: { source: string; reason: string };
    };
    expect(ic.gibraltar).toBe('allied');
    expect(ic.gibraltarProv.source).toBe('reconstructed');
    expect(ic.gibraltarProv.reason).toMatch(/7\.7/);
    expect(ic.gibraltarProv.reason).toMatch(/1\/2GGB/);
  });

  it('shows the reconstructed placements on the provenance list', () => {
    const items = listReconstructed(module());
    const placements = items.filter((i) => i.where === 'scenarios.json campaign placements');
    expect(placements.map((i) => i.what).sort()).toEqual(
      [...ofNat('fs'), ...ofNat('pt')].map((u) => `1 placement (${u.id})`).sort(),
    );
  });
});

describe('Isabella module: Combat Results Table', () => {
  const RESULTS = ['AL1', 'AS', 'EX', 'DL1', 'DR', 'DE'];
  const col = (c: string) => crt.columns.indexOf(c);
  const cell = (roll: number, c: string) => crt.rows.find((r) => r.key === String(roll))!.cells[col(c)];

  it('has columns 1:3 to 8:1 and six die rows (13.7, 13.14)', () => {
    expect(crt.columns).toEqual(['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1', '7:1', '8:1']);
    expect(crt.rows.map((r) => r.key)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(crt.data!.die).toBe('1d6');
  });

  it('uses only the six results of 13.15-13.19', () => {
    for (const r of crt.rows) for (const c of r.cells) expect(RESULTS).toContain(c);
  });

  it('keeps the one cell the rules give: a 3 at 3:1 is DL1, tagged rulebook (13.14)', () => {
    expect(cell(3, '3:1')).toBe('DL1');
    expect(crt.rows[2].prov![col('3:1')]).toEqual({ source: 'rulebook', ref: '13.14 (a 3 rolled at 3:1 is DL1)' });
  });

  it('gives AL1 at 1:3 or less and DE at 8:1 or more, automatically (13.6, 13.7)', () => {
    expect(crt.data!.below).toBe('AL1');
    expect(crt.data!.above).toBe('DE');
    for (const r of crt.rows) {
      expect(r.cells[col('1:3')]).toBe('AL1');
      expect(r.cells[col('8:1')]).toBe('DE');
      expect(r.prov![col('1:3')].source).toBe('rulebook');
      expect(r.prov![col('8:1')].source).toBe('rulebook');
    }
  });

  it('tags exactly the 13 rulebook cells as rulebook and the rest reconstructed', () => {
    const provs = crt.rows.flatMap((r) => r.prov!);
    expect(provs).toHaveLength(60);
    expect(provs.filter((p) => p.source === 'rulebook')).toHaveLength(13);
    expect(crt.notes).toMatch(/monoton/);
  });

  it('is monotone: better odds and higher rolls never hurt the attacker', () => {
    const rank = crt.data!.rank as Record<string, number>;
    for (const res of RESULTS) expect(typeof rank[res]).toBe('number');
    for (let r = 0; r < 6; r++) {
      for (let c = 1; c < crt.columns.length; c++) {
        expect(rank[crt.rows[r].cells[c] as string], `row ${r + 1} ${crt.columns[c]}`).toBeGreaterThanOrEqual(
          rank[crt.rows[r].cells[c - 1] as string],
        );
      }
    }
    for (let c = 0; c < crt.columns.length; c++) {
      for (let r = 1; r < 6; r++) {
        expect(rank[crt.rows[r].cells[c] as string], `${crt.columns[c]} roll ${r + 1}`).toBeGreaterThanOrEqual(
          rank[crt.rows[r - 1].cells[c] as string],
        );
      }
    }
    // A typical table: the attacker can lose at low odds, and the defender is usually hurt at high odds.
    expect(cell(1, '1:1')).toBe('AL1');
    expect(['DL1', 'DE']).toContain(cell(6, '3:1'));
  });

  it('has a Terrain Effects Chart for the nine features of 12.4', () => {
    const tec = charts.find((c) => c.kind === 'tec')!;
    const keys = tec.rows.map((r) => r.key.toLowerCase());
    for (const k of [
      'clear',
      'city',
      'rough',
      'mountain',
      'river',
      'road',
      'all-sea hex',
      'all-sea hexside',
      'straits',
    ]) {
      expect(
        keys.some((x) => x.startsWith(k)),
        k,
      ).toBe(true);
    }
    for (const r of tec.rows) expect(r.prov).toHaveLength(tec.columns.length);
  });
});

describe('Isabella module: markers and provenance', () => {
  it('has the markers of 2.11, 3.6, 5.5 (five airpower markers, German on the back)', () => {
    const m = Object.fromEntries(markers.map((x) => [x.id, x]));
    expect(m.airpower.count).toBe(5);
    expect(m.airpower.back).toMatch(/German/);
    for (const id of ['partisan', 'beachhead', 'control-allied', 'control-german', 'vp-x1', 'vp-x10', 'turn', 'patton'])
      expect(m[id], id).toBeDefined();
  });

  it('lists the reconstructed data, and not the rulebook data', () => {
    const module: GameModule = { manifest, map, units, markers, charts, scenarios };
    const items = listReconstructed(module);
    const whats = items.map((i) => i.what);
    expect(whats).toContain('unit 1st SS PzGr (LSSAH): reduced');
    expect(whats).not.toContain('unit 1st SS PzGr (LSSAH)');
    expect(whats).toContain('unit 7th Panzer');
    expect(whats).toContain('Combat Results Table: 47 of 60 cells');
    expect(whats.some((w) => w.startsWith('unit II Corps (FS): setupHex'))).toBe(true);
    for (const i of items) expect(i.reason.length).toBeGreaterThan(10);
  });

  it('has a PROVENANCE.md that mentions every reconstructed unit', () => {
    const md = readFileSync(join(here, 'PROVENANCE.md'), 'utf8');
    for (const u of counters.filter((x) => x.prov.source === 'reconstructed')) expect(md, u.name).toContain(u.name);
    // The CRT printed there is the one in charts.json, rulebook cells in bold.
    for (const r of crt.rows) {
      const cells = r.cells.map((c, i) => (r.prov![i].source === 'rulebook' ? `**${String(c)}**` : String(c)));
      expect(md).toContain(`| ${r.key} | ${cells.join(' | ')} |`);
    }
  });
});

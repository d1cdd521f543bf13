// `sandtable positions` (issue 8): a side's report from the replayed file's view of that side (nothing hidden in
// it under fog of war), all sides without --side, English or Spanish, text, CSV, JSON and a PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';
import { FOGGED_POSITION, HIDDEN_FROM_ALLIES } from '../services/positions.fixture.js';
import { POSITIONS_CSV_HEADER } from './positions.js';

const modules = fileURLToPath(new URL('../../assets/modules', import.meta.url));
let dir = '';
let game = '';

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = {
    out: (t: string) => {
      out += t;
    },
    err: (t: string) => {
      err += t;
    },
  };
  const code = await main(['--modules', modules, ...args], io);
  return { code, out, err };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandtable-positions-'));
  const pos = join(dir, 'pos.json');
  writeFileSync(pos, JSON.stringify(FOGGED_POSITION));
  game = join(dir, 'fog.sandtable');
  const args = ['--scenario', 'campaign', '--seed', 'p', '--mode', 'enforced', '--position', pos, '-o', game];
  const made = await cli('new', '--module', 'isabella', ...args);
  expect(made.code, made.err).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sandtable positions', () => {
  it("--side gives that side's report from its view: no enemy unit it may not see, in any format", async () => {
    const text = await cli('positions', game, '--side', 'allied');
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/^Unit positions: Allied$/m);
    expect(text.out).toMatch(/^3311 Burgos \[Clear\] \(3 units, hidden: 2\): 3rd SS PzGr \(Totenkopf\)/m);
    expect(text.out).toMatch(
      /^2716 \[Clear\] \(2 units\): 1st Armored .*; 1st Infantry \(Allied, .*1\/2 steps, reduced/m,
    );
    for (const format of ['text', 'csv', 'json']) {
      const r = await cli('positions', game, '--side', 'allied', '--format', format);
      for (const u of HIDDEN_FROM_ALLIES) {
        expect(r.out, format).not.toContain(u.name);
        expect(r.out, format).not.toContain(u.def);
      }
    }
    const axis = await cli('positions', game, '--side', 'axis', '--format', 'csv');
    for (const u of HIDDEN_FROM_ALLIES) expect(axis.out).toContain(`,${u.def},${u.name},axis,unit,`);
  });

  it('without --side reports every piece of every side, titled so', async () => {
    const r = await cli('positions', game);
    expect(r.out).toMatch(/^Unit positions: all sides$/m);
    for (const u of HIDDEN_FROM_ALLIES) expect(r.out).toContain(u.name);
    const csv = (await cli('positions', game, '--format', 'csv', '--no-markers')).out.trim().split('\n');
    expect(csv[0]).toBe(POSITIONS_CSV_HEADER);
    expect(csv).toContain(
      'hex,2816,Madrid,Clear,1,0,fs-i,I Corps (FS),axis,unit,infantry,corps,6-2-6,4,2,2,false,full strength',
    );
    expect(csv.some((l) => l.startsWith('box,reinforcements#2,"Reinforcements, Turn 2",'))).toBe(true);
    expect(csv.some((l) => l.includes(',marker,'))).toBe(false);
    const json = JSON.parse((await cli('positions', game, '--format', 'json')).out);
    expect(json).toMatchObject({ side: null, turn: 1, phase: 'actions-1', mode: 'enforced' });
    expect(json.rows.map((row: { location: string }) => row.location)).toEqual(['2716', '2816', '3311']);
  });

  it('--lang es speaks Spanish', async () => {
    const r = await cli('positions', game, '--side', 'allied', '--lang', 'es');
    expect(r.out).toMatch(/^Posiciones de las unidades: Aliados$/m);
    expect(r.out).toMatch(/^2816 Madrid \[Despejado\] \(1 unidad\): I Corps \(FS\) \(Eje, cuerpo \(infantería\)/m);
    expect(r.out).toMatch(/^Fuera del mapa: Eje$/m);
  });

  it('--pdf writes a PDF and says so in JSON; with --format it prints that format too', async () => {
    const out = join(dir, 'allied.pdf');
    const r = await cli('positions', game, '--side', 'allied', '--pdf', out);
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, pdf: out, side: 'allied', language: 'en' });
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    const both = await cli('positions', game, '--pdf', join(dir, 'all.pdf'), '--format', 'csv');
    expect(both.out.split('\n')[0]).toBe(POSITIONS_CSV_HEADER);
    const png = fileURLToPath(new URL('../../assets/modules/isabella/preview.png', import.meta.url));
    const withMap = await cli('positions', game, '--pdf', join(dir, 'map.pdf'), '--map-image', png);
    expect(JSON.parse(withMap.out).bytes).toBeGreaterThan(JSON.parse(r.out).bytes + 10_000);
  });

  it('refuses an unknown side, language, format or a map image that is not a PNG, with exit code 2', async () => {
    const side = await cli('positions', game, '--side', 'french');
    expect(side).toMatchObject({ code: 2 });
    expect(side.err).toMatch(/--side must be one of .*, not "french"/);
    expect((await cli('positions', game, '--lang', 'fr')).err).toMatch(/--lang must be en or es/);
    expect((await cli('positions', game, '--format', 'xml')).err).toMatch(/--format must be text, csv or json/);
    const notPng = await cli('positions', game, '--pdf', join(dir, 'x.pdf'), '--map-image', game);
    expect(notPng).toMatchObject({ code: 2 });
    expect(notPng.err).toMatch(/is not a PNG/);
  });
});

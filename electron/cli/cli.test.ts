import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeModuleDir } from './fixtures/mini-modules.js';

const bin = fileURLToPath(new URL('./sandtable.mjs', import.meta.url));
let dir = '';
let mods = '';

/** Run the real bin under plain Node, as a user would. */
function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, '--modules', mods, ...args], { encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 99) : 0, out: stdout, err: stderr });
    });
  });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandtable-cli-'));
  mods = join(dir, 'modules');
  writeModuleDir(mods);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// Each test spawns the CLI (tsx compiling it cold) several times: generous time for a machine whose cores are
// shared with another test file (vitest runs one file per core).
const SPAWNED = 180_000;

describe('sandtable CLI (spawned)', () => {
  it(
    'new -> act -> verify -> tamper -> verify names the entry',
    async () => {
      const file = join(dir, 'game.sandtable');
      const made = await cli(
        'new',
        '--module',
        'mini',
        '--scenario',
        'intro',
        '--seed',
        'cli-seed',
        '--mode',
        'advisory',
        '-o',
        file,
      );
      expect(made).toMatchObject({ code: 0 });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
        formatVersion: 2,
        module: { id: 'mini' },
        setup: { seed: 'cli-seed', mode: 'advisory' },
        log: [],
      });

      const roll = await cli(
        'act',
        file,
        '--action',
        '{"side":"axis","verb":"roll","args":{"count":2,"sides":6,"purpose":"test"}}',
      );
      expect(roll.code).toBe(0);
      const rolled = JSON.parse(roll.out);
      expect(rolled).toMatchObject({ ok: true, seq: 0, events: [{ type: 'roll', purpose: 'test' }] });
      const move = await cli(
        'act',
        file,
        '--action',
        '{"side":"axis","verb":"move","args":{"piece":"de-1","to":{"kind":"hex","hex":"0303"}}}',
      );
      expect(JSON.parse(move.out)).toMatchObject({ ok: true, seq: 1 });
      const flip = await cli('act', file, '--action', '{"side":"allied","verb":"flip","args":{"piece":"gb-1"}}');
      expect(flip.code).toBe(0);

      // A refused action: exit 1, named violation, file untouched.
      const before = readFileSync(file, 'utf8');
      const refused = await cli(
        'act',
        file,
        '--action',
        '{"side":"axis","verb":"move","args":{"piece":"ghost","to":{"kind":"hex","hex":"0101"}}}',
      );
      expect(refused.code).toBe(1);
      expect(JSON.parse(refused.out).violations[0].rule).toBe('table.unknown-piece');
      expect(readFileSync(file, 'utf8')).toBe(before);

      const ok = await cli('verify', file);
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.out)).toMatchObject({ ok: true, entries: 3, signed: false, players: [] });

      // The same seed and log give the same dice on replay.
      const state0 = JSON.parse((await cli('replay', file, '--to', '0')).out);
      expect(state0.pieces.find((p: { id: string }) => p.id === 'de-1').at).toEqual({ kind: 'hex', hex: '0202' });
      const full = JSON.parse((await cli('replay', file)).out);
      expect(full.pieces.find((p: { id: string }) => p.id === 'gb-1').disrupted).toBe(true);

      const csv = (await cli('positions', file, '--format', 'csv')).out.trim().split('\n');
      expect(csv[0]).toBe(
        'location_kind,location,place,terrain,stack,hidden,piece,name,side,kind,type,size,factors,movement,steps,' +
          'full_steps,disrupted,status',
      );
      expect(csv).toContain(
        'hex,0303,,Clear,1,0,de-1,1st Inf,axis,unit,infantry,division,4-2-4,4,2,2,false,full strength',
      );
      const pj = JSON.parse((await cli('positions', file, '--format', 'json')).out);
      expect(pj.rows.find((r: { location: string }) => r.location === '0505').pieces[0]).toMatchObject({
        id: 'gb-1',
        disrupted: true,
      });
      const text = (await cli('positions', file)).out;
      expect(text).toMatch(/^Unit positions: all sides$/m);
      expect(text).toMatch(/^0303 \[Clear\] \(1 unit\): 1st Inf \(Axis, infantry division, 4-2-4, MP 4, 2\/2 steps/m);

      const legal = JSON.parse((await cli('legal', '--side', 'allied', file)).out);
      expect(legal.legalActions.map((a: { verb: string }) => a.verb)).toContain('move');
      const view = JSON.parse((await cli('view', '--side', 'axis', file)).out);
      expect(view.state.pieces.length).toBe(6);

      // Tamper: change one byte inside entry 1's args.
      const tampered = join(dir, 'tampered.sandtable');
      writeFileSync(tampered, before.replace('"hex":"0303"', '"hex":"0304"'));
      expect(before).toContain('"hex":"0303"');
      const bad = await cli('verify', tampered);
      expect(bad.code).toBe(1);
      expect(JSON.parse(bad.out)).toMatchObject({ ok: false, seq: 1, index: 1 });
      expect(bad.err).toMatch(/Entry 1: was changed/);

      // Drop entry 0: entry 1 now sits at index 0 with the wrong seq.
      const doc = JSON.parse(before);
      doc.log.splice(0, 1);
      const dropped = join(dir, 'dropped.sandtable');
      writeFileSync(dropped, JSON.stringify(doc));
      const gone = await cli('verify', dropped);
      expect(gone.code).toBe(1);
      expect(JSON.parse(gone.out)).toMatchObject({ ok: false, seq: 0 });

      // act refuses to touch a tampered file.
      const actBad = await cli('act', tampered, '--action', '{"side":"axis","verb":"note","args":{"text":"x"}}');
      expect(actBad.code).toBe(1);
      expect(actBad.err).toMatch(/altered/);
    },
    SPAWNED,
  );

  it(
    'positions lists markers with the units unless --no-markers',
    async () => {
      const file = join(dir, 'markers.sandtable');
      expect((await cli('new', '--module', 'mini', '--scenario', 'intro', '--seed', 's', '-o', file)).code).toBe(0);
      const place = { side: 'axis', verb: 'placeMarker', args: { def: 'control', at: { kind: 'hex', hex: '0303' } } };
      const placed = await cli('act', file, '--action', JSON.stringify(place));
      expect(placed.code).toBe(0);
      const csv = (await cli('positions', file, '--format', 'csv')).out.trim().split('\n');
      expect(csv.some((l) => /^hex,0303,.*,Control,axis,marker,.*,1,,false,$/.test(l))).toBe(true);
      expect((await cli('positions', file)).out).toMatch(/0303 \[Clear\] .* Control \(marker, Axis\)/);
      const rows = JSON.parse((await cli('positions', file, '--format', 'json')).out).rows;
      const at0303 = rows.find((r: { location: string }) => r.location === '0303');
      expect(at0303.pieces[0]).toMatchObject({ kind: 'marker', name: 'Control' });
      const unitsOnly = (await cli('positions', file, '--format', 'csv', '--no-markers')).out;
      expect(unitsOnly).not.toMatch(/,marker,/);
      expect(unitsOnly).toMatch(/,unit,/);
    },
    SPAWNED,
  );

  it(
    'bad input gets a clear message and exit code 2',
    async () => {
      const r1 = await cli('new', '--module', 'nosuch', '--scenario', 'intro', '-o', join(dir, 'x.sandtable'));
      expect(r1.code).toBe(2);
      expect(r1.err).toMatch(/no module "nosuch"/);
      const r2 = await cli(
        'new',
        '--module',
        'mini',
        '--scenario',
        'intro',
        '--mode',
        'strict',
        '-o',
        join(dir, 'y.sandtable'),
      );
      expect(r2.code).toBe(2);
      expect(r2.err).toMatch(/--mode must be/);
      const r3 = await cli('verify', join(dir, 'missing.sandtable'));
      expect(r3.code).toBe(2);
      expect(r3.err).toMatch(/cannot be found/);
      const r4 = await cli('frobnicate');
      expect(r4.code).toBe(2);
      // An action too deep, too large or with a forbidden key is refused before the file is touched.
      const file = join(dir, 'bounded.sandtable');
      expect((await cli('new', '--module', 'mini', '--scenario', 'intro', '--seed', 's', '-o', file)).code).toBe(0);
      const before = readFileSync(file, 'utf8');
      const deep = `{"side":"axis","verb":"note","args":{"text":"x","more":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}}`;
      const r5 = await cli('act', file, '--action', deep);
      expect(r5.code).toBe(2);
      expect(r5.err).toMatch(/^sandtable: --action nests deeper than 64 levels at \/args\/more\/a\/a\//);
      const big = JSON.stringify({ side: 'axis', verb: 'note', args: { text: 'x'.repeat(70_000) } });
      const r6 = await cli('act', file, '--action', big);
      expect(r6.code).toBe(2);
      expect(r6.err).toMatch(/more than 65536 bytes/);
      const proto = '{"side":"axis","verb":"note","args":{"text":"x","__proto__":{}}}';
      const r7 = await cli('act', file, '--action', proto);
      expect(r7.code).toBe(2);
      expect(r7.err).toMatch(/--action contains the key "__proto__" at \/args\/__proto__, which games never use/);
      expect(readFileSync(file, 'utf8')).toBe(before);
    },
    SPAWNED,
  );
});

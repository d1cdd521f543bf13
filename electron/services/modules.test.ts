import { describe, expect, it } from 'vitest';
import { cp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { validateModuleFile } from '../../schemas/validate.js';
import { ModuleStore, moduleContentHash, moduleInfo } from './modules.js';
import { FIXTURE_MODULES_DIR, fixtureModule, tempDir } from './fixtures/helpers.js';

describe('the fixture module', () => {
  it('validates against schemas/module.schema.json, file by file', async () => {
    const dir = join(FIXTURE_MODULES_DIR, 'test');
    for (const [kind, file] of [
      ['manifest', 'module.json'],
      ['map', 'map.json'],
      ['units', 'units.json'],
      ['markers', 'markers.json'],
      ['scenarios', 'scenarios.json'],
    ] as const) {
      const r = validateModuleFile(kind, JSON.parse(await readFile(join(dir, file), 'utf8')));
      expect(r, `${file}: ${JSON.stringify(r)}`).toEqual({ ok: true });
    }
  });
});

describe('ModuleStore', () => {
  it('lists the installed modules with their scenarios and sides', async () => {
    const store = new ModuleStore(FIXTURE_MODULES_DIR);
    const list = await store.list();
    expect(list.map((m) => m.info)).toEqual([
      {
        id: 'test',
        version: '1.0.0',
        title: 'Test Skirmish',
        scenarios: [{ id: 'meeting', name: 'Meeting Engagement' }],
        sides: [
          { id: 'red', name: 'Red' },
          { id: 'blue', name: 'Blue' },
        ],
      },
    ]);
    expect(store.problems).toEqual([]);
  });

  it('passes the title and scenario names in other languages to the New game dialog', async () => {
    const m = structuredClone((await fixtureModule()).module);
    m.manifest.titles = { es: 'Escaramuza de prueba' };
    m.scenarios[0].names = { es: 'Encuentro' };
    expect(moduleInfo(m)).toMatchObject({
      titles: { es: 'Escaramuza de prueba' },
      scenarios: [{ id: 'meeting', names: { es: 'Encuentro' } }],
    });
  });

  it('gives a content hash that changes with any module data and not with key order', async () => {
    const m = await fixtureModule();
    expect(m.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(moduleContentHash(JSON.parse(JSON.stringify(m.module)))).toBe(m.contentHash);
    const changed = structuredClone(m.module);
    changed.units[0].full.attack += 1;
    expect(moduleContentHash(changed)).not.toBe(m.contentHash);
  });

  it('caches a loaded module', async () => {
    const store = new ModuleStore(FIXTURE_MODULES_DIR);
    const a = await store.load('test');
    const b = await store.load('test');
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
  });

  it('refuses an unknown id and ids that try to leave the folder', async () => {
    const store = new ModuleStore(FIXTURE_MODULES_DIR);
    expect(await store.load('nope')).toMatchObject({ ok: false, error: { code: 'unknown-module' } });
    expect(await store.load('../fixtures')).toMatchObject({ ok: false, error: { code: 'unknown-module' } });
  });

  describe('with a broken copy', () => {
    async function brokenCopy(edit: (dir: string) => Promise<void>) {
      const t = await tempDir();
      await cp(join(FIXTURE_MODULES_DIR, 'test'), join(t.dir, 'test'), { recursive: true });
      await edit(join(t.dir, 'test'));
      const store = new ModuleStore(t.dir);
      const r = await store.load('test');
      const list = await store.list();
      await t.cleanup();
      return { r, list, problems: store.problems };
    }

    it('leaves out a module whose file breaks the schema, naming file and path', async () => {
      const { r, list, problems } = await brokenCopy(async (dir) => {
        const units = JSON.parse(await readFile(join(dir, 'units.json'), 'utf8'));
        units[1].full.attack = 'six';
        await writeFile(join(dir, 'units.json'), JSON.stringify(units));
      });
      expect(r).toMatchObject({ ok: false, error: { code: 'module-invalid' } });
      if (!r.ok) expect(r.error.message).toMatch(/units\.json.*\/1\/full\/attack/);
      expect(list).toEqual([]);
      expect(problems).toHaveLength(1);
    });

    it('refuses a manifest naming a file outside its folder', async () => {
      const { r } = await brokenCopy(async (dir) => {
        const m = JSON.parse(await readFile(join(dir, 'module.json'), 'utf8'));
        m.files.units = '../../secrets.json';
        await writeFile(join(dir, 'module.json'), JSON.stringify(m));
      });
      expect(r).toMatchObject({ ok: false, error: { code: 'module-invalid' } });
      if (!r.ok) expect(r.error.message).toMatch(/outside its folder/);
    });

    it('refuses a folder whose name is not the module id', async () => {
      const t = await tempDir();
      await mkdir(join(t.dir, 'other'));
      await cp(join(FIXTURE_MODULES_DIR, 'test'), join(t.dir, 'other'), { recursive: true });
      const r = await new ModuleStore(t.dir).load('other');
      await t.cleanup();
      expect(r).toMatchObject({ ok: false, error: { code: 'module-invalid' } });
    });

    /** The fixture's one grid as two sheets side by side, W and E, with this sheet join table. */
    const twoSheets = (joins: { a: string; b: string }[]) => async (dir: string) => {
      const map = JSON.parse(await readFile(join(dir, 'map.json'), 'utf8'));
      const grid = map.grid;
      delete map.grid;
      map.sheets = [
        { id: 'W', name: 'West', grid, origin: { x: 0, y: 0 } },
        { id: 'E', name: 'East', grid, origin: { x: grid.cols * 1.5 * grid.size, y: 0 } },
      ];
      map.hexes = ['W', 'E'].flatMap((s) => map.hexes.map((h: { id: string }) => ({ ...h, id: `${s}:${h.id}` })));
      map.hexsides = [];
      map.joins = joins;
      await writeFile(join(dir, 'map.json'), JSON.stringify(map));
    };

    it('loads a map of two sheets whose joins are good', async () => {
      const { r } = await brokenCopy(twoSheets([{ a: 'W:0605', b: 'E:0105' }]));
      expect(r.ok, JSON.stringify(r)).toBe(true);
    });

    it.each([
      ['a hex the map lacks', { a: 'W:0105', b: 'E:0109' }, /sheet join W:0105–E:0109: "E:0109" is not a hex/],
      ['a hex with itself', { a: 'W:0105', b: 'W:0105' }, /sheet join W:0105–W:0105 joins the hex "W:0105" with/],
      ['two hexes of one sheet', { a: 'W:0105', b: 'W:0205' }, /sheet join W:0105–W:0205 joins two hexes of the same/],
    ])('refuses a map whose sheet join table joins %s, naming the join and the file', async (_, bad, message) => {
      const { r, problems } = await brokenCopy(twoSheets([{ a: 'W:0605', b: 'E:0105' }, bad]));
      expect(r).toMatchObject({ ok: false, error: { code: 'module-invalid' } });
      if (!r.ok) expect(r.error.message).toMatch(/^test\/map\.json: /);
      if (!r.ok) expect(r.error.message).toMatch(message);
      expect(problems).toHaveLength(1);
    });

    it('refuses a __proto__ key in a module file', async () => {
      const { r } = await brokenCopy(async (dir) => {
        const text = await readFile(join(dir, 'markers.json'), 'utf8');
        await writeFile(
          join(dir, 'markers.json'),
          text.replace('"id": "control"', '"__proto__": {"x": 1}, "id": "control"'),
        );
      });
      expect(r).toMatchObject({ ok: false, error: { code: 'module-invalid' } });
    });
  });
});

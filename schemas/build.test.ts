// The committed validators must be exactly what the schemas produce now, and must run in plain Node ESM.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateValidators } from './build.js';
import { HOST_OPS } from './host-api.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('schemas/build.ts', () => {
  it('the committed generated validators equal a fresh generation (run npm run gen:schemas if this fails)', async () => {
    const fresh = await generateValidators();
    expect(readFileSync(join(here, 'generated', 'validators.js'), 'utf8')).toBe(fresh.js);
    expect(readFileSync(join(here, 'generated', 'validators.d.ts'), 'utf8')).toBe(fresh.dts);
  });

  it('generated code has no require() and no runtime compilation (CSP without unsafe-eval)', () => {
    const js = readFileSync(join(here, 'generated', 'validators.js'), 'utf8');
    expect(js).not.toMatch(/(?<![\w.$'"])require\(/);
    expect(js).not.toMatch(/new Function\(|\beval\(/);
    expect(js).not.toMatch(/^import /m);
  });

  it('loads in plain Node ESM (not only under vitest, which provides require)', () => {
    const script =
      `import * as v from ${JSON.stringify(join(here, 'generated', 'validators.js'))};` +
      `console.log(JSON.stringify([v.host_getModule({moduleId:'isabella'}), v.host_getModule({moduleId:'isabella', x:1}), v.host_setTitle({title:'x'.repeat(201)})]))`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([true, false, false]);
  });

  it('runs in a bare JavaScript context with no require, process or Buffer (as in the renderer)', async () => {
    const { build } = await import('esbuild');
    const out = await build({
      entryPoints: [join(here, 'generated', 'validators.js')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'V',
      platform: 'browser',
      logLevel: 'silent',
    });
    const context: Record<string, unknown> = {};
    runInNewContext(
      `${out.outputFiles[0].text}; globalThis.result = [V.host_act({action:{side:'a',verb:'move',args:{}}}), V.host_act({}), V.validateSave({})];`,
      context,
    );
    expect(context.result).toEqual([true, false, false]);
  });

  it('exports a validator for the argument schema every host operation names, and no other', async () => {
    const v = (await import('./generated/validators.js')) as unknown as Record<string, unknown>;
    const named = new Set(HOST_OPS.map((op) => `host_${op}`));
    for (const name of named) expect(typeof v[name]).toBe('function');
    expect(
      Object.keys(v)
        .filter((k) => k.startsWith('host_'))
        .sort(),
    ).toEqual([...named].sort());
  });
});

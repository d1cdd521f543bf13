// Compiles every JSON Schema (save, host API, module files) ahead of time into standalone validators, so
// no schema is compiled at run time: the renderer's CSP has no 'unsafe-eval', and main, the engine worker,
// tests and the renderer all run the very same code. Run with `npx tsx schemas/build.ts` (npm run gen:schemas):
// it first writes the module and save formats' files from their declarations (formats.ts: module.schema.json,
// save.schema.json, engine/core/module.ts), then the validators, compiled from those same schemas.
//
// Ajv's ESM standalone output still calls require() for its runtime helpers (ajv issue #2209; see
// shared/research/feasibility.md). We bundle the output with esbuild into one self-contained ESM file with no
// imports at all, which runs in plain Node ESM, vitest, esbuild-bundled Electron main and the Vite renderer.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020Import from 'ajv/dist/2020.js';
import standaloneCodeImport from 'ajv/dist/standalone/index.js';
import addFormatsImport from 'ajv-formats';
import { build } from 'esbuild';
import { HOST_OPS } from './host-api.js';
import { formatFiles, writeFormatFiles } from './formats.js';
import { MODULE_FILE_KINDS, MODULE_SCHEMA_ID } from './module/index.js';
import { SAVE_SCHEMA_ID } from './save/file.js';
import { GAMES } from '../engine/games/index.js';
import { verbArgsSchema } from '../engine/core/verb-args.js';

// These packages are CommonJS with a `default` export; under Node ESM the default import is module.exports.
const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ?? Ajv2020Import) as typeof Ajv2020Import;
const standaloneCode = ((standaloneCodeImport as unknown as { default?: unknown }).default ??
  standaloneCodeImport) as typeof standaloneCodeImport;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as typeof addFormatsImport;

const here = dirname(fileURLToPath(import.meta.url));

/** The module files schemas/module.schema.json describes, by kind (declared in schemas/module/index.ts). */
export { MODULE_FILE_KINDS };

const HOST_ID = 'https://sandtable.app/schemas/host-api.schema.json';

function readSchema(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(here, name), 'utf8')) as Record<string, unknown>;
}

/** Generates the validators' source (ESM, self-contained) and its type declarations. */
export async function generateValidators(): Promise<{ js: string; dts: string }> {
  // The formats' schemas as formats.ts writes them (formats.test.ts holds the committed files to the same text).
  const formats = formatFiles();
  const save = JSON.parse(formats['schemas/save.schema.json']) as Record<string, unknown>;
  const mod = JSON.parse(formats['schemas/module.schema.json']) as Record<string, unknown>;
  // Written by electron/host/emit-schema.ts from the operations' declarations (it runs first in gen:schemas).
  const host = readSchema('generated/host-api.schema.json');

  const ajv = new Ajv2020({ code: { source: true, esm: true, lines: true }, strict: true, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(save);
  ajv.addSchema(host);
  ajv.addSchema(mod);

  const exportsMap: Record<string, string> = { validateSave: SAVE_SCHEMA_ID };
  // One validator per argument schema the operations name (host_<$defs name>; validate.ts looks an op's up).
  const hostDefs = (host.$defs ?? {}) as Record<string, unknown>;
  for (const op of HOST_OPS) {
    if (!Object.hasOwn(hostDefs, op)) throw new Error(`host operation ${op} has no schema: run npm run gen:schemas`);
    exportsMap[`host_${op}`] = `${HOST_ID}#/$defs/${op}`;
  }
  for (const kind of MODULE_FILE_KINDS) exportsMap[`module_${kind}`] = `${MODULE_SCHEMA_ID}#/$defs/${kind}`;
  // Typed verbs: each game's declared verb arguments (engine/core/verb-args.ts), one validator per verb
  // (verbs_<rules>_<verb>), so the host refuses a malformed action before it reaches the engine.
  for (const { rules } of GAMES) {
    if (!rules.verbArgs) continue;
    const id = `https://sandtable.app/schemas/verbs-${rules.id}.json`;
    ajv.addSchema({ ...verbArgsSchema(rules.verbArgs), $id: id });
    for (const verb of Object.keys(rules.verbArgs)) exportsMap[`verbs_${rules.id}_${verb}`] = `${id}#/$defs/${verb}`;
  }

  const raw = standaloneCode(ajv, exportsMap);
  const bundled = await build({
    stdin: { contents: raw, resolveDir: here, sourcefile: 'validators.raw.js', loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['main', 'module'],
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'silent',
    // Paths in the bundle's comments are relative to this: the output must not depend on the caller's cwd.
    absWorkingDir: dirname(here),
  });
  const header =
    '// GENERATED by schemas/build.ts from schemas/*.schema.json. Do not edit; run `npm run gen:schemas`.\n';
  const js = header + bundled.outputFiles[0].text;
  if (/(?<![\w.$'"])require\(/.test(js)) throw new Error('generated validators still call require()');

  const names = Object.keys(exportsMap).sort();
  const dts =
    header +
    'export interface GeneratedValidator {\n' +
    '  (data: unknown): boolean;\n' +
    '  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;\n' +
    '}\n' +
    names.map((n) => `export declare const ${n}: GeneratedValidator;\n`).join('');
  return { js, dts };
}

/** Writes schemas/generated/validators.js and validators.d.ts. */
export async function writeValidators(): Promise<void> {
  const { js, dts } = await generateValidators();
  writeFileSync(join(here, 'generated', 'validators.js'), js);
  writeFileSync(join(here, 'generated', 'validators.d.ts'), dts);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`wrote ${writeFormatFiles().join(', ')}`);
  writeValidators().then(
    () => console.log('wrote schemas/generated/validators.js and validators.d.ts'),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}

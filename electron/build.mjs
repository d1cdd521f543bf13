// `npm run build`: the renderer with Vite into dist/renderer, and the Node/Electron entry points with esbuild
// into dist-electron/. Quiet: one line per output (or per failure). Exits 1 if anything failed.
//
//   dist/renderer/              the page (renderer/vite.config.ts; root and outDir are fixed here)
//   dist-electron/main.cjs      Electron main (CJS, electron external)
//   dist-electron/preload.cjs   sandboxed preload: ONE file whose only require is 'electron'
//   dist-electron/bridge.mjs    browser mode under plain Node: node dist-electron/bridge.mjs
//   dist-electron/engine-worker.mjs  the engine's worker thread

import { build as esbuild } from 'esbuild';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (this file lives in electron/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist-electron');
const RENDERER_OUT = path.join(ROOT, 'dist', 'renderer');

// CJS bundles have no import.meta; code written as ESM (new URL('./x', import.meta.url)) gets this file's URL.
const CJS_IMPORT_META = {
  banner: { js: 'const __sandtableImportMetaUrl = require("url").pathToFileURL(__filename).href;' },
  define: { 'import.meta.url': '__sandtableImportMetaUrl' },
};
// ESM bundles under Node may contain bundled CommonJS that calls require() on built-ins.
// __dirname/__filename too: code that looks for sibling files (the engine worker) works in both bundle kinds.
const ESM_REQUIRE = {
  banner: {
    js: [
      'import { createRequire as __sandtableCreateRequire } from "node:module";',
      'import { fileURLToPath as __sandtableFileURLToPath } from "node:url";',
      'import { dirname as __sandtableDirname } from "node:path";',
      'const require = __sandtableCreateRequire(import.meta.url);',
      'const __filename = __sandtableFileURLToPath(import.meta.url);',
      'const __dirname = __sandtableDirname(__filename);',
    ].join(' '),
  },
};

/** The esbuild outputs: [label, options]. */
function esbuildTargets() {
  const common = { bundle: true, logLevel: 'silent', sourcemap: 'linked', legalComments: 'none', absWorkingDir: ROOT };
  return [
    [
      'dist-electron/main.cjs',
      {
        ...common,
        ...CJS_IMPORT_META,
        entryPoints: ['electron/main.ts'],
        outfile: path.join(OUT, 'main.cjs'),
        platform: 'node',
        format: 'cjs',
        target: 'node22',
        external: ['electron'],
      },
    ],
    // Sandboxed preloads get a tiny require() that only knows 'electron', 'events', 'timers' and 'url'.
    [
      'dist-electron/preload.cjs',
      {
        ...common,
        entryPoints: ['electron/preload.ts'],
        outfile: path.join(OUT, 'preload.cjs'),
        platform: 'browser',
        format: 'cjs',
        target: 'chrome130',
        external: ['electron'],
        sourcemap: false,
      },
    ],
    [
      'dist-electron/bridge.mjs',
      {
        ...common,
        ...ESM_REQUIRE,
        entryPoints: ['electron/bridge/server.ts'],
        outfile: path.join(OUT, 'bridge.mjs'),
        platform: 'node',
        format: 'esm',
        target: 'node20',
      },
    ],
    [
      'dist-electron/engine-worker.mjs',
      {
        ...common,
        ...ESM_REQUIRE,
        entryPoints: ['electron/engine-host/worker.ts'],
        outfile: path.join(OUT, 'engine-worker.mjs'),
        platform: 'node',
        format: 'esm',
        target: 'node20',
      },
    ],
  ];
}

/** Fails when the preload would require anything but 'electron' (a sandboxed preload can't load it). */
export function checkPreloadRequires(code) {
  const found = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
  const bad = found.filter((name) => name !== 'electron');
  if (bad.length > 0)
    throw new Error(`the sandboxed preload may only require "electron", but it requires ${bad.join(', ')}`);
}

function size(file) {
  const bytes = statSync(file).size;
  return bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

async function buildOne([label, options]) {
  try {
    await esbuild(options);
    if (label.endsWith('preload.cjs')) checkPreloadRequires(readFileSync(options.outfile, 'utf8'));
    return { label, ok: true, line: `${label}  ${size(options.outfile)}` };
  } catch (err) {
    const detail = err?.errors?.length
      ? err.errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`).join('; ')
      : String(err?.message ?? err);
    return { label, ok: false, line: `${label}: FAILED ${detail}` };
  }
}

/** The gist of a Vite/Rolldown error: ANSI colours and frame art removed, the first few lines kept. */
function firstLines(err) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes (ESC [ ... m).
  const text = String(err?.message ?? err).replace(/\x1b\[[0-9;]*m/g, '');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^[│╭╰─┬]/.test(l) && !/^Build failed/.test(l));
  return lines.slice(0, 2).join(' | ');
}

async function buildRenderer() {
  const label = 'dist/renderer/';
  try {
    const { build } = await import('vite');
    await build({
      configFile: path.join(ROOT, 'renderer', 'vite.config.ts'),
      root: path.join(ROOT, 'renderer'),
      // Relative asset URLs work under app://sandtable/ and http://127.0.0.1:PORT/ alike.
      base: './',
      logLevel: 'silent',
      build: { outDir: RENDERER_OUT, emptyOutDir: true },
    });
    return { label, ok: true, line: `${label}  index.html + assets` };
  } catch (err) {
    return { label, ok: false, line: `${label}: FAILED ${firstLines(err)}` };
  }
}

/** Builds everything; resolves true when every output built. */
export async function buildAll({ print = (line) => console.log(line) } = {}) {
  const results = await Promise.all([buildRenderer(), ...esbuildTargets().map(buildOne)]);
  for (const r of results) print(r.line);
  return results.every((r) => r.ok);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildAll().then((ok) => process.exit(ok ? 0 : 1));
}

// The engine's purity, checked two ways: a scan of every engine source file for imports and globals the
// engine may not touch, and a type-check of engine/ alone with lib ES2023 and no ambient (Node/DOM) types.
// Both checks are first shown to fail on a bad sample, so a green result means something.

import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const engineDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(engineDir, '..');

/** Packages engine code may import: pure, deterministic, no I/O. */
const ALLOWED_PACKAGES = ['pure-rand', 'canonicalize', '@noble/hashes'];
/** Globals that reach the clock, the host, the DOM or a non-seeded random source. */
const FORBIDDEN_GLOBALS = new Set(['Date', 'performance', 'process', 'require', 'window', 'document', 'globalThis']);

interface Hit {
  file: string;
  line: number;
  what: string;
}

function allowedSpecifier(spec: string, file: string): boolean {
  if (spec.startsWith('./') || spec.startsWith('../')) {
    // A relative import must stay inside engine/.
    const target = resolve(dirname(file), spec);
    return target === engineDir || target.startsWith(engineDir + sep);
  }
  return ALLOWED_PACKAGES.some((p) => spec === p || spec.startsWith(p + '/'));
}

/** Scan one source text; `file` is its (possibly imaginary) path, used to resolve relative imports. */
function scanSource(file: string, text: string): Hit[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const hits: Hit[] = [];
  const hit = (node: ts.Node, what: string) =>
    hits.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, what });
  const checkSpec = (node: ts.Node, spec: ts.Expression | undefined) => {
    if (!spec) return;
    if (!ts.isStringLiteralLike(spec)) return hit(node, 'import with a computed specifier');
    if (!allowedSpecifier(spec.text, file)) hit(node, `import of "${spec.text}"`);
    else if (/\.fixture\.js$/.test(spec.text) && !/\.(test|fixture)\.ts$/.test(file))
      hit(node, 'import of a test fixture');
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) checkSpec(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node)) hit(node, 'import = require(...)');
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      checkSpec(node, node.arguments[0]);
    else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Math' &&
      node.name.text === 'random'
    )
      hit(node, 'Math.random');
    else if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text)) {
      const p = node.parent;
      // A property or member that merely has the same name (state.process, { document: 1 }) is fine.
      const isMemberName =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        (ts.isQualifiedName(p) && p.right === node) ||
        ((ts.isPropertyAssignment(p) ||
          ts.isPropertySignature(p) ||
          ts.isPropertyDeclaration(p) ||
          ts.isMethodDeclaration(p) ||
          ts.isMethodSignature(p) ||
          ts.isEnumMember(p) ||
          ts.isGetAccessor(p) ||
          ts.isSetAccessor(p)) &&
          p.name === node);
      if (!isMemberName) hit(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return hits;
}

/** Every engine source file the purity rules apply to (tests and the benchmark tool excluded). */
function engineSources(dir = engineDir): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (p === join(engineDir, 'bench') || e.name === 'node_modules') continue;
      out.push(...engineSources(p));
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts')) {
      // Test fixtures (*.fixture.ts) may read module data; only tests may import them (checked below).
      if (!e.name.endsWith('.fixture.ts')) out.push(p);
    }
  }
  return out;
}

function runTsc(project: string): { ok: boolean; output: string } {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { ok: true, output: '' };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('engine purity: the scanner', () => {
  it('finds every kind of impurity in a bad sample (so it can fail)', () => {
    const bad = [
      "import fs from 'node:fs';",
      "import { x } from '../../electron/services/x.js';",
      "import * as pixi from 'pixi.js';",
      "export { y } from 'lodash';",
      'const r = Math.random();',
      'const t = Date.now(); const n = new Date();',
      'const p = performance.now();',
      'const e = process.env.HOME;',
      "const m = require('os');",
      'window.alert(1); document.title = "x";',
      'const g = globalThis;',
      "const d = await import('node:crypto');",
      "import { isabellaModule } from '../games/isabella/isabella.fixture.js';",
    ].join('\n');
    const whats = scanSource(join(engineDir, 'core', 'bad.ts'), bad).map((h) => h.what);
    for (const w of [
      'import of "node:fs"',
      'import of "../../electron/services/x.js"',
      'import of "pixi.js"',
      'import of "lodash"',
      'Math.random',
      'Date',
      'performance',
      'process',
      'require',
      'window',
      'document',
      'globalThis',
      'import of "node:crypto"',
      'import of a test fixture',
    ]) {
      expect(whats).toContain(w);
    }
  });

  it('accepts relative imports, the pure packages and members that only share a forbidden name', () => {
    const good = [
      "import { a } from './a.js';",
      "import { b } from '../core/b.js';",
      "import { sha256 } from '@noble/hashes/sha2.js';",
      "import canonicalize from 'canonicalize';",
      "import { uniformInt } from 'pure-rand/distribution/uniformInt';",
      'const o = { process: 1, document: 2 }; const v = o.process + o.document;',
      'interface I { window: number; Date: string }',
    ].join('\n');
    expect(scanSource(join(engineDir, 'core', 'good.ts'), good)).toEqual([]);
  });

  it('finds nothing in the engine itself', () => {
    const files = engineSources();
    expect(files.length).toBeGreaterThan(5);
    const hits = files.flatMap((f) => scanSource(f, readFileSync(f, 'utf8')));
    expect(hits.map((h) => `${relative(root, h.file)}:${h.line} ${h.what}`)).toEqual([]);
  });
});

describe('engine purity: type-check alone (lib ES2023, no ambient types)', () => {
  it('fails on a file that uses Node or DOM globals (so the check can fail)', () => {
    const cache = join(root, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(join(cache, 'sandtable-purity-'));
    try {
      writeFileSync(join(dir, 'bad.ts'), 'export const home = process.env.HOME;\nexport const t = document.title;\n');
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: join(engineDir, 'tsconfig.json'), include: ['bad.ts'] }),
      );
      const r = runTsc(join(dir, 'tsconfig.json'));
      expect(r.ok).toBe(false);
      expect(r.output).toMatch(/Cannot find name 'process'/);
      expect(r.output).toMatch(/Cannot find name 'document'/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60000);

  it('passes for engine/', () => {
    const r = runTsc(join(engineDir, 'tsconfig.json'));
    expect(r.output).toBe('');
    expect(r.ok).toBe(true);
  }, 60000);
});

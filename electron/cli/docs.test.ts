// The README and docs/ kept true: every `npx sandtable` line and every fuzz example of their ```sh blocks runs as
// written, in order, in a temporary folder (removed afterwards); every other command names a script, file or program
// that exists (bridge options parse, a browser spec filter matches a spec); every relative link, picture and heading
// anchor resolves; every repository path named in code exists; and the README stays under 250 lines.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBridgeArgs } from '../bridge/args.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(ROOT, 'electron/cli/sandtable.mjs');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** The README and every page of docs/, as paths relative to the repository. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** The fenced blocks of a page: their language tag and lines. */
function fencedBlocks(md: string): { lang: string; lines: string[] }[] {
  const out: { lang: string; lines: string[] }[] = [];
  for (const m of md.matchAll(/^```([\w-]*)\n([\s\S]*?)^```$/gm)) out.push({ lang: m[1], lines: m[2].split('\n') });
  return out;
}

/** A shell line without its comment (` # …` outside quotes), trimmed. */
function stripComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) quote = c === quote ? '' : quote;
    else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(0, i).trim();
  }
  return line.trim();
}

/** The commands of a shell line (split at `&&`, `||` and `;`), each as words without its leading `VAR=value`s. */
function commandsOf(line: string): { env: Record<string, string>; words: string[]; raw: string }[] {
  return stripComment(line)
    .split(/&&|\|\||;/)
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '')
    .map((raw) => {
      const words = (raw.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/^'(.*)'$|^"(.*)"$/, '$1$2'));
      const env: Record<string, string> = {};
      while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
        const [k, ...v] = words.shift()!.split('=');
        env[k] = v.join('=');
      }
      return { env, words, raw };
    });
}

/** Programs the pages may name that the test cannot run (installing system packages). */
const SYSTEM = new Set(['sudo', 'apt-get']);
/** npm's own commands the pages use. */
const NPM_BUILTINS = new Set(['install', 'ci']);

/** Why a command that is not run cannot be run as written, or null when its script, file or program exists. */
function unresolved(words: string[]): string | null {
  const [cmd, ...args] = words;
  const afterDashes = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
  const exists = (p: string) => existsSync(join(ROOT, p));
  if (SYSTEM.has(cmd)) return null;
  if (cmd === 'node' || cmd === 'bash') return exists(args[0] ?? '') ? null : `${cmd}: no file ${args[0]}`;
  if (cmd === 'npx') {
    const tool = args[0] ?? '';
    if (!existsSync(join(ROOT, 'node_modules/.bin', tool))) return `npx: no ${tool} in node_modules/.bin`;
    const files = args.slice(1).filter((a) => /\.(ts|mjs|js|json)$/.test(a));
    const missing = files.find((f) => !exists(f));
    return missing ? `npx ${tool}: no file ${missing}` : null;
  }
  if (cmd !== 'npm') return `a program the docs test does not know: ${cmd}`;
  const verb = args[0] ?? '';
  if (NPM_BUILTINS.has(verb)) return null;
  const script = verb === 'run' ? args[1] : verb;
  if (!scripts[script]) return `npm: package.json has no script "${script}"`;
  if (script === 'start') {
    try {
      parseBridgeArgs(afterDashes, { platform: 'linux', env: {}, home: '/home/ana', appRoot: ROOT, cwd: ROOT });
    } catch (err) {
      return `npm start: ${(err as Error).message}`;
    }
  }
  if (script === 'test:e2e') {
    const specs = readdirSync(join(ROOT, 'e2e')).filter((f) => f.endsWith('.spec.ts'));
    const filter = afterDashes.find((a) => !a.startsWith('-'));
    if (filter && !specs.some((s) => s.includes(filter))) return `npm run test:e2e: no spec matches "${filter}"`;
  }
  return null;
}

/** Runs a program in `cwd`; never rejects. */
function run(file: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string; err: string }>((done) => {
    execFile(file, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 99) : 0, out: stdout, err: stderr });
    });
  });
}

/** The GitHub anchor of a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The repository paths a page names in inline code, braces expanded (`a/{x,y}.json`); globs and patterns left out. */
function codePaths(md: string): string[] {
  const out: string[] = [];
  const prose = md.replace(/^```[\s\S]*?^```$/gm, '');
  for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
    const span = m[1];
    if (!/^(engine|electron|renderer|schemas|assets|e2e|docs|i18n|\.ci)\/[^\s<>*…]*$/.test(span)) continue;
    if (span.startsWith('e2e/artifacts/')) continue; // made by the runs, not committed
    const brace = /\{([^}]*)\}/.exec(span);
    if (brace) for (const alt of brace[1].split(',')) out.push(span.replace(brace[0], alt));
    else out.push(span);
  }
  return out;
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandtable-docs-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('README and docs', () => {
  it('the README stays under 250 lines', () => {
    expect(text('README.md').split('\n').length).toBeLessThan(250);
  });

  it('the command line page has its block of npx sandtable commands', () => {
    const blocks = fencedBlocks(text('docs/cli.md')).filter((b) => b.lang === 'sh');
    const cli = blocks.find((b) => b.lines.some((l) => l.startsWith('npx sandtable ')));
    expect(cli?.lines.filter((l) => l.startsWith('npx sandtable ')).length).toBeGreaterThanOrEqual(5);
  });

  it('every command that is not run names a script, file or program that exists', () => {
    const problems: string[] = [];
    let commands = 0;
    for (const page of PAGES) {
      const blocks = fencedBlocks(text(page));
      const lines = [
        ...blocks.filter((b) => b.lang === 'sh').flatMap((b) => b.lines),
        // The commands a transcript shows (`$ npm run …`) must exist too.
        ...blocks.flatMap((b) => b.lines.filter((l) => l.startsWith('$ ')).map((l) => l.slice(2))),
      ];
      for (const line of lines) {
        for (const c of commandsOf(line)) {
          if (c.words.length === 0 || (c.words[0] === 'npx' && c.words[1] === 'sandtable')) continue;
          commands++;
          const why = unresolved(c.words);
          if (why) problems.push(`${page}: ${c.raw}: ${why}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(commands).toBeGreaterThan(10);
  });

  it('runs every npx sandtable line and every fuzz example as written, in order, each exiting 0', async () => {
    let ran = 0;
    for (const page of PAGES) {
      for (const block of fencedBlocks(text(page)).filter((b) => b.lang === 'sh')) {
        for (const line of block.lines) {
          for (const c of commandsOf(line)) {
            const [cmd, a1, a2] = c.words;
            let r: { code: number; out: string; err: string } | null = null;
            if (cmd === 'npx' && a1 === 'sandtable') {
              // `npx sandtable` is the package's own bin: run that very file under Node, the shell unquoting.
              const rest = c.raw.replace(/^([A-Z_]+=\S+\s+)*npx sandtable /, '');
              r = await run('sh', ['-c', `"${process.execPath}" "${bin}" ${rest}`], dir, c.env);
              const json = /--format|\bnew\b/.test(rest) ? null : (JSON.parse(r.out) as Record<string, unknown>);
              // A command that answers a JSON verdict must answer a good one.
              if (json && 'ok' in json) expect(json.ok, `${page}: ${line}`).toBe(true);
            } else if (cmd === 'npm' && a1 === 'run' && a2 === 'fuzz') {
              const args = c.words.slice(c.words.indexOf('--') + 1);
              r = await run(process.execPath, [tsx, join(ROOT, 'electron/cli/fuzz.ts'), ...args], dir, c.env);
              expect(r.out, `${page}: ${line}`).toMatch(/ 0 failed/);
            }
            if (!r) continue;
            ran++;
            expect(r.code, `${page}: ${line}\n${r.err}`).toBe(0);
            expect(r.out.trim().length, `${page}: ${line} printed nothing`).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(ran).toBeGreaterThanOrEqual(10);
  }, 240_000);

  it('every relative link, picture and anchor resolves', () => {
    const problems: string[] = [];
    for (const page of PAGES) {
      const prose = text(page).replace(/^```[\s\S]*?^```$/gm, '');
      for (const m of prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
        const [file, anchor] = target.split('#');
        const path = file ? resolve(dirname(join(ROOT, page)), file) : join(ROOT, page);
        if (!existsSync(path)) {
          problems.push(`${page}: ${target} (no ${relative(ROOT, path)})`);
          continue;
        }
        if (anchor) {
          const headings = [...readFileSync(path, 'utf8').matchAll(/^#+ (.+)$/gm)].map((h) => slug(h[1]));
          if (!headings.includes(anchor)) problems.push(`${page}: ${target} (no heading #${anchor})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every repository path named in code exists', () => {
    const missing = PAGES.flatMap((page) =>
      codePaths(text(page))
        .filter((p) => !existsSync(join(ROOT, p)))
        .map((p) => `${page}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the docs test itself', () => {
  it('splits a line into commands, its environment and words, without its comment', () => {
    expect(commandsOf('A=1 npx sandtable act g --action \'{"a": 1}\'   # a note')).toEqual([
      {
        env: { A: '1' },
        words: ['npx', 'sandtable', 'act', 'g', '--action', '{"a": 1}'],
        raw: 'A=1 npx sandtable act g --action \'{"a": 1}\'',
      },
    ]);
    expect(commandsOf('npm install && npm start').map((c) => c.words)).toEqual([
      ['npm', 'install'],
      ['npm', 'start'],
    ]);
  });

  it('finds what does not resolve', () => {
    expect(unresolved(['npm', 'run', 'no-such-script'])).toMatch(/no script/);
    expect(unresolved(['npm', 'start', '--', '--port', 'eighty'])).toMatch(/--port/);
    expect(unresolved(['npm', 'run', 'test:e2e', '--', 'no-such-spec'])).toMatch(/no spec/);
    expect(unresolved(['node', 'electron/nope.mjs'])).toMatch(/no file/);
    expect(unresolved(['make'])).toMatch(/does not know/);
    expect(unresolved(['npm', 'run', 'test:e2e', '--', 'opening'])).toBeNull();
  });

  it('reads anchors and code paths as GitHub and the repository do', () => {
    expect(slug('What the invitation binds')).toBe('what-the-invitation-binds');
    expect(slug('Playing under the rules (Operation Isabella)')).toBe('playing-under-the-rules-operation-isabella');
    expect(codePaths('see `i18n/{en,es}.json`, `e2e/artifacts/x.png`, `assets/modules/<id>/` and `flow.ts`')).toEqual([
      'i18n/en.json',
      'i18n/es.json',
    ]);
  });
});

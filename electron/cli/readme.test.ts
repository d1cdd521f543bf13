// The README's "Command-line tool" block, read from README.md itself and run line by line, in order, under
// plain Node in a temporary folder (removed afterwards), so the README's examples cannot drift from the tool.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('./sandtable.mjs', import.meta.url));
const readme = fileURLToPath(new URL('../../README.md', import.meta.url));

/** The command lines of the first ```sh block under the README heading `heading`. */
function readmeBlock(text: string, heading: string): string[] {
  const at = text.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`README.md has no "${heading}" heading`);
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) throw new Error(`README.md has no sh block under "${heading}"`);
  return block[1].split('\n').filter((l) => l.trim() !== '');
}

/** Runs one shell line in `cwd`; never rejects. */
function sh(line: string, cwd: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', line], { cwd, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 99) : 0, out: stdout, err: stderr });
    });
  });
}

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandtable-readme-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('README command-line examples', () => {
  it('finds the block and every line is a sandtable command', () => {
    const lines = readmeBlock(readFileSync(readme, 'utf8'), '## Command-line tool');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line).toMatch(/^npx sandtable /);
  });

  it('runs every line as written, in order, each exiting 0', async () => {
    const lines = readmeBlock(readFileSync(readme, 'utf8'), '## Command-line tool');
    for (const line of lines) {
      // `npx sandtable` is the package's own bin; run that very file under Node (the shell strips the comments).
      const r = await sh(line.replace(/^npx sandtable /, `"${process.execPath}" "${bin}" `), dir);
      expect(r.code, `${line}\n${r.err}`).toBe(0);
      expect(r.out.trim().length, `${line} printed nothing`).toBeGreaterThan(0);
      const json =
        line.includes('--format') || line.includes(' new ') ? null : (JSON.parse(r.out) as Record<string, unknown>);
      // A command that answers a JSON verdict must answer a good one.
      if (json && 'ok' in json) expect(json.ok, line).toBe(true);
    }
  }, 120_000);
});

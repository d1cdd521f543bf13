// `sandtable new --position FILE` and `sandtable preview` (issue 7 §4): any rule tried from a shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main.js';

const modules = fileURLToPath(new URL('../../assets/modules', import.meta.url));
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandtable-position-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(['--modules', modules, ...args], {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
  });
  return { code, out, err };
}

describe('a described position', () => {
  it('starts a game from the position and previews an attack: odds and every shift, no roll, nothing written', async () => {
    const pos = join(dir, 'pos.json');
    writeFileSync(
      pos,
      JSON.stringify({
        turn: 3,
        phase: 'actions-1',
        activeSide: 'allied',
        movementFirst: false,
        units: [
          { def: 'us-1ad', hex: '2716' },
          { def: 'us-1id', hex: '2916' },
          { def: 'fs-i', hex: '2816', steps: 1 },
        ],
        vars: { beachhead: '1321' },
      }),
    );
    const file = join(dir, 'p.sandtable');
    const made = await cli(
      'new',
      '--module',
      'isabella',
      '--scenario',
      'campaign',
      '--seed',
      's',
      '--mode',
      'enforced',
      '--position',
      pos,
      '-o',
      file,
    );
    expect(made.code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const attack = { side: 'allied', verb: 'attack', args: { target: '2816', attackers: ['us-1ad', 'us-1id'] } };
    const r = await cli('preview', file, '--action', JSON.stringify(attack));
    expect(r.code).toBe(0);
    const p = JSON.parse(r.out);
    // 9 + 6 against the reduced I Corps (3): 5:1, two columns left for the city of Madrid (13.11): 3:1.
    expect(p.attack).toMatchObject({ attack: 15, defense: 3, odds: '5:1', column: '3:1', automatic: null });
    expect(p.attack.shifts).toEqual([{ amount: -2, reason: 'defender in the city hex 2816', rule: '13.11' }]);
    expect(p.violations).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // A move out of turn is refused with whose turn it is.
    const wrong = await cli(
      'preview',
      file,
      '--action',
      JSON.stringify({ ...attack, side: 'axis', args: { target: '2716', attackers: ['fs-i'] } }),
    );
    expect(JSON.parse(wrong.out).violations[0].rule).toBe('core.not-your-turn');
  });

  it('a position that names no unit of the game is refused with the reason', async () => {
    const pos = join(dir, 'bad.json');
    writeFileSync(pos, JSON.stringify({ units: [{ def: 'no-such-unit', hex: '2816' }] }));
    const r = await cli(
      'new',
      '--module',
      'isabella',
      '--scenario',
      'campaign',
      '--position',
      pos,
      '-o',
      join(dir, 'bad.sandtable'),
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/names no unit "no-such-unit"/);
  });
});

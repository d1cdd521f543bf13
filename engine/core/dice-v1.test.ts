// Games by e-mail started under the first commit-reveal scheme (commit-reveal/1) replay exactly as they did: the
// same dice for every entry, the same hidden draws and the same final state, byte for byte. The values below were
// computed by the engine before commit-reveal/2 existed and are frozen here; a change to the old derivation (the
// entry index, the chain's shape) changes them.

import { describe, expect, it } from 'vitest';
import type { Action, GameState, LogEntry } from './types.js';
import type { GameSetup, Rules } from './rules.js';
import type { GameModule } from './module.js';
import {
  CHAIN_LENGTH,
  chainSecret,
  COMMIT_REVEAL_V1,
  type DiceCommitments,
  entryRng,
  privateRng,
  startChain,
} from './dice-chain.js';
import { canonicalJson, sha256Hex } from './hash.js';
import { makeEntry } from './log.js';
import { replay } from './replay.js';
import { keysOf, mailSeeds, secretOf } from './mail.fixture.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';
import { hiddenModule, hiddenRules } from './hidden.fixture.js';

const seeds = mailSeeds('axis', 'allied');
const v1 = (strict: boolean): DiceCommitments => {
  const commits = {
    axis: chainSecret(seeds.axis!, 0, CHAIN_LENGTH),
    allied: chainSecret(seeds.allied!, 0, CHAIN_LENGTH),
  };
  return strict ? { scheme: COMMIT_REVEAL_V1, strict: true, commits } : { scheme: COMMIT_REVEAL_V1, commits };
};
const setupOf = (strict: boolean, mode: GameSetup['mode'] = 'honor'): GameSetup => ({
  scenarioId: 'intro',
  seed: 'v1-game',
  mode,
  options: {},
  twoPlayers: true,
  dice: v1(strict),
});

const roll = (side: string, count: number): Action => ({ side, verb: 'roll', args: { count, sides: 6 } });
const note = (side: string): Action => ({ side, verb: 'note', args: { text: 'hm' } });
const reveal = (side: string, index: number): Action => ({
  side,
  verb: 'reveal',
  args: { index, secret: secretOf(seeds, side, index) },
});

/** A log of `actions` as a file carries it (chained entries, nothing checked on the way). */
function logOf(actions: Action[]): LogEntry[] {
  const log: LogEntry[] = [];
  for (const a of actions) log.push(makeEntry(log.at(-1) ?? null, a));
  return log;
}

/** Replays the log: the dice of each entry that rolled (by seq) and a digest of the final state. */
function rolled(rules: Rules, module: GameModule, setup: GameSetup, log: LogEntry[], keys = {}) {
  const r = replay(rules, module, setup, log, { keys });
  if (!r.ok) throw new Error(r.reason);
  const dice: Record<number, unknown[]> = {};
  r.events.forEach((evs, seq) => {
    const found = evs
      .filter((e) => e.type === 'roll' || e.type === 'march' || e.type === 'attack')
      .map((e) => e.dice ?? e.die);
    if (found.length > 0) dice[seq] = found;
  });
  return { dice, state: sha256Hex(canonicalJson(r.state as GameState)) };
}

describe('commit-reveal/1 games replay exactly as before', () => {
  it('a v1 game (notes, extra reveals, a refused proposal) rolls the dice it always rolled', () => {
    const log = logOf([
      roll('axis', 3),
      note('axis'),
      reveal('allied', 1),
      roll('axis', 2),
      note('allied'),
      roll('allied', 4),
      reveal('axis', 1),
      reveal('axis', 2),
      { side: 'axis', verb: 'setMode', args: { mode: 'enforced' } },
      { side: 'allied', verb: 'consent', args: { accept: false } },
      roll('axis', 3),
    ]);
    expect(rolled(stackRules(), miniModule(), setupOf(false), log)).toEqual(FROZEN.plain);
  });

  it('a v1 game with strict dice resolves its waiting rolls with the dice it always had', () => {
    const log = logOf([
      roll('axis', 3),
      { side: 'allied', verb: 'undoRequest', args: { to: -1 } },
      reveal('allied', 1),
      { side: 'axis', verb: 'consent', args: { accept: false } },
      roll('allied', 2),
      reveal('axis', 1),
      note('axis'),
    ]);
    expect(rolled(stackRules(), miniModule(), setupOf(true), log)).toEqual(FROZEN.strict);
  });

  it('a v1 game with hidden units: a march rolls and an attack on a sealed stack waits, as before', () => {
    const march: Action = {
      side: 'axis',
      verb: 'march',
      args: { piece: 'axis-rear', to: { kind: 'hex', hex: '0204' }, path: ['0204'] },
    };
    const log = logOf([note('allied'), march, { side: 'axis', verb: 'attack', args: { hex: '0505' } }]);
    const module = hiddenModule();
    const setup = setupOf(false, 'enforced');
    const keys = keysOf(seeds, ['axis', 'allied']);
    // The allied reveal carries the defenders' faces, as the allied machine records them.
    const before = replay(hiddenRules, module, setup, log, { keys });
    if (!before.ok) throw new Error(before.reason);
    const faces = Object.fromEntries(
      ['allied-1', 'allied-2'].map((id) => {
        const p = before.state.pieces.find((x) => x.id === id)!;
        return [id, { def: p.def, steps: p.steps }];
      }),
    );
    const full = logOf([
      note('allied'),
      march,
      { side: 'axis', verb: 'attack', args: { hex: '0505' } },
      { ...reveal('allied', 1), reveals: faces },
    ]);
    expect(rolled(hiddenRules, module, setup, full, keys)).toEqual(FROZEN.hidden);
  });

  it('the v1 generators of an entry and of a hidden draw are the ones they were', () => {
    const keys = keysOf(seeds, ['axis', 'allied']);
    const chain = startChain('v1-game', v1(false), keys);
    expect(entryRng({ ...chain, n: 7 }).state).toEqual(FROZEN.entry7);
    expect(privateRng(entryRng({ ...chain, n: 7 }), 'allied', 3)).toEqual({
      algorithm: 'xoroshiro128plus',
      state: FROZEN.draw,
    });
  });
});

// Computed by the engine before commit-reveal/2 (commit cdcf2f7), from the logs above.
const FROZEN = {
  plain: {
    dice: { 0: [[6, 1, 6]], 3: [[1, 3]], 5: [[1, 4, 1, 6]], 10: [[6, 6, 5]] },
    state: '737019fa1ec4e828ff057ed214ef09c5fce0e5c998a3171109b40b2903d1cba5',
  },
  strict: {
    dice: { 2: [[1, 6, 5]], 5: [[6, 3]] },
    state: 'c35f643e8d7324394c5570016d9ff3b687d9af163ff8b2d54b9a471c913e023c',
  },
  hidden: {
    dice: { 1: [5], 3: [1] },
    state: '69044e257650a83598dd9d9b9bf03d40d44236effdc6a4d9f69ffaeeb53710f7',
  },
  entry7: [1125601099, -1072651510, -914564731, 921290554],
  draw: [931582153, 572165975, 152103559, 2102699143],
};

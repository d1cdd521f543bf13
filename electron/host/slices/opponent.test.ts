// The computer opponent at one screen, on the real Operation Isabella through the host service: the computer's
// actions go through the rules, logged with their reasons; the page only ever gets the player's side; the player
// may not command the computer's side; undo takes back the computer's replies with the player's action; a save
// reopens with its opponent; a game by e-mail or not under enforced rules refuses one; a failing bot stops cleanly.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../../engine/core/types.js';
import type { SentSnapshot } from '../../../schemas/host-api.js';
import type { DecideAnswer, DecideRequest } from '../../engine-host/ops.js';
import type { EngineRunner } from '../../engine-host/runner.js';
import { createLocalRunner } from '../../services/fixtures/local-runner.js';
import { FIXTURE_MODULES_DIR, tempDir, value } from '../../services/fixtures/helpers.js';
import { ROOT_MODULES_DIR } from '../../services/fixtures/isabella-dir.js';
import { resign } from '../../services/fixtures/resign.js';
import { loadIdentity } from '../../services/identity.js';
import type { SaveFile } from '../../../schemas/save.js';
import type { GameState } from '../../../engine/core/types.js';
import { seedRng } from '../../../engine/core/dice.js';
import { sideView } from '../../../engine/core/sideview.js';
import { playMatch } from '../../../engine/ai/match.js';
import { randomBot } from '../../../engine/ai/random.js';
import { isabella } from '../../../engine/games/isabella/index.js';
import { isabellaModule } from '../../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules } from '../../../engine/games/isabella/rules.js';
import { engineOps } from '../../engine-host/ops.js';
import { redactReason } from '../opponent.js';
import { createHostService, type HostService } from '../../services/host-service.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

/** Where the last host keeps its data (its keys). */
let dataDir = '';

/** A host over the shipped modules; `decide`: replaces the bot's answers (a failing bot), else the real bots. */
async function host(
  decide?: (req: DecideRequest) => DecideAnswer,
  modulesDir = ROOT_MODULES_DIR,
  opponentPaceMs?: number,
): Promise<HostService> {
  const data = await tempDir();
  const docs = await tempDir();
  dataDir = data.dir;
  const service = await createHostService({
    modulesDir,
    dataDir: data.dir,
    docsDir: docs.dir,
    ...(opponentPaceMs === undefined ? {} : { opponentPaceMs }),
    runnerFactory: (module): EngineRunner => {
      const local = createLocalRunner(module);
      return decide ? { ...local, decide: async (_s, _side, r) => decide(r) } : local;
    },
  });
  closers.push(async () => {
    await service.close();
    await data.cleanup();
    await docs.cleanup();
  });
  return service;
}

const AGAINST_AXIS = { moduleId: 'isabella', scenarioId: 'campaign', mode: 'enforced' as const, seed: 'opp-1' };

/** The player's first legal action of `snap` (its side's), as the page would send it. */
function firstAction(snap: SentSnapshot): Action {
  const view = snap.view!;
  const a = view.legalActions.find((x) => x.args !== undefined)!;
  return { side: view.side, verb: a.verb, args: a.args! };
}

/** Plays: the computer while it is to act, the player's first legal action otherwise, `n` player actions in all. */
async function play(service: HostService, start: SentSnapshot, n: number): Promise<SentSnapshot> {
  let snap = start;
  for (let mine = 0; mine < n; ) {
    if (snap.doc?.opponent?.toAct) snap = value(await service.opponentMove({}));
    else {
      snap = value(await service.act({ action: firstAction(snap) }));
      mine++;
    }
    expect(snap.doc?.opponent?.stopped).toBeUndefined();
  }
  return snap;
}

describe('the computer opponent in the host', () => {
  it('plays its side through the rules, each entry with its reason; the page has the player’s side', async () => {
    const service = await host();
    let snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'scripted' } }));
    expect(snap.doc?.opponent).toMatchObject({ side: 'axis', bot: 'scripted' });
    expect(snap.view?.side).toBe('allied');
    // The page cannot ask for the computer's view.
    expect(value(await service.getSnapshot({ side: 'axis' })).view?.side).toBe('allied');
    snap = await play(service, snap, 30);
    while (snap.doc?.opponent?.toAct) snap = value(await service.opponentMove({}));
    const whole = value(await service.getSnapshot({}));
    const bots = whole.log.filter((l) => l.side === 'axis');
    expect(bots.length).toBeGreaterThan(0);
    for (const l of bots) expect(l.reason).toBeDefined();
    for (const l of whole.log.filter((x) => x.side === 'allied')) expect(l.reason).toBeUndefined();
    expect(whole.view?.side).toBe('allied');
    // The computer's reasons name only the pieces the player sees (or a hidden one as the log words it).
    const seen = new Set(whole.view!.state.pieces.map((p) => p.id));
    let named = 0;
    for (const l of bots) {
      if (typeof l.reason !== 'object') continue;
      for (const [k, v] of Object.entries(l.reason.params ?? {}))
        if (/pieces?$/i.test(k))
          for (const id of String(v).split(',')) {
            expect(seen.has(id) || id.startsWith('hidden:'), `${id} in a reason`).toBe(true);
            named++;
          }
    }
    expect(named).toBeGreaterThan(0);
  }, 60000);

  it('takes at least its pace over a move when the host is given one (--opponent-pace)', async () => {
    const service = await host(undefined, ROOT_MODULES_DIR, 1500);
    const snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'allied', bot: 'scripted' } }));
    expect(snap.doc?.opponent?.toAct).toBe(true);
    const began = performance.now();
    const moved = value(await service.opponentMove({}));
    expect(performance.now() - began).toBeGreaterThanOrEqual(1450);
    expect(moved.log.length).toBeGreaterThan(snap.log.length);
  }, 60000);

  it('refuses the player an action for the computer’s side', async () => {
    const service = await host();
    const snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'allied', bot: 'random' } }));
    expect(snap.view?.side).toBe('axis');
    const r = await service.act({ action: { side: 'allied', verb: 'endPhase', args: {} } });
    expect(r).toMatchObject({ ok: false, error: { code: 'rejected' } });
    if (!r.ok) expect(r.error.message).toMatch(/played by the computer/);
  });

  it('refuses the computer in a game not under enforced rules, and a bot the game does not have', async () => {
    const service = await host();
    const advisory = await service.newGame({
      ...AGAINST_AXIS,
      mode: 'advisory',
      opponent: { side: 'axis', bot: 'random' },
    });
    expect(advisory).toMatchObject({ ok: false, error: { code: 'opponent-refused' } });
    const modules = value(await service.listModules({}));
    const isabella = modules.find((m) => m.id === 'isabella')!;
    expect(isabella.bots).toContain('random');
    expect(isabella.bots).toContain('scripted');
    for (const m of modules) expect(m.bots?.[0]).toBe('random');
    // A game without a policy (the test module's table rules) has no scripted bot to play it.
    const table = await host(undefined, FIXTURE_MODULES_DIR);
    const plain = value(await table.listModules({}))[0]!;
    expect(plain.bots).toEqual(['random']);
    const scripted = await table.newGame({
      moduleId: plain.id,
      scenarioId: plain.scenarios[0]!.id,
      opponent: { side: plain.sides[0]!.id, bot: 'scripted' },
    });
    expect(scripted).toMatchObject({ ok: false, error: { code: 'opponent-refused' } });
    expect(value(await service.getSnapshot({})).doc).toBeNull();
  });

  it('undo takes back the computer’s replies with the player’s own action', async () => {
    const service = await host();
    let snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'scripted' } }));
    // Play until the computer has replied to a player's action with actions of its own, none of them rolling dice.
    for (let i = 0; i < 200; i++) {
      const log = value(await service.getSnapshot({})).log;
      const last = log.at(-1);
      if (last?.side === 'axis' && log.some((l) => l.side === 'allied') && snap.doc?.canUndo) break;
      snap = snap.doc?.opponent?.toAct
        ? value(await service.opponentMove({}))
        : value(await service.act({ action: firstAction(snap) }));
    }
    const before = value(await service.getSnapshot({})).log;
    expect(before.at(-1)?.side).toBe('axis');
    let mine = before.length - 1;
    while (before[mine]!.side === 'axis') mine--;
    const after = value(await service.undo({}));
    expect(value(await service.getSnapshot({})).log.length).toBe(mine);
    expect(after.doc?.opponent?.stopped).toBeUndefined();
  }, 60000);

  it('a saved game reopens with its opponent and the reasons of its entries', async () => {
    const service = await host();
    let snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'random' } }));
    snap = await play(service, snap, 10);
    while (snap.doc?.opponent?.toAct) snap = value(await service.opponentMove({}));
    const log = value(await service.getSnapshot({})).log;
    value(await service.saveAs({ name: 'against the computer' }));
    value(await service.newGame({ ...AGAINST_AXIS }));
    const [entry] = value(await service.listFiles({}));
    const reopened = value(await service.openFile({ fileId: entry!.id }));
    expect(reopened.doc?.opponent).toMatchObject({ side: 'axis', bot: 'random' });
    expect(reopened.view?.side).toBe('allied');
    expect(reopened.log.map((l) => l.reason)).toEqual(log.map((l) => l.reason));
    expect(reopened.log.filter((l) => l.reason !== undefined).length).toBeGreaterThan(0);
  }, 60000);

  it('a game by e-mail refuses a computer opponent written into its file', async () => {
    const service = await host();
    value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'random' } }));
    const path = join(dataDir, 'against.sandtable');
    value(await service.saveToPath(path));
    const file = JSON.parse(await readFile(path, 'utf8')) as SaveFile;
    expect(file.opponent).toMatchObject({ side: 'axis', bot: 'random' });
    // The same game made one for two players on two machines, its history signed again as its player would.
    const mail = resign({ ...file, setup: { ...file.setup, twoPlayers: true } }, await loadIdentity(dataDir));
    const r = await service.openContents({ name: 'mail.sandtable', text: JSON.stringify(mail) });
    expect(r).toMatchObject({ ok: false, error: { code: 'opponent-refused' } });
    if (!r.ok) expect(r.error.message).toMatch(/by e-mail.*cannot play a side/);
    // The open game stays.
    expect(value(await service.getSnapshot({})).doc?.opponent?.side).toBe('axis');
  });
});

describe('a reason as the player may read it', () => {
  it('replaces the hidden pieces of a list and a single piece, and keeps the rest', () => {
    const hidden = new Map([
      ['de-2', 'axis'],
      ['de-3', 'axis'],
    ]);
    const r = { id: 'bot.x', params: { pieces: 'de-1,de-2', piece: 'de-3', hex: '1420', count: 2 } };
    expect(redactReason(r, hidden)).toEqual({
      id: 'bot.x',
      params: { pieces: 'de-1,hidden:axis', piece: 'hidden:axis', hex: '1420', count: 2 },
    });
    expect(redactReason('words', hidden)).toBe('words');
    expect(redactReason(r, new Map())).toBe(r);
  });
});

describe('a bot that fails', () => {
  it('an action the rules refuse: the host stops asking, says so, and the player may play that side', async () => {
    const illegal: Action = { side: 'axis', verb: 'move', args: { piece: 'nobody', path: ['0101'] } };
    const service = await host(() => ({ kind: 'decided', action: illegal, reason: { id: 'bot.random' }, ms: 1 }));
    let snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'scripted' } }));
    for (let i = 0; i < 100 && !snap.doc?.opponent?.toAct; i++)
      snap = value(await service.act({ action: firstAction(snap) }));
    const length = value(await service.getSnapshot({})).log.length;
    snap = value(await service.opponentMove({}));
    expect(snap.doc?.opponent?.stopped).toMatch(/rules refuse.*play that side yourself/);
    expect(value(await service.getSnapshot({})).log.length).toBe(length);
    // The screen now follows the side to act, and the player may act for the computer's side.
    expect(snap.view?.side).toBe('axis');
    expect(await service.act({ action: firstAction(snap) })).toMatchObject({ ok: true });
  }, 60000);

  it('no action: the host stops asking and says so', async () => {
    const service = await host(() => ({ kind: 'none', ms: 1 }));
    let snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'scripted' } }));
    for (let i = 0; i < 100 && !snap.doc?.opponent?.toAct; i++)
      snap = value(await service.act({ action: firstAction(snap) }));
    snap = value(await service.opponentMove({}));
    expect(snap.doc?.opponent?.stopped).toMatch(/found no action for axis/);
    // Asked again, it thinks no more.
    expect(value(await service.opponentMove({})).doc?.opponent?.stopped).toBe(snap.doc?.opponent?.stopped);
  }, 60000);
});

describe('the bot in the engine worker (ops.ts decide)', () => {
  /** Positions of a game of Isabella between random bots, with the sides to act. */
  function positions(n: number): GameState[] {
    const out: GameState[] = [];
    const base = { scenarioId: 'campaign', mode: 'enforced' as const, options: {} };
    playMatch(isabellaRules, isabellaModule, base, { allied: randomBot, axis: randomBot }, 7, {
      over: (st) => isabella.fuzz!.over(st) || out.push(st) > n,
      result: () => null,
    });
    return out;
  }

  it('decides from its side’s view only: the same view over another hidden truth gives the same decision', () => {
    const ops = engineOps(isabellaModule, isabellaRules);
    let compared = 0;
    for (const state of positions(300)) {
      for (const side of isabellaRules.toAct(isabellaModule, state)) {
        const seen = new Set(sideView(isabellaRules, isabellaModule, state, side).state.pieces.map((p) => p.id));
        const hidden = state.pieces.filter((p) => !seen.has(p.id) && p.kind === 'unit');
        const a = hidden[0];
        const b = hidden.find((p) => p.side === a?.side && p.def !== a?.def);
        if (!a || !b) continue;
        // Two hidden enemy units trade identities and the dice are reseeded: the side's view is the same.
        const pieces = state.pieces.map((p) =>
          p.id === a.id ? { ...p, def: b.def } : p.id === b.id ? { ...p, def: a.def } : p,
        );
        const other = { ...state, pieces, rng: seedRng('another truth') };
        expect(sideView(isabellaRules, isabellaModule, other, side)).toEqual(
          sideView(isabellaRules, isabellaModule, state, side),
        );
        const req = { bot: 'scripted', seed: 99, budgetMs: 1000 };
        const d1 = ops.decide(state, side, req);
        expect(d1.kind).toBe('decided');
        expect({ ...ops.decide(other, side, req), ms: 0 }).toEqual({ ...d1, ms: 0 });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('answers idle for a side not to act, and says why for a bot there is not', () => {
    const ops = engineOps(isabellaModule, isabellaRules);
    const state = positions(5).at(-1)!;
    const idle = isabella.rules.toAct(isabellaModule, state).includes('allied') ? 'axis' : 'allied';
    expect(ops.decide(state, idle, { bot: 'random', seed: 1, budgetMs: 100 })).toEqual({ kind: 'idle' });
    expect(ops.decide(state, idle, { bot: 'clever', seed: 1, budgetMs: 100 })).toMatchObject({ kind: 'unavailable' });
  });

  it('the host draws a fresh seed for every decision, never the game’s dice seed', async () => {
    const seeds: number[] = [];
    const service = await host((req) => {
      seeds.push(req.seed);
      return { kind: 'none', ms: 0 };
    });
    for (let i = 0; i < 3; i++) {
      let snap = value(await service.newGame({ ...AGAINST_AXIS, opponent: { side: 'axis', bot: 'random' } }));
      for (let j = 0; j < 100 && !snap.doc?.opponent?.toAct; j++)
        snap = value(await service.act({ action: firstAction(snap) }));
      value(await service.opponentMove({}));
    }
    expect(seeds).toHaveLength(3);
    expect(new Set(seeds).size).toBe(3);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  }, 60000);
});

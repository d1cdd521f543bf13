// Hidden units by e-mail (6.8 with engine/core/hidden-units.ts; derived tests): three machines play the same
// game — the Axis player's (it knows only the Axis key), the Allied player's, and an auditor that knows both —
// each action chosen on the acting side's own machine and applied on all three. The public game must stay the
// same on all of them, each side's view on its own machine must be what the auditor shows that side, no machine
// may hold the face of a unit the other side still hides, and the end-of-game key reveal must let a replay audit
// every hidden move and reveal (a move too far or a false face passes the blind machine but fails the audit).

import { describe, expect, it } from 'vitest';
import type { Action, GameState, LogEntry, Piece, SideId } from '../../core/types.js';
import type { GameSetup } from '../../core/rules.js';
import { applyAction } from '../../core/apply.js';
import { chainOf, handKey } from '../../core/dice-chain.js';
import { appendOpened, diceOf, mailSeeds, opening, secretOf, secretsOf } from '../../core/mail.fixture.js';
import { type Face, hiddenOf, SEALED } from '../../core/hidden-units.js';
import { entryAction, makeEntry } from '../../core/log.js';
import { randomAction, seededRandom } from '../../core/random-player.js';
import { replay, startState } from '../../core/replay.js';
import { sideView, withoutRng } from '../../core/sideview.js';
import { canonicalJson } from '../../core/hash.js';
import { isabellaModule } from './isabella.fixture.js';
import { isabellaRules } from './rules.js';
import { isabellaInvariants } from './invariants.js';
import { varsOf } from './state.js';
import { moveOptions } from './movement.js';
import { isMovementPhase } from './phases.js';
import { ALLIED, AXIS, enemyOf } from './units.js';

const rules = isabellaRules;
const module = isabellaModule;
type Machine = 'axis' | 'allied' | 'all';

const seeds = mailSeeds('axis', 'allied');
const setup: GameSetup = {
  scenarioId: 'campaign',
  seed: 'c3'.repeat(16),
  mode: 'enforced',
  options: {},
  twoPlayers: true,
  sealed: true,
  dice: diceOf(seeds),
};
const keyOf = (side: SideId) => handKey(seeds[side]!);
const start = (sides: SideId[], mode: GameSetup['mode'] = 'enforced') =>
  startState(rules, module, { ...setup, mode }, Object.fromEntries(sides.map((s) => [s, keyOf(s)])));

/** The ids of the units sealed at set-up (the same list on every machine). */
const sealedAtStart = (() => {
  const s = start([]);
  return new Set([...hiddenOf(s, AXIS), ...hiddenOf(s, ALLIED)]);
})();

/** The public part of a state: everything but the faces of the units sealed at set-up and the private keys. */
function publicPart(s: GameState): string {
  const pieces = s.pieces.map((p: Piece) =>
    sealedAtStart.has(p.id) && hiddenOf(s, p.side).includes(p.id)
      ? { id: p.id, side: p.side, at: p.at, disrupted: p.disrupted }
      : p,
  );
  return canonicalJson({ ...withoutRng(s), pieces });
}

interface Game {
  machines: Record<Machine, GameState>;
  log: LogEntry[];
  /** Faces of still hidden units found on a machine without their owner's key. */
  leaks: string[];
  /** Entries after which a side's view on its own machine differed from the auditor's view for that side. */
  viewsDiffer: number[];
  /** Entries after which a machine's public part differed from the auditor's. */
  publicDiffer: number[];
  /** Entries that revealed units, and moves that carried a path. */
  reveals: number;
  paths: number;
  pended: number;
}

/** The machine of a side, and the one of the other side. */
const own = (side: SideId): Machine => (side === AXIS ? 'axis' : 'allied');

/** Whether any machine without `side`'s key holds a face of its still hidden units (by def or in its JSON). */
function leaksOf(g: Game): string[] {
  const out: string[] = [];
  const auditor = g.machines.all;
  for (const side of [AXIS, ALLIED]) {
    const blind = g.machines[own(enemyOf(side))];
    const ids = hiddenOf(auditor, side);
    const text = JSON.stringify(blind);
    for (const id of ids) {
      const p = blind.pieces.find((x) => x.id === id)!;
      if (!p.def.startsWith(SEALED)) out.push(`${own(enemyOf(side))} holds ${id} as ${p.def}`);
      const real = auditor.pieces.find((x) => x.id === id)!.def;
      if (text.includes(`"${real}"`)) out.push(`${own(enemyOf(side))} names ${real} (${id})`);
    }
  }
  return out;
}

/** The acting side's machine applies `action` (adding reveals and paths); the two others apply what it records. */
function everywhere(g: Game, action: Action): void {
  const side = action.side;
  const mine = own(side);
  const r = applyAction(rules, module, g.machines[mine], action, { reveal: true });
  if (!r.ok) throw new Error(`${mine} refused ${JSON.stringify(action)}: ${r.violations.map((v) => v.message)}`);
  const recorded = r.applied ?? action;
  g.machines[mine] = r.state;
  const flagged: Record<string, string> = { [mine]: r.violations.map((v) => v.rule).join(',') };
  for (const m of ['axis', 'allied', 'all'] as const) {
    if (m === mine) continue;
    const o = applyAction(rules, module, g.machines[m], recorded);
    if (!o.ok) throw new Error(`${m} refused ${JSON.stringify(recorded)}: ${o.violations.map((v) => v.message)}`);
    g.machines[m] = o.state;
    if (!o.unchecked) flagged[m] = o.violations.map((v) => v.rule).join(',');
  }
  // Advisory mode: every machine that could check the entry flags the same rules.
  if (new Set(Object.values(flagged)).size > 1)
    throw new Error(`machines flag differently: ${JSON.stringify(flagged)}`);
  if (recorded.reveals) g.reveals += 1;
  if (recorded.verb === 'move' && recorded.args.path !== undefined) g.paths += 1;
  if (chainOf(g.machines.all.rng)?.pending?.hidden) g.pended += 1;
  g.log.push(makeEntry(g.log.at(-1) ?? null, recorded, r.violations));
  g.leaks.push(...leaksOf(g));
  const pub = publicPart(g.machines.all);
  if (publicPart(g.machines.axis) !== pub || publicPart(g.machines.allied) !== pub)
    g.publicDiffer.push(g.log.length - 1);
  for (const side of [AXIS, ALLIED]) {
    const mineView = sideView(rules, module, g.machines[own(side)], side);
    if (canonicalJson(mineView) !== canonicalJson(sideView(rules, module, g.machines.all, side)))
      g.viewsDiffer.push(g.log.length - 1);
  }
}

/** Plays `n` actions (or to the end): the acting side's machine chooses, revealing its next dice secret first. */
function play(n: number, seed: number, mode: GameSetup['mode'] = 'enforced'): Game {
  const g: Game = {
    machines: { axis: start([AXIS], mode), allied: start([ALLIED], mode), all: start([AXIS, ALLIED], mode) },
    log: [],
    leaks: [],
    viewsDiffer: [],
    publicDiffer: [],
    reveals: 0,
    paths: 0,
    pended: 0,
  };
  const random = seededRandom(seed);
  const revealed: Record<SideId, number> = { axis: 0, allied: 0 };
  const reveal = (side: SideId) => {
    revealed[side]! += 1;
    const secret = secretOf(seeds, side, revealed[side]!);
    everywhere(g, { side, verb: 'reveal', args: { index: revealed[side]!, secret } });
  };
  for (let i = 0; i < n && varsOf(g.machines.all).step !== 'over'; i++) {
    const pending = chainOf(g.machines.all.rng)?.pending;
    if (pending) {
      // The other side's machine is prompted to reveal: its secret, and the faces the waiting attack needs.
      const side = enemyOf(pending.side);
      const view = sideView(rules, module, g.machines[own(side)], side);
      expect(view.legalActions.map((a) => a.verb)).toEqual(['reveal']);
      reveal(side);
      continue;
    }
    const side = rules.toAct(module, g.machines.all)[0]!;
    if (g.log.at(-1)?.side !== side) reveal(side);
    const view = sideView(rules, module, g.machines[own(side)], side);
    const action = randomAction(view.legalActions, side, random);
    if (!action) throw new Error(`${side} has nothing to do`);
    everywhere(g, action);
  }
  return g;
}

/** The log with both keys revealed at its end (each after its side's reveal, when it opens a run). */
function withKeys(log: LogEntry[]): LogEntry[] {
  const keys = [AXIS, ALLIED].map((side) => ({ side, verb: 'revealKey', args: { seed: seeds[side]! } }));
  return appendOpened(log, keys, secretsOf(seeds));
}

/**
 * On the Axis machine's state `s`: a hidden Axis unit on the map, undisrupted, shown as another German unit of
 * its class that moves farther (`fake`), and a hex that face reaches and its own does not, with the route to it.
 */
function fasterFace(s: GameState): { piece: string; fake: Face; hex: string; path: string[] } | null {
  const blind = start([]);
  const classOf = (id: string) => blind.pieces.find((p) => p.id === id)!.def;
  const hidden = hiddenOf(s, AXIS).map((id) => s.pieces.find((p) => p.id === id)!);
  for (const p of hidden) {
    if (p.at.kind !== 'hex' || p.disrupted) continue;
    const real = moveOptions(module, s, p.id);
    for (const q of hidden) {
      if (q.id === p.id || classOf(q.id) !== classOf(p.id) || q.def === p.def) continue;
      const fake = { def: q.def, steps: q.steps };
      const faked = { ...s, pieces: s.pieces.map((x) => (x.id === p.id ? { ...x, ...fake } : x)) };
      for (const [hex, o] of moveOptions(module, faked, p.id))
        if (!real.has(hex)) return { piece: p.id, fake, hex, path: [...o.path] };
    }
  }
  return null;
}

describe('hidden units by e-mail (derived from 6.8, 3.4, 3.5)', () => {
  // A seed whose game has an attack on a hidden stack (the random player rarely makes one).
  const g = play(700, 4);
  /** The game after entry `seq` on the machine that knows the keys of `sides` (the auditor by default). */
  const stateAt = (seq: number, sides: SideId[] = [AXIS, ALLIED]): GameState => {
    const r = replay(rules, module, setup, g.log, {
      upTo: seq,
      keys: Object.fromEntries(sides.map((x) => [x, keyOf(x)])),
    });
    if (!r.ok) throw new Error(`the honest log must replay: ${r.reason}`);
    return r.state;
  };

  it('the set-up seals the German set-up force and the units at sea: slots everywhere, faces with the key', () => {
    const blind = start([]);
    expect(hiddenOf(blind, AXIS)).toHaveLength(12);
    expect(hiddenOf(blind, ALLIED)).toHaveLength(10);
    expect(hiddenOf(blind, AXIS)[0]).toBe('axis-h1');
    const defs = (s: GameState, side: SideId) => hiddenOf(s, side).map((id) => s.pieces.find((p) => p.id === id)!.def);
    expect(new Set(defs(blind, AXIS))).toEqual(new Set(['?de+para', '?de']));
    expect(new Set(defs(blind, ALLIED))).toEqual(new Set(['?us', '?uk']));
    const axis = start([AXIS]);
    expect(defs(axis, AXIS).every((d) => d.startsWith('de-'))).toBe(true);
    expect(defs(axis, ALLIED).every((d) => d.startsWith(SEALED))).toBe(true);
    // The same key gives the same faces; the faces are the scenario's, in an order only the key tells.
    expect(defs(start([AXIS, ALLIED]), AXIS)).toEqual(defs(axis, AXIS));
    const scenarioOrder = ['de-fjr5', 'de-bar', 'de-1ss', 'de-2ss', 'de-3ss', 'de-7pz', 'de-10pz', 'de-7fl'];
    expect([...defs(axis, AXIS)].sort()).toEqual([...scenarioOrder, 'de-327', 'de-335', 'de-708', 'de-715'].sort());
    expect(defs(axis, AXIS)).not.toEqual([...scenarioOrder, 'de-327', 'de-335', 'de-708', 'de-715']);
    // The paratroop slots hold the paratroop regiments.
    const paraSlots = hiddenOf(blind, AXIS).filter((id) => blind.pieces.find((p) => p.id === id)!.def === '?de+para');
    expect(paraSlots.map((id) => axis.pieces.find((p) => p.id === id)!.def).sort()).toEqual(['de-bar', 'de-fjr5']);
    // Not by e-mail, not asked (a game by e-mail started before sealing), or in honor mode at set-up: nothing
    // sealed.
    expect(startState(rules, module, { ...setup, dice: undefined }).hidden).toBeUndefined();
    expect(startState(rules, module, { ...setup, sealed: undefined }, { axis: keyOf(AXIS) }).hidden).toBeUndefined();
    expect(start([AXIS], 'honor').hidden).toBeUndefined();
  });

  it('the three machines agree on everything public, and each side sees on its machine what it should', () => {
    expect(g.log.length).toBeGreaterThan(300);
    expect(g.reveals).toBeGreaterThan(3);
    expect(g.paths).toBeGreaterThan(1);
    expect(g.pended).toBeGreaterThan(0);
    const pub = publicPart(g.machines.all);
    expect(publicPart(g.machines.axis)).toBe(pub);
    expect(publicPart(g.machines.allied)).toBe(pub);
    for (const side of [AXIS, ALLIED]) {
      const mine = sideView(rules, module, g.machines[own(side)], side);
      const auditor = sideView(rules, module, g.machines.all, side);
      expect(canonicalJson(mine)).toBe(canonicalJson(auditor));
    }
    expect(g.publicDiffer).toEqual([]);
    for (const m of ['axis', 'allied', 'all'] as const) expect(isabellaInvariants(module, g.machines[m])).toEqual([]);
    // Some units are still hidden at the end: the test covers a game where secrets last.
    expect(hiddenOf(g.machines.all, AXIS).length + hiddenOf(g.machines.all, ALLIED).length).toBeGreaterThan(0);
  });

  it("no machine ever holds the face of a unit the other side still hides, and every view is the auditor's", () => {
    expect(g.leaks).toEqual([]);
    expect(g.viewsDiffer).toEqual([]);
  });

  it("after both keys are revealed a replay audits every hidden move and ends in the auditor's game", () => {
    const audited = replay(rules, module, setup, withKeys(g.log));
    expect(audited.ok ? 'ok' : audited.reason).toBe('ok');
    if (!audited.ok) return;
    expect(canonicalJson(withoutRng(audited.state).pieces)).toBe(canonicalJson(g.machines.all.pieces));
    // Without the keys, the same replay holds no hidden face.
    const blind = replay(rules, module, setup, g.log);
    expect(
      blind.ok &&
        hiddenOf(blind.state, AXIS).every((id) => blind.state.pieces.find((p) => p.id === id)!.def.startsWith(SEALED)),
    ).toBe(true);
  });

  it('a hidden unit moved too far is refused by the blind machine too: the move shows it, face and all', () => {
    // 6.8: a unit that moves ends on top of its stack, in the other side's sight: its entry must reveal it, and
    // with its face the other machine checks the move as the owner's does.
    const cut = g.log.findIndex(
      (e, i) => i > 0 && e.side === AXIS && e.verb === 'move' && isMovementPhase(stateAt(i - 1)),
    );
    const onOwner = stateAt(cut - 1, [AXIS]);
    const onBlind = stateAt(cut - 1, [ALLIED]);
    const far = fasterFace(onOwner);
    expect(far).not.toBeNull();
    const face = onOwner.pieces.find((p) => p.id === far!.piece)!;
    const args = { piece: far!.piece, to: { kind: 'hex', hex: far!.hex }, path: far!.path };
    const honest: Action = {
      side: AXIS,
      verb: 'move',
      args,
      reveals: { [far!.piece]: { def: face.def, steps: face.steps } },
    };
    const refused = applyAction(rules, module, onBlind, honest);
    expect(refused.ok ? [] : refused.violations.map((v) => v.rule)).toEqual(['isabella.move.mp']);
    const unrevealed = applyAction(rules, module, onBlind, { side: AXIS, verb: 'move', args });
    expect(unrevealed.ok ? [] : unrevealed.violations.map((v) => v.rule)).toEqual(['core.unrevealed']);
  });

  it("a hidden unit's move carries its route, and a route other than the rules' is refused (12.2)", () => {
    const cut = g.log.findIndex((e) => e.verb === 'move' && Array.isArray(e.args.path));
    expect(cut).toBeGreaterThan(0);
    const e = g.log[cut]!;
    const path = e.args.path as string[];
    const hex = path.at(-1)!;
    // Another route: the end hex alone (twice, when the rules' route is the end hex alone: a landing).
    const wrong = path.length > 1 ? [hex] : [hex, hex];
    const forged: Action = { side: e.side, verb: 'move', args: { ...e.args, path: wrong }, reveals: e.reveals };
    for (const sides of [[e.side], [enemyOf(e.side)], [AXIS, ALLIED]]) {
      const r = applyAction(rules, module, stateAt(cut - 1, sides), forged);
      expect(r.ok ? [] : r.violations.map((v) => v.rule)).toEqual(['isabella.move.path']);
      expect(applyAction(rules, module, stateAt(cut - 1, sides), entryAction(e)).ok).toBe(true);
    }
  });

  it('a hidden unit shown with a faster face and moved too far passes the blind machine and fails the audit', () => {
    let audited = 0;
    for (let cut = 1; cut < g.log.length && audited < 2; cut++) {
      // In place of an Axis move: one of its hidden units, revealed as a faster unit of its class, moves beyond
      // its own reach. The blind machine knows no better; the audit, with the key, names the entry.
      const e = g.log[cut]!;
      if (e.side !== AXIS || e.verb !== 'move' || !isMovementPhase(stateAt(cut - 1))) continue;
      const onOwner = stateAt(cut - 1, [AXIS]);
      const far = fasterFace(onOwner);
      if (!far) continue;
      const args = { piece: far.piece, to: { kind: 'hex', hex: far.hex }, path: far.path };
      const forged: Action = { side: AXIS, verb: 'move', args, reveals: { [far.piece]: far.fake } };
      const blind = applyAction(rules, module, stateAt(cut - 1, [ALLIED]), forged);
      expect(blind.ok ? [] : blind.violations.map((v) => v.message)).toEqual([]);
      expect(applyAction(rules, module, onOwner, forged).ok).toBe(false);
      const audit = replay(
        rules,
        module,
        setup,
        withKeys([...g.log.slice(0, cut), makeEntry(g.log[cut - 1]!, forged)]),
      );
      expect(audit.ok ? -1 : audit.seq).toBe(cut);
      expect(audit.ok ? '' : audit.reason).toContain('which it is not');
      audited += 1;
    }
    expect(audited).toBe(2);
  });

  it('a false face passes the blind machine and fails the audit, which names its entry', () => {
    // An Axis entry that reveals a unit while another German unit of the same class is still hidden: its face
    // is swapped for that other unit's.
    let cut = -1;
    let id = '';
    let other: Piece | undefined;
    for (let i = 1; i < g.log.length && !other; i++) {
      const e = g.log[i]!;
      if (e.side !== AXIS || e.reveals === undefined) continue;
      const before = replay(rules, module, setup, g.log, { upTo: i - 1, keys: { axis: keyOf(AXIS) } });
      if (!before.ok) throw new Error('the honest log must replay');
      const classOf = (x: string) => start([]).pieces.find((p) => p.id === x)!.def;
      for (const [x, face] of Object.entries(e.reveals)) {
        other = hiddenOf(before.state, AXIS)
          .filter((y) => !(y in e.reveals!) && classOf(y) === classOf(x))
          .map((y) => before.state.pieces.find((p) => p.id === y)!)
          .find((p) => p.def !== face.def);
        if (other) {
          cut = i;
          id = x;
          break;
        }
      }
    }
    expect(other).toBeDefined();
    const e = g.log[cut]!;
    const onBlind = replay(rules, module, setup, g.log, { upTo: cut - 1, keys: { allied: keyOf(ALLIED) } });
    if (!onBlind.ok) throw new Error('the honest log must replay');
    const forged = { ...e, reveals: { ...e.reveals!, [id]: { def: other!.def, steps: other!.steps } } };
    const action: Action = { side: forged.side, verb: forged.verb, args: forged.args, reveals: forged.reveals };
    expect(applyAction(rules, module, onBlind.state, action).ok).toBe(true);
    const forgedLog = withKeys([...g.log.slice(0, cut), makeEntry(g.log[cut - 1]!, action)]);
    const audit = replay(rules, module, setup, forgedLog);
    expect(audit.ok ? -1 : audit.seq).toBe(cut);
    expect(audit.ok ? '' : audit.reason).toContain('which it is not');
  });

  it('derived from the classes of hidden.ts: the blind machine refuses a German hidden unit shown as a US unit, or at a strength it does not have', () => {
    const cut = g.log.findIndex((e) => e.side === AXIS && e.reveals !== undefined);
    expect(cut).toBeGreaterThan(0);
    const e = g.log[cut]!;
    const onBlind = replay(rules, module, setup, g.log, { upTo: cut - 1, keys: { allied: keyOf(ALLIED) } });
    if (!onBlind.ok) throw new Error('the honest log must replay');
    const [id, face] = Object.entries(e.reveals!)[0]!;
    const honest: Action = { side: e.side, verb: e.verb, args: e.args, reveals: e.reveals };
    expect(applyAction(rules, module, onBlind.state, honest).ok).toBe(true);
    for (const fake of [
      { def: 'us-1ad', steps: 2 },
      { def: face.def, steps: 9 },
    ]) {
      const forged: Action = { ...honest, reveals: { ...e.reveals!, [id]: fake } };
      const r = applyAction(rules, module, onBlind.state, forged);
      expect(r.ok ? [] : r.violations.map((v) => v.rule)).toEqual(['core.reveal-class']);
    }
  });
});

describe('hidden units by e-mail in honor play (derived from 6.8)', () => {
  it("a hidden unit's steps are not changed by hand until it is shown, on every machine alike", () => {
    for (const sides of [[AXIS], [ALLIED], [AXIS, ALLIED]]) {
      const honor = { ...start(sides), mode: 'honor' as const };
      // The Axis side's first entry reveals its first dice secret (commit-reveal/2).
      const [open] = opening(honor, { side: AXIS, verb: 'note', args: {} }, secretsOf(seeds));
      const opened = applyAction(rules, module, honor, open!);
      if (!opened.ok) throw new Error(opened.violations[0]!.message);
      const s = opened.state;
      const r = applyAction(rules, module, s, { side: AXIS, verb: 'loseStep', args: { piece: 'axis-h1' } });
      expect(r.ok ? [] : r.violations.map((v) => v.rule)).toEqual(['isabella.hiddenSteps']);
      // A unit in sight from the start is changed by hand as on a table.
      expect(applyAction(rules, module, s, { side: AXIS, verb: 'loseStep', args: { piece: 'fs-i' } }).ok).toBe(true);
    }
  });
});

describe('hidden units by e-mail when both players agree to honor mode (derived from 6.8 and the consent rule)', () => {
  it('the machines stay in step, hidden units stay sealed, a hidden unit moved by hand is shown, the audit passes', () => {
    const g = play(150, 5);
    expect(varsOf(g.machines.all).step).not.toBe('over');
    expect(g.viewsDiffer).toEqual([]);
    /** An entry of this test's own, after its side's reveal when it opens a run. */
    const honest = (action: Action) => {
      for (const step of opening(g.machines.all, action, secretsOf(seeds))) everywhere(g, step);
    };
    // Both players agree to play on in honor mode: a proposal and its consent (a game between two players).
    honest({ side: AXIS, verb: 'setMode', args: { mode: 'honor' } });
    honest({ side: ALLIED, verb: 'consent', args: { accept: true } });
    expect(g.machines.allied.mode).toBe('honor');
    const hiddenBefore = hiddenOf(g.machines.all, AXIS);
    expect(hiddenBefore.length).toBeGreaterThan(0);
    // The German player moves a hidden unit by hand to an empty hex: it comes on top there, so its face is shown.
    const unit = g.machines.axis.pieces.find((p) => hiddenBefore.includes(p.id) && p.at.kind === 'hex')!;
    expect(unit).toBeDefined();
    const taken = new Set(g.machines.all.pieces.flatMap((p) => (p.at.kind === 'hex' ? [p.at.hex] : [])));
    const empty = module.map.hexes.find((h) => !taken.has(h.id) && h.terrain !== 'sea')!.id;
    honest({ side: AXIS, verb: 'move', args: { piece: unit.id, to: { kind: 'hex', hex: empty } } });
    expect(g.log.at(-1)!.reveals).toEqual({ [unit.id]: { def: unit.def, steps: unit.steps } });
    expect(g.machines.allied.pieces.find((p) => p.id === unit.id)!.def).toBe(unit.def);
    // The units still under stacks stay sealed on the Allied machine, and no view shows a sealed one.
    const still = hiddenOf(g.machines.all, AXIS);
    for (const id of still)
      expect(g.machines.allied.pieces.find((p) => p.id === id)!.def.startsWith(SEALED)).toBe(true);
    for (const side of [AXIS, ALLIED])
      for (const p of sideView(rules, module, g.machines[own(side)], side).state.pieces)
        expect(p.def.startsWith(SEALED)).toBe(false);
    expect(g.leaks).toEqual([]);
    expect(g.publicDiffer).toEqual([]);
    // In honor mode a view shows every unit its machine knows: the auditor's, less the other side's sealed ones.
    for (const side of [AXIS, ALLIED]) {
      const sealed = new Set(hiddenOf(g.machines.all, enemyOf(side)));
      const ids = (st: GameState) => sideView(rules, module, st, side).state.pieces.map((p) => p.id);
      expect(ids(g.machines[own(side)])).toEqual(ids(g.machines.all).filter((id) => !sealed.has(id)));
    }
    const audited = replay(rules, module, setup, withKeys(g.log));
    expect(audited.ok ? 'ok' : audited.reason).toBe('ok');
  });
});

describe('hidden units by e-mail, advisory mode (derived from 6.8)', () => {
  it('the three machines stay in step and the audit replays the game', () => {
    const g = play(400, 5, 'advisory');
    expect(g.leaks).toEqual([]);
    expect(g.viewsDiffer).toEqual([]);
    expect(g.publicDiffer).toEqual([]);
    expect(publicPart(g.machines.axis)).toBe(publicPart(g.machines.all));
    expect(publicPart(g.machines.allied)).toBe(publicPart(g.machines.all));
    const audited = replay(rules, module, { ...setup, mode: 'advisory' }, withKeys(g.log));
    expect(audited.ok ? 'ok' : audited.reason).toBe('ok');
  });
});

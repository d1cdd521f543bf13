// Derived tests of hidden units by e-mail (hidden-units.ts and its use in apply.ts, record.ts, replay.ts) on the
// made-up game of hidden.fixture.ts. Three machines hold the same game: the axis player's (only the axis key),
// the allied player's (only the allied key) and an auditor's (both keys, as after the end-of-game key reveal).
// The public game must be the same on all of them; a machine without a side's key must accept that side's honest
// entries, refuse entries that leave its units in sight unrevealed, and the audit must catch what it could not.

import { describe, expect, it } from 'vitest';
import type { Action, ApplyResult, GameState, LogEntry, Mode, SideId } from './types.js';
import type { GameSetup, Rules } from './rules.js';
import { applyAction } from './apply.js';
import { chainOf, handKey } from './dice-chain.js';
import { diceOf, keysOf, mailSeeds, secretOf } from './mail.fixture.js';
import { canonicalJson } from './hash.js';
import {
  applyReveals,
  facesOf,
  isReveals,
  keyedOrder,
  known,
  type Reveals,
  SealedPending,
  unrevealed,
} from './hidden-units.js';
import { entryAction, makeEntry, verifyLog } from './log.js';
import { recordAction } from './record.js';
import { replay, startState } from './replay.js';
import { piecesAt } from './view.js';
import { hiddenModule, hiddenRules as rules, REAR, STACKS } from './hidden.fixture.js';

const module = hiddenModule();
const seeds = mailSeeds('axis', 'allied');
const dice = diceOf(seeds);
const setupOf = (mode: Mode): GameSetup => ({
  scenarioId: 'intro',
  seed: 'c3'.repeat(16),
  mode,
  options: {},
  twoPlayers: true,
  dice,
});
const keysFor = (sides: SideId[]) => keysOf(seeds, sides);
/** The axis side's first entry of the game: the reveal of its first dice secret (commit-reveal/2). */
const AXIS_OPEN: Action = { side: 'axis', verb: 'reveal', args: { index: 1, secret: secretOf(seeds, 'axis', 1) } };
/** The log that entry starts. */
const OPEN_LOG: LogEntry[] = [makeEntry(null, AXIS_OPEN)];
/** The game after the axis reveal that opens its first run of entries. */
const opened = (s: GameState) => ok(applyAction(rules, module, s, AXIS_OPEN)).state;
/** The state a machine that holds the keys of `sides` has once the axis side opened its first run. */
const machine = (sides: SideId[], mode: Mode = 'enforced') =>
  opened(startState(rules, module, setupOf(mode), keysFor(sides)));

const SEALED_DEFS = [...STACKS.axis!.sealed, ...STACKS.allied!.sealed];
const pieceOf = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!;

/** The public part of a state: sealed pieces' faces and the machine's private keys left out. */
function publicPart(s: GameState): string {
  const hidden = new Set(Object.values(s.hidden ?? {}).flat());
  const { keys: _keys, ...chain } = chainOf(s.rng)!;
  const pieces = s.pieces.map((p) => (hidden.has(p.id) ? { ...p, def: 'sealed', steps: -1 } : p));
  return canonicalJson({ ...s, pieces, rng: { ...s.rng, chain } });
}

function ok(r: ApplyResult): Extract<ApplyResult, { ok: true }> {
  if (!r.ok) throw new Error(r.violations.map((x) => `${x.rule}: ${x.message}`).join('; '));
  return r;
}

/** The face the owner's machine `m` knows for `id`. */
const faceOn = (m: GameState, id: string) => ({ def: pieceOf(m, id).def, steps: pieceOf(m, id).steps });

const moveTop: Action = { side: 'axis', verb: 'move', args: { piece: 'axis-top', to: { kind: 'hex', hex: '0302' } } };

describe('hidden-units helpers', () => {
  const owner = machine(['axis']);
  const blind = machine(['allied']);
  const face = faceOn(owner, 'axis-1');
  const reveal = (side: SideId, reveals: unknown): Action =>
    ({ side, verb: 'note', args: {}, reveals }) as unknown as Action;

  it('the set-up seals a side only where its key is missing, with the same public slots everywhere', () => {
    expect(pieceOf(blind, 'axis-1').def).toBe('?de');
    expect(pieceOf(owner, 'allied-1').def).toBe('?gb');
    expect(SEALED_DEFS).toContain(face.def);
    expect(owner.hidden).toEqual({ axis: ['axis-1', 'axis-2', 'axis-3'], allied: ['allied-1', 'allied-2'] });
    expect(blind.hidden).toEqual(owner.hidden);
    expect(publicPart(blind)).toBe(publicPart(owner));
    // No machine holds the other side's faces: the sealed defs are nowhere in the blind machine's state.
    const text = JSON.stringify(blind);
    for (const def of STACKS.axis!.sealed) expect(text).not.toContain(def);
  });

  it('applyReveals unseals on the blind machine, without touching its input', () => {
    const r = applyReveals(blind, reveal('axis', { 'axis-1': face }));
    if (Array.isArray(r)) throw new Error(r[0]!.message);
    expect(faceOn(r, 'axis-1')).toEqual(face);
    expect(r.hidden).toEqual({ axis: ['axis-2', 'axis-3'], allied: ['allied-1', 'allied-2'] });
    expect(pieceOf(blind, 'axis-1').def).toBe('?de');
    expect(blind.hidden!.axis).toContain('axis-1');
  });

  it("applyReveals checks the face on the owner's machine and refuses a false one", () => {
    const r = applyReveals(owner, reveal('axis', { 'axis-1': face }));
    if (Array.isArray(r)) throw new Error(r[0]!.message);
    expect(faceOn(r, 'axis-1')).toEqual(face);
    expect(r.hidden!.axis).toEqual(['axis-2', 'axis-3']);
    const other = STACKS.axis!.sealed.find((d) => d !== face.def)!;
    expect(applyReveals(owner, reveal('axis', { 'axis-1': { def: other, steps: face.steps } }))).toMatchObject([
      { rule: 'core.reveal-false', params: { id: 'axis-1', def: other } },
    ]);
    expect(applyReveals(owner, reveal('axis', { 'axis-1': { def: face.def, steps: face.steps + 1 } }))).toMatchObject([
      { rule: 'core.reveal-false' },
    ]);
  });

  it("applyReveals refuses a piece that is not hidden, not the actor's, unknown, or an empty or malformed list", () => {
    const f = { def: 'de-hq', steps: 1 };
    const rule = (r: ReturnType<typeof applyReveals>) => (Array.isArray(r) ? r.map((x) => x.rule) : 'accepted');
    expect(rule(applyReveals(blind, reveal('axis', { 'axis-top': f })))).toEqual(['core.reveal-unknown']);
    expect(rule(applyReveals(blind, reveal('allied', { 'axis-1': face })))).toEqual(['core.reveal-unknown']);
    expect(rule(applyReveals(owner, reveal('allied', { 'axis-1': face })))).toEqual(['core.reveal-unknown']);
    expect(rule(applyReveals(blind, reveal('axis', { 'axis-9': face })))).toEqual(['core.reveal-unknown']);
    expect(rule(applyReveals(blind, reveal('axis', {})))).toEqual(['core.reveal-malformed']);
    expect(rule(applyReveals(blind, reveal('axis', { 'axis-1': { def: '?de', steps: 0 } })))).toEqual([
      'core.reveal-malformed',
    ]);
    // The same reveal twice: the second finds the piece no longer hidden.
    const once = applyReveals(blind, reveal('axis', { 'axis-1': face })) as GameState;
    expect(rule(applyReveals(once, reveal('axis', { 'axis-1': face })))).toEqual(['core.reveal-unknown']);
    // No reveals: the very same state.
    expect(applyReveals(blind, { side: 'axis', verb: 'note', args: {} })).toBe(blind);
  });

  it('keyedOrder is a deterministic permutation that depends on the key and the label', () => {
    const n = 24;
    const a = keyedOrder(handKey(seeds.axis!), 'g/axis', n);
    expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(keyedOrder(handKey(seeds.axis!), 'g/axis', n)).toEqual(a);
    expect(keyedOrder(handKey(seeds.allied!), 'g/axis', n)).not.toEqual(a);
    expect(keyedOrder(handKey(seeds.axis!), 'g/allied', n)).not.toEqual(a);
    expect(keyedOrder('k', 'l', 0)).toEqual([]);
  });

  it('isReveals takes faces with a printed def and whole steps only', () => {
    expect(isReveals({ 'axis-1': { def: 'de-inf', steps: 2 } })).toBe(true);
    expect(isReveals({})).toBe(true);
    for (const bad of [
      null,
      'x',
      [],
      [{ def: 'de-inf', steps: 2 }],
      { 'axis-1': { def: '?de', steps: 2 } },
      { 'axis-1': { def: 'de-inf', steps: 1.5 } },
      { 'axis-1': { def: 'de-inf' } },
      { 'axis-1': { steps: 2 } },
      { 'axis-1': null },
      { 'axis-1': 'de-inf' },
    ])
      expect(isReveals(bad), JSON.stringify(bad)).toBe(false);
  });

  it('known, facesOf and unrevealed name the sealed pieces', () => {
    expect(known(pieceOf(owner, 'axis-1'))).toBe(pieceOf(owner, 'axis-1'));
    let thrown: unknown;
    try {
      known(pieceOf(blind, 'axis-2'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SealedPending);
    expect(thrown).toMatchObject({ side: 'axis', pieces: ['axis-2'] });
    expect(facesOf(owner, ['axis-1'])).toEqual({ 'axis-1': face });
    expect(facesOf(blind, ['axis-1'])).toBeNull();
    const seen = unrevealed(owner, ['axis', 'allied'], (viewer) =>
      viewer === 'allied' ? new Set(['axis-2', 'axis-1', 'axis-top']) : new Set(['allied-2']),
    );
    expect(Object.fromEntries(seen)).toEqual({ axis: ['axis-1', 'axis-2'], allied: ['allied-2'] });
  });
});

describe("the actor's machine reveals what its action brings into sight", () => {
  it('adds exactly the faces that came into sight and the completed path; the blind machine needs both', () => {
    const owner = machine(['axis']);
    const blind = machine(['allied']);
    // Moving the public top away leaves axis-3 on top of 0202, in the allied side's sight (H1).
    const r = ok(applyAction(rules, module, owner, moveTop, { reveal: true }));
    expect(r.applied).toEqual({
      ...moveTop,
      args: { ...moveTop.args, path: ['0302'] },
      reveals: { 'axis-3': faceOn(owner, 'axis-3') },
    });
    expect(r.state.hidden!.axis).toEqual(['axis-1', 'axis-2']);
    const there = ok(applyAction(rules, module, blind, r.applied!));
    expect(faceOn(there.state, 'axis-3')).toEqual(faceOn(owner, 'axis-3'));
    expect(publicPart(there.state)).toBe(publicPart(r.state));
    // Without the faces, every machine refuses it, naming the unit left in sight.
    const { reveals: _r, ...bare } = r.applied!;
    for (const m of [blind, owner]) {
      const refused = applyAction(rules, module, m, bare);
      expect(refused).toMatchObject({
        ok: false,
        violations: [{ rule: 'core.unrevealed', params: { units: { axis: ['axis-3'] } } }],
      });
      if (!refused.ok) expect(refused.violations[0]!.message).toContain('axis-3');
    }
    // Without the path the blind machine cannot carry the move out (Rules.complete is the actor's machine's).
    expect(applyAction(rules, module, blind, { ...moveTop, reveals: r.applied!.reveals })).toMatchObject({
      ok: false,
      violations: [{ rule: 'hid.bad-action' }],
    });
  });

  it('a move that keeps a sealed unit out of sight reveals nothing and records no faces', () => {
    const owner = machine(['axis']);
    const action: Action = {
      side: 'axis',
      verb: 'move',
      args: { piece: 'axis-1', to: { kind: 'hex', hex: REAR.hex } },
    };
    const r = ok(applyAction(rules, module, owner, action, { reveal: true }));
    expect(r.applied).toEqual({ ...action, args: { ...action.args, path: [REAR.hex] } });
    expect(r.state.hidden!.axis).toEqual(['axis-1', 'axis-2', 'axis-3']);
    // It joins the bottom of the rear stack (H2): the public HQ stays on top.
    expect(r.state.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === REAR.hex).map((p) => p.id)).toEqual([
      'axis-1',
      REAR.id,
    ]);
  });

  it('a sealed unit moved into the open is revealed, and the blind machine then checks its move', () => {
    const owner = machine(['axis']);
    const blind = machine(['allied']);
    const action: Action = { side: 'axis', verb: 'move', args: { piece: 'axis-1', to: { kind: 'hex', hex: '0102' } } };
    const r = ok(applyAction(rules, module, owner, action, { reveal: true }));
    expect(r.applied!.reveals).toEqual({ 'axis-1': faceOn(owner, 'axis-1') });
    const there = ok(applyAction(rules, module, blind, r.applied!));
    expect(there.unchecked).toBeUndefined();
    // A path too long for any axis unit, revealed: the blind machine knows the face now and refuses it (H2).
    const far = {
      ...r.applied!,
      args: { ...r.applied!.args, path: ['0302', '0402', '0403', '0303', '0203', '0103', '0102'] },
    };
    expect(applyAction(rules, module, blind, far)).toMatchObject({
      ok: false,
      violations: [{ rule: 'hid.too-far', params: { piece: 'axis-1' } }],
    });
  });
});

describe('an attack on a sealed stack waits for the defender', () => {
  it('pends identically on both machines; the defender reveal carries the faces and resolves it alike', () => {
    const attack: Action = { side: 'axis', verb: 'attack', args: { hex: STACKS.allied!.hex } };
    let axisM = machine(['axis']);
    let alliedM = machine(['allied']);
    let audit = machine(['axis', 'allied']);
    const rec = recordAction(rules, module, axisM, OPEN_LOG, attack);
    if (!rec.ok) throw new Error(rec.violations[0]!.message);
    expect(rec.entry.reveals).toBeUndefined();
    const onAllied = ok(applyAction(rules, module, alliedM, entryAction(rec.entry)));
    const onAudit = ok(applyAction(rules, module, audit, entryAction(rec.entry)));
    for (const r of [rec, onAllied, onAudit]) {
      expect(r.events).toEqual([{ type: 'units-pending', side: 'axis' }]);
      expect(chainOf(r.state.rng)!.pending).toEqual({ side: 'axis', verb: 'attack', args: attack.args, hidden: true });
    }
    expect(publicPart(onAllied.state)).toBe(publicPart(rec.state));
    expect(publicPart(onAudit.state)).toBe(publicPart(rec.state));
    axisM = rec.state;
    alliedM = onAllied.state;
    audit = onAudit.state;
    // Nothing was decided: the defenders are still sealed on the attacker's machine, no die was rolled.
    expect(pieceOf(axisM, 'allied-1').def).toBe('?gb');
    expect(applyAction(rules, module, axisM, moveTop, { reveal: true })).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.dice-pending' }],
    });

    const reveal: Action = {
      side: 'allied',
      verb: 'reveal',
      args: { index: 1, secret: secretOf(seeds, 'allied', 1) },
    };
    // The defender's machine must add the faces of every unit the attack shows: without them every machine
    // refuses the reveal, naming them.
    for (const m of [alliedM, axisM, audit])
      expect(applyAction(rules, module, m, reveal)).toMatchObject({
        ok: false,
        violations: [{ rule: 'core.unrevealed', params: { units: { allied: ['allied-1', 'allied-2'] } } }],
      });
    // Nor may it reveal only some of them.
    const partial = { ...reveal, reveals: { 'allied-1': faceOn(alliedM, 'allied-1') } };
    expect(applyAction(rules, module, axisM, partial)).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.unrevealed', params: { units: { allied: ['allied-2'] } } }],
    });

    const answer = recordAction(rules, module, alliedM, rec.log, reveal);
    if (!answer.ok) throw new Error(answer.violations[0]!.message);
    expect(answer.entry.reveals).toEqual({
      'allied-1': faceOn(alliedM, 'allied-1'),
      'allied-2': faceOn(alliedM, 'allied-2'),
    });
    expect(answer.entry.args).toEqual(reveal.args);
    const onAxis = ok(applyAction(rules, module, axisM, entryAction(answer.entry)));
    const onAudit2 = ok(applyAction(rules, module, audit, entryAction(answer.entry)));
    for (const r of [answer, onAxis, onAudit2]) {
      expect(r.events.map((e) => e.type)).toEqual(['reveal', 'dice-resolved', 'attack']);
      expect(r.state.hidden!.allied).toEqual([]);
      expect(chainOf(r.state.rng)!.pending).toBeUndefined();
    }
    expect(onAxis.events).toEqual(answer.events);
    expect(onAudit2.events).toEqual(answer.events);
    const attackEvent = answer.events[2]!;
    const expected = ['allied-1', 'allied-2', 'allied-top'];
    const defense = expected.reduce(
      (s, id) => s + module.units.find((u) => u.id === faceOn(alliedM, id).def)!.full.defense,
      0,
    );
    expect(attackEvent.defense).toBe(defense);
    expect(faceOn(onAxis.state, 'allied-1')).toEqual(faceOn(alliedM, 'allied-1'));
    expect(publicPart(onAxis.state)).toBe(publicPart(answer.state));
    expect(publicPart(onAudit2.state)).toBe(publicPart(answer.state));
    expect((onAxis.state.vars.seen as Record<string, string[]>).axis).toEqual(expected);
    // The whole exchange replays on each player's machine from its own key.
    for (const sides of [['axis'], ['allied']]) {
      const rp = replay(rules, module, setupOf('enforced'), answer.log, { keys: keysFor(sides) });
      if (!rp.ok) throw new Error(rp.reason);
      expect(publicPart(rp.state)).toBe(publicPart(answer.state));
    }
  });

  it('without commit-reveal dice no one can reveal the defenders: the attack is refused', () => {
    const table = startState(rules, module, { ...setupOf('enforced'), dice: undefined });
    // A game at one table seals nothing, so its attacks just happen; a hidden stack with no chain is refused.
    expect(table.hidden).toBeUndefined();
    const hidden = { ...table, hidden: { allied: ['allied-1'] } };
    expect(applyAction(rules, module, hidden, { side: 'axis', verb: 'attack', args: { hex: '0505' } })).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.hidden-needed' }],
    });
  });
});

/** The fixture's rules with an attack check (H9, made up here) that calls known() on the pieces of `hex`. */
function attackCheckReading(hex: string): Rules {
  return {
    ...rules,
    check(m, s, a) {
      const found = rules.check(m, s, a);
      if (a.verb !== 'attack') return found;
      const total = piecesAt(s, { kind: 'hex', hex }).reduce(
        (sum, p) => sum + module.units.find((u) => u.id === known(p).def)!.full.attack,
        0,
      );
      return total > 20 ? found : [...found, { rule: 'hid.weak', section: 'H9', message: `${hex} is too weak` }];
    },
  };
}

describe('checks of an action that waits for hidden units', () => {
  const reveal: Action = {
    side: 'allied',
    verb: 'reveal',
    args: { index: 1, secret: secretOf(seeds, 'allied', 1) },
  };

  it("a check that needs the defenders' sealed faces refuses the attack in every mode, recording nothing", () => {
    const strict = attackCheckReading(STACKS.allied!.hex);
    for (const mode of ['enforced', 'advisory'] as Mode[]) {
      const attacker = opened(startState(strict, module, setupOf(mode), keysFor(['axis'])));
      const r = recordAction(strict, module, attacker, OPEN_LOG, {
        side: 'axis',
        verb: 'attack',
        args: { hex: '0505' },
      });
      expect(r, mode).toMatchObject({
        ok: false,
        violations: [{ rule: 'core.hidden-needed', params: { side: 'allied', units: ['allied-1'] } }],
      });
    }
  });

  it("a reduce that needs another side's sealed face is refused as hidden-needed", () => {
    // Without Rules.shows the attack does not wait, and its reduce meets the sealed defenders.
    const blunt: Rules = { ...rules, shows: undefined };
    const attacker = opened(startState(blunt, module, setupOf('advisory'), keysFor(['axis'])));
    expect(applyAction(blunt, module, attacker, { side: 'axis', verb: 'attack', args: { hex: '0505' } })).toMatchObject(
      {
        ok: false,
        violations: [{ rule: 'core.hidden-needed', params: { side: 'allied', units: ['allied-1'] } }],
      },
    );
  });

  it("advisory: violations only the attacker's machine can check are recorded once; every machine agrees", () => {
    // The attacking stack is axis's own sealed units: the allied machine cannot check H9, the axis machine can.
    const own = attackCheckReading(STACKS.axis!.hex);
    const m = (sides: SideId[]) => opened(startState(own, module, setupOf('advisory'), keysFor(sides)));
    const attack = recordAction(own, module, m(['axis']), OPEN_LOG, {
      side: 'axis',
      verb: 'attack',
      args: { hex: '0505' },
    });
    if (!attack.ok) throw new Error(attack.violations[0]!.message);
    expect(attack.entry.violations).toEqual([{ rule: 'hid.weak', section: 'H9' }]);
    const defender = ok(applyAction(own, module, m(['allied']), entryAction(attack.entry)));
    expect(defender.unchecked).toBe(true);
    const answer = recordAction(own, module, defender.state, attack.log, reveal);
    if (!answer.ok) throw new Error(answer.violations[0]!.message);
    expect(answer.entry.violations).toBeUndefined();
    const onAttacker = ok(applyAction(own, module, attack.state, entryAction(answer.entry)));
    expect(onAttacker.violations).toEqual([]);
    for (const sides of [['axis'], ['allied'], ['axis', 'allied']]) {
      const r = replay(own, module, setupOf('advisory'), answer.log, { keys: keysFor(sides) });
      expect(r, sides.join('+')).toMatchObject({ ok: true });
    }
  });
});

describe('what the blind machine cannot check is audited with the keys', () => {
  const blindKeys = { keys: keysFor(['allied']) };
  const auditKeys = { keys: keysFor(['axis', 'allied']) };

  it("a check that needs the actor's own sealed face leaves the action unchecked; its violations stand", () => {
    const owner = machine(['axis'], 'advisory');
    const blind = machine(['allied'], 'advisory');
    const armor = owner.pieces.find((p) => p.def === 'de-pz')!.id;
    const action: Action = { side: 'axis', verb: 'entrench', args: { piece: armor } };
    const rec = recordAction(rules, module, owner, OPEN_LOG, action);
    if (!rec.ok) throw new Error(rec.violations[0]!.message);
    expect(rec.entry.violations).toEqual([{ rule: 'hid.entrench', section: 'H4', params: { piece: armor } }]);
    const there = ok(applyAction(rules, module, blind, entryAction(rec.entry)));
    expect(there.unchecked).toBe(true);
    expect(there.violations).toEqual([]);
    expect(publicPart(there.state)).toBe(publicPart(rec.state));
    // The recorded violation survives a replay on the blind machine, and the audit finds the same one.
    const blindReplay = replay(rules, module, setupOf('advisory'), rec.log, blindKeys);
    expect(blindReplay.ok).toBe(true);
    const audited = replay(rules, module, setupOf('advisory'), rec.log, auditKeys);
    if (!audited.ok) throw new Error(audited.reason);
    expect(audited.violations[1]!.map((x) => x.rule)).toEqual(['hid.entrench']);
    // A forged entry that hides the violation passes where it cannot be checked and is caught by the audit.
    const forged = [...OPEN_LOG, makeEntry(OPEN_LOG[0]!, action)];
    expect(replay(rules, module, setupOf('advisory'), forged, blindKeys).ok).toBe(true);
    expect(replay(rules, module, setupOf('advisory'), forged, auditKeys)).toMatchObject({
      ok: false,
      seq: 1,
      reason: expect.stringContaining('Entry 1 (entrench) records other rule violations'),
    });
  });

  it("the other side's sealed face in a check is refused as hidden-needed", () => {
    const alliedOpen: Action = {
      side: 'allied',
      verb: 'reveal',
      args: { index: 1, secret: secretOf(seeds, 'allied', 1) },
    };
    const blind = ok(applyAction(rules, module, machine(['allied'], 'advisory'), alliedOpen)).state;
    // The allied player cannot even ask whether an axis sealed unit may entrench (H4 needs its face).
    const r = applyAction(
      rules,
      module,
      { ...blind, activeSide: 'allied' },
      {
        side: 'allied',
        verb: 'entrench',
        args: { piece: 'axis-2' },
      },
    );
    expect(r).toMatchObject({ ok: false, violations: [{ rule: 'core.hidden-needed', params: { units: ['axis-2'] } }] });
  });

  it('an illegal move of a sealed unit passes the blind machine and is refused by the audit, naming its entry', () => {
    const owner = machine(['axis']);
    const blind = machine(['allied']);
    // Seven steps to the rear stack, where the unit stays out of sight: longer than any axis unit moves (H2).
    const far: Action = {
      side: 'axis',
      verb: 'move',
      args: {
        piece: 'axis-1',
        to: { kind: 'hex', hex: REAR.hex },
        path: ['0201', '0301', '0302', '0402', '0403', '0303', '0203'],
      },
    };
    expect(recordAction(rules, module, owner, [], far)).toMatchObject({
      ok: false,
      violations: [{ rule: 'hid.too-far' }],
    });
    const log = [...OPEN_LOG, makeEntry(OPEN_LOG[0]!, far)];
    const there = ok(applyAction(rules, module, blind, far));
    expect(there.unchecked).toBe(true);
    expect(replay(rules, module, setupOf('enforced'), log, blindKeys).ok).toBe(true);
    const audited = replay(rules, module, setupOf('enforced'), log, auditKeys);
    expect(audited).toMatchObject({ ok: false, seq: 1, reason: expect.stringContaining('Entry 1 (move)') });
    if (!audited.ok) expect(audited.reason).toContain('axis-1 moves 7 of');
    // The end-of-game key reveal lets the blind machine make the same audit from the log alone.
    const key = makeEntry(log[1]!, { side: 'axis', verb: 'revealKey', args: { seed: seeds.axis! } });
    expect(replay(rules, module, setupOf('enforced'), [...log, key], blindKeys)).toMatchObject({ ok: false, seq: 1 });
  });

  it('a reveal that claims a wrong face passes the blind machine and is refused by the audit', () => {
    const owner = machine(['axis']);
    const rec = recordAction(rules, module, owner, OPEN_LOG, moveTop);
    if (!rec.ok) throw new Error(rec.violations[0]!.message);
    const truth = rec.entry.reveals!['axis-3']!;
    const lie = { def: STACKS.axis!.sealed.find((d) => d !== truth.def)!, steps: truth.steps };
    const forged = [...OPEN_LOG, makeEntry(OPEN_LOG[0]!, { ...entryAction(rec.entry), reveals: { 'axis-3': lie } })];
    expect(verifyLog(forged).ok).toBe(true);
    const blindReplay = replay(rules, module, setupOf('enforced'), forged, blindKeys);
    if (!blindReplay.ok) throw new Error(blindReplay.reason);
    expect(pieceOf(blindReplay.state, 'axis-3').def).toBe(lie.def);
    expect(replay(rules, module, setupOf('enforced'), forged, auditKeys)).toMatchObject({
      ok: false,
      seq: 1,
      reason: expect.stringContaining(`shows axis-3 as ${lie.def}`),
    });
    // The honest log passes both.
    expect(replay(rules, module, setupOf('enforced'), rec.log, blindKeys).ok).toBe(true);
    expect(replay(rules, module, setupOf('enforced'), rec.log, auditKeys).ok).toBe(true);
  });
});

describe('recorded reveals are part of the chained entry', () => {
  it('recordAction writes the reveals into the entry, and its hash covers them', () => {
    const owner = machine(['axis']);
    // The axis side's first entry, its reveal, is entry 0 (it reveals no unit).
    const first = recordAction(
      rules,
      module,
      startState(rules, module, setupOf('enforced'), keysFor(['axis'])),
      [],
      AXIS_OPEN,
    );
    if (!first.ok) throw new Error(first.violations[0]!.message);
    const rec = recordAction(rules, module, first.state, first.log, moveTop);
    if (!rec.ok) throw new Error(rec.violations[0]!.message);
    const reveals: Reveals = { 'axis-3': faceOn(owner, 'axis-3') };
    expect(rec.entry.reveals).toEqual(reveals);
    expect(rec.entry.args.path).toEqual(['0302']);
    expect(entryAction(rec.entry).reveals).toEqual(reveals);
    expect(verifyLog(rec.log)).toEqual({ ok: true });
    const other = STACKS.axis!.sealed.find((d) => d !== reveals['axis-3']!.def)!;
    for (const tamper of [
      (e: LogEntry) => {
        e.reveals!['axis-3']!.def = other;
      },
      (e: LogEntry) => {
        e.reveals!['axis-3']!.steps += 1;
      },
      (e: LogEntry) => {
        delete e.reveals;
      },
    ]) {
      const log = JSON.parse(JSON.stringify(rec.log)) as LogEntry[];
      tamper(log[1]!);
      expect(verifyLog(log)).toMatchObject({ ok: false, index: 1, reason: expect.stringContaining('changed after') });
    }
    // An entry without reveals has none, so old logs keep their spelling and their hashes.
    expect('reveals' in first.entry).toBe(false);
  });
});

describe("units uncovered by the other side's entry are owed by their owner's next entry", () => {
  /** A machine of a game with strict dice (an action that rolls waits for the other side's next secret). */
  const strictMachine = (sides: SideId[]) =>
    opened(startState(rules, module, { ...setupOf('enforced'), dice: { ...dice, strict: true } }, keysFor(sides)));
  // H5: a forced march of the public top unit rolls a die, and leaves axis-3 on top of 0202 (H1).
  const march: Action = {
    side: 'axis',
    verb: 'march',
    args: { piece: 'axis-top', to: { kind: 'hex', hex: '0302' }, path: ['0302'] },
  };
  const alliedReveal: Action = {
    side: 'allied',
    verb: 'reveal',
    args: { index: 1, secret: secretOf(seeds, 'allied', 1) },
  };
  // Axis's next entry, after the allied reveal, opens its next run: the reveal of its next secret.
  const axisNext: Action = { side: 'axis', verb: 'reveal', args: { index: 2, secret: secretOf(seeds, 'axis', 2) } };
  /** The ids of the pieces in every side's view on machine `m`. */
  const inViews = (m: GameState) =>
    (['axis', 'allied'] as SideId[]).flatMap((side) => rules.view(module, m, side).state.pieces.map((p) => p.id));

  it("strict dice: the allied reveal resolving axis's march uncovers axis-3; axis's next entry reveals it", () => {
    const axisM = strictMachine(['axis']);
    const alliedM = strictMachine(['allied']);
    const audit = strictMachine(['axis', 'allied']);
    const face = faceOn(axisM, 'axis-3');
    // The march rolls: it waits, identically on every machine, for the allied side's next secret.
    const made = ok(applyAction(rules, module, axisM, march, { reveal: true }));
    expect(made.applied?.reveals).toBeUndefined();
    const pended = [made, ...[alliedM, audit].map((m) => ok(applyAction(rules, module, m, march)))];
    for (const r of pended) {
      expect(r.events).toEqual([{ type: 'dice-pending', side: 'axis' }]);
      expect(chainOf(r.state.rng)!.pending).toEqual({ side: 'axis', verb: 'march', args: march.args });
      expect(publicPart(r.state)).toBe(publicPart(pended[0]!.state));
    }
    // The allied reveal resolves it on all three machines; no machine asks the allied side for axis-3's face.
    const resolved = pended.map((r) => ok(applyAction(rules, module, r.state, alliedReveal)));
    for (const r of resolved) {
      expect(r.events.map((e) => e.type)).toEqual(['reveal', 'dice-resolved', 'march']);
      expect(r.events).toEqual(resolved[0]!.events);
      expect(r.state.hidden!.axis).toEqual(['axis-1', 'axis-2', 'axis-3']);
      expect(chainOf(r.state.rng)!.pending).toBeUndefined();
      expect(publicPart(r.state)).toBe(publicPart(resolved[0]!.state));
    }
    const [axisAfter, alliedAfter, auditAfter] = resolved.map((r) => r.state) as [GameState, GameState, GameState];
    expect(piecesAt(alliedAfter, { kind: 'hex', hex: '0202' }).at(-1)!.id).toBe('axis-3');
    expect(pieceOf(alliedAfter, 'axis-3').def).toBe('?de');
    expect(inViews(alliedAfter)).not.toContain('axis-3');
    for (const def of STACKS.axis!.sealed) expect(JSON.stringify(alliedAfter)).not.toContain(def);

    // Axis's next entry, made on its machine, carries axis-3's face; every machine then agrees on it.
    const next = ok(applyAction(rules, module, axisAfter, axisNext, { reveal: true }));
    expect(next.applied).toEqual({ ...axisNext, reveals: { 'axis-3': face } });
    expect(next.state.hidden!.axis).toEqual(['axis-1', 'axis-2']);
    for (const m of [alliedAfter, auditAfter]) {
      const there = ok(applyAction(rules, module, m, next.applied!));
      expect(faceOn(there.state, 'axis-3')).toEqual(face);
      expect(publicPart(there.state)).toBe(publicPart(next.state));
    }
    const shownNow = ok(applyAction(rules, module, alliedAfter, next.applied!)).state;
    expect(rules.view(module, shownNow, 'allied').state.pieces.find((p) => p.id === 'axis-3')!.def).toBe(face.def);
    // The same entry without the face is refused where it cannot be supplied, naming axis-3.
    for (const m of [alliedAfter, auditAfter, axisAfter]) {
      const refused = applyAction(rules, module, m, axisNext);
      expect(refused).toMatchObject({
        ok: false,
        violations: [{ rule: 'core.unrevealed', params: { units: { axis: ['axis-3'] } } }],
      });
      if (!refused.ok) expect(refused.violations[0]!.message).toContain('axis-3');
    }
  });

  it('an entry that leaves its own sealed unit in sight unrevealed is refused on the blind machine', () => {
    const owner = machine(['axis']);
    const blind = machine(['allied']);
    // Moving the public top away uncovers axis-3: the axis entry itself owes its face, with or without ctx.
    const move = { ...moveTop, args: { ...moveTop.args, path: ['0302'] } };
    expect(applyAction(rules, module, blind, move)).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.unrevealed', params: { units: { axis: ['axis-3'] } } }],
    });
    expect(applyAction(rules, module, blind, move, { reveal: true })).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.unrevealed', params: { units: { axis: ['axis-3'] } } }],
    });
    // The same entry with the face, as the owner's machine makes it, is accepted there.
    const made = ok(applyAction(rules, module, owner, move, { reveal: true }));
    expect(made.applied!.reveals).toEqual({ 'axis-3': faceOn(owner, 'axis-3') });
    expect(ok(applyAction(rules, module, blind, made.applied!)).state.hidden!.axis).toEqual(['axis-1', 'axis-2']);
  });
});

import { describe, expect, it } from 'vitest';
import type { GameState, Piece } from '../../core/types.js';
import { barbarossa, barbarossaModule as m } from './barbarossa.fixture.js';
import { attackProblems, contextOf, fighterOf } from './combat.js';
import { exploitReach } from './exploitation.js';
import { move } from './moves.js';
import { restrictionsNow } from './restrictions.js';
import { legalActions } from './rules.js';
import { AXIS, hexDef, SOVIET } from './state.js';
import { graphOf } from './terrain.js';

// §4.02 the first turn opens on the Movement Phase: nothing to place
const movement = barbarossa();
const onTurn = (s: GameState, turn: number): GameState => ({ ...s, turn });
const piece = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!;
const region = (hex: string) => hexDef(m, hex)?.region;
const neighbours = (hex: string) => graphOf(m).neighbors(hex);
const moveRefusals = (s: GameState, id: string, to: string) =>
  move.check(m, s, { side: piece(s, id).side!, verb: 'move', args: { piece: id, to } }).map((v) => v.rule);
const movesTo = (s: GameState, id: string) =>
  legalActions(m, s, AXIS)
    .filter((a) => a.verb === 'move' && a.args?.piece === id)
    .map((a) => String(a.args!.to));

/** A Soviet corps placed in `hex`. */
function withSoviet(s: GameState, hex: string, id = 'test-sov'): GameState {
  const sov = s.pieces.find((p) => p.side === SOVIET && p.kind === 'unit' && p.def.startsWith('S-') && p.steps === 2)!;
  const placed: Piece = { ...sov, id, at: { kind: 'hex', hex } };
  return { ...s, pieces: [...s.pieces, placed] };
}

describe('Barbarossa start restrictions (scenario data, reconstructed)', () => {
  it('Barbarossa restrictions: Finland, Hungary and the neutrals hold on JUN 2 and are lifted on JUL 1', () => {
    expect(restrictionsNow(m, movement).map((r) => r.id)).toEqual(['finland', 'hungary', 'neutrals']);
    expect(restrictionsNow(m, onTurn(movement, 2))).toEqual([]);
  });

  it('Barbarossa restrictions: a refusal cites its restriction and the date it lifts, the turn the data gives', () => {
    const dates = (m.scenarios[0]!.data as { turnDates: { label: string }[] }).turnDates;
    for (const r of restrictionsNow(m, movement)) expect(r.until, r.id).toBe(dates[r.untilTurn - 1]!.label);
    const to = neighbours('SW:0417').find((h) => !movement.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === h))!;
    const [v] = move.check(m, movement, { side: AXIS, verb: 'move', args: { piece: 'H-VIII', to } });
    expect(v).toMatchObject({ section: 'scenario:hungary', params: { restriction: 'hungary', until: 'JUL 1 1941' } });
  });

  it('Barbarossa restriction hungary: Hungarian units may not move before JUL 1 (move.restricted)', () => {
    const to = neighbours('SW:0417').find((h) => !movement.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === h))!;
    expect(moveRefusals(movement, 'H-VIII', to)).toEqual(['sfe.move.restricted']);
    expect(movesTo(movement, 'H-VIII')).toEqual([]);
    expect(exploitReach(m, movement, piece(movement, 'H-Mob')).size).toBe(0);
    const later = onTurn(movement, 2);
    expect(moveRefusals(later, 'H-VIII', to)).toEqual([]);
    expect(exploitReach(m, later, piece(later, 'H-Mob')).size).toBeGreaterThan(0);
  });

  it('Barbarossa restriction finland: Finns and XXXVI Corps stay out of Soviet hexes before JUL 1', () => {
    for (const id of ['F-VI', 'G-XXXVI']) {
      const at = (piece(movement, id).at as { hex: string }).hex;
      const soviet = neighbours(at).find((h) => region(h) === 'ussr')!;
      expect(soviet, id).toBeDefined();
      expect(moveRefusals(movement, id, soviet)).toEqual(['sfe.move.restricted']);
      const reached = movesTo(movement, id);
      expect(reached.length, id).toBeGreaterThan(0);
      expect(reached.filter((h) => region(h) === 'ussr')).toEqual([]);
      expect(moveRefusals(onTurn(movement, 2), id, soviet)).not.toContain('sfe.move.restricted');
    }
    // Other German units are not bound.
    expect(movesTo(movement, 'G-II').some((h) => region(h) === 'ussr')).toBe(true);
  });

  it('Barbarossa restriction finland: a Finnish corps attacks no Soviet hex before JUL 1 (attack.restricted)', () => {
    const soviet = neighbours('N:2130').find((h) => region(h) === 'ussr')!;
    const s = withSoviet(movement, soviet);
    const problems = (st: GameState) =>
      attackProblems(
        contextOf(m, st),
        [fighterOf(m, piece(st, 'F-VI'))!],
        [fighterOf(m, piece(st, 'test-sov'))!],
        soviet,
      ).map((v) => v.rule);
    expect(problems(s)).toEqual(['sfe.attack.restricted']);
    expect(problems(onTurn(s, 2))).toEqual([]);
  });

  it('Barbarossa restriction neutrals: Soviet units neither enter Finland nor attack there before JUL 1', () => {
    const free = (h: string) => !movement.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === h);
    const from = m.map.hexes.find(
      (h) => h.region === 'ussr' && free(h.id) && neighbours(h.id).some((n) => region(n) === 'finland' && free(n)),
    )!.id;
    const into = neighbours(from).find((n) => region(n) === 'finland' && free(n))!;
    const s = withSoviet(withSoviet(movement, from), 'N:2230', 'test-sov2');
    const sovietMove = (st: GameState) =>
      move.check(
        m,
        { ...st, activeSide: SOVIET },
        { side: SOVIET, verb: 'move', args: { piece: 'test-sov', to: into } },
      );
    expect(sovietMove(s).map((v) => v.rule)).toEqual(['sfe.move.restricted']);
    expect(sovietMove(onTurn(s, 2))).toEqual([]);
    const attack = (st: GameState) =>
      attackProblems(
        contextOf(m, st),
        [fighterOf(m, piece(st, 'test-sov2'))!],
        [fighterOf(m, piece(st, 'F-VI'))!],
        'N:2130',
      ).map((v) => v.rule);
    expect(attack(s)).toEqual(['sfe.attack.restricted']);
    expect(attack(onTurn(s, 2))).toEqual([]);
  });
});

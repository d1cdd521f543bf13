// Fog of war (6.8) off the map and in the set-up steps (3.4, 3.5): the enemy's units set aside and at sea are in
// no view, and a set-up stack is shown (its top unit) only when its step is done.

import { describe, expect, it } from 'vitest';
import type { Action, GameState, SideId } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { startState } from '../../core/replay.js';
import { isabellaModule } from './isabella.fixture.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { fogOfWar, sightings } from './fog.js';
import { ALLIED, AXIS } from './units.js';

const module = isabellaModule;
const rules = isabellaRules;

function act(s: GameState, side: SideId, verb: string, args: Action['args'] | undefined): GameState {
  const r = applyAction(rules, module, s, { side, verb, args: args ?? {} });
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r.state;
}

const seen = (s: GameState, side: SideId) => new Set(fogOfWar(module, s, side).pieces.map((p) => p.id));
const topOf = (s: GameState, hex: string) => s.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === hex).at(-1)!;

/** A plain game (no e-mail) played to its landing step, in the beachhead Bilbao (3710). */
function toLanding(): GameState {
  let s = startState(rules, module, { scenarioId: 'campaign', seed: '9', mode: 'enforced', options: {} });
  s = act(s, ALLIED, 'rollLoyalty', {});
  return act(s, ALLIED, 'beachhead', { hex: '3710' });
}

describe('fog of war off the map and in the set-up (6.8, 3.4, 3.5)', () => {
  it('the enemy units set aside for the set-up and at sea are in no view (nor the sightings)', () => {
    const s = toLanding();
    const axisSees = seen(s, AXIS);
    const atSea = s.pieces.filter((p) => p.at.kind === 'box' && p.at.box === 'at-sea');
    expect(atSea.length).toBe(10);
    for (const p of atSea) expect(axisSees.has(p.id)).toBe(false);
    const setAside = s.pieces.filter(
      (p) =>
        p.kind === 'unit' &&
        p.side === AXIS &&
        p.at.kind === 'box' &&
        p.at.box === 'reinforcements' &&
        p.at.index === 0,
    );
    expect(setAside.length).toBe(12);
    for (const p of setAside) expect(seen(s, ALLIED).has(p.id)).toBe(false);
    for (const p of [...atSea, ...setAside])
      expect(sightings(module, s, p.side === AXIS ? ALLIED : AXIS).has(p.id)).toBe(false);
    // The owner sees its own.
    for (const p of atSea) expect(seen(s, ALLIED).has(p.id)).toBe(true);
  });

  it('the landing stack is hidden from the German player until it is complete, then its top unit shows', () => {
    let s = toLanding();
    const placed: string[] = [];
    while (varsOf(s).step === 'setup-landing') {
      const move = rules.view(module, s, ALLIED).legalActions.find((a) => a.verb === 'move')!;
      s = act(s, ALLIED, 'move', move.args);
      placed.push(String(move.args?.piece));
      if (varsOf(s).step === 'setup-landing') for (const id of placed) expect(seen(s, AXIS).has(id)).toBe(false);
    }
    expect(placed.length).toBe(4);
    const top = topOf(s, '3710');
    expect(placed.filter((id) => seen(s, AXIS).has(id))).toEqual([top.id]);
  });

  it('the German set-up is hidden from the Allied player until it is complete, then each top unit shows', () => {
    let s = toLanding();
    while (varsOf(s).step === 'setup-landing') {
      const move = rules.view(module, s, ALLIED).legalActions.find((a) => a.verb === 'move')!;
      s = act(s, ALLIED, 'move', move.args);
    }
    const placed = new Set<string>();
    while (varsOf(s).step === 'setup-german') {
      const moves = rules.view(module, s, AXIS).legalActions.filter((a) => a.verb === 'move');
      // Stack them: the first placement's hex as long as it takes units.
      const first = [...placed].map((id) => s.pieces.find((p) => p.id === id)!.at);
      const there = first[0]?.kind === 'hex' ? first[0].hex : null;
      const move = moves.find((a) => (a.args?.to as { hex: string } | undefined)?.hex === there) ?? moves[0]!;
      s = act(s, AXIS, 'move', move.args);
      placed.add(String(move.args?.piece));
      if (varsOf(s).step === 'setup-german') {
        const alliedSees = seen(s, ALLIED);
        expect([...placed].filter((id) => alliedSees.has(id))).toEqual([]);
        expect([...placed].filter((id) => sightings(module, s, ALLIED).has(id))).toEqual([]);
      }
    }
    expect(placed.size).toBe(12);
    const alliedSees = seen(s, ALLIED);
    const hexes = new Set([...placed].map((id) => (s.pieces.find((p) => p.id === id)!.at as { hex: string }).hex));
    expect(hexes.size).toBeLessThan(12);
    for (const hex of hexes) {
      const shown = [...placed].filter((id) => alliedSees.has(id));
      expect(shown.filter((id) => (s.pieces.find((p) => p.id === id)!.at as { hex: string }).hex === hex)).toEqual(
        topOf(s, hex).side === AXIS && placed.has(topOf(s, hex).id) ? [topOf(s, hex).id] : [],
      );
    }
  });
});

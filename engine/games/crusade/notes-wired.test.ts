// Card notes other rules read (event-notes.ts): derived tests that the marks an event leaves are obeyed where
// the rule lives (activation, movement).

import { describe, expect, it } from 'vitest';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { afrSchedule } from './afr.js';
import { activate, move, opsAt, rulesOf } from './ops.fixture.js';
import type { GameState } from '../../core/types.js';

const EMPTY = { rpPerTurn: {}, noRp: {}, trenchMarkers: {}, natCommand: 0, government: null };
const marked = (s: GameState, marks: object): GameState =>
  withVars(s, { extra: { ...varsOf(s).extra, events: { ...EMPTY, ...marks } } });

describe('N29 May Days (derived)', () => {
  const s = opsAt({ ...campaignStart(), turn: 3 }, 2, 'REP');
  it('the Catalan militia may not be Activated in the marked Republican round', () => {
    const round = (s.vars as { round: number }).round;
    expect(rulesOf(marked(s, { mayDays: { turn: 3, round } }), activate('caspe', 'move', 'REP'))).toContain(
      'crusade.mayDays',
    );
    expect(rulesOf(marked(s, { mayDays: { turn: 2, round } }), activate('caspe', 'move', 'REP'))).toEqual([]);
  });
});

describe('R51 French Intervention Threat (derived)', () => {
  it('no Nationalist move ends within four spaces of France in the marked turn', () => {
    const s = opsAt({ ...campaignStart(), turn: 3 }, 1, 'NAT');
    const after = playAll(s, [activate('pamplona', 'move')]);
    const step = move(['nat-nav-san-miguel'], ['estella']);
    expect(rulesOf(marked(after, { frenchThreat: 3 }), step)).toContain('crusade.frenchThreat');
    expect(rulesOf(marked(after, { frenchThreat: 2 }), step)).not.toContain('crusade.frenchThreat');
  });
});

describe('R15 Fortifications (derived)', () => {
  it('three more Republican Position/Trench markers in the pool', async () => {
    const { fortPool } = await import('./fortify.js');
    const s = campaignStart();
    expect(fortPool(crusadeModule, marked(s, { trenchMarkers: { REP: 3 } }), 'REP')).toBe(
      fortPool(crusadeModule, s, 'REP') + 3,
    );
  });
});

describe('N6 End of the Strait Blockade and the Army of Africa (derived, digest 7.6)', () => {
  it('played in NAT round 1 of Turn 3, the round-1 arrival it brings forward lands right after the event', () => {
    const s0 = campaignStart();
    const v = varsOf(s0);
    const s = withVars(
      { ...s0, turn: 3 },
      {
        flags: ['airBridge'],
        decks: { ...v.decks, NAT: { ...v.decks.NAT, hand: ['N6'] } },
        // The arrivals of Turns 1 and 2 were made.
        extra: {
          ...v.extra,
          afr: {
            done: afrSchedule(crusadeModule)
              .filter((x) => x.turn < 3)
              .map((x) => x.key),
          },
        },
      },
    );
    const after = playAll(s, [{ side: 'NAT', verb: 'play', args: { card: 'N6', as: 'event' } }]);
    const afr = after.pieces.filter((p) => p.def.startsWith('nat-afr') && p.at.kind === 'space');
    const before = s.pieces.filter((p) => p.def.startsWith('nat-afr') && p.at.kind === 'space');
    expect(varsOf(after).strait).toBe('NAT');
    expect(afr.length).toBe(before.length + 1);
  });
});

describe("an OPS event's attack DRM reaches the fire (derived, §8.5.1)", () => {
  it("Condor Legion style +1: the attacker of the event's round gets it, in the event's zone only", async () => {
    const { attackerDrms } = await import('./fire.js');
    const base = { card: 'N17', spaces: 3, attackDrm: 1, activationZone: null, counterattack: false };
    const at = (drmZone: string | null) =>
      withVars(campaignStart(), {
        play: { side: 'NAT', card: 'N17', use: 'event', points: 0, data: { eventOps: { ...base, drmZone } } },
      });
    const drm = (s: GameState) =>
      attackerDrms(crusadeModule, s, { attacker: 'NAT', target: 'madrid', attackers: [], armor: false })
        .filter((x) => x.source === 'event')
        .reduce((n, x) => n + x.amount, 0);
    expect(drm(at(null))).toBe(1);
    expect(drm(at('Asturias'))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { noEffects } from '../ourwar/losses.js';
import { REP } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { afterCombat } from './aftermath.js';
import { ebroModule, placed, segment } from './ebro.fixture.js';
import type { EbroVars } from './state.js';

describe('XVI.7 retreats', () => {
  it('XVI.7 attackers struck by R from two hexes retreat each stack from its own hex', () => {
    const s = placed(segment('combat', REP), {
      'N-50D-13': 'A:1524',
      'N-50D-ART1': { box: 'dead' },
      'R-35D-XV-1': 'A:1423',
      'R-35D-XV-2': 'A:1623',
    });
    const d = draftState<EbroVars>(s);
    const fxA = noEffects();
    fxA.retreat = ['R-35D-XV-1', 'R-35D-XV-2'];
    const attackers = ['R-35D-XV-1', 'R-35D-XV-2'];
    const fought = { reaction: false, attacker: REP, attackers, hex: 'A:1524', defenders: ['N-50D-13'] } as const;
    afterCombat(ebroModule, d, {
      ...fought,
      attackers,
      defenders: ['N-50D-13'],
      fxA,
      fxD: noEffects(),
      exploit: false,
    });
    const g = mapGraph(ebroModule);
    const at = (id: string) => (d.state.pieces.find((p) => p.id === id)!.at as { hex: string }).hex;
    expect(g.neighbors('A:1423')).toContain(at('R-35D-XV-1'));
    expect(g.neighbors('A:1623')).toContain(at('R-35D-XV-2'));
    const moved = d.events.filter((e) => e.type === 'retreated').map((e) => e.pieces);
    expect(moved).toEqual([['R-35D-XV-1'], ['R-35D-XV-2']]);
    expect(d.state.pieces.find((p) => p.id === 'N-50D-13')!.at).toEqual({ kind: 'hex', hex: 'A:1524' });
  });
});

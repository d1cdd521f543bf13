import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { NAT } from '../ourwar/state.js';
import { dueUnits } from './arrive.js';
import { placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { moduleWith } from './variant.fixture.js';

const replacing = ['N-50D-1', 'N-50D-2', 'N-50D-3'];
const module = moduleWith({ replacements: [{ units: ['N-13D-1', 'N-13D-2'], replacing }] });

/** The Nationalist reinforcements of turn 3 due, with the replaced units at these hexes. */
function due(where: Record<string, string>): GameState {
  const s = placed({ ...segment('reinforce', NAT), turn: 3 }, where);
  return { ...s, vars: { ...s.vars, arriving: dueUnits(s, NAT), entered: [] } as GameState['vars'] };
}

const boxesFor = (s: GameState, piece: string) =>
  ebroRules
    .view(module, s, NAT)
    .legalActions.filter((a) => a.verb === 'enter' && a.args!.piece === piece)
    .map((a) => a.args!.box);

describe('replacement units', () => {
  it('XX.1.11 replacements enter the interior box nearest the bulk of the surviving units they replace', () => {
    const north = due({ 'N-50D-1': 'A:2001', 'N-50D-2': 'A:2101', 'N-50D-3': 'A:0114' });
    expect(boxesFor(north, 'N-13D-1')).toEqual(['north-interior']);
    const west = due({ 'N-50D-1': 'A:0115', 'N-50D-2': 'A:0116', 'N-50D-3': 'A:2001' });
    expect(boxesFor(west, 'N-13D-1')).toEqual(['west-interior']);
    const refused = ebroRules.check(module, west, {
      side: NAT,
      verb: 'enter',
      args: { piece: 'N-13D-1', box: 'north-interior' },
    });
    expect(refused[0]).toMatchObject({ rule: 'ebro.replacementBox', section: 'XX.1.11' });
    // a reinforcement that replaces nothing enters any interior box
    expect(boxesFor(west, 'N-13D-3').sort()).toEqual(['north-interior', 'south-interior', 'west-interior']);
  });
});

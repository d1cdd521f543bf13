// XIX.2.4 aircraft still to come (in the reinforcements box, as the whole battle's later staffeln are) are not in
// play: they neither rebase onto the map nor fly a patrol before their turn.

import { describe, expect, it } from 'vitest';
import { REINFORCEMENTS } from '../../core/types.js';
import { isAir } from '../ourwar/units.js';
import { ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';

const NAT = 'nationalist';

describe('aircraft still to come', () => {
  const start = segment('move', NAT);
  const inPlay = (p: (typeof start.pieces)[number]) =>
    p.at.kind !== 'box' || !['dead', REINFORCEMENTS].includes(p.at.box);
  const plane = start.pieces.find(
    (p) =>
      p.side === NAT &&
      isAir(ebroModule, p) &&
      inPlay(p) &&
      listed(start, NAT, 'rebase').some((a) => a.args?.piece === p.id),
  )!;
  const waiting = placed(start, { [plane.id]: { box: REINFORCEMENTS } });

  it('XIX.2.4 an aircraft in the reinforcements box does not rebase; one in play does', () => {
    expect(listed(start, NAT, 'rebase').some((a) => a.args?.piece === plane.id)).toBe(true);
    expect(listed(waiting, NAT, 'rebase').some((a) => a.args?.piece === plane.id)).toBe(false);
    const to = listed(start, NAT, 'rebase').find((a) => a.args?.piece === plane.id)!.args!.to!;
    const tried = { side: NAT, verb: 'rebase', args: { piece: plane.id, to } };
    expect(ebroRules.check(ebroModule, start, tried)).toEqual([]);
    expect(ebroRules.check(ebroModule, waiting, tried).length).toBeGreaterThan(0);
  });

  it('XIX.2.4 an aircraft in the reinforcements box flies no patrol', () => {
    const patrol = segment('patrol', NAT);
    const fighter = listed(patrol, NAT, 'patrol')[0]?.args?.piece as string;
    expect(fighter).toBeDefined();
    const away = placed(patrol, { [fighter]: { box: REINFORCEMENTS } });
    expect(listed(away, NAT, 'patrol').some((a) => a.args?.piece === fighter)).toBe(false);
    expect(ebroRules.check(ebroModule, away, { side: NAT, verb: 'patrol', args: { piece: fighter } }).length).toBe(1);
  });
});

// VIII, XIX.2.1 the reorganisation phase: every disorganised unit rolls once, helped by the one best HQ whose
// reorganisation range reaches it (VII.2.2), hindered by an in-supply enemy beside it and by night (II.4.4).

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE } from '../../core/types.js';
import { type Draft, emit, roll, setPiece } from '../../systems/draft.js';
import { canHelpReorganise } from '../ourwar/command.js';
import { bestHqFactor, enemyNear, reorganise as reorgRoll } from '../ourwar/reorganise.js';
import { isSide, markOf, marksOf, type Side } from '../ourwar/state.js';
import { supplied } from './supplied.js';
import { mapGraph } from '../ourwar/terrain.js';
import { factorsOf, isHQ } from '../ourwar/units.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf } from './state.js';
import { recordFallen } from './fallen.js';

type D = Draft<EbroVars>;

/** VIII each disorganised unit on the map rolls to reorganise; a roll of 1 or less costs it a level. */
export function reorganise(module: GameModule, d: D): void {
  const o = optionsOf(d.state);
  const before = d.state;
  const sup = supplied(module, before);
  const byId = new Map(before.pieces.map((p) => [p.id, p]));
  const graph = mapGraph(module);
  const dso = before.pieces.filter((p) => p.kind === 'unit' && p.at.kind !== 'box' && marksOf(d.vars, p.id).dso);
  for (const p of dso) {
    const hqs = before.pieces.filter(
      (h) =>
        h.side === p.side &&
        isHQ(module, h) &&
        canHelpReorganise(module, before, h.id, p.id, { commandRange: o.commandRange }).ok,
    );
    const hqFactor = bestHqFactor(hqs.map((h) => factorsOf(module, h).reorg));
    const enemy = enemyNear(
      before,
      hexOf(p)!,
      p.side,
      (h) => graph.neighbors(h),
      (id) => sup(byId.get(id)!),
    );
    const situation = { hqFactor, enemy, night: d.vars.part === 'night' };
    const [die] = roll(d, 1, 'reorganisation', p.side, 'XIX.2.1');
    const r = reorgRoll(die!, situation, { dsoEnemyMinusOne: o.reorgDisorganisedEnemy === -1 });
    if (r.result === 'reorganised') delete markOf(d.vars, p.id).dso;
    if (r.result === 'loses-level') {
      const side = p.side as Side;
      if (p.steps <= 1) {
        setPiece(d, p.id, { at: { kind: 'box', box: DEAD_PILE } });
        if (isSide(side)) d.vars.lost[side].units += 1;
        recordFallen(d, p.id, false);
        delete d.vars.marks[p.id];
      } else setPiece(d, p.id, { steps: p.steps - 1 });
    }
    emit(d, { type: 'reorganised', piece: p.id, side: p.side, roll: die!, modified: r.modified, result: r.result });
  }
}

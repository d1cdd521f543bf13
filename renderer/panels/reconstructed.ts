// Which module values are reconstructed (not printed in the rulebook): the engine's provenance listing, plus
// the per-unit check the stack inspector uses for its mark.

import type { UnitDef } from '../../engine/core/module.js';
import { chartHasReconstructed, isReconstructed, listReconstructed, type ReconstructedItem } from '../../engine/core/provenance.js';

export { listReconstructed, type ReconstructedItem };

/** Whether a chart has any reconstructed value (it then shows the "Reconstructed" badge). */
export const chartIsReconstructed = chartHasReconstructed;

/** Whether a unit's printed values are (partly) reconstructed (the stack inspector marks it). */
export function unitIsReconstructed(u: UnitDef | undefined): boolean {
  if (!u) return false;
  return isReconstructed(u.prov) || Object.values(u.fieldProv ?? {}).some((p) => isReconstructed(p));
}

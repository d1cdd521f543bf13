// Whether a unit's printed values are reconstructed (not printed in the rulebook), for the stack inspector's
// mark. Charts and the About page's list use the engine's provenance helpers directly.

import type { UnitDef } from '../../engine/core/module.js';
import { isReconstructed } from '../../engine/core/provenance.js';

/** Whether a unit's printed values are (partly) reconstructed (the stack inspector marks it). */
export function unitIsReconstructed(u: UnitDef | undefined): boolean {
  if (!u) return false;
  return isReconstructed(u.prov) || Object.values(u.fieldProv ?? {}).some((p) => isReconstructed(p));
}

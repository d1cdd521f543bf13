// Losses counted in printed combat factors (SFE 10.02: AX, EX, HX): the owner removes units, or flips units
// to their reduced side, until the factors lost reach the amount required. Flipping credits full minus
// reduced (a 10-10-4 flipping to 4-4-4 pays 6). The loss is a minimum; we offer the plans that reach it with
// the least overshoot (SFE digest: "at least that many, minimum overshoot"), or everything if it cannot be met.

/** A unit paying factor losses, with the printed factor that counts for this loss (attack or defence). */
export interface FactorUnit {
  id: string;
  /** The printed factor of its current face. */
  factor: number;
  /** The printed factor of its reduced face, when it is at full strength and has one. */
  reducedFactor?: number;
}

/** One way to pay. */
export interface FactorPlan {
  actions: { unit: string; action: 'flip' | 'eliminate'; credit: number }[];
  total: number;
}

/** Plans reaching `required` with the least total; if none can, the single plan removing everything. */
export function factorLossPlans(
  units: readonly FactorUnit[],
  required: number,
  accept: (p: FactorPlan) => boolean = () => true,
): { required: number; met: boolean; plans: FactorPlan[]; explanation: string } {
  if (!(required >= 0)) throw new Error(`factor loss must be >= 0 (got ${required})`);
  for (const u of units) {
    if (!(u.factor >= 0)) throw new Error(`unit "${u.id}" needs a factor >= 0`);
    if (u.reducedFactor !== undefined && !(u.reducedFactor >= 0 && u.reducedFactor < u.factor)) {
      throw new Error(`unit "${u.id}": reduced factor must be below its full factor`);
    }
  }
  const all: FactorPlan[] = [];
  const acts: FactorPlan['actions'] = [];
  const walk = (i: number, total: number): void => {
    if (i === units.length) {
      all.push({ actions: acts.slice(), total });
      return;
    }
    const u = units[i]!;
    walk(i + 1, total);
    if (u.reducedFactor !== undefined) {
      acts.push({ unit: u.id, action: 'flip', credit: u.factor - u.reducedFactor });
      walk(i + 1, total + u.factor - u.reducedFactor);
      acts.pop();
    }
    acts.push({ unit: u.id, action: 'eliminate', credit: u.factor });
    walk(i + 1, total + u.factor);
    acts.pop();
  };
  walk(0, 0);
  const reaching = all.filter((p) => p.total + 1e-9 >= required && accept(p));
  if (reaching.length === 0) {
    const everything: FactorPlan = {
      actions: units.map((u) => ({ unit: u.id, action: 'eliminate' as const, credit: u.factor })),
      total: units.reduce((s, u) => s + u.factor, 0),
    };
    return {
      required,
      met: false,
      plans: [everything],
      explanation: `only ${everything.total} factors available for a loss of ${required}: every unit is removed (SFE 10.02)`,
    };
  }
  const least = Math.min(...reaching.map((p) => p.total));
  const plans = reaching.filter((p) => Math.abs(p.total - least) < 1e-9);
  return {
    required,
    met: true,
    plans,
    explanation: `loss of ${required} printed factors paid with ${least} (SFE 10.02: flipping credits full minus reduced)`,
  };
}

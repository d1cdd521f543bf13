// Step losses for step-based CRT results (Isabella 13.15-13.19, 2.10): the choices an owner has when he must
// remove steps, what DE does to one- and two-step units, and when a DL1 may be taken as a retreat instead.

/** A unit that can lose steps. */
export interface StepUnit {
  id: string;
  /** Steps it has now (1 = reduced or one-step unit). */
  steps: number;
}

/** What one choice does to each unit that loses steps. */
export interface StepLoss {
  unit: string;
  steps: number;
  /** 'reduced' (flipped / replaced by its substitute, Isabella 2.10) or 'eliminated'. */
  outcome: 'reduced' | 'eliminated';
}

/** One legal way to remove the steps. */
export interface StepChoice {
  losses: StepLoss[];
  /** Steps actually removed (less than asked only when the force has fewer steps). */
  removed: number;
}

/**
 * Every way the owner may remove `count` steps from his involved units (Isabella 13.15 EX and 13.17 AL1:
 * "the owning player chooses"). A unit loses at most the steps it has; if the force has fewer steps than
 * `count`, the one choice is to lose them all.
 */
export function stepLossChoices(units: readonly StepUnit[], count: number): StepChoice[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`steps to lose must be an integer >= 0 (got ${count})`);
  for (const u of units)
    if (!Number.isInteger(u.steps) || u.steps < 1)
      throw new Error(`unit "${u.id}" must have at least 1 step (got ${u.steps})`);
  const have = units.reduce((s, u) => s + u.steps, 0);
  const want = Math.min(count, have);
  const out: StepChoice[] = [];
  const take = new Array<number>(units.length).fill(0);
  const walk = (i: number, left: number): void => {
    if (left === 0) {
      const losses = units
        .map((u, k) => ({
          unit: u.id,
          steps: take[k]!,
          outcome: (take[k] === u.steps ? 'eliminated' : 'reduced') as StepLoss['outcome'],
        }))
        .filter((l) => l.steps > 0);
      out.push({ losses, removed: want });
      return;
    }
    if (i >= units.length) return;
    for (let k = Math.min(left, units[i]!.steps); k >= 0; k--) {
      take[i] = k;
      walk(i + 1, left - k);
    }
    take[i] = 0;
  };
  walk(0, want);
  return out;
}

/** Isabella 13.19 (DE): every one-step defender is eliminated; every two-step defender is reduced and stays. */
export function defenderEliminated(units: readonly StepUnit[]): StepLoss[] {
  return units.map((u) =>
    u.steps >= 2
      ? { unit: u.id, steps: u.steps - 1, outcome: 'reduced' as const }
      : { unit: u.id, steps: 1, outcome: 'eliminated' as const },
  );
}

/** Whether a defender may take a rolled DL1 as a DR instead, and why (Isabella 13.18). */
export function dl1AsRetreat(args: { inCity: boolean; retreatPossible: boolean }): {
  allowed: boolean;
  reason: string;
} {
  if (args.inCity)
    return {
      allowed: false,
      reason: 'defender in a city: DL1 cannot become DR (Isabella 13.18; a rolled DL1 in a city is EX, 13.11)',
    };
  if (!args.retreatPossible) return { allowed: false, reason: 'no eligible retreat hex (Isabella 13.18)' };
  return { allowed: true, reason: 'defender may retreat the whole force instead of losing a step (Isabella 13.18)' };
}

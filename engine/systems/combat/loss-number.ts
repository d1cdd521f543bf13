// Taking a Loss Number (Crusade and Revolution 11.3): each step removed satisfies the unit's Loss Factor;
// the owner must satisfy as much of the Loss Number as possible without ever exceeding it; an eliminated
// reduced corps is replaced in place by a division from the Reserve, which may absorb further losses; and
// "first loss" obligations (Army of Africa, armor) pick among the plans that take the most (11.3.7).

/** A unit that can absorb a Loss Number. */
export interface LnUnit {
  id: string;
  /** Loss Factor: losses satisfied per step removed (11.3.2). */
  lf: number;
  /** Steps left: 2 full, 1 reduced or one-step. */
  steps: number;
  /** Corps-sized: when eliminated it is replaced by a division from the Reserve (11.3.5). */
  corps?: boolean;
  /**
   * The Reserve division that would replace this corps (the caller applies 11.3.5.2 eligibility, full before
   * reduced). null or absent = none available: losses are computed as if a full division (LF 1, 2 steps) were there,
   * and the corps is permanently eliminated (11.3.5.1).
   */
  replacement?: { id: string; lf: number; steps: number } | null;
  /** Tags for first-loss obligations, e.g. "afr", "armor" (11.3.6). */
  tags?: string[];
}

/** One legal way to take the losses. */
export interface LnPlan {
  /** Steps taken from each unit (including replacement divisions, listed after the corps they replace). */
  losses: { unit: string; steps: number; lf: number; eliminated: boolean; replaces?: string; hypothetical?: boolean }[];
  /** Losses satisfied. */
  total: number;
  /** Corps eliminated with no Reserve division to replace them: permanently removed (11.3.5). */
  permanent: string[];
  /** First-loss tags this plan honours. */
  firstLoss: string[];
}

/** The plans the owner may choose from, with why they were chosen. */
export interface LnChoice {
  ln: number;
  /** The most that can be satisfied without exceeding the Loss Number. */
  best: number;
  plans: LnPlan[];
  explanation: string;
}

const HYPOTHETICAL = { id: '(no division in the Reserve)', lf: 1, steps: 2 };

/**
 * Every plan that satisfies the most losses possible (<= ln), narrowed by first-loss obligations in their
 * priority order (11.3.7: all of them, else the first alone, else the next... else none).
 */
export function lossNumberPlans(units: readonly LnUnit[], ln: number, firstLoss: readonly string[] = []): LnChoice {
  if (!Number.isInteger(ln) || ln < 0) throw new Error(`Loss Number must be an integer >= 0 (got ${ln})`);
  for (const u of units) {
    if (!(u.lf > 0) || !Number.isInteger(u.steps) || u.steps < 1)
      throw new Error(`unit "${u.id}" needs lf > 0 and steps >= 1`);
  }
  const all: LnPlan[] = [];
  const cur: LnPlan['losses'] = [];
  const walk = (i: number, total: number): void => {
    if (i === units.length) {
      const losses = cur.filter((l) => l.steps > 0).map((l) => ({ ...l }));
      // 11.3.5: a corps eliminated with no Reserve division to replace it is removed permanently.
      const permanent = units
        .filter((u) => u.corps && !u.replacement && cur.some((l) => l.unit === u.id && l.eliminated && !l.replaces))
        .map((u) => u.id);
      const tagged = new Set<string>();
      for (const l of losses) for (const t of units.find((x) => x.id === l.unit)?.tags ?? []) tagged.add(t);
      all.push({ losses, total, permanent, firstLoss: firstLoss.filter((t) => tagged.has(t)) });
      return;
    }
    const u = units[i]!;
    for (let k = 0; k <= u.steps; k++) {
      const t = total + k * u.lf;
      if (t > ln) break; // 11.3.4: never more than the Loss Number
      const eliminated = k === u.steps;
      cur.push({ unit: u.id, steps: k, lf: u.lf, eliminated });
      if (eliminated && u.corps) {
        // 11.3.5 / 11.3.5.1: the replacing division (real or hypothetical) may absorb further losses.
        const rep = u.replacement ?? HYPOTHETICAL;
        for (let j = 0; j <= rep.steps; j++) {
          const tj = t + j * rep.lf;
          if (tj > ln) break;
          cur.push({
            unit: rep.id,
            steps: j,
            lf: rep.lf,
            eliminated: j === rep.steps,
            replaces: u.id,
            ...(u.replacement ? {} : { hypothetical: true }),
          });
          walk(i + 1, tj);
          cur.pop();
        }
      } else walk(i + 1, t);
      cur.pop();
    }
  };
  walk(0, 0);
  const best = Math.max(0, ...all.map((p) => p.total));
  let plans = all.filter((p) => p.total === best);
  let why = `${best} of Loss Number ${ln} can be satisfied without exceeding it (Crusade 11.3.4)`;
  // 11.3.7: prefer plans honouring every obligation, then each obligation alone in priority order.
  const wanted = firstLoss.filter((t) => units.some((u) => u.tags?.includes(t)));
  if (wanted.length > 0 && best > 0) {
    const tiers = [wanted, ...wanted.map((t) => [t])];
    for (const tier of tiers) {
      const ok = plans.filter((p) => tier.every((t) => p.firstLoss.includes(t)));
      if (ok.length > 0) {
        plans = ok;
        why += `; first loss taken by ${tier.join(' and ')} (Crusade 11.3.6-11.3.7)`;
        break;
      }
    }
  }
  return { ln, best, plans, explanation: why };
}

/**
 * Crusade 11.4.3: defenders in a Mountain space, a space with a Trench or a Beach Head may cancel the whole
 * retreat by one more step loss, provided at least one defending step remains afterwards.
 */
export function canCancelRetreat(args: { terrainAllows: boolean; stepsLeft: number }): {
  allowed: boolean;
  reason: string;
} {
  if (!args.terrainAllows)
    return { allowed: false, reason: 'only in a Mountain space, a Trench or a Beach Head (Crusade 11.4.3)' };
  if (args.stepsLeft < 2)
    return { allowed: false, reason: 'no defending step would remain after the extra loss (Crusade 11.4.3)' };
  return { allowed: true, reason: 'one extra step loss cancels the whole retreat (Crusade 11.4.3)' };
}

/**
 * Crusade 11.4.6: units that retreated into a space attacked again in the same Action Round add no CF there;
 * if the enemy achieves a Loss Number of at least one they are all eliminated at once, and they do not
 * count toward satisfying that Loss Number (so leave them out of lossNumberPlans).
 */
export function retreatedUnitsAttacked(
  retreated: readonly string[],
  enemyLn: number,
): { eliminated: string[]; reason: string } {
  if (retreated.length === 0) return { eliminated: [], reason: 'no unit had retreated into this space' };
  if (enemyLn < 1) return { eliminated: [], reason: 'Loss Number 0: the retreated units survive (Crusade 11.4.6)' };
  return {
    eliminated: [...retreated],
    reason: 'retreated units eliminated at once, not counted toward the Loss Number (Crusade 11.4.6)',
  };
}

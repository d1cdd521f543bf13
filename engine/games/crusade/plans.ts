// Crusade and Revolution's plans (engine/ai/plans.ts): the scripted policy's alternatives, each a whole way of
// playing a side by the same priorities with other weights (policy-params.ts), which the search weighs by playing
// each on against the policy. The scripted Nationalist loses on Republican Morale (§5.2.2): his objectives in the
// rear stand empty, and the Republic's columns walk into them (§10.1.9, each a point of Morale, §16.3.3) while his
// own raids end out of supply and are removed in his Attrition Segment (§13.3.5). Each plan holds from any
// position: it reads the map afresh every decision.

import type { Plan } from '../../ai/plans.js';
import { crusadePolicyWith } from './policy.js';
import { paramsWith } from './policy-params.js';
import { NAT, REP } from './state.js';

/** The plans of Crusade and Revolution, each for one side. */
export const crusadePlans: readonly Plan[] = [
  // The Nationalist holds his rear: a unit on every objective a Republican column could reach next round, supply
  // lines rejoined before his Attrition Segment, and his threatened objectives dug in (§10.2).
  {
    id: 'nat-hold-the-rear',
    side: NAT,
    decide: crusadePolicyWith(paramsWith({ guard: true, resupply: 3, dig: true })),
  },
  // The Nationalist holds his rear as above and strikes at worse odds (30%), at the Republican units inside his
  // zone first: each one gone is a column that takes no more of his objectives.
  {
    id: 'nat-hold-and-strike',
    side: NAT,
    decide: crusadePolicyWith(
      paramsWith({ guard: true, resupply: 3, dig: true, hunt: 2, minWin: { NAT: 0.3, REP: 0.6 } }),
    ),
  },
  // The Republican holds his rear too and keeps his columns in supply.
  {
    id: 'rep-hold-the-rear',
    side: REP,
    decide: crusadePolicyWith(paramsWith({ guard: true, resupply: 3 })),
  },
  // The Republican attacks at the Nationalist's odds (45%) instead of waiting for 60%.
  {
    id: 'rep-bold',
    side: REP,
    decide: crusadePolicyWith(paramsWith({ minWin: { NAT: 0.45, REP: 0.45 } })),
  },
];

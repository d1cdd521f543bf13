// Supply sources (§23.11, †§23.6): a capital of the home or an allied country, cut off only when every adjacent
// land hex holds an enemy unit or lies in an enemy ZOC; two major cities, or three cities, of friendly countries
// linked by controlled rail free of enemy ZOC; the Soviet east-edge rail hexes (§23.61(1)); and limited sources:
// a friendly major city supplies one corps per clear neighbour free of enemy ZOC (§23.11(4)), Murmansk and the
// Murmansk line's hex 1027 six corps between them (§23.61(2)).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { hexDef, type SfeVars, type Side, unitsIn } from './state.js';
import { cityClass, graphOf, isLand, railNeighbors, sideFeatures } from './terrain.js';

/**
 * §23.11 the side each country of the map fights for (home, allied or conquered). {source:'reconstructed',
 * reason:'June 1941: Germany with the General Government it conquered, Romania, Hungary, Slovakia and Finland
 * are Axis; the Soviet Union (its 1939-40 annexations included) is Soviet; Sweden, Bulgaria, Yugoslavia and the
 * rest are no one's supply'}. A scenario may give its own (scenario data "countries").
 */
export const COUNTRIES_1941: Readonly<Record<string, Side>> = {
  germany: 'axis',
  'general-government': 'axis',
  romania: 'axis',
  hungary: 'axis',
  slovakia: 'axis',
  finland: 'axis',
  ussr: 'soviet',
};

/** The sources of one side: full ones, and limited ones with their capacity in corps. */
export interface Sources {
  full: Set<string>;
  limited: Map<string, number>;
}

/** §23.11(3) a capital's (or a limited major city's) source fails when every adjacent land hex is enemy-held or
 *  in enemy ZOC. */
function surrounded(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  hex: string,
  side: Side,
  ez: ReadonlySet<string>,
) {
  const graph = graphOf(module);
  const land = graph.neighbors(hex).filter((n) => isLand(module, n) && !sideFeatures(module, hex, n).includes('sea'));
  return land.every((n) => ez.has(n) || unitsIn(state, n).some((p) => p.side !== side));
}

/** §23.11(1)-(2) the friendly cities joined by controlled rail free of enemy ZOC, in groups. */
function railGroups(module: GameModule, v: SfeVars, side: Side, cities: string[], ez: ReadonlySet<string>) {
  const open = (h: string) => v.control[h] === side && !ez.has(h);
  const group = new Map<string, number>();
  let n = 0;
  for (const c of cities) {
    if (group.has(c) || !open(c)) continue;
    const queue = [c];
    const seen = new Set([c]);
    while (queue.length > 0) {
      const h = queue.shift()!;
      for (const x of railNeighbors(module, h)) {
        if (seen.has(x) || !open(x)) continue;
        seen.add(x);
        queue.push(x);
      }
    }
    for (const x of cities) if (seen.has(x)) group.set(x, n);
    n++;
  }
  return group;
}

/** §23.11, §23.61 `side`'s supply sources now; `ez` is the enemy's ZOC. */
export function sourcesOf(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  ez: ReadonlySet<string>,
  countries: Readonly<Record<string, Side>> = COUNTRIES_1941,
): Sources {
  const v = state.vars as unknown as SfeVars;
  const full = new Set<string>();
  const limited = new Map<string, number>();
  const friendly = module.map.hexes.filter(
    (h) => h.region !== undefined && countries[h.region] === side && v.control[h.id] === side,
  );
  // §23.11(3) a capital.
  for (const h of friendly) {
    if (h.features?.includes('capital') && !surrounded(module, state, h.id, side, ez)) full.add(h.id);
  }
  // §23.11(1) three cities, §23.11(2) two major cities, joined by rail.
  // (towns too with the option townsSupplySources: digest §10.5(5))
  const towns = !!v.options.townsSupplySources;
  const isCity = (c: ReturnType<typeof cityClass>) => c === 'major' || c === 'minor' || (towns && c === 'town');
  const cities = friendly.filter((h) => isCity(cityClass(h))).map((h) => h.id);
  const groups = railGroups(module, v, side, cities, ez);
  const count = (pred: (h: string) => boolean) => {
    const by = new Map<number, string[]>();
    for (const [h, g] of groups) if (pred(h)) by.set(g, [...(by.get(g) ?? []), h]);
    return by;
  };
  for (const hs of count(() => true).values()) if (hs.length >= 3) for (const h of hs) full.add(h);
  const major = (h: string) => cityClass(hexDef(module, h)) === 'major';
  for (const hs of count(major).values()) if (hs.length >= 2) for (const h of hs) full.add(h);
  // §23.61(1) the Soviet rail hexes leaving the east edge.
  for (const h of module.map.hexes) {
    if (h.features?.includes('supply-source') && countries[h.region ?? ''] === side && v.control[h.id] === side)
      full.add(h.id);
  }
  // §23.11(4) a major city not a full source: one corps per clear neighbour, friendly and free of enemy ZOC.
  for (const h of friendly) {
    if (full.has(h.id) || cityClass(h) !== 'major' || surrounded(module, state, h.id, side, ez)) continue;
    const clear = graphOf(module)
      .neighbors(h.id)
      .filter((n) => hexDef(module, n)?.terrain === 'clear' && v.control[n] === side && !ez.has(n));
    limited.set(h.id, clear.length);
  }
  // §23.61(2) the Murmansk line (1027) while the Soviets hold Murmansk and Archangel: 6 corps in all.
  const archangel = module.map.hexes.find((h) => h.city?.name === 'Arkhangelsk');
  const murmansk = !archangel || v.control[archangel.id] === side;
  for (const h of friendly) {
    if (murmansk && h.features?.includes('limited-supply-source')) limited.set(h.id, 6);
  }
  return { full, limited };
}

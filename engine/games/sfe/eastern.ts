// The Eastern Front's special supply sources (†§23.61) beyond the east-edge rail hexes and the Murmansk line
// (sources.ts): the Lake Ladoga path to Leningrad, nine corps a turn (§23.61(3)); the Caspian Sea path through
// Astrakhan, nine corps (§23.61(4)); Sevastopol, while a land path free of enemy ZOC runs to Kerch and Novorossiysk
// is joined by rail to a full source (§23.61(5)).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { type SfeVars, SOVIET, type Side, unitsIn } from './state.js';
import { graphOf, isLand } from './terrain.js';
import { weatherAt } from './weather.js';

/** A special limited source: its capacity in corps and how far (hexes) units may be from it. */
export interface SpecialSource {
  capacity: number;
  reach: number;
  rule: string;
}

/** §23.61(3), (4) the corps the Ladoga and Caspian paths supply each turn. */
export const LADOGA_CORPS = 9;
export const CASPIAN_CORPS = 9;
/**
 * §23.61(5) Sevastopol's capacity, missing from the book. {source:'reconstructed', reason:'a minor city's limited
 * source, as the series' other island and fortress sources (§23.63(4): 4 defence factors): four corps'}.
 */
export const SEVASTOPOL_CORPS = 4;

const cityHex = (module: GameModule, name: string): string | undefined =>
  module.map.hexes.find((h) => h.city?.name === name)?.id;

/** Whether a land path free of enemy ZOC and enemy units joins two hexes. */
function landPath(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  side: Side,
  a: string,
  b: string,
  ez: ReadonlySet<string>,
) {
  const graph = graphOf(module);
  const open = (h: string) => isLand(module, h) && !ez.has(h) && !unitsIn(state, h).some((p) => p.side !== side);
  if (!open(a) || !open(b)) return false;
  const seen = new Set([a]);
  const queue = [a];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h === b) return true;
    for (const n of graph.neighbors(h)) {
      if (seen.has(n) || !open(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

/**
 * †§23.61(3)-(5) the Soviet special sources open now, by hex. `railSupplied` is the set of rail hexes joined to a
 * full source by controlled rail free of enemy ZOC (supply.ts).
 */
export function easternSources(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  ez: ReadonlySet<string>,
  railSupplied: ReadonlySet<string>,
): Map<string, SpecialSource> {
  const out = new Map<string, SpecialSource>();
  if (side !== SOVIET) return out;
  const v = state.vars as unknown as SfeVars;
  const held = (h: string | undefined): h is string => !!h && v.control[h] === side;
  // §23.61(3) Leningrad (units in it or beside it) across the lake to 2727, then by rail; water in clear, frost,
  // mud and heavy mud, ice in snow and heavy snow; not in storms (digest §10.5(6), the option ladogaStormy).
  const leningrad = cityHex(module, 'Leningrad');
  const landing = module.map.hexes.find((h) => h.features?.includes('ladoga-landing'))?.id;
  if (held(leningrad) && held(landing) && railSupplied.has(landing)) {
    const w = weatherAt(module, v.weather, landing);
    if (w !== 'stormy' || v.options.ladogaStormy)
      out.set(leningrad, { capacity: LADOGA_CORPS, reach: 1, rule: '23.61(3)' });
  }
  // §23.61(4) Astrakhan across the Caspian to Baku (off the map, Soviet), except in stormy weather.
  const astrakhan = cityHex(module, 'Astrakhan');
  if (held(astrakhan) && weatherAt(module, v.weather, astrakhan) !== 'stormy')
    out.set(astrakhan, { capacity: CASPIAN_CORPS, reach: 6, rule: '23.61(4)' });
  // §23.61(5) Sevastopol by land to Kerch, over the strait to Novorossiysk, then by rail to a full source.
  const sevastopol = cityHex(module, 'Sevastopol');
  const kerch = cityHex(module, 'Kerch');
  const novorossiysk = cityHex(module, 'Novorossiysk');
  if (held(sevastopol) && held(kerch) && held(novorossiysk) && railSupplied.has(novorossiysk)) {
    if (landPath(module, state, side, sevastopol, kerch, ez))
      out.set(sevastopol, { capacity: SEVASTOPOL_CORPS, reach: 6, rule: '23.61(5)' });
  }
  return out;
}

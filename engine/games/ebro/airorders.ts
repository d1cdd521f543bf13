// XII.6.8, XIII, XII.8 the air war's standing orders in La Batalla del Ebro: each side says once, for the rest of
// the game until it changes them, whether its fighters intercept the enemy's missions and its units fire AA at them
// (both 'yes' by default), and whether its aircraft lend ground support to its combats ('no' by default, since the
// aircraft lending it are spent for the turn: airsupport.ts). The other side answers inside the phasing side's
// actions by these orders (air.ts, airsupport.ts).

import { act } from '../../core/kit.js';
import type { Procedure } from '../../core/steps.js';
import { type Draft, emit } from '../../systems/draft.js';
import { airOf, airVarsOf } from '../ourwar/airstate.js';
import type { Side } from '../ourwar/state.js';
import type { EbroVars } from './state.js';

type D = Draft<EbroVars>;

/** XII.6.8, XIII, XII.8 a side's standing orders: intercept the enemy's missions ('yes', default), fire AA at them
 *  ('yes', default), and lend its aircraft's ground support to its units attacked ('no' until turned on). */
export const airOrders: Procedure<D, null> = {
  check: () => [],
  apply(_module, d, action) {
    const air = airVarsOf(d.vars);
    const side = action.side as Side;
    const set = (list: Side[], off: boolean) => [...list.filter((s) => s !== side), ...(off ? [side] : [])];
    if (action.args.intercept !== undefined) air.noIntercept = set(air.noIntercept, action.args.intercept === 'no');
    if (action.args.antiAircraft !== undefined) air.holdFire = set(air.holdFire, action.args.antiAircraft === 'no');
    if (action.args.groundSupport !== undefined)
      air.groundSupport = set(air.groundSupport ?? [], action.args.groundSupport === 'yes');
    const support = (air.groundSupport ?? []).includes(side);
    emit(d, {
      type: 'airOrders',
      side,
      intercept: !air.noIntercept.includes(side),
      aa: !air.holdFire.includes(side),
      groundSupport: support,
    });
    return null;
  },
  list: (_module, state, side) => {
    const air = airOf(state);
    const yes = (off: boolean) => (off ? 'yes' : 'no');
    return [
      act('airOrders', { intercept: yes(air.noIntercept.includes(side as Side)) }),
      act('airOrders', { antiAircraft: yes(air.holdFire.includes(side as Side)) }),
      act('airOrders', { groundSupport: (air.groundSupport ?? []).includes(side as Side) ? 'no' : 'yes' }),
    ];
  },
};

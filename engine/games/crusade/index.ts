// Crusade and Revolution as a game of the engine: its rules, options, invariants and violation ids, and the types
// of the vars the page reads.

import { fuzzedByStep, type Game, optionList, violationIds } from '../game.js';
import { crusadeRules } from './rules.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from './options.js';
import { crusadeInvariants } from './invariants.js';
import { varsOf } from './state.js';
import { crusadePolicy } from './policy.js';
import { crusadePlans } from './plans.js';
import { crusadeValue } from './evaluate.js';

export type { CardUse, CrusadeVars, Deck, RoundPlay, Side, TurnCounts, WarPhase } from './state.js';
export type { CrusadeOptions } from './options.js';
export type { DeckView } from './view.js';

/** Crusade and Revolution. */
export const crusade: Game = {
  rules: crusadeRules,
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  violations: violationIds(
    'crusade',
    `activated advance advanceTo ammoShortage args armor attackMarker attackedTwice attackers beachHead bilbao
     bonusSpace borderSupply cancelUnit cannotPlace cardNotPlayable cards combatCard consecutive counterattack
     deploy enemySpaces enemyStack enemyUnits eventZone fortified frenchThreat goHome guerrillaSpace isolated
     landingFace landingSpace landingUnit manual manualEvent mayDays militarize militiaCoordination moved
     movementFactor mustPlay mustRedraw nfIsolated nfPolice noDefender noDivisionToRemove noLanding noMarker noOps
     noPoints noRP noRPA noReinforcements noRemoval noSR noUnits nonCooperation notAdjacent notAdvancer notCC
     notInHand notMoveActivated notNow notReady notYours oneAttempt outOfSupply over overstack path placement plan
     positionUnit redraw redrawHand reinforcementLimit removal removeFort reserve restriction retreatPath
     returnCorps rpCorpsPlace rpDivisionPlace rpIsolated rpNever rpPoints rpPool rpRebuild rpRegional rpSiege
     rpStep rpSupply rpUnit sequence siegeAssault srAfr srArmor srBalearics srCatalan srCorpsReserve srDest
     srIsolated srIsolatedReserve srMorocco srPoints srRegional srReserveExit srSame srSea srSeaCorps srSeaZone
     srSpecialFrance srSpecialRegional srSupply srTwice srUnit srWhere stack stacking trenchCorps turn1 unknown
     unknownSide use winterOps`,
  ),
  policy: crusadePolicy,
  plans: crusadePlans,
  evaluate: crusadeValue,
  fuzz: fuzzedByStep('campaign', crusadeInvariants, varsOf),
};

// The series rulebook's ambiguities (digest §9.6, the register A1-A45) as named options, each with its default and
// the reason. The set-up carries the options a game was started with; every rule reads them through optionsOf.

import type { GameState } from '../../core/types.js';
import { optionsFrom } from '../../core/kit.js';

/** La Batalla del Ebro's rule options. */
export interface EbroOptions {
  /** A1 IX.3, X.II: a bridge's +1/+2 MP replaces the river's +5/+3 ('replaces', default) or is added ('adds'). */
  bridgeCost: 'replaces' | 'adds';
  /** A2 IX.3, XVIII.2: any unit not barred may ford a river at the listed cost (default), or only the units the
   *  rules name (naval infantry, coastal defence, guerrillas). */
  fording: 'any' | 'special';
  /** A3 III.4: the initiative's modifiers move the marker in the listed order (default) or are netted first. */
  initiativeOrder: 'listed' | 'net';
  /** A4 XVI.4: an ordinary attack activates the attackers only (default), or the defenders as well. */
  attackActivates: 'attackers' | 'both';
  /** A5 VII.2.1: an HQ's support and reorganisation range is counted in hexes (default) or movement points. */
  commandRange: 'hexes' | 'mp';
  /** A8 XIV.2: line of sight along the centre line, a hexside graze blocked only by both hexes (default), or clear
   *  when any shortest path is clear. */
  lineOfSight: 'centre' | 'any';
  /** A9 XVI.5.2 vs XVIII.2.9: armour attacking a clear hex adds +1 (default) or +2. */
  armourClear: number;
  /** A9 XVI.5.2: motorised attackers count as armour for the terrain DRMs (default: "armoured or motorised"). */
  motorisedAsArmour: boolean;
  /** A11 XVI.5.1 vs XIX.1.3: attacks by units in off-map boxes shift left (default, XIX.1.3) or right. */
  boxAttackerShift: 'left' | 'right';
  /** XIV.11 the translator's reading: fire and air support together at most half a side's total (default: each). */
  supportSumCap: boolean;
  /** XII.6.2: the four reconnaissance points a turn over a hex are each side's (default) or both sides' together. */
  reconCapShared: boolean;
  /** XX.2.28 optional: a trench in the hex gives a fortification's construction +3 instead of +1 (default off). */
  trenchHelpsFort3: boolean;
  /** A13 XIX.2.1: an in-supply disorganised enemy next to the unit gives -2 as printed (default) or -1. */
  reorgDisorganisedEnemy: number;
  /** A14 X.II.3: the crossing-construction DRMs read as the translator does (engineers help, default) or printed. */
  crossingDrm: 'translator' | 'printed';
  /** A26 VI.2: the hex a unit starts in does not count toward the second enemy-ZOC hex (default). */
  ezocCountsStart: boolean;
  /** A28 II.4.2: the side with surprise, whichever it is, is exempt from night's halving (default). */
  surpriseNight: boolean;
  /** XIX.2.5: a rebuilt unit comes back at full strength (default) or with one level. */
  rebuiltLevels: 'full' | 'one';
  /** XX.2.7 optional: no prisoner exchange (default), or one from the captured units' levels or from every
   *  eliminated unit's. */
  prisonerExchange: 'off' | 'captured' | 'eliminated';
  /** X.II.7: a dismantled crossing's counter is carried by ground with an engineer stack (default) or any unit's. */
  crossingCarrier: 'engineer' | 'unit';
  /** XII.6.2: range extension needs four reconnaissance points in every hex of the line of fire beyond the normal
   *  range (the translator's reading, default), or counts the points over the target hex only. */
  rangeExtension: 'line' | 'target';
  /** XX.2.5 optional: a disorganised unit next to an organised enemy in supply at the turn's end retreats three
   *  hexes (default off). */
  panic: boolean;
  /** XX.2.6 optional: a side losing more than half its levels in an attack on open ground retreats (default off). */
  spontaneousRetreat: boolean;
  /** XX.2.3 optional: units crossing a water course into an enemy hex share it with a bridgehead (default off). */
  bridgeheads: boolean;
}

/** The defaults, used where a game's set-up names no option. */
export const DEFAULT_OPTIONS: EbroOptions = {
  bridgeCost: 'replaces',
  fording: 'any',
  initiativeOrder: 'listed',
  attackActivates: 'attackers',
  commandRange: 'hexes',
  lineOfSight: 'centre',
  armourClear: 1,
  motorisedAsArmour: true,
  boxAttackerShift: 'left',
  supportSumCap: false,
  reconCapShared: false,
  trenchHelpsFort3: false,
  reorgDisorganisedEnemy: -2,
  crossingDrm: 'translator',
  ezocCountsStart: false,
  surpriseNight: true,
  rebuiltLevels: 'full',
  prisonerExchange: 'off',
  crossingCarrier: 'engineer',
  rangeExtension: 'line',
  panic: false,
  spontaneousRetreat: false,
  bridgeheads: false,
};

/** Why each option exists and what its default means (the About page lists these). */
export const OPTION_NOTES: Record<keyof EbroOptions, { ref: string; text: string }> = {
  bridgeCost: {
    ref: 'IX.3, X.II',
    text: 'The book does not say whether a crossing’s +1/+2 MP replaces the river’s +5/+3; "crossings let units cross at reduced cost" says it replaces it.',
  },
  fording: {
    ref: 'IX.3, XVIII.2.1-3',
    text: 'The movement table lets foot units cross rivers at +3/+5, yet naval infantry, coastal defence and guerrillas are singled out as crossing without crossings; by default any unit not barred may ford.',
  },
  initiativeOrder: {
    ref: 'III.4',
    text: 'The marker stops at 3, so the order of the modifiers matters; by default they move it in the order listed (dice, surprise, scenario, current VP).',
  },
  attackActivates: {
    ref: 'XVI.4',
    text: '"All units are marked activated" after an attack: the translator asks whether only attackers are meant; by default attackers, and defenders only if they fired in support.',
  },
  commandRange: {
    ref: 'VII.2.1, Fig. 11-12',
    text: 'Fig. 12 and VII.2.1 count the support and reorganisation range in hexes, Fig. 11 in movement points; by default hexes, along a path free of enemy control and rivers without fixed crossings.',
  },
  lineOfSight: {
    ref: 'XIV.2',
    text: 'Several shortest paths often join two hexes; by default sight runs along the centre line and a line along a hexside is blocked only when both hexes beside it hold units.',
  },
  armourClear: {
    ref: 'XVI.5.2, XVIII.2.9',
    text: 'Armour attacking a clear hex gets +1 (XVI.5.2) or +2 (XVIII.2.9); by default +1.',
  },
  motorisedAsArmour: {
    ref: 'XVI.5.2, XVIII.2.9',
    text: 'XVI.5.2 gives the built-up DRMs to "armoured or motorised" attackers, XVIII.2.9 to armour only; by default motorised units count.',
  },
  boxAttackerShift: {
    ref: 'XVI.5.1, XIX.1.3',
    text: 'Attacks by units in off-map boxes shift right in XVI.5.1 and left in XIX.1.3; by default left.',
  },
  supportSumCap: {
    ref: 'XIV.11, XII.8',
    text: 'Fire support and air ground support may each be at most half a side’s total; the translator suggests their sum; by default each.',
  },
  reconCapShared: {
    ref: 'XII.6.2',
    text: '"No more than four reconnaissance points in total over the same hex" each turn: by default each side’s own missions count toward its four; with this option both sides’ count together.',
  },
  trenchHelpsFort3: {
    ref: 'XX.2.28',
    text: 'Optional rule: a fortification built over a trench gets +3 instead of +1 on its construction roll; off by default.',
  },
  reorgDisorganisedEnemy: {
    ref: 'XIX.2.1',
    text: 'The reorganisation table prints -2 for an adjacent disorganised enemy as for an organised one; by default as printed (-1 would match construction).',
  },
  crossingDrm: {
    ref: 'X.II.3',
    text: 'On the crossing-construction table high rolls are bad, so the printed signs look reversed; by default the translator’s reading: engineers -1 (bridge engineers -3), enemies +1/+3.',
  },
  ezocCountsStart: {
    ref: 'VI.2',
    text: 'Whether a unit that starts in an enemy ZOC counts its start hex toward the second enemy-ZOC hex is not stated; by default only hexes entered count.',
  },
  surpriseNight: {
    ref: 'II.4.2',
    text: 'II.4.2 exempts the Republicans from night’s halving of movement; the translator applies it to whichever side has surprise, as by default.',
  },
  rebuiltLevels: {
    ref: 'XIX.2.5',
    text: 'The book does not say at what strength a rebuilt unit comes back; by default at full strength, as "rebuilt" reads.',
  },
  prisonerExchange: {
    ref: 'XX.2.7',
    text: 'Optional rule, by both sides’ consent: off by default. The "eliminated units box" it counts is read as the captured units (prisoners) or, with "eliminated", every unit eliminated.',
  },
  crossingCarrier: {
    ref: 'X.II.7',
    text: 'A dismantled crossing "may be transported by ground movement" in that turn’s movement segment, but a counter has no movement points of its own; by default it moves with an engineer that stood with it when the segment began, or with this option with any ground unit.',
  },
  rangeExtension: {
    ref: 'XII.6.2',
    text: '"Every four reconnaissance points in a hex extend by one the range of fire into that hex", the extension "beginning in the first hex beyond normal range and uninterrupted to the target": by default, as the translator reads it, four points in every hex of the line of fire beyond the normal range; with "target", every four points over the target hex alone.',
  },
  panic: {
    ref: 'XX.2.5',
    text: 'Optional rule, off by default: at the end of the turn (the final adjustment) a disorganised unit next to an organised enemy unit in supply whose zone of control reaches it retreats three hexes, its owner choosing the way under the retreat rules.',
  },
  spontaneousRetreat: {
    ref: 'XX.2.6',
    text: 'Optional rule, off by default: in an attack on a clear hex with no trench or fortification, neither devastated nor destroyed, a side losing more than half the levels it put in retreats with all its remaining units; Republican defenders retreat two hexes.',
  },
  bridgeheads: {
    ref: 'XX.2.3',
    text: 'Optional rule, off by default: units crossing a water course in the movement segment, by natural movement or boats (not by road or rail, nor as a motor pool’s load, nor in a reaction or breakthrough), into a hex holding enemy units share it with them under a bridgehead marker (BH), ending their move there and in contact; each side moves at most two units a turn into it, within the stacking limit of the whole hex; its units are in supply while their side traces a line to a hex next to it, and no line is traced through or from it; an HQ there commands only the units in the hex; trenches may be built there, fortifications not; its units attack the enemy in the hex itself, and each side must attack there every turn it has an attack it may make; fire and strafing against it strike both sides (D to both, and the firing side loses a level after every two the enemy loses); the enemy units in the hex bar no retreat from it; when a side has no organised unit left there, its units retreat one hex at once (the first way the retreat rules give, surrendering if there is none) and the marker goes.',
  },
};

/** The options in force in a game: its set-up's over the defaults. */
export function optionsOf(state: Pick<GameState, 'vars'>): EbroOptions {
  return optionsFrom(DEFAULT_OPTIONS, state);
}

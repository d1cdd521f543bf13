// The Struggle for Europe's log in words: each verb a player sends (the units by their names, the hexes by their
// ids) and each event the rules emit (the weather, the segments, combat with its odds, roll and result, losses,
// retreats and advances, exploitation and overruns, supply, the air war, the end). Pure: the namers come from the
// page.

import type { GameEvent } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { t } from '../../i18n/index.js';
import type { LogNamers, PieceNamer, PlaceNamer } from '../../panels/logtext.js';

const V = 'sfe.log.verbs.';
const E = 'sfe.log.events.';

/** A string of a JSON value ('' when absent). */
export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
/** The strings of a JSON list (none when it is not one). */
export const strs = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** Units named in a list: one or two by name, more as the first and a count. */
export function unitList(ids: readonly string[], name: PieceNamer): string {
  if (ids.length === 0) return '—';
  if (ids.length <= 2) return ids.map(name).join(', ');
  return t('sfe.words.unitsMore', { first: name(ids[0]!), count: ids.length - 1 });
}

/** The last hex of a path (where a retreat or an exploitation ended). */
const last = (path: unknown): string => strs(path).at(-1) ?? '—';

/** A die roll modifier after the roll: " +1", " -2", nothing when there is none. */
const signedDrm = (v: unknown): string => {
  const n = Number(v);
  return !Number.isFinite(n) || n === 0 ? '' : n > 0 ? ` +${n}` : ` ${n}`;
};

/** A side by its name. */
const sideOf = (names: LogNamers, id: unknown): string => names.side?.(str(id)) ?? str(id);

/** One of the game's actions in words, or null for the core's. */
export function actionText(line: Pick<LogLine, 'verb' | 'args'>, name: PieceNamer, _place: PlaceNamer): string | null {
  const a = line.args;
  const unit = name(str(a.piece));
  switch (line.verb) {
    case 'rollWeather':
    case 'rollSurprise':
    case 'done':
      return t(`${V}${line.verb}`);
    case 'loseAir':
      // †§28.16b an air unit lost to the first-turn surprise (engine surprise.ts)
      return t(`${V}loseAir`, { unit });
    case 'replaceAir':
      // †§27.24 an air replacement placed (engine airreplace.ts)
      return t(`${V}replaceAir`, { unit, hex: str(a.hex) });
    case 'enter':
    case 'rebuild':
      return t(`${V}${line.verb}${a.reduced === 'yes' ? 'Reduced' : ''}`, { unit, hex: str(a.hex) });
    case 'move':
      return t(`${V}${a.sm === 'yes' ? 'sm' : 'move'}`, { unit, to: str(a.to) });
    case 'rail':
    case 'exploit':
      return t(`${V}${line.verb}`, { unit, to: str(a.to) });
    case 'breakDown':
    case 'breakDownInPool':
      return t(`${V}breakDown`, { unit, into: unitList(strs(a.into), name) });
    case 'recombine':
    case 'eliminate':
      return t(`${V}${line.verb}`, { unit });
    case 'attack':
    case 'overrun':
      return t(`${V}${line.verb}`, { units: unitList(strs(a.pieces), name), hex: str(a.hex) });
    case 'losses':
      return t(`${V}losses`, { flip: unitList(strs(a.flip), name), remove: unitList(strs(a.remove), name) });
    case 'retreat':
      return t(`${V}retreat`, { unit, hex: last(a.path) });
    case 'advance':
      return strs(a.pieces).length === 0 ? t(`${V}stay`) : t(`${V}advance`, { units: unitList(strs(a.pieces), name) });
    case 'fly':
      return t(`${V}fly`, { unit, mission: missionText(str(a.mission)), hex: str(a.hex) });
    default:
      return navalActionText(line, name);
  }
}

/** A naval or amphibious verb in words (§18-§20, engine navalverbs.ts), or null for the core's. */
function navalActionText(line: Pick<LogLine, 'verb' | 'args'>, name: PieceNamer): string | null {
  const a = line.args;
  const named = {
    unit: name(str(a.piece)),
    units: unitList(strs(a.pieces).length > 0 ? strs(a.pieces) : strs(a.units), name),
    target: name(str(a.target)),
    to: str(a.to),
    hex: str(a.hex),
    points: str(a.points),
    round: str(a.round),
    result: str(a.result),
  };
  const naval = ['sail', 'evacuate', 'bombard', 'embark', 'debark', 'assault', 'loadSupply', 'unloadSupply'];
  const combat = ['fire', 'navalHit', 'repair', 'intercept', 'disengage', 'airIntercept', 'navalBomb'];
  return [...naval, ...combat].includes(line.verb) ? t(`${V}${line.verb}`, named) : null;
}

/** An air mission in words (its id when unknown). */
export const missionText = (id: string): string => t(`sfe.words.missions.${id}`, { defaultValue: id });

/** The weather of the five zones, "A clear, B mud...". */
function weatherText(e: GameEvent): string {
  return ['A', 'B', 'C', 'D', 'E']
    .filter((z) => typeof e[z] === 'string')
    .map((z) => t('sfe.words.zoneWeather', { zone: z, weather: t(`sfe.words.weather.${str(e[z])}`) }))
    .join(', ');
}

/** One of the game's events in words, or null for the core's. */
export function eventText(e: GameEvent, name: PieceNamer, names: LogNamers): string | null {
  const unit = name(str(e.piece));
  const side = sideOf(names, e.side);
  const hex = str(e.hex);
  switch (e.type) {
    case 'weather':
      return t(`${E}weather`, { turn: str(e.turn), weather: weatherText(e) });
    case 'segment':
      return t(`${E}segment`, { side, turn: str(e.turn) });
    case 'phasePassed':
      // a phase with nothing to do in it, passed by itself (engine flow.ts passIfIdle)
      return t(`${E}phasePassed`, {
        side,
        phase: e.phase ? t(`sfe.phases.${str(e.phase)}`) : '—',
        context: str(e.phase) || undefined,
      });
    case 'combat':
      return t(`${E}combat`, {
        hex,
        odds: str(e.odds),
        column: str(e.column),
        roll: str(e.roll),
        drm: signedDrm(e.drm),
        result: str(e.result),
      });
    case 'reduced':
    case 'supplied':
    case 'overstackEliminated':
      return t(`${E}${e.type}`, { unit });
    case 'eliminated':
    case 'surrendered':
    case 'drowned':
      return t(`${E}${e.type}`, { unit, hex });
    case 'unsupplied':
      return t(`${E}unsupplied`, { unit, turns: str(e.turns) });
    case 'retreat':
      return t(`${E}retreat`, { unit, hex: last(e.path) });
    case 'advance':
      return t(`${E}advance`, { units: unitList(strs(e.pieces), name), hex });
    case 'exploit':
      return t(`${E}exploit`, { unit, hex: last(e.path), mp: str(e.mp) });
    case 'byHand':
      // an order the rules forbid, carried out as given in advisory or honor play (engine byhand*.ts)
      return t(`${E}byHand`, {
        unit: unitList(strs(e.pieces), name),
        hex: str(e.to),
        context: str(e.verb) || undefined,
      });
    case 'railOverCapacity':
      // a rail move by hand beyond the rail capacity left (engine byhand.ts)
      return t(`${E}railOverCapacity`, { unit, side, used: str(e.used), capacity: str(e.capacity) });
    case 'overrun':
      return t(`${E}overrun`, { units: unitList(strs(e.pieces), name), hex, column: str(e.column) });
    case 'leaderReturns':
      return t(`${E}leaderReturns`, { unit, month: str(e.month), year: str(e.year) });
    case 'fly':
      return t(`${E}fly`, { unit, mission: missionText(str(e.mission)), hex });
    case 'airCombat':
      return t(`${E}airCombat`, { side, hex, column: str(e.column), roll: str(e.roll), result: str(e.result) });
    case 'airfieldBombing':
      return e.hit
        ? t(`${E}airfieldHit`, { hex, roll: str(e.roll), unit: name(str(e.hit)) })
        : t(`${E}airfieldMissed`, { hex, roll: str(e.roll) });
    case 'flak':
      return t(`${E}flak`, { unit, hex, result: str(e.result) });
    case 'victory':
      return t(`${E}victory`, {
        side: e.winner ? sideOf(names, e.winner) : t('sfe.words.nobody'),
        points: str(e.points),
      });
    case 'gameOver':
      return t(`${E}gameOver`, { turn: str(e.turn) });
    case 'airReplacements':
      // †§27.24(2) a country's (or a cut-off city's) air RPs turned into replacements (engine airreplace.ts)
      return t(`${E}airReplacements`, {
        country: t(`sfe.words.countries.${str(e.country)}`, { defaultValue: str(e.country) }),
        hex,
        points: str(e.points),
        die: Number(e.die) > 0 ? str(e.die) : '—',
        units: str(e.units),
        context: e.hex ? 'city' : Number(e.die) > 0 ? 'rolled' : undefined,
      });
    case 'evacuated':
      // §18.04 a ship's escape from a port the enemy took (engine navalmove.ts)
      return t(`${E}evacuated`, {
        unit,
        from: str(e.from),
        die: str(e.die),
        drm: signedDrm(e.drm),
        context: e.escaped ? 'escaped' : 'lost',
      });
    case 'disengagement':
      // §20.01(5) a force's withdrawal roll (engine navalfire.ts)
      return t(`${E}disengagement`, {
        units: unitList(strs(e.pieces), name),
        force: t(`sfe.words.forces.${str(e.force)}`, { defaultValue: str(e.force) }),
        die: str(e.die),
        drm: str(e.drm),
        result: str(e.result),
      });
    case 'navalHit':
    case 'debarked':
    case 'embarked':
    case 'assault':
    case 'assaultFailed':
      // §20.02 a naval result; §19.31, §19.45 a landing (engine navalfire.ts, navaltransport.ts)
      return t(`${E}${e.type}`, {
        unit,
        hex,
        result: str(e.result),
        corps: str(e.corps),
        units: unitList(strs(e.units), name),
        context: e.sunk ? 'sunk' : e.unopposed ? 'unopposed' : undefined,
      });
    default:
      return ownWords(e, { unit, side, hex });
  }
}

/** An event the switch above does not name: its words when the catalogue has them (its plain fields, the unit,
 *  the side and the hex named), else null for the core's. */
function ownWords(e: GameEvent, named: Record<string, string>): string | null {
  const key = `${E}${e.type}`;
  if (!/^[\w-]+$/.test(e.type)) return null;
  const plain: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) if (typeof v === 'string' || typeof v === 'number') plain[k] = v;
  const text = t(key, { ...plain, ...named });
  return text === key ? null : text;
}

/** The event that only restates its action (shown once, on the action's line). */
export function restates(verb: string, e: GameEvent): string | undefined {
  const same: Record<string, string> = {
    retreat: 'retreat',
    advance: 'advance',
    exploit: 'exploit',
    overrun: 'overrun',
    fly: 'fly',
    eliminate: 'overstackEliminated',
    loseAir: 'eliminated',
  };
  return same[verb] === e.type ? e.type : undefined;
}

/** The engine's roll purposes ("air combat over C:4032"): the word of each and where it was rolled. */
const PURPOSES: readonly [RegExp, string][] = [
  [/^weather$/, 'weather'],
  [/^ground combat$/, 'groundCombat'],
  [/^surrender$/, 'surrender'],
  [/^air combat over (.+)$/, 'airCombat'],
  [/^airfield bombing at (.+)$/, 'airfieldBombing'],
  [/^flak at (.+)$/, 'flak'],
  [/^naval combat at (.+)$/, 'navalCombat'],
  [/^port evacuation$/, 'portEvacuation'],
  [/^naval interception at (.+)$/, 'navalInterception'],
  [/^naval disengagement$/, 'navalDisengagement'],
  [/^first-turn surprise$/, 'surprise'],
  [/^air replacements$/, 'airReplacements'],
  [/^air interception at (.+)$/, 'airInterception'],
  [/^naval bombing of (.+)$/, 'navalBombing'],
];

/** Why a roll was made, from the engine's purpose (the weather, a combat...), or null when it is not known. */
export function rollPurpose(purpose: string): string | null {
  for (const [re, key] of PURPOSES) {
    const m = re.exec(purpose);
    if (m) return t(`sfe.log.rolls.${key}`, { at: m[1] ?? '' });
  }
  return null;
}

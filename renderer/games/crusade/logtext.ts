// Crusade and Revolution's log events in words (engine/games/crusade: every `emit(d, { type: ... })`): the round
// and turn reached, cards played and drawn, control, moves, combat, sieges, the tracks, replacements and events,
// with units, spaces, cards and sides by their names in the page's language. Pure apart from the catalogue.
// A draw event carries only how many cards were drawn, never which: the log shows no card a viewer may not see.

import type { GameEvent, JsonValue } from '../../../engine/core/types.js';
import { currentLanguage, t } from '../../i18n/index.js';

/** How the Crusade log names things. */
export interface CrusadeNames {
  unit(id: string): string;
  space(id: string): string;
  /** A box (reserve, eliminated...) by its printed name. */
  box(id: string): string;
  card(id: string): string;
  side(id: string): string;
}

const K = 'crusade.events.';

/** A catalogue text, or `fallback` when the key is missing. */
function word(key: string, fallback: string): string {
  const w = t(key);
  return w === key ? fallback : w;
}

const str = (v: JsonValue | undefined): string => (v === undefined || v === null ? '' : String(v));
const list = (v: JsonValue | undefined): string[] => (Array.isArray(v) ? v.map((x) => str(x)) : []);
/** A number in the page's language (RP come in halves: "0.5", "0,5"). */
const num = (v: JsonValue | undefined): string =>
  typeof v === 'number' ? new Intl.NumberFormat(currentLanguage()).format(v) : str(v);
/** A signed change: "+2", "−1". */
const signed = (v: JsonValue | undefined): string => {
  const n = Number(v);
  return Number.isFinite(n) ? (n > 0 ? `+${num(n)}` : n < 0 ? `−${num(-n)}` : '0') : str(v);
};

/** A siege by its name ("the Alcázar of Toledo"). */
export function siegeName(id: string): string {
  return /^\w+$/.test(id) ? word(`${K}sieges.${id}`, id) : id;
}

/** A pool's short name (NAT, AXIS, REP, SOV). */
const poolName = (id: string): string => (/^\w+$/.test(id) ? word(`crusade.pool.${id}`, id) : id);

/** A place of an event: a space id, a box id or a location object. */
function where(v: JsonValue | undefined, n: CrusadeNames): string {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const loc = v as { kind?: string; space?: string; box?: string };
    if (loc.kind === 'space' && loc.space) return n.space(loc.space);
    if (loc.kind === 'box' && loc.box) return n.box(loc.box);
    return JSON.stringify(v);
  }
  return n.space(str(v));
}

/** The table's events of the same type (a turn set by hand, a unit sent to the dead pile) keep the core's words. */
function isCrusadeShape(e: GameEvent): boolean {
  if (e.type === 'turn') return 'winter' in e;
  if (e.type === 'eliminated') return 'unit' in e;
  return true;
}

/** A Crusade event in words, or null when the type is not one of Crusade's (or is the table's). */
export function crusadeEventText(e: GameEvent, n: CrusadeNames): string | null {
  if (!isCrusadeShape(e)) return null;
  const side = n.side(str(e.side));
  const card = n.card(str(e.card));
  const units = list(e.units).map(n.unit).join(', ');
  const unit = n.unit(str(e.unit));
  const space = n.space(str(e.space));
  const pool = poolName(str(e.pool));
  const path = list(e.path).map(n.space).join(' → ');
  switch (e.type) {
    case 'round':
      return t(`${K}round`, { side, round: str(e.round) });
    case 'turn':
      return t(`${K}${e.winter === true ? 'turnWinter' : 'turn'}`, { turn: str(e.turn) });
    case 'draw':
      return t(`${K}${Number(e.cards) > 0 ? 'draw' : 'drawNone'}`, { side, cards: str(e.cards), hand: str(e.hand) });
    case 'redraw':
      // §15.1.2 the hand is revealed: public, its cards named.
      return t(`${K}redraw`, { side, cards: list(e.revealed).map(n.card).join(', ') });
    case 'reshuffle':
      return t(`${K}reshuffle`, { side, cards: str(e.cards) });
    case 'play': {
      if (e.card === null || e.as === 'auto') return t(`${K}playAuto`, { side });
      return t(`${K}play`, { side, card, use: word(`crusade.card.use.${str(e.as)}`, str(e.as)) });
    }
    case 'discard': {
      const cards = list(e.cards).map(n.card);
      return cards.length === 0 ? t(`${K}discardNone`, { side }) : t(`${K}discard`, { side, cards: cards.join(', ') });
    }
    case 'warPhase':
      return t(`${K}warPhase`, { phase: word(`${K}warPhases.${str(e.phase)}`, str(e.phase)) });
    case 'control':
      return e.to ? t(`${K}control`, { space, side: n.side(str(e.to)) }) : t(`${K}controlNone`, { space });
    case 'activate':
      return t(`${K}activate`, { space, as: word(`crusade.verbs.as.${str(e.as)}`, str(e.as)), points: str(e.points) });
    case 'move':
      return t(`${K}move`, { units, from: n.space(str(e.from)), path });
    case 'attrition':
      return attrition(e, side, n);
    case 'afrArrival':
    case 'afrStranded':
    case 'isolatedRemoved':
    case 'stepLost':
    case 'corpsNotReplaced':
    case 'retreatCancelled':
    case 'beachHead':
    case 'beachHeadGone':
    case 'guerrillas':
    case 'trench':
    case 'counterattackBonus':
    case 'counterattackBonusLost':
    case 'noRemoval':
    case 'strait':
      return t(`${K}${e.type}`, { unit, space, card });
    case 'overstackLoss':
      // §9.1.4 for good when out of supply, or (why: 'noRetreat') when its units could not retreat.
      return t(
        `${K}${e.why === 'noRetreat' ? 'overstackLossNoRetreat' : e.permanent === true ? 'overstackLossPermanent' : 'overstackLoss'}`,
        { unit, space },
      );
    case 'eventNote':
      return t(`${K}${noteKey(e)}`, { card });
    case 'siege': {
      const siege = siegeName(str(e.siege));
      return e.liberated === true
        ? t(`${K}siegeLiberated`, { siege })
        : t(`${K}siege`, { siege, resist: str(e.resist) });
    }
    case 'siegeSurrender':
      return t(`${K}siegeSurrender`, { siege: siegeName(str(e.siege)) });
    case 'siegeAssault':
      return t(`${K}${e.success === true ? 'siegeAssault' : 'siegeAssaultFails'}`, {
        siege: siegeName(str(e.siege)),
        roll: str(e.roll),
        drm: signed(e.drm),
      });
    case 'madridPriority':
      return t(`${K}madridPriority`, { value: str(e.value) });
    case 'rpPenalty':
      return t(`${K}rpPenalty`, { pool, lost: num(e.lost) });
    case 'rpLost':
    case 'rpRefused':
      return t(`${K}${e.type}`, { pool, points: num(e.points) });
    case 'rp':
      return t(`${K}rp`, { pool, delta: signed(e.delta), rp: num(e.rp) });
    case 'noRp':
      return t(`${K}noRp`, { pool, lost: num(e.lost) });
    case 'rpPerTurn':
      return t(`${K}rpPerTurn`, { pool, delta: signed(e.delta) });
    case 'trenchMarkers':
      return t(`${K}trenchMarkers`, { side, count: str(e.count), total: str(e.total) });
    case 'replace':
      return t(`${K}replace`, { unit, cost: num(e.cost), pool });
    case 'rebuild':
      return t(`${K}rebuild`, { unit, steps: str(e.steps), cost: num(e.cost), pool });
    case 'sr':
      return t(`${K}${e.special === true ? 'srSpecial' : 'sr'}`, { unit, to: where(e.to, n), cost: str(e.cost) });
    case 'specialSRReturn':
      return t(`${K}specialSRReturn`, { unit, to: where(e.to, n) });
    case 'vp':
    case 'rm': {
      const values = { delta: signed(e.delta), vp: str(e.vp), rm: str(e.rm), rule: str(e.rule), card };
      return t(`${K}${e.type}${typeof e.card === 'string' ? 'Card' : ''}`, values);
    }
    case 'deploy':
      return t(`${K}deploy`, { unit, to: where(e.to, n) });
    case 'militarize':
      return t(`${K}militarize`, { unit, by: n.unit(str(e.by)) });
    case 'corpsLost':
      return t(`${K}corpsLost`, { units });
    case 'attack':
      return t(`${K}attack`, {
        side,
        target: n.space(str(e.target)),
        attackers: list(e.attackers).map(n.unit).join(', '),
      });
    case 'combatCards':
      return t(`${K}combatCards`, { side, cards: list(e.cards).map(n.card).join(', ') });
    case 'fire': {
      const target = n.space(str(e.target));
      const attacker = sideFireOf(e, 'attacker');
      const defender = sideFireOf(e, 'defender');
      if (attacker && defender)
        return t(`${K}fireSides`, { target, attacker: sideFireText(attacker), defender: sideFireText(defender) });
      return t(`${K}fire`, { target, attackerLn: str(e.attackerLn), defenderLn: str(e.defenderLn) });
    }
    case 'combatResult': {
      const values = {
        target: n.space(str(e.target)),
        attackerLn: str(e.attackerLn),
        defenderLn: str(e.defenderLn),
        winner: word(`${K}winner.${str(e.winner)}`, str(e.winner)),
      };
      const draw = e.type === 'combatResult' && e.winner !== 'attacker' && e.winner !== 'defender';
      return t(`${K}${draw ? 'combatResultDraw' : e.type}`, values);
    }
    case 'combatCard':
      return t(`${K}combatCard`, { card, to: word(`${K}cardTo.${str(e.to)}`, str(e.to)) });
    case 'eliminated':
      return t(`${K}${e.permanent === true ? 'eliminatedFor' : 'eliminated'}`, { unit });
    case 'corpsReplaced':
      return t(`${K}corpsReplaced`, { corps: n.unit(str(e.corps)), division: n.unit(str(e.division)), space });
    case 'retreat':
      return t(`${K}retreat`, { unit, path });
    case 'advance':
      return t(`${K}advance`, { units, path });
    case 'fortify': {
      const drm = Number(e.drm) ? ` ${signed(e.drm)}` : '';
      return t(`${K}${e.success === true ? 'fortify' : 'fortifyFails'}`, {
        side,
        kind: word(`${K}fortKinds.${str(e.kind)}`, str(e.kind)),
        space,
        unit,
        die: str(e.die),
        drm,
      });
    }
    case 'fortRemoved':
      return t(`${K}fortRemoved`, { owner: n.side(str(e.owner)), space });
    case 'eventOps':
      return t(`${K}eventOps`, { card, spaces: str(e.spaces) });
    case 'notPlaced':
      return e.unit ? t(`${K}notPlaced`, { card, unit }) : t(`${K}notPlacedMarker`, { card });
    case 'reinforcements': {
      const to = str(e.to);
      if (to === 'reserve') return t(`${K}reinforcementsReserve`, { card, units });
      if (to === 'map') return t(`${K}reinforcementsMap`, { card, units });
      return t(`${K}reinforcementsSpace`, { card, units, to: n.space(to) });
    }
    case 'placed':
      return t(`${K}placed`, { unit, space });
    case 'removed':
      return Array.isArray(e.units) ? t(`${K}removedUnits`, { units }) : t(`${K}removed`, { unit });
    case 'track':
      return e.track === 'government'
        ? t(`${K}trackGovernment`, { card })
        : t(`${K}track`, { card, boxes: str(e.boxes) });
    case 'ordersCaptured':
      // R7: the attacker took his losses before his roll; the armor DRM counts only with full-strength armor left.
      return t(`${K}${e.armor === true ? 'ordersCapturedArmor' : 'ordersCaptured'}`, { card });
    case 'manualEvent':
      return t(`${K}manualEvent`, { card, rule: str(e.rule) });
    case 'gameOver':
      return e.winner ? t(`${K}gameOver`, { side: n.side(str(e.winner)) }) : t(`${K}gameOverDraw`);
    default:
      return null;
  }
}

/** §11.2.6–11.2.7 one side's fire: its table, column, die, net DRM, modified roll and Loss Number. */
export interface SideFire {
  table: string;
  column: string;
  die: number;
  drm: number;
  modified: number;
  ln: number;
}

/**
 * One side's fire from the engine's fire event: its fields (`attackerDie`, `attackerDrm`, `attackerModified`...:
 * engine/games/crusade/fire.ts fireEvent); an event without them (an older save) gives the die, DRM and modified
 * roll in the side's explanation line ("attacker: roll 4 +1 (...) -> 5: Loss Number 2"). Null when it has neither.
 */
export function sideFireOf(e: GameEvent, who: 'attacker' | 'defender'): SideFire | null {
  const table = e[`${who}Table`];
  const column = e[`${who}Column`];
  if (typeof table !== 'string' || column === undefined) return null;
  const field = (k: string) => e[`${who}${k}`];
  const [die, drm, modified, ln] = ['Die', 'Drm', 'Modified', 'Ln'].map(field);
  if ([die, drm, modified, ln].every((x) => typeof x === 'number'))
    return {
      table,
      column: str(column),
      die: die as number,
      drm: drm as number,
      modified: modified as number,
      ln: ln as number,
    };
  const line = list(e.explanation).find((x) => x.startsWith(`${who}: roll `));
  const m = line ? /^\w+: roll (\d+)(?: ([+-]?\d+) \(.*\))? -> (\d+): Loss Number (\d+)$/.exec(line) : null;
  if (!m) return null;
  return {
    table,
    column: str(column),
    die: Number(m[1]),
    drm: Number(m[2] ?? 0),
    modified: Number(m[3]),
    ln: Number(m[4]),
  };
}

/** A side's fire in words: "Corps table, column 7-9, die 4, DRM +1, modified roll 5: Loss Number 2". */
export function sideFireText(f: SideFire): string {
  const table = f.table === 'fire-corps' ? 'fireTableCorps' : f.table === 'fire-division' ? 'fireTableDivision' : null;
  return t(`${K}fireSide`, {
    table: table ? t(`${K}${table}`) : f.table,
    column: f.column,
    die: String(f.die),
    drm: signed(f.drm),
    modified: String(f.modified),
    ln: String(f.ln),
  });
}

/** §13.3.5 a side's Attrition Segment: its units removed and its spaces lost, or nothing. */
function attrition(e: GameEvent, side: string, n: CrusadeNames): string {
  const removed = list(e.removed).map(n.unit);
  const flipped = list(e.flipped).map(n.space);
  const parts: string[] = [];
  if (removed.length) parts.push(t(`${K}attritionRemoved`, { side, units: removed.join(', ') }));
  if (flipped.length) parts.push(t(`${K}attritionFlipped`, { side, spaces: flipped.join(', ') }));
  return parts.length ? parts.join('; ') : t(`${K}attrition`, { side });
}

/** The card notes the engine runs (event-notes.ts), by the fields each leaves: N3, N29, R3, R51, the Strategic
 *  Counterattacks (events.ts); else generic. */
function noteKey(e: GameEvent): string {
  if ('counterattack' in e) return e.cancelTerrain === true ? 'noteCounterattackTerrain' : 'noteCounterattack';
  if ('drmUnit' in e) return 'noteAfrDrm';
  if ('round' in e) return 'noteMayDays';
  if ('afrDelays' in e) return 'noteAfrDelay';
  if ('turn' in e) return 'noteFrance';
  return 'eventNote';
}

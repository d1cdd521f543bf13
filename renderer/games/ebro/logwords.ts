// La Batalla del Ebro's log in words: each verb a player sends (the units by their printed names, hexes and boxes,
// the kind of work, the mode of a move) and each event the rules emit (the initiative and weather rolls, works,
// fire and combat with their odds, roll and result, retreats, objectives, reorganisation, victory points, the unit
// reconstruction phase, withdrawals and the prisoner exchange, the end).

import type { GameEvent } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { t } from '../../i18n/index.js';
import { describeLocation, type LogNamers, type PieceNamer, type PlaceNamer } from '../../panels/logtext.js';
import { siteName } from './names.js';
import { drmSuffix, hexsideText, kindText, oddsText, placeText, squareText, str, strs, unitList } from './words.js';

const V = 'ebro.log.verbs.';
const E = 'ebro.log.events.';

/** The kind of the crossing on a hexside, when the verb does not say it (repair, demolish). */
const crossingWord = (): string => kindText('crossing');

/** One of the game's actions in words, or null for the core's. */
export function actionText(
  line: Pick<LogLine, 'verb' | 'args'>,
  name: PieceNamer,
  place: PlaceNamer,
  names: LogNamers,
): string | null {
  const a = line.args;
  const units = unitList(strs(a.pieces), name);
  const where = hexsideText(str(a.a), str(a.b), siteName);
  switch (line.verb) {
    case 'rollInitiative':
    case 'stay':
    case 'done':
      return t(`${V}${line.verb}`);
    case 'first':
      return t(`${V}first`, { side: names.side?.(str(a.side)) ?? str(a.side) });
    case 'enter':
      return t(`${V}enter`, { unit: name(str(a.piece)), box: place('box', str(a.box)) });
    case 'build':
      return t(`${V}build`, { units, kind: kindText(str(a.kind)), where });
    case 'repair':
    case 'demolish':
    case 'dismantle':
      return t(`${V}${line.verb}`, { units, kind: crossingWord(), where });
    case 'carry':
      return t(`${V}carry`, { hex: str(a.hex), to: str(a.to) });
    case 'attack':
      if (strs(a.air).length > 0)
        return t(`${V}attackAir`, { units, hex: str(a.hex), air: unitList(strs(a.air), name) });
      return t(`${V}attack`, { units, hex: str(a.hex) });
    case 'fire':
      // VI.3.3c joint preparation: aircraft's ground attack with the guns
      if (strs(a.air).length > 0) return t(`${V}fireAir`, { units, hex: str(a.hex), air: unitList(strs(a.air), name) });
      return t(`${V}fire`, { units, hex: str(a.hex) });
    case 'react':
      return t(`${V}${line.verb}`, { units, hex: str(a.hex) });
    case 'retreat':
      return t(`${V}retreat`, { hex: str(a.hex) });
    case 'leave':
      return t(`${V}leave`, { unit: name(str(a.piece)), hex: str(a.to) });
    case 'surrender':
      return t(`${V}surrender`, { units });
    case 'flood':
    case 'airOrders':
      return t(`${V}${line.verb}`);
    case 'patrol':
      return t(`${V}patrol`, { unit: name(str(a.piece)) });
    case 'recon':
      return t(`${V}recon`, { unit: name(str(a.piece)), hexes: [...new Set(strs(a.hexes))].join(', ') });
    case 'rebase':
    case 'exploit':
      return t(`${V}${line.verb}`, { unit: name(str(a.piece)), to: describeLocation(a.to, place) });
    case 'bomb':
      return t(`${V}bomb`, { units, where: hexsideText(str(a.a), str(a.b) || str(a.a), siteName) });
    case 'strafe':
      return t(`${V}strafe`, { units, hex: str(a.hex) });
    case 'shell':
      return t(strs(a.air).length > 0 ? `${V}shellAir` : `${V}shell`, {
        units,
        air: unitList(strs(a.air), name),
        kind: kindText(str(a.kind) || 'crossing'),
        where: hexsideText(str(a.a), str(a.b) || str(a.a), siteName),
      });
    case 'orders':
      return t(`${V}orders`, { hq: onOff(a.hq), fire: onOff(a.fire) });
    case 'advance':
      return t(`${V}advance`, { units });
    case 'rebuild':
      return t(`${V}rebuild`, { unit: name(str(a.piece)), box: place('box', str(a.box)) });
    case 'keep':
    case 'recall':
      return t(`${V}${line.verb}`);
    case 'move': {
      const movers = unitList([str(a.piece), ...strs(a.with)], name);
      const mode = ({ road: 'moveRoad', rail: 'moveRail', pool: 'movePool' } as Record<string, string>)[str(a.mode)];
      const key = mode ?? (strs(a.with).length > 0 ? 'moveBoats' : 'move');
      return t(`${V}${key}`, { units: movers, to: describeLocation(a.to, place) });
    }
    default:
      return null;
  }
}

/** A standing order's value in words (on, off, yes, no). */
const onOff = (v: unknown): string => t(`ebro.words.onOff.${str(v)}`, { defaultValue: str(v) });

/** Who a side is, in words. */
const sideOf = (names: LogNamers, id: unknown): string => names.side?.(str(id)) ?? str(id);

/** One of the game's events in words ('' to leave it out: it only restates its action), or null for the core's. */
export function eventText(e: GameEvent, name: PieceNamer, names: LogNamers, place: PlaceNamer): string | null {
  const box = (id: string) => place('box', id);
  const units = unitList(strs(e.pieces), name);
  switch (e.type) {
    case 'initiative':
      if (typeof e.to !== 'number') return t(`${E}initiativeBare`);
      return t(`${E}initiative`, {
        nat: str(e.nat),
        rep: str(e.rep),
        square: squareText(e.to),
        holder: sideOf(names, e.holder),
      });
    case 'weather':
      if (!e.weather) return t(`${E}weatherBare`);
      return t(`${E}weather`, {
        weather: t(`ebro.words.weather.${str(e.weather)}`),
        roll: str(e.roll),
        drm: drmSuffix(e.drm),
        terrain: t(`ebro.words.terrain.${str(e.terrain)}`),
      });
    case 'first':
      return t(`${E}first`, { side: sideOf(names, e.side) });
    case 'phase':
      return t(`${E}phase`, { side: sideOf(names, e.side), phase: str(e.phase) });
    case 'entered':
      return t(`${E}entered`, { unit: name(str(e.piece)), box: box(str(e.box)) });
    case 'built': {
      const values = {
        kind: kindText(str(e.kind)),
        where: hexsideText(str(e.a), str(e.b), siteName),
        roll: str(e.roll),
        modified: str(e.modified),
        turns: str(e.turns),
      };
      return t(Number(e.turns) > 0 ? `${E}built` : `${E}builtNow`, values);
    }
    case 'repaired':
      return t(`${E}repaired`, { where: hexsideText(str(e.a), str(e.b), siteName), damage: str(e.damage) });
    case 'demolished':
      return e.destroyed || e.destroyed === undefined
        ? t(`${E}demolished`, { where: hexsideText(str(e.a), str(e.b), siteName) })
        : t(`${E}damaged`, { where: hexsideText(str(e.a), str(e.b), siteName), damage: str(e.damage) });
    case 'dismantled': {
      const kind = kindText(str(e.kind));
      if (e.late) return t(`${E}dismantledLate`, { kind, hex: str(e.at) });
      const values = { kind, where: hexsideText(str(e.a), str(e.b), siteName), roll: str(e.roll), hex: str(e.at) };
      return t(e.now ? `${E}dismantled` : `${E}dismantling`, { ...values, modified: str(e.modified) });
    }
    case 'carried':
      return t(`${E}carried`, { kind: kindText(str(e.kind)), to: str(e.to), unit: name(str(e.piece)) });
    case 'fire':
      return t(`${E}fire`, {
        hex: str(e.hex),
        total: str(e.total),
        roll: str(e.roll),
        drm: drmSuffix(e.drm),
        cell: str(e.cell),
      });
    case 'moveCap':
      return t(`${E}moveCap`, { side: sideOf(names, e.side), cap: str(e.cap), turn: str(e.turn) });
    case 'moved':
    case 'reacted':
      // I.1 a move the rules forbid, carried out by hand in advisory or honor play
      return t(`${E}${e.type}`, {
        units,
        to: placeText(str(e.to), box),
        mp: str(e.mp),
        context: e.mode === 'hand' ? 'hand' : undefined,
      });
    case 'byHand':
      // I.1 an action the rules forbid, carried out as asked in advisory or honor play
      return t(`${E}byHand`, { units, context: str(e.verb) || undefined });
    case 'combat':
      return t(e.reaction ? `${E}reaction` : `${E}combat`, {
        hex: str(e.hex),
        attack: str(e.attack),
        defence: str(e.defence),
        odds: oddsText(e.ratio),
        roll: str(e.roll),
        drm: drmSuffix(e.drm),
        cell: str(e.cell),
      });
    case 'retreated':
      return t(`${E}retreated`, { units, hex: str(e.to) });
    case 'panic':
      return t(`${E}panic`, { units, hex: str(e.hex) });
    case 'bridgehead':
      return t(`${E}bridgehead`, { units, hex: str(e.hex) });
    case 'bridgeheadEnds':
      return t(`${E}bridgeheadEnds`, { hex: str(e.hex) });
    case 'spontaneous':
      return t(`${E}spontaneous`, { units, hex: str(e.hex), hexes: str(e.hexes) });
    case 'noRetreat':
      return t(`${E}noRetreat`, { units, levels: str(e.levels), context: str(e.outcome) || undefined });
    case 'advanced':
      return t(`${E}advanced`, { units, hex: str(e.to) });
    case 'objective':
      return t(`${E}objective`, { side: sideOf(names, e.side), hex: str(e.hex), vp: str(e.vp) });
    case 'reorganised':
      return t(`${E}reorganised`, {
        unit: name(str(e.piece)),
        roll: str(e.roll),
        modified: str(e.modified),
        context: str(e.result) || undefined,
      });
    case 'vp': {
      const avp = (e.avp ?? {}) as Record<string, unknown>;
      if (e.value === undefined) return t(`${E}vpBare`);
      return t(`${E}vp`, {
        value: str(e.value),
        side: sideOf(names, e.side),
        nat: str(avp.nationalist),
        rep: str(avp.republican),
      });
    }
    case 'patrol':
    case 'boatsBack':
      return t(`${E}${e.type}`, { unit: name(str(e.piece)), to: placeText(str(e.to), box) });
    case 'rebase':
      return t(e.landed === false ? `${E}rebaseLost` : `${E}rebase`, {
        unit: name(str(e.piece)),
        to: placeText(str(e.to), box),
      });
    case 'exploited':
      return t(`${E}exploited`, { unit: name(str(e.piece)), to: placeText(str(e.to), box), mp: str(e.mp) });
    case 'overstackLeft':
      return t(`${E}overstackLeft`, { unit: name(str(e.piece)), from: str(e.from), to: str(e.to) });
    case 'surrendered':
      return t(`${E}surrendered`, { units });
    case 'bomb': {
      const x = (e.target ?? {}) as Record<string, unknown>;
      const where = hexsideText(str(x.a ?? x.hex), str(x.b) || str(x.a ?? x.hex), siteName);
      const cell = (e.table as { cell?: unknown } | null | undefined)?.cell;
      return cell === undefined ? t(`${E}bombNone`, { where }) : t(`${E}bomb`, { where, cell: str(cell) });
    }
    case 'strafe': {
      const cell = (e.table as { cell?: unknown } | null | undefined)?.cell;
      const hex = str(e.hex);
      return cell === undefined ? t(`${E}strafeNone`, { hex }) : t(`${E}strafe`, { hex, cell: str(cell) });
    }
    case 'shelled': {
      const x = (e.target ?? {}) as Record<string, unknown>;
      const [a, b] = typeof x.key === 'string' ? x.key.split('|') : [str(x.hex), str(x.hex)];
      return t(`${E}shelled`, {
        kind: kindText(str(x.kind)),
        where: hexsideText(a ?? '', b ?? a ?? '', siteName),
        total: str(e.total),
        roll: str(e.roll),
        drm: drmSuffix(e.drm),
        cell: str(e.cell),
      });
    }
    case 'airOrders':
      return t(`${E}airOrders`, {
        side: sideOf(names, e.side),
        intercept: onOff(e.intercept === false ? 'no' : 'yes'),
        aa: onOff(e.aa === false ? 'no' : 'yes'),
        support: onOff(e.groundSupport === true ? 'yes' : 'no'),
      });
    case 'recon': {
      const reached = strs(e.reached);
      const unit = name(str(e.piece));
      if (reached.length === 0) return t(`${E}reconNone`, { unit });
      const hexes = [...new Set(reached)].map((h) => `${h} (${reached.filter((x) => x === h).length})`).join(', ');
      return t(`${E}recon`, { unit, hexes });
    }
    case 'flood':
      return t(`${E}flood`, {
        roll: str(e.roll),
        turns: str(e.turns),
        count: Array.isArray(e.strikes) ? e.strikes.length : 0,
      });
    case 'condition':
      return t(`${E}condition`, { id: str(e.id), vp: str(e.vp), side: sideOf(names, e.side) });
    case 'rebuilt':
      return t(e.hq ? `${E}reconstituted` : `${E}rebuilt`, { unit: name(str(e.piece)), box: box(str(e.box)) });
    case 'rejoined':
    case 'withdrawn':
    case 'lateWithdrawal':
      return t(`${E}${e.type}`, { unit: name(str(e.piece)), box: box(str(e.box)), cvp: str(e.cvp) });
    case 'withdrawal':
      return t(`${E}withdrawal`, { units });
    case 'kept':
    case 'recalled':
    case 'additional':
      return t(`${E}${e.type}`, { side: sideOf(names, e.side), units, cvp: str(e.cvp) });
    case 'prisoners':
      return t(`${E}prisoners`, {
        levels: str(e.levels),
        nat: strs(e.nationalist).length,
        rep: strs(e.republican).length,
      });
    case 'turn':
      return t(`${E}turn`, { turn: str(e.turn), part: t(`ebro.words.part.${str(e.part) || 'day'}`) });
    case 'over': {
      const avp = (e.avp ?? {}) as Record<string, unknown>;
      const values = { nat: str(avp.nationalist), rep: str(avp.republican) };
      if (!e.winner) return t(`${E}overDraw`, values);
      const level = t(`ebro.words.levels.${str(e.level)}`, { defaultValue: str(e.level) });
      return t(`${E}over`, { ...values, level, side: sideOf(names, e.winner) });
    }
    default:
      return null;
  }
}

/** The event that only restates its action: shown once, on the action's line. */
export function restates(verb: string, e: GameEvent): string | undefined {
  if (verb === 'first' && e.type === 'first') return e.type;
  if (verb === 'enter' && e.type === 'entered') return e.type;
  return undefined;
}

/** Why a roll was made, from the engine's purpose. */
export function rollPurpose(purpose: string): string | null {
  const key = `ebro.log.rolls.${purpose}`;
  const text = t(key);
  return text === key ? null : text;
}

// What Crusade's battle view shows, as data: the combat in progress (vars.extra.combat.current: the space attacked,
// both sides' units, the Combat Cards played, the loss plans the owner chooses among), and the last combat of the
// log (its attack, the Combat Cards, both sides' fire: table, strength, column before and after the shifts, every
// shift and DRM with its rule, the die, the modified roll and the Loss Number). Pure.

import type { GameEvent, JsonObject, View } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';

/** The combat in progress as the view gives it (engine/games/crusade/combat-state.ts `Current`). */
export interface CombatNow {
  target: string;
  attacker: string;
  defender: string;
  attackers: string[];
  defenders: string[];
  cards: { attacker: string[]; defender: string[] };
  ln: { attacker: number; defender: number } | null;
  lossSide: string | null;
  plans: { total: number; losses: { unit: string; steps: number; eliminated: boolean }[] }[] | null;
}

/** The combat in progress, or null. */
export function combatNow(view: View | null): CombatNow | null {
  const extra = (view?.state.vars as { extra?: { combat?: { current?: unknown } } } | undefined)?.extra;
  const c = extra?.combat?.current as Partial<CombatNow> | null | undefined;
  if (!c || typeof c.target !== 'string' || !Array.isArray(c.attackers) || !Array.isArray(c.defenders)) return null;
  return {
    target: c.target,
    attacker: String(c.attacker ?? ''),
    defender: String(c.defender ?? ''),
    attackers: c.attackers,
    defenders: c.defenders,
    cards: { attacker: c.cards?.attacker ?? [], defender: c.cards?.defender ?? [] },
    ln: c.ln ?? null,
    lossSide: c.lossSide ?? null,
    plans: Array.isArray(c.plans) ? c.plans : null,
  };
}

/** One column shift or DRM of a side's fire. */
export interface Modifier {
  source: string;
  amount: number;
  rule: string;
  reason: string;
}

/** One side's fire as the fire event records it (strength, columns and modifiers: absent in older saves). */
export interface SideFire {
  table: string;
  strength: number | null;
  startColumn: string | null;
  column: string;
  die: number;
  drm: number;
  modified: number;
  ln: number;
  shifts: Modifier[] | null;
  drms: Modifier[] | null;
}

/** A side's fire from a fire event. */
export function sideFire(e: GameEvent, who: 'attacker' | 'defender'): SideFire {
  const num = (k: string) => (typeof e[`${who}${k}`] === 'number' ? (e[`${who}${k}`] as number) : null);
  const mods = (k: string): Modifier[] | null => {
    const v = e[`${who}${k}`];
    if (!Array.isArray(v)) return null;
    return (v as JsonObject[]).map((m) => ({
      source: String(m.source ?? ''),
      amount: Number(m.amount ?? 0),
      rule: String(m.rule ?? ''),
      reason: String(m.reason ?? ''),
    }));
  };
  return {
    table: String(e[`${who}Table`] ?? ''),
    strength: num('Strength'),
    startColumn: typeof e[`${who}StartColumn`] === 'string' ? String(e[`${who}StartColumn`]) : null,
    column: String(e[`${who}Column`] ?? ''),
    die: num('Die') ?? 0,
    drm: num('Drm') ?? 0,
    modified: num('Modified') ?? 0,
    ln: num('Ln') ?? 0,
    shifts: mods('Shifts'),
    drms: mods('Drms'),
  };
}

/** The last combat of the log: where its attack is, the space, the attackers, the cards each side played, the fire. */
export interface BattleRecord {
  /** The log entry of the attack. */
  seq: number;
  target: string;
  attacker: string;
  attackers: string[];
  cards: { side: string; cards: string[] }[];
  fire: { attacker: SideFire; defender: SideFire } | null;
}

/** The last combat declared in the log and what followed it, or null. */
export function lastBattle(log: readonly LogLine[]): BattleRecord | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const evs = log[i]!.events;
    const k = evs.findLastIndex((e) => e.type === 'attack');
    if (k < 0) continue;
    const attack = evs[k]!;
    const rec: BattleRecord = {
      seq: log[i]!.seq,
      target: String(attack.target ?? ''),
      attacker: String(attack.side ?? ''),
      attackers: Array.isArray(attack.attackers) ? attack.attackers.map(String) : [],
      cards: [],
      fire: null,
    };
    for (let j = i; j < log.length; j++)
      for (const e of log[j]!.events.slice(j === i ? k + 1 : 0)) {
        if (e.type === 'combatCards' && Array.isArray(e.cards))
          rec.cards.push({ side: String(e.side ?? ''), cards: e.cards.map(String) });
        if (e.type === 'fire' && !rec.fire)
          rec.fire = { attacker: sideFire(e, 'attacker'), defender: sideFire(e, 'defender') };
      }
    return rec;
  }
  return null;
}

/** A combat as the battle view shows it: live (in progress) or the last one of the log. */
export interface BattleShown {
  target: string;
  attacker: string;
  defender: string;
  attackers: string[];
  /** The defending units (null: not known, an older combat seen only in the log). */
  defenders: string[] | null;
  cards: { attacker: string[] | null; defender: string[] | null };
  fire: { attacker: SideFire; defender: SideFire } | null;
  live: boolean;
}

/**
 * The combat to show: the one in progress (its fire from the log when it is this combat's), else the log's last
 * one with the defenders last seen for it (`seen`: the defending units while it went on, by its attack's entry).
 */
export function battleShown(
  now: CombatNow | null,
  rec: BattleRecord | null,
  sides: readonly string[],
  seen: ReadonlyMap<number, string[]> = new Map(),
): BattleShown | null {
  const fire = rec && (!now || rec.target === now.target) ? rec.fire : null;
  if (now)
    return {
      target: now.target,
      attacker: now.attacker,
      defender: now.defender,
      attackers: now.attackers,
      defenders: now.defenders,
      cards: { ...now.cards },
      fire,
      live: true,
    };
  if (!rec) return null;
  const played = (mine: boolean) => rec.cards.filter((c) => (c.side === rec.attacker) === mine).flatMap((c) => c.cards);
  return {
    target: rec.target,
    attacker: rec.attacker,
    defender: sides.find((s) => s !== rec.attacker) ?? '',
    attackers: rec.attackers,
    defenders: seen.get(rec.seq) ?? null,
    cards: { attacker: played(true), defender: played(false) },
    fire,
    live: false,
  };
}

/** Verbs that answer a combat's questions: the battle view stays up while they follow the attack. */
export const COMBAT_VERBS: ReadonlySet<string> = new Set([
  'attack',
  'combatCards',
  'takeLosses',
  'cancelRetreat',
  'noCancel',
  'retreat',
  'advance',
  'noAdvance',
]);

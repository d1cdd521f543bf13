// Crusade's combats on the page: an attack picked on the map (a lit enemy space clicked: the ways the rules list to
// attack it, chosen in the battle view, the attacked space and the attacking spaces lit), the combat in progress
// with the question it asks, and the last combat shown until closed or until play goes on to something else.

import type { GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import type { SpacePick } from '../../map/spacepicks.js';
import { BattleAsks } from './battleasks.js';
import { type BattleShown, COMBAT_VERBS, battleShown, combatNow, lastBattle } from './battledata.js';
import { type BattleHost, BattlePanel, type Picking } from './battle.js';
import { stepOf } from './mapacts.js';

/** What the combat view needs from the screen. */
export interface CombatHost extends Omit<BattleHost, 'pick' | 'cancel' | 'close'> {
  asks: ConstructorParameters<typeof BattleAsks>[0];
  redraw(): void;
  unitSpace(id: string): string | null;
}

/** The combats of one screen. */
export class CombatView {
  readonly panel: BattlePanel;
  private readonly asks: BattleAsks;
  private picking: Picking | null = null;
  private closed = -1;
  /** The defending units seen while each combat went on (by its attack's log entry), for after it. */
  private seen = new Map<number, string[]>();
  private shown: BattleShown | null = null;
  private sides: string[] = [];

  constructor(private host: CombatHost) {
    this.panel = new BattlePanel({
      ...host,
      pick: (i) => {
        if (this.picking) this.picking.chosen = i;
        host.redraw();
      },
      cancel: () => {
        this.picking = null;
        host.redraw();
      },
      close: () => {
        this.closed = this.shown && !this.shown.live ? (lastBattle(this.log)?.seq ?? -1) : -1;
        host.redraw();
      },
      send: (a) => {
        this.picking = null;
        this.closed = -1;
        host.send(a);
      },
    });
    this.asks = new BattleAsks(host.asks);
  }

  private log: readonly LogLine[] = [];

  /** An attackable space was clicked: pick among the attacks the rules list on it. */
  pick(view: View, target: string): boolean {
    const options = view.legalActions.filter((a) => a.verb === 'attack' && a.args?.target === target);
    if (options.length === 0) return false;
    this.picking = { target, options, chosen: 0 };
    this.host.redraw();
    return true;
  }

  /** Drop the attack being picked. */
  cancel(): void {
    this.picking = null;
  }

  /** Forget what this game showed. */
  reset(): void {
    this.picking = null;
    this.closed = -1;
    this.seen.clear();
  }

  /** Draw the battle view from the view and the log (hidden: no view, or a replayed position). */
  draw(module: GameModule | null, view: View | null, log: readonly LogLine[], readOnly: boolean): void {
    this.log = log;
    this.sides = module?.manifest.sides.map((s) => s.id) ?? [];
    if (!view || readOnly) {
      this.picking = null;
      this.shown = null;
      this.panel.hide();
      return;
    }
    if (this.picking && !view.legalActions.some((a) => a.verb === 'attack' && a.args?.target === this.picking!.target))
      this.picking = null;
    if (this.picking) {
      this.shown = null;
      this.panel.showPicking(this.picking);
      return;
    }
    const now = combatNow(view);
    const rec = lastBattle(log);
    if (now && rec && rec.target === now.target) this.seen.set(rec.seq, now.defenders);
    const last = log[log.length - 1];
    const recent = rec && last && (last.seq === rec.seq || COMBAT_VERBS.has(last.verb));
    const b = now
      ? battleShown(now, rec, this.sides, this.seen)
      : recent && rec.seq !== this.closed
        ? battleShown(null, rec, this.sides, this.seen)
        : null;
    this.shown = b;
    if (!b) {
      this.panel.hide();
      return;
    }
    this.panel.showCombat(b, now ? this.asks.element(view, now, stepOf(view)) : null);
  }

  /** The spaces the battle concerns: the space attacked and the attacking spaces. */
  picks(): SpacePick[] {
    const p = this.picking;
    if (p) {
      const ids = (p.options[p.chosen]?.args?.attackers as string[] | undefined) ?? [];
      return [{ space: p.target, kind: 'picked' }, ...this.attackerSpaces(ids, p.target)];
    }
    const b = this.shown;
    if (!b || !b.live) return [];
    return [{ space: b.target, kind: 'picked' }, ...this.attackerSpaces(b.attackers, b.target)];
  }

  private attackerSpaces(ids: string[], target: string): SpacePick[] {
    const spaces = new Set(ids.map((id) => this.host.unitSpace(id)).filter((s): s is string => !!s && s !== target));
    return [...spaces].map((space) => ({ space, kind: 'attacker' as const }));
  }

  /** The space of the attack being picked or of the combat shown, or null. */
  get target(): string | null {
    return this.picking?.target ?? this.shown?.target ?? null;
  }

  /** Whether an attack is being picked. */
  get isPicking(): boolean {
    return this.picking !== null;
  }
}

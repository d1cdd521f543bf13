// Operation Isabella on the page: attacks picked on the map (an enemy hex lit as a target, clicked; its eligible
// units ticked on the battle panel or clicked on the map; the odds and shifts previewed by the host before Attack
// or a probe), then the battle's result on the CRT while its questions are answered at the prompt bar.

import type { JsonObject, Piece, View } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import type { Highlight } from '../../map/highlights.js';
import type { GameContext, GameScreen, GameShown } from '../types.js';
import { attackTargets, type AttackTarget } from './answers.js';
import { BattlePanel, lastBattle, type Picking } from './battle.js';
import { FlagsPanel, type OpenFlag, openFlags } from './flags.js';
import { localName } from '../../i18n/index.js';

/** Verbs that answer a battle's questions: the battle panel stays up while they follow the attack. */
const BATTLE_VERBS = new Set(['attack', 'probe', 'loss', 'dl1', 'retreat', 'advance', 'reroll', 'accept', 'decline']);

/** The game's panels: the battle panel over the map, and the attack being picked. */
export class IsabellaScreen implements GameScreen {
  private readonly battle: BattlePanel;
  private picking: Picking | null = null;
  private previewToken = 0;
  private closedBattle = -1;
  private shown: GameShown = { module: null, view: null, log: [], readOnly: false };
  /** Advisory mode: the rules broken this turn, listed in the side column and marked on the map. */
  private readonly flagsPanel = new FlagsPanel();
  private flags: OpenFlag[] = [];

  constructor(private ctx: GameContext) {
    this.battle = new BattlePanel({
      toggle: (id) => this.toggleAttacker(id),
      attack: () => void this.attack(),
      probe: () => void this.probe(),
      cancel: () => {
        this.picking = null;
        ctx.redraw();
      },
      close: () => {
        this.closedBattle = lastBattle(this.shown.log)?.seq ?? -1;
        ctx.redraw();
      },
      name: (id) => ctx.pieceName(id),
      hexOf: (id) => {
        const p = ctx.piece(id);
        return p?.at.kind === 'hex' ? p.at.hex : '';
      },
    });
    ctx.slots.overMap(this.battle.element);
    ctx.slots.side(this.flagsPanel.element);
  }

  update(shown: GameShown): void {
    this.shown = shown;
    const v = shown.view;
    this.flags = v && !shown.readOnly ? openFlags(shown.log, v, (id) => this.ctx.pieceName(id)) : [];
    const sides = shown.module?.manifest.sides ?? [];
    this.flagsPanel.show(this.flags, (id) => {
      const s = sides.find((x) => x.id === id);
      return s ? localName(s.name, s.names) : id;
    });
  }

  drawPlay(shown: GameShown): void {
    this.shown = shown;
    // A replayed position (nothing to pick) or no view (the curtain, no game): no attack, no battle shown.
    if (shown.readOnly || !shown.view) {
      this.picking = null;
      this.battle.hide();
      return;
    }
    if (this.picking && !attackTargets(shown.view).some((x) => x.hex === this.picking!.target)) this.picking = null;
    this.drawBattle();
  }

  clickStack(piece: Piece, stack: Piece[], view: View): boolean {
    if (piece.at.kind !== 'hex') return false;
    const hex = piece.at.hex;
    const target = attackTargets(view).find((x) => x.hex === hex);
    if (target && stack.some((p) => p.side !== view.side)) {
      this.startPicking(target);
      return true;
    }
    if (this.picking) {
      const mine = stack.filter((p) => this.picking!.eligible.includes(p.id));
      if (mine.length > 0) {
        for (const p of mine) this.toggleAttacker(p.id, false);
        this.preview();
        return true;
      }
    }
    return false;
  }

  highlights(view: View): Highlight[] {
    // The hexes of the rules broken this turn, under what play lights.
    const flagged = [...new Set(this.flags.flatMap((f) => (f.hex ? [f.hex] : [])))];
    const flags: Highlight[] = flagged.map((hex) => ({ hex, kind: 'flag', label: '⚠' }));
    if (!this.picking)
      return [...flags, ...attackTargets(view).map((x): Highlight => ({ hex: x.hex, kind: 'target' }))];
    const list: Highlight[] = [...flags, { hex: this.picking.target, kind: 'picked' }];
    const seen = new Set<string>();
    for (const id of this.picking.picked) {
      const p = this.ctx.piece(id);
      if (p?.at.kind === 'hex' && !seen.has(p.at.hex)) {
        seen.add(p.at.hex);
        list.push({ hex: p.at.hex, kind: 'attacker' });
      }
    }
    return list;
  }

  cancel(): void {
    this.picking = null;
  }

  reset(): void {
    this.picking = null;
    this.closedBattle = -1;
  }

  unmount(): void {
    this.battle.hide();
    this.battle.element.remove();
    this.flagsPanel.element.remove();
  }

  private startPicking(target: AttackTarget): void {
    this.picking = {
      target: target.hex,
      eligible: target.attackers,
      picked: new Set(target.attackers.slice(0, Math.max(1, target.max))),
      max: Math.max(1, target.max),
      preview: null,
      probe: target.probe,
    };
    this.preview();
  }

  private toggleAttacker(id: string, ask = true): void {
    const p = this.picking;
    if (!p || !p.eligible.includes(id)) return;
    if (p.picked.has(id)) p.picked.delete(id);
    else {
      if (p.picked.size >= p.max) p.picked.delete([...p.picked][0]!);
      p.picked.add(id);
    }
    if (ask) this.preview();
  }

  /** Ask the host what the picked attack would give (odds, every shift, violations). */
  private preview(): void {
    const p = this.picking;
    const v = this.shown.view;
    if (!p || !v) return;
    p.preview = null;
    this.ctx.redraw();
    if (p.picked.size === 0) return;
    const token = ++this.previewToken;
    const action = { side: v.toAct[0] ?? v.side, verb: 'attack', args: { target: p.target, attackers: [...p.picked] } };
    void this.ctx.preview(action).then((r) => {
      if (token !== this.previewToken || this.picking !== p) return;
      p.preview = r ?? ({ violations: [] } as JsonObject);
      this.drawBattle();
    });
  }

  private async attack(): Promise<void> {
    const p = this.picking;
    if (!p || p.picked.size === 0) return;
    this.picking = null;
    this.closedBattle = -1;
    await this.ctx.act('attack', { target: p.target, attackers: [...p.picked] });
  }

  private async probe(): Promise<void> {
    const p = this.picking;
    if (!p?.probe) return;
    this.picking = null;
    await this.ctx.act('probe', { target: p.target, units: p.probe });
  }

  /** The attack being picked, else the last battle while it goes on or just after (until closed). */
  private drawBattle(): void {
    if (this.picking) {
      this.battle.showPicking(this.picking);
      return;
    }
    const log: readonly LogLine[] = this.shown.log;
    const rec = lastBattle(log);
    const inBattle = !!(this.shown.view?.state.vars as { battle?: unknown } | undefined)?.battle;
    const last = log[log.length - 1];
    const recent = rec && last && (last.seq === rec.seq || BATTLE_VERBS.has(last.verb));
    if (rec && (inBattle || recent) && rec.seq !== this.closedBattle)
      this.battle.showBattle(this.shown.module, rec, inBattle);
    else this.battle.hide();
  }
}

// Crusade and Revolution on the page: the hand under the map (its cards' plays, those a rule forbids disabled with
// the reason), the map's play (spaces lit with what each does, units dragged to lit destinations: mapplay.ts), the
// battle view over the map (combatview.ts), the tracks and the space last clicked in the side column.

import type { Location, Piece, View } from '../../../engine/core/types.js';
import { localName, unitName } from '../../i18n/index.js';
import { unitFace, unitValues } from '../../map/counterface.js';
import { cardName } from '../../panels/names.js';
import type { SpacePick } from '../../map/spacepicks.js';
import type { GameContext, GameScreen, GameShown } from '../types.js';
import { actionText, lossPlanOf } from './actionwords.js';
import { CombatView } from './combatview.js';
import { HandPanel } from './hand.js';
import { unitActions } from './mapacts.js';
import { MapPanel } from './mappanel.js';
import { MapPlay } from './mapplay.js';
import { PlayRefusals } from './refusals.js';
import { SpaceInfo } from './spaceinfo.js';
import { SpaceMenu } from './spacemenu.js';
import { TracksPanel } from './tracks.js';
import { el } from '../../panels/dom.js';

/** The game's panels, mounted in the page's slots. */
export class CrusadeScreen implements GameScreen {
  private readonly hand: HandPanel;
  private readonly tracks = new TracksPanel();
  private readonly spaceInfo = new SpaceInfo();
  private readonly menu = new SpaceMenu();
  private readonly focus: MapPanel;
  private readonly map: MapPlay;
  private readonly combat: CombatView;
  private readonly over = el('div', { class: 'crusade-over', 'data-testid': 'crusade-over' });
  private shown: GameShown = { module: null, view: null, log: [], readOnly: false };

  constructor(private ctx: GameContext) {
    const refusals = new PlayRefusals(
      (a) => ctx.preview(a),
      () => this.hand.update(this.shown.module, this.shown.view, this.shown.readOnly),
    );
    this.hand = new HandPanel((a) => void ctx.act(a.verb, a.args), refusals);
    this.focus = new MapPanel(
      (i) => this.map.pickGroup(i),
      () => {
        this.map.clear();
        ctx.redraw();
      },
    );
    this.map = new MapPlay({
      ctx,
      spaceName: (id) => this.spaceName(id),
      menu: (at, title, items) => {
        const p = ctx.screenOf?.(at);
        if (p) this.menu.show(p, title, items);
      },
      focusChanged: (f) => this.focus.show(f),
      attack: (target) => !!this.shown.view && this.combat.pick(this.shown.view, target),
    });
    this.map.words = (a) => this.words(a);
    this.combat = new CombatView({
      module: () => this.shown.module,
      unitText: (id) => this.unitText(id),
      unitFire: (id) => this.unitFire(id),
      unitSpace: (id) => {
        const p = ctx.piece(id);
        return p?.at.kind === 'space' ? p.at.space : null;
      },
      spaceName: (id) => this.spaceName(id),
      sideName: (id) => this.sideName(id),
      cardName: (id) => cardName(this.shown.module, id),
      send: (a) => void ctx.act(a.verb, a.args ?? {}),
      redraw: () => ctx.redraw(),
      asks: {
        unitName: (id) => ctx.pieceName(id),
        cardName: (id) => cardName(this.shown.module, id),
        sideName: (id) => this.sideName(id),
        piece: (id) => ctx.piece(id),
        fullSteps: (id) => this.shown.module?.units.find((u) => u.id === ctx.piece(id)?.def)?.steps ?? 1,
        send: (a) => void ctx.act(a.verb, a.args ?? {}),
        redraw: () => ctx.redraw(),
      },
    });
    this.over.append(this.combat.panel.element, this.focus.element);
    ctx.slots.underMap(this.hand.element);
    ctx.slots.overMap(this.over);
    ctx.slots.overMap(this.menu.element);
    ctx.slots.side(this.tracks.element);
    ctx.slots.side(this.spaceInfo.element);
  }

  update(shown: GameShown): void {
    this.shown = shown;
    // The live view (its legal plays) or the replayed position (read only).
    this.hand.update(shown.module, shown.view, shown.readOnly);
    this.tracks.update(shown.module, shown.view);
    this.spaceInfo.show(shown.module, shown.view);
    this.menu.close();
  }

  drawPlay(shown: GameShown): void {
    this.shown = shown;
    const live = shown.readOnly ? null : shown.view;
    this.map.update(live);
    this.combat.draw(shown.module, shown.view, shown.log, shown.readOnly);
    this.ctx.lightSpaces(live ? this.picks() : []);
    this.place();
  }

  /** The panels over the map stand on the side away from the battle, so its spaces stay in sight. */
  private place(): void {
    const target = this.combat.target;
    const at = target ? (this.ctx.screenOf?.({ space: target }) ?? null) : null;
    const box = this.over.parentElement?.getBoundingClientRect();
    const right = !!at && !!box && at.x < box.left + box.width / 2;
    this.over.classList.toggle('right', right);
  }

  /** What the map lights: the units being moved's destinations, the step's spaces, the battle's spaces. */
  private picks(): SpacePick[] {
    const out = this.combat.isPicking ? [] : this.map.picks();
    for (const p of this.combat.picks()) if (!out.some((x) => x.space === p.space)) out.push(p);
    return out;
  }

  clickSpace(space: string | null): boolean {
    this.spaceInfo.show(this.shown.module, this.shown.view, space);
    if (space === null || this.shown.readOnly || !this.shown.view) return false;
    const used = this.map.clickSpace(space);
    if (used) this.ctx.redraw();
    return used;
  }

  clickStack(piece: Piece, _stack: Piece[], view: View): boolean {
    if (this.shown.readOnly || piece.at.kind !== 'box') return false;
    return this.map.clickPiece(piece, unitActions(view, piece.id));
  }

  dragStart(piece: Piece, _stack: Piece[], _view: View): boolean {
    if (this.shown.readOnly) return false;
    this.menu.close();
    const taken = this.map.dragStart(piece);
    if (taken) this.ctx.lightSpaces(this.picks());
    return taken;
  }

  drop(piece: Piece, to: Location): void {
    this.map.drop(piece, to);
  }

  dragEnd(): void {
    this.ctx.redraw();
  }

  cancel(): void {
    this.menu.close();
    this.map.clear();
    this.combat.cancel();
  }

  reset(): void {
    this.cancel();
    this.combat.reset();
  }

  unmount(): void {
    this.cancel();
    this.hand.update(null, null);
    this.hand.detach();
    this.ctx.lightSpaces([]);
    for (const e of [this.hand.element, this.tracks.element, this.spaceInfo.element, this.over, this.menu.element])
      e.remove();
  }

  private spaceName(id: string): string {
    return this.shown.module?.map.spaces?.find((s) => s.id === id)?.name ?? id;
  }

  private sideName(id: string): string {
    const s = this.shown.module?.manifest.sides.find((x) => x.id === id);
    return s ? localName(s.name, s.names) : id;
  }

  /** A unit's name and its factors now: "Militia Column 19 1-1-3". */
  private unitText(id: string): string {
    const p = this.ctx.piece(id);
    const module = this.shown.module;
    const values = module && p ? unitValues(module, p) : null;
    const name = this.ctx.pieceName(id);
    return values ? `${name} ${values.factors}` : name;
  }

  /** §11.2.6 a unit's Combat Factor on its face now, and whether it is a corps. */
  private unitFire(id: string): { cf: number; corps: boolean } | null {
    const p = this.ctx.piece(id);
    const module = this.shown.module;
    const def = p && module?.units.find((u) => u.id === p.def);
    if (!p || !def || !module) return null;
    return { cf: unitFace(def, p.steps, module.units).attack, corps: def.size === 'corps' };
  }

  /** An action in the chooser's words. */
  private words(a: Parameters<typeof actionText>[0]): string {
    const module = this.shown.module;
    const view = this.shown.view;
    return actionText(a, {
      space: (id) => this.spaceName(id),
      unit: (id) => {
        const def = view?.state.pieces.find((p) => p.id === id)?.def ?? id;
        return unitName(module?.units, def) ?? id;
      },
      card: (id) => cardName(module, id),
      lossPlan: (i) => lossPlanOf(view, i),
    });
  }
}

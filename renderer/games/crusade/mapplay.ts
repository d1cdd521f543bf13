// Crusade played on its map: the spaces the step offers lit with what each does (activate to move or attack, a
// fortification, an attack, a bonus...), a click there doing it (or a small menu when there is a choice, what a rule
// forbids shown disabled with its reason); units picked up and dragged (a stack's move, an SR, a retreat, an
// advance, a unit placed), their destinations lit with what each costs and its route, the drop doing it. Only the
// actions the view lists are ever sent; a refused drop says why (the host's preview).

import type { Action, LegalAction, Location, Piece, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { SpacePick } from '../../map/spacepicks.js';
import type { GameContext } from '../types.js';
import {
  type Carry,
  actionsAt,
  carries,
  destinations,
  groupsFrom,
  groupsWith,
  placeKey,
  sameUnits,
  stepOf,
} from './mapacts.js';
import type { FocusShown } from './mappanel.js';
import { destinationPicks, firstAfterCombat, stepPicks } from './mappicks.js';
import { carryLabel, focusHint, focusTitle, groupText } from './mapwords.js';
import { refusalText } from './refusals.js';
import type { MenuItem } from './spacemenu.js';

/** The units being moved (picked on the map, in the stack list or by a drag), and the groups they came from. */
interface Focus {
  units: string[];
  /** The groups of their place the rules let move, the largest first (the panel's choice). */
  groups: string[][];
  from: string | null;
}

/** What the map play needs from the screen. */
export interface MapPlayHost {
  ctx: GameContext;
  spaceName(id: string): string;
  /** Open the menu at a space or a piece. */
  menu(at: { space: string } | { piece: string }, title: string, items: MenuItem[]): void;
  /** The units being moved changed: show them (null: none). */
  focusChanged(f: FocusShown | null): void;
  /** An attackable space was clicked. */
  attack(target: string): boolean;
}

/** The map play of one screen. */
export class MapPlay {
  private view: View | null = null;
  private all: Carry[] = [];
  private focus: Focus | null = null;
  private note: string | null = null;
  private lastSelected: string | null = null;
  /** A selection the page makes after a click this used (the space's top counter): not a pick. */
  private expectSelect: string | null | undefined = undefined;

  constructor(private host: MapPlayHost) {}

  /** A new view (or the same redrawn): the carries it lists; the focus kept while it still can move. */
  update(view: View | null): void {
    this.view = view;
    this.all = carries(view);
    const sel = this.host.ctx.selected?.() ?? null;
    if (this.expectSelect !== undefined) {
      if (sel === this.expectSelect) this.lastSelected = sel;
      this.expectSelect = undefined;
    }
    if (sel !== this.lastSelected) {
      this.lastSelected = sel;
      if (sel) this.focusOn(sel);
    }
    if (this.focus && destinations(this.all, this.focus.units).size === 0) this.setFocus(null);
    this.host.focusChanged(this.shown());
  }

  /** Let go of the units being moved. */
  clear(): void {
    this.setFocus(null);
    this.host.focusChanged(null);
  }

  /** The spaces lit now: the destinations of the units being moved, else what the step offers on the map. */
  picks(): SpacePick[] {
    const f = this.focus;
    return f ? destinationPicks(this.all, f.units, f.from) : stepPicks(this.view, this.all);
  }

  /** A space was clicked: its action, a menu of them, or the units there picked up. True when used. */
  clickSpace(space: string): boolean {
    const v = this.view;
    if (!v) return false;
    this.note = null;
    if (this.focus) {
      const dest = destinations(this.all, this.focus.units).get(placeKey({ kind: 'space', space }));
      if (dest) return this.carryTo(dest, { kind: 'space', space });
    } else {
      const first = firstAfterCombat(this.all);
      const dest = first && destinations(this.all, first.units).get(placeKey({ kind: 'space', space }));
      if (dest) return this.carryTo(dest, { kind: 'space', space });
    }
    const acts = actionsAt(v, space);
    if (acts.some((a) => a.verb === 'attack') && this.host.attack(space)) return true;
    if (stepOf(v) === 'ops-activate' && this.ownUnits(space).length > 0) {
      void this.activationMenu(space, acts);
      return true;
    }
    if (acts.length === 1) return this.send(acts[0]!);
    if (acts.length > 1) {
      this.host.menu(
        { space },
        this.host.spaceName(space),
        acts.map((a) => this.item(a)),
      );
      return true;
    }
    const here = this.ownUnits(space).map((p) => p.id);
    const groups = groupsFrom(this.all, here);
    if (groups.length === 0) return false;
    this.expectSelect = here[here.length - 1] ?? null;
    this.setFocus({ units: groups[0]!, groups, from: space });
    this.host.focusChanged(this.shown());
    this.host.ctx.redraw();
    return true;
  }

  /** A counter in a box of the sheet was clicked: it is picked up when it may go somewhere, or its menu opens. */
  clickPiece(piece: Piece, unitMenu: LegalAction[]): boolean {
    if (unitMenu.length > 0) {
      this.host.menu(
        { piece: piece.id },
        this.host.ctx.pieceName(piece.id),
        unitMenu.map((a) => this.item(a)),
      );
      return true;
    }
    if (groupsWith(this.all, piece.id).length === 0) return false;
    this.focusOn(piece.id);
    this.host.focusChanged(this.shown());
    this.host.ctx.redraw();
    return true;
  }

  /** A drag begins: the units it carries (the group chosen, else the stack, else the unit), their places lit. */
  dragStart(piece: Piece): boolean {
    const v = this.view;
    if (!v || v.state.mode === 'honor') return false;
    this.note = null;
    const groups = groupsWith(this.all, piece.id);
    if (groups.length === 0) {
      // Nothing of the rules moves it now: the drop says why.
      this.setFocus({ units: [piece.id], groups: [], from: null });
      return true;
    }
    if (!this.focus?.units.includes(piece.id) || !groups.some((g) => sameUnits(g, this.focus!.units))) {
      const from = piece.at.kind === 'space' ? piece.at.space : null;
      const here = from ? this.ownUnits(from).map((p) => p.id) : [piece.id];
      const all = groupsFrom(this.all, here);
      // An SR carries the unit picked up; a stack's move, its whole stack unless a group was chosen.
      const single = groups.find((g) => g.length === 1 && g[0] === piece.id);
      const units = groups[0]!.length > 1 && !this.isSingleVerb(piece.id) ? groups[0]! : (single ?? groups[0]!);
      this.setFocus({ units, groups: all.length > 1 ? all : [], from });
    }
    this.host.focusChanged(this.shown());
    return true;
  }

  /** The dragged units were dropped on `to`: the action there, a menu of them, or why not. */
  drop(piece: Piece, to: Location): void {
    const f = this.focus;
    if (!f) return;
    const dest = destinations(this.all, f.units).get(placeKey(to));
    if (dest) {
      this.carryTo(dest, to);
      return;
    }
    void this.refuse(piece, f.units, to);
  }

  /** Choose group `i` of the units being moved. */
  pickGroup(i: number): void {
    const f = this.focus;
    const g = f?.groups[i];
    if (!f || !g) return;
    this.setFocus({ ...f, units: g });
    this.host.focusChanged(this.shown());
    this.host.ctx.redraw();
  }

  private setFocus(f: Focus | null): void {
    this.focus = f;
    if (!f) this.note = null;
  }

  /** Pick up a unit (selected in the stack list, or clicked in a box): it alone, or its largest group. */
  private focusOn(unit: string): void {
    const groups = groupsWith(this.all, unit);
    if (groups.length === 0) return;
    const single = groups.find((g) => g.length === 1);
    const p = this.host.ctx.piece(unit);
    const from = p?.at.kind === 'space' ? p.at.space : null;
    const all = from
      ? groupsFrom(
          this.all,
          this.ownUnits(from).map((x) => x.id),
        )
      : groups;
    this.setFocus({ units: single ?? groups[0]!, groups: all.length > 1 ? all : [], from });
  }

  /** Whether a unit's carries are one unit each (an SR, a retreat, a unit placed): never a stack. */
  private isSingleVerb(unit: string): boolean {
    return this.all.filter((c) => c.units.includes(unit)).every((c) => c.units.length === 1);
  }

  /** What the panel shows of the units being moved. */
  private shown(): FocusShown | null {
    const f = this.focus;
    if (!f) return null;
    const verb = this.all.find((c) => sameUnits(c.units, f.units))?.action.verb ?? '';
    const name = (id: string) => this.host.ctx.pieceName(id);
    return {
      title: focusTitle(verb, f.units, f.from ? this.host.spaceName(f.from) : null, name),
      groups: f.groups.map((g) => ({ text: groupText(g, name) })),
      chosen: Math.max(
        0,
        f.groups.findIndex((g) => sameUnits(g, f.units)),
      ),
      hint: focusHint(verb, this.view),
      note: this.note,
    };
  }

  /** Carry the units with one of the actions for that place (a menu when there are several). */
  private carryTo(dest: Carry[], to: Location): boolean {
    if (dest.length === 1) return this.send(dest[0]!.action);
    const at = to.kind === 'space' ? { space: to.space } : { piece: dest[0]!.units[0]! };
    const title = to.kind === 'space' ? this.host.spaceName(to.space) : this.host.ctx.pieceName(dest[0]!.units[0]!);
    this.host.menu(
      at,
      title,
      dest.map((c) => this.item(c.action)),
    );
    return true;
  }

  /** Why the units cannot go to `to`: the rules' answer for the step's verb, else "not one of the lit places". */
  private async refuse(piece: Piece, units: string[], to: Location): Promise<void> {
    const v = this.view;
    const step = stepOf(v);
    const side = v?.toAct[0] ?? v?.side ?? '';
    let action: Action | null = null;
    if (step === 'sr') action = { side, verb: 'redeploy', args: { unit: piece.id, to: to as never } };
    else if (step === 'ops-move' && to.kind === 'space' && !this.all.some((c) => c.units.includes(piece.id)))
      action = { side, verb: 'moveStack', args: { units, path: [to.space] } };
    const r = action ? await this.host.ctx.preview(action) : null;
    const place = to.kind === 'space' ? this.host.spaceName(to.space) : t('crusade.map.thatPlace');
    this.note = refusalText(r, t('crusade.map.notThere', { place }));
    if (this.focus) this.host.focusChanged(this.shown());
  }

  /** §8.2.3 a space's two activations: each listed one, and the other with the rule that forbids it. */
  private async activationMenu(space: string, acts: LegalAction[]): Promise<void> {
    const v = this.view!;
    const side = v.toAct[0] ?? v.side;
    const points = (v.state.vars as { play?: { points?: number } }).play?.points ?? 0;
    const items: MenuItem[] = [];
    for (const as of ['move', 'attack']) {
      const a = acts.find((x) => x.verb === 'activate' && x.args?.as === as);
      const text = t(`crusade.map.activate.${as}`);
      const detail = t('crusade.map.opsCost', { cost: 1, left: points });
      if (a) items.push({ id: `activate-${as}`, text, detail, run: () => this.send(a) });
      else {
        const r = await this.host.ctx.preview({ side, verb: 'activate', args: { space, as } });
        const why = refusalText(r, t('crusade.map.notNow'));
        items.push({ id: `activate-${as}`, text, detail, why });
      }
    }
    for (const a of acts.filter((x) => x.verb !== 'activate')) items.push(this.item(a));
    this.host.menu({ space }, this.host.spaceName(space), items);
  }

  /** A menu item for a listed action, in the chooser's words. */
  private item(a: LegalAction): MenuItem {
    const c = this.all.find((x) => x.action === a);
    return { id: a.verb, text: this.words(a), detail: c ? carryLabel(c) : undefined, run: () => this.send(a) };
  }

  /** The words of an action (set by the screen: the chooser's). */
  words: (a: LegalAction) => string = (a) => a.verb;

  private send(a: LegalAction): boolean {
    this.setFocus(null);
    this.host.focusChanged(null);
    void this.host.ctx.act(a.verb, a.args ?? {});
    return true;
  }

  /** The viewer's units in a space. */
  private ownUnits(space: string): Piece[] {
    const v = this.view;
    return (v?.state.pieces ?? []).filter(
      (p) => p.kind === 'unit' && p.side === v?.side && p.at.kind === 'space' && p.at.space === space,
    );
  }
}

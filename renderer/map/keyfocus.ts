// The map by keyboard (issue 26 §4): while the map has the focus, the arrows move a focus ring over its hexes or
// spaces (to the nearest place the arrow points at); Enter does what a click there does (answers a place, opens an
// attack or a space's menu) and selects its top unit, Tab then cycles the stack; a selected unit's legal
// destinations and targets (from the view's legal actions) are walked with the arrows or N and P, each said with
// its cost; Enter moves or attacks, Esc cancels. U selects the next unit that may go somewhere (one off the map
// too). Every step is said in the live region. One Pixi layer draws the ring, only while the focus came by the
// keyboard; nothing here knows a game.

import { Container, Graphics } from 'pixi.js';
import type { LegalAction, Location, Piece } from '../../engine/core/types.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import { t } from '../i18n/index.js';
import { destinationsOf, type PlayPhrase } from '../panels/commandphrases.js';
import type { Board } from './board.js';
import { isArrow, type NavPlace, nearestTo, nearestToward, placeKey, stepIndex } from './keynav.js';

/** What the map's keyboard needs from the page. */
export interface KeyFocusHost {
  /** False while the map's keys belong to something else (the replay bar's arrows). */
  enabled(): boolean;
  board(): Board | null;
  /** The pieces shown now. */
  pieces(): readonly Piece[];
  /** The view's legal actions as phrases (commandphrases.ts). */
  phrases(): PlayPhrase[];
  /** Do what a click on this place does (its top stack clicked, or the empty place). */
  click(at: Location, stack: Piece[]): void;
  select(piece: string | null): void;
  selected(): string | null;
  act(a: LegalAction): void;
  say(text: string): void;
  pieceName(id: string): string;
  /** A place's name ("hex 1420", a space's printed name). */
  placeName(at: Location): string;
  /** Bring a map point into view. */
  show(p: Point): void;
  requestRender(): void;
}

/** The focus ring's layer and the keys of the map. */
export class KeyFocus {
  readonly layer = new Container({ label: 'key-focus' });
  private ring = new Graphics();
  private at: Location | null = null;
  /** A walk of a selected unit's destinations: the unit, the list, the one shown. */
  private walk: { piece: string; list: PlayPhrase[]; i: number } | null = null;
  private element: HTMLElement | null = null;
  /** The map's focus came by the keyboard, or a key was used on it since the last click. */
  private keyed = false;

  constructor(private host: KeyFocusHost) {
    this.layer.eventMode = 'none';
    this.layer.addChild(this.ring);
  }

  /** Take the map element's keys (it is made focusable) and draw the ring while it has the focus. */
  attach(element: HTMLElement): void {
    this.element = element;
    element.tabIndex = 0;
    element.addEventListener('keydown', (e) => {
      if (e.target === element && this.key(e)) {
        this.keyed = true;
        e.preventDefault();
        e.stopPropagation();
        this.draw();
      }
    });
    // Focus by the keyboard only: a click on the map focuses it too, and draws no ring and says nothing.
    element.addEventListener('pointerdown', () => {
      this.keyed = false;
    });
    element.addEventListener('focus', () => {
      this.keyed = element.matches(':focus-visible');
      if (!this.keyed) return;
      if (!this.at) this.start();
      this.draw();
      if (this.at) this.announce();
    });
    element.addEventListener('blur', () => this.draw());
  }

  /** The place the ring is on (null: none yet), for tests. */
  get focused(): Location | null {
    return this.walk ? (this.walk.list[this.walk.i]?.to ?? null) : this.at;
  }

  /** A new snapshot: a walk follows the unit's destinations now, or ends when it has none. */
  refresh(): void {
    const w = this.walk;
    if (w) {
      const list = this.destinations(w.piece);
      if (list.length === 0) this.walk = null;
      else this.walk = { ...w, list, i: Math.min(w.i, list.length - 1) };
    }
    this.draw();
  }

  private places(): NavPlace[] {
    const b = this.host.board();
    if (!b) return [];
    if (b.hex) return b.hex.nodes().map((hex) => ({ at: { kind: 'hex', hex } as Location, p: b.hex!.center(hex) }));
    return (b.map.spaces ?? []).map((s) => ({ at: { kind: 'space', space: s.id } as Location, p: { x: s.x, y: s.y } }));
  }

  /** The first place: the selected unit's, else the middle of the map. */
  private start(): void {
    const b = this.host.board();
    if (!b) return;
    const sel = this.host.pieces().find((p) => p.id === this.host.selected());
    if (sel && b.locate(sel.at)) this.at = sel.at;
    else {
      const r = b.bounds();
      this.at = nearestTo({ x: r.x + r.w / 2, y: r.y + r.h / 2 }, this.places())?.at ?? null;
    }
  }

  private stackAt(at: Location): Piece[] {
    const k = placeKey(at);
    return this.host.pieces().filter((p) => placeKey(p.at) === k);
  }

  /** The phrases that take `piece` somewhere, one a place. */
  private destinations(piece: string): PlayPhrase[] {
    const seen = new Set<string>();
    return destinationsOf(this.host.phrases(), piece).filter((p) => {
      const k = placeKey(p.to!);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }

  /** One key on the map: true when used. */
  key(e: KeyboardEvent): boolean {
    if (e.ctrlKey || e.metaKey || e.altKey || !this.host.enabled()) return false;
    if (this.walk) return this.walkKey(e);
    if (isArrow(e.key)) {
      if (!this.at) this.start();
      const from = this.at && this.host.board()?.locate(this.at);
      const next = from ? nearestToward(from, e.key, this.places()) : null;
      if (next) this.at = next.at;
      this.draw();
      this.announce();
      return true;
    }
    if (e.key === 'Enter' && this.at) {
      const stack = this.stackAt(this.at);
      this.host.click(this.at, stack);
      const top = stack[stack.length - 1];
      if (top) this.choose(top.id);
      return true;
    }
    if (e.key === 'Tab' && this.at) return this.cycle(e.shiftKey);
    if (e.key === 'u' || e.key === 'U') return this.nextUnit(e.key === 'U');
    return false;
  }

  /** U: the next unit that may go somewhere now (Shift: the one before), on the map or off it, selected. */
  private nextUnit(back: boolean): boolean {
    const movers = [...new Set(this.host.phrases().flatMap((p) => (p.to ? p.pieces : [])))];
    if (movers.length === 0) {
      this.host.say(t('keys.noUnit'));
      return true;
    }
    const i = movers.indexOf(this.host.selected() ?? '');
    const id = movers[i < 0 ? (back ? movers.length - 1 : 0) : (i + (back ? -1 : 1) + movers.length) % movers.length]!;
    const piece = this.host.pieces().find((p) => p.id === id);
    if (piece && this.host.board()?.locate(piece.at)) this.at = piece.at;
    this.host.select(id);
    this.choose(id);
    return true;
  }

  /** Tab on a place whose unit was selected by Enter: the next (Shift: previous) unit of its stack. */
  private cycle(back: boolean): boolean {
    const stack = this.at ? this.stackAt(this.at) : [];
    const i = stack.findIndex((p) => p.id === this.host.selected());
    if (stack.length < 2 || i < 0) return false;
    const next = stack[(i + (back ? -1 : 1) + stack.length) % stack.length]!;
    this.host.select(next.id);
    this.host.say(
      t('keys.inStack', { n: stack.indexOf(next) + 1, count: stack.length, unit: this.host.pieceName(next.id) }),
    );
    this.choose(next.id, true);
    return true;
  }

  /** A unit selected: its destinations walked, if it has any. */
  private choose(piece: string, quiet = false): void {
    const list = this.destinations(piece);
    const unit = this.host.pieceName(piece);
    this.walk = list.length > 0 ? { piece, list, i: 0 } : null;
    if (!quiet || list.length > 0)
      this.host.say(list.length > 0 ? t('keys.selected', { unit, count: list.length }) : t('keys.nowhere', { unit }));
    if (this.walk) this.sayDestination();
    this.draw();
  }

  private walkKey(e: KeyboardEvent): boolean {
    const w = this.walk!;
    const next = stepIndex(w.i, w.list.length, e.key);
    if (next !== null) {
      w.i = next;
      this.sayDestination();
      this.draw();
      return true;
    }
    if (e.key === 'Tab') return this.cycle(e.shiftKey);
    if (e.key === 'Escape') {
      this.walk = null;
      this.host.select(null);
      this.host.say(t('keys.cancelled'));
      this.draw();
      return true;
    }
    if (e.key !== 'Enter') return false;
    const p = w.list[w.i]!;
    this.walk = null;
    this.at = p.to;
    if (p.viaClick) {
      // The game's panel for it opens (an attack's odds before Attack): Tab goes on into it.
      this.host.click(p.to!, this.stackAt(p.to!));
      this.host.say(t('keys.panel', { place: this.host.placeName(p.to!) }));
    } else this.host.act(p.action);
    this.draw();
    return true;
  }

  private sayDestination(): void {
    const w = this.walk!;
    const p = w.list[w.i]!;
    const place = this.host.placeName(p.to!);
    const text = p.cost ? t('keys.cost', { text: place, cost: p.cost }) : place;
    this.host.say(t('keys.destination', { n: w.i + 1, count: w.list.length, text }));
  }

  /** Say the focused place and its stack. */
  private announce(): void {
    if (!this.at) return;
    const place = this.host.placeName(this.at);
    const stack = this.stackAt(this.at);
    if (stack.length === 0) return this.host.say(t('keys.empty', { place }));
    const units = [...stack]
      .reverse()
      .map((p) => this.host.pieceName(p.id))
      .join(', ');
    this.host.say(t('keys.stack', { place, units }));
  }

  /** Draw the ring on the focused place (and bring it into view) while the map has the focus. */
  private draw(): void {
    const g = this.ring;
    g.clear();
    const b = this.host.board();
    const at = this.focused;
    const on = this.keyed && this.element !== null && document.activeElement === this.element;
    if (this.element) this.element.dataset.focus = at ? placeKey(at) : '';
    if (!b || !at || !on) return this.host.requestRender();
    const c = b.locate(at);
    if (!c) return this.host.requestRender();
    // A black ring with a white one inside (cyan while walking destinations): seen on any terrain and over the
    // lit hexes and spaces, as wide as a fifth of a counter whatever the zoom.
    const w = b.counterSize * 0.2;
    const inner = { width: w / 2, color: this.walk ? 0x00e5ff : 0xffffff };
    if (at.kind === 'hex' && b.hex) {
      const pts = b.hex
        .gridOf(at.hex)
        .corners(at.hex)
        .flatMap((q) => [q.x, q.y]);
      g.poly(pts).stroke({ width: w, color: 0x000000 }).poly(pts).stroke(inner);
    } else {
      const r = (at.kind === 'space' ? b.spaceSize : b.counterSize / 2) * 1.7;
      g.circle(c.x, c.y, r).stroke({ width: w, color: 0x000000 }).circle(c.x, c.y, r).stroke(inner);
    }
    this.host.show(c);
    this.host.requestRender();
  }
}

// Dragging counters between hexes, spaces, map boxes and the counter sheet, without panning the map:
// the press stops propagation AND pauses the viewport's drag plugin (feasibility item 3, belt and braces).
// A ghost follows the pointer on a top layer in screen space; the drop becomes one `move` intent, or, for a
// marker dragged out of the counter sheet's tray, one `placeMarker` intent (map places only).

import { type Container, type FederatedPointerEvent, type Point as PixiPoint, type Rectangle, Sprite } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import type { GameModule } from '../../engine/core/module.js';
import type { Location, Piece } from '../../engine/core/types.js';
import { sameLocation } from '../../engine/core/view.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import type { Board } from './board.js';
import { counterFace } from './counterface.js';
import { counterTexture } from './counters.js';
import type { StackSprite } from './stackview.js';
import { SHEET_COUNTER, type SheetView } from '../sheet/sheetview.js';

/** A press shorter than this (screen pixels) is a click, not a drag. */
export const DRAG_THRESHOLD = 4;

/** What the drag controller needs from the map view. */
export interface DragHost {
  board(): Board | null;
  module(): GameModule | null;
  requestRender(): void;
  /** A counter was dropped on another place. */
  onMove(piece: Piece, to: Location): void;
  /** A marker from the tray was dropped on a map place. */
  onPlace(def: string, to: Location): void;
  /** A counter was pressed and released without moving. */
  onClick(piece: Piece, stack: Piece[], client: Point): void;
}

interface Press {
  piece: Piece;
  sprite: StackSprite;
  start: PixiPoint;
  stack: Piece[];
  dragging: boolean;
  ghost?: Sprite;
  source: DragSource;
}

/** Where a press started: a map stack, a counter-sheet cell, or the markers tray (a marker not yet placed). */
export type DragSource = 'map' | 'sheet' | 'tray';

/** Tracks one press/drag at a time on the stage. */
export class DragController {
  private current: Press | null = null;

  constructor(
    stage: Container, screen: Rectangle, private viewport: Viewport, private sheet: SheetView,
    private layer: Container, private host: DragHost,
  ) {
    stage.eventMode = 'static';
    stage.hitArea = screen;
    stage.on('globalpointermove', (e) => this.move(e));
    stage.on('pointerup', (e) => this.up(e));
    stage.on('pointerupoutside', (e) => this.up(e));
  }

  /** Whether a counter is pressed (maybe not yet dragged). */
  get pressed(): boolean {
    return this.current !== null;
  }

  /** Left button down on a counter (the caller already stopped propagation). */
  press(piece: Piece, stack: Piece[], sprite: StackSprite, e: FederatedPointerEvent, source: DragSource): void {
    this.viewport.plugins.pause('drag');
    this.current = { piece, sprite, stack, start: e.global.clone(), dragging: false, source };
  }

  private move(e: FederatedPointerEvent): void {
    const p = this.current;
    if (!p) return;
    if (!p.dragging) {
      if (Math.hypot(e.global.x - p.start.x, e.global.y - p.start.y) < DRAG_THRESHOLD) return;
      const module = this.host.module();
      if (!module) return;
      p.dragging = true;
      const ghost = new Sprite(counterTexture(counterFace(module, p.piece)));
      ghost.anchor.set(0.5);
      const size = p.source !== 'map' ? SHEET_COUNTER : Math.max(28, (this.host.board()?.counterSize ?? 40) * this.viewport.scaled);
      ghost.width = size;
      ghost.height = size;
      ghost.alpha = 0.9;
      ghost.label = 'drag-ghost';
      this.layer.addChild(ghost);
      p.ghost = ghost;
      p.sprite.alpha = 0.35;
    }
    p.ghost!.position.set(e.global.x, e.global.y);
    this.host.requestRender();
  }

  private up(e: FederatedPointerEvent): void {
    const p = this.current;
    if (!p) return;
    this.end();
    if (p.source === 'tray') {
      // A tray marker is placed on the map only (a hex, a space, a map box or track slot); a click does nothing.
      const to = p.dragging ? this.mapTarget({ x: e.global.x, y: e.global.y }) : null;
      if (to) this.host.onPlace(p.piece.def, to);
      return;
    }
    if (!p.dragging) {
      this.host.onClick(p.piece, p.stack, { x: e.clientX, y: e.clientY });
      return;
    }
    const to = this.dropTarget({ x: e.global.x, y: e.global.y });
    if (to && !sameLocation(to, p.piece.at)) this.host.onMove(p.piece, to);
  }

  /** The place under a canvas point: a counter-sheet box, else a map box / space / hex. */
  dropTarget(g: Point): Location | null {
    const onSheet = this.sheet.hitTest(g);
    if (onSheet) return onSheet;
    return this.mapTarget(g);
  }

  /** The map place (box, space, hex) under a canvas point; null over the counter sheet or empty paper. */
  mapTarget(g: Point): Location | null {
    const board = this.host.board();
    if (!board || g.x >= this.sheet.x) return null;
    return board.hitTest(this.viewport.toWorld(g.x, g.y));
  }

  private end(): void {
    const p = this.current;
    this.current = null;
    if (p?.ghost) {
      this.layer.removeChild(p.ghost);
      p.ghost.destroy();
    }
    if (p && !p.sprite.destroyed) p.sprite.alpha = 1;
    this.viewport.plugins.resume('drag');
    this.host.requestRender();
  }

  /** Put the counter back without sending anything (Esc, or the pieces were redrawn). */
  cancel(): boolean {
    if (!this.current) return false;
    this.end();
    return true;
  }
}

// Dragging counters between hexes, spaces, map boxes and the counter sheet, without panning the map:
// the press stops propagation AND pauses the viewport's drag plugin (feasibility item 3, belt and braces).
// A ghost follows the pointer on a top layer in screen space; the drop becomes one `move` intent, or, for a
// marker dragged out of the counter sheet's tray, one `placeMarker` intent (map places only). A press while the
// map is panning, pinching or gliding is refused (press.ts), so a counter never travels with the map.

import { type Container, type FederatedPointerEvent, type Rectangle, Sprite } from 'pixi.js';
import type { Viewport } from 'pixi-viewport';
import type { GameModule } from '../../engine/core/module.js';
import type { Location, Piece } from '../../engine/core/types.js';
import { sameLocation } from '../../engine/core/view.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import type { Board } from './board.js';
import { counterFace } from './counterface.js';
import { counterTexture } from './counters.js';
import type { StackSprite } from './stackview.js';
import type { SheetView } from '../sheet/sheetview.js';
import { type CameraMotion, PressTracker } from './press.js';

/** What the drag controller needs from the map view. */
export interface DragHost {
  board(): Board | null;
  module(): GameModule | null;
  requestRender(): void;
  /** True while counters may not be dragged (a replayed position): a drag is dropped as it starts. */
  locked?(): boolean;
  /** A counter was dropped on another place. */
  onMove(piece: Piece, to: Location): void;
  /** A marker from the tray was dropped on a map place. */
  onPlace(def: string, to: Location): void;
  /** A counter was pressed and released without moving. */
  onClick(piece: Piece, stack: Piece[], client: Point): void;
  /** A drag began (the counter left its place): the page highlights where it may go. */
  onDragStart?(piece: Piece, source: DragSource, stack: Piece[]): void;
  /** The drag ended (dropped or cancelled). */
  onDragEnd?(): void;
}

interface Press {
  piece: Piece;
  sprite: StackSprite;
  stack: Piece[];
  ghost?: Sprite;
  source: DragSource;
}

/** Where a press started: a map stack, a counter-sheet cell, or the markers tray (a marker not yet placed). */
export type DragSource = 'map' | 'sheet' | 'tray';

/** What the viewport's plugins say about the camera's motion (pixi-viewport's drag, pinch and decelerate). */
export function cameraMotion(viewport: Viewport): CameraMotion {
  const drag = viewport.plugins.get('drag', true) as { active?: boolean } | null;
  const pinch = viewport.plugins.get('pinch', true) as { active?: boolean; pinching?: boolean } | null;
  const glide = viewport.plugins.get('decelerate', true) as { isActive?: () => boolean } | null;
  return {
    panning: drag?.active === true,
    pinching: pinch?.active === true || pinch?.pinching === true,
    decelerating: glide?.isActive?.() === true,
    // Touches only: a mouse has one pointer, and a mouse-down flag left stuck must never lock the counters.
    touchesOnMap: viewport.input?.touches?.length ?? 0,
  };
}

/** Tracks one press/drag at a time on the stage. */
export class DragController {
  private presses = new PressTracker<Press>();

  constructor(
    stage: Container,
    screen: Rectangle,
    private viewport: Viewport,
    private sheet: SheetView,
    private layer: Container,
    private host: DragHost,
  ) {
    stage.eventMode = 'static';
    stage.hitArea = screen;
    stage.on('globalpointermove', (e) => this.move(e));
    stage.on('pointerup', (e) => this.up(e));
    stage.on('pointerupoutside', (e) => this.up(e));
  }

  /** Whether a counter is pressed (maybe not yet dragged). */
  get pressed(): boolean {
    return this.presses.item !== null;
  }

  /**
   * Left button down on a counter. Returns false, taking nothing, while the map is panning, pinching or gliding:
   * the press then belongs to the camera (the caller lets it through to the viewport).
   */
  press(piece: Piece, stack: Piece[], sprite: StackSprite, e: FederatedPointerEvent, source: DragSource): boolean {
    const taken = this.presses.press(
      { piece, sprite, stack, source },
      e.pointerId,
      e.global,
      cameraMotion(this.viewport),
    );
    if (!taken) return false;
    this.viewport.plugins.pause('drag');
    return true;
  }

  private move(e: FederatedPointerEvent): void {
    const step = this.presses.move(e.pointerId, e.global);
    const p = this.presses.item;
    if (step === 'none' || !p) return;
    if (step === 'start' && this.host.locked?.()) {
      this.cancel();
      return;
    }
    if (step === 'start') {
      const module = this.host.module();
      if (!module) return;
      const ghost = new Sprite(counterTexture(counterFace(module, p.piece)));
      ghost.anchor.set(0.5);
      const onMap = Math.max(28, (this.host.board()?.counterSize ?? 40) * this.viewport.scaled);
      const size = p.source !== 'map' ? this.sheet.counterSize : onMap;
      ghost.width = size;
      ghost.height = size;
      ghost.alpha = 0.9;
      ghost.label = 'drag-ghost';
      this.layer.addChild(ghost);
      p.ghost = ghost;
      p.sprite.alpha = 0.35;
      this.host.onDragStart?.(p.piece, p.source, p.stack);
    }
    p.ghost?.position.set(e.global.x, e.global.y);
    this.host.requestRender();
  }

  private up(e: FederatedPointerEvent): void {
    const r = this.presses.release(e.pointerId, e.global);
    if (r.kind === 'none') return;
    const p = r.item;
    if (p.source === 'tray') {
      this.end(p);
      // A tray marker is placed on the map only (a hex, a space, a map box or track slot); a click does nothing.
      const to = r.kind === 'drop' ? this.mapTarget(r.at) : null;
      if (to) this.host.onPlace(p.piece.def, to);
      return;
    }
    if (r.kind === 'click') {
      this.end(p);
      this.host.onClick(p.piece, p.stack, { x: e.clientX, y: e.clientY });
      return;
    }
    // The drop is told before the drag's end: a page that took the drag still knows it when the drop comes.
    const to = this.dropTarget(r.at);
    if (to && !sameLocation(to, p.piece.at)) this.host.onMove(p.piece, to);
    this.end(p);
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

  private end(p: Press): void {
    if (p.ghost) {
      this.layer.removeChild(p.ghost);
      p.ghost.destroy();
      this.host.onDragEnd?.();
    }
    if (!p.sprite.destroyed) p.sprite.alpha = 1;
    this.viewport.plugins.resume('drag');
    this.host.requestRender();
  }

  /** Put the counter back without sending anything (Esc, or the pieces were redrawn). */
  cancel(): boolean {
    const p = this.presses.cancel();
    if (!p) return false;
    this.end(p);
    return true;
  }
}

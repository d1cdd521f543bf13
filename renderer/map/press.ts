// The state machine of one press on a counter, as plain data (no Pixi), so its rules are unit-tested: a press
// while the camera is panning, pinching or decelerating is refused (it belongs to the pan, and must never carry a
// counter along with the map); only the pointer that pressed moves or drops the counter; a press that travels
// less than the threshold is a click.

import type { Point } from '../../engine/geometry/hexgrid.js';

/** A press shorter than this (screen pixels) is a click, not a drag. */
export const DRAG_THRESHOLD = 4;

/** What the camera is doing when a counter is pressed. */
export interface CameraMotion {
  /** A pointer is dragging the map (it has moved past the viewport's threshold). */
  panning: boolean;
  /** Two pointers are pinching the map. */
  pinching: boolean;
  /** The map is still gliding after a pan. */
  decelerating: boolean;
  /** Touch pointers already down on the map (a finger that may start panning at any moment). */
  touchesOnMap: number;
}

/** Whether the camera is moving (or about to), so that a press on a counter must not pick it up. */
export function cameraBusy(m: CameraMotion): boolean {
  return m.panning || m.pinching || m.decelerating || m.touchesOnMap > 0;
}

/** What a pointer move did to the press. */
export type MoveStep = 'none' | 'start' | 'drag';

/** What releasing the pointer means: nothing (not our pointer), a click, or a drop at a point. */
export type Release<T> = { kind: 'none' } | { kind: 'click'; item: T } | { kind: 'drop'; item: T; at: Point };

/** One press at a time: pressed, then maybe dragging, then released or cancelled. */
export class PressTracker<T> {
  private cur: { item: T; pointer: number; start: Point; dragging: boolean } | null = null;

  constructor(private threshold = DRAG_THRESHOLD) {}

  /** The pressed item, or null. */
  get item(): T | null {
    return this.cur?.item ?? null;
  }

  /** Whether the pressed item is being dragged (past the threshold). */
  get dragging(): boolean {
    return this.cur?.dragging ?? false;
  }

  /** A press on an item: refused (false) while another press is on or the camera is busy. */
  press(item: T, pointer: number, at: Point, camera: CameraMotion): boolean {
    if (this.cur || cameraBusy(camera)) return false;
    this.cur = { item, pointer, start: { x: at.x, y: at.y }, dragging: false };
    return true;
  }

  /** A pointer moved: 'start' when this one crosses the threshold, 'drag' after that; other pointers do nothing. */
  move(pointer: number, at: Point): MoveStep {
    const c = this.cur;
    if (!c || c.pointer !== pointer) return 'none';
    if (c.dragging) return 'drag';
    if (Math.hypot(at.x - c.start.x, at.y - c.start.y) < this.threshold) return 'none';
    c.dragging = true;
    return 'start';
  }

  /** A pointer went up: ends the press when it is the pressing pointer (a click, or a drop where it is). */
  release(pointer: number, at: Point): Release<T> {
    const c = this.cur;
    if (!c || c.pointer !== pointer) return { kind: 'none' };
    this.cur = null;
    return c.dragging ? { kind: 'drop', item: c.item, at: { x: at.x, y: at.y } } : { kind: 'click', item: c.item };
  }

  /** Drop the press without a result (Esc, pieces redrawn); returns the item that was pressed, or null. */
  cancel(): T | null {
    const item = this.cur?.item ?? null;
    this.cur = null;
    return item;
  }
}

// window.__sandtable: the automation surface end-to-end tests (and scripts) drive the app through.
// It reads only what the page already shows; every change still goes through the host.

import type { View } from '../engine/core/types.js';
import type { App } from './app/app.js';
import type { ReplayPoint } from '../schemas/host-api.js';

/** A point in page (CSS) pixels, for page.mouse. */
export interface PagePoint {
  x: number;
  y: number;
}

/** The surface exposed on window. */
export interface SandtableAutomation {
  /** Resolves when the first snapshot has been drawn (or the app knows there is no game). */
  ready: Promise<void>;
  /** The current View as plain data (a JSON clone), or null without a game or while the hand-over curtain is up. */
  view(): View | null;
  /**
   * Page coordinates of a hex centre, a counter (its stack on the map or its cell in the counter sheet), a
   * point-to-point space, a box (map box / track slot, or a counter-sheet box: drop points), or a marker def in
   * the counter sheet's tray (where to start dragging a new marker); null if not shown.
   */
  screenOf(
    target:
      | { hex: string }
      | { piece: string }
      | { space: string }
      | { box: string; index?: number }
      | { marker: string },
  ): PagePoint | null;
  /** The counter sheet's markers tray as drawn: every marker def with how many are left to place. */
  markers(): { def: string; available: number }[];
  /** Current zoom (screen pixels per map pixel). */
  scale(): number;
  /** The document revision (DocInfo.revision), or -1 without a game. */
  revision(): number;
  /** The number of entries in the action log (0 without a game), also under the curtain (which holds no line). */
  logLength(): number;
  /** Resolves after pending host calls are answered and the next frame is drawn. */
  idle(): Promise<void>;
  /** Resolves after pending host calls are answered and any frame they asked for is drawn (draws no extra one). */
  settled(): Promise<void>;
  /** The selected piece id (click, context menu), or null. */
  selected(): string | null;
  /** Frames drawn so far; it does not move while nothing changes (the map renders on demand). */
  frames(): number;
  /** The most textures one batch of the map's drawing uses (the renderer's limit, capped: map/batching.ts). */
  batchTextures(): number;
  /** Draws the map once more, unchanged, and resolves when it is drawn (benchmarks: the cost of one frame). */
  redraw(): Promise<void>;
  /**
   * The hexes lit on the map now: while a counter is dragged its legal destinations ('move', label = the MP it
   * costs), else the places a prompt waits for ('place'), attackable hexes ('target'), the picked target
   * ('picked') and the picked attackers' hexes ('attacker').
   */
  highlights(): { hex: string; kind: string; label?: string }[];
  /** The map overlays drawn now (supply, zoc, air, control). */
  overlays(): string[];
  /** Point-to-point maps: the spaces lit now (to activate, a dragged stack's destinations with their cost and route,
   *  the targets, the attack picked and its attackers' spaces): `chosen` the one selected, `kind` how it is lit. */
  spacePicks(): { space: string; chosen?: boolean; kind?: string; label?: string; route?: string[] }[];
  /** The replayed position the map shows (a JSON clone: entry seq, log length, turn, phase, view), or null. */
  replay(): ReplayPoint | null;
}

declare global {
  interface Window {
    __sandtable?: SandtableAutomation;
  }
}

/** Install window.__sandtable for an app; `ready` is the app's first-draw promise. */
export function installAutomation(app: App | null, ready: Promise<void>): SandtableAutomation {
  const surface: SandtableAutomation = {
    ready,
    view() {
      const v = app?.store.snapshot?.view;
      return v ? (JSON.parse(JSON.stringify(v)) as View) : null;
    },
    screenOf(target) {
      if (!app) return null;
      if ('hex' in target) return app.map.screenOfHex(target.hex);
      if ('piece' in target) return app.map.screenOfPiece(target.piece);
      if ('marker' in target) return app.map.screenOfMarker(target.marker);
      if ('space' in target) return app.map.screenOfLocation({ kind: 'space', space: target.space });
      if ('box' in target) {
        return app.map.screenOfLocation(
          target.index === undefined
            ? { kind: 'box', box: target.box }
            : { kind: 'box', box: target.box, index: target.index },
        );
      }
      return null;
    },
    markers() {
      return app ? app.map.markerTray() : [];
    },
    scale() {
      return app?.map.scale() ?? 1;
    },
    revision() {
      return app?.store.snapshot?.doc?.revision ?? -1;
    },
    logLength() {
      return app?.store.logLength ?? 0;
    },
    selected() {
      return app?.selected ?? null;
    },
    batchTextures() {
      return app?.map.batchTextures ?? 0;
    },
    frames() {
      return app?.map.frames ?? 0;
    },
    async redraw() {
      await app?.map.nextRender();
    },
    highlights() {
      return app ? app.play.highlights.shown() : [];
    },
    overlays() {
      return app ? app.play.overlays.shown() : [];
    },
    spacePicks() {
      return app ? app.picks.shown() : [];
    },
    replay() {
      const r = app?.store.replay;
      return r ? (JSON.parse(JSON.stringify(r)) as ReplayPoint) : null;
    },
    async idle() {
      await app?.idle();
    },
    async settled() {
      await app?.settled();
    },
  };
  window.__sandtable = surface;
  return surface;
}

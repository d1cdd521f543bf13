// The Pixi side of the page: one Application (rendered on demand, never continuously), the pixi-viewport
// with the static map and the counters, the counter-sheet HUD at the right, and counter dragging.

import { Application, Container, EventsTicker, type FederatedPointerEvent, Ticker } from 'pixi.js';
import { capBatchTextures } from './batching.js';
import { Viewport } from 'pixi-viewport';
import type { GameModule } from '../../engine/core/module.js';
import type { Location, Piece } from '../../engine/core/types.js';
import { sameLocation } from '../../engine/core/view.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import { Board } from './board.js';
import { buildTerrain } from './terrain.js';
import type { MapKey } from '../games/types.js';
import type { StackSprite } from './stackview.js';
import { pickPiece } from './stacks.js';
import { clearCounterTextures, flushCounterAtlas } from './counters.js';
import { CounterLayer, type StackEntry } from './counterlayer.js';
import { TerrainTiles } from './tiles.js';
import { DragController, type DragSource } from './drag.js';
import { SHEET_WIDTH, SheetView } from '../sheet/sheetview.js';
import { SheetControls } from '../sheet/sheetcontrols.js';
import { clampSheetZoom, stepSheetZoom, wheelSteps } from '../sheet/zoom.js';
import { localName, onLanguageChange, t } from '../i18n/index.js';
import { recall, recallFlag, remember, rememberFlag } from '../panels/remember.js';

/** What the map view tells the rest of the page. */
export interface MapCallbacks {
  /** A counter was dropped somewhere else. */
  onMove(piece: Piece, to: Location): void;
  /** A marker was dragged from the tray onto a map place. */
  onPlace?(def: string, to: Location): void;
  /** A stack (or a panel counter) was clicked; null piece: empty map clicked. */
  onSelect(piece: Piece | null, stack: Piece[] | null, client: Point | null): void;
  /** Right click / long press on a counter. */
  onContextMenu(piece: Piece, client: Point): void;
  /** The pointer entered (a stack) or left (null) a stack on the map. */
  onHover?(stack: Piece[] | null): void;
  /** The counter sheet's "Counter legend" button was pressed. */
  onLegend?(): void;
  /** A counter began to be dragged / the drag ended (highlights of legal destinations). */
  onDragStart?(piece: Piece, source: DragSource, stack: Piece[]): void;
  onDragEnd?(): void;
  /** Empty map was clicked: the place under the pointer (a hex, a space, a box), or null on blank paper. */
  onMapClick?(at: Location | null): void;
}

/** City names by hex, in the current language. */
function cityNamesOf(module: GameModule | null): Map<string, string> {
  const cities = (module?.map.hexes ?? []).filter((h) => h.city?.name);
  return new Map(cities.map((h) => [h.id, localName(h.city!.name, h.city!.names)]));
}

/** The map, the counters and the counter sheet. */
export class MapView {
  app = new Application();
  viewport!: Viewport;
  sheet!: SheetView;
  board: Board | null = null;
  private module: GameModule | null = null;
  /** The key of a point-to-point map, from its game's plug-in. */
  private mapKey: MapKey | null = null;
  private pieces: Piece[] = [];
  private selected: string | null = null;
  private terrain: TerrainTiles | null = null;
  private counters = new CounterLayer((e) => this.bindStack(e));
  private dragLayer = new Container({ label: 'drag' });
  /** City names by hex: a stack on a city shows the name its counters hide. */
  private cityNames = new Map<string, string>();
  private drag: DragController | null = null;
  private frame = 0;
  private lastFrame = 0;
  private waiters: (() => void)[] = [];
  /** A frame asked for while frames are held (hold), drawn when they are let go. */
  private held: Promise<void> | null = null;
  private wanted = false;
  /** Frames drawn so far (render on demand: it stays put while nothing changes). */
  frames = 0;
  /** Counters do not drag (a replayed position is shown); clicks still select and inspect. */
  locked = false;
  private fitted = false;
  private parent: HTMLElement | null = null;
  /** The counter sheet's zoom and hide buttons (DOM, over the sheet's title row). */
  sheetControls: SheetControls | null = null;

  constructor(private cb: MapCallbacks) {}

  /** The most textures one batch draws from (batching.ts caps it). */
  get batchTextures(): number {
    return this.app.renderer.limits.maxBatchableTextures;
  }

  /** Create the canvas inside `parent` and wire input. */
  async init(parent: HTMLElement): Promise<void> {
    const w = Math.max(100, parent.clientWidth);
    const h = Math.max(100, parent.clientHeight);
    capBatchTextures();
    await this.app.init({
      width: w,
      height: h,
      antialias: false,
      autoStart: false,
      preference: 'webgl',
      background: '#cfd8dc',
      autoDensity: true,
      resolution: window.devicePixelRatio || 1,
    });
    this.app.ticker.stop(); // render on demand: a board game is idle most of the time and frames are slow here
    // Pixi's system ticker is a requestAnimationFrame loop that never ends: stopped, and ticked by hand after each
    // of our frames for the renderer's scheduler (it frees GPU data nothing uses). The event system's re-check of
    // a still pointer on that ticker is dropped: nothing moves under a still pointer without a frame of ours.
    EventsTicker.removeTickerListener();
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    const canvas = this.app.canvas;
    canvas.setAttribute('aria-label', t('map.label'));
    canvas.setAttribute('data-testid', 'map-canvas');
    parent.appendChild(canvas);

    this.viewport = new Viewport({
      screenWidth: w - this.sheetWidth(),
      screenHeight: h,
      worldWidth: 1000,
      worldHeight: 1000,
      events: this.app.renderer.events,
      noTicker: true,
      passiveWheel: false,
      disableOnContextMenu: true,
    });
    this.viewport
      .drag({ mouseButtons: 'left' })
      .pinch()
      .wheel({ percent: 0.12 })
      .clampZoom({ minScale: 0.05, maxScale: 6 });
    this.viewport.addChild(this.counters.layer);
    this.sheet = new SheetView(
      (piece, sprite, e) => this.onPress(piece, [piece], sprite, e, 'sheet'),
      (piece) => {
        if (!this.drag?.pressed) this.cb.onHover?.(piece ? [piece] : null);
      },
    );
    this.sheet.onTrayPress = (_def, piece, sprite, e) => this.onPress(piece, [piece], sprite, e, 'tray');
    this.sheet.collapsed = recallFlag('sheet.collapsed');
    this.sheet.zoom = clampSheetZoom(Number(recall('sheet.zoom') ?? 1));
    this.sheetControls = new SheetControls({
      legend: () => this.cb.onLegend?.(),
      zoom: (steps) => this.zoomSheet(steps),
      setCollapsed: (c) => this.setSheetCollapsed(c),
      collapsed: () => this.sheet.collapsed,
    });
    parent.append(this.sheetControls.element);
    onLanguageChange(() => this.sheetControls?.render());
    this.app.stage.addChild(this.viewport, this.sheet, this.dragLayer);
    this.drag = new DragController(this.app.stage, this.app.screen, this.viewport, this.sheet, this.dragLayer, {
      board: () => this.board,
      module: () => this.module,
      requestRender: () => this.requestRender(),
      locked: () => this.locked,
      onMove: (piece, to) => this.cb.onMove(piece, to),
      onPlace: (def, to) => this.cb.onPlace?.(def, to),
      onClick: (piece, stack, client) => this.cb.onSelect(piece, stack, client),
      onDragStart: (piece, source, stack) => this.cb.onDragStart?.(piece, source, stack),
      onDragEnd: () => this.cb.onDragEnd?.(),
    });
    this.viewport.on('clicked', (e) => {
      this.cb.onSelect(null, null, null);
      this.cb.onMapClick?.(this.board ? this.board.hitTest(e.world) : null);
    });
    for (const ev of ['moved', 'zoomed', 'moved-end', 'zoomed-end'] as const)
      this.viewport.on(ev, () => this.requestRender());
    // While the camera is dragged or pinched no counter can be pressed: skip hit-testing thousands of stacks on
    // every pointer move.
    for (const [ev, on] of [
      ['drag-start', false],
      ['drag-end', true],
      ['pinch-start', false],
      ['pinch-end', true],
    ] as const)
      this.viewport.on(ev, () => {
        this.counters.layer.interactiveChildren = on;
      });
    // Anything that may have moved the camera asks for a frame; rendering only happens then.
    for (const ev of ['pointermove', 'pointerup', 'wheel', 'touchmove']) {
      canvas.addEventListener(
        ev,
        () => {
          if (this.viewport.dirty) this.requestRender();
        },
        { passive: true },
      );
    }
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
    // Wheel over the counter sheet scrolls the sheet instead of zooming the map; Ctrl/Cmd+wheel (and a trackpad
    // pinch, which browsers send as Ctrl+wheel) zooms the sheet.
    parent.addEventListener(
      'wheel',
      (e) => {
        const r = canvas.getBoundingClientRect();
        if (this.sheet.containsGlobal({ x: e.clientX - r.left, y: e.clientY - r.top })) {
          e.stopPropagation();
          e.preventDefault();
          if (e.ctrlKey || e.metaKey) this.zoomSheet(wheelSteps(e.deltaY));
          else this.sheet.scrollBy(e.deltaY);
          this.requestRender();
        }
      },
      { capture: true, passive: false },
    );
    new ResizeObserver(() => this.resize(parent)).observe(parent);
    this.resize(parent);
  }

  private resize(parent: HTMLElement): void {
    this.parent = parent;
    const w = Math.max(100, parent.clientWidth);
    const h = Math.max(100, parent.clientHeight);
    this.app.renderer.resize(w, h);
    this.viewport.resize(Math.max(50, w - this.sheetWidth()), h);
    this.sheet.x = w - this.sheetWidth();
    this.sheet.update(this.module, this.pieces, this.selected, h);
    this.requestRender();
  }

  /** The counter sheet's width on screen: none while it is hidden. */
  private sheetWidth(): number {
    return this.sheet?.collapsed ? 0 : SHEET_WIDTH;
  }

  /** Zoom the counter sheet by whole steps (in > 0, out < 0) and remember the zoom. */
  zoomSheet(steps: number): void {
    if (!steps || !this.sheet) return;
    this.sheet.zoom = stepSheetZoom(this.sheet.zoom, steps);
    remember('sheet.zoom', String(this.sheet.zoom));
    this.sheet.update(this.module, this.pieces, this.selected, this.app.screen.height);
    this.requestRender();
  }

  /** Hide or show the counter sheet (remembered); the map's visible area takes or gives back its width. */
  setSheetCollapsed(collapsed: boolean): void {
    if (!this.sheet || this.sheet.collapsed === collapsed) return;
    this.cancelDrag();
    this.sheet.collapsed = collapsed;
    rememberFlag('sheet.collapsed', collapsed);
    this.sheetControls?.render();
    // Keep the map's centre where it was while the visible area changes width.
    const c = this.viewport.center;
    if (this.parent) this.resize(this.parent);
    this.viewport.moveCenter(c.x, c.y);
    this.requestRender();
    (this.sheetControls?.element.querySelector('button[aria-expanded]') as HTMLButtonElement | null)?.focus();
  }

  /** Put a layer (highlights, overlays) on the map above the terrain and under the counters. */
  addLayer(layer: Container): void {
    this.viewport.addChildAt(layer, this.viewport.getChildIndex(this.counters.layer));
    this.requestRender();
  }

  /** Show a module's map (rebuilds the static layer); `key`: the map key its game gives, if any. */
  setModule(module: GameModule | null, key: MapKey | null = null): void {
    if (module === this.module) return;
    this.module = module;
    this.mapKey = key;
    this.dropTerrain();
    this.counters.clear();
    clearCounterTextures();
    this.board = module ? new Board(module.map) : null;
    this.cityNames = cityNamesOf(module);
    if (module && this.board) {
      this.addTerrain(module, this.board);
      const b = this.board.bounds();
      this.viewport.worldWidth = b.w;
      this.viewport.worldHeight = b.h;
      this.fitted = false;
    }
    this.requestRender();
  }

  /** Redraw the static map keeping the camera (its box titles are localised: the language changed). */
  rebuildTerrain(): void {
    this.cityNames = cityNamesOf(this.module);
    if (!this.module || !this.board || !this.terrain) return;
    this.dropTerrain();
    this.addTerrain(this.module, this.board);
    this.requestRender();
  }

  /**
   * The static map in cached tiles (tiles.ts): one texture for the whole map is ~1.5-2x faster per frame under
   * SwiftShader than live drawing (feasibility item 2), and tiles keep that for maps wider than a texture.
   */
  private addTerrain(module: GameModule, board: Board): void {
    this.terrain = new TerrainTiles(this.app.renderer, buildTerrain(module, board, this.mapKey), board.bounds());
    this.viewport.addChildAt(this.terrain.layer, 0);
  }

  /** Take the static map off the stage and free it. */
  private dropTerrain(): void {
    if (!this.terrain) return;
    this.viewport.removeChild(this.terrain.layer);
    this.terrain.destroy();
    this.terrain = null;
  }

  /** Show the pieces of the current view (and which one is selected). */
  setPieces(pieces: Piece[], selected: string | null): void {
    this.cancelDrag();
    this.pieces = pieces;
    this.selected = selected;
    const module = this.module;
    const board = this.board;
    if (module && board) this.counters.set(module, board, pieces, selected, this.cityNames);
    else this.counters.clear();
    this.sheet.update(module, pieces, selected, this.app.screen.height);
    if (!this.fitted && board) {
      if (this.parent) this.resize(this.parent); // the page around the map may have just changed (a hand panel)
      this.fit();
      this.fitted = true;
    }
    this.requestRender();
  }

  /** Wire a new stack sprite's pointer events; they read the entry, which always holds the current pieces. */
  private bindStack(e: StackEntry): void {
    const sprite = e.sprite!;
    sprite.on('pointerdown', (ev: FederatedPointerEvent) =>
      this.onPress(pickPiece(e.stack, this.selected)!, e.stack.pieces, sprite, ev, 'map'),
    );
    sprite.on('pointerover', () => {
      if (!this.drag?.pressed) this.cb.onHover?.(e.stack.pieces);
    });
    sprite.on('pointerout', () => {
      if (!this.drag?.pressed) this.cb.onHover?.(null);
    });
  }

  // ------------------------------------------------------------ camera

  /** Fit the whole map in the visible area. */
  fit(): void {
    if (!this.board) return;
    const b = this.board.bounds();
    const s = Math.min(this.viewport.screenWidth / b.w, this.viewport.screenHeight / b.h);
    this.viewport.setZoom(s, false);
    this.viewport.moveCenter(b.x + b.w / 2, b.y + b.h / 2);
    this.requestRender();
  }

  /** Zoom in (k > 1) or out around the centre of the visible map. */
  zoomBy(k: number): void {
    const c = this.viewport.center;
    this.viewport.setZoom(Math.max(0.05, Math.min(6, this.viewport.scaled * k)), false);
    this.viewport.moveCenter(c.x, c.y);
    this.requestRender();
  }

  /** Current zoom (screen pixels per map pixel). */
  scale(): number {
    return this.viewport?.scaled ?? 1;
  }

  // ------------------------------------------------------------ rendering on demand

  /**
   * Keeps the next frame until `until` settles, at most `ms`: a dropped counter and the host's answer to the move
   * are drawn in one frame instead of two (with software WebGL one frame of a big map costs tens of milliseconds).
   */
  hold(until: Promise<unknown>, ms = 150): void {
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
      this.wanted = true;
    }
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, ms));
    const held: Promise<void> = Promise.race([until, timeout]).then(
      () => {},
      () => {},
    );
    this.held = held;
    void held.then(() => {
      if (this.held !== held) return;
      this.held = null;
      if (!this.wanted) return;
      this.wanted = false;
      this.requestRender();
    });
  }

  /** Ask for one frame (coalesced; while frames are held, drawn when they are let go). */
  requestRender(): void {
    if (this.held) {
      this.wanted = true;
      return;
    }
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      const elapsed = this.lastFrame ? Math.min(100, now - this.lastFrame) : 16;
      this.lastFrame = now;
      this.viewport.update(elapsed);
      const more = this.prepareFrame();
      this.app.render();
      this.frames++;
      this.viewport.dirty = false;
      Ticker.system.update(now);
      const w = this.waiters;
      this.waiters = [];
      for (const r of w) r();
      if (more) this.requestRender(); // terrain tiles still to render: one more frame
    });
  }

  /** Resolves when the frame already asked for is drawn, at once if none is: it never asks for one itself. */
  drawn(): Promise<void> {
    if (!this.frame && !this.wanted) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves after the next frame has been drawn (requesting one). */
  nextRender(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.requestRender();
    });
  }

  /**
   * Before a frame: the terrain tiles and the counters for what the camera sees (culling, level of detail), and
   * the counter faces painted since the last frame uploaded. Returns true when terrain tiles are still to come.
   */
  private prepareFrame(): boolean {
    const v = this.viewport.getVisibleBounds();
    const view = { x: v.x, y: v.y, w: v.width, h: v.height };
    const px = this.viewport.scaled * this.app.renderer.resolution;
    const more = this.terrain?.update(view, px) ?? false;
    if (this.board) this.counters.prepare(this.module, view, this.board.counterSize, this.board.counterSize * px);
    flushCounterAtlas();
    return more;
  }

  // ------------------------------------------------------------ coordinates for tests and menus

  /** Page coordinates of a canvas (global) point. */
  toPage(p: Point): Point {
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }

  /** Page coordinates of a world point, or null when it is outside the visible map (off canvas, under the sheet). */
  private worldToPage(w: Point): Point | null {
    const g = this.viewport.toScreen(w.x, w.y);
    if (g.x < 0 || g.y < 0 || g.x >= this.sheet.x || g.y >= this.app.screen.height) return null;
    return this.toPage(g);
  }

  /** Bring a map point into view (the keyboard's focus): the map moves only when the point is off screen. */
  reveal(w: Point): void {
    if (this.worldToPage(w)) return;
    this.viewport.moveCenter(w.x, w.y);
    this.requestRender();
  }

  /** Page coordinates of a hex centre, or null when the hex is not on the map or not visible. */
  screenOfHex(hex: string): Point | null {
    const c = this.board?.hexCenter(hex);
    return c ? this.worldToPage(c) : null;
  }

  /** Page coordinates of a counter (its stack on the map, or its cell in the counter sheet). */
  screenOfPiece(id: string): Point | null {
    const s = this.counters.positionOf(id);
    if (s) return this.worldToPage(s);
    const g = this.sheet.positionOf(id);
    return g ? this.toPage(g) : null;
  }

  /** Page coordinates of a marker in the counter sheet's tray, or null (no such marker, scrolled out of view). */
  screenOfMarker(def: string): Point | null {
    const g = this.sheet.positionOfMarker(def);
    return g ? this.toPage(g) : null;
  }

  /** The markers tray as shown: each marker def with how many are left. */
  markerTray(): { def: string; available: number }[] {
    return this.sheet?.trayStock() ?? [];
  }

  /** Page coordinates of a location's drop point (a hex, a space, a map box slot, or a counter-sheet box). */
  screenOfLocation(at: Location): Point | null {
    const w = this.board?.locate(at);
    if (w) return this.worldToPage(w);
    if (at.kind !== 'box') return null;
    const g = this.sheet.positionOfBox(at.box, at.index);
    return g ? this.toPage(g) : null;
  }

  // ------------------------------------------------------------ dragging counters (drag.ts)

  /**
   * A counter was pressed: right button opens its menu, left button may start a drag. While the map is panning
   * (or pinching, or gliding) the press is not a counter's: it goes on to the viewport, as on empty map.
   */
  private onPress(
    piece: Piece,
    stack: Piece[],
    sprite: StackSprite,
    e: FederatedPointerEvent,
    source: DragSource,
  ): void {
    if (e.button === 0 && this.drag && !this.drag.press(piece, stack, sprite, e, source)) return;
    e.stopPropagation(); // the viewport's drag never sees this press (feasibility item 3)
    if (e.button === 2) {
      if (source === 'tray') return; // a marker not yet placed has no actions
      this.cb.onContextMenu(piece, { x: e.clientX, y: e.clientY });
    }
  }

  /** Esc: drop nothing, put the counter back. Returns whether a drag was cancelled. */
  cancelDrag(): boolean {
    return this.drag?.cancel() ?? false;
  }

  /** The stack (bottom first) a piece is in, from the last drawn pieces. */
  stackOf(pieceId: string): Piece[] {
    const piece = this.pieces.find((p) => p.id === pieceId);
    if (!piece) return [];
    return this.pieces.filter((p) => sameLocation(p.at, piece.at));
  }
}

// The counter-sheet panel: a HUD container at the right of the Pixi stage (outside the viewport, so it
// does not pan or zoom) showing the off-map boxes and the pieces in them, then the markers tray (every marker
// of the module with how many are left; dragging one onto the map places it).

import { BitmapFont, BitmapText, Container, type FederatedPointerEvent, Graphics, Rectangle, Text } from 'pixi.js';
import type { GameModule, MarkerDef } from '../../engine/core/module.js';
import type { Location, Piece } from '../../engine/core/types.js';
import { buildStack, type StackSprite } from '../map/stackview.js';
import { type CounterLevel, counterLevel } from '../map/lod.js';
import { currentLanguage, t } from '../i18n/index.js';
import { boxName, sheetRowLabel } from '../panels/vocabulary.js';
import { layoutSheet, sheetBoxes, sheetHit, type SheetLayout, sheetPiecesKey } from './layout.js';
import { layoutTray, markerStock, type TrayLayout } from './tray.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import { clampSheetZoom, sheetCounterEdge } from './zoom.js';

/** Panel width in screen pixels. */
export const SHEET_WIDTH = 250;
/** Counter edge in the panel (screen pixels) before it shrinks to fit. */
export const SHEET_COUNTER = 44;
/** The title row's height: it stays put while the sheet scrolls, under the sheet's buttons (sheetcontrols.ts). */
export const SHEET_TITLE = 30;

/** Called when a counter in the panel is pressed. */
export type SheetPress = (piece: Piece, sprite: StackSprite, e: FederatedPointerEvent) => void;
/** Called when the pointer enters (a piece) or leaves (null) a counter in the panel. */
export type SheetHover = (piece: Piece | null) => void;
/** Called when a marker of the tray is pressed; `piece` stands for the marker not yet placed. */
export type TrayPress = (def: MarkerDef, piece: Piece, sprite: StackSprite, e: FederatedPointerEvent) => void;

/**
 * The markers tray under the rules (enforced and advisory modes): why each marker def may not be placed now (a def
 * absent from `refused` may: the rules place it now, or nothing forbids it). Its heading then says that the rules
 * place the markers.
 */
export interface TrayRules {
  refused: ReadonlyMap<string, string>;
}

/** The stand-in piece a tray cell shows and a drag from it carries (not in the game until placeMarker). */
export function trayPiece(def: MarkerDef): Piece {
  return {
    id: `tray:${def.id}`,
    def: def.id,
    kind: 'marker',
    side: def.side ?? '',
    at: { kind: 'box', box: 'tray' },
    steps: 1,
    disrupted: false,
  };
}

/** The HUD panel. Its x is set by the map view on resize. */
export class SheetView extends Container {
  private layout: SheetLayout = { boxes: [], height: 0 };
  private tray: TrayLayout = { rect: { x: 0, y: 0, w: 0, h: 0 }, cells: [], bottom: 0 };
  /** Set by the map view: a press on a tray marker. */
  onTrayPress: TrayPress | null = null;
  /** A press on a tray marker the rules refuse now: why (the page says it instead of starting a drag). */
  onTrayRefused: ((reason: string) => void) | null = null;
  /** The tray under the rules now, or null (honor mode: every marker may be placed). */
  private rules: TrayRules | null = null;
  /** Pieces that can no longer come into the game: the sheet leaves them out (the game's plug-in says which). */
  private leftOut: ReadonlySet<string> = new Set();
  /** The last update's arguments, to draw again when the rules change. */
  private last: Parameters<SheetView['update']> | null = null;
  private content = new Container({ label: 'sheet-content' });
  private bg = new Graphics();
  /** The title row, over the content: scrolled counters pass under it, not under the buttons drawn over it. */
  private header = new Container({ label: 'sheet-header' });
  private headerBg = new Graphics();
  private scroll = 0;
  private viewHeight = 600;
  private sprites = new Map<string, StackSprite>();
  /** The title, made once (the language changes its words). */
  private title = new Text({
    text: '',
    style: { fontFamily: 'sans-serif', fontSize: 15, fontWeight: 'bold', fill: 0x222222 },
    resolution: 2,
  });
  /**
   * The counters not built yet: only those in the visible part and a quarter of a screen around it are (culling),
   * the others when scrolling brings them near. Five hundred counters in boxes cost five hundred faces painted
   * otherwise (and three screens' worth, 240 on the stress map, cost 150 ms of its start).
   */
  private pending: { x: number; y: number; piece: Piece }[] = [];
  private cells: { module: GameModule; counter: number; selected: string | null; level: CounterLevel } | null = null;
  /** What the panel was last drawn from (sheetKey), and for which module. */
  private shown: { module: GameModule; key: string } | null = null;
  private zoomFactor = 1;
  private edge = SHEET_COUNTER;
  /** Hidden by its button: the map gets the room (the map view then gives it no width). */
  collapsed = false;

  constructor(
    private onPress: SheetPress,
    private onHover?: SheetHover,
  ) {
    super({ label: 'counter-sheet' });
    this.eventMode = 'static';
    // The title row takes the pointer too, so that a counter scrolled under it cannot be picked up through it.
    this.header.eventMode = 'static';
    this.title.position.set(8, 6);
    this.header.addChild(this.headerBg, this.title);
    this.addChild(this.bg, this.content, this.header);
  }

  /** The sheet's zoom (1 = normal counters, shrunk to fit when crowded). */
  get zoom(): number {
    return this.zoomFactor;
  }

  /** Set the zoom (clamped); the caller redraws with update(). */
  set zoom(z: number) {
    this.zoomFactor = clampSheetZoom(z);
  }

  /** The counter edge the sheet draws now, in screen pixels. */
  get counterSize(): number {
    return this.edge;
  }

  /**
   * Redraw the panel for these pieces. Nothing is redrawn when nothing it shows changed (an action on the map
   * moves no counter of the sheet): the pieces in boxes, the markers placed, the selection, size, zoom, language.
   */
  update(module: GameModule | null, all: readonly Piece[], selected: string | null, height: number): void {
    this.last = [module, all, selected, height];
    const pieces = this.leftOut.size ? all.filter((p) => !this.leftOut.has(p.id)) : all;
    const rules = this.rules ? [...this.rules.refused].join('|') : '';
    const look = `${height}|${this.zoomFactor}|${this.collapsed}|${selected}|${currentLanguage()}|${devicePixelRatio}`;
    const key = `${look}|${rules}\n${sheetPiecesKey(pieces)}`;
    if (module !== null && module === this.shown?.module && key === this.shown.key) return;
    this.shown = module ? { module, key } : null;
    this.viewHeight = height;
    this.visible = !this.collapsed;
    this.bg.clear().rect(0, 0, SHEET_WIDTH, height).fill({ color: 0xece6d6 }).stroke({ width: 1, color: 0x9e9682 });
    this.hitArea = new Rectangle(0, 0, SHEET_WIDTH, height);
    for (const c of this.content.removeChildren()) c.destroy({ children: true });
    this.headerBg
      .clear()
      .rect(0, 0, SHEET_WIDTH, SHEET_TITLE)
      .fill({ color: 0xece6d6 })
      .stroke({ width: 1, color: 0x9e9682 });
    this.header.hitArea = new Rectangle(0, 0, SHEET_WIDTH, SHEET_TITLE);
    this.sprites.clear();
    this.pending = [];
    this.tray = { rect: { x: 0, y: 0, w: 0, h: 0 }, cells: [], bottom: 0 };
    this.title.visible = module !== null; // with no game the panel stays empty, its title too
    if (!module) return;
    const stock = markerStock(module.markers, pieces);
    const boxes = sheetBoxes(module.map.boxes, pieces);
    // At the normal zoom, shrink the counters (down to 30 px) before resorting to scrolling, so every off-map piece
    // stays in view; a zoom the person chose is kept, and the sheet scrolls.
    let counter = sheetCounterEdge(SHEET_COUNTER, this.zoomFactor);
    const fit = this.zoomFactor === 1;
    for (;;) {
      this.layout = layoutSheet(
        boxes,
        pieces,
        { width: SHEET_WIDTH, counter, gap: 6, header: 26, rowLabel: 16, top: SHEET_TITLE },
        sheetRowLabel,
      );
      this.tray = stock.length
        ? layoutTray(stock, this.layout.height, { width: SHEET_WIDTH, counter, gap: 6, header: 26, countLine: 14 })
        : { rect: { x: 0, y: this.layout.height, w: SHEET_WIDTH, h: 0 }, cells: [], bottom: this.layout.height };
      if (!fit || this.tray.bottom <= height || counter <= 30) break;
      counter -= 2;
    }
    this.edge = counter;
    this.title.text = t('sheet.title');
    const frames = new Graphics();
    this.content.addChild(frames);
    const byId = new Map(pieces.map((p) => [p.id, p]));
    // Faces as sharp as the sheet's counters need (counters.ts), not the largest the atlas holds.
    this.cells = { module, counter, selected, level: counterLevel(counter * devicePixelRatio) };
    for (const b of this.layout.boxes) {
      frames
        .roundRect(3, b.rect.y, SHEET_WIDTH - 6, b.rect.h - 4, 6)
        .fill({ color: 0xfaf7ef })
        .stroke({ width: 1, color: 0x9e9682 });
      const name = boxName(b.id, b.box);
      const head = sheetLabel(name, 13, true, 0x333333);
      head.position.set(10, b.rect.y + 5);
      this.content.addChild(head);
      for (const row of b.rows) {
        if (row.label) {
          const l = sheetLabel(row.label, 11, false, 0x555555);
          l.position.set(10, row.rect.y);
          this.content.addChild(l);
        }
        for (const cell of row.pieces) {
          const p = byId.get(cell.id);
          if (p) this.pending.push({ x: cell.x, y: cell.y, piece: p });
        }
      }
    }
    if (stock.length)
      this.drawTray(
        module,
        stock.map((x) => x.def),
        counter,
        frames,
      );
    this.clampScroll();
  }

  /** The markers tray: a framed section, each marker's front face with how many are left ("×4") under it. */
  private drawTray(module: GameModule, defs: MarkerDef[], counter: number, frames: Graphics): void {
    const r = this.tray.rect;
    frames
      .roundRect(3, r.y, SHEET_WIDTH - 6, r.h - 4, 6)
      .fill({ color: 0xf3f6fa })
      .stroke({ width: 1, color: 0x8a98aa });
    const head = sheetLabel(t(this.rules ? 'sheet.markersByRules' : 'sheet.markers'), 13, true, 0x333333);
    head.position.set(10, r.y + 5);
    this.content.addChild(head);
    const byId = new Map(defs.map((d) => [d.id, d]));
    for (const cell of this.tray.cells) {
      const def = byId.get(cell.def);
      if (!def) continue;
      const piece = trayPiece(def);
      const s = buildStack(module, [piece], counter, null, undefined, counterLevel(counter * devicePixelRatio));
      s.position.set(cell.x, cell.y);
      s.label = `tray:${def.id}`;
      const refused = this.rules?.refused.get(def.id);
      if (cell.available > 0 && refused) {
        // The rules do not place it now: faded, and a press says why instead of picking it up.
        s.alpha = 0.45;
        s.on('pointerdown', () => this.onTrayRefused?.(refused));
      } else if (cell.available > 0) {
        s.on('pointerdown', (e: FederatedPointerEvent) => this.onTrayPress?.(def, piece, s, e));
      } else {
        // None left in the counter mix: shown faded, and it cannot be picked up.
        s.alpha = 0.3;
        s.eventMode = 'none';
        s.cursor = 'default';
      }
      this.content.addChild(s);
      const left = cell.available > 0;
      const n = sheetLabel(t('sheet.left', { count: cell.available }), 11, left, left ? 0x222222 : 0x888888);
      n.anchor.set(0.5, 0);
      n.position.set(cell.x, cell.rect.y + counter + 1);
      this.content.addChild(n);
    }
  }

  /** The markers tray as shown: each def with how many are left, and why the rules refuse it now if they do. */
  trayStock(): { def: string; available: number; refused?: string }[] {
    return this.tray.cells.map((c) => {
      const refused = this.rules?.refused.get(c.def);
      return refused ? { def: c.def, available: c.available, refused } : { def: c.def, available: c.available };
    });
  }

  /**
   * The tray under the rules now (null: every marker may be placed), and the pieces that can no longer come into
   * the game (left out of the boxes); the panel is drawn again if either changed.
   */
  setRules(rules: TrayRules | null, leftOut: readonly string[] = []): void {
    this.rules = rules;
    this.leftOut = new Set(leftOut);
    if (this.last) this.update(...this.last);
  }

  /** Global (canvas) position of a tray marker, or null (no such marker, or scrolled out of view). */
  positionOfMarker(def: string): Point | null {
    if (this.collapsed) return null;
    const c = this.tray.cells.find((x) => x.def === def);
    if (!c) return null;
    const gy = this.y + c.y - this.scroll;
    if (!this.inView(gy)) return null;
    return { x: this.x + c.x, y: gy };
  }

  /** Scroll the panel by dy screen pixels (wheel over the panel). */
  scrollBy(dy: number): void {
    this.scroll += dy;
    this.clampScroll();
  }

  private clampScroll(): void {
    const max = Math.max(0, Math.max(this.layout.height, this.tray.bottom) - this.viewHeight + 10);
    this.scroll = Math.max(0, Math.min(max, this.scroll));
    this.content.y = -this.scroll;
    this.buildNear();
  }

  /** Build the pending counters in the visible part of the panel and a quarter of a screen above and below it. */
  private buildNear(): void {
    const c = this.cells;
    if (!c || !this.pending.length) return;
    const margin = this.viewHeight / 4 + c.counter / 2;
    const top = this.scroll - margin;
    const bottom = this.scroll + this.viewHeight + margin;
    const later: typeof this.pending = [];
    for (const cell of this.pending) {
      if (cell.y < top || cell.y > bottom) {
        later.push(cell);
        continue;
      }
      const p = cell.piece;
      const s = buildStack(c.module, [p], c.counter, c.selected, undefined, c.level);
      s.position.set(cell.x, cell.y);
      s.on('pointerdown', (e: FederatedPointerEvent) => this.onPress(p, s, e));
      s.on('pointerover', () => this.onHover?.(p));
      s.on('pointerout', () => this.onHover?.(null));
      this.content.addChild(s);
      this.sprites.set(p.id, s);
    }
    this.pending = later;
  }

  /** Whether a global (canvas) point is over the panel (never while it is collapsed). */
  containsGlobal(p: Point): boolean {
    if (this.collapsed) return false;
    return p.x >= this.x && p.x <= this.x + SHEET_WIDTH && p.y >= this.y && p.y <= this.y + this.viewHeight;
  }

  /** The box under a global point, as a Location, or null. */
  hitTest(p: Point): Location | null {
    // The title row is no box, even with a box scrolled under it.
    if (!this.containsGlobal(p) || !this.inView(p.y)) return null;
    const hit = sheetHit(this.layout, p.x - this.x, p.y - this.y + this.scroll);
    if (!hit) return null;
    return hit.index === undefined ? { kind: 'box', box: hit.box } : { kind: 'box', box: hit.box, index: hit.index };
  }

  /** Global (canvas) position of a piece shown in the panel, or null. */
  positionOf(pieceId: string): Point | null {
    if (this.collapsed) return null;
    const s = this.sprites.get(pieceId);
    if (!s) return null;
    const g = s.getGlobalPosition();
    if (!this.inView(g.y)) return null;
    return { x: g.x, y: g.y };
  }

  /** Global (canvas) drop point of a panel box (its row for an index), or null when the panel has no such box. */
  positionOfBox(box: string, index?: number): Point | null {
    if (this.collapsed) return null;
    const b = this.layout.boxes.find((x) => x.id === box);
    if (!b) return null;
    const row = index === undefined ? undefined : b.rows.find((r) => r.index === index);
    const r = row?.rect ?? b.rect;
    // The box heading is always a valid drop target for the box itself.
    const y = row ? r.y + r.h / 2 : r.y + 12;
    const gy = this.y + y - this.scroll;
    if (!this.inView(gy)) return null;
    return { x: this.x + SHEET_WIDTH / 2, y: gy };
  }

  /** Whether a global y is in the scrolling part of the panel: below the title row, above the bottom. */
  private inView(gy: number): boolean {
    return gy >= this.y + SHEET_TITLE && gy <= this.y + this.viewHeight;
  }
}

/**
 * A label of the panel, drawn from one of its bitmap fonts (one texture each, glyphs added as text needs them). The
 * panel's labels were a texture each (fourteen on the stress map), and batching sprites from few textures
 * (mapview.ts) then broke the sheet's batch at every label. The fonts are painted at twice their size, as the
 * labels were, and tinted to each label's colour.
 */
function sheetLabel(text: string, size: 11 | 13, bold: boolean, color: number): BitmapText {
  const fontFamily = `sandtable-sheet-${size}${bold ? '-bold' : ''}`;
  if (!installed.has(fontFamily)) {
    BitmapFont.install({
      name: fontFamily,
      style: { fontFamily: 'sans-serif', fontSize: size, fontWeight: bold ? 'bold' : 'normal', fill: 0xffffff },
      resolution: 2,
      chars: [' '], // at least one (Pixi refuses none); the others as labels need them
    });
    installed.add(fontFamily);
  }
  return new BitmapText({ text, style: { fontFamily, fontSize: size, fill: color } });
}

/** The panel's bitmap fonts installed so far. */
const installed = new Set<string>();

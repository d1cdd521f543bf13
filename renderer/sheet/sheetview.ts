// The counter-sheet panel: a HUD container at the right of the Pixi stage (outside the viewport, so it
// does not pan or zoom) showing the off-map boxes and the pieces in them.

import { Container, type FederatedPointerEvent, Graphics, Rectangle, Text } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Location, Piece } from '../../engine/core/types.js';
import { buildStack, type StackSprite } from '../map/stackview.js';
import { localName, t } from '../i18n/index.js';
import { layoutSheet, sheetBoxes, sheetHit, type SheetLayout } from './layout.js';
import type { Point } from '../../engine/geometry/hexgrid.js';

/** Panel width in screen pixels. */
export const SHEET_WIDTH = 250;
const COUNTER = 44;

/** Called when a counter in the panel is pressed. */
export type SheetPress = (piece: Piece, sprite: StackSprite, e: FederatedPointerEvent) => void;
/** Called when the pointer enters (a piece) or leaves (null) a counter in the panel. */
export type SheetHover = (piece: Piece | null) => void;

/** The HUD panel. Its x is set by the map view on resize. */
export class SheetView extends Container {
  private layout: SheetLayout = { boxes: [], height: 0 };
  private content = new Container({ label: 'sheet-content' });
  private bg = new Graphics();
  private scroll = 0;
  private viewHeight = 600;
  private sprites = new Map<string, StackSprite>();

  constructor(private onPress: SheetPress, private onHover?: SheetHover) {
    super({ label: 'counter-sheet' });
    this.eventMode = 'static';
    this.addChild(this.bg, this.content);
  }

  /** Redraw the panel for these pieces. */
  update(module: GameModule | null, pieces: readonly Piece[], selected: string | null, height: number): void {
    this.viewHeight = height;
    this.bg.clear().rect(0, 0, SHEET_WIDTH, height).fill({ color: 0xece6d6 }).stroke({ width: 1, color: 0x9e9682 });
    this.hitArea = new Rectangle(0, 0, SHEET_WIDTH, height);
    for (const c of this.content.removeChildren()) c.destroy({ children: true });
    this.sprites.clear();
    if (!module) return;
    const boxes = sheetBoxes(module.map.boxes, pieces);
    // A reinforcement row is a turn: the track's slot label when the module gives slots, else the index itself
    // (types.ts: REINFORCEMENTS index = turn of arrival).
    const label = (box: { id: string; slots?: string[] }, index: number) => {
      const slot = box.slots?.[index];
      if (box.id !== 'reinforcements') return slot ?? `#${index}`;
      return slot === undefined || /^\d+$/.test(slot) ? t('sheet.turnSlot', { turn: slot ?? index }) : slot;
    };
    // Shrink the counters (down to 30 px) before resorting to scrolling, so every off-map piece stays in view.
    let counter = COUNTER;
    for (;;) {
      this.layout = layoutSheet(boxes, pieces, { width: SHEET_WIDTH, counter, gap: 6, header: 26, rowLabel: 16, top: 30 }, label);
      if (this.layout.height <= height || counter <= 30) break;
      counter -= 2;
    }
    const title = new Text({ text: t('sheet.title'), style: { fontFamily: 'sans-serif', fontSize: 15, fontWeight: 'bold', fill: 0x222222 }, resolution: 2 });
    title.position.set(8, 6);
    this.content.addChild(title);
    const frames = new Graphics();
    this.content.addChild(frames);
    const byId = new Map(pieces.map((p) => [p.id, p]));
    for (const b of this.layout.boxes) {
      frames.roundRect(3, b.rect.y, SHEET_WIDTH - 6, b.rect.h - 4, 6).fill({ color: 0xfaf7ef }).stroke({ width: 1, color: 0x9e9682 });
      const std = ({ dead: 'sheet.dead', reinforcements: 'sheet.reinforcements', replacements: 'sheet.replacements' } as Record<string, string>)[b.id];
      const name = b.box.names ? localName(b.box.name, b.box.names) : std ? t(std) : b.box.name;
      const head = new Text({ text: name, style: { fontFamily: 'sans-serif', fontSize: 13, fontWeight: 'bold', fill: 0x333333 }, resolution: 2 });
      head.position.set(10, b.rect.y + 5);
      this.content.addChild(head);
      for (const row of b.rows) {
        if (row.label) {
          const l = new Text({ text: row.label, style: { fontFamily: 'sans-serif', fontSize: 11, fill: 0x555555 }, resolution: 2 });
          l.position.set(10, row.rect.y);
          this.content.addChild(l);
        }
        for (const cell of row.pieces) {
          const p = byId.get(cell.id);
          if (!p) continue;
          const s = buildStack(module, [p], counter, selected);
          s.position.set(cell.x, cell.y);
          s.on('pointerdown', (e: FederatedPointerEvent) => this.onPress(p, s, e));
          s.on('pointerover', () => this.onHover?.(p));
          s.on('pointerout', () => this.onHover?.(null));
          this.content.addChild(s);
          this.sprites.set(p.id, s);
        }
      }
    }
    this.clampScroll();
  }

  /** Scroll the panel by dy screen pixels (wheel over the panel). */
  scrollBy(dy: number): void {
    this.scroll += dy;
    this.clampScroll();
  }

  private clampScroll(): void {
    const max = Math.max(0, this.layout.height - this.viewHeight + 10);
    this.scroll = Math.max(0, Math.min(max, this.scroll));
    this.content.y = -this.scroll;
  }

  /** Whether a global (canvas) point is over the panel. */
  containsGlobal(p: Point): boolean {
    return p.x >= this.x && p.x <= this.x + SHEET_WIDTH && p.y >= this.y && p.y <= this.y + this.viewHeight;
  }

  /** The box under a global point, as a Location, or null. */
  hitTest(p: Point): Location | null {
    if (!this.containsGlobal(p)) return null;
    const hit = sheetHit(this.layout, p.x - this.x, p.y - this.y + this.scroll);
    if (!hit) return null;
    return hit.index === undefined ? { kind: 'box', box: hit.box } : { kind: 'box', box: hit.box, index: hit.index };
  }

  /** Global (canvas) position of a piece shown in the panel, or null. */
  positionOf(pieceId: string): Point | null {
    const s = this.sprites.get(pieceId);
    if (!s) return null;
    const g = s.getGlobalPosition();
    if (g.y < this.y || g.y > this.y + this.viewHeight) return null; // scrolled out of view
    return { x: g.x, y: g.y };
  }

  /** Global (canvas) drop point of a panel box (its row for an index), or null when the panel has no such box. */
  positionOfBox(box: string, index?: number): Point | null {
    const b = this.layout.boxes.find((x) => x.id === box);
    if (!b) return null;
    const row = index === undefined ? undefined : b.rows.find((r) => r.index === index);
    const r = row?.rect ?? b.rect;
    // The box heading is always a valid drop target for the box itself.
    const y = row ? r.y + r.h / 2 : r.y + 12;
    const gy = this.y + y - this.scroll;
    if (gy < this.y || gy > this.y + this.viewHeight) return null;
    return { x: this.x + SHEET_WIDTH / 2, y: gy };
  }

  /** The sprite of a piece in the panel. */
  spriteOf(pieceId: string): StackSprite | undefined {
    return this.sprites.get(pieceId);
  }
}

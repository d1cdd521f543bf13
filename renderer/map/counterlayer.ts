// The counters on the map as one layer that lasts: each stack's display object is kept from one view to the next
// and rebuilt only when what it shows changes (its pieces, their faces, the selection, its caption), so an action
// that moves one counter touches one or two stacks, not two thousand. Stacks outside the visible area are not
// drawn (culling), and the faces' resolution follows the zoom (counters.ts counterLevel).

import { Container } from 'pixi.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import type { Rect } from '../../engine/geometry/boxes.js';
import type { Board } from './board.js';
import { type CounterFace, counterFace } from './counterface.js';
import { counterTexture } from './counters.js';
import { type CounterLevel, counterLevel, TINY_COUNTER_PX } from './lod.js';
import { buildStack, buildTinyStack, type StackSprite } from './stackview.js';
import { groupStacks, type Stack } from './stacks.js';
import { currentLanguage } from '../i18n/index.js';

/** One stack on the map: where, what it was built from, the current pieces (for handlers), its sprite once built. */
export interface StackEntry {
  /** Built when the stack first comes into view (and again when its picture or the zoom's detail changes). */
  sprite: StackSprite | null;
  at: { x: number; y: number };
  stack: Stack;
  sig: string;
  /** The selected piece is in it; its caption (a city's name). */
  sel: boolean;
  caption: string | undefined;
  level: CounterLevel;
  /** Built as a tiny stack (colour only). */
  tiny: boolean;
}

/** What a stack shows, as a string: the same string means the same picture. */
export function stackSignature(faces: readonly CounterFace[], ids: readonly string[], sel: boolean, cap?: string) {
  return `${ids.join(',')}|${faces.map((f) => f.key).join(',')}|${sel ? 1 : 0}|${cap ?? ''}`;
}

/** Whether two stacks' pieces (bottom first) show the same counters: same ids, units, sides, steps and faces. */
function samePictures(a: readonly Piece[], b: readonly Piece[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const q = b[i]!;
    if (p === q) continue; // a piece an action left as it was (the page keeps its object: log-sync.ts)
    if (p.id !== q.id || p.def !== q.def || p.kind !== q.kind || p.side !== q.side) return false;
    if (p.steps !== q.steps || p.disrupted !== q.disrupted) return false;
  }
  return true;
}

/** The counters layer of the map. */
export class CounterLayer {
  readonly layer = new Container({ label: 'counters' });
  private entries = new Map<string, StackEntry>();
  private byPiece = new Map<string, StackEntry>();
  private faces = new Map<string, CounterFace>();
  private level: CounterLevel = 256;
  private tiny = false;
  /** The language the stacks were last set in (faces show names). */
  private lang = '';
  private last: { module: GameModule; board: Board; selected: string | null; captions: Map<string, string> } | null =
    null;

  constructor(private bind: (entry: StackEntry) => void) {
    // Its own render group: panning moves the group, not two thousand sprites one by one.
    this.layer.isRenderGroup = true;
  }

  /** A piece's face, remembered by what decides it (a module's unit list is searched once per kind of face). */
  private faceOf(module: GameModule, p: Piece): CounterFace {
    const k = `${p.kind}|${p.def}|${p.side}|${p.steps}|${p.disrupted ? 1 : 0}|${currentLanguage()}`;
    let f = this.faces.get(k);
    if (!f) {
      f = counterFace(module, p);
      this.faces.set(k, f);
    }
    return f;
  }

  /** Show these pieces: stacks whose picture is unchanged keep their sprite; the others are built when seen. */
  set(module: GameModule, board: Board, pieces: Piece[], selected: string | null, captions: Map<string, string>) {
    const seen = new Set<string>();
    this.byPiece.clear();
    // The same module, board and language as last time: a stack of the same pieces, faces, selection and caption
    // is the same picture without its signature being spelled out (two thousand strings an action otherwise).
    const same = this.last?.module === module && this.last.board === board && this.lang === currentLanguage();
    this.lang = currentLanguage();
    this.last = { module, board, selected, captions };
    for (const stack of groupStacks(pieces)) {
      const caption = stack.at.kind === 'hex' ? captions.get(stack.at.hex) : undefined;
      const sel = selected !== null && stack.pieces.some((p) => p.id === selected);
      let e = this.entries.get(stack.key);
      if (same && e && e.sel === sel && e.caption === caption && samePictures(e.stack.pieces, stack.pieces)) {
        seen.add(stack.key);
        e.stack = stack;
        for (const p of stack.pieces) this.byPiece.set(p.id, e);
        continue;
      }
      const at = board.locate(stack.at);
      if (!at) continue; // sheet boxes are drawn by the panel
      const ids = stack.pieces.map((p) => p.id);
      const faces = stack.pieces.map((p) => this.faceOf(module, p));
      const sig = stackSignature(faces, ids, sel, caption);
      seen.add(stack.key);
      if (!e) {
        e = { sprite: null, at, stack, sig, sel, caption, level: this.level, tiny: this.tiny };
        this.entries.set(stack.key, e);
      } else if (e.sig !== sig) {
        this.drop(e);
        e.sig = sig;
      }
      e.at = at;
      e.sel = sel;
      e.caption = caption;
      e.stack = stack;
      for (const id of ids) this.byPiece.set(id, e);
    }
    for (const [key, e] of this.entries) {
      if (seen.has(key)) continue;
      this.drop(e);
      this.entries.delete(key);
    }
  }

  /** Take a stack's sprite off the layer and free it. */
  private drop(e: StackEntry): void {
    if (!e.sprite) return;
    this.layer.removeChild(e.sprite);
    e.sprite.destroy({ children: true });
    e.sprite = null;
  }

  /** Build a stack's sprite, tiny or full as the zoom is now, and put it on the layer. */
  private build(e: StackEntry): void {
    this.drop(e);
    const { module, board, selected, captions } = this.last!;
    const size = board.counterSize;
    const caption = e.stack.at.kind === 'hex' ? captions.get(e.stack.at.hex) : undefined;
    const sprite = this.tiny
      ? buildTinyStack(module, e.stack.pieces, size)
      : buildStack(module, e.stack.pieces, size, selected, caption, this.level, e.stack.at.kind === 'space');
    sprite.position.set(e.at.x, e.at.y);
    this.layer.addChild(sprite);
    e.sprite = sprite;
    e.tiny = this.tiny;
    e.level = this.level;
    this.bind(e);
  }

  /** Forget every stack (the module changed). */
  clear(): void {
    for (const e of this.entries.values()) this.drop(e);
    this.layer.removeChildren();
    this.entries.clear();
    this.byPiece.clear();
    this.faces.clear();
    this.last = null;
  }

  /** The sprite of the stack a piece is in, if it is on the map and has been drawn. */
  spriteOf(pieceId: string): StackSprite | undefined {
    return this.byPiece.get(pieceId)?.sprite ?? undefined;
  }

  /** Where the stack a piece is in stands on the map (world pixels), if it is on the map. */
  positionOf(pieceId: string): { x: number; y: number } | undefined {
    return this.byPiece.get(pieceId)?.at;
  }

  private inView(at: { x: number; y: number }, size: number, view: Rect): boolean {
    // A stack reaches a counter and a half from its centre (lower layers, badge, caption). Called for every stack
    // on every frame: plain arithmetic, no rectangle allocated.
    const r = size * 1.5;
    return at.x + r > view.x && at.x - r < view.x + view.w && at.y + r > view.y && at.y - r < view.y + view.h;
  }

  /**
   * Before a frame: draw only the stacks in `view` (world rect), with faces at the resolution `screenPx` (a
   * counter's width in device pixels) needs.
   */
  prepare(module: GameModule | null, view: Rect, size: number, screenPx: number): void {
    this.level = counterLevel(screenPx);
    this.tiny = screenPx < TINY_COUNTER_PX;
    if (!this.last) return;
    for (const e of this.entries.values()) {
      const vis = this.inView(e.at, size, view);
      if (!vis) {
        if (e.sprite?.visible) e.sprite.visible = false;
        continue;
      }
      if (!e.sprite || e.tiny !== this.tiny) this.build(e);
      const s = e.sprite!;
      if (!s.visible) s.visible = true;
      if (module && !e.tiny && e.level !== this.level) {
        const top = e.stack.pieces[e.stack.pieces.length - 1];
        s.face.texture = counterTexture(this.faceOf(module, top), this.level);
        s.face.width = size;
        s.face.height = size;
        e.level = this.level;
      }
    }
  }
}

// Playing under the rules at one screen: the prompt bar and its answers, places answered by clicks on the map,
// legal destinations lit while a counter is dragged, what the game's own screen picks and lights on the map (its
// plug-in: renderer/games), map overlays on demand, the game-over dialog, and the hand-over between sides (the
// curtain with fog of war: while it is up the page holds no side's view, handover.ts). The host decides which side
// this screen shows; this asks it (getSnapshot {side}).

import type { JsonObject, Location, Piece, View } from '../../engine/core/types.js';
import type { HostResult, OverlayKind, Snapshot } from '../../schemas/host-api.js';
import type { Store } from './store.js';
import type { MapView } from '../map/mapview.js';
import { HexHighlights, type Highlight } from '../map/highlights.js';
import { MapOverlays } from '../map/overlays.js';
import { PromptPanel } from '../panels/prompt.js';
import { Curtain } from '../panels/curtain.js';
import { PlayBar } from '../panels/playbar.js';
import type { GameResult } from '../../engine/games/index.js';
import { gameOverDialog, resultWords } from '../panels/gameover.js';
import { dialogIsOpen } from '../panels/dialog.js';
import { type Answer, moveTargets, placeAnswers } from '../panels/answers.js';
import { t, unitName } from '../i18n/index.js';
import { cardName } from '../panels/names.js';
import { type Handover, handoverOf, ownSideOnly } from './handover.js';
import type { GamePage, GameScreen, GameShown } from '../games/types.js';

/** What the controller needs from the page. */
export interface PlayHost {
  store: Store;
  map: MapView;
  pieceName(id: string): string;
  sideName(id: string): string;
  selected(): string | null;
  hideError(): void;
  /** The plug-in of the game on the page, and its screen while mounted. */
  game(): { page: GamePage; screen: GameScreen | null };
}

/** Host operations that put another game on the screen: the side this page showed must be asked for again. */
const NEW_DOC_OPS = ['newGame', 'openFile', 'openContents', 'openDialog', 'restoreRecovery', 'continueGame'];

/** The play controller of the page. */
export class PlayController {
  readonly prompt: PromptPanel;
  readonly curtain = new Curtain();
  readonly bar: PlayBar;
  readonly highlights: HexHighlights;
  readonly overlays: MapOverlays;
  /** The side the host was last asked to show (null: not asked yet for this game). */
  private pinned: string | null = null;
  private switching: string | null = null;
  /** The hand-over the curtain is up for, and whether the side that just acted may take its action back. */
  private raised: (Handover & { canUndo: boolean }) | null = null;
  private dragging: string | null = null;
  /** The counter dragged now is the game's (GameScreen.dragStart took it). */
  private gameDrag = false;
  private overlayDrawn = new Map<OverlayKind, string>();
  private gameOverShown = false;

  constructor(private host: PlayHost) {
    const s = host.store;
    this.prompt = new PromptPanel((a) => this.send(a));
    this.bar = new PlayBar(
      (kind, on) => this.toggleOverlay(kind, on),
      () => this.update(),
    );
    this.prompt.tools.append(this.bar.element);
    this.highlights = new HexHighlights(
      () => host.map.board,
      () => host.map.requestRender(),
    );
    this.overlays = new MapOverlays(
      () => host.map.board,
      () => host.map.requestRender(),
    );
    // A snapshot that hands the screen over is held back: the page keeps no side's view under the curtain.
    s.setGate((snap) => this.curtainFor(snap));
    // A new or opened game starts unpinned on the host: ask again for the side this screen shows.
    const api = s.host as unknown as Record<string, (a?: unknown) => Promise<HostResult<unknown>>>;
    for (const op of NEW_DOC_OPS) {
      const f = api[op];
      if (!f) continue;
      api[op] = async (a?: unknown) => {
        const r = await f(a);
        if (r.ok && r.value) {
          this.pinned = null;
          this.host.game().screen?.reset?.();
          this.gameOverShown = false;
          this.overlayDrawn.clear();
        }
        return r;
      };
    }
  }

  /** Put the map layers in. */
  mount(): void {
    this.host.map.addLayer(this.overlays.layer);
    this.host.map.addLayer(this.highlights.layer);
  }

  private get view(): View | null {
    return this.host.store.snapshot?.view ?? null;
  }

  private names() {
    return {
      side: (id: string) => this.host.sideName(id),
      piece: (id: string) => this.pieceName(id),
      card: (id: string) => cardName(this.host.store.module, id),
      space: (id: string) => this.host.store.module?.map.spaces?.find((x) => x.id === id)?.name ?? id,
    };
  }

  /** A unit's name, also for one this side cannot see now (fog of war): by its printed def when ids match. */
  pieceName(id: string): string {
    const n = this.host.pieceName(id);
    if (n !== id) return n;
    return unitName(this.host.store.module?.units, id) ?? id;
  }

  /** Redraw everything this controller shows from the store's snapshot. */
  update(): void {
    const snap = this.host.store.snapshot;
    const { page, screen } = this.host.game();
    // A replayed position (the replay bar stands in for the prompt bar): nothing to answer, light or overlay.
    const replaying = this.host.store.replay !== null;
    this.prompt.element.hidden = replaying;
    this.overlays.setVisible(!replaying);
    const shown: GameShown = {
      module: this.host.store.module,
      view: snap?.view ?? null,
      log: snap?.log ?? [],
      readOnly: replaying,
    };
    if (replaying) {
      screen?.drawPlay?.(shown);
      this.highlights.show([]);
      return;
    }
    this.prompt.update(shown.view, this.names(), page, this.host.selected());
    this.handover(snap);
    screen?.drawPlay?.(shown);
    this.drawHighlights();
    this.refreshOverlays(snap);
    this.gameOver(snap);
  }

  /** The language changed: the tools' labels too, and the curtain's words while it is up. */
  languageChanged(): void {
    this.bar.render();
    if (this.curtain.shown) this.raise();
    this.update();
  }

  // ------------------------------------------------------------ which side this screen shows

  /**
   * The store's gate: true when `snap` hands the screen to the other side behind the curtain, which then comes up
   * (or stays up, its take-back offered as the snapshot allows); the store keeps no view of it.
   */
  private curtainFor(snap: Snapshot): boolean {
    const h = this.host.store.replay ? null : handoverOf(snap, this.bar.curtain);
    if (!h) return false;
    this.host.game().screen?.cancel?.();
    this.raised = { ...h, canUndo: snap.doc?.canUndo ?? false };
    this.raise();
    return true;
  }

  /** The curtain up for `raised`: a click asks for the next side's view; the side shown may take its action back. */
  private raise(): void {
    const r = this.raised;
    if (!r) return;
    // The host still shows the side that just acted: it may take that action back (document.undoBarrier).
    const undo = r.canUndo ? () => void this.host.store.callSnapshot((h) => h.undo({})) : undefined;
    const next = r.next;
    this.curtain.show(
      next,
      this.host.sideName(next),
      this.host.sideName(r.previous),
      () => void this.switchTo(next),
      undo,
    );
  }

  private handover(snap: Snapshot | null | undefined): void {
    if (!snap?.doc) {
      this.raised = null;
      this.curtain.hide();
      return;
    }
    // A game by e-mail or against the computer: the host shows this player's side only.
    const own = ownSideOnly(snap.doc);
    this.bar.offerCurtain(!own);
    const v = snap.view;
    // No view: the curtain is up (curtainFor), and the page holds none until the next player clicks.
    if (!v) return;
    this.raised = null;
    const next = v.toAct[0];
    if (!own && next && !v.toAct.includes(v.side)) {
      // Nothing to hide (honor mode, or the curtain setting off): the screen follows the side to play at once.
      if (this.switching !== next) void this.switchTo(next);
      return;
    }
    if (this.curtain.shown) this.curtain.hide();
    if (!own && this.pinned !== v.side && !this.switching) {
      this.pinned = v.side;
      void this.host.store.callSnapshot((h) => h.getSnapshot({ side: v.side }));
    }
  }

  /** Ask the host for `side`'s view (after the curtain's click, or at once without a curtain). */
  private async switchTo(side: string): Promise<void> {
    this.switching = side;
    this.pinned = side;
    this.host.game().screen?.cancel?.();
    try {
      await this.host.store.callSnapshot((h) => h.getSnapshot({ side }));
    } finally {
      this.switching = null;
      // Not answered (a host error): the curtain stays, and the next click asks again.
      if (this.curtain.shown && !this.host.store.snapshot?.view) this.raise();
      this.update();
    }
  }

  // ------------------------------------------------------------ answers

  private send(a: Answer): void {
    this.host.hideError();
    void this.host.store.act(a.verb, a.args);
  }

  /** A stack on the map (or a counter in a sheet box) was clicked: a place answer, else what the game's screen
   *  does with it. True if used. Stacks on spaces are the game's clickSpace. */
  clickStack(piece: Piece, stack: Piece[]): boolean {
    const v = this.view;
    if (!v || piece.at.kind === 'space' || this.host.store.replay) return false;
    const { page, screen } = this.host.game();
    const hex = piece.at.kind === 'hex' ? piece.at.hex : null;
    const place = hex === null ? undefined : placeAnswers(v, page).find((p) => p.hex === hex);
    if (place) {
      this.send(place.answer);
      return true;
    }
    return screen?.clickStack?.(piece, stack, v) ?? false;
  }

  /** Empty map was clicked: a place answer there is sent. */
  clickPlace(at: Location | null): void {
    if (!at || at.kind !== 'hex' || this.host.store.replay) return;
    const place = placeAnswers(this.view, this.host.game().page).find((p) => p.hex === at.hex);
    if (place) this.send(place.answer);
  }

  // ------------------------------------------------------------ dragging

  /** A counter begins to be dragged: the game's screen may take the drag (it lights where it may go). */
  dragStart(piece: Piece, stack: Piece[] = [piece]): void {
    const v = this.view;
    const screen = this.host.game().screen;
    this.gameDrag = !!v && !this.host.store.replay && (screen?.dragStart?.(piece, stack, v) ?? false);
    this.dragging = this.gameDrag ? null : piece.id;
    this.drawHighlights();
  }

  /** A dragged counter was dropped elsewhere: true when the game's screen took the drag (no manual move then). */
  drop(piece: Piece, to: Location): boolean {
    if (!this.gameDrag) return false;
    this.host.hideError();
    this.host.game().screen?.drop?.(piece, to);
    return true;
  }

  dragEnd(): void {
    if (this.gameDrag) this.host.game().screen?.dragEnd?.();
    this.gameDrag = false;
    this.dragging = null;
    this.drawHighlights();
  }

  private drawHighlights(): void {
    const v = this.view;
    const list: Highlight[] = [];
    if (this.dragging) {
      for (const m of moveTargets(v, this.dragging))
        list.push({ hex: m.hex, kind: 'move', label: m.mp === null ? undefined : t('play.mp', { mp: m.mp }) });
    } else if (v && v.toAct.includes(v.side)) {
      const { page, screen } = this.host.game();
      for (const p of placeAnswers(v, page)) list.push({ hex: p.hex, kind: 'place' });
      list.push(...(screen?.highlights?.(v) ?? []));
    }
    this.highlights.show(list);
  }

  // ------------------------------------------------------------ overlays

  private toggleOverlay(kind: OverlayKind, on: boolean): void {
    if (!on) {
      this.overlayDrawn.delete(kind);
      this.overlays.set(kind, null);
      return;
    }
    this.refreshOverlays(this.host.store.snapshot);
  }

  /** Fetch the overlays that are on and out of date (a new revision or another side shown). */
  private refreshOverlays(snap: Snapshot | null | undefined): void {
    const active = this.bar.active();
    if (!snap?.doc || !snap.view) {
      for (const k of active) this.overlays.set(k, null);
      return;
    }
    const key = `${snap.doc.revision}:${snap.view.side}`;
    for (const kind of active) {
      if (this.overlayDrawn.get(kind) === key) continue;
      this.overlayDrawn.set(kind, key);
      void this.host.store
        .call((h) => h.overlay({ kind }))
        .then((data) => {
          if (this.overlayDrawn.get(kind) !== key) return;
          this.overlays.set(kind, data ?? null);
        });
    }
  }

  // ------------------------------------------------------------ the end

  private gameOver(snap: Snapshot | null | undefined): void {
    const vars = (snap?.view?.state.vars ?? {}) as JsonObject & { result?: GameResult | null };
    if (!vars.result) {
      this.gameOverShown = false;
      return;
    }
    if (this.gameOverShown || dialogIsOpen() || this.curtain.shown) return;
    this.gameOverShown = true;
    const { reason, lines } = resultWords(this.host.game().page, vars.result, vars, this.host.store.module);
    void gameOverDialog(vars.result, vars.result.winner ? this.host.sideName(vars.result.winner) : '', reason, lines);
  }
}

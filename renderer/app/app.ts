// The page controller: builds the layout, wires the store (host), the map view and the panels, and runs
// commands from the toolbar, the keyboard and the native menu. It holds no game state of its own.

import type { DocInfo, LogLine, MenuCommand, RecoveryInfo, Snapshot } from '../../schemas/host-api.js';
import type { HostApi } from '../../electron/host/api.js';
import type { Location, Mode, Piece } from '../../engine/core/types.js';
import { Store } from './store.js';
import { MapView } from '../map/mapview.js';
import { Toolbar } from '../panels/toolbar.js';
import { StatusBar, titleText } from '../panels/status.js';
import { AlertRegion, DicePanel, LogPanel } from '../panels/logpanel.js';
import { Inspector } from '../panels/inspector.js';
import { closeContextMenu, openContextMenu } from '../panels/contextmenu.js';
import { unitsOverMarkers } from '../map/counterface.js';
import type { SheetView } from '../sheet/sheetview.js';
import { controlRefusals, menuStates, type Preview, refusalsKey, trayRules } from '../panels/rulesnow.js';
import { CommandDeduper, type Command, commandForKey, isTypingTarget, leaveToMenu } from '../panels/keyboard.js';
import {
  newGameDialog,
  noteDialog,
  openDialog,
  recoveryDialog,
  replaceDialog,
  saveAsDialog,
  unsavedDialog,
} from '../panels/dialogs.js';
import { aboutDialog, chartsDialog } from '../panels/about.js';
import { legendDialog } from '../panels/legend.js';
import { dialogIsOpen, dialogOpenOr } from '../panels/dialog.js';
import { el } from '../panels/dom.js';
import { SideColumn } from '../panels/sidecolumn.js';
import {
  currentLanguage,
  localName,
  onLanguageChange,
  reportLanguageTo,
  setLanguage,
  t,
  unitName,
} from '../i18n/index.js';
import { phaseName, scenarioOf } from '../panels/gametime.js';
import { boxName } from '../panels/vocabulary.js';
import { markerDefOf } from '../../engine/games/table/verbs.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { PlayController } from './play.js';
import { MailController } from './mail.js';
import { OpponentController } from './opponent.js';
import { errorText } from '../panels/violations.js';
import { printPositions } from '../panels/print.js';
import { ReplayController } from './replay.js';
import { newWarnings } from './warnings.js';
import { cardName } from '../panels/names.js';
import { SpaceControl } from '../map/spacecontrol.js';
import { SpacePicks } from '../map/spacepicks.js';
import { RecoveryStatus } from '../panels/recovery-status.js';
import { gameFor } from '../games/index.js';
import type { GameContext, GamePage, GameScreen } from '../games/types.js';
import { KeyFocus } from '../map/keyfocus.js';
import { LiveRegion } from '../panels/liveregion.js';
import { CommandLine } from '../panels/commandline.js';
import { FocusKeeper } from '../panels/focuskeep.js';
import { positionsText } from '../panels/positionstext.js';
import { type PlayPhrase, playPhrases } from '../panels/commandphrases.js';
import { describeAction, formatLogLine } from '../panels/logtext.js';

/** Commands that change the game: refused while a replayed position is shown. */
const REPLAY_REFUSES: ReadonlySet<string> = new Set(['undo', 'redo', 'roll', 'nextPhase', 'note', 'deleteSelection']);

/** Commands refused under the hand-over curtain: they would act, or show a side (undo: the take-back is allowed). */
const CURTAIN_REFUSES: ReadonlySet<string> = new Set([
  'hint',
  'redo',
  'roll',
  'nextPhase',
  'note',
  'deleteSelection',
  'replay',
  'printPositions',
]);

/** The running page. */
export class App {
  readonly store: Store;
  readonly map: MapView;
  readonly toolbar: Toolbar;
  readonly status = new StatusBar((mode) => void this.setMode(mode));
  readonly log = new LogPanel(() => this.command('note', 'ui'));
  readonly dice = new DicePanel();
  readonly alert = new AlertRegion();
  /** Says while it lasts that crash recovery is off (DocInfo.recovery). */
  readonly recovery = new RecoveryStatus();
  readonly inspector: Inspector;
  readonly play: PlayController;
  readonly mail: MailController;
  readonly opponent: OpponentController;
  readonly replay: ReplayController;
  /** Who controls each space of a point-to-point map (vars.control), under the counters. */
  readonly control: SpaceControl;
  /** The spaces a game's panel lights on a point-to-point map (its chosen kind of action). */
  readonly picks: SpacePicks;
  /** Keyboard and screen-reader play (issue 26 §4): what is said, the map's keys, the command line. */
  readonly live = new LiveRegion();
  readonly keys: KeyFocus;
  readonly commandLine: CommandLine;
  private focusKeeper: FocusKeeper | null = null;
  /** The plug-in of the game on the page (renderer/games), and its panels while mounted. */
  private game: { page: GamePage; screen: GameScreen | null } = { page: gameFor(null), screen: null };
  /** Where a game's panels go: the map's column (under the map), the side column (before the players). */
  private slots: { mapColumn: HTMLElement; sideBefore: HTMLElement; map: HTMLElement } | null = null;
  selected: string | null = null;
  private inspected: string | null = null; // a piece of the stack the inspector shows
  private dedupe = new CommandDeduper();
  private lastTitle = '';
  /** The page's one heading (in the top bar, for screen readers): the game's title, as the window's. */
  private readonly heading = el('h1', { class: 'sr-only', id: 'app-title', text: 'Sandtable' });
  private dialogOpen = false;
  /** The document summary last drawn, to show each of its warnings once. */
  private lastDoc: DocInfo | null = null;

  constructor(host: HostApi) {
    this.store = new Store(host);
    this.map = new MapView({
      onMove: (piece, to) => {
        // A drop the game's screen takes is drawn with the host's answer to it, in one frame, as a move is.
        if (this.play.drop(piece, to)) this.map.hold(this.store.settled());
        else void this.move(piece, to);
      },
      onPlace: (def, to) => void this.placeMarker(def, to),
      onSelect: (piece, stack) => {
        // A click may answer the rules first (a place, what the game picks on the map), then it selects as usual.
        if (piece && stack) this.play.clickStack(piece, stack);
        // A stack on a space: the game's panels may use the click (point-to-point maps).
        if (piece?.at.kind === 'space' && stack) this.game.screen?.clickSpace?.(piece.at.space);
        this.select(piece?.id ?? null, stack ? piece!.id : null);
      },
      onDragStart: (piece, _source, stack) => this.play.dragStart(piece, stack),
      onDragEnd: () => this.play.dragEnd(),
      onMapClick: (at) => {
        if (this.game.screen?.clickSpace?.(at?.kind === 'space' ? at.space : null)) return;
        this.play.clickPlace(at);
      },
      onContextMenu: (piece, at) => void this.contextMenu(piece, at),
      onLegend: () => this.command('legend', 'ui'),
      // Hovering shows a stack in the inspector without selecting it; leaving shows the inspected stack again.
      onHover: (stack) =>
        this.inspector.show(
          this.store.module,
          stack ?? (this.inspected ? this.map.stackOf(this.inspected) : null),
          this.selected,
        ),
    });
    this.toolbar = new Toolbar(
      (c) => this.command(c, 'ui'),
      (reason) => this.alert.show(reason),
    );
    this.inspector = new Inspector(
      {
        select: (id) => this.select(id, id),
        menu: (p, at) => void this.contextMenu(p, at),
      },
      (kind, id) => this.placeName(kind, id),
    );
    this.store.onError((e) =>
      this.alert.show(errorText(e, (id) => this.play.pieceName(id)) || t('errors.unknown', { message: e.code })),
    );
    this.play = new PlayController({
      store: this.store,
      map: this.map,
      pieceName: (id) => this.pieceName(id),
      sideName: (id) => this.sideName(id),
      selected: () => this.selected,
      hideError: () => this.alert.hide(),
      game: () => this.game,
    });
    this.replay = new ReplayController(this.store, (id) =>
      phaseName(scenarioOf(this.store.module, this.store.snapshot?.view?.state.scenarioId), id, currentLanguage()),
    );
    this.mail = new MailController({
      store: this.store,
      sideName: (id) => this.sideName(id),
      modal: (fn) => this.modal(fn),
      showMoves: (from) => this.showMoves(from),
    });
    this.opponent = new OpponentController({
      store: this.store,
      sideName: (id) => this.sideName(id),
      replaying: () => this.replay.active,
      reasonNames: () => ({
        piece: (id) => this.pieceName(id),
        space: (id) => this.placeName('space', id),
        card: (id) => cardName(this.store.module, id),
      }),
      describe: (action) =>
        describeAction(
          { verb: action.verb, args: action.args },
          (id) => this.pieceName(id),
          (kind, id) => this.placeName(kind, id),
          this.logNames(),
        ),
      point: (id) => {
        if (this.store.piece(id)) this.select(id, id);
      },
    });
    this.control = new SpaceControl(
      () => this.map.board,
      () => this.map.requestRender(),
    );
    this.picks = new SpacePicks(
      () => this.map.board,
      () => this.map.requestRender(),
    );
    this.keys = new KeyFocus({
      enabled: () => !this.replay.active && !this.play.curtain.shown,
      board: () => this.map.board,
      pieces: () => this.store.shown?.view?.state.pieces ?? [],
      phrases: () => this.phrases(),
      click: (at, stack) => this.clickAt(at, stack),
      select: (id) => this.select(id, id),
      selected: () => this.selected,
      act: (a) => void this.store.act(a.verb, a.args ?? {}),
      say: (text) => this.live.say(text),
      pieceName: (id) => this.pieceName(id),
      placeName: (at) =>
        at.kind === 'hex'
          ? t('keys.hex', { hex: at.hex })
          : this.placeName(at.kind, at.kind === 'box' ? at.box : at.space),
      show: (p) => this.map.reveal(p),
      requestRender: () => this.map.requestRender(),
    });
    this.commandLine = new CommandLine({
      phrases: () => this.phrases(),
      act: async (a) => {
        this.alert.hide();
        await this.store.act(a.verb, a.args ?? {});
      },
      say: (text) => this.live.say(text),
    });
    this.store.subscribe(() => this.redraw());
    onLanguageChange(() => {
      this.play.languageChanged();
      this.replay.bar.render();
      this.toolbar.render();
      this.map.rebuildTerrain();
      this.redraw();
    });
  }

  /**
   * A "Working…" status shown while a host call takes longer than a moment (opening a long game replays it), with
   * aria-busy on `region`; quick calls never flash it.
   */
  private busyIndicator(region: HTMLElement): HTMLElement {
    const status = el('div', {
      role: 'status',
      class: 'busy',
      'data-testid': 'busy',
      hidden: true,
      text: t('app.working'),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    this.store.onBusy((busy) => {
      clearTimeout(timer);
      region.setAttribute('aria-busy', String(busy));
      // The computer thinking says so itself (opponent.ts).
      if (!busy || this.opponent.busy) {
        status.hidden = true;
        return;
      }
      timer = setTimeout(() => {
        status.textContent = t('app.working');
        status.hidden = false;
      }, 300);
    });
    return status;
  }

  /** Build the page inside `root` and start the map. */
  async mount(root: HTMLElement): Promise<void> {
    const mapHost = el('div', { class: 'map', id: 'map', role: 'application', 'aria-label': t('map.label') });
    this.focusKeeper = new FocusKeeper(() => (this.play.curtain.shown ? null : mapHost));
    const panels = [
      this.status.element,
      this.mail.players.element,
      this.dice.element,
      this.inspector.element,
      this.log.element,
    ];
    const side = new SideColumn(...panels).element;
    const mapColumn = el('div', { class: 'map-column' }, mapHost);
    // A game's panels: under the map, in the side column after the status, over the map (mountGame).
    this.slots = { mapColumn, sideBefore: this.mail.players.element, map: mapHost };
    const main = el('main', { class: 'body' }, mapColumn, side);
    root.append(
      // The page's one heading, for screen readers' heading navigation: the game's title (update sets it).
      el('header', { class: 'top' }, this.heading, this.toolbar.element),
      this.play.prompt.element,
      this.commandLine.element,
      this.live.element,
      this.recovery.element,
      this.replay.bar.element,
      this.alert.element,
      this.mail.notice.element,
      this.opponent.notice.element,
      this.opponent.thinking,
      this.busyIndicator(main),
      main,
      this.play.curtain.element,
    );
    await this.map.init(mapHost);
    this.map.addLayer(this.control.layer);
    this.map.addLayer(this.picks.layer);
    this.play.mount();
    this.map.addLayer(this.keys.layer);
    this.keys.attach(mapHost);
    document.addEventListener('keydown', (e) => this.onKey(e));
    this.store.host.onMenu((c) => this.command(c, 'menu'));
    reportLanguageTo(this.store.host); // the native menu follows the page's language
    // A saved game dropped anywhere on the window opens like Open… would.
    window.addEventListener('dragover', (e) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    });
    window.addEventListener('drop', (e) => {
      const file = e.dataTransfer?.files?.[0];
      if (!file) return;
      e.preventDefault();
      void this.mayReplaceGame('open').then((ok) => {
        if (!ok) return;
        this.select(null, null);
        return this.openPicked(file);
      });
    });
    this.redraw(); // the empty state: buttons that need a game disabled, "No game open"
  }

  /** Startup: recovery offer, then the open game, else the New game dialog. */
  async start(): Promise<void> {
    const s = this.store;
    // Asked ahead while the page started (main.ts, Store.askStartAhead), or now.
    const rec = await s.call((h) => s.takeAhead<RecoveryInfo | null>('checkRecovery') ?? h.checkRecovery({}));
    if (rec) {
      const choice = await this.modal(() => recoveryDialog(rec));
      if (choice === 'restore') await s.callSnapshot((h) => h.restoreRecovery({}));
      else if (choice === 'discard') await s.call((h) => h.discardRecovery({}));
    }
    // Nothing changed the open game since the snapshot asked ahead (a restored game is shown already).
    if (!s.snapshot?.doc) await s.callSnapshot((h) => s.takeAhead<Snapshot | null>('getSnapshot') ?? h.getSnapshot({}));
    s.dropAhead();
    this.redraw();
    if (!this.store.snapshot?.doc) {
      // Resolve once the New game dialog is up (or newGame gave up), not when the person has chosen.
      let finished = false;
      void this.newGame().finally(() => {
        finished = true;
      });
      await dialogOpenOr(() => finished);
    }
  }

  /**
   * Resolves once no host call is in flight (a snapshot may trigger a getModule call after it; at most ten
   * rounds) and the next frame has been drawn.
   */
  async idle(): Promise<void> {
    await this.settled();
    await this.map.nextRender();
  }

  /** Resolves after pending host calls are answered and what they changed is drawn, drawing nothing more. */
  async settled(): Promise<void> {
    for (let i = 0; i < 10; i++) {
      await this.store.settled();
      if (this.store.busy === 0) break;
    }
    await this.map.drawn();
  }

  // ------------------------------------------------------------ drawing

  /** Draw the map, the counter sheet and the stack inspector: all that a change of selection changes. */
  private drawSelection(): void {
    const module = this.store.module;
    // While replaying, the replayed position; counters do not drag on it.
    const pieces = this.store.shown?.view?.state.pieces ?? [];
    this.map.locked = this.replay.active;
    if (this.selected && !pieces.some((p) => p.id === this.selected)) this.selected = null;
    try {
      this.map.setModule(module, this.game.page.mapKey ?? null);
      this.map.setPieces(unitsOverMarkers(pieces), this.selected);
    } catch (e) {
      // Bad module data must not take the panels down with the map: say what failed.
      this.alert.show(t('errors.unknown', { message: e instanceof Error ? e.message : String(e) }));
    }
    this.inspector.show(module, this.inspected ? this.map.stackOf(this.inspected) : null, this.selected);
  }

  /** Draw everything from the store's snapshot: the map and every panel, and the window title. */
  private redraw(): void {
    const snap = this.store.snapshot;
    const module = this.store.module;
    // No view (the curtain is up): nothing of one is kept, a selected counter's id neither.
    if (!snap?.view) this.selected = this.inspected = null;
    this.replay.sync(snap);
    // The game's panels (a hand under the map: drawn first, so the map fits the room it leaves), from the live
    // view (its legal plays) or the replayed position (read only).
    const shownView = this.store.shown?.view ?? null;
    const { page, screen } = this.mountGame(module?.manifest.rules);
    screen?.update({ module, view: shownView, log: snap?.log ?? [], readOnly: this.replay.active });
    this.drawSelection();
    // After drawSelection: the map's board is set.
    this.control.show(module, shownView, page.spaceMarks?.(shownView) ?? []);
    this.toolbar.update(snap?.doc ?? null, this.replay.active);
    void this.showRefusals();
    this.recovery.update(snap?.doc);
    const warnings = newWarnings(this.lastDoc, snap?.doc);
    this.lastDoc = snap?.doc ?? null;
    if (warnings.length > 0) this.alert.show(warnings.map((w) => w.message).join(' '));
    this.status.update(this.store.shown, module, page);
    this.log.takeBack = this.mail.takeBack(snap);
    const name = (id: string) => this.pieceName(id);
    const place = (kind: 'space' | 'box', id: string) => this.placeName(kind, id);
    const names = this.logNames();
    this.log.update(snap?.log ?? [], name, place, names, snap?.doc?.undoBarrier ?? null, [module, this.replay.active]);
    this.log.highlight(this.replay.seq);
    this.log.noteButton.disabled = !snap?.doc;
    this.dice.update(
      snap?.log ?? [],
      (id) => this.sideName(id),
      (p) => page.rollPurpose?.(p) ?? null,
    );
    this.play.update();
    // Said aloud: the log's new entries (the opponent's actions, the dice) and a new question, in the log's words.
    const said = (l: LogLine) => {
      const f = formatLogLine(l, name, place, names);
      return [f.text, ...f.events].join('. ');
    };
    const bar = this.play.prompt.element;
    // Under the curtain (no view) nothing is asked of anyone yet.
    const prompt = snap?.view
      ? ['side', 'text'].map((k) => bar.querySelector(`[data-testid="prompt-${k}"]`)?.textContent ?? '').join(' ')
      : '';
    const doc = snap?.doc ? `${snap.doc.moduleId}:${snap.doc.fileName}` : null;
    this.live.update(doc, snap?.view?.side ?? null, snap?.log ?? [], said, prompt);
    this.keys.refresh();
    if (snap?.view) this.commandLine.refresh();
    else this.commandLine.clear();
    this.focusKeeper?.soon();
    this.mail.update(snap);
    this.opponent.update(snap);
    const title = titleText(snap);
    document.title = title;
    this.heading.textContent = title;
    if (title !== this.lastTitle) {
      this.lastTitle = title;
      void this.store.host.setTitle({ title }).catch(() => undefined);
    }
  }

  /** How the log names phases, markers, sides and cards, and the game's own words (its page plug-in). */
  private logNames() {
    const module = this.store.module;
    const snap = this.store.snapshot;
    return {
      phase: (id: string) => phaseName(scenarioOf(module, snap?.view?.state.scenarioId), id, currentLanguage()),
      marker: (def: string) => this.markerName(def) ?? def,
      side: (id: string) => {
        const sd = module?.manifest.sides.find((x) => x.id === id);
        return sd ? localName(sd.name, sd.names) : id;
      },
      card: (id: string) => cardName(module, id),
      game: this.game.page,
    };
  }

  /**
   * The plug-in of the module's rules on the page: another game's panels are taken off and this one's mounted in
   * the slots the page offers (its screen stays while the rules stay, a new game of the same kind too).
   */
  private mountGame(rules: string | undefined): { page: GamePage; screen: GameScreen | null } {
    const page = gameFor(rules);
    if (page === this.game.page || !this.slots) return this.game;
    this.game.screen?.unmount();
    this.game = { page, screen: page.mount?.(this.gameContext(this.slots)) ?? null };
    return this.game;
  }

  /** What the page offers a game's panels: its slots, acting, previews, names, lights and redrawing. */
  private gameContext(slots: { mapColumn: HTMLElement; sideBefore: HTMLElement; map: HTMLElement }): GameContext {
    return {
      slots: {
        underMap: (e) => slots.mapColumn.append(e),
        side: (e) => slots.sideBefore.before(e),
        overMap: (e) => slots.map.append(e),
      },
      act: async (verb, args) => {
        this.alert.hide();
        await this.store.act(verb, args);
      },
      preview: async (action) => (await this.store.call((h) => h.preview({ action }))) ?? null,
      piece: (id) => this.store.piece(id),
      pieceName: (id) => this.play.pieceName(id),
      lightSpaces: (picks) => this.picks.show(picks),
      screenOf: (target) =>
        'space' in target
          ? this.map.screenOfLocation({ kind: 'space', space: target.space })
          : this.map.screenOfPiece(target.piece),
      selected: () => this.selected,
      redraw: () => this.play.update(),
    };
  }

  /** A marker def's name in the current language, or undefined when the module has no such marker. */
  private markerName(def: string): string | undefined {
    const m = this.store.module?.markers.find((x) => x.id === def);
    return m ? localName(m.name, m.names) : undefined;
  }

  /** A piece's name for the log: its unit's name, its marker's name, else its id. */
  private pieceName(id: string): string {
    // A piece this side cannot see: the host names only whose it is (electron/services/log-redact.ts).
    if (id.startsWith('hidden:')) return t('log.hiddenUnit', { side: this.sideName(id.slice('hidden:'.length)) });
    const p = this.store.piece(id);
    const module = this.store.module;
    if (p?.kind === 'unit') return unitName(module?.units, p.def) ?? id;
    if (p?.kind === 'marker') return this.markerName(p.def) ?? id;
    // A removed marker is no longer in the state, but its id still names its def.
    const def = markerDefOf(id);
    // A unit that left the game (a defected corps) by its printed name.
    return (def && this.markerName(def)) || unitName(module?.units, id) || id;
  }

  /** A side's name in the current language. */
  private sideName(id: string): string {
    const sd = this.store.module?.manifest.sides.find((x) => x.id === id);
    return sd ? localName(sd.name, sd.names) : id;
  }

  /** A space's or a box's printed name (log, inspector). */
  private placeName(kind: 'space' | 'box', id: string): string {
    const module = this.store.module;
    if (kind === 'space') return module?.map.spaces?.find((x) => x.id === id)?.name ?? id;
    return boxName(
      id,
      module?.map.boxes.find((x) => x.id === id),
    );
  }

  /** The view's legal actions in words (the command line's, the map keys' walk). */
  private phrases(): PlayPhrase[] {
    if (this.replay.active) return [];
    const module = this.store.module;
    return playPhrases(this.store.snapshot?.view ?? null, this.game.page, {
      piece: (id) => this.pieceName(id),
      space: (id) => module?.map.spaces?.find((x) => x.id === id)?.name ?? null,
      card: (id) => cardName(module, id),
    });
  }

  /** What a click on a place does, by keyboard: its top stack clicked (as onSelect), else the place (onMapClick). */
  private clickAt(at: Location, stack: Piece[]): void {
    const top = stack[stack.length - 1];
    if (top) {
      this.play.clickStack(top, stack);
      if (top.at.kind === 'space') this.game.screen?.clickSpace?.(top.at.space);
      this.select(top.id, top.id);
    } else if (!this.game.screen?.clickSpace?.(at.kind === 'space' ? at.space : null)) this.play.clickPlace(at);
  }

  private select(pieceId: string | null, inspect: string | null): void {
    this.selected = pieceId;
    this.inspected = inspect ?? pieceId;
    closeContextMenu();
    this.drawSelection();
    this.play.update();
  }

  private async contextMenu(piece: Piece, at: { x: number; y: number }): Promise<void> {
    this.selected = piece.id;
    this.inspected = piece.id;
    this.drawSelection();
    // In enforced and advisory modes each item is what the rules allow now, or disabled with why (rulesnow.ts).
    const view = this.replay.active ? null : (this.store.snapshot?.view ?? null);
    const { page } = this.game;
    const name = (id: string) => this.pieceName(id);
    const states = await menuStates(piece, view, view?.state.mode ?? null, page, this.store.module, this.preview, name);
    openContextMenu(
      piece,
      at,
      (verb, own) => void (own ? this.store.act(own.verb, own.args) : this.pieceAction(piece.id, verb)),
      states,
      name(piece.id),
    );
  }

  /** The host's preview of an action (its violations), or null without an answer. */
  private preview: Preview = async (action) => (await this.store.call((h) => h.preview({ action }))) ?? null;

  /** What the refusals shown were asked for (rulesnow.ts refusalsKey). */
  private refusalsShown = '';

  /** The toolbar's commands and the markers tray as the rules allow now (enforced and advisory modes). */
  private async showRefusals(): Promise<void> {
    const sheet = this.map.sheet as SheetView | undefined; // made once the map's canvas is up
    if (!sheet) return;
    const module = this.store.module;
    const { page } = this.game;
    // What the sheet leaves out is read from the position shown (a replayed one too).
    const shown = this.store.shown?.view ?? null;
    const leftOut = shown && module ? (page.offSheet?.(shown, module) ?? []) : [];
    const view = this.replay.active ? null : (this.store.snapshot?.view ?? null);
    const mode = view?.state.mode ?? null;
    const key = `${refusalsKey(view, mode)}|${leftOut.join(',')}`;
    if (key === this.refusalsShown) return;
    this.refusalsShown = key;
    const r = await controlRefusals(view, mode, module, this.preview);
    if (key !== this.refusalsShown) return; // another position came meanwhile
    this.toolbar.refuse({ roll: r.roll, nextPhase: r.nextPhase });
    sheet.onTrayRefused ??= (reason) => this.alert.show(reason);
    sheet.setRules(trayRules(view, module, page, r), leftOut);
    this.map.requestRender();
  }

  // ------------------------------------------------------------ intents

  private async move(piece: Piece, to: Location): Promise<void> {
    this.alert.hide();
    const done = this.store.act('move', { piece: piece.id, to: to as never }, piece.side);
    // The drop and the answer are drawn together (one frame), unless the host takes long.
    this.map.hold(done);
    await done;
  }

  /** A marker dragged from the tray: placed for its own side, or for the side to play when it has none. */
  private async placeMarker(def: string, at: Location): Promise<void> {
    const m = this.store.module?.markers.find((x) => x.id === def);
    if (!m) return;
    this.alert.hide();
    // The rules' own verb for it now (airpower in its phase), else a marker placed by hand.
    const view = this.store.snapshot?.view;
    const own = view && view.state.mode !== 'honor' ? this.game.page.markerAction?.(def, at, view) : null;
    if (own) await this.store.act(own.verb, own.args);
    else await this.store.act('placeMarker', { def, at: at as never }, m.side);
  }

  /** The mode selector: a logged setMode action; the selector shows the game's mode once the host answers. */
  private async setMode(mode: Mode): Promise<void> {
    if (!this.store.snapshot?.doc) return;
    this.alert.hide();
    await this.store.act('setMode', { mode });
    this.redraw();
  }

  private async note(): Promise<void> {
    if (!this.store.snapshot?.doc) return;
    const text = await this.modal(() => noteDialog());
    if (!text) return;
    this.alert.hide();
    await this.store.act('note', { text });
  }

  private async pieceAction(id: string, verb: string): Promise<void> {
    const p = this.store.piece(id);
    if (!p) return;
    this.alert.hide();
    await this.store.act(verb, { piece: id }, p.side);
  }

  /** Run a command from the toolbar ('ui'), the keyboard ('key') or the native menu ('menu'). */
  command(cmd: Command, source: 'ui' | 'key' | 'menu'): void {
    if (source !== 'ui' && !this.dedupe.accept(cmd, source, performance.now())) return;
    void this.runCommand(cmd);
  }

  private async runCommand(cmd: Command | MenuCommand): Promise<void> {
    const s = this.store;
    if (this.replay.active && REPLAY_REFUSES.has(cmd)) {
      s.reportError({ code: 'replaying', message: t('replay.refused') });
      return;
    }
    // Under the curtain the page shows no side: the keys and the menu do nothing that would (a click lifts it).
    if (this.play.curtain.shown && CURTAIN_REFUSES.has(cmd)) return;
    switch (cmd) {
      case 'replay':
        return this.replay.toggle();
      case 'new':
        return this.newGame();
      case 'open':
        return this.open();
      case 'save':
        if (!s.snapshot?.doc) return;
        if (!s.snapshot.doc.fileName) return this.saveAs();
        await s.callSnapshot((h) => h.save({}));
        return;
      case 'saveAs':
        return this.saveAs();
      case 'undo':
        if (s.snapshot?.doc?.canUndo) await s.callSnapshot((h) => h.undo({}));
        return;
      case 'redo':
        if (s.snapshot?.doc?.canRedo) await s.callSnapshot((h) => h.redo({}));
        return;
      case 'roll':
        if (!s.snapshot?.doc) return;
        await s.act('roll', { count: this.toolbar.diceCount(), sides: 6 });
        return;
      case 'nextPhase':
        if (!s.snapshot?.doc) return;
        this.alert.hide();
        await s.act('nextPhase', {});
        return;
      case 'note':
        return this.note();
      case 'fit':
        this.map.fit();
        return;
      case 'zoomIn':
        this.map.zoomBy(1.25);
        return;
      case 'zoomOut':
        this.map.zoomBy(0.8);
        return;
      case 'deleteSelection':
        // Delete takes a marker off the table; a unit goes to the dead pile.
        if (this.selected)
          await this.pieceAction(
            this.selected,
            this.store.piece(this.selected)?.kind === 'marker' ? 'removeMarker' : 'eliminate',
          );
        return;
      case 'cancel':
        if (this.map.cancelDrag()) return;
        if (closeContextMenu()) return;
        if (this.replay.active) return this.replay.close();
        this.select(null, null);
        return;
      case 'about':
        if (s.module) await this.modal(() => aboutDialog(s.module!, this.game.page));
        return;
      case 'charts':
        if (s.module) await this.modal(() => chartsDialog(s.module!));
        return;
      case 'legend':
        if (s.module) await this.modal(() => legendDialog(s.module!));
        return;
      case 'sendTurn':
        return this.mail.sendTurn();
      case 'hint':
        if (s.snapshot?.doc && !this.replay.active) await this.opponent.hint();
        return;
      case 'printPositions':
        await this.modal(() => printPositions(s, this.map));
        return;
      case 'commandLine':
        if (s.snapshot?.view && !this.replay.active && !this.play.curtain.shown) this.commandLine.show();
        return;
      case 'positionsText':
        if (s.module && s.shown?.view) await this.modal(() => positionsText(s.module!, s.shown!.view!));
        return;
      case 'focusMap':
        document.getElementById('map')?.focus();
        return;
      case 'language:en':
        setLanguage('en');
        return;
      case 'language:es':
        setLanguage('es');
        return;
    }
  }

  private async modal<T>(fn: () => Promise<T>): Promise<T | null> {
    if (this.dialogOpen) return null;
    this.dialogOpen = true;
    try {
      return await fn();
    } finally {
      this.dialogOpen = false;
    }
  }

  /**
   * Before New game or Open replaces the game: with unsaved changes (DocInfo.dirty), ask Save / Don't save /
   * Cancel. True when the game may be replaced (nothing unsaved, saved now, or the person chose not to save).
   */
  private async mayReplaceGame(action: 'new' | 'open'): Promise<boolean> {
    const doc = this.store.snapshot?.doc;
    // A game by e-mail with everything sent: the opponent's file (and this player's record) hold it all.
    if (!doc?.dirty || doc.mail?.unsent === 0) return true;
    const choice = await this.modal(() => unsavedDialog(doc.fileName, action));
    if (choice === 'discard') return true;
    if (choice !== 'save') return false; // Cancel, Esc, or another dialog was already open
    if (doc.fileName) await this.store.callSnapshot((h) => h.save({}));
    else await this.saveAs();
    // Saving can fail or be cancelled (Save As dialog closed): then the game stays, unreplaced.
    return this.store.snapshot?.doc?.dirty === false;
  }

  /** "Show their moves": the replay bar opened before the opponent's first new entry, playing forward. */
  private async showMoves(from: number): Promise<void> {
    if (this.replay.active) this.replay.close();
    await this.replay.toggle(from - 1);
    this.replay.playPause();
  }

  private async newGame(): Promise<void> {
    if (!(await this.mayReplaceGame('new'))) return;
    const modules = await this.store.call((h) => h.listModules());
    if (!modules) return;
    const me = await this.mail.me();
    const pick = await this.modal(() => newGameDialog(modules, me));
    if (!pick) return;
    // A game by e-mail starts as an invitation: nothing opens here until the opponent's file comes back.
    if (await this.mail.started(pick, modules, me)) return;
    this.select(null, null);
    // A `seed` in the page's address makes new games reproducible (tests, demonstrations); else the host draws one.
    const seed = new URLSearchParams(location.search).get('seed') ?? undefined;
    const { moduleId, scenarioId, mode } = pick;
    // Against the computer: the side it plays and its bot (the host plays that side).
    const opponent = pick.computer ? { opponent: pick.computer } : {};
    await this.store.callSnapshot((h) =>
      h.newGame({ moduleId, scenarioId, mode, ...(seed ? { seed } : {}), ...opponent }),
    );
  }

  private async open(): Promise<void> {
    const s = this.store;
    if (!(await this.mayReplaceGame('open'))) return;
    if (s.host.kind === 'electron') {
      await this.mail.open((h) => h.openDialog({}));
      return;
    }
    const files = await s.call((h) => h.listFiles({}));
    if (!files) return;
    const pick = await this.modal(() => openDialog(files));
    if (!pick) return;
    this.select(null, null);
    if ('fileId' in pick) await this.mail.open((h) => h.openFile({ fileId: pick.fileId }));
    else await this.openPicked(pick.file);
  }

  /** Open a file from this computer by its contents; one over the save-file limit is refused before it is read. */
  private async openPicked(file: File): Promise<void> {
    if (file.size > MAX_SAVE_BYTES) {
      const mb = (n: number) => (n / 1048576).toFixed(n % 1048576 === 0 ? 0 : 1);
      this.store.reportError({
        code: 'too-large',
        message: t('errors.tooLarge', { name: file.name, size: mb(file.size), max: mb(MAX_SAVE_BYTES) }),
      });
      return;
    }
    const text = await file.text();
    // An invitation asks to join; an opponent's file refused by the host is said in a dialog (mail.ts).
    await this.mail.open((h) => h.openContents({ name: file.name, text }));
  }

  private async saveAs(): Promise<void> {
    const s = this.store;
    if (!s.snapshot?.doc) return;
    if (s.host.kind === 'electron') {
      await s.callSnapshot((h) => h.saveAs({}));
      return;
    }
    let name = s.snapshot?.doc?.fileName ?? null;
    for (;;) {
      const asked = await this.modal(() => saveAsDialog(name));
      if (!asked) return;
      name = asked;
      // Another game of that name is only replaced when the person says so (the host answers 'exists').
      let exists = false;
      await s.callSnapshot(async (h) => {
        const r = await h.saveAs({ name: asked });
        if (r.ok || r.error.code !== 'exists') return r;
        exists = true;
        return { ok: true, value: null };
      });
      if (!exists) return;
      const replace = await this.modal(() => replaceDialog(asked));
      if (replace) {
        await s.callSnapshot((h) => h.saveAs({ name: asked, overwrite: true }));
        return;
      }
      // Not replaced: back to the name, to choose another (Cancel there gives up).
    }
  }

  private onKey(e: KeyboardEvent): void {
    if (isTypingTarget(e.target) && e.key !== 'Escape') return;
    if (dialogIsOpen()) return; // dialogs handle their own keys
    if (!isTypingTarget(e.target) && this.replay.key(e)) {
      e.preventDefault();
      return;
    }
    const cmd = commandForKey(e);
    if (!cmd) return;
    // In Electron the menu accelerators deliver these through host.onMenu; handle them only once.
    if (this.store.host.kind === 'electron' && leaveToMenu(e, cmd)) return;
    e.preventDefault();
    this.command(cmd, 'key');
  }
}

// Play by e-mail on the page: starting a game by invitation, joining an invitation opened with Open, sending a
// turn as a file, the verdict on an opponent's file (then their moves replayed, or play at once), a refused file
// in an error dialog while the open game stays, and "Ask to take back" after sending. The host keeps the keys,
// the records and the checks (electron/services/mail-ops.ts); this only asks and shows.

import type { ContinueTerms, HostResult, ModuleInfo, PlayerIdentity, Snapshot } from '../../schemas/host-api.js';
import type { PageHostApi } from '../../electron/host/api.js';
import type { Mode } from '../../engine/core/types.js';
import type { Store } from './store.js';
import { t } from '../i18n/index.js';
import { Notice, downloadText } from '../panels/notice.js';
import {
  continueWords,
  invitationWords,
  opponentName,
  PlayersPanel,
  takeBackTo,
  verdictNote,
  verdictText,
} from '../panels/players.js';
import {
  continueDialog,
  invitationDialog,
  invitedDialog,
  joinedDialog,
  refusedDialog,
  verdictDialog,
} from '../panels/maildialogs.js';
import type { OpponentChoice } from '../panels/maildialogs.js';

/** Codes of an opponent's file the host refuses (host/slices/mail-events.ts, savefile.ts): said in a dialog. */
const REFUSED = new Set([
  'history-changed',
  'tampered',
  'no-record',
  'own-invitation',
  'terms-changed',
  'sealed-replaced',
  'already-joined',
  'already-started',
  'own-acceptance',
]);

/** What the controller needs from the page. */
export interface MailHost {
  store: Store;
  sideName(id: string): string;
  /** Runs a dialog unless another is open (then null). */
  modal<T>(fn: () => Promise<T>): Promise<T | null>;
  /** Shows the opponent's new entries from `from` on the map (the replay bar, playing forward). */
  showMoves(from: number): Promise<void>;
}

/** A New game dialog's answer: the game, and who plays it. */
export type NewGamePick = { moduleId: string; scenarioId: string; mode: Mode } & Partial<OpponentChoice>;

/** The controller of play by e-mail. */
export class MailController {
  readonly players = new PlayersPanel();
  readonly notice = new Notice();
  /** The document revision whose verdict was shown (a verdict comes once, with the snapshot of the opened file). */
  private verdictShown = -1;

  constructor(private host: MailHost) {}

  private get store(): Store {
    return this.host.store;
  }

  /** This player's name and key fingerprint (null when the host cannot say). */
  async me(): Promise<PlayerIdentity | null> {
    return (await this.store.call((h) => h.playerInfo({}))) ?? null;
  }

  /** Redraw from a new snapshot: the players panel, and the verdict on a file just opened. */
  update(snap: Snapshot | null): void {
    this.players.update(snap?.doc, (id) => this.host.sideName(id));
    const doc = snap?.doc;
    const verdict = doc?.mail?.verdict;
    if (!doc || !verdict || doc.revision === this.verdictShown) return;
    this.verdictShown = doc.revision;
    void this.showVerdict(snap);
  }

  private async showVerdict(snap: Snapshot): Promise<void> {
    const verdict = snap.doc!.mail!.verdict!;
    const text = verdictText(verdict, snap.log, snap.doc!.players ?? [], (id) => this.host.sideName(id));
    const choice = await this.host.modal(() => verdictDialog(text, verdictNote(verdict), verdict.count > 0));
    if (choice === 'replay') await this.host.showMoves(verdict.from);
  }

  /**
   * Runs an open call (openFile, openContents, openDialog): an invitation asks to join; a file of a game by e-mail
   * that the host refuses is said in a dialog, and the open game stays as it was.
   */
  async open(fn: (h: PageHostApi) => Promise<HostResult<Snapshot | null>>): Promise<void> {
    let invitation: string | null = null;
    let refused: string | null = null;
    let unknown: { message: string; terms?: ContinueTerms } | null = null;
    await this.store.callSnapshot(async (h) => {
      const r = await fn(h);
      if (r.ok && r.value) this.notice.hide(); // the notice was about the game before
      if (r.ok) return r;
      if (r.error.code === 'invitation') invitation = r.error.message;
      else if (r.error.code === 'continue-game') unknown = { message: r.error.message, terms: r.error.details };
      else if (REFUSED.has(r.error.code)) refused = r.error.message;
      else return r;
      return { ok: true, value: null };
    });
    if (invitation !== null) await this.join(invitation);
    else if (unknown !== null) {
      const { message: said, terms } = unknown as { message: string; terms?: ContinueTerms };
      const message = continueWords(said, terms, (await this.store.call((h) => h.listModules())) ?? []);
      // A game begun on another machine: never continued here but by the player's own choice, its terms shown.
      if (await this.host.modal(() => continueDialog(message)))
        await this.store.callSnapshot((h) => h.continueGame({}));
    } else if (refused !== null) {
      const message: string = refused;
      await this.host.modal(() => refusedDialog(message));
    }
  }

  /** An invitation was opened: Join (with this player's name) or Cancel. */
  private async join(message: string): Promise<void> {
    const [me, modules] = await Promise.all([this.me(), this.store.call((h) => h.listModules())]);
    const name = await this.host.modal(() => invitationDialog(invitationWords(message, modules ?? []), me));
    if (name === null) return;
    await this.saveName(me, name);
    // The answer goes back to the inviter, whose machine starts the game; its first file brings it here.
    const file = await this.store.call((h) => h.joinGame({}));
    if (!file) return;
    downloadText(file.name, file.text);
    await this.host.modal(() => joinedDialog(file.name));
  }

  private async saveName(me: PlayerIdentity | null, name: string | undefined): Promise<void> {
    if (name && name !== me?.name) await this.store.call((h) => h.setPlayerName({ name }));
  }

  /**
   * After the New game dialog: saves the player's name; a game by e-mail becomes an invitation, downloaded, with
   * what to do next. True when it was one (no game starts here until the opponent's file comes back).
   */
  async started(pick: NewGamePick, modules: readonly ModuleInfo[], me: PlayerIdentity | null): Promise<boolean> {
    await this.saveName(me, pick.name);
    if (!pick.mail) return false;
    const sides = modules.find((m) => m.id === pick.moduleId)?.sides ?? [];
    // The invitation offers the other side: the inviter plays the one chosen.
    const offered = sides.find((s) => s.id !== pick.mail!.side)?.id;
    if (!offered) return true;
    const { moduleId, scenarioId, mode } = pick;
    const strict = pick.mail.strictDice ? { strictDice: true } : {};
    const file = await this.store.call((h) => h.inviteGame({ moduleId, scenarioId, mode, side: offered, ...strict }));
    if (!file) return true;
    downloadText(file.name, file.text);
    await this.host.modal(() => invitedDialog(file.name));
    return true;
  }

  /** Send turn…: the file for the opponent, downloaded, and a notice saying whom to send it to. */
  async sendTurn(): Promise<void> {
    const doc = this.store.snapshot?.doc;
    if (!doc?.mail) return;
    const file = await this.store.call((h) => h.sendTurn({}));
    if (!file) return;
    downloadText(file.name, file.text);
    await this.store.refresh(); // what was sent is now behind the undo barrier
    this.notice.show(t('mail.turnSaved', { name: file.name, opponent: opponentName(doc) }));
  }

  /**
   * The log's "Ask to take back" for the undo barrier of a sent entry: asks the other player to take back this
   * player's last sent action. Null when there is none, or a proposal already waits for an answer.
   */
  takeBack(snap: Snapshot | null): { label: string; title: string; run: () => void } | null {
    const doc = snap?.doc;
    if (doc?.undoBarrier?.reason !== 'sent' || snap?.view?.state.proposal) return null;
    const to = takeBackTo(snap?.log ?? [], doc.mail);
    if (to === null) return null;
    return {
      label: t('mail.askTakeBack'),
      title: t('mail.askTakeBackHelp', { to }),
      run: () => void this.store.act('undoRequest', { to }, doc.mail!.side),
    };
  }
}

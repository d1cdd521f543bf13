// The players of a signed game in the side column: each side's player by name with the fingerprint of the key
// that signs its entries, "you" marked; in a game by e-mail also the side this screen plays and what is not sent
// yet. The words for the verdict on an opponent's file and the entry an "Ask to take back" goes back to. The
// functions are pure (players.test.ts).

import type { ContinueTerms, DocInfo, LogLine, MailInfo, ModuleInfo, PlayerInfo } from '../../schemas/host-api.js';
import { localName, t } from '../i18n/index.js';
import { clear, el } from './dom.js';

/** How the page names a side (its printed name in the page's language). */
export type SideNamer = (id: string) => string;

/** One player as a row: "Allied: Bob", the key's fingerprint, and whether it is this screen's player. */
export interface PlayerRow {
  side: string;
  text: string;
  fingerprint: string;
  you: boolean;
}

/** The name the host gives a player who chose none (electron/services/identity.ts): shown in the page's language. */
const HOST_DEFAULT_NAME = 'Player';

/** A player's name, "Player" in the page's language for the host's default, or "a player" when none recorded. */
export function playerName(p: PlayerInfo | undefined): string {
  const name = p?.name?.trim();
  if (name === HOST_DEFAULT_NAME) return t('mail.defaultName');
  return name || t('mail.unnamed');
}

/** The rows of the players panel, in the game's order of sides. */
export function playerRows(players: readonly PlayerInfo[], side: SideNamer): PlayerRow[] {
  return players.map((p) => ({
    side: p.side,
    text: t('mail.player', { side: side(p.side), name: playerName(p) }),
    fingerprint: p.fingerprint ?? '',
    you: p.you,
  }));
}

/** A fingerprint's first two groups ("9C1E-3333-…"), enough to tell two players apart at a glance. */
export function shortFingerprint(fingerprint: string): string {
  const groups = fingerprint.split('-');
  return groups.length > 2 ? `${groups.slice(0, 2).join('-')}-…` : fingerprint;
}

/** The opponent's name in a game by e-mail ("your opponent" when unknown). */
export function opponentName(doc: DocInfo | null | undefined): string {
  const other = doc?.players?.find((p) => p.side !== doc.mail?.side && !p.you);
  return other ? playerName(other) : t('mail.yourOpponent');
}

/** The verdict on an opponent's file in the page's language, naming who made the new actions. */
export function verdictText(
  verdict: NonNullable<MailInfo['verdict']>,
  log: readonly LogLine[],
  players: readonly PlayerInfo[],
  side: SideNamer,
): string {
  // The game's first file here: the game begins (nothing played yet, or the other player's first moves).
  const begins = verdict.begins ? t('mail.gameBegins', { opponent: playerName(players.find((p) => !p.you)) }) : null;
  if (verdict.count === 0) return begins ?? t('mail.verdictNone', { from: verdict.from });
  if (begins) return `${begins} ${verdictText({ ...verdict, begins: false }, log, players, side)}`;
  const fresh = log.filter((l) => l.seq >= verdict.from && l.seq < verdict.from + verdict.count);
  const sides = [...new Set(fresh.map((l) => l.side))];
  const who = sides.map((s) => `${playerName(players.find((p) => p.side === s))} (${side(s)})`);
  const by = who.length === 2 ? t('mail.and', { a: who[0], b: who[1] }) : who.join(', ');
  return t('mail.verdict', { from: verdict.from, count: verdict.count, by });
}

/** The host's words for an invitation (mail-ops.ts): who (with the key's fingerprint), which side, which module. */
const INVITATION = /^(.*) \(key ([0-9A-F-]+)\) invites you to play the (.+) side of (.+)\.$/;

/**
 * What the verdict adds when this machine had no record of the game (the player goes on from another machine
 * with the same keys: the history was checked by its signatures only), else null.
 */
export function verdictNote(verdict: NonNullable<MailInfo['verdict']>): string | null {
  if (verdict.message.includes('had no record')) return t('mail.noRecordNote');
  // A game that begins with nothing played yet: how it goes on from here.
  return verdict.begins && verdict.count === 0 ? t('mail.gameBeginsSend') : null;
}

/** An invitation's words in the page's language, with the module's and side's printed names; else as the host said. */
export function invitationWords(message: string, modules: readonly ModuleInfo[]): string {
  const m = INVITATION.exec(message);
  if (!m) return message;
  const [, name, fingerprint, sideId, moduleId] = m as unknown as [string, string, string, string, string];
  const mod = modules.find((x) => x.id === moduleId);
  const side = mod?.sides.find((s) => s.id === sideId)?.name ?? sideId;
  const text = t('mail.invitationText', {
    name,
    fingerprint,
    side,
    module: mod ? localName(mod.title, mod.titles) : moduleId,
  });
  // A title that ends in its own punctuation ("… Spain 1942?") takes no full stop after it.
  return /[.?!]\.$/.test(text) ? text.slice(0, -1) : text;
}

/** A game by e-mail met on this machine for the first time, in the page's language, or the host's words. */
export function continueWords(
  message: string,
  terms: ContinueTerms | undefined,
  modules: readonly ModuleInfo[],
): string {
  if (!terms) return message;
  const mod = modules.find((x) => x.id === terms.moduleId);
  const scenario = mod?.scenarios.find((x) => x.id === terms.scenarioId);
  return t('mail.continueText', {
    module: mod ? localName(mod.title, mod.titles) : terms.moduleId,
    scenario: scenario ? localName(scenario.name, scenario.names) : terms.scenarioId,
    mode: t(`status.modes.${terms.mode}`),
    strict: terms.strictDice ? t('mail.continueStrict') : '',
    side: mod?.sides.find((x) => x.id === terms.side)?.name ?? terms.side,
    opponent: terms.opponent ?? t('mail.yourOpponent'),
    fingerprint: terms.fingerprint ?? '—',
    count: terms.entries,
  });
}

/**
 * The entry an "Ask to take back" goes back to: the one before this player's last sent action (a reveal stays:
 * a revealed dice secret cannot be hidden again). Null when this player has no sent action to take back.
 */
export function takeBackTo(log: readonly LogLine[], mail: MailInfo | undefined): number | null {
  if (!mail) return null;
  for (let i = Math.min(mail.known, log.length) - 1; i >= 0; i--) {
    const l = log[i]!;
    if (l.side === mail.side && l.verb !== 'reveal') return l.seq - 1;
  }
  return null;
}

/** The players panel of the side column (hidden for a game without players' keys). */
export class PlayersPanel {
  private readonly title = el('h2', { text: t('mail.playersTitle') });
  private readonly list = el('ul', { class: 'players-list', 'data-testid': 'players' });
  private readonly mailLine = el('p', { class: 'muted mail-line', 'data-testid': 'mail-status', hidden: true });
  readonly element = el('section', { class: 'panel players', hidden: true }, this.title, this.list, this.mailLine);

  /** Show the open game's players (and, by e-mail, this screen's side and what is unsent). */
  update(doc: DocInfo | null | undefined, side: SideNamer): void {
    const players = doc?.players ?? [];
    this.element.hidden = players.length === 0;
    this.title.textContent = t('mail.playersTitle');
    this.element.setAttribute('aria-label', t('mail.playersTitle'));
    clear(this.list);
    const computer = doc?.opponent;
    for (const r of playerRows(players, side)) {
      // The side the computer plays: said so, at its level (its entries are this app's, signed with its key).
      if (computer && computer.side === r.side && !computer.stopped) {
        const level = t(`opponent.levels.${computer.bot}`);
        const text = `${side(r.side)}: ${t('opponent.computerName', { level })}`;
        this.list.append(el('li', { 'data-side': r.side, class: 'computer' }, el('span', { text })));
        continue;
      }
      const li = el('li', { 'data-side': r.side, class: r.you ? 'you' : undefined }, el('span', { text: r.text }));
      if (r.you) li.append(' ', el('span', { class: 'you-mark', text: `(${t('mail.you')})` }));
      if (r.fingerprint)
        li.append(
          ' · ',
          // Two groups fit the column; the whole fingerprint is the tooltip (and in the invitation).
          el('span', {
            class: 'fingerprint',
            title: t('mail.key', { fingerprint: r.fingerprint }),
            'data-fingerprint': r.fingerprint,
            text: shortFingerprint(r.fingerprint),
          }),
        );
      this.list.append(li);
    }
    const mail = doc?.mail;
    this.mailLine.hidden = !mail;
    if (!mail) return;
    const unsent = mail.unsent > 0 ? t('mail.unsent', { count: mail.unsent }) : t('mail.allSent');
    this.mailLine.textContent = `${t('mail.youPlaySide', { side: side(mail.side) })} · ${unsent}`;
  }
}

// The dialogs of play by e-mail: the New game dialog's opponent fields (at this table or by e-mail, the side
// this player plays, the player's name beside the key's fingerprint), the invitation saved, an invitation
// opened (Join / Cancel), the verdict on an opponent's file, and a file refused.

import type { ModuleInfo, PlayerIdentity } from '../../schemas/host-api.js';
import { defaultBot } from '../../engine/ai/levels.js';
import { t } from '../i18n/index.js';
import { cancelButton, showDialog } from './dialog.js';
import { clear, el } from './dom.js';

/** What the opponent fields say: this player's name, and by e-mail the side this player plays and the dice. */
export interface OpponentChoice {
  name: string;
  /** Null: both sides at this table. `strictDice`: a roll waits for the other player's next dice secret. */
  mail: { side: string; strictDice: boolean } | null;
  /** The computer plays `side` with the bot `bot` (ModuleInfo.bots); null: people play every side. */
  computer: { side: string; bot: 'random' | 'scripted' | 'search' } | null;
}

/** The player's name field with the key's fingerprint beside it. */
function nameField(id: string, player: PlayerIdentity | null): { nodes: Node[]; input: HTMLInputElement } {
  const input = el('input', { type: 'text', id, name: 'player', value: player?.name ?? '', autocomplete: 'off' });
  const key = player
    ? el('span', {
        class: 'muted fingerprint',
        'data-testid': 'own-fingerprint',
        title: t('mail.keyHelp'),
        text: t('mail.key', { fingerprint: player.fingerprint }),
      })
    : '';
  return {
    nodes: [el('label', { for: id, text: t('mail.yourName') }), el('div', { class: 'name-row' }, input, key)],
    input,
  };
}

/**
 * The New game dialog's fields for the opponent: "at this table" or "by e-mail" with "You play <side>" (the sides
 * of the module `moduleId()` names), and this player's name. `read()` gives the choice.
 */
export function opponentFields(
  modules: ModuleInfo[],
  moduleId: () => string,
  player: PlayerIdentity | null,
): { nodes: Node[]; refresh(): void; read(): OpponentChoice } {
  const radio = (value: string, text: string, checked: boolean) =>
    el(
      'label',
      {},
      el('input', { type: 'radio', name: 'opponent', value, checked: checked ? true : undefined }),
      ` ${text}`,
    );
  const table = radio('table', t('mail.atTable'), true);
  const mail = radio('mail', t('mail.byMail'), false);
  const computer = radio('computer', t('opponent.computer'), false);
  const group = el(
    'fieldset',
    { class: 'choice-row' },
    el('legend', { text: t('mail.opponent') }),
    table,
    mail,
    computer,
  );
  const bots = computerFields();
  const sideSel = el('select', { id: 'new-side', name: 'side' });
  const sideRow = el('div', { hidden: true }, el('label', { for: 'new-side', text: t('mail.youPlay') }), sideSel);
  const help = el('p', { class: 'muted', hidden: true, text: t('mail.mailHelp') });
  const strict = el('input', { type: 'checkbox', id: 'new-strict-dice', name: 'strictDice' });
  const strictRow = el(
    'div',
    { class: 'check-row', hidden: true },
    el('label', { for: 'new-strict-dice' }, strict, ` ${t('mail.strictDice')}`),
    el('p', { class: 'muted', text: t('mail.strictDiceHelp') }),
  );
  const name = nameField('player-name', player);
  const byMail = () => (mail.querySelector('input') as HTMLInputElement).checked;
  const byComputer = () => (computer.querySelector('input') as HTMLInputElement).checked;
  const refresh = () => {
    const m = modules.find((x) => x.id === moduleId()) ?? modules[0];
    bots.refresh(m, byComputer());
    const was = sideSel.value;
    clear(sideSel);
    for (const s of m?.sides ?? []) sideSel.append(el('option', { value: s.id, text: s.name }));
    if (was && [...sideSel.options].some((o) => o.value === was)) sideSel.value = was;
    sideRow.hidden = help.hidden = strictRow.hidden = !byMail();
  };
  group.addEventListener('change', refresh);
  refresh();
  return {
    nodes: [group, sideRow, strictRow, help, ...bots.nodes, ...name.nodes],
    refresh,
    read: () => ({
      name: name.input.value.trim(),
      mail: byMail() ? { side: sideSel.value, strictDice: strict.checked } : null,
      computer: byComputer() ? bots.read() : null,
    }),
  };
}

/** The fields of a game against the computer: the side it plays, its level (the game's bots; scripted chosen first). */
function computerFields(): {
  nodes: Node[];
  refresh(m: ModuleInfo | undefined, shown: boolean): void;
  read(): NonNullable<OpponentChoice['computer']>;
} {
  const sideSel = el('select', { id: 'new-computer-side', name: 'computerSide' });
  const levelSel = el('select', { id: 'new-level', name: 'level' });
  const row = el(
    'div',
    { class: 'computer-row', hidden: true },
    el('label', { for: 'new-computer-side', text: t('opponent.computerPlays') }),
    sideSel,
    el('label', { for: 'new-level', text: t('opponent.level') }),
    levelSel,
    el('p', { class: 'muted', text: t('opponent.enforcedOnly') }),
  );
  let shownFor: string | null = null;
  return {
    nodes: [row],
    refresh(m, shown) {
      row.hidden = !shown;
      if (!m || shownFor === m.id) return;
      shownFor = m.id;
      clear(sideSel);
      for (const s of m.sides) sideSel.append(el('option', { value: s.id, text: s.name }));
      sideSel.value = m.sides[m.sides.length - 1]?.id ?? '';
      clear(levelSel);
      const bots = m.bots ?? ['random'];
      for (const b of bots) levelSel.append(el('option', { value: b, text: t(`opponent.levels.${b}`) }));
      levelSel.value = defaultBot(bots);
    },
    read: () => ({ side: sideSel.value, bot: levelSel.value as NonNullable<OpponentChoice['computer']>['bot'] }),
  };
}

/** After an invitation was saved: what to do with it. */
export async function invitedDialog(fileName: string): Promise<void> {
  await showDialog({
    title: t('mail.invitedTitle'),
    testid: 'invited-dialog',
    body: [el('p', { text: t('mail.invitedText', { name: fileName }) }), el('p', { text: t('mail.nextSteps') })],
    buttons: [{ label: t('dialog.ok'), value: 'ok', primary: true }],
  });
}

/** The answer to an invitation saved (`fileName`): whom to send it to, and when the game begins here. */
export async function joinedDialog(fileName: string): Promise<void> {
  await showDialog({
    title: t('mail.joinedTitle'),
    testid: 'joined-dialog',
    body: [el('p', { text: t('mail.joinedText', { name: fileName }) }), el('p', { text: t('mail.joinedNext') })],
    buttons: [{ label: t('dialog.ok'), value: 'ok', primary: true }],
  });
}

/** An invitation opened: its words, this player's name to join with; resolves with that name on Join, else null. */
export async function invitationDialog(message: string, player: PlayerIdentity | null): Promise<string | null> {
  const name = nameField('join-name', player);
  const v = await showDialog({
    title: t('mail.invitationTitle'),
    testid: 'invitation-dialog',
    body: [
      el('p', { 'data-testid': 'invitation-text', text: message }),
      ...name.nodes,
      el('p', { class: 'muted', text: t('mail.joinHelp') }),
    ],
    buttons: [cancelButton(), { label: t('mail.join'), value: 'join', primary: true }],
    focus: 'join',
  });
  return v === 'join' ? name.input.value.trim() : null;
}

/**
 * A game of this player's met on this machine for the first time (begun on another, with the same keys): the
 * host's words with its terms; resolves true when the player continues it here.
 */
export async function continueDialog(message: string): Promise<boolean> {
  const v = await showDialog({
    title: t('mail.continueTitle'),
    testid: 'continue-dialog',
    body: [
      el('p', { 'data-testid': 'continue-text', text: message }),
      el('p', { class: 'muted', text: t('mail.continueHelp') }),
    ],
    buttons: [cancelButton(), { label: t('mail.continueHere'), value: 'continue', primary: true }],
    focus: 'continue',
  });
  return v === 'continue';
}

/**
 * The verdict on an opponent's file (`note`: what else to know, e.g. checked by signatures only): 'replay' shows
 * their moves, 'play' goes on at once (Esc too).
 */
export async function verdictDialog(
  text: string,
  note: string | null = null,
  moves = true,
): Promise<'replay' | 'play'> {
  const v = await showDialog({
    title: t('mail.verdictTitle'),
    testid: 'verdict-dialog',
    body: [
      el('p', { 'data-testid': 'verdict-text', text }),
      note ? el('p', { 'data-testid': 'verdict-note', text: note }) : null,
      el('p', { class: 'muted', text: t('mail.verdictHelp') }),
    ].filter((x): x is HTMLParagraphElement => x !== null),
    // Nothing new to show (a game that begins with nothing played): Play alone.
    buttons: moves
      ? [
          { label: t('mail.play'), value: 'play' },
          { label: t('mail.showMoves'), value: 'replay', primary: true },
        ]
      : [{ label: t('mail.play'), value: 'play', primary: true }],
    focus: moves ? 'replay' : 'play',
  });
  return v === 'replay' ? 'replay' : 'play';
}

/** A file refused (history changed, tampered with, not this machine's game): the host's words; the game stays. */
export async function refusedDialog(message: string): Promise<void> {
  await showDialog({
    title: t('mail.refusedTitle'),
    testid: 'refused-dialog',
    body: [el('p', { 'data-testid': 'refused-text', text: message })],
    buttons: [{ label: t('dialog.ok'), value: 'ok', primary: true }],
  });
}

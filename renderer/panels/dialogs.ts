// The app's dialogs: crash recovery, New game, Open (browser mode) and Save As (browser mode, with Replace?).

import type { FileEntry, ModuleInfo, PlayerIdentity, RecoveryInfo } from '../../schemas/host-api.js';
import type { Mode } from '../../engine/core/types.js';
import { currentLanguage, localName, t } from '../i18n/index.js';
import { describeWhen, formatDateTime } from './dates.js';
import { cancelButton, showDialog } from './dialog.js';
import { clear, el } from './dom.js';
import { type OpponentChoice, opponentFields } from './maildialogs.js';

/** Offer to restore an unsaved game found after a crash: 'restore' | 'discard' | null. */
export async function recoveryDialog(info: RecoveryInfo): Promise<'restore' | 'discard' | null> {
  const v = await showDialog({
    title: t('dialog.recoveryTitle'),
    testid: 'recovery-dialog',
    body: [
      el('p', {
        text: t('dialog.recoveryText', {
          name: info.fileName ?? `${info.moduleId} / ${info.scenarioId}`,
          actions: info.actions,
          savedAt: describeWhen(info.savedAt, currentLanguage(), new Date()),
        }),
      }),
    ],
    buttons: [
      { label: t('dialog.discard'), value: 'discard' },
      { label: t('dialog.restore'), value: 'restore', primary: true },
    ],
  });
  return v === 'restore' || v === 'discard' ? v : null;
}

/** What to do with unsaved changes before a game is replaced: save them, drop them, or null (cancel, Esc). */
export type UnsavedChoice = 'save' | 'discard' | null;

/**
 * Ask before New game or Open replaces a game with unsaved changes: Save (focused, Enter), Don't save, Cancel;
 * Esc cancels. `action` is 'new' or 'open' (it words the question).
 */
export async function unsavedDialog(fileName: string | null, action: 'new' | 'open'): Promise<UnsavedChoice> {
  const v = await showDialog({
    title: t('dialog.unsavedTitle', { name: fileName ?? t('app.untitled') }),
    testid: 'unsaved-dialog',
    body: [el('p', { text: t(action === 'new' ? 'dialog.unsavedBeforeNew' : 'dialog.unsavedBeforeOpen') })],
    buttons: [
      cancelButton(),
      { label: t('dialog.dontSave'), value: 'discard' },
      { label: t('dialog.saveChanges'), value: 'save', primary: true },
    ],
    focus: 'save',
  });
  return v === 'save' || v === 'discard' ? v : null;
}

/**
 * Pick a module, a scenario, the rules mode and the opponent (at this table or by e-mail, with the side this player
 * plays) and this player's name (`player`: prefilled, its key's fingerprint beside it); resolves with them or null.
 */
export async function newGameDialog(
  modules: ModuleInfo[],
  player: PlayerIdentity | null = null,
): Promise<({ moduleId: string; scenarioId: string; mode: Mode } & OpponentChoice) | null> {
  if (modules.length === 0) {
    await showDialog({
      title: t('dialog.newTitle'),
      body: [el('p', { text: t('dialog.noModules') })],
      buttons: [{ label: t('dialog.ok'), value: 'ok', primary: true }],
    });
    return null;
  }
  const moduleSel = el('select', { id: 'new-module', name: 'module' });
  const scenarioSel = el('select', { id: 'new-scenario', name: 'scenario' });
  for (const m of modules)
    moduleSel.append(el('option', { value: m.id, text: `${localName(m.title, m.titles)} (${m.version})` }));
  const fillScenarios = () => {
    clear(scenarioSel);
    const m = modules.find((x) => x.id === moduleSel.value) ?? modules[0];
    for (const s of m.scenarios) scenarioSel.append(el('option', { value: s.id, text: localName(s.name, s.names) }));
  };
  moduleSel.addEventListener('change', fillScenarios);
  fillScenarios();
  const opponent = opponentFields(modules, () => moduleSel.value, player);
  moduleSel.addEventListener('change', opponent.refresh);
  // The rules mode the game starts in (Enforced by default); it can change later, as a logged action.
  const modeSel = el('select', { id: 'new-mode', name: 'mode' });
  for (const m of ['enforced', 'advisory', 'honor'] as const)
    modeSel.append(el('option', { value: m, text: t(`status.modeOptions.${m}`) }));
  // The computer plays under enforced rules only: choosing it sets them (and keeps them while it is chosen).
  const lockMode = () => {
    const computer = opponent.read().computer !== null;
    if (computer) modeSel.value = 'enforced';
    modeSel.disabled = computer;
  };
  for (const n of opponent.nodes) n.addEventListener('change', lockMode);
  const v = await showDialog({
    title: t('dialog.newTitle'),
    testid: 'new-game-dialog',
    body: [
      el('label', { for: 'new-module', text: t('dialog.module') }),
      moduleSel,
      el('label', { for: 'new-scenario', text: t('dialog.scenario') }),
      scenarioSel,
      el('label', { for: 'new-mode', text: t('status.modeLabel') }),
      modeSel,
      ...opponent.nodes,
    ],
    buttons: [cancelButton(), { label: t('dialog.start'), value: 'start', primary: true }],
    validate: () => scenarioSel.value !== '',
  });
  return v === 'start'
    ? { moduleId: moduleSel.value, scenarioId: scenarioSel.value, mode: modeSel.value as Mode, ...opponent.read() }
    : null;
}

/** Browser-mode Open: a saved game from the host's folder, or a file from this computer. */
export async function openDialog(files: FileEntry[]): Promise<{ fileId: string } | { file: File } | null> {
  let picked: File | null = null;
  const list = el('ul', { class: 'file-list', 'aria-label': t('dialog.savedGames') });
  if (files.length === 0) list.append(el('li', { text: t('dialog.noFiles') }));
  const now = new Date();
  for (const f of files) {
    // The date in the page's language with a relative hint; the exact timestamp stays in <time datetime>.
    const when = el('time', {
      datetime: f.modified,
      title: formatDateTime(f.modified, currentLanguage()),
      text: describeWhen(f.modified, currentLanguage(), now),
    });
    const b = el(
      'button',
      { type: 'submit', value: `file:${f.id}`, class: 'file-entry' },
      `${f.name}${f.recent ? ` (${t('dialog.recent')})` : ''} — `,
      when,
    );
    list.append(el('li', {}, b));
  }
  const input = el('input', { type: 'file', id: 'open-file-input', accept: '.sandtable,.json,application/json' });
  input.addEventListener('change', async () => {
    picked = input.files?.[0] ?? null; // read later, after its size is checked
    // Picking a file is the person's choice: open it at once.
    (input.form?.querySelector('button[value="picked"]') as HTMLButtonElement | null)?.click();
  });
  const v = await showDialog({
    title: t('dialog.openTitle'),
    testid: 'open-dialog',
    wide: true,
    body: [
      el('h3', { text: t('dialog.savedGames') }),
      list,
      el('label', { for: 'open-file-input', text: t('dialog.pickFile') }),
      input,
      el('button', { type: 'submit', value: 'picked', hidden: true, tabindex: -1, text: t('dialog.openButton') }),
    ],
    buttons: [cancelButton()],
    validate: (value) => value !== 'picked' || picked !== null,
  });
  if (v === null) return null;
  if (v === 'picked') return picked ? { file: picked } : null;
  const fileId = v.startsWith('file:') ? v.slice(5) : '';
  return fileId ? { fileId } : null;
}

/** Browser-mode Save As: ask for a file name. */
export async function saveAsDialog(current: string | null): Promise<string | null> {
  const input = el('input', {
    type: 'text',
    id: 'save-as-name',
    name: 'name',
    value: current ?? '',
    required: true,
    autocomplete: 'off',
  });
  const v = await showDialog({
    title: t('dialog.saveAsTitle'),
    testid: 'save-as-dialog',
    body: [el('label', { for: 'save-as-name', text: t('dialog.fileName') }), input],
    buttons: [cancelButton(), { label: t('dialog.saveButton'), value: 'save', primary: true }],
    validate: () => input.value.trim() !== '',
  });
  return v === 'save' ? input.value.trim() : null;
}

/** Browser-mode Save As over another saved game of that name: true to replace it (Cancel is focused). */
export async function replaceDialog(name: string): Promise<boolean> {
  const v = await showDialog({
    title: t('dialog.replaceTitle', { name }),
    testid: 'replace-dialog',
    body: [el('p', { text: t('dialog.replaceText', { name }) })],
    buttons: [cancelButton(), { label: t('dialog.replaceButton'), value: 'replace', primary: true }],
    focus: 'cancel',
  });
  return v === 'replace';
}

/** The longest note the dialog accepts (a log entry, not a letter). */
export const NOTE_MAX = 1000;

/** Ask for a note for the log (an agreement between players, a reminder); resolves with its text or null. */
export async function noteDialog(): Promise<string | null> {
  const input = el('textarea', {
    id: 'note-text',
    name: 'note',
    rows: 3,
    maxlength: NOTE_MAX,
    required: true,
    autocomplete: 'off',
  });
  const v = await showDialog({
    title: t('dialog.noteTitle'),
    testid: 'note-dialog',
    body: [
      el('label', { for: 'note-text', text: t('dialog.noteLabel') }),
      input,
      el('p', { class: 'muted', text: t('dialog.noteHelp') }),
    ],
    buttons: [cancelButton(), { label: t('dialog.noteButton'), value: 'add', primary: true }],
    validate: () => input.value.trim() !== '',
  });
  return v === 'add' ? input.value.trim().slice(0, NOTE_MAX) : null;
}

// The native menu: File / Edit / Game / View / Language / Help with the usual shortcuts. Items that act on
// the game send a MenuCommand to the renderer, which does what its own buttons do; the menu holds no logic.
// buildMenuTemplate is pure (tested); installMenu hands it to Electron.

import type { Menu as MenuType, MenuItemConstructorOptions } from 'electron';
import type { MenuCommand, UiLanguage } from '../schemas/host-api.js';
import en from '../i18n/en.json';
import es from '../i18n/es.json';

/** A recent file as the menu lists it (the path stays in main/service). */
export interface RecentItem {
  id: string;
  name: string;
}

/** What the template needs. */
export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Shown in the macOS app menu. */
  appName: string;
  /** Deliver a command to the renderer. */
  send(command: MenuCommand): void;
  /** Our own recent-files list (Linux has no OS list; Windows and macOS have one too). */
  recent: readonly RecentItem[];
  openRecent(id: string): void;
  language: UiLanguage;
  /** Development builds get the developer tools item. */
  devTools: boolean;
}

/**
 * The menu's words in each language the page offers, from the page's own message catalogue (the
 * `nativeMenu` section of i18n/*.json, the core catalogue; esbuild bundles the JSON into main), so there is one.
 * `&` marks the Windows/Linux access key.
 */
export const MENU_LABELS: Record<UiLanguage, typeof en.nativeMenu> = { en: en.nativeMenu, es: es.nativeMenu };

/** The whole menu as Electron's template. */
export function buildMenuTemplate(o: MenuOptions): MenuItemConstructorOptions[] {
  const mac = o.platform === 'darwin';
  const t = MENU_LABELS[o.language];
  const cmd = (
    label: string,
    command: MenuCommand,
    accelerator?: string,
    extra: MenuItemConstructorOptions = {},
  ): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => o.send(command),
    ...extra,
  });

  const ownRecent: MenuItemConstructorOptions[] = o.recent.length
    ? o.recent.slice(0, 10).map((r) => ({ label: r.name, click: () => o.openRecent(r.id) }))
    : [{ label: t.noRecent, enabled: false }];
  // macOS keeps its own list (app.addRecentDocument) behind the recentdocuments role.
  const recentMenu: MenuItemConstructorOptions = mac
    ? { label: t.openRecent, role: 'recentDocuments', submenu: [{ role: 'clearRecentDocuments' }] }
    : { label: t.openRecent, submenu: ownRecent };

  const file: MenuItemConstructorOptions = {
    label: t.file,
    submenu: [
      cmd(t.newGame, 'new', 'CmdOrCtrl+N'),
      cmd(t.open, 'open', 'CmdOrCtrl+O'),
      recentMenu,
      ...(mac ? [{ label: t.recentGames, submenu: ownRecent }] : []),
      { type: 'separator' },
      cmd(t.save, 'save', 'CmdOrCtrl+S'),
      cmd(t.saveAs, 'saveAs', 'Shift+CmdOrCtrl+S'),
      { type: 'separator' },
      cmd(t.sendTurn, 'sendTurn', 'CmdOrCtrl+E'),
      cmd(t.printPositions, 'printPositions', 'CmdOrCtrl+P'),
      { type: 'separator' },
      mac ? { role: 'close' } : { role: 'quit', label: t.exit },
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: t.edit,
    submenu: [
      cmd(t.undo, 'undo', 'CmdOrCtrl+Z'),
      cmd(t.redo, 'redo', mac ? 'Shift+CmdOrCtrl+Z' : 'CmdOrCtrl+Y'),
      // The other common spelling of Redo, kept working without a second visible item.
      ...(mac ? [] : [cmd(t.redo, 'redo', 'Shift+CmdOrCtrl+Z', { visible: false, acceleratorWorksWhenHidden: true })]),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
      { type: 'separator' },
      cmd(t.deleteSelection, 'deleteSelection'),
    ],
  };

  const game: MenuItemConstructorOptions = {
    label: t.game,
    // Hint: the page's H key (no accelerator here, which would take the key from the page's text fields).
    submenu: [cmd(t.roll, 'roll', 'CmdOrCtrl+R'), cmd(t.replay, 'replay'), cmd(t.hint, 'hint')],
  };

  const view: MenuItemConstructorOptions = {
    label: t.view,
    submenu: [
      cmd(t.zoomIn, 'zoomIn', 'CmdOrCtrl+='),
      cmd(t.zoomOut, 'zoomOut', 'CmdOrCtrl+-'),
      cmd(t.fit, 'fit', 'CmdOrCtrl+0'),
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...(o.devTools ? [{ role: 'toggleDevTools' } as MenuItemConstructorOptions] : []),
    ],
  };

  const language: MenuItemConstructorOptions = {
    label: t.language,
    submenu: [
      cmd('English', 'language:en', undefined, { type: 'radio', checked: o.language === 'en' }),
      cmd('Español', 'language:es', undefined, { type: 'radio', checked: o.language === 'es' }),
    ],
  };

  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: t.help,
    submenu: [cmd(`${t.about} ${o.appName}`, 'about')],
  };

  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: o.appName,
          submenu: [
            cmd(`${t.about} ${o.appName}`, 'about'),
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];

  return [
    ...appMenu,
    file,
    edit,
    game,
    view,
    language,
    ...(mac ? [{ role: 'windowMenu' } as MenuItemConstructorOptions] : []),
    help,
  ];
}

/** Builds and installs the application menu. */
export function installMenu(
  Menu: Pick<typeof MenuType, 'buildFromTemplate' | 'setApplicationMenu'>,
  o: MenuOptions,
): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(o)));
}

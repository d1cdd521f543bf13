import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { MENU_LABELS, buildMenuTemplate, type MenuOptions } from './menu.js';
import type { MenuCommand } from '../schemas/host-api.js';

function make(platform: NodeJS.Platform, extra: Partial<MenuOptions> = {}) {
  const sent: MenuCommand[] = [];
  const opened: string[] = [];
  const template = buildMenuTemplate({
    platform,
    appName: 'Sandtable',
    send: (c) => sent.push(c),
    recent: [{ id: 'f1', name: 'isabella-turn3.sandtable' }],
    openRecent: (id) => opened.push(id),
    language: 'en',
    devTools: false,
    ...extra,
  });
  return { template, sent, opened };
}

/** Every item, depth first. */
function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

function find(items: MenuItemConstructorOptions[], label: string, visible = true) {
  const hit = flatten(items).find((i) => i.label === label && (i.visible ?? true) === visible);
  if (!hit) throw new Error(`no item ${label}`);
  return hit;
}

function click(item: MenuItemConstructorOptions) {
  (item.click as unknown as () => void)();
}

describe('native menu', () => {
  it('has the usual shortcuts, each sending its command', () => {
    const { template, sent } = make('linux');
    const expected: [string, string, MenuCommand][] = [
      ['New Game…', 'CmdOrCtrl+N', 'new'],
      ['Open…', 'CmdOrCtrl+O', 'open'],
      ['Save', 'CmdOrCtrl+S', 'save'],
      ['Save As…', 'Shift+CmdOrCtrl+S', 'saveAs'],
      ['Undo', 'CmdOrCtrl+Z', 'undo'],
      ['Redo', 'CmdOrCtrl+Y', 'redo'],
      ['Zoom In', 'CmdOrCtrl+=', 'zoomIn'],
      ['Zoom Out', 'CmdOrCtrl+-', 'zoomOut'],
      ['Fit Map to Window', 'CmdOrCtrl+0', 'fit'],
      ['Send Turn…', 'CmdOrCtrl+E', 'sendTurn'],
      ['Print Positions…', 'CmdOrCtrl+P', 'printPositions'],
    ];
    for (const [label, accel, command] of expected) {
      const item = find(template, label);
      expect(item.accelerator, label).toBe(accel);
      click(item);
      expect(sent.at(-1), label).toBe(command);
    }
    const hiddenRedo = find(template, 'Redo', false);
    expect(hiddenRedo.accelerator).toBe('Shift+CmdOrCtrl+Z');
    click(hiddenRedo);
    expect(sent.at(-1)).toBe('redo');
    click(find(template, 'Replay'));
    expect(sent.at(-1)).toBe('replay');
    // Hint has no accelerator: the page's H key asks for it, and a menu key would take H from text fields.
    const hint = find(template, 'Hint');
    expect(hint.accelerator).toBeUndefined();
    click(hint);
    expect(sent.at(-1)).toBe('hint');
    click(find(template, 'About Sandtable'));
    expect(sent.at(-1)).toBe('about');
  });

  it('switches language with radio items showing the current one, and speaks it', () => {
    const { template, sent } = make('win32', { language: 'es' });
    expect(find(template, 'Guardar').accelerator).toBe('CmdOrCtrl+S');
    expect(find(template, 'Deshacer').accelerator).toBe('CmdOrCtrl+Z');
    expect(find(template, 'Acerca de Sandtable')).toBeTruthy();
    const es = find(template, 'Español');
    expect(es.type).toBe('radio');
    expect(es.checked).toBe(true);
    expect(find(template, 'English').checked).toBe(false);
    click(find(template, 'English'));
    expect(sent).toEqual(['language:en']);
  });

  it('builds every Spanish label from the message catalogue, with Spanish access keys', () => {
    const { template } = make('linux', { language: 'es', recent: [] });
    expect(template.map((i) => i.label)).toEqual(['&Archivo', '&Edición', '&Partida', '&Ver', '&Idioma', 'Ay&uda']);
    for (const label of [
      'Nueva partida…',
      'Abrir…',
      'Guardar como…',
      'Rehacer',
      'Borrar selección',
      'Tirar dados…',
      'Acercar',
      'Alejar',
      'Ajustar el mapa a la ventana',
      'No hay partidas recientes',
    ]) {
      expect(find(template, label), label).toBeTruthy();
    }
    // No English word is left in the Spanish menu (apart from the language names and roles Electron labels itself).
    const english = new Set(Object.values(MENU_LABELS.en));
    const leaked = flatten(template)
      .map((i) => i.label)
      .filter((l): l is string => !!l && english.has(l));
    expect(leaked).toEqual([]);
    expect(Object.keys(MENU_LABELS.es).sort()).toEqual(Object.keys(MENU_LABELS.en).sort());
  });

  it('lists our recent files on Windows/Linux and opens them by id', () => {
    const { template, opened } = make('linux');
    click(find(template, 'isabella-turn3.sandtable'));
    expect(opened).toEqual(['f1']);
    const empty = make('linux', { recent: [] });
    expect(find(empty.template, 'No recent games').enabled).toBe(false);
  });

  it('uses the macOS conventions on macOS', () => {
    const { template } = make('darwin');
    expect(template[0].label).toBe('Sandtable');
    expect(find(template, 'Redo').accelerator).toBe('Shift+CmdOrCtrl+Z');
    expect(flatten(template).some((i) => i.role === 'recentDocuments')).toBe(true);
    expect(flatten(template).some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(flatten(make('linux', { devTools: true }).template).some((i) => i.role === 'toggleDevTools')).toBe(true);
  });
});

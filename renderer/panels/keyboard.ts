// Keyboard shortcuts: which key press means which command. The mapping is pure (unit-tested).

import type { MenuCommand } from '../../schemas/host-api.js';

/** A command the page understands: the native menu's commands plus Esc, and the keyboard play's (issue 26 §4): the
 *  command line, the positions as text, the focus to the map. */
export type Command =
  | MenuCommand
  | 'cancel'
  | 'charts'
  | 'legend'
  | 'nextPhase'
  | 'note'
  | 'commandLine'
  | 'positionsText'
  | 'focusMap';

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The command a key press means, or null. Ctrl and Cmd are the same (macOS). */
export function commandForKey(e: KeyLike): Command | null {
  const mod = e.ctrlKey || e.metaKey;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && !e.altKey) {
    switch (k) {
      case 'n':
        return e.shiftKey ? null : 'new';
      case 'o':
        return e.shiftKey ? null : 'open';
      case 's':
        return e.shiftKey ? 'saveAs' : 'save';
      case 'z':
        return e.shiftKey ? 'redo' : 'undo';
      case 'y':
        return 'redo';
      case 'e':
        return e.shiftKey ? null : 'sendTurn';
      case 'p':
        return e.shiftKey ? null : 'printPositions';
      case 'k':
        return e.shiftKey ? null : 'commandLine';
      default:
        return null;
    }
  }
  if (e.altKey) return null;
  switch (k) {
    case 'Delete':
      return 'deleteSelection';
    case 'Escape':
      return 'cancel';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fit';
    case 'r':
      // Plain R: Ctrl/Cmd+R reloads the page in a browser.
      return e.shiftKey ? null : 'replay';
    case ':':
      return 'commandLine';
    case 'v':
      return e.shiftKey ? null : 'positionsText';
    case 'm':
      return e.shiftKey ? null : 'focusMap';
    case 'h':
      // What the computer would play for the player's side.
      return e.shiftKey ? null : 'hint';
    default:
      return null;
  }
}

/**
 * Commands whose Ctrl/Cmd shortcut the Electron menu owns as an accelerator (electron/menu.ts); in Electron the
 * page leaves those key presses to host.onMenu. Plain keys (Delete, +, -, 0, Esc) are not accelerators there,
 * so the page always handles them.
 */
export const MENU_ACCELERATED: ReadonlySet<Command> = new Set<Command>([
  'new',
  'open',
  'save',
  'saveAs',
  'undo',
  'redo',
  'sendTurn',
  'printPositions',
]);

/** Whether the page should leave this key press to the native menu (Electron only). */
export function leaveToMenu(e: KeyLike, cmd: Command): boolean {
  return (e.ctrlKey || e.metaKey) && MENU_ACCELERATED.has(cmd);
}

/** Whether a key press in a text field should be left to the field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const e = target as HTMLElement | null;
  if (!e || typeof e.tagName !== 'string') return false;
  const tag = e.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || e.isContentEditable === true;
}

/**
 * Drops a command that arrives a second time from the OTHER source (the page's keydown and a native menu
 * accelerator) within `windowMs`, so an accelerator never fires twice; repeats from one source all run.
 */
export class CommandDeduper {
  private last: { cmd: Command; source: 'key' | 'menu'; at: number } | null = null;
  constructor(private windowMs = 250) {}
  /** True when the command should run. */
  accept(cmd: Command, source: 'key' | 'menu', now: number): boolean {
    const l = this.last;
    const dup = l !== null && l.cmd === cmd && l.source !== source && now - l.at < this.windowMs;
    this.last = dup ? null : { cmd, source, at: now };
    return !dup;
  }
}

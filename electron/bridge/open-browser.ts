// Opens the bridge's URL in the person's browser, when there is a screen to show it on. Never fails: with no
// display or no browser the printed URL is the way in.

import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** A program and its arguments. */
export interface Command {
  cmd: string;
  args: string[];
}

/** Linux programs tried in order: the desktop's choice first, then browsers by name. */
const LINUX_OPENERS = ['xdg-open', 'chromium', 'chromium-browser', 'google-chrome', 'firefox'];

/** Finds an executable on PATH (no shell), or null. */
export function findOnPath(name: string, envPath: string | undefined): string | null {
  for (const dir of (envPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The command that opens `url`, or null when there is no display (a server, CI, ssh without X) or no
 * known opener. The URL is passed as one argument, never through a shell.
 */
export function browserCommand(
  url: string,
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  which: (name: string) => string | null = (n) => findOnPath(n, env.PATH),
): Command | null {
  if (platform === 'darwin') return { cmd: 'open', args: [url] };
  // rundll32 takes the URL as a plain argument; `cmd /c start` would re-parse it through cmd's quoting.
  if (platform === 'win32') return { cmd: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  for (const name of LINUX_OPENERS) {
    const found = which(name);
    if (found) return { cmd: found, args: [url] };
  }
  return null;
}

/** Starts the browser detached; returns the program used, or null if none was started. */
export function openBrowser(url: string, platform = process.platform, env = process.env): string | null {
  const command = browserCommand(url, platform, env);
  if (!command) return null;
  try {
    const child = spawn(command.cmd, command.args, { detached: true, stdio: 'ignore' });
    child.on('error', () => {
      // A missing or broken opener must not take the bridge down; the URL is printed anyway.
    });
    child.unref();
    return command.cmd;
  } catch {
    return null;
  }
}

// Starts and stops the loopback bridge (the browser-mode host) for the e2e tests, the way `npm start` does
// when Electron is missing, with its own data and documents folders so tests never touch a person's files.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The repository root (the bridge runs from here; specs put artifacts under it). */
export const ROOT = resolve(import.meta.dirname, '..');

/** A running bridge process and the URL (with its token) the page is served at. */
export interface RunningHost {
  url: string;
  port: number;
  token: string;
  dataDir: string;
  docsDir: string;
  proc: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Fresh folders for one test: data (settings, recovery) and documents (saved games). They are made in the run's
 * temp folder (e2e/global-temp.ts), which the end of the run removes with everything in it.
 */
export function makeDirs(): { dataDir: string; docsDir: string } {
  const base = mkdtempSync(join(tmpdir(), 'sandtable-e2e-'));
  const dataDir = join(base, 'data');
  const docsDir = join(base, 'docs');
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(docsDir, { recursive: true });
  return { dataDir, docsDir };
}

/** Start the built bridge (dist-electron/bridge.mjs) on a free port and wait for its URL line. */
export async function startHost(
  dirs: { dataDir: string; docsDir: string },
  extraArgs: string[] = [],
): Promise<RunningHost> {
  const args = [
    join(ROOT, 'dist-electron', 'bridge.mjs'),
    '--port',
    '0',
    '--no-open',
    '--data-dir',
    dirs.dataDir,
    '--docs-dir',
    dirs.docsDir,
    '--modules-dir',
    join(ROOT, 'assets', 'modules'),
    ...extraArgs,
  ];
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => {
    out += d.toString();
  });
  proc.stderr!.on('data', (d) => {
    out += d.toString();
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`bridge did not start in 30 s:\n${out}`)), 30_000);
    const check = () => {
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-zA-Z_-]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1]);
      }
    };
    proc.stdout!.on('data', check);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bridge exited (${code}):\n${out}`));
    });
    check();
  });
  const u = new URL(url);
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  return {
    url,
    port: Number(u.port),
    token: u.searchParams.get('token')!,
    ...dirs,
    proc,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}

/** Open the app and wait until it has drawn its first snapshot. */
export async function openApp(page: Page, host: RunningHost): Promise<void> {
  await page.goto(host.url);
  await page.waitForFunction(() => (window as any).__sandtable !== undefined, null, { timeout: 60_000 });
  await page.evaluate(() => (window as any).__sandtable.ready);
}

/** Wait until pending host calls have finished and the map has rendered. */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => (window as any).__sandtable.idle());
}

/** The current view as plain data. */
export async function view(page: Page): Promise<any> {
  return page.evaluate(() => (window as any).__sandtable.view());
}

/** Page coordinates of a hex centre, a counter, a space, a box or a tray marker (see screenOf in docs/automation.md). */
export async function screenOf(
  page: Page,
  target:
    | { hex: string }
    | { piece: string }
    | { space: string }
    | { box: string; index?: number }
    | { marker: string },
): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((t) => (window as any).__sandtable.screenOf(t), target);
  if (!p) throw new Error(`screenOf(${JSON.stringify(target)}) gave nothing`);
  return p;
}

/**
 * Start a new game of Operation Isabella's first scenario through the New game dialog, in a rules mode (the
 * dialog's default is Enforced; the table-play specs use Honor, where counters move anywhere by hand).
 */
export async function newGame(page: Page, mode: 'enforced' | 'advisory' | 'honor' = 'honor'): Promise<void> {
  const dialog = page.getByTestId('new-game-dialog');
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.locator('#new-module').selectOption('isabella'); // the specs written for Isabella (Crusade sorts first)
  await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption(mode);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  await idle(page);
  await expect.poll(async () => (await view(page))?.state?.pieces?.length ?? 0).toBeGreaterThan(0);
}

/** Save As through the browser-mode dialog, into the host's documents folder. */
export async function saveAs(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save As…', exact: true }).click();
  const dialog = page.getByTestId('save-as-dialog');
  await dialog.getByLabel('File name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await idle(page);
}

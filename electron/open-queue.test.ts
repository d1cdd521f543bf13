import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { OpenQueue, argvSkip, fileArgs } from './open-queue.js';

describe('fileArgs', () => {
  it('finds files after the executable (and app folder in development), ignoring switches and URLs', () => {
    const cwd = path.resolve('/home/ana/games');
    expect(fileArgs(['/opt/Sandtable/sandtable', 'turn3.sandtable'], argvSkip(true), cwd)).toEqual([
      path.join(cwd, 'turn3.sandtable'),
    ]);
    expect(fileArgs(['/x/electron', '.', 'a.sandtable'], argvSkip(false), cwd)).toEqual([
      path.join(cwd, 'a.sandtable'),
    ]);
    expect(
      fileArgs(
        [
          '/opt/s',
          '--allow-file-access-from-files',
          '--original-process-start-time=1',
          '/tmp/b.sandtable',
          'https://evil.example/x',
        ],
        1,
        cwd,
      ),
    ).toEqual([path.resolve('/tmp/b.sandtable')]);
    expect(fileArgs(['/opt/s'], 1, cwd)).toEqual([]);
  });

  it('skips the app path in development even with switches before it (electron --inspect . file)', () => {
    const cwd = path.resolve('/src/sandtable');
    const dev = [
      '/x/node_modules/electron/dist/electron',
      '--inspect=5858',
      '.',
      '--enable-logging',
      'turn3.sandtable',
    ];
    expect(fileArgs(dev, argvSkip(false), cwd)).toEqual([path.join(cwd, 'turn3.sandtable')]);
    // npm start's layout: electron <app folder> <files>.
    const started = ['/x/electron', '/src/sandtable', '/home/ana/a.sandtable', 'b.sandtable'];
    expect(fileArgs(started, argvSkip(false), '/home/ana')).toEqual([
      path.resolve('/home/ana/a.sandtable'),
      path.resolve('/home/ana/b.sandtable'),
    ]);
    // The app path alone is never taken for a file to open.
    expect(fileArgs(['/x/electron', '.'], argvSkip(false), cwd)).toEqual([]);
    // Packaged, the first entry after the executable is already a file.
    expect(fileArgs(['C:\\Sandtable\\Sandtable.exe', '--flag', 'x.sandtable'], argvSkip(true), cwd)).toEqual([
      path.join(cwd, 'x.sandtable'),
    ]);
  });

  it('after "--" every entry is a file, even one that starts with a dash', () => {
    const cwd = path.resolve('/home/ana');
    expect(fileArgs(['/opt/s', '--', '-odd.sandtable', '--x'], 1, cwd)).toEqual([
      path.join(cwd, '-odd.sandtable'),
      path.join(cwd, '--x'),
    ]);
  });

  it.runIf(process.platform !== 'win32')('takes file:// URLs (Linux desktop entries pass %U) as their paths', () => {
    const cwd = '/home/ana';
    expect(
      fileArgs(['/opt/s', 'file:///home/ana/My%20games/turn%203.sandtable', 'file://other-host/x.sandtable'], 1, cwd),
    ).toEqual(['/home/ana/My games/turn 3.sandtable']);
  });
});

describe('OpenQueue', () => {
  it('holds paths until ready, then opens them in order, one at a time', async () => {
    const q = new OpenQueue();
    const opened: string[] = [];
    let running = 0;
    let maxRunning = 0;
    q.push('/a');
    q.push('/b');
    expect(q.waiting()).toEqual(['/a', '/b']);
    await q.ready(async (p) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((r) => setTimeout(r, 5));
      opened.push(p);
      running--;
    });
    expect(opened).toEqual(['/a', '/b']);
    q.push('/c');
    await new Promise((r) => setTimeout(r, 20));
    expect(opened).toEqual(['/a', '/b', '/c']);
    expect(maxRunning).toBe(1);
  });

  it('still opens paths pushed after it became ready with nothing queued', async () => {
    const q = new OpenQueue();
    const opened: string[] = [];
    await q.ready(async (p) => void opened.push(p));
    q.push('/late');
    await new Promise((r) => setTimeout(r, 5));
    q.push('/later');
    await new Promise((r) => setTimeout(r, 5));
    expect(opened).toEqual(['/late', '/later']);
  });

  it('keeps going after a failing open', async () => {
    const q = new OpenQueue();
    const opened: string[] = [];
    q.push('/bad');
    q.push('/good');
    await q.ready(async (p) => {
      if (p === '/bad') throw new Error('nope');
      opened.push(p);
    });
    expect(opened).toEqual(['/good']);
  });
});

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

import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { isExitedStat, processRunning, readProcStat, statStartTime, statState } from './proc.js';
import { makeZombie } from './fixtures/zombie.js';

// /proc/<pid>/stat lines as Linux writes them (fields after the start time cut short).
const SLEEPING = '4242 (node) S 1 4242 4242 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 11 0 987654 1000 0';
const ZOMBIE = '4243 (sleep) Z 4242 4242 4242 0 -1 4227084 1 0 0 0 0 0 0 0 20 0 1 0 987700 0 0';
const DEAD = '4244 (sleep) X 4242 4242 4242 0 -1 4227084 1 0 0 0 0 0 0 0 20 0 1 0 987701 0 0';
const ODD_NAME = '4245 (a ) Z (b) R 1 4245 4245 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 1 0 987800 0 0';

describe('/proc/<pid>/stat', () => {
  it('reads the state and start time after the command name, whatever the name holds', () => {
    expect(statState(SLEEPING)).toBe('S');
    expect(statStartTime(SLEEPING)).toBe('987654');
    expect(statState(ZOMBIE)).toBe('Z');
    // A name with spaces, parentheses and a "Z" in it: the state is the field after the LAST ")".
    expect(statState(ODD_NAME)).toBe('R');
    expect(statStartTime(ODD_NAME)).toBe('987800');
    expect(statState('')).toBeNull();
    expect(statState('garbage')).toBeNull();
    expect(statStartTime('1 (x)')).toBeNull();
  });

  it('a zombie (Z) or dead (X) process has exited; any other state has not', () => {
    expect(isExitedStat(ZOMBIE)).toBe(true);
    expect(isExitedStat(DEAD)).toBe(true);
    expect(isExitedStat(SLEEPING)).toBe(false);
    expect(isExitedStat(ODD_NAME)).toBe(false);
    expect(isExitedStat('')).toBe(false);
  });
});

describe('processRunning', () => {
  it('this process runs; a bad pid does not', async () => {
    expect(await processRunning(process.pid)).toBe(true);
    expect(await processRunning(0)).toBe(false);
    expect(await processRunning(-1)).toBe(false);
    expect(await processRunning(Number.NaN)).toBe(false);
  });

  it('a live pid whose stat says zombie is not running', async () => {
    expect(await processRunning(process.pid, ZOMBIE)).toBe(false);
    expect(await processRunning(process.pid, SLEEPING)).toBe(true);
    // Where /proc cannot be read, kill(pid, 0) decides alone.
    expect(await processRunning(process.pid, null)).toBe(true);
  });

  it('a child that has exited (and was reaped) is not running', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid!;
    await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    expect(await processRunning(pid)).toBe(false);
  });

  it.runIf(process.platform === 'linux')('a real zombie exists for kill(pid, 0) but is not running', async () => {
    const z = await makeZombie();
    try {
      expect(() => process.kill(z.pid, 0)).not.toThrow();
      expect(statState((await readProcStat(z.pid))!)).toBe('Z');
      expect(await processRunning(z.pid)).toBe(false);
    } finally {
      await z.end();
    }
  });
});

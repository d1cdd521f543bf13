// Whether a process still runs, for the recovery locks and the leftover temporary files of a killed save.
// kill(pid, 0) alone is not enough: a zombie (exited, not yet reaped by its parent) still "exists" for it. On
// Linux /proc/<pid>/stat says so (state Z, or X for dead); elsewhere kill(pid, 0) is all we have.

import { readFile } from 'node:fs/promises';

/** The fields of a /proc/<pid>/stat line after the command name (which may hold spaces and parentheses). */
function fieldsAfterCommand(stat: string): string[] | null {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const rest = stat.slice(close + 1).trim();
  return rest === '' ? null : rest.split(/\s+/);
}

/** The state letter of a /proc/<pid>/stat line (R, S, D, T, Z, X...), or null when the text is not one. */
export function statState(stat: string): string | null {
  const state = fieldsAfterCommand(stat)?.[0];
  return state && /^[A-Za-z]$/.test(state) ? state : null;
}

/** The start time of a /proc/<pid>/stat line (field 22, clock ticks since boot), or null. */
export function statStartTime(stat: string): string | null {
  return fieldsAfterCommand(stat)?.[19] ?? null;
}

/** Whether a /proc/<pid>/stat line is a process that has exited (a zombie Z, or dead X) though its entry remains. */
export function isExitedStat(stat: string): boolean {
  const s = statState(stat);
  return s === 'Z' || s === 'X';
}

/** /proc/<pid>/stat's text, or null where there is none (not Linux, or no such process). */
export async function readProcStat(pid: number): Promise<string | null> {
  try {
    return await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Whether process `pid` is running: it exists (or exists but belongs to someone else) and is not a zombie.
 * `stat` overrides reading /proc (tests).
 */
export async function processRunning(pid: number, stat?: string | null): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const text = stat === undefined ? await readProcStat(pid) : stat;
  return text === null || !isExitedStat(text);
}

// Small layout choices the page remembers between runs (a collapsed panel, the counter sheet's zoom), in
// localStorage. Storage can be disabled or full: then the page simply forgets.

const PREFIX = 'sandtable.';

/** The remembered string for `key`, or null. */
export function recall(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** Remember a string for `key` (dropped silently when storage is unavailable). */
export function remember(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(PREFIX + key, value);
  } catch {
    // nothing to do: the choice lasts for this run only
  }
}

/** A remembered yes/no (false when never set). */
export function recallFlag(key: string): boolean {
  return recall(key) === '1';
}

/** Remember a yes/no. */
export function rememberFlag(key: string, on: boolean): void {
  remember(key, on ? '1' : '0');
}

// Keys a saved game or a module may not hold, and the walk that finds one: the host refuses such a file (savefile.ts),
// and the engine's worker will not play one it was sent before the host had parsed it (engine-host/ops.ts).

/** Keys that could reach an object's prototype if a later consumer merged the data carelessly. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * How many keys the objects in a parsed value hold, and whether one of them is a forbidden key: one walk without
 * paths, which allocates nothing per object (a 10,000-entry game: about 0.35 ms, where the walk that keeps paths
 * takes 1.7). The JSON gate (json-gate.ts) compares the count with the keys its text pass saw, to find a key
 * written twice. Iterative: deep files cannot overflow the stack. The keys are compared one by one, as
 * FORBIDDEN_KEYS lists them (a Set lookup doubles the cost).
 */
export function keyCensus(value: unknown): { keys: number; forbidden: boolean } {
  if (value === null || typeof value !== 'object') return { keys: 0, forbidden: false };
  const stack: object[] = [value];
  let keys = 0;
  let forbidden = false;
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x: unknown = v[i];
        if (x !== null && typeof x === 'object') stack.push(x);
      }
      continue;
    }
    // JSON.parse makes "__proto__" an OWN property (it does not set the prototype), which for-in lists. It would
    // also list keys inherited from Object.prototype (only if something put one there): more to walk, nothing missed.
    for (const k in v) {
      keys++;
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') forbidden = true;
      const x: unknown = (v as Record<string, unknown>)[k];
      if (x !== null && typeof x === 'object') stack.push(x);
    }
  }
  return { keys, forbidden };
}

/**
 * The JSON path of the first forbidden key (__proto__, constructor, prototype), or null. A value that holds none
 * (nearly every file) is walked once without paths; one that holds one is walked again to name where. Iterative:
 * deep files cannot overflow the stack.
 */
export function findForbiddenKey(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || !keyCensus(value).forbidden) return null;
  const values: object[] = [value];
  const paths: string[] = [''];
  while (values.length > 0) {
    const v = values.pop()!;
    const path = paths.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const x: unknown = v[i];
        if (x !== null && typeof x === 'object') {
          values.push(x);
          paths.push(`${path}/${i}`);
        }
      }
      continue;
    }
    // JSON.parse makes "__proto__" an OWN property (it does not set the prototype), so Object.keys sees it.
    const keys = Object.keys(v);
    for (const k of keys) if (FORBIDDEN_KEYS.has(k)) return `${path}/${k}`;
    for (let i = keys.length - 1; i >= 0; i--) {
      const x: unknown = (v as Record<string, unknown>)[keys[i]!];
      if (x !== null && typeof x === 'object') {
        values.push(x);
        paths.push(`${path}/${keys[i]}`);
      }
    }
  }
  return null;
}

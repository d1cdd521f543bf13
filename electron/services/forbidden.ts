// Keys a saved game or a module may not hold, and the walk that finds one: the host refuses such a file (savefile.ts),
// and the engine's worker will not play one it was sent before the host had parsed it (engine-host/ops.ts).

/** Keys that could reach an object's prototype if a later consumer merged the data carelessly. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The JSON path of the first forbidden key (__proto__, constructor, prototype), or null. Iterative: deep files
 * cannot overflow the stack. Only objects and arrays are visited, and paths are kept only for them (a 10,000-entry
 * log is mostly strings), so the walk costs about a JSON.parse's tenth.
 */
export function findForbiddenKey(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
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

// A deep copy of plain JSON data, equal to JSON.parse(JSON.stringify(value)) and several times faster: drafts copy
// a game's vars with it for every action, and replay copies them for every state it keeps.

/** Thrown inside plainCopy at anything JSON would not give back as it is. */
const NOT_PLAIN = Symbol('not plain');

/**
 * JSON.parse(JSON.stringify(value)), made directly for plain data (plain objects and arrays, strings, finite
 * numbers, booleans, null): several times faster on a game's vars. Anything else (undefined or a function in
 * an array, a class instance, toJSON, NaN, a "__proto__" key, deep nesting...) takes the JSON round trip.
 */
export function jsonCopy(value: unknown): unknown {
  try {
    return plainCopy(value, 0);
  } catch (e) {
    if (e !== NOT_PLAIN) throw e;
    return JSON.parse(JSON.stringify(value));
  }
}

function plainCopy(v: unknown, depth: number): unknown {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      if (!Number.isFinite(v)) throw NOT_PLAIN;
      return v === 0 ? 0 : v; // -0 comes back as 0
    case 'object': {
      if (v === null) return null;
      if (depth > 64) throw NOT_PLAIN;
      if (Array.isArray(v)) {
        if (Object.getPrototypeOf(v) !== Array.prototype) throw NOT_PLAIN;
        const out: unknown[] = [];
        for (let i = 0; i < v.length; i++) {
          if (!(i in v)) throw NOT_PLAIN; // a hole: JSON gives null
          out.push(plainCopy(v[i], depth + 1));
        }
        return out;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) throw NOT_PLAIN;
      const o = v as Record<string, unknown>;
      if ('toJSON' in o) throw NOT_PLAIN;
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(o)) {
        if (k === '__proto__') throw NOT_PLAIN;
        const x = o[k];
        // JSON leaves out keys whose value is undefined, a function or a symbol
        if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
        out[k] = plainCopy(x, depth + 1);
      }
      return out;
    }
    default:
      throw NOT_PLAIN;
  }
}

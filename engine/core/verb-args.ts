// Typed verbs: each verb of a game declares its arguments, and the core checks an action's args against that
// declaration before any rule sees them (a missing, extra or mistyped argument is refused in every mode).
// The declarations are plain data, also exported as JSON Schema (verbArgsSchema) for hosts and tools.

import type { Action, JsonObject, JsonValue, Violation } from './types.js';

/** The type of one argument: a string, a hex id, a location, a list of ids, an integer, or one of some values. */
export type ArgType = 'string' | 'hex' | 'location' | 'strings' | 'int' | { enum: readonly string[] };

/** A verb's arguments by name; a name ending in '?' is optional. */
export type VerbArgs = Readonly<Record<string, ArgType>>;

const isObj = (v: JsonValue | undefined): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

const LOCATION = 'a location such as {"kind":"hex","hex":"1409"}';

/** How many own keys an object has. */
function ownKeys(o: JsonObject): number {
  let n = 0;
  for (const k in o) if (Object.hasOwn(o, k)) n++;
  return n;
}

/** What a value of type `t` must be, when `v` is not one (null when it is). */
function typeProblem(t: ArgType, v: JsonValue | undefined): string | null {
  if (t === 'string' || t === 'hex')
    return typeof v === 'string' && v.length > 0 && v.length <= 200 ? null : 'a non-empty string';
  if (t === 'int') return Number.isInteger(v) ? null : 'an integer';
  if (t === 'strings') {
    return Array.isArray(v) && v.length <= 100 && v.every((x) => typeof x === 'string') ? null : 'a list of ids';
  }
  if (t === 'location') {
    if (!isObj(v)) return LOCATION;
    // Exactly the keys of one kind of location (counted, not listed: actions carry thousands of them in a replay).
    if (!Object.hasOwn(v, 'kind')) return LOCATION;
    const n = ownKeys(v);
    if (v.kind === 'hex' && n === 2 && typeof v.hex === 'string' && Object.hasOwn(v, 'hex')) return null;
    if (v.kind === 'space' && n === 2 && typeof v.space === 'string' && Object.hasOwn(v, 'space')) return null;
    if (v.kind === 'box' && typeof v.box === 'string' && Object.hasOwn(v, 'box')) {
      if (n === 2 || (n === 3 && Number.isInteger(v.index) && Object.hasOwn(v, 'index'))) return null;
    }
    return LOCATION;
  }
  return typeof v === 'string' && t.enum.includes(v) ? null : `one of ${t.enum.join(', ')}`;
}

/** Each declaration's argument names without the optional mark, to the key that declares them (made once each). */
const declared = new WeakMap<VerbArgs, ReadonlyMap<string, string>>();

function argNames(decl: VerbArgs): ReadonlyMap<string, string> {
  let names = declared.get(decl);
  if (!names) {
    names = new Map(Object.keys(decl).map((k) => [k.replace(/\?$/, ''), k]));
    declared.set(decl, names);
  }
  return names;
}

/** An action's arguments that do not fit its verb's declaration, as a violation. */
function bad(message: string, params: JsonObject): Violation {
  return { rule: 'core.bad-args', section: '—', message, params };
}

/** Why `action.args` does not fit the verb's declaration, as a violation (null when it fits). */
export function argsProblem(decl: VerbArgs, action: Action): Violation | null {
  const names = argNames(decl);
  for (const k of Object.keys(action.args)) {
    if (!names.has(k)) return bad(`"${action.verb}" takes no argument "${k}"`, { verb: action.verb, arg: k });
  }
  for (const [name, key] of names) {
    const v = action.args[name];
    if (v === undefined) {
      if (key.endsWith('?')) continue;
      return bad(`"${action.verb}" needs the argument "${name}"`, { verb: action.verb, arg: name });
    }
    const problem = typeProblem(decl[key]!, v);
    if (problem) return bad(`"${action.verb}": "${name}" must be ${problem}`, { verb: action.verb, arg: name });
  }
  return null;
}

/** The declarations as JSON Schema (draft 2020-12), one closed object schema per verb. */
export function verbArgsSchema(verbs: Readonly<Record<string, VerbArgs>>): JsonObject {
  const typeSchema = (t: ArgType): JsonObject => {
    if (t === 'string' || t === 'hex') return { type: 'string', minLength: 1, maxLength: 200 };
    if (t === 'int') return { type: 'integer' };
    if (t === 'strings') return { type: 'array', maxItems: 100, items: { type: 'string' } };
    if (t === 'location')
      return { type: 'object', required: ['kind'], properties: { kind: { enum: ['hex', 'space', 'box'] } } };
    return { enum: [...t.enum] };
  };
  const defs: JsonObject = {};
  for (const [verb, decl] of Object.entries(verbs)) {
    const properties: JsonObject = {};
    const required: string[] = [];
    for (const [key, t] of Object.entries(decl)) {
      const name = key.replace(/\?$/, '');
      properties[name] = typeSchema(t);
      if (!key.endsWith('?')) required.push(name);
    }
    defs[verb] = { type: 'object', properties, required, additionalProperties: false };
  }
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: defs };
}

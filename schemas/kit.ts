// The builders the module and save formats are declared with, on top of TypeBox: each gives the JSON Schema the
// validators check and the static type TypeScript checks, from one declaration. Beyond TypeBox: a name for a
// schema that is a $defs entry of its document or a TypeScript declaration (emit-json.ts, emit-ts.ts read it),
// and the JSON Schema forms these formats use that TypeBox writes otherwise (a bare const, oneOf, an enum with
// null, a map by key, an object open to more keys).

import { type Static, type TObject, type TProperties, type TSchema, type TUnsafe, Type } from 'typebox';
import type { JsonObject, JsonValue } from '../engine/core/types.js';

/** What the emitters know of a named schema; kept under a symbol, so no JSON Schema text ever shows it. */
export interface SchemaName {
  /** Its $defs entry in every JSON Schema document that uses it (absent: written in place). */
  def?: string;
  /** Its TypeScript name (absent: its type is written in place). */
  ts?: string;
  /** The TypeScript name is declared in engine/core/types.ts, not by the emitter. */
  external?: boolean;
  /** The heading its TypeScript declaration is written under (a file kind, or "common"). */
  section?: string;
  /** The schema as declared, before a use of it added a description of its own. */
  origin: TSchema;
}

const NAME = Symbol('sandtable.schema-name');

type Options = Record<string, unknown>;

/** A copy of `schema` with every own property (TypeBox's hidden ones too), then `extra` on top. */
function copy<T extends TSchema>(schema: T, extra: Options = {}): T {
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema)) as T;
  return Object.assign(out, extra);
}

/** The name a schema was given, if any (copies made by Type.Optional and described() keep it). */
export function nameOf(schema: unknown): SchemaName | undefined {
  return typeof schema === 'object' && schema !== null
    ? ((schema as Record<symbol, SchemaName | undefined>)[NAME] ?? undefined)
    : undefined;
}

function named<T extends TSchema>(schema: T, name: Omit<SchemaName, 'origin'>): T {
  const out = copy(schema);
  Object.defineProperty(out, NAME, { value: { ...name, origin: out }, enumerable: false });
  return out;
}

/** The naming function of one section: `def('grid', 'GridDef', schema)` is $defs/grid and interface GridDef. */
export function section(title: string) {
  return <T extends TSchema>(def: string | undefined, ts: string | undefined, schema: T): T =>
    named(schema, { ...(def ? { def } : {}), ...(ts ? { ts } : {}), section: title });
}

/** A schema whose TypeScript type is a name engine/core/types.ts declares (SideId, HexId, JsonObject). */
export function engineName<T extends TSchema>(ts: string, schema: T, def?: string): T {
  return named(schema, { ts, external: true, ...(def ? { def } : {}) });
}

/** The same schema with a description of this use (a named one stays named: `{ $ref, description }`). */
export function described<T extends TSchema>(schema: T, description: string): T {
  return copy(schema, { description });
}

/** A closed object: any key it does not declare is refused, so that typos are caught. */
export function closed<P extends TProperties>(properties: P, options: Options = {}): TObject<P> {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** An object with these keys that may hold any other JSON too (the game that reads it types the rest). */
export function open<P extends TProperties>(properties: P, options: Options = {}) {
  return Type.Unsafe<Static<TObject<P>> & JsonObject>(Type.Object(properties, options));
}

/** Any JSON object. */
export function jsonObject(options: Options = {}): TUnsafe<JsonObject> {
  return Type.Unsafe<JsonObject>({ type: 'object', ...options });
}

/** An array of any JSON values. */
export function jsonArray(options: Options = {}): TUnsafe<JsonValue[]> {
  return Type.Unsafe<JsonValue[]>({ type: 'array', ...options });
}

/** An object whose every key maps to `value` (texts by language, provenance by field). */
export function record<V extends TSchema>(value: V, options: Options = {}): TUnsafe<Record<string, Static<V>>> {
  return Type.Unsafe<Record<string, Static<V>>>({ type: 'object', ...options, additionalProperties: value });
}

/** Exactly this value (a bare `const`: the message names the value, not a type). */
export function constant<const V extends string | number | boolean>(value: V, options: Options = {}): TUnsafe<V> {
  return Type.Unsafe<V>({ const: value, ...options });
}

/** One of these values (null included, which TypeBox's Enum does not take). */
export function literals<const V extends readonly (string | number | null)[]>(
  values: V,
  options: Options = {},
): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ enum: [...values], ...options });
}

/** Exactly one of these shapes (TypeBox's Union writes anyOf). */
export function oneOf<const T extends readonly TSchema[]>(
  branches: T,
  options: Options = {},
): TUnsafe<Static<T[number]>> {
  return Type.Unsafe<Static<T[number]>>({ ...options, oneOf: [...branches] });
}

/**
 * A schema whose TypeScript type says more than it checks: the type is `T`, the schema stays as loose as it is
 * (say what checks the rest where it is used). The type-level checks in formats.test.ts list every use.
 */
export function narrowed<T>() {
  return <S extends TSchema>(schema: S): TUnsafe<T> => copy(schema) as unknown as TUnsafe<T>;
}

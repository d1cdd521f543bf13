// Writes a JSON Schema document (draft 2020-12) from schemas declared with kit.ts: every named schema it reaches
// becomes one $defs entry, referred to by $ref wherever it is used, so the file reads like one written by hand.

import type { TSchema } from 'typebox';
import { nameOf } from './kit.js';

/** The head of a document: its id, title and description; `root` is its top-level schema (no description). */
export interface JsonSchemaDocument {
  $id: string;
  title: string;
  description: string;
  /** Who writes the file, and how to change it (a $comment: an annotation no validator reads). */
  generatedBy: string;
  root?: TSchema;
  /** Schemas that are $defs entries even when the root does not reach them (the module's file kinds). */
  defs?: TSchema[];
}

/** Keywords whose value is one schema, a list of schemas or a map of schemas; other values are copied as JSON. */
const ONE = new Set(['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const LIST = new Set(['oneOf', 'anyOf', 'allOf', 'prefixItems']);
const MAP = new Set(['properties', 'patternProperties', '$defs']);

/** The order keywords are written in, so each schema reads what it is before the details. */
const FIRST = ['$ref', 'description', 'type', 'const', 'enum', 'properties', 'required', 'additionalProperties'];

function ordered(schema: Record<string, unknown>): string[] {
  const keys = Object.keys(schema);
  return [...FIRST.filter((k) => keys.includes(k)), ...keys.filter((k) => !FIRST.includes(k))];
}

/** Collects the named schemas reachable from `schema`, each after the ones it uses (so $defs read bottom-up). */
function collect(schema: unknown, out: Map<string, TSchema>, top: boolean): void {
  if (typeof schema !== 'object' || schema === null) return;
  const name = nameOf(schema);
  if (name?.def && !top) {
    const known = out.get(name.def);
    if (known && known !== name.origin) throw new Error(`two different schemas are both named $defs/${name.def}`);
    if (known) return;
    collect(name.origin, out, true);
    out.set(name.def, name.origin);
    return;
  }
  const s = schema as Record<string, unknown>;
  for (const key of Object.keys(s)) {
    const v = s[key];
    if (ONE.has(key)) collect(v, out, false);
    else if (LIST.has(key)) for (const b of v as unknown[]) collect(b, out, false);
    else if (MAP.has(key)) for (const b of Object.values(v as object)) collect(b, out, false);
  }
}

/** The JSON of one schema: a named one (below the top) as $ref, plus a description of this use if it has one. */
function json(schema: TSchema, top: boolean): Record<string, unknown> {
  const name = nameOf(schema);
  if (name?.def && !top) {
    const own = schema as Record<string, unknown>;
    const origin = name.origin as Record<string, unknown>;
    const extra = Object.keys(own).filter((k) => own[k] !== origin[k]);
    if (extra.some((k) => k !== 'description'))
      throw new Error(`a use of $defs/${name.def} changes ${extra.join(', ')}: only a description may be added`);
    return { $ref: `#/$defs/${name.def}`, ...(extra.length ? { description: own.description } : {}) };
  }
  const s = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ordered(s)) {
    const v = s[key];
    if (ONE.has(key) && typeof v === 'object') out[key] = json(v as TSchema, false);
    else if (LIST.has(key)) out[key] = (v as TSchema[]).map((b) => json(b, false));
    else if (MAP.has(key))
      out[key] = Object.fromEntries(Object.entries(v as object).map(([k, b]) => [k, json(b as TSchema, false)]));
    else out[key] = structuredClone(v);
  }
  return out;
}

/** The document as an object: head, root (if any), then $defs. */
export function jsonSchemaObject(doc: JsonSchemaDocument): Record<string, unknown> {
  const defs = new Map<string, TSchema>();
  if (doc.root) collect(doc.root, defs, true);
  for (const d of doc.defs ?? []) collect(d, defs, false);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: doc.$id,
    $comment: doc.generatedBy,
    title: doc.title,
    description: doc.description,
    ...(doc.root ? json(doc.root, true) : {}),
    $defs: Object.fromEntries([...defs].map(([k, v]) => [k, json(v, true)])),
  };
}

/** The document's text, as committed (two-space indent, a final newline). */
export function jsonSchemaText(doc: JsonSchemaDocument): string {
  return `${JSON.stringify(jsonSchemaObject(doc), null, 2)}\n`;
}

// Writes TypeScript declarations from schemas declared with kit.ts: an interface for each closed object that has
// a TypeScript name, a type alias for any other named schema, each with its description as its doc comment, in
// the style Biome formats. The engine cannot import TypeBox (engine/purity.test.ts), so its module types are this
// text (engine/core/module.ts); formats.test.ts holds them equal to what TypeBox infers from the same schemas.

import type { TSchema } from 'typebox';
import { nameOf } from './kit.js';

/** What to write: the schemas to start from, the headings in order, and the file's opening comment. */
export interface TypeScriptDeclarations {
  roots: TSchema[];
  sections: readonly string[];
  header: string;
  /** Where the names declared elsewhere (SideId, JsonObject...) are imported from. */
  importFrom: string;
}

const WIDTH = 120;

type Schema = Record<string, unknown>;

/** A doc comment at `indent`: on one line if it fits, else wrapped at the line width. */
function doc(description: unknown, indent: string): string[] {
  if (typeof description !== 'string' || description === '') return [];
  const text = description.replaceAll('*/', '*\\/');
  if (indent.length + text.length + 7 <= WIDTH) return [`${indent}/** ${text} */`];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + 3 + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return [`${indent}/**`, ...lines.map((l) => `${indent} * ${l}`), `${indent} */`];
}

function literal(v: unknown): string {
  if (typeof v !== 'string') return JSON.stringify(v);
  return v.includes("'") ? JSON.stringify(v) : `'${v.replace(/\\/g, '\\\\')}'`;
}

/** A property's name as TypeScript writes it: quoted unless it is an identifier. */
function property(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name);
}

/** Whether a type written in place is a union or an intersection at its top level (then `[]` needs brackets). */
function compound(type: string): boolean {
  let depth = 0;
  let quote = '';
  for (const c of type) {
    if (quote) quote = c === quote ? '' : quote;
    else if (c === "'" || c === '"') quote = c;
    else if ('{<(['.includes(c)) depth++;
    else if ('}>)]'.includes(c)) depth--;
    else if (depth === 0 && (c === '|' || c === '&')) return true;
  }
  return false;
}

/** The description a use of a schema adds (a named schema's own description belongs to its declaration). */
function useDescription(schema: Schema): unknown {
  const name = nameOf(schema);
  if (!name) return schema.description;
  const origin = name.origin as Schema;
  return schema.description !== origin.description ? schema.description : undefined;
}

class Writer {
  readonly external = new Set<string>();

  /** The type of `schema` written in place, starting `column` characters into a line indented by `indent`. */
  type(schema: Schema, indent: string, column: number, top = false): string {
    const name = nameOf(schema);
    if (name?.ts && !top) {
      if (name.external) this.external.add(name.ts);
      return name.ts;
    }
    if ('const' in schema) return literal(schema.const);
    if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (branches) return branches.map((b) => this.type(b, indent, column)).join(' | ');
    switch (schema.type) {
      case 'string':
        return 'string';
      case 'number':
      case 'integer':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'array': {
        if (!schema.items) return this.json('JsonValue[]');
        const item = this.type(schema.items as Schema, indent, column);
        return compound(item) ? `(${item})[]` : `${item}[]`;
      }
      case 'object':
        return this.object(schema, indent, column);
    }
    throw new Error(`no TypeScript for the schema ${JSON.stringify(schema)}`);
  }

  json(name: 'JsonObject' | 'JsonValue[]'): string {
    this.external.add(name === 'JsonObject' ? 'JsonObject' : 'JsonValue');
    return name;
  }

  /** An object type in place: `{ a: T; b?: U }` when it fits and says nothing more, else one member a line. */
  object(schema: Schema, indent: string, column: number): string {
    const props = schema.properties as Record<string, Schema> | undefined;
    if (!props) {
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object') return `Record<string, ${this.type(extra as Schema, indent, column)}>`;
      return this.json('JsonObject');
    }
    const rest = schema.additionalProperties === false ? '' : ` & ${this.json('JsonObject')}`;
    const required = new Set((schema.required ?? []) as string[]);
    const key = (k: string) => `${property(k)}${required.has(k) ? '' : '?'}`;
    const entries = Object.entries(props);
    const described = entries.some(([, p]) => useDescription(p) !== undefined);
    const flat = `{ ${entries.map(([k, p]) => `${key(k)}: ${this.type(p, indent, column)}`).join('; ')} }${rest}`;
    if (!described && column + flat.length + 4 <= WIDTH) return flat;
    return `{\n${this.members(schema, `${indent}  `)}${indent}}${rest}`;
  }

  /** The members of an object type, one a line with its doc comment, at `indent`. */
  members(schema: Schema, indent: string): string {
    const required = new Set((schema.required ?? []) as string[]);
    const lines: string[] = [];
    for (const [k, p] of Object.entries(schema.properties as Record<string, Schema>)) {
      const head = `${indent}${property(k)}${required.has(k) ? '' : '?'}: `;
      lines.push(...doc(useDescription(p), indent), `${head}${this.type(p, indent, head.length)};`);
    }
    return `${lines.join('\n')}\n`;
  }

  /** The declaration of a named schema: an interface for a closed object, else a type alias. */
  declaration(schema: Schema): string {
    const ts = nameOf(schema)?.ts as string;
    const head = doc(schema.description, '').join('\n');
    if (schema.type === 'object' && schema.properties && schema.additionalProperties === false)
      return `${head}\nexport interface ${ts} {\n${this.members(schema, '  ')}}\n`;
    const prefix = `export type ${ts} = `;
    const flat = this.type(schema, '', prefix.length, true);
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (prefix.length + flat.length + 1 <= WIDTH || !branches) return `${head}\n${prefix}${flat};\n`;
    const lines = branches.map((b) => `  | ${this.type(b, '  ', 4)}`);
    return `${head}\nexport type ${ts} =\n${lines.join('\n')};\n`;
  }
}

/** Every schema with a TypeScript name of its own reachable from `schema`, each after those it uses. */
function collect(schema: unknown, out: Map<string, Schema>, top: boolean): void {
  if (typeof schema !== 'object' || schema === null) return;
  const name = nameOf(schema);
  if (name && !top) {
    if (name.external || (name.ts && out.has(name.ts))) return;
    collect(name.origin, out, true);
    if (name.ts) out.set(name.ts, name.origin as Schema);
    return;
  }
  for (const [key, v] of Object.entries(schema as Schema)) {
    if (key === 'properties') for (const p of Object.values(v as object)) collect(p, out, false);
    else if (key === 'oneOf' || key === 'anyOf') for (const b of v as unknown[]) collect(b, out, false);
    else if (key === 'items' || key === 'additionalProperties') collect(v, out, false);
  }
}

/** The declarations' text: the header, the imports of names declared elsewhere, then each section's. */
export function typeScriptText(spec: TypeScriptDeclarations): string {
  const named = new Map<string, Schema>();
  for (const r of spec.roots) collect(r, named, false);
  const writer = new Writer();
  const parts: string[] = [];
  for (const title of spec.sections) {
    const decls = [...named.values()].filter((s) => nameOf(s)?.section === title);
    if (!decls.length) continue;
    parts.push(`// ${'-'.repeat(64)} ${title}\n\n${decls.map((s) => writer.declaration(s)).join('\n')}`);
  }
  const missing = [...named.values()].filter((s) => !spec.sections.includes(nameOf(s)?.section as string));
  if (missing.length) throw new Error(`no section for ${missing.map((s) => nameOf(s)?.ts).join(', ')}`);
  const imports = [...writer.external].sort();
  const importLine = imports.length ? `import type { ${imports.join(', ')} } from '${spec.importFrom}';\n\n` : '';
  return `${spec.header}\n${importLine}${parts.join('\n')}`;
}

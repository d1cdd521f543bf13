// The two writers of the formats' files: named schemas become $defs and $ref (with a use's own description),
// and TypeScript declarations say what the schemas say, in the forms the formats use.

import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { jsonSchemaObject } from './emit-json.js';
import { typeScriptText } from './emit-ts.js';
import { closed, constant, described, engineName, jsonArray, literals, oneOf, open, record, section } from './kit.js';

const def = section('test');
const Colour = def('colour', undefined, Type.String({ pattern: '^#[0-9a-f]{6}$' }));
const Point = def('point', 'Point', closed({ x: Type.Number(), y: Type.Number() }, { description: 'A point.' }));
const Thing = def(
  'thing',
  'Thing',
  closed(
    {
      at: Point,
      colour: Type.Optional(described(Colour, 'Its colour.')),
      side: engineName('SideId', Type.String()),
      tags: record(Type.String()),
      cells: jsonArray(),
      kind: literals(['a', 'b', null]),
      extra: Type.Array(open({ kind: Type.String() })),
      either: Type.Array(oneOf([closed({ a: Type.Number() }), closed({ b: Type.Number() })])),
    },
    { description: 'A thing.' },
  ),
);
const head = { $id: 'https://example.test/t.json', title: 'T', description: 'D', generatedBy: 'test' };

describe('emit-json', () => {
  it('writes each named schema once under $defs, and $ref (with a description of the use) where it is used', () => {
    const doc = jsonSchemaObject({ ...head, defs: [Thing] }) as { $defs: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.$defs)).toEqual(['point', 'colour', 'thing']);
    const props = doc.$defs.thing.properties as Record<string, unknown>;
    expect(props.at).toEqual({ $ref: '#/$defs/point' });
    expect(props.colour).toEqual({ $ref: '#/$defs/colour', description: 'Its colour.' });
    expect(doc.$defs.thing.required).toEqual(['at', 'side', 'tags', 'cells', 'kind', 'extra', 'either']);
    expect(JSON.stringify(doc)).not.toMatch(/~kind|~optional|~unsafe/);
  });

  it('refuses two different schemas of one name, and a use that changes more than its description', () => {
    const other = def('point', 'Point', closed({ x: Type.Number() }));
    expect(() => jsonSchemaObject({ ...head, defs: [Point, other] })).toThrow(/two different schemas/);
    const changed = Object.assign(described(Colour, 'x'), { minLength: 1 });
    expect(() => jsonSchemaObject({ ...head, root: closed({ c: changed }) })).toThrow(/changes description, minLength/);
  });
});

describe('emit-ts', () => {
  const text = typeScriptText({ roots: [Thing], sections: ['test'], header: '// H\n', importFrom: './types.js' });

  it('declares each named object as an interface with its doc comments, and imports only the names it uses', () => {
    expect(text).toContain("import type { JsonObject, JsonValue, SideId } from './types.js';");
    expect(text).toContain('/** A point. */\nexport interface Point {\n  x: number;\n  y: number;\n}\n');
    expect(text).toContain('  at: Point;\n  /** Its colour. */\n  colour?: string;\n  side: SideId;\n');
  });

  it('writes maps, any JSON, enums with null, open objects and unions of shapes', () => {
    expect(text).toContain('  tags: Record<string, string>;\n  cells: JsonValue[];\n');
    expect(text).toContain("  kind: 'a' | 'b' | null;\n");
    expect(text).toContain('  extra: ({ kind: string } & JsonObject)[];\n');
    expect(text).toContain('  either: ({ a: number } | { b: number })[];\n');
  });

  it('writes a long union one branch a line, and a bare const as its literal', () => {
    const long = def(
      undefined,
      'Long',
      oneOf(['first', 'second', 'third'].map((k) => closed({ source: constant(k), [`${k}Reason`]: Type.String() }))),
    );
    const ts = typeScriptText({ roots: [long], sections: ['test'], header: '', importFrom: '' });
    expect(ts).toContain("export type Long =\n  | { source: 'first'; firstReason: string }\n  | { source: 'second';");
  });
});

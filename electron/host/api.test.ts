// The host operations are declared once, in the slices: the generated schema and name list the rest of the app
// reads are exactly what the declarations give, every declaration has its validator and its operation on the
// service, and nothing under schemas/ reaches into electron/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as validators from '../../schemas/generated/validators.js';
import { answersSnapshot, HOST_OPS, type HostOpName } from '../../schemas/host-api.js';
import { validateHostArgs } from '../../schemas/validate.js';
import { HOST_OPERATIONS, type HostOp } from './api.js';
import { hostOpsText, hostSchemaText } from './emit-schema.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Compile-time: the operations' names the page reads are the declared ones (tsc fails if they drift). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namesAgree: Same<HostOp, HostOpName> = true;

describe('host operations declared once', () => {
  it('the committed schema and name list are what the declarations give (run npm run gen:schemas if not)', () => {
    expect(namesAgree).toBe(true);
    expect(readFileSync(join(root, 'schemas', 'generated', 'host-api.schema.json'), 'utf8')).toBe(hostSchemaText());
    expect(readFileSync(join(root, 'schemas', 'generated', 'host-ops.ts'), 'utf8')).toBe(hostOpsText());
  });

  it('every declared operation has its validator, and says the same of its Snapshot as the name list', () => {
    const table = validators as unknown as Record<string, unknown>;
    expect([...HOST_OPS].sort()).toEqual(Object.keys(HOST_OPERATIONS).sort());
    for (const [name, op] of Object.entries(HOST_OPERATIONS)) {
      expect(typeof table[`host_${name}`], name).toBe('function');
      expect(answersSnapshot(name as HostOpName), name).toBe(op.snapshot);
      // A Snapshot operation takes `since`; no operation takes a key it does not declare.
      const schema = op.args as { properties: Record<string, unknown>; required?: string[] };
      expect(Object.hasOwn(schema.properties, 'since'), name).toBe(op.snapshot);
      if (!schema.required?.length)
        expect(validateHostArgs(name, { since: { revision: 1, logLength: 0 } }).ok, name).toBe(op.snapshot);
      expect(validateHostArgs(name, { surplus: 1 }).ok, name).toBe(false);
    }
  });

  it('no file under schemas/ imports from electron/', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (/\.(ts|js)$/.test(e.name) && /from '(\.\.\/)+electron\//.test(readFileSync(path, 'utf8')))
          offenders.push(path);
      }
    };
    walk(join(root, 'schemas'));
    expect(offenders).toEqual([]);
  });
});

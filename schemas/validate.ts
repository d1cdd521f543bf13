// Boundary checks with the precompiled validators (schemas/generated/validators.js): host API arguments,
// saved games and module files. Each answers { ok: true } or one HostError naming the first problem and its
// JSON path, so a person can find it in the file.

import * as generated from './generated/validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import { isHostOp, type HostError } from './host-api.js';
import type { ModuleFileKind } from './module/index.js';

/** The answer of every check here. */
export type ValidationResult = { ok: true } | { ok: false; error: HostError };

/** The module files schemas/module.schema.json describes (build.ts compiles a validator for each). */
export type { ModuleFileKind };

const table = generated as unknown as Record<string, GeneratedValidator | undefined>;

type AjvError = NonNullable<GeneratedValidator['errors']>[number];

/** Renders an instance path ("/log/3/hash") for a message; the root is "(top level)". */
function where(path: string): string {
  return path === '' ? '(top level)' : path;
}

/** One sentence for the first Ajv error, naming the path and, where Ajv knows it, the property. */
export function describeAjvError(e: AjvError): string {
  const p = e.params ?? {};
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
    const name = String(p.additionalProperty ?? p.unevaluatedProperty ?? '?');
    return `unexpected property "${name}" at ${where(e.instancePath)}`;
  }
  if (e.keyword === 'required') return `missing property "${String(p.missingProperty)}" at ${where(e.instancePath)}`;
  if (e.keyword === 'const' && p.allowedValue !== undefined) {
    return `${where(e.instancePath)} must be ${JSON.stringify(p.allowedValue)}`;
  }
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) {
    return `${where(e.instancePath)} must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return `${where(e.instancePath)} ${e.message ?? 'is invalid'}`;
}

function run(validator: GeneratedValidator, data: unknown, code: string, what: string): ValidationResult {
  if (validator(data)) return { ok: true };
  const first = validator.errors?.[0];
  const detail = first ? describeAjvError(first) : 'does not match its schema';
  return { ok: false, error: { code, message: `${what}: ${detail}` } };
}

/** Checks one host API operation's argument object (undefined counts as {}) against the schema its op names. */
export function validateHostArgs(op: string, args: unknown): ValidationResult {
  const validator = isHostOp(op) ? table[`host_${op}`] : undefined;
  if (!validator)
    return { ok: false, error: { code: 'unknown-operation', message: `There is no host operation "${op}".` } };
  return run(validator, args === undefined ? {} : args, 'invalid-args', `Bad arguments for ${op}`);
}

/** Checks a parsed saved game against the current save format's schema. */
export function validateSave(doc: unknown): ValidationResult {
  return run(generated.validateSave, doc, 'invalid', 'The saved game is not valid');
}

/** Checks one module file (module.json, map.json, ...) against schemas/module.schema.json. */
export function validateModuleFile(kind: ModuleFileKind, data: unknown): ValidationResult {
  return run(generated[`module_${kind}` as const], data, 'invalid', `The module's ${kind} file is not valid`);
}

/**
 * Typed verbs: checks an action's args against its game's declared verb arguments (compiled ahead of time from
 * each rules' verbArgs). A verb the game does not declare (the table's manual verbs) passes here; the engine
 * judges it.
 */
export function validateVerbArgs(rulesId: string, verb: string, args: unknown): ValidationResult {
  const validator = table[`verbs_${rulesId}_${verb}`];
  if (!validator) return { ok: true };
  return run(validator, args, 'bad-args', `The arguments of "${verb}" are wrong`);
}

// The single gate every host-API request passes through, from Electron IPC and from the loopback bridge:
// known operation? arguments valid against the schema? only then the service runs. A throwing service
// becomes a HostError instead of an exception crossing the boundary.

import type { HostError, HostResult } from '../schemas/host-api.js';
import { hostFailure, messageOf } from './host-result.js';
import { HOST_OPS, isHostOp, type HostOp } from '../schemas/host-api.js';

/** What the shell needs from the host service (electron/services/host-service.ts); test doubles implement it too. */
export type HostServiceLike = {
  [Op in HostOp]: (args: never) => Promise<HostResult<unknown>>;
} & {
  /** Opens a save file given by path (command line, file association, native dialog). */
  openPath(path: string): Promise<HostResult<unknown>>;
  /** True when closing would lose changes. */
  isDirty(): boolean | Promise<boolean>;
  /** A clean shutdown: the recovery journal and lock go, the engine stops. */
  close(): Promise<void>;
  /** Optional: save to a path main obtained from a native save dialog. */
  saveToPath?(path: string): Promise<HostResult<unknown>>;
};

/** validateHostArgs(op, args) from schemas/validate.ts, injected so this gate is testable alone. */
export type HostArgsValidator = (op: string, args: unknown) => { ok: true } | { ok: false; error: HostError };

/** A function that performs one (already validated) operation; the shell overrides a few (native dialogs). */
export type HostOpHandler = (args: unknown) => Promise<HostResult<unknown>>;

/** The outcome of the gate: the request may run, or the refusal to send back. */
export type HostRequestCheck = { ok: true; op: HostOp; args: unknown } | { ok: false; error: HostError };

/**
 * The gate alone: refuses unknown operations and schema-invalid arguments. Missing arguments count as {}
 * (every operation's schema expects an object). Nothing else has happened when this refuses.
 */
export function checkHostRequest(validate: HostArgsValidator, op: string, args: unknown): HostRequestCheck {
  if (!isHostOp(op)) {
    return hostFailure('unknown-operation', `"${op}" is not a host operation (known: ${HOST_OPS.join(', ')}).`);
  }
  const given = args === undefined ? {} : args;
  let verdict: ReturnType<HostArgsValidator>;
  try {
    verdict = validate(op, given);
  } catch (err) {
    return hostFailure('invalid-args', `Arguments of ${op} could not be checked: ${messageOf(err)}`);
  }
  if (!verdict.ok) return { ok: false, error: verdict.error };
  return { ok: true, op, args: given };
}

/**
 * Runs one host operation: the gate first (checkHostRequest), then the override for `op` if one exists,
 * else the service's method of the same name. Never throws.
 */
export async function dispatchHostOp(
  service: HostServiceLike,
  validate: HostArgsValidator,
  op: string,
  args: unknown,
  overrides: Partial<Record<HostOp, HostOpHandler>> = {},
): Promise<HostResult<unknown>> {
  const checked = checkHostRequest(validate, op, args);
  if (!checked.ok) return checked;
  return runCheckedOp(service, checked.op, checked.args, overrides);
}

/** Runs an operation that already passed checkHostRequest. */
export async function runCheckedOp(
  service: HostServiceLike,
  op: HostOp,
  args: unknown,
  overrides: Partial<Record<HostOp, HostOpHandler>> = {},
): Promise<HostResult<unknown>> {
  try {
    const handler = overrides[op];
    if (handler) return await handler(args);
    const result = await (service[op] as (a: unknown) => Promise<HostResult<unknown>>).call(service, args);
    if (!isHostResult(result)) return hostFailure('internal', `${op} returned a malformed result.`);
    return result;
  } catch (err) {
    return hostFailure('internal', `${op} failed: ${messageOf(err)}`);
  }
}

function isHostResult(x: unknown): x is HostResult<unknown> {
  return typeof x === 'object' && x !== null && typeof (x as { ok?: unknown }).ok === 'boolean';
}

// The routing every host-API request passes through, from Electron IPC and from the loopback bridge: a known
// operation goes to the host service, whose session checks its arguments against the operation's schema (the
// one gate: electron/host/session.ts run), or to the shell's override for it (native dialogs, the window title),
// whose arguments are checked here with the same validators, since an override never reaches the service. A
// throwing service becomes a HostError instead of an exception crossing the boundary.

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

/** Refuses an unknown operation; missing arguments count as {} (every operation takes an object). */
export function checkHostOp(op: string, args: unknown): HostRequestCheck {
  if (!isHostOp(op)) {
    return hostFailure('unknown-operation', `"${op}" is not a host operation (known: ${HOST_OPS.join(', ')}).`);
  }
  return { ok: true, op, args: args === undefined ? {} : args };
}

/** An operation's arguments checked against its schema (for an override, which never reaches the service). */
export function checkOverrideArgs(validate: HostArgsValidator, op: HostOp, given: unknown): HostRequestCheck {
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
 * Runs one host operation: an unknown one is refused; the override for `op`, if one exists, runs once its
 * arguments passed their schema; else the service's method of the same name, which checks them itself. Never
 * throws.
 */
export async function dispatchHostOp(
  service: HostServiceLike,
  validate: HostArgsValidator,
  op: string,
  args: unknown,
  overrides: Partial<Record<HostOp, HostOpHandler>> = {},
): Promise<HostResult<unknown>> {
  const known = checkHostOp(op, args);
  if (!known.ok) return known;
  try {
    const handler = overrides[known.op];
    if (handler) {
      const checked = checkOverrideArgs(validate, known.op, known.args);
      return checked.ok ? await handler(checked.args) : checked;
    }
    const result = await (service[known.op] as (a: unknown) => Promise<HostResult<unknown>>).call(service, known.args);
    if (!isHostResult(result)) return hostFailure('internal', `${op} returned a malformed result.`);
    return result;
  } catch (err) {
    return hostFailure('internal', `${op} failed: ${messageOf(err)}`);
  }
}

function isHostResult(x: unknown): x is HostResult<unknown> {
  return typeof x === 'object' && x !== null && typeof (x as { ok?: unknown }).ok === 'boolean';
}

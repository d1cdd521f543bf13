// A host operation declared once: its argument schema (TypeBox, which is JSON Schema), whether it answers a
// Snapshot, and its handler over the session. Each feature slice (play, files, recovery, mail, replay, print,
// identity, window) declares its operations with these; api.ts gathers the slices, the types of the host API
// derive from them, and emit-schema.ts writes their schemas for the validators (npm run gen:schemas).

import { type Static, type TObject, type TProperties, Type } from 'typebox';
import type { HostResult, SentSnapshot } from '../../schemas/host-api.js';
import { LogCursor } from './arg-schemas.js';
import type { HostSession } from './session.js';

/** One declared operation: the schema its argument object is checked against, and what it does. */
export interface HostOperation<S extends TObject = TObject, R = unknown> {
  /** The argument object's schema (an object schema; no extra keys unless it says so). */
  readonly args: S;
  /** True when it answers a Snapshot (or null): its arguments take `since`, its answer carries a log delta. */
  readonly snapshot: boolean;
  /** The handler: runs after the arguments passed the schema, one operation at a time. */
  run(session: HostSession, args: Static<S>): Promise<HostResult<R>>;
  /**
   * True when the handler is not run in the one-at-a-time queue as a whole: it queues its own steps (session.serial)
   * and waits outside the queue in between (the computer thinking, so that every other operation is answered).
   */
  readonly detached?: boolean;
  /** Types only (never set): the argument object and the value it answers with. */
  readonly types?: { args: Static<S>; value: R };
}

/** Declares an operation that answers a plain value, with the properties of its argument object. */
export function operation<P extends TProperties, R>(
  props: P,
  run: (session: HostSession, args: Static<TObject<P>>) => Promise<HostResult<R>>,
): HostOperation<TObject<P>, R> {
  return { args: Type.Object(props, { additionalProperties: false }), snapshot: false, run };
}

/** The properties every Snapshot operation takes besides its own: what the page holds of the log. */
const SINCE = { since: Type.Optional(LogCursor) };

/** Declares an operation that answers a Snapshot (or null): it takes `since` besides its own properties. */
export function snapshotOperation<P extends TProperties, R extends SentSnapshot | null = SentSnapshot>(
  props: P,
  run: (session: HostSession, args: Static<TObject<P & typeof SINCE>>) => Promise<HostResult<R>>,
): HostOperation<TObject<P & typeof SINCE>, R> {
  const args = Type.Object({ ...props, ...SINCE } as P & typeof SINCE, { additionalProperties: false });
  return { args, snapshot: true, run };
}

/** The same declaration, its handler run outside the queue (HostOperation.detached): it queues its own steps. */
export function detached<S extends TObject, R>(op: HostOperation<S, R>): HostOperation<S, R> {
  return { ...op, detached: true };
}

/** A feature slice: its operations by name. */
export type HostSlice = Record<string, HostOperation<TObject, unknown>>;

/** The argument object an operation declaration takes. */
export type ArgsOf<D> = D extends { types?: { args: infer A } } ? A : never;

/** The value an operation declaration answers with when it succeeds. */
export type ValueOf<D> = D extends { types?: { value: infer R } } ? R : never;

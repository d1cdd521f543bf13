// THE list of host operations: every feature slice's declarations gathered. The host API's types derive from it
// (the page imports them as types only), the schemas of every operation's arguments are written from it
// (emit-schema.ts, npm run gen:schemas), and schemas/generated/host-ops.ts, which the page, the preload and the
// bridge read the operations' names from, is checked against it (api.test.ts). Adding an operation is one
// declaration in one slice, plus its test.

import type { HostResult, MenuCommand, NoArgs, SentSnapshot, Snapshot } from '../../schemas/host-api.js';
import type { ArgsOf, HostOperation, ValueOf } from './operation.js';
import { filesOperations } from './slices/files.js';
import { identityOperations } from './slices/identity.js';
import { mailOperations } from './slices/mail.js';
import { opponentOperations } from './slices/opponent.js';
import { playOperations } from './slices/play.js';
import { printOperations } from './slices/print.js';
import { recoveryOperations } from './slices/recovery.js';
import { replayOperations } from './slices/replay.js';
import { windowOperations } from './slices/window.js';

/** Every host operation by name, slice by slice. */
export const HOST_OPERATIONS = {
  ...playOperations,
  ...opponentOperations,
  ...filesOperations,
  ...recoveryOperations,
  ...identityOperations,
  ...mailOperations,
  ...windowOperations,
  ...replayOperations,
  ...printOperations,
};

/** The operations as declared (name to declaration). */
type Declared = typeof HOST_OPERATIONS;

/** The name of one host operation. */
export type HostOp = keyof Declared;

/** The argument object of an operation. */
export type HostArgs<O extends HostOp> = ArgsOf<Declared[O]>;

/** The value an operation answers with when it succeeds. */
export type HostValue<O extends HostOp> = ValueOf<Declared[O]>;

/** One operation as a function; an operation whose arguments are all optional may be called without them. */
type HostMethod<A, R> = NoArgs extends A ? (args?: A) => Promise<HostResult<R>> : (args: A) => Promise<HostResult<R>>;

/** Every operation as a method (the host service implements exactly these). */
export type HostOperations = { [O in HostOp]: HostMethod<HostArgs<O>, HostValue<O>> };

/** The host API: one function per operation, plus the host's kind and the native menu's commands. */
export interface HostApi extends HostOperations {
  /** 'electron' or 'browser' (the loopback bridge). */
  readonly kind: 'electron' | 'browser';
  /** Subscribe to native menu commands; returns an unsubscribe function. */
  onMenu(listener: (command: MenuCommand) => void): () => void;
}

/** An answer as the page reads it: a SentSnapshot made whole (log-sync.ts), any other value as it is. */
type PageValue<R> = R extends SentSnapshot ? Snapshot : R;

/** The host API as the rest of the page uses it (log-sync.ts withLogDeltas): whole Snapshots, events parsed. */
export type PageHostApi = Omit<HostApi, HostOp> & {
  [O in HostOp]: HostMethod<HostArgs<O>, PageValue<HostValue<O>>>;
};

/** The declaration of an operation by name, or undefined for a name that is none. */
export function declarationOf(name: string): HostOperation | undefined {
  return Object.hasOwn(HOST_OPERATIONS, name) ? (HOST_OPERATIONS as Record<string, HostOperation>)[name] : undefined;
}

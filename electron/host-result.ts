// The failed HostResult every host operation answers with, built in one place for the IPC gate, the loopback
// bridge and the services (document, files, modules, save files, recovery).

import type { HostError } from '../schemas/host-api.js';

/** A failed HostResult: a stable code, a sentence naming the problem, and extras such as `violations`. */
export function hostFailure(
  code: string,
  message: string,
  extra: Partial<HostError> = {},
): { ok: false; error: HostError } {
  return { ok: false, error: { code, message, ...extra } };
}

/** The message of anything thrown, for error sentences. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

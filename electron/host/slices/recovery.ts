// Crash recovery: what the journal of a session that died holds (offered at start), restoring it as unsaved
// work, or discarding it. The journal itself is written by the session after every change (session.ts journal).

import type { HostResult, RecoveryInfo } from '../../../schemas/host-api.js';
import { hostFailure } from '../../host-result.js';
import { fileNameOf } from '../../services/files.js';
import { signHead } from '../../services/signing.js';
import { openText } from '../opening.js';
import { operation, snapshotOperation } from '../operation.js';

/** The recovery slice's operations. */
export const recoveryOperations = {
  checkRecovery: operation(
    {},
    async (s): Promise<HostResult<RecoveryInfo | null>> => ({ ok: true, value: await s.recovery.check() }),
  ),

  restoreRecovery: snapshotOperation({}, async (s) => {
    const taken = await s.recovery.take();
    if (!taken.ok) return taken;
    const { session, record } = taken.value;
    // The journal adds entries after the head its first line carries: this player signs the head again.
    const save = record.save;
    const me = await s.signer();
    const mine = save.players?.find((p) => p.publicKey === me.publicKey);
    if (save.genesis && mine) save.head = signHead(save.genesis, save.log, mine.side, me.sign);
    const opened = await openText(s, JSON.stringify(save), null, record.path ? fileNameOf(record.path) : null);
    if (!opened.ok)
      return hostFailure(opened.error.code, `The unsaved game cannot be recovered: ${opened.error.message}`);
    // Recovered work is unsaved work: keep the old path for Save, mark dirty, and protect it at once.
    const d = s.doc!;
    d.path = record.path;
    d.dirty = true;
    if (record.problem) s.warn({ code: 'recovery-partial', message: record.problem });
    await s.beginJournal(true);
    await s.recovery.remove(session);
    return s.answer();
  }),

  discardRecovery: operation({}, async (s): Promise<HostResult<null>> => {
    await s.recovery.discard();
    return { ok: true, value: null };
  }),
};

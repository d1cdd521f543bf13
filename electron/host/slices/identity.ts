// The local player: the name shown to opponents and the key fingerprint (the key pair is made on first use and
// kept in the user data, never in a save).

import { Type } from 'typebox';
import type { HostResult, PlayerIdentity } from '../../../schemas/host-api.js';
import { publicIdentity, saveIdentity } from '../../services/identity.js';
import { operation } from '../operation.js';

/** The identity slice's operations. */
export const identityOperations = {
  /** The local player's name and key fingerprint. */
  playerInfo: operation({}, async (s): Promise<HostResult<PlayerIdentity>> => {
    return { ok: true, value: publicIdentity(await s.identity()) };
  }),

  /** Sets the local player's name (shown to opponents; part of games started after it). */
  setPlayerName: operation(
    { name: Type.String({ minLength: 1, maxLength: 60 }) },
    async (s, a): Promise<HostResult<PlayerIdentity>> => {
      const id = { ...(await s.identity()), name: a.name.trim() || 'Player' };
      await saveIdentity(s.dataDir, id);
      s.setIdentity(id);
      return { ok: true, value: publicIdentity(id) };
    },
  ),
};

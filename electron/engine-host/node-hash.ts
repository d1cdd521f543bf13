// The host's SHA-256 for the engine: node:crypto's native one, handed to engine/core/hash.ts (setHashImpl) so
// checking a long log's chain hashes at native speed. The engine stays pure and keeps its pure-JS default.

import { createHash, hash } from 'node:crypto';
import { setHashImpl, type HashImpl } from '../../engine/core/hash.js';

/** SHA-256 of a string's UTF-8 bytes with node:crypto, as 64 lowercase hex digits. */
export const nodeSha256Hex: HashImpl =
  typeof hash === 'function'
    ? (text) => hash('sha256', text, 'hex')
    : (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Makes the engine hash with node:crypto in this thread (main or worker); calling it again changes nothing. */
export function useNodeHash(): void {
  setHashImpl(nodeSha256Hex);
}

// Sealed sections: information only one side may read, carried in the file both players exchange. A section is
// encrypted to its side's X25519 box key with a fresh ephemeral key (so anyone can seal to a side, only that
// side can open), with XChaCha20-Poly1305, and published beside a commitment (SHA-256 of the plaintext and a
// random salt) that the owner reveals later: the other side then checks that what is revealed is what was
// sealed at the time (when the rules reveal it, or when the game ends).

import { randomBytes } from 'node:crypto';
import { x25519 } from '@noble/curves/ed25519.js';
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { JsonValue } from '../../engine/core/types.js';
import { canonicalJson, sha256Hex } from '../../engine/core/hash.js';
import type { SealedSection } from '../../schemas/save.js';
import { verifySignature } from './identity.js';

/** What the owner reveals to open a commitment: the value and the salt it was committed with. */
export interface Opening {
  value: JsonValue;
  salt: string;
}

/** The commitment to a value: SHA-256 of a tag, the salt and the value's canonical JSON. */
export function commitment(value: JsonValue, salt: string): string {
  return sha256Hex(`sandtable/commit/v1\u0000${salt}\u0000${canonicalJson(value)}`);
}

/** The symmetric key for one sealed section, from the X25519 shared secret and both public keys. */
function boxKey(shared: Uint8Array, epk: string, to: string): Uint8Array {
  return hkdf(sha256, shared, utf8ToBytes(`${epk}${to}`), utf8ToBytes('sandtable/sealed/v1'), 32);
}

/** Seals `value` for `side` (its X25519 public key `to`); `kind` says what it is (e.g. "dice-chain"). */
export function seal(side: string, kind: string, to: string, value: JsonValue): SealedSection {
  const eph = x25519.utils.randomSecretKey();
  const epk = bytesToHex(x25519.getPublicKey(eph));
  const key = boxKey(x25519.getSharedSecret(eph, hexToBytes(to)), epk, to);
  const nonce = randomBytes(24);
  const salt = randomBytes(16).toString('hex');
  const plain = utf8ToBytes(JSON.stringify({ value, salt }));
  // The side and kind are bound to the ciphertext: a section moved to another side or kind does not open.
  const box = xchacha20poly1305(key, nonce, utf8ToBytes(`${side}\u0000${kind}`)).encrypt(plain);
  return { side, kind, epk, nonce: nonce.toString('hex'), box: bytesToHex(box), commit: commitment(value, salt) };
}

/** Opens a section with the side's X25519 private key; null when the key is not the one it was sealed to. */
export function unseal(section: SealedSection, privateKey: string): Opening | null {
  try {
    const to = bytesToHex(x25519.getPublicKey(hexToBytes(privateKey)));
    const key = boxKey(x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(section.epk)), section.epk, to);
    const aad = utf8ToBytes(`${section.side}\u0000${section.kind}`);
    const plain = xchacha20poly1305(key, hexToBytes(section.nonce), aad).decrypt(hexToBytes(section.box));
    const opened = JSON.parse(new TextDecoder().decode(plain)) as Opening;
    // A section whose plaintext does not match its published commitment is refused, not trusted.
    return commitment(opened.value, opened.salt) === section.commit ? opened : null;
  } catch {
    return null;
  }
}

/** The audit of a revealed opening against the section's commitment (what the other side checks). */
export function auditOpening(section: SealedSection, opening: Opening): boolean {
  return typeof opening.salt === 'string' && commitment(opening.value, opening.salt) === section.commit;
}

/** What a section's signature signs: the game's genesis and every field of the section but the signature. */
export function sectionMessage(genesis: string, s: SealedSection): string {
  const { side, kind, epk, nonce, box, commit } = s;
  return `sandtable/sealed/v1\u0000${genesis}\u0000${canonicalJson({ box, commit, epk, kind, nonce, side })}`;
}

/**
 * The section signed by its side's player for the game of `genesis`: anyone can seal to a side's public box key,
 * but only that side's player can sign, so nobody else can put a section of theirs in its place, nor move one from
 * another game.
 */
export function signSection(section: SealedSection, genesis: string, sign: (m: string) => string): SealedSection {
  const { sig: _old, ...rest } = section;
  return { ...rest, sig: sign(sectionMessage(genesis, rest)) };
}

/** Whether `section` carries its player's signature (`publicKey`) for the game of `genesis`. */
export function sectionSigned(section: SealedSection, genesis: string, publicKey: string | undefined): boolean {
  return publicKey !== undefined && verifySignature(publicKey, sectionMessage(genesis, section), section.sig);
}

// The player's identity: an Ed25519 key pair that signs this player's log entries and an X25519 key pair that
// sealed sections are encrypted to, made on first use and kept in the app's user data (never in a save). Ed25519
// runs on Node's built-in crypto (about 30 µs a signature), which keeps a 10,000-entry game quick to check.

import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { atomicWriteFile } from './files.js';
import { join } from 'node:path';
import { x25519 } from '@noble/curves/ed25519.js';
import { fingerprint } from '../../engine/core/genesis.js';

/** A player's identity as it is stored (hex keys; the private keys never leave the user data folder). */
export interface Identity {
  name: string;
  /** Ed25519 public key, 32 bytes as 64 hex. */
  publicKey: string;
  /** Ed25519 private key, PKCS#8 DER as hex. */
  privateKey: string;
  /** X25519 public key (64 hex). */
  boxKey: string;
  /** X25519 private key (64 hex). */
  boxPrivate: string;
}

/** What the page may know of an identity: the name, the public key and its fingerprint. */
export interface PublicIdentity {
  name: string;
  publicKey: string;
  fingerprint: string;
}

/** The DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it. */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;

/** A new identity with fresh keys. */
export function newIdentity(name: string): Identity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  const box = x25519.utils.randomSecretKey();
  return {
    name,
    publicKey: spki.subarray(SPKI_PREFIX.length).toString('hex'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('hex'),
    boxKey: Buffer.from(x25519.getPublicKey(box)).toString('hex'),
    boxPrivate: Buffer.from(box).toString('hex'),
  };
}

/** The public part of an identity. */
export function publicIdentity(id: Identity): PublicIdentity {
  return { name: id.name, publicKey: id.publicKey, fingerprint: fingerprint(id.publicKey) };
}

const keyCache = new Map<string, KeyObject>();

/** The KeyObject of a raw Ed25519 public key (hex), cached: a game checks thousands of entries by two keys. */
function publicKeyObject(hex: string): KeyObject {
  let k = keyCache.get(hex);
  if (!k) {
    k = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
    if (keyCache.size > 64) keyCache.clear();
    keyCache.set(hex, k);
  }
  return k;
}

/** A signer for one identity: signs a message and answers the signature as 128 hex. */
export function signerOf(id: Identity): (message: string) => string {
  const key = createPrivateKey({ key: Buffer.from(id.privateKey, 'hex'), format: 'der', type: 'pkcs8' });
  return (message) => sign(null, Buffer.from(message, 'utf8'), key).toString('hex');
}

/** Whether `sig` (128 hex) is `publicKey`'s signature of `message`; false for any malformed input. */
export function verifySignature(publicKey: string, message: string, sig: unknown): boolean {
  if (!HEX64.test(publicKey) || typeof sig !== 'string' || !HEX128.test(sig)) return false;
  try {
    return verify(null, Buffer.from(message, 'utf8'), publicKeyObject(publicKey), Buffer.from(sig, 'hex'));
  } catch {
    return false;
  }
}

function isIdentity(v: unknown): v is Identity {
  const o = v as Identity;
  return (
    !!o &&
    typeof o.name === 'string' &&
    HEX64.test(o.publicKey) &&
    typeof o.privateKey === 'string' &&
    HEX64.test(o.boxKey) &&
    HEX64.test(o.boxPrivate)
  );
}

/** The identity kept in `dataDir`, made (with `defaultName`) and written on first use. */
export async function loadIdentity(dataDir: string, defaultName = 'Player'): Promise<Identity> {
  const path = join(dataDir, 'identity.json');
  let text: string | null = null;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (text !== null) {
    let stored: unknown = null;
    try {
      stored = JSON.parse(text);
    } catch {
      // Damaged: kept aside below, never overwritten (the keys might still be recovered by hand).
    }
    if (isIdentity(stored)) return stored;
    await rename(path, join(dataDir, `identity.damaged-${Date.now()}.json`));
  }
  const made = newIdentity(defaultName);
  await saveIdentity(dataDir, made);
  return made;
}

/** Writes the identity (owner-only permissions, replaced atomically). */
export async function saveIdentity(dataDir: string, id: Identity): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await atomicWriteFile(join(dataDir, 'identity.json'), `${JSON.stringify(id, null, 2)}\n`, undefined, { mode: 0o600 });
}

// The engine's data as a saved game holds it: the set-up, the log's entries and the game state of a snapshot,
// with the bounds a file from elsewhere must keep. Their TypeScript types are the engine's own (GameSetup,
// LogEntry, GameState in engine/core/); formats.test.ts holds each equal to what TypeBox infers from these.

import { Type } from 'typebox';
import { closed, constant, described, jsonObject, literals, narrowed, oneOf, record, section } from '../kit.js';
import type { Proposal } from '../../engine/core/types.js';
import { JsonObjectDef } from '../module/common.js';

const def = section('save');

/** $defs/id: a module, scenario or side id as the app makes them. */
export const Id = def(
  'id',
  undefined,
  Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
);

/** $defs/version: a module's or the app's version. */
export const Version = def('version', undefined, Type.String({ minLength: 1, maxLength: 64 }));

/** $defs/sha256: a SHA-256 digest or a 32-byte key, in hex. */
export const Sha256 = def('sha256', undefined, Type.String({ pattern: '^[0-9a-f]{64}$' }));

/** $defs/chainHash: a log entry's hash, checked by the hash chain rather than by a pattern. */
export const ChainHash = def(
  'chainHash',
  undefined,
  Type.String({
    maxLength: 64,
    description:
      "A log entry's SHA-256 (hex). No pattern here: the hash chain, checked right after the schema " +
      '(engine/core/log.ts verifyLog), holds each one equal to a digest it computes, a stricter check than the ' +
      'pattern, which cost about 5 ms of opening a 10,000-entry game.',
  }),
);

/** $defs/signature: an Ed25519 signature, in hex. */
export const Signature = def('signature', undefined, Type.String({ pattern: '^[0-9a-f]{128}$' }));

/** $defs/mode: a rules mode. */
export const Mode = def('mode', undefined, literals(['enforced', 'advisory', 'honor']));

/** $defs/setup: the engine's GameSetup. */
export const Setup = def(
  'setup',
  undefined,
  closed({
    scenarioId: Id,
    seed: Type.String({ minLength: 1, maxLength: 256 }),
    mode: Mode,
    options: JsonObjectDef,
    position: Type.Optional(described(JsonObjectDef, 'A described starting position (sandtable new --position).')),
    twoPlayers: Type.Optional(
      Type.Boolean({ description: 'Two players on two machines: mode and undo need consent.' }),
    ),
    sealed: Type.Optional(Type.Boolean({ description: "Hidden units start sealed on the other side's machine." })),
    dice: Type.Optional(
      closed(
        {
          scheme: literals(['commit-reveal/1', 'commit-reveal/2']),
          strict: Type.Optional(
            Type.Boolean({ description: "A rolling action waits for the other side's next secret." }),
          ),
          commits: record(Sha256, { maxProperties: 16 }),
        },
        { description: "Commit-reveal dice: each side's committed chain head (the seed is then the game id)." },
      ),
    ),
  }),
);

/** $defs/violation: a broken rule as a log entry records it. */
export const Violation = def(
  'violation',
  undefined,
  closed({
    rule: Type.String({ maxLength: 200 }),
    section: Type.String({ maxLength: 64 }),
    params: Type.Optional(jsonObject({ maxProperties: 64 })),
    message: Type.Optional(
      Type.String({ maxLength: 4000, description: 'Only in files written before 0.2; replay ignores it.' }),
    ),
  }),
);

/** $defs/logEntry: the engine's LogEntry. */
export const LogEntry = def(
  'logEntry',
  undefined,
  closed({
    seq: Type.Integer({ minimum: 0 }),
    side: Type.String({ maxLength: 64 }),
    verb: Type.String({ minLength: 1, maxLength: 64 }),
    args: JsonObjectDef,
    violations: Type.Optional(Type.Array(Violation, { maxItems: 1000 })),
    reveals: Type.Optional(
      record(
        closed({
          def: Type.String({ minLength: 1, maxLength: 64 }),
          steps: Type.Integer({ minimum: 0, maximum: 100 }),
        }),
        { maxProperties: 100000 },
      ),
    ),
    prevHash: ChainHash,
    hash: ChainHash,
    sig: Type.Optional(Signature),
  }),
);

/** $defs/location: where a piece is (the engine's Location). */
export const Location = def(
  'location',
  undefined,
  oneOf([
    closed({ kind: constant('hex'), hex: Type.String({ minLength: 1, maxLength: 32 }) }),
    closed({ kind: constant('space'), space: Type.String({ minLength: 1, maxLength: 64 }) }),
    closed({
      kind: constant('box'),
      box: Type.String({ minLength: 1, maxLength: 64 }),
      index: Type.Optional(Type.Integer()),
    }),
  ]),
);

/** $defs/piece: one counter on the table (the engine's Piece). */
export const Piece = def(
  'piece',
  undefined,
  closed({
    id: Type.String({ minLength: 1, maxLength: 64 }),
    def: Type.String({ minLength: 1, maxLength: 64 }),
    kind: literals(['unit', 'marker']),
    side: Type.String({ maxLength: 64 }),
    at: Location,
    steps: Type.Integer({ minimum: 0 }),
    disrupted: Type.Boolean(),
  }),
);

/** $defs/gameState: the engine's GameState, as a snapshot caches it. */
export const GameState = def(
  'gameState',
  undefined,
  closed({
    moduleId: Type.String({ maxLength: 64 }),
    moduleVersion: Type.String({ maxLength: 64 }),
    scenarioId: Type.String({ maxLength: 64 }),
    mode: Mode,
    turn: Type.Integer(),
    phase: Type.String({ maxLength: 64 }),
    activeSide: Type.String({ maxLength: 64 }),
    pieces: Type.Array(Piece, { maxItems: 100000 }),
    rng: closed({
      algorithm: Type.String({ maxLength: 64 }),
      state: Type.Array(Type.Number(), { maxItems: 1024 }),
      chain: Type.Optional(JsonObjectDef),
    }),
    vars: JsonObjectDef,
    twoPlayers: Type.Optional(Type.Boolean()),
    // Any object here: a snapshot is a cache, checked against a replay of the log, which makes the proposal.
    proposal: Type.Optional(narrowed<Proposal>()(JsonObjectDef)),
    hidden: Type.Optional(
      record(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100000 }), { maxProperties: 64 }),
    ),
  }),
);

// The pieces every module file shares: where a value came from, ids, colours, texts by language.

import { Type } from 'typebox';
import { closed, constant, engineName, jsonObject, oneOf, record, section } from '../kit.js';

const def = section('common');

/** A non-empty string, with what it holds. */
export function text(description?: string) {
  return Type.String({ minLength: 1, ...(description ? { description } : {}) });
}

/** $defs/localised: texts by language code. */
export const Localised = def('localised', undefined, record(Type.String(), { description: 'Texts by language code.' }));

/** $defs/provenance, type Provenance. */
export const Provenance = def(
  'provenance',
  'Provenance',
  oneOf(
    [
      closed({ source: constant('rulebook'), ref: text() }),
      closed({ source: constant('reconstructed'), reason: text(), reasons: Type.Optional(Localised) }),
      closed({ source: constant('user'), note: Type.Optional(Type.String()) }),
    ],
    { description: 'Where a value came from: the rulebook, a reconstruction (with why), or the player.' },
  ),
);

/** $defs/jsonObject, the engine's JsonObject: game-specific data the game's rules read. */
export const JsonObjectDef = engineName('JsonObject', jsonObject(), 'jsonObject');

/** $defs/hexId, the engine's HexId. */
export const HexId = engineName(
  'HexId',
  Type.String({
    pattern: '^([A-Za-z0-9_-]+:)?[0-9]+$',
    description: 'A hex id: the printed XXYY label, or "SHEET:XXYY" on maps with several sheets.',
  }),
  'hexId',
);

/** $defs/color: a CSS hex colour. */
export const Color = def(
  'color',
  undefined,
  Type.String({
    pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
    description: 'A CSS hex colour: #rgb, #rrggbb or #rrggbbaa.',
  }),
);

/** A side's id as module.json declares it (the engine's SideId), with what it is here. */
export function sideId(description?: string) {
  return engineName('SideId', text(description));
}

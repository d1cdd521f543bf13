// module.json: the module's identity card, its sides and nationalities, and the files it is made of.

import { Type } from 'typebox';
import { closed, described, literals, section } from '../kit.js';
import { Color, Localised, Provenance, sideId, text } from './common.js';
import { fileNameProperties } from './files.js';

const def = section('manifest');

/** $defs/side, type SideDef. */
export const Side = def(
  'side',
  'SideDef',
  closed(
    { id: sideId(), name: text(), names: Type.Optional(Localised), color: Color },
    { description: 'A side (player).' },
  ),
);

/** $defs/nationality, type NationalityDef. */
export const Nationality = def(
  'nationality',
  'NationalityDef',
  closed(
    {
      id: text(),
      name: text(),
      side: sideId(),
      background: described(Color, 'Counter background colour (CSS hex).'),
      foreground: described(Color, 'Counter text / symbol colour (CSS hex).'),
      prov: Provenance,
      names: Type.Optional(described(Localised, 'Localised names, by language code.')),
    },
    { description: 'A nationality: counter colours and the side it fights for.' },
  ),
);

/** $defs/manifest, type ModuleManifest: module.json. */
export const Manifest = def(
  'manifest',
  'ModuleManifest',
  closed(
    {
      id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }),
      version: Type.String({ pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?$' }),
      title: text(),
      titles: Type.Optional(described(Localised, 'Localised titles, by language code.')),
      rulebook: text('The rulebook this module implements (file name in shared/seeds or a publication line).'),
      rules: text('Id of the rules implementation in engine/games (or "table" for honor-only play).'),
      sides: Type.Array(Side, { minItems: 1 }),
      nationalities: Type.Array(Nationality, { minItems: 1 }),
      files: closed(fileNameProperties(), {
        description: 'The files that make up the module, relative to module.json.',
      }),
      prov: Provenance,
      counterValues: Type.Optional(
        literals(['attack-steps-defense', 'combat-loss-movement'], {
          description:
            "How a unit's values are printed on its counter: attack-steps-defense plus movement (Isabella, the " +
            'default), or combat, loss and movement factors as one "CF-LF-MF" (Crusade: units.json keeps them as ' +
            'attack, defense, movement).',
        }),
      ),
    },
    { description: "module.json: the module's identity card." },
  ),
);

// markers.json: the markers (control, turn, VP...) with their printed texts and how many of each there are.

import { Type } from 'typebox';
import { closed, described, section } from '../kit.js';
import { Color, Localised, Provenance, sideId, text } from './common.js';

const def = section('markers');

/** $defs/marker, type MarkerDef. */
export const Marker = def(
  'marker',
  'MarkerDef',
  closed(
    {
      id: text(),
      name: text(),
      names: Type.Optional(Localised),
      front: Type.String({ description: 'Text printed on the front.' }),
      back: Type.Optional(Type.String({ description: 'Text printed on the back.' })),
      side: Type.Optional(sideId()),
      color: Color,
      count: Type.Integer({ minimum: 0 }),
      prov: Provenance,
      fronts: Type.Optional(described(Localised, 'Localised front texts, by language code.')),
      backs: Type.Optional(described(Localised, 'Localised back texts, by language code.')),
    },
    { description: 'A marker (markers.json).' },
  ),
);

/** $defs/markers: markers.json. */
export const MarkersFile = def(
  'markers',
  undefined,
  Type.Array(Marker, { description: 'markers.json: every marker.' }),
);

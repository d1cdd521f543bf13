// units.json: every unit counter, with its printed values and where each came from.

import { Type } from 'typebox';
import { closed, described, record, section } from '../kit.js';
import { HexId, Localised, Provenance, text } from './common.js';

const def = section('units');

/** $defs/face, type UnitFace. */
export const Face = def(
  'face',
  'UnitFace',
  closed(
    {
      attack: Type.Number({ minimum: 0 }),
      defense: Type.Number({ minimum: 0 }),
      movement: Type.Number({ minimum: 0 }),
      factors: Type.Optional(
        record(Type.Number(), {
          description:
            'Other printed factors by name, where a game prints more than three (the Our War series: fire, range, ' +
            "assault, stack; an HQ's support, reorg and supply).",
        }),
      ),
    },
    { description: 'Printed values of one face of a unit.' },
  ),
);

/** $defs/unit, type UnitDef. */
export const Unit = def(
  'unit',
  'UnitDef',
  closed(
    {
      id: text(),
      name: text(),
      names: Type.Optional(
        described(Localised, 'Localised names, by language code (the Spanish name of a Crusade counter).'),
      ),
      nationality: text(),
      type: text("Unit type in the rulebook's vocabulary (infantry, armor, panzer-grenadier, mountain, paratroop...)."),
      size: text('corps | division | brigade | regiment | battalion...'),
      steps: Type.Integer({ minimum: 1, description: 'Full steps (1 or 2 in Isabella).' }),
      full: Face,
      reduced: Type.Optional(described(Face, 'The reduced face or one-step substitute counter.')),
      substitute: Type.Optional(text('Id of the one-step substitute counter, where the game uses separate counters.')),
      mountain: Type.Optional(Type.Boolean()),
      hq: Type.Optional(text('The HQ unit this unit answers to, in games with a chain of command.')),
      setupHex: Type.Optional(described(HexId, 'Set-up hex printed on the counter.')),
      flags: Type.Optional(
        Type.Array(text(), { description: 'Free game-specific flags (alwaysLoyal, staticGarrison...).' }),
      ),
      prov: Provenance,
      fieldProv: Type.Optional(
        record(Provenance, {
          description: 'Per-field provenance where a field differs from `prov` (e.g. { "full.attack": {...} }).',
        }),
      ),
    },
    { description: 'One unit counter (units.json).' },
  ),
);

/** $defs/units: units.json. */
export const UnitsFile = def('units', undefined, Type.Array(Unit, { description: 'units.json: every unit counter.' }));

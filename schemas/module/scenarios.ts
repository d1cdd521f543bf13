// scenarios.json: each scenario's turns and phases, who goes first, where every piece starts and what arrives
// when.

import { Type } from 'typebox';
import { closed, described, oneOf, record, section } from '../kit.js';
import { HexId, JsonObjectDef, Localised, Provenance, sideId, text } from './common.js';

const def = section('scenarios');

/** $defs/placementAt: a hex, a space, or a box and its slot. */
export const PlacementAt = def(
  'placementAt',
  undefined,
  oneOf([
    closed({ hex: HexId }),
    closed({ space: text() }),
    closed({ box: text(), index: Type.Optional(Type.Integer({ minimum: 0 })) }),
  ]),
);

/** $defs/placement, type Placement. */
export const Placement = def(
  'placement',
  'Placement',
  closed(
    {
      def: text('The unit or marker def id.'),
      id: Type.Optional(text('Optional instance id (defaults to the def id).')),
      at: PlacementAt,
      prov: Type.Optional(Provenance),
    },
    { description: 'Where a piece starts.' },
  ),
);

/** $defs/turn, type TurnDef. */
export const Turn = def(
  'turn',
  'TurnDef',
  closed(
    {
      turn: Type.Integer(),
      label: Type.Optional(Type.String()),
      reinforcements: Type.Optional(
        Type.Array(text(), { description: 'Reinforcements that arrive this turn (unit def ids).' }),
      ),
      notes: Type.Optional(Type.String()),
      translations: Type.Optional(
        record(closed({ notes: Type.Optional(Type.String()) }), {
          description: "The turn's notes in other languages, by language code: what a person reads.",
        }),
      ),
    },
    { description: 'One turn of the turn track.' },
  ),
);

/** $defs/scenario, type ScenarioDef. */
export const Scenario = def(
  'scenario',
  'ScenarioDef',
  closed(
    {
      id: text(),
      name: text(),
      names: Type.Optional(Localised),
      firstTurn: Type.Integer(),
      lastTurn: Type.Integer(),
      phases: Type.Array(text(), { minItems: 1, description: 'The phases of a turn, in order.' }),
      firstSide: sideId(),
      placements: Type.Array(Placement),
      turns: Type.Array(Turn),
      data: Type.Optional(described(JsonObjectDef, 'Game-specific scenario data (set-up procedures, VP schedule...).')),
      prov: Provenance,
    },
    { description: 'A scenario (scenarios.json holds a list).' },
  ),
);

/** $defs/scenarios: scenarios.json. */
export const ScenariosFile = def(
  'scenarios',
  undefined,
  Type.Array(Scenario, { minItems: 1, description: 'scenarios.json: every scenario, at least one.' }),
);

// cards.json: the strategy cards of a card-driven game, their values, flags, restrictions and events as data.

import { Type } from 'typebox';
import { closed, literals, open, record, section } from '../kit.js';
import { Localised, Provenance, sideId, text } from './common.js';

const def = section('cards');

/** $defs/card, type CardDef. */
export const Card = def(
  'card',
  'CardDef',
  closed(
    {
      id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
      side: sideId(),
      number: Type.Integer({ minimum: 1 }),
      name: text(),
      names: Type.Optional(Localised),
      warPhase: text('The group of the deck the card belongs to (Crusade: the War Phase that adds it).'),
      ops: Type.Integer({ minimum: 0, maximum: 9 }),
      rp: record(Type.Number({ minimum: 0, maximum: 9 }), {
        description: 'Replacement points by pool (Crusade: a national and a foreign pool).',
      }),
      combatCard: Type.Boolean(),
      oneCombatPerTurn: Type.Optional(Type.Boolean()),
      asterisk: Type.Boolean({ description: 'Removed from the game after its event is played.' }),
      removeAfterPlay: Type.Optional(Type.Boolean({ description: 'Removed after any play (red text).' })),
      reinforcement: Type.Optional(literals(['national', 'foreign', null])),
      bringsCorps: Type.Optional(Type.Boolean()),
      restrictions: Type.Array(open({ requires: text() })),
      event: closed({
        text: Type.String(),
        texts: Type.Optional(Localised),
        effects: Type.Array(open({ kind: text() })),
        automated: Type.Boolean(),
      }),
      prov: Provenance,
      fieldProv: Type.Optional(record(Provenance)),
      history: Type.Optional(
        closed(
          { from: Type.String(), to: Type.String() },
          { description: 'The months of the real events behind the card.' },
        ),
      ),
    },
    {
      description:
        'A strategy card of a card-driven game (cards.json): its deck (side and war phase), its values, its flags, ' +
        'its restrictions and its event as data the rules run. Restrictions and effects are typed by the game ' +
        'that runs them (engine/games/<id>/cards.ts).',
    },
  ),
);

/** $defs/cards: cards.json. */
export const CardsFile = def(
  'cards',
  undefined,
  Type.Array(Card, { description: 'cards.json: the strategy cards of a card-driven game.' }),
);

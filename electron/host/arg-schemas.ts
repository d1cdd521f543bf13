// The pieces the host operations' argument schemas share (TypeBox, so each is JSON Schema and a type at once):
// ids, the page's log cursor, an action, the rules modes and the page's languages.

import { Type } from 'typebox';
import type { Action, Mode } from '../../engine/core/types.js';
import type { LogCursor as LogCursorType, OverlayKind, UiLanguage } from '../../schemas/host-api.js';

/** A module, scenario or side id as the app makes them. */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' });

/** What the page already holds of the log (LogCursor): the answer carries only the lines after it. */
export const LogCursor = Type.Unsafe<LogCursorType>(
  Type.Object(
    {
      revision: Type.Integer({ minimum: 0 }),
      logLength: Type.Integer({ minimum: 0 }),
      view: Type.Optional(Type.Integer({ minimum: 1 })),
    },
    { additionalProperties: false },
  ),
);

/** An action as the page sends it: a side, a verb and an arguments object (checked further by act itself). */
export const ActionArg = Type.Unsafe<Action>(
  Type.Object(
    {
      side: Type.String({ maxLength: 64 }),
      verb: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9._-]*$' }),
      args: Type.Object({}, { maxProperties: 256 }),
    },
    { additionalProperties: false },
  ),
);

/** A rules mode. */
export const ModeArg = Type.Unsafe<Mode>(Type.Enum(['enforced', 'advisory', 'honor']));

/** A language the page ships in. */
export const LanguageArg = Type.Unsafe<UiLanguage>(Type.Enum(['en', 'es']));

/** A map overlay the rules compute. */
export const OverlayArg = Type.Unsafe<OverlayKind>(Type.Enum(['supply', 'zoc', 'air', 'control']));

/** A bot that plays a side against a person (engine/ai BOT_IDS): easy, standard, strong. */
export const BotArg = Type.Unsafe<'random' | 'scripted' | 'search'>(Type.Enum(['random', 'scripted', 'search']));

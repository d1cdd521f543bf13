// A computer opponent's reason in the page's words (engine/ai/bot.ts Reason): its id is a key of the page's
// catalogue (the core's bot.* or a game's bot.<game>.*), its params named as the log names them (engine/ai/reason.ts);
// a reason given as plain words (an older file) is shown as it is.

import { reasonValues } from '../../engine/ai/reason.js';
import type { BotReason } from '../../schemas/host-api.js';
import { currentLanguage, t } from '../i18n/index.js';

/** How the page names a reason's pieces, spaces and cards. */
export interface ReasonNames {
  piece: (id: string) => string;
  space: (id: string) => string;
  card?: (id: string) => string;
}

/** The reason in the page's language. */
export function reasonText(reason: BotReason, names: ReasonNames): string {
  if (typeof reason === 'string') return reason;
  const lang = currentLanguage();
  const values = reasonValues(reason, {
    ...names,
    number: (n) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n),
    list: (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items),
  });
  return t(reason.id, values);
}

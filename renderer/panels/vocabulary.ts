// Module data that is really UI vocabulary: unit types and sizes (the rulebooks' words, stored as English ids
// in units.json) and the reinforcement track's "Set-up" slot. They are shown through the message catalogue;
// a word the catalogue does not know (a future module's own type) is shown as the module wrote it.

import { DEAD_PILE, REINFORCEMENTS, REPLACEMENTS } from '../../engine/core/types.js';
import { localName, t } from '../i18n/index.js';

/** The catalogue's word under `section.id`, or `id` itself when there is none (or the id can't be a key). */
function word(section: string, id: string): string {
  // i18next reads '.' and ':' as key / namespace separators: such an id is never in the catalogue.
  if (id === '' || /[.:]/.test(id)) return id;
  return t(`${section}.${id}`, { defaultValue: id });
}

/** A unit type (infantry, armor, panzer-grenadier...) in the current language. */
export function unitTypeName(type: string): string {
  return word('unitType', type);
}

/** A unit size (corps, division, brigade...) in the current language. */
export function unitSizeName(size: string): string {
  return word('unitSize', size);
}

/** Message keys of the standard boxes every game has (engine/core/types.ts). */
const STANDARD_BOXES: Readonly<Record<string, string>> = {
  [DEAD_PILE]: 'sheet.dead',
  [REINFORCEMENTS]: 'sheet.reinforcements',
  [REPLACEMENTS]: 'sheet.replacements',
};

/** A standard box's name (dead pile, reinforcements, replacements) in the current language; undefined for others. */
export function standardBoxName(id: string): string | undefined {
  const key = STANDARD_BOXES[id];
  return key === undefined ? undefined : t(key);
}

/**
 * A box's name as shown everywhere (counter sheet, log, inspector): the module's own translation when it has one,
 * else the catalogue's name for a standard box, else the module's name, else the id.
 */
export function boxName(id: string, box?: { name: string; names?: Record<string, string> }): string {
  if (box?.names) return localName(box.name, box.names);
  return standardBoxName(id) ?? box?.name ?? id;
}

/** The slot label the module gives a track for units set aside until the set-up (design notes: slot 0). */
export const SETUP_SLOT = 'Set-up';

/** A track slot's label as shown: the "Set-up" slot in the current language, any other label as written. */
export function slotLabel(slot: string): string {
  return slot === SETUP_SLOT ? t('sheet.setup') : slot;
}

/**
 * The heading of a counter-sheet row: a reinforcement row is a turn ("Turn 3"; REINFORCEMENTS index = turn
 * of arrival, engine/core/types.ts) unless its slot has a word ("Set-up"); other boxes show their slot label,
 * else "#index".
 */
export function sheetRowLabel(box: { id: string; slots?: readonly string[] }, index: number): string {
  const slot = box.slots?.[index];
  if (box.id !== REINFORCEMENTS) return slot === undefined ? `#${index}` : slotLabel(slot);
  return slot === undefined || /^\d+$/.test(slot) ? t('sheet.turnSlot', { turn: slot ?? index }) : slotLabel(slot);
}

// Making a game's prompts: ids are stable ("<game>.<step>") so the page translates them; the English is the fallback.

import type { JsonObject, Prompt } from './types.js';

/** A prompt maker for `game`: (id, side, verb, rule, message, info?, verbs?) → Prompt. */
export function promptMaker(game: string) {
  return (
    id: string,
    side: string,
    verb: string,
    rule: string,
    message: string,
    info?: JsonObject,
    verbs?: string[],
  ): Prompt => {
    const p: Prompt = { id: `${game}.${id}`, side, verb, rule, message };
    if (info) p.info = info;
    if (verbs) p.verbs = verbs;
    return p;
  };
}

// What one side sees, for `view`, `legal` and `positions --side`: the side checked against the module's sides, and
// the honest answer for a game by e-mail whose side has units sealed to its player (a game's hidden units). The
// command line holds no player's key, so a sealed unit's face (its type and steps) is known to it only once the
// rules have shown it: where the side's view can be made without them (its own sealed units by nationality,
// "?us"), it is shown with a warning saying so; where the rules need their faces (listing the moves of the side
// to act), the command refuses in one sentence naming the side and why, rather than with the engine's failure.

import { hiddenOf, isSealed } from '../../engine/core/hidden-units.js';
import type { View } from '../../engine/core/types.js';
import type { GameDocument } from '../services/document.js';
import { CliError } from './game-files.js';

/** The ids of `side`'s units whose faces this machine does not know (sealed to that side's player). */
export function sealedHere(doc: GameDocument, side: string): string[] {
  const pieces = new Map(doc.state.pieces.map((p) => [p.id, p]));
  return hiddenOf(doc.state, side).filter((id) => {
    const p = pieces.get(id);
    return p !== undefined && isSealed(p);
  });
}

/** A list of ids for a sentence: the first few, then how many more. */
function idList(ids: readonly string[]): string {
  return ids.length <= 3 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more`;
}

/** Refuses a side the module does not have, naming the ones it has. */
export function checkSide(doc: GameDocument, side: string): void {
  const sides = doc.loaded.module.manifest.sides.map((s) => s.id);
  if (!sides.includes(side)) throw new CliError(`--side must be one of ${sides.join(', ')}, not "${side}"`);
}

/**
 * The view of `side`, with `warn` told when some of its units are shown sealed; a CliError (exit 1) when the rules
 * cannot make that view on this machine, or fail making it.
 */
export async function sideView(
  doc: GameDocument,
  side: string,
  warn: (ws: { message: string }[]) => void,
): Promise<View> {
  checkSide(doc, side);
  const sealed = sealedHere(doc, side);
  let view: View;
  try {
    view = await doc.view(side);
  } catch (e) {
    if (sealed.length > 0)
      throw new CliError(
        `The ${side} side's hidden units (${idList(sealed)}) are sealed to its player: their faces are known only ` +
          `on that player's machine, and the rules need them for what the ${side} side sees now, so this machine ` +
          'cannot show it (`positions` without --side shows every piece, sealed ones by nationality).',
        1,
      );
    throw new CliError((e as Error).message, 1);
  }
  if (sealed.length > 0)
    warn([
      {
        message:
          `${sealed.length} of the ${side} side's units (${idList(sealed)}) are sealed to its player: this machine ` +
          'shows them by nationality only ("?us", "?de"), not as that player sees them.',
      },
    ]);
  return view;
}

// Which of a game's bots plays when the player does not choose: the scripted player where the game has one. The
// search has not been shown to beat it (docs/opponent.md: below 60% against it in the arena) and thinks for its
// whole budget on every decision, so it stays a level to choose, not the default; a game with neither plays random.

/** The bot a new game against the computer, and a hint, use unless told otherwise: scripted, else the last listed. */
export function defaultBot(bots: readonly string[]): string {
  return bots.includes('scripted') ? 'scripted' : (bots[bots.length - 1] ?? 'random');
}

/**
 * How long a bot thinks over a decision, in ms, unless told otherwise: 1.8 s, so that with the view it is handed and
 * the step under way when the budget runs out a decision takes at most 2 s (issue 29's limit).
 */
export const THINKING_MS = 1800;

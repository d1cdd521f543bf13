// Which of a game's bots plays when the player does not choose: the scripted player where the game has one. It
// answers at once, while the search (which beats it in the arena, docs/opponent.md) thinks for up to its whole budget
// wherever the game's plans differ; so the search is the level to choose for a harder game, not the one chosen first.
// A game with neither plays random.

/** The bot a new game against the computer, and a hint, use unless told otherwise: scripted, else the last listed. */
export function defaultBot(bots: readonly string[]): string {
  return bots.includes('scripted') ? 'scripted' : (bots[bots.length - 1] ?? 'random');
}

/**
 * How long a bot thinks over a decision, in ms, unless told otherwise: 1.8 s, so that with the view it is handed and
 * the step under way when the budget runs out a decision takes at most 2 s (issue 29's limit).
 */
export const THINKING_MS = 1800;

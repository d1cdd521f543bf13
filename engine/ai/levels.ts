// Which of a game's bots plays when the player does not choose: the scripted player where the game has one. The
// search has not been shown to beat it (docs/opponent.md: below 60% against it in the arena) and thinks for its
// whole budget on every decision, so it stays a level to choose, not the default; a game with neither plays random.

/** The bot a new game against the computer, and a hint, use unless told otherwise: scripted, else the last listed. */
export function defaultBot(bots: readonly string[]): string {
  return bots.includes('scripted') ? 'scripted' : (bots[bots.length - 1] ?? 'random');
}

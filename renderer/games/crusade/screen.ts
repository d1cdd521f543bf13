// Crusade and Revolution on the page: the hand under the map (its cards' plays, the chooser of every other action,
// the spaces of the chosen kind lit on the map), the tracks and the space last clicked in the side column.

import type { GameContext, GameScreen, GameShown } from '../types.js';
import { HandPanel } from './hand.js';
import { SpaceInfo } from './spaceinfo.js';
import { TracksPanel } from './tracks.js';

/** The game's panels, mounted in the page's slots. */
export class CrusadeScreen implements GameScreen {
  private readonly hand: HandPanel;
  private readonly tracks = new TracksPanel();
  private readonly spaceInfo = new SpaceInfo();
  private shown: GameShown = { module: null, view: null, log: [], readOnly: false };

  constructor(ctx: GameContext) {
    this.hand = new HandPanel(
      (a) => void ctx.act(a.verb, a.args),
      (picks) => ctx.lightSpaces(picks),
    );
    ctx.slots.underMap(this.hand.element);
    ctx.slots.side(this.tracks.element);
    ctx.slots.side(this.spaceInfo.element);
  }

  update(shown: GameShown): void {
    this.shown = shown;
    // The live view (its legal plays) or the replayed position (read only).
    this.hand.update(shown.module, shown.view, shown.readOnly);
    this.tracks.update(shown.module, shown.view);
    this.spaceInfo.show(shown.module, shown.view);
  }

  clickSpace(space: string | null): boolean {
    this.spaceInfo.show(this.shown.module, this.shown.view, space);
    // A space lit for the hand's chosen action picks that action.
    return space !== null && this.hand.clickSpace(space);
  }

  unmount(): void {
    this.hand.update(null, null);
    for (const e of [this.hand.element, this.tracks.element, this.spaceInfo.element]) e.remove();
  }
}

// What the page's controls may do now under the rules, asked of the host without acting (its preview): in
// enforced and advisory modes a counter's menu item stands for the game's own action the rules accept now (its
// plug-in says which: Flip is a unit flipped instead of acting), or is disabled with the first rule the preview
// finds against it; the same for the toolbar's Roll dice and Next phase and the markers tray. Honor mode is a
// table: every control does what it says.

import type { GameModule } from '../../engine/core/module.js';
import type { Action, JsonObject, Mode, Piece, View } from '../../engine/core/types.js';
import { currentLanguage, t } from '../i18n/index.js';
import type { GamePage } from '../games/types.js';
import { markerText } from '../map/counterface.js';
import type { TrayRules } from '../sheet/sheetview.js';
import { type MenuItemState, menuVerbs } from './contextmenu.js';
import { type UnitNamer, type ViolationLike, violationText } from './violations.js';

/** The host's preview: what an action would give (its violations), or null without an answer. */
export type Preview = (action: Action) => Promise<JsonObject | null>;

/** The first rule a preview finds against `action`, in words with its number; null when the rules allow it. */
export async function refusal(preview: Preview, action: Action, name?: UnitNamer): Promise<string | null> {
  const r = await preview(action);
  const list = Array.isArray(r?.violations) ? (r.violations as unknown as ViolationLike[]) : [];
  return list.length > 0 ? violationText(list[0]!, name) : null;
}

/** What the menu says of a marker with a back face: which face a flip shows ("Flip to German Airpower"). */
function flipLabel(module: GameModule | null, piece: Piece): string | undefined {
  const m = piece.kind === 'marker' ? module?.markers.find((d) => d.id === piece.def) : undefined;
  return m?.back ? t('menu.flipTo', { face: markerText(m, !piece.disrupted) }) : undefined;
}

/** The state of each item of a piece's menu now (see the top of the file). */
export async function menuStates(
  piece: Piece,
  view: View | null,
  mode: Mode | null,
  page: Pick<GamePage, 'menuAction'>,
  module: GameModule | null,
  preview: Preview,
  name?: UnitNamer,
): Promise<Map<string, MenuItemState>> {
  const out = new Map<string, MenuItemState>();
  const flip = flipLabel(module, piece);
  for (const { verb } of menuVerbs(piece)) out.set(verb, verb === 'flip' && flip ? { label: flip } : {});
  if (!view || mode === null || mode === 'honor') return out;
  await Promise.all(
    [...out].map(async ([verb, state]) => {
      const own = page.menuAction?.(verb, piece, view);
      if (own) {
        state.action = own;
        return;
      }
      const reason = await refusal(preview, { side: piece.side || view.side, verb, args: { piece: piece.id } }, name);
      if (reason) state.reason = reason;
    }),
  );
  return out;
}

/** Why the toolbar's rules-changing commands and the markers tray are refused now (null: allowed). */
export interface ControlRefusals {
  roll: string | null;
  nextPhase: string | null;
  /** Placing a marker by hand (the tray), for every def the game places none of now (markerAction). */
  placeMarker: string | null;
}

/** Nothing refused (honor mode, or no game). */
export const NOTHING_REFUSED: ControlRefusals = { roll: null, nextPhase: null, placeMarker: null };

/** The refusals of the toolbar and the tray now, from the host's preview of each (none in honor mode). */
export async function controlRefusals(
  view: View | null,
  mode: Mode | null,
  module: GameModule | null,
  preview: Preview,
): Promise<ControlRefusals> {
  if (!view || !module || mode === null || mode === 'honor') return NOTHING_REFUSED;
  const side = view.toAct[0] ?? view.side;
  const def = module.markers[0]?.id;
  const at = somewhere(module);
  const [roll, nextPhase, placeMarker] = await Promise.all([
    refusal(preview, { side, verb: 'roll', args: { count: 1, sides: 6 } }),
    refusal(preview, { side, verb: 'nextPhase', args: {} }),
    def && at ? refusal(preview, { side, verb: 'placeMarker', args: { def, at } }) : Promise.resolve(null),
  ]);
  return { roll, nextPhase, placeMarker };
}

/** A place of the map to ask about a marker put there by hand: its first hex, else its first space. */
function somewhere(module: GameModule): JsonObject | null {
  const hex = module.map.hexes?.[0]?.id;
  if (hex) return { kind: 'hex', hex };
  const space = module.map.spaces?.[0]?.id;
  return space ? { kind: 'space', space } : null;
}

/**
 * The markers tray under the rules (null in honor mode, or when the rules refuse no marker placed by hand): each
 * marker the game places by a verb of its own now (its plug-in's markerAction) stays offered, every other is refused
 * with the reason the preview gave for placing one by hand.
 */
export function trayRules(
  view: View | null,
  module: GameModule | null,
  page: Pick<GamePage, 'markerAction'>,
  refusals: ControlRefusals,
): TrayRules | null {
  const reason = refusals.placeMarker;
  if (!view || !module || !reason) return null;
  const refused = new Map<string, string>();
  for (const m of module.markers) if (!page.markerAction?.(m.id, null, view)) refused.set(m.id, reason);
  return { refused };
}

/** What decides the refusals: the mode, the side shown and to act, and what the rules wait for. */
export function refusalsKey(view: View | null, mode: Mode | null): string {
  if (!view) return '';
  const { turn, phase } = view.state;
  const at = `${view.side}|${view.toAct.join(',')}|${turn}|${phase}|${view.prompts[0]?.id ?? ''}`;
  // The reasons are words: in another language they are asked again.
  return `${mode}|${at}|${currentLanguage()}`;
}

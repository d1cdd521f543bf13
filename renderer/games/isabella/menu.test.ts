// The context menu, the toolbar and the markers tray offer what Operation Isabella's rules allow now: asked of the
// real rules' preview at real positions of a game (set-up, a movement phase), in enforced, advisory and honor modes.

import { beforeEach, describe, expect, it } from 'vitest';
import type { Action, GameState, JsonObject, Mode, Piece, View } from '../../../engine/core/types.js';
import { isabellaModule as module } from '../../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules as rules } from '../../../engine/games/isabella/rules.js';
import { initI18n } from '../../i18n/index.js';
import { controlRefusals, menuStates, type Preview, trayRules } from '../../panels/rulesnow.js';
import { isabellaPage } from './index.js';
import { markerAction, menuAction } from './menu.js';

/** The first position, from the start of a game in `mode`, where the side to act has `verb` among its actions. */
function positionWith(mode: Mode, verb: string): { state: GameState; view: View } {
  let state = rules.setup(module, { scenarioId: 'campaign', seed: 'menu', mode, options: {} });
  for (let i = 0; i < 500; i++) {
    const side = rules.toAct(module, state)[0]!;
    const view = rules.view(module, state, side);
    if (view.legalActions.some((a) => a.verb === verb)) return { state, view };
    // Play on with the first listed action that is not the one looked for (flipping ends a unit's turn).
    const a = view.legalActions[0]!;
    const r = rules.reduce(module, state, { side, verb: a.verb, args: a.args ?? {} } as Action);
    if ('violations' in r) throw new Error(JSON.stringify(r.violations));
    state = r.state;
  }
  throw new Error(`no position with ${verb}`);
}

/** The host's preview, as the page gets it: the real rules' answer for the side on screen. */
const previewOf =
  (state: GameState, side: string): Preview =>
  async (action) =>
    rules.preview!(module, state, side, action) as JsonObject;

const name = (id: string) => module.units.find((u) => u.id === id)?.name ?? id;

describe("Isabella's controls offer what the rules allow now", () => {
  beforeEach(() => initI18n('en'));

  it('flips a unit in the movement phase as the rules do (5.7), and disables the rest with the rule', async () => {
    const { state, view } = positionWith('enforced', 'disrupt');
    const listed = view.legalActions.find((a) => a.verb === 'disrupt')!;
    const unit = state.pieces.find((p) => p.id === listed.args!.piece) as Piece;
    const states = await menuStates(unit, view, 'enforced', isabellaPage, module, previewOf(state, view.side), name);
    expect(states.get('flip')).toEqual({ action: { verb: 'disrupt', args: { piece: unit.id } } });
    for (const verb of ['loseStep', 'restoreStep', 'eliminate']) {
      const why = states.get(verb)?.reason ?? '';
      expect(why, verb).toMatch(/\(rule 5\.1\)$/);
      expect(why).not.toContain(unit.id);
    }
    // Lose a step is refused in words for losing a step, not for moving.
    expect(states.get('loseStep')!.reason).toMatch(/^A unit loses steps by the rules only/);
  });

  it('refuses every item in advisory mode too, and none in honor mode', async () => {
    const { state, view } = positionWith('advisory', 'disrupt');
    const unit = state.pieces.find((p) => p.kind === 'unit' && p.at.kind === 'hex') as Piece;
    const advisory = await menuStates(unit, view, 'advisory', isabellaPage, module, previewOf(state, view.side));
    expect(advisory.get('eliminate')?.reason).toBeTruthy();
    const honor = await menuStates(unit, view, 'honor', isabellaPage, module, previewOf(state, view.side));
    expect([...honor.values()].every((s) => !s.reason && !s.action)).toBe(true);
  });

  it('says which face a flip of a two-sided marker shows (Allied / German Airpower)', async () => {
    const { state, view } = positionWith('honor', 'move');
    const air: Piece = {
      id: 'm1:airpower',
      def: 'airpower',
      kind: 'marker',
      side: '',
      at: { kind: 'hex', hex: '2020' },
      steps: 1,
      disrupted: false,
    };
    const s = await menuStates(air, view, 'honor', isabellaPage, module, previewOf(state, view.side));
    expect(s.get('flip')?.label).toBe('Flip to German Airpower');
    const back = await menuStates(
      { ...air, disrupted: true },
      view,
      'honor',
      isabellaPage,
      module,
      previewOf(state, view.side),
    );
    expect(back.get('flip')?.label).toBe('Flip to Allied Airpower');
    initI18n('es');
    const es = await menuStates(air, view, 'honor', isabellaPage, module, previewOf(state, view.side));
    expect(es.get('flip')?.label).toMatch(/^Dar la vuelta: /);
    // A marker of one face says nothing more than Flip.
    const patton = await menuStates(
      { ...air, def: 'patton' },
      view,
      'honor',
      isabellaPage,
      module,
      previewOf(state, view.side),
    );
    expect(patton.get('flip')?.label).toBeUndefined();
  });

  it("refuses Roll dice, Next phase and markers by hand when enforced, offers the rules' airpower (9.2)", async () => {
    const { state, view } = positionWith('enforced', 'placeAir');
    const r = await controlRefusals(view, 'enforced', module, previewOf(state, view.toAct[0]!));
    expect(r.roll).toMatch(/\(rule 5\.1\)$/);
    expect(r.nextPhase).toMatch(/\(rule 5\.1\)$/);
    expect(r.placeMarker).toMatch(/^The rules place the markers/);
    const tray = trayRules(view, module, isabellaPage, r)!;
    expect(tray.refused.has('airpower')).toBe(false);
    expect(tray.refused.get('partisan')).toBe(r.placeMarker);
    expect(tray.refused.get('control-german')).toBe(r.placeMarker);
    // Dropped on a hex, the tray's airpower is the rules' own placement there.
    const hex = view.legalActions.find((a) => a.verb === 'placeAir')!.args!.hex as string;
    expect(markerAction('airpower', { kind: 'hex', hex }, view)).toEqual({ verb: 'placeAir', args: { hex } });
    expect(markerAction('partisan', { kind: 'hex', hex }, view)).toBeNull();
  });

  it('refuses nothing in honor mode, and the menu stands for no game verb without a listed one', async () => {
    const { state, view } = positionWith('honor', 'move');
    expect(await controlRefusals(view, 'honor', module, previewOf(state, view.side))).toEqual({
      roll: null,
      nextPhase: null,
      placeMarker: null,
    });
    const unit = state.pieces.find((p) => p.kind === 'unit') as Piece;
    expect(menuAction('loseStep', unit, view)).toBeNull();
    expect(menuAction('removeMarker', unit, view)).toBeNull();
  });
});

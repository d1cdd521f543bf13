import { beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../../engine/core/types.js';
import { barbarossa, barbarossaModule } from '../../../engine/games/sfe/barbarossa.fixture.js';
import { sfeRules } from '../../../engine/games/sfe/rules.js';
import { initI18n, t } from '../../i18n/index.js';
import { answerButtons } from '../../panels/answers.js';
import { promptText } from '../../panels/prompt.js';
import { sfePage } from './index.js';
import { eventText, rollPurpose } from './logwords.js';

beforeEach(() => initI18n('en'));

/** A view of Barbarossa's opening for the side to act, with the legal actions given. */
function viewWith(legalActions: View['legalActions'], step = 'combat'): View {
  const s = barbarossa();
  const v = sfeRules.view(barbarossaModule, s, 'axis');
  return { ...v, state: { ...v.state, vars: { ...v.state.vars, step } }, toAct: ['axis'], legalActions };
}

/** Names as the prompt bar gives them (ids here). */
const NAMES = { side: (x: string) => x, piece: (x: string) => x };

/** The buttons' labels as the prompt bar reads them. */
const labels = (view: View) => answerButtons(view, sfePage).map((b) => t(b.key, b.values));

describe("The Struggle for Europe's page", () => {
  it('§4.02 shows the Reinforcement Phase with its end as a button, and a hint only when something is to place', () => {
    // the first turn's Reinforcement Phase passes by itself (nothing to place): the second turn's, its units due
    const s = barbarossa();
    const vars = { ...s.vars, step: 'reinforcement', phase: 'reinforcement' };
    const view = sfeRules.view(barbarossaModule, { ...s, turn: 2, phase: 'reinforcement', vars }, 'axis');
    expect(labels(view)).toContain('End reinforcements');
    expect(view.legalActions.some((a) => a.verb === 'enter')).toBe(true);
    expect(sfePage.hint?.(view, NAMES)).toBe('Pick a city for each reinforcement on the map');
    expect(sfePage.hint?.(viewWith([{ verb: 'done', args: {} }], 'reinforcement'), NAMES) ?? null).toBeNull();
    expect(
      sfePage.hint?.(viewWith([{ verb: 'enter', args: { piece: 'x', hex: 'C:3825' } }], 'reinforcement'), NAMES),
    ).toBe('Pick a city for each reinforcement on the map');
  });

  it('§9.04 names the combat answers: stay or advance, the losses, a retreat, the end of the phase', () => {
    const view = viewWith([
      { verb: 'advance', args: { pieces: [] } },
      { verb: 'losses', args: { flip: ['a'], remove: ['b'] } },
      { verb: 'retreat', args: { piece: 'a', path: ['C:4031', 'C:4030'] } },
      { verb: 'done', args: {} },
    ]);
    expect(labels(view)).toEqual(['Stay', 'Flip 1, remove 1', 'a to C:4030', 'End combat']);
    initI18n('es');
    expect(labels(view)).toEqual(['Quedarse', 'Girar 1, retirar 1', 'a a C:4030', 'Terminar el combate']);
  });

  it('§9.01 says a combat with its odds, column, roll and result, and why a die was rolled', () => {
    const e = { type: 'combat', hex: 'C:4032', odds: '3-1', column: '3-1', roll: 4, drm: 1, result: 'DR' };
    expect(eventText(e, (id) => id, {})).toBe('Combat at C:4032: 3-1 (column 3-1), roll 4 +1: DR');
    expect(rollPurpose('air combat over C:4032')).toBe('air combat over C:4032');
    expect(rollPurpose('something new')).toBeNull();
    // An event the page has no words for is left to the core's.
    expect(eventText({ type: 'noSuchEvent' }, (id) => id, {})).toBeNull();
  });

  it('§7.1 says a move, rail move or attack was carried out by hand, in each language', () => {
    const e = (verb: string) => ({ type: 'byHand', side: 'axis', pieces: ['a'], verb, from: 'C:4032', to: 'C:4042' });
    expect(eventText(e('move'), (id) => id, {})).toBe('a was moved to C:4042 by hand (the rules did not allow it)');
    expect(eventText(e('attack'), (id) => id, {})).toBe('a attacked C:4042 by hand (the rules did not allow it)');
    initI18n('es');
    expect(eventText(e('rail'), (id) => id, {})).toBe(
      'a se movió a mano por ferrocarril a C:4042 (las reglas no lo permitían)',
    );
  });

  it('§10.02 §10.03 §9.04 the prompt bar says which combat question it asks, its unit by name, in each language', () => {
    const ask = (id: string, info: Record<string, string | number>) => ({
      id: `sfe.${id}`,
      side: 'soviet',
      verb: 'retreat',
      message: 'engine words',
      info,
    });
    const names = { side: (x: string) => x, piece: (x: string) => (x === 's1' ? '10th Rifle Corps' : x) };
    expect(promptText(ask('defenderRetreat', { hex: 'C:4132', piece: 's1' }), names)).toBe(
      'The defender retreats: choose the path of 10th Rifle Corps out of C:4132 (stacked with a leader, it may stay)',
    );
    expect(promptText(ask('attackerLosses', { hex: 'C:4132', due: 6 }), names)).toBe(
      "The attacker's losses in the attack on C:4132: remove or flip units worth 6 factors",
    );
    expect(promptText(ask('advance', { hex: 'C:4132' }), names)).toBe(
      'The attacker may advance after combat: move units into C:4132, or stay',
    );
    initI18n('es');
    expect(promptText(ask('defenderLosses', { hex: 'C:4132', due: 4 }), names)).toBe(
      'Pérdidas del defensor en C:4132: retira o voltea unidades que sumen 4 factores',
    );
    expect(promptText(ask('attackerRetreat', { hex: 'C:4132', piece: 's1' }), names)).toMatch(
      /^El atacante se retira: elige el camino de 10th Rifle Corps/,
    );
  });

  it('§14 §10.03 §9.04 §16 says an overrun, retreat, stay, advance or flight by hand, and a rail move too many', () => {
    const e = (verb: string) => ({ type: 'byHand', side: 'axis', pieces: ['a'], verb, from: 'C:4032', to: 'C:4042' });
    const said = (verb: string) => eventText(e(verb), (id) => id, {});
    expect(said('overrun')).toBe('a overran C:4042 by hand (the rules did not allow it)');
    expect(said('retreat')).toBe('a retreated to C:4042 by hand (the rules did not allow it)');
    expect(said('stay')).toBe('a stayed in C:4042 by hand instead of retreating (the rules did not allow it)');
    expect(said('advance')).toBe('a advanced into C:4042 by hand (the rules did not allow it)');
    expect(said('fly')).toBe('a flew its mission to C:4042 by hand (the rules did not allow it)');
    const over = { type: 'railOverCapacity', side: 'axis', piece: 'a', corps: 1, used: 3.5, capacity: 3 };
    expect(eventText(over, (id) => id, { side: (x: string) => (x === 'axis' ? 'Axis' : x) })).toBe(
      "a's rail move by hand exceeds Axis's rail capacity: 3.5 corps of 3 this turn",
    );
    initI18n('es');
    expect(said('advance')).toBe('a avanzó a C:4042 a mano (las reglas no lo permitían)');
  });

  it('§4.02 says a Reinforcement Phase with nothing to place passed by itself, in each language', () => {
    const e = { type: 'phasePassed', side: 'soviet', phase: 'reinforcement', turn: 1 };
    const names = { side: (x: string) => (x === 'soviet' ? 'Soviet' : x) };
    expect(eventText(e, (id) => id, names)).toBe("Soviet's Reinforcement Phase passes by itself: nothing to place");
    initI18n('es');
    expect(eventText(e, (id) => id, names)).toBe('La fase de refuerzos de Soviet pasa sola: nada que colocar');
  });
});

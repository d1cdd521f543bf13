// Operation Isabella's prompt bar and battle words: buttons and places by step, attack targets, the flip that stands
// for passing, column shifts, prompts and the last battle of the log.

import { beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../../engine/core/types.js';
import { initI18n } from '../../i18n/index.js';
import { answerButtons, moveTargets, placeAnswers } from '../../panels/answers.js';
import { promptText } from '../../panels/prompt.js';
import { attackTargets, flipAnswers, retreatingUnit } from './answers.js';
import { lastBattle, shiftText } from './battle.js';
import { isabellaPage } from './index.js';
import { stepView as view } from '../../panels/view.fixture.js';

beforeEach(() => initI18n('en'));

/** The prompt bar's buttons in an Isabella game. */
const buttons = (v: View) => answerButtons(v, isabellaPage);

describe('answers of the prompt bar', () => {
  it('places are clicks on the map; a retreat asks for one unit at a time', () => {
    const v = view('battle', [
      { verb: 'retreat', args: { piece: 'a', to: { kind: 'hex', hex: '0101' } } },
      { verb: 'retreat', args: { piece: 'a', to: { kind: 'hex', hex: '0102' } } },
      { verb: 'retreat', args: { piece: 'b', to: { kind: 'hex', hex: '0103' } } },
    ]);
    expect(placeAnswers(v, isabellaPage).map((p) => p.hex)).toEqual(['0101', '0102']);
    expect(retreatingUnit(v)).toBe('a');
    expect(
      placeAnswers(view('setup-beachhead', [{ verb: 'beachhead', args: { hex: '1419' } }]), isabellaPage)[0]!.answer,
    ).toEqual({
      verb: 'beachhead',
      args: { hex: '1419' },
    });
    expect(answerButtons(v, isabellaPage)).toEqual([]);
  });

  it('buttons for every answer that is not a place, named by the step', () => {
    const b = buttons(
      view('end-proposed', [
        { verb: 'endPhase', args: {} },
        { verb: 'decline', args: {} },
      ]),
    );
    expect(b.map((x) => x.key)).toEqual(['isabella.answers.agreeEnd', 'isabella.answers.declineEnd']);
    const adv = buttons(
      view('battle', [
        { verb: 'advance', args: { pieces: [] } },
        { verb: 'advance', args: { pieces: ['x'] } },
        { verb: 'advance', args: { pieces: ['x', 'y'] } },
        { verb: 'dl1', args: { choice: 'retreat' } },
      ]),
    );
    expect(adv.map((x) => x.key.replace('isabella.answers.', ''))).toEqual([
      'stay',
      'advanceOne',
      'advanceAll',
      'dl1Retreat',
    ]);
    expect(
      buttons(
        view('setup-landing', [{ verb: 'move', args: { piece: 'us-1ad', to: { kind: 'hex', hex: '1419' } } }]),
      )[0],
    ).toMatchObject({ key: 'isabella.answers.land', piece: 'us-1ad' });
    // A move in the movement phase is a drag, not a button.
    expect(
      buttons(view('actions', [{ verb: 'move', args: { piece: 'p', to: { kind: 'hex', hex: '0101' } } }])),
    ).toEqual([]);
  });

  it('move targets carry their MP; attack targets gather their eligible attackers', () => {
    const v = view('actions', [
      { verb: 'move', args: { piece: 'p', to: { kind: 'hex', hex: '0101' } }, info: { mp: 2.5 } },
      { verb: 'move', args: { piece: 'q', to: { kind: 'hex', hex: '0102' } }, info: { mp: 1 } },
      { verb: 'attack', args: { target: '1421', attackers: ['a'] } },
      { verb: 'attack', args: { target: '1421', attackers: ['b'] } },
      { verb: 'attack', args: { target: '1420', attackers: ['a', 'b', 'c'] } },
      { verb: 'probe', args: { target: '1420', units: ['c'] } },
    ]);
    expect(moveTargets(v, 'p')).toEqual([{ hex: '0101', mp: 2.5 }]);
    expect(attackTargets(v)).toEqual([
      { hex: '1421', attackers: ['a', 'b'], max: 1, probe: null },
      { hex: '1420', attackers: ['a', 'b', 'c'], max: 3, probe: ['c'] },
    ]);
    expect(attackTargets(view('battle', v.legalActions))).toEqual([]);
  });
});

describe('the flip that stands for passing (5.7)', () => {
  it('is one button for the selected unit, disabled until one the side may flip is selected', () => {
    const v = view('actions', [{ verb: 'disrupt', args: { piece: 'a' } }]);
    expect(flipAnswers(v, null)).toEqual([
      {
        key: 'isabella.answers.flipNone',
        values: {},
        answer: { verb: 'disrupt', args: {} },
        help: 'isabella.answers.flipHelp',
        disabled: true,
      },
    ]);
    expect(flipAnswers(v, 'b')[0]!.disabled).toBe(true);
    expect(answerButtons(v, isabellaPage, 'a')).toEqual([
      {
        key: 'isabella.answers.flip',
        values: { unit: 'a' },
        answer: { verb: 'disrupt', args: { piece: 'a' } },
        help: 'isabella.answers.flipHelp',
      },
    ]);
    expect(flipAnswers(view('actions', []), 'a')).toEqual([]);
  });
});

describe('violations, shifts, prompts and battles in words', () => {
  it('names column shifts and prompts in the page language', () => {
    expect(shiftText({ amount: -1, reason: 'defender in a rough hex', rule: '13.10' })).toBe(
      '-1: defender in a rough hex (rule 13.10)',
    );
    expect(shiftText({ amount: 1, reason: 'something new', rule: '13.9' })).toBe('+1: something new (rule 13.9)');
    const names = { side: (s: string) => (s === 'axis' ? 'Axis' : 'Allied'), piece: (p: string) => p };
    expect(
      promptText({ id: 'isabella.air-place', side: 'axis', verb: 'placeAir', message: 'm', info: { left: 3 } }, names),
    ).toBe('Place your airpower markers (3 left)');
    expect(
      promptText({ id: 'isabella.combat', side: 'axis', verb: 'attack', message: 'm', info: { alone: true } }, names),
    ).toContain('your opponent is out of units');
    expect(promptText({ id: 'isabella.unknown', side: 'axis', verb: 'x', message: 'English' }, names)).toBe('English');
  });

  it('finds the last battle and its latest result in the log', () => {
    const log = [
      {
        seq: 0,
        side: 'allied',
        verb: 'attack',
        args: {},
        events: [
          { type: 'battle', target: '1420' },
          { type: 'result', result: 'AS', die: 4 },
        ],
      },
      { seq: 1, side: 'allied', verb: 'reroll', args: {}, events: [{ type: 'result', result: 'DL1', die: 6 }] },
    ];
    expect(lastBattle(log as never)).toMatchObject({ seq: 0, battle: { target: '1420' }, result: { result: 'DL1' } });
    expect(lastBattle([])).toBeNull();
  });
});

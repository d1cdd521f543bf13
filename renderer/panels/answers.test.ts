import { beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../engine/core/types.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import { answerButtons, attackTargets, moveTargets, placeAnswers, retreatingUnit } from './answers.js';
import { errorText, violationText } from './violations.js';
import { lastBattle, shiftText } from './battle.js';
import { promptText } from './prompt.js';

const view = (step: string, legalActions: View['legalActions'], extra: Partial<View> = {}): View => ({
  side: 'allied',
  toAct: ['allied'],
  prompts: [],
  legalActions,
  state: {
    moduleId: 'isabella',
    moduleVersion: '0',
    scenarioId: 'campaign',
    mode: 'enforced',
    turn: 1,
    phase: 'setup',
    activeSide: 'allied',
    pieces: [],
    vars: { step },
  },
  ...extra,
});

beforeEach(() => initI18n('en'));

describe('answers of the prompt bar', () => {
  it('places are clicks on the map; a retreat asks for one unit at a time', () => {
    const v = view('battle', [
      { verb: 'retreat', args: { piece: 'a', to: { kind: 'hex', hex: '0101' } } },
      { verb: 'retreat', args: { piece: 'a', to: { kind: 'hex', hex: '0102' } } },
      { verb: 'retreat', args: { piece: 'b', to: { kind: 'hex', hex: '0103' } } },
    ]);
    expect(placeAnswers(v).map((p) => p.hex)).toEqual(['0101', '0102']);
    expect(retreatingUnit(v)).toBe('a');
    expect(placeAnswers(view('setup-beachhead', [{ verb: 'beachhead', args: { hex: '1419' } }]))[0]!.answer).toEqual({
      verb: 'beachhead',
      args: { hex: '1419' },
    });
    expect(answerButtons(v)).toEqual([]);
  });

  it('buttons for every answer that is not a place, named by the step', () => {
    const b = answerButtons(
      view('end-proposed', [
        { verb: 'endPhase', args: {} },
        { verb: 'decline', args: {} },
      ]),
    );
    expect(b.map((x) => x.key)).toEqual(['agreeEnd', 'declineEnd']);
    const adv = answerButtons(
      view('battle', [
        { verb: 'advance', args: { pieces: [] } },
        { verb: 'advance', args: { pieces: ['x'] } },
        { verb: 'advance', args: { pieces: ['x', 'y'] } },
        { verb: 'dl1', args: { choice: 'retreat' } },
      ]),
    );
    expect(adv.map((x) => x.key)).toEqual(['stay', 'advanceOne', 'advanceAll', 'dl1Retreat']);
    // Crusade's advance step (§11.5): Stay sends noAdvance; an advance {units, to} is no Stay button.
    const crusade = answerButtons(
      view('combat-advance', [
        { verb: 'advance', args: { units: ['x'], to: 'madrid' } },
        { verb: 'noAdvance', args: {} },
      ]),
    );
    expect(crusade.map((x) => [x.key, x.answer.verb])).toEqual([['stay', 'noAdvance']]);
    expect(
      answerButtons(
        view('setup-landing', [{ verb: 'move', args: { piece: 'us-1ad', to: { kind: 'hex', hex: '1419' } } }]),
      )[0],
    ).toMatchObject({ key: 'land', piece: 'us-1ad' });
    // A move in the movement phase is a drag, not a button.
    expect(
      answerButtons(view('actions', [{ verb: 'move', args: { piece: 'p', to: { kind: 'hex', hex: '0101' } } }])),
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

describe('violations, shifts, prompts and battles in words', () => {
  it('translates a violation by its rule id with its params, else keeps the English, always with its rule', () => {
    const v = {
      rule: 'isabella.move.mp',
      section: '12.3',
      message: '1013 costs 14.5 MP; fs-i has 4',
      params: { unit: 'fs-i', hex: '1013', cost: 14.5, mp: 4 },
    };
    expect(violationText(v)).toBe('1013 costs 14.5 MP; fs-i has 4 (rule 12.3)');
    setLanguage('es');
    expect(violationText(v)).toBe('1013 cuesta 14.5 PM; fs-i tiene 4 (regla 12.3)');
    expect(violationText({ ...v, params: {} })).toBe('1013 costs 14.5 MP; fs-i has 4 (regla 12.3)');
    expect(violationText({ rule: 'x.unknown', section: '—', message: 'Odd' })).toBe('Odd');
    expect(errorText({ code: 'rejected', message: 'raw', violations: [v] })).toContain('(regla 12.3)');
    expect(errorText({ code: 'no-game', message: 'Start a game' })).toBe('Start a game');
  });

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

describe("the other player's proposal (games by e-mail)", () => {
  const names = { side: (id: string) => (id === 'axis' ? 'Axis' : 'Allied'), piece: (id: string) => id };
  const consent = (info: Record<string, string | number>) => ({
    id: 'core.consent',
    side: 'allied',
    verb: 'consent',
    message: 'English',
    info: { by: 'axis', ...info },
  });

  it('is two buttons, Agree and Refuse, whatever the step', () => {
    const v = view('actions', [
      { verb: 'consent', args: { accept: true }, label: 'Agree' },
      { verb: 'consent', args: { accept: false }, label: 'Refuse' },
    ]);
    const b = answerButtons(v);
    expect(b.map((x) => [x.key, x.answer.args.accept])).toEqual([
      ['agree', true],
      ['refuse', false],
    ]);
  });

  it("strict dice: the other player's rolling action waits, and this side reveals its dice with one button", () => {
    const v = view('actions', [{ verb: 'reveal', args: {}, label: 'Reveal my dice' }]);
    expect(answerButtons(v).map((x) => [x.key, x.answer])).toEqual([['revealDice', { verb: 'reveal', args: {} }]]);
    const dice = {
      id: 'core.dice',
      side: 'allied',
      verb: 'reveal',
      message: 'English',
      info: { by: 'axis', verb: 'attack' },
    };
    expect(promptText(dice, names)).toBe("The Axis player's action waits for your dice: reveal your next dice secret.");
  });

  it('hidden units by e-mail: an attack on them waits, and this side reveals them with one button', () => {
    const reveal = { verb: 'reveal', args: {}, label: 'Reveal my units', info: { units: true } };
    const v = view('actions', [reveal]);
    expect(answerButtons(v).map((x) => [x.key, x.answer])).toEqual([['revealUnits', { verb: 'reveal', args: {} }]]);
    const units = { id: 'core.units', side: 'allied', verb: 'reveal', message: 'English', info: { by: 'axis' } };
    expect(promptText(units, names)).toBe(
      "The Axis player's attack shows your hidden units: reveal them (with your next dice secret).",
    );
  });

  it('asks in words what the other player wants: a change of mode, or taking back actions', () => {
    expect(promptText(consent({ verb: 'setMode', mode: 'honor' }), names)).toBe(
      'The Axis player asks to change the rules mode to honor. Do you agree?',
    );
    expect(promptText(consent({ verb: 'undoRequest', to: 7 }), names)).toBe(
      'The Axis player asks to take back every action after entry 7. Do you agree?',
    );
    setLanguage('es');
    expect(promptText(consent({ verb: 'undoRequest', to: 7 }), names)).toBe(
      'El jugador Axis pide deshacer todas las acciones después de la entrada 7. ¿Estás de acuerdo?',
    );
  });
});

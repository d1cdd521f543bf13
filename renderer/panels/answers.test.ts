import { beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../engine/core/types.js';
import type { GamePage } from '../games/types.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import { answerButtons, moveTargets, placeAnswers } from './answers.js';
import { errorText, violationText } from './violations.js';
import { promptText } from './prompt.js';
import { stepView as view } from './view.fixture.js';

beforeEach(() => initI18n('en'));

describe('answers of the prompt bar', () => {
  it("places are the game's place verbs: for several units of one verb, the first unit's only", () => {
    const v = view('battle', [
      { verb: 'retreat', args: { piece: 'a', to: { kind: 'hex', hex: '0101' } } },
      { verb: 'retreat', args: { piece: 'a', to: { kind: 'hex', hex: '0102' } } },
      { verb: 'retreat', args: { piece: 'b', to: { kind: 'hex', hex: '0103' } } },
      { verb: 'mark', args: { hex: '0201' } },
    ]);
    expect(placeAnswers(v, { placeVerbs: new Set(['retreat', 'mark']) }).map((p) => p.hex)).toEqual([
      '0101',
      '0102',
      '0201',
    ]);
    expect(placeAnswers(v, {})).toEqual([]);
    expect(answerButtons(v, { id: 'x' })).toEqual([]);
  });

  it("asks the game for each action's button, in order, then adds the game's others", () => {
    const game: GamePage = {
      id: 'x',
      answerButton: (a) => (a.verb === 'go' ? { key: 'x.go', values: {}, answer: { verb: 'go', args: {} } } : null),
      moreAnswers: (_v, selected) => [
        { key: 'x.pick', values: { unit: selected ?? '' }, answer: { verb: 'pick', args: {} } },
      ],
    };
    const v = view('any', [
      { verb: 'go', args: {} },
      { verb: 'consent', args: { accept: true } },
      { verb: 'stop', args: {} },
    ]);
    expect(answerButtons(v, game, 'u').map((b) => b.key)).toEqual(['x.go', 'play.answers.agree', 'x.pick']);
  });

  it('move targets carry their MP', () => {
    const v = view('actions', [
      { verb: 'move', args: { piece: 'p', to: { kind: 'hex', hex: '0101' } }, info: { mp: 2.5 } },
      { verb: 'move', args: { piece: 'q', to: { kind: 'hex', hex: '0102' } }, info: { mp: 1 } },
    ]);
    expect(moveTargets(v, 'p')).toEqual([{ hex: '0101', mp: 2.5 }]);
  });
});

describe('violations in words', () => {
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
    const b = answerButtons(v, { id: 'x' });
    expect(b.map((x) => [x.key, x.answer.args.accept])).toEqual([
      ['play.answers.agree', true],
      ['play.answers.refuse', false],
    ]);
  });

  it("strict dice: the other player's rolling action waits, and this side reveals its dice with one button", () => {
    const v = view('actions', [{ verb: 'reveal', args: {}, label: 'Reveal my dice' }]);
    expect(answerButtons(v, { id: 'x' }).map((x) => [x.key, x.answer])).toEqual([
      ['play.answers.revealDice', { verb: 'reveal', args: {} }],
    ]);
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
    expect(answerButtons(v, { id: 'x' }).map((x) => [x.key, x.answer])).toEqual([
      ['play.answers.revealUnits', { verb: 'reveal', args: {} }],
    ]);
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

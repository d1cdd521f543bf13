import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { errorText, sectionText, violationSentence, violationText } from './violations.js';

const name = (id: string) => ({ 'de-fjr5': 'FJR 5 (Koch)' })[id] ?? id;

describe('a refusal in the words of the page', () => {
  beforeEach(() => initI18n('en'));

  it('says a section the book prints with "§" once: "rule 9.04", never "rule §9.04"', () => {
    const v = { rule: 'sfe.x', section: '§9.04', message: 'Advance first' };
    expect(violationText(v)).toBe('Advance first (rule 9.04)');
    expect(sectionText('VI.3.2c')).toBe('VI.3.2c');
  });

  it('names units by their printed names, never their ids', () => {
    const v = { rule: 'isabella.move.mp', section: '12.3', params: { unit: 'de-fjr5', hex: '3512', cost: 7, mp: 6 } };
    expect(violationText(v, name)).toBe('3512 costs 7 MP; FJR 5 (Koch) has 6 (rule 12.3)');
    expect(errorText({ code: 'rules', message: 'x', violations: [{ ...v, message: 'm' }] }, name)).toBe(
      '3512 costs 7 MP; FJR 5 (Koch) has 6 (rule 12.3)',
    );
  });

  it('matches what was tried: a step lost by hand is not refused with a sentence about movement', () => {
    const manual = (verb: string) => violationSentence({ rule: 'isabella.manual', section: '5.1', params: { verb } });
    expect(manual('loseStep')).toMatch(/^A unit loses steps by the rules only/);
    expect(manual('placeMarker')).toMatch(/^The rules place the markers/);
    // A verb without words of its own keeps the rule's words.
    expect(manual('move')).toMatch(/^Counters move by the rules only/);
    initI18n('es');
    expect(manual('loseStep')).toMatch(/^Una unidad solo pierde pasos/);
  });

  it("cites a rule of the game's own (a scenario's) by the catalogue's words with its params, never by its id", () => {
    const params = { piece: 'H-VIII', restriction: 'hungary', until: 'JUL 1 1941' };
    const v = { rule: 'sfe.move.restricted', section: 'scenario:hungary', message: 'engine words', params };
    expect(violationText(v)).toBe(
      "The scenario's start restrictions forbid that move (Barbarossa's start restriction on the Hungarians, " +
        'until the JUL 1 1941 turn)',
    );
    // a cite the catalogue does not word is printed as the rule it is
    expect(violationText({ ...v, section: 'scenario:nowhere' })).toMatch(/\(rule scenario:nowhere\)$/);
    expect(violationText({ ...v, section: '§9.04' })).toMatch(/\(rule 9.04\)$/);
    initI18n('es');
    expect(violationText(v)).toMatch(/\(restricción inicial de Barbarroja sobre los húngaros, hasta el turno de JUL 1/);
  });

  it("keeps the engine's sentence when the catalogue's words need a value the violation lacks", () => {
    expect(violationSentence({ rule: 'isabella.move.mp', section: '12.3', message: 'engine words', params: {} })).toBe(
      'engine words',
    );
  });
});

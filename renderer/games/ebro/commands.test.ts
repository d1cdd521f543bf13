import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { parseCommand, phraseText } from '../../panels/commandparse.js';
import { playPhrases } from '../../panels/commandphrases.js';
import { ebroModule, toCombat, viewOf } from './ebro.fixture.js';
import { ebroPage } from './index.js';
import { rememberModule } from './names.js';

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

const names = { piece: (id: string) => id, space: () => null, card: (id: string) => id };

describe("La Batalla del Ebro's typed commands", () => {
  it('XVI types an attack by its target, and the end of combat as its button reads', () => {
    const v = viewOf(toCombat());
    const phrases = playPhrases(v, ebroPage, names);
    const attack = v.legalActions.find((a) => a.verb === 'attack')!;
    const phrase = phrases.find((p) => p.action === attack)!;
    const line = phraseText(phrase);
    expect(line).toMatch(/^attack with /);
    expect(line).toContain(String(attack.args!.hex));
    const typed = parseCommand(line, phrases);
    expect(typed.kind).toBe('action');
    // what is sent: the verb and its args (the odds the rules offer it with ride along as info)
    if (typed.kind === 'action') expect(typed.action).toEqual(attack);
    const end = parseCommand('End combat', phrases);
    expect(end.kind === 'action' && end.action.verb).toBe('done');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { parseCommand, phraseText } from '../../panels/commandparse.js';
import { playPhrases } from '../../panels/commandphrases.js';
import { sfePage } from './index.js';
import { reach, viewOf } from './page.fixture.js';

beforeEach(() => initI18n('en'));

const names = { piece: (id: string) => id, space: () => null, card: (id: string) => id };

describe("The Struggle for Europe's typed commands", () => {
  it('§8 a rail move is typed by its own word and sends rail', () => {
    const v = viewOf(reach('movement'));
    const phrases = playPhrases(v, sfePage, names);
    const rail = v.legalActions.find((a) => a.verb === 'rail' && a.args?.extended === undefined)!;
    const line = phraseText(phrases.find((p) => p.action === rail)!);
    expect(line).toMatch(/^rail /);
    expect(line).toContain(String(rail.args!.to));
    const typed = parseCommand(line, phrases);
    expect(typed.kind === 'action' && typed.action).toEqual(rail);
  });

  it('§9.0 an attack is typed by its hex, and the end of combat as its button reads', () => {
    const v = viewOf(reach('combat'));
    const phrases = playPhrases(v, sfePage, names);
    const attack = v.legalActions.find((a) => a.verb === 'attack')!;
    const line = phraseText(phrases.find((p) => p.action === attack)!);
    expect(line).toMatch(/^attack /);
    expect(line).toContain(String(attack.args!.hex));
    const typed = parseCommand(line, phrases);
    expect(typed.kind === 'action' && typed.action.args).toEqual(attack.args);
    const end = parseCommand('End combat', phrases);
    expect(end.kind === 'action' && end.action.verb).toBe('done');
  });
});

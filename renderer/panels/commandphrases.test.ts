import { describe, expect, it } from 'vitest';
import type { LegalAction, View } from '../../engine/core/types.js';
import type { GamePage } from '../games/types.js';
import { initI18n } from '../i18n/index.js';
import { parseCommand, phraseText } from './commandparse.js';
import { destinationsOf, type GameCommands, playPhrases } from './commandphrases.js';

const NAMES: Record<string, string> = { a: 'Militia Column 1', b: 'Militia Column 2', c: 'Regulares' };
const names = {
  piece: (id: string) => NAMES[id] ?? id,
  space: (id: string) => ({ madrid: 'Madrid', toledo: 'Toledo' })[id] ?? null,
  card: (id: string) => ({ R10: 'Gold of Moscow' })[id] ?? id,
};

const commands: GameCommands = {
  verbs: (verb) => ({ moveStack: ['move'], attack: ['attack'], play: ['play'] })[verb] ?? null,
  option: (_arg, value) => (value === 'sr' ? ['SR'] : []),
  many: (verb) => (verb === 'attack' ? 'attackers' : null),
  cost: (a) => (a.verb === 'moveStack' ? '1 OPS' : null),
  viaClick: (a) => a.verb === 'attack',
};

const actions: LegalAction[] = [
  { verb: 'moveStack', args: { units: ['a'], path: ['toledo'] } },
  { verb: 'attack', args: { target: 'toledo', attackers: ['a', 'b'] } },
  { verb: 'attack', args: { target: 'toledo', attackers: ['b'] } },
  { verb: 'play', args: { card: 'R10', as: 'sr' } },
  { verb: 'doneMoving', args: {} },
];
const view = { side: 'REP', toAct: ['REP'], legalActions: actions, prompts: [], state: {} } as unknown as View;
const page: GamePage & { commands: GameCommands } = {
  id: 'test',
  commands,
  // The prompt bar's button for the step's end: its label is how it is typed.
  answerButton: (a) =>
    a.verb === 'doneMoving' ? { key: 'commands.title', values: {}, answer: { verb: a.verb, args: {} } } : null,
};

describe('playPhrases', () => {
  const phrases = playPhrases(view, page, names);

  it('words each legal action from the game and the page: names of units, spaces, cards, choices', () => {
    expect(phrases.map(phraseText)).toEqual([
      'move Militia Column 1 to Toledo',
      'attack Toledo with Militia Column 1, Militia Column 2',
      'play R10 as SR',
      'Command',
    ]);
  });

  it('keeps one attack of a target whose attackers hold another, and types any part of them', () => {
    const p = parseCommand('attack toledo with militia column 2', phrases);
    expect(p.kind === 'action' && p.action).toEqual({ verb: 'attack', args: { target: 'toledo', attackers: ['b'] } });
  });

  it('gives the map walk each unit its destinations with their cost, and how Enter takes them', () => {
    const fromA = destinationsOf(phrases, 'a');
    expect(fromA.map((p) => [p.action.verb, p.to, p.cost, p.viaClick])).toEqual([
      ['moveStack', { kind: 'space', space: 'toledo' }, '1 OPS', false],
      ['attack', { kind: 'space', space: 'toledo' }, null, true],
    ]);
    expect(destinationsOf(phrases, 'c')).toEqual([]);
  });

  it('has nothing without a view', () => {
    expect(playPhrases(null, page, names)).toEqual([]);
  });
});

describe('an action with aircraft supporting it', () => {
  const attacks: LegalAction[] = [
    { verb: 'attack', args: { target: 'toledo', attackers: ['a', 'b'] } },
    { verb: 'attack', args: { target: 'toledo', attackers: ['a', 'b'], air: ['c'] } },
  ];
  const v = { ...view, legalActions: attacks } as View;
  const phrases = playPhrases(v, page, names);

  it('is typed with "air support" or an aircraft\'s name, and the one without them without those words', () => {
    initI18n('en');
    const again = playPhrases(v, page, names);
    expect(again.map(phraseText)).toEqual([
      'attack Toledo with Militia Column 1, Militia Column 2',
      'attack Toledo with Militia Column 1, Militia Column 2 air support',
    ]);
    const plain = parseCommand('attack toledo', again);
    expect(plain.kind === 'action' && plain.action).toEqual(attacks[0]);
    for (const line of ['attack toledo air support', 'attack toledo with regulares', 'attack toledo air']) {
      const p = parseCommand(line, again);
      expect(p.kind === 'action' && p.action.args, line).toEqual(attacks[1]!.args);
    }
    const some = parseCommand('attack toledo with militia column 2 air support', again);
    expect(some.kind === 'action' && some.action.args).toEqual({ target: 'toledo', attackers: ['b'], air: ['c'] });
    expect(phrases).toHaveLength(2);
  });

  it('is typed in Spanish with "apoyo aéreo"', () => {
    initI18n('es');
    const p = parseCommand('attack toledo con apoyo aereo', playPhrases(v, page, names));
    expect(p.kind === 'action' && p.action).toEqual(attacks[1]);
    initI18n('en');
  });
});

import { describe, expect, it } from 'vitest';
import type { LegalAction } from '../../engine/core/types.js';
import { type CommandPhrase, completions, parseCommand, phraseText, words } from './commandparse.js';

const UNITS: Record<string, string> = {
  'us-1ad': 'US 1st Armored',
  'uk-1ad': 'UK 1st Armored',
  'us-1id': 'US 1st Infantry',
  'us-2ad': 'US 2nd Armored',
  'us-3id': 'US 3rd Infantry',
};

const move = (piece: string, hex: string): CommandPhrase => ({
  action: { verb: 'move', args: { piece, to: { kind: 'hex', hex } } },
  verbs: ['move', 'm'],
  parts: [{ names: [UNITS[piece]!, piece] }, { names: [hex], lead: 'to' }],
});

const attack = (target: string, attackers: string[]): CommandPhrase => ({
  action: { verb: 'attack', args: { target, attackers } },
  verbs: ['attack'],
  parts: [{ names: [target] }, { names: [], lead: 'with', many: attackers.map((id) => ({ id, names: [UNITS[id]!] })) }],
  narrow: (ids) => ({ verb: 'attack', args: { target, attackers: attackers.filter((a) => ids.includes(a)) } }),
});

const play = (card: string, name: string, as: string): CommandPhrase => ({
  action: { verb: 'play', args: { card, as } },
  verbs: ['play'],
  parts: [{ names: [card, name] }, { names: [as], lead: 'as' }],
});

const bare = (verb: string, label: string): CommandPhrase => ({
  action: { verb, args: {} },
  verbs: [label],
  parts: [],
});

const PHRASES: CommandPhrase[] = [
  move('us-1ad', '1718'),
  move('us-1ad', '1719'),
  move('uk-1ad', '1718'),
  move('us-1id', '1718'),
  attack('1420', ['us-1id', 'us-2ad', 'us-3id']),
  attack('1521', ['us-1ad']),
  play('R10', 'Gold of Moscow', 'ops'),
  play('R10', 'Gold of Moscow', 'sr'),
  play('R11', 'Soviet Advisers', 'sr'),
  bare('rollLoyalty', 'Roll loyalty'),
  bare('endPhase', 'End phase'),
];

const action = (text: string): LegalAction | null => {
  const p = parseCommand(text, PHRASES);
  return p.kind === 'action' ? p.action : null;
};

describe('words', () => {
  it('lower-cases, drops accents and punctuation, keeps ordinals and numbers', () => {
    expect(words('Move 1st Armored, 1718!')).toEqual(['move', '1st', 'armored', '1718']);
    expect(words('Atacar Málaga con Columna 1')).toEqual(['atacar', 'malaga', 'con', 'columna', '1']);
  });
});

describe('parseCommand', () => {
  it('maps a move typed with a short unit name and a hex to the one legal move', () => {
    expect(action('move US 1st Armored 1718')).toEqual(PHRASES[0]!.action);
    expect(action('m us 1st armored to 1719')).toEqual(PHRASES[1]!.action);
    // By id too.
    expect(action('move us-1ad 1719')).toEqual(PHRASES[1]!.action);
  });

  it('says a name two units share is ambiguous, listing both', () => {
    const p = parseCommand('move 1st Armored 1718', PHRASES);
    expect(p.kind).toBe('ambiguous');
    if (p.kind === 'ambiguous') expect(p.phrases.map((x) => x.action.args!.piece).sort()).toEqual(['uk-1ad', 'us-1ad']);
  });

  it('an attack names any of its attackers, and all of them when it names none', () => {
    expect(action('attack 1420 with 1st Infantry, 2nd Armored')).toEqual({
      verb: 'attack',
      args: { target: '1420', attackers: ['us-1id', 'us-2ad'] },
    });
    expect(action('attack 1420')).toEqual(PHRASES[4]!.action);
    // A unit that may not attack that hex is no attacker of it.
    expect(action('attack 1420 with US 1st Armored')).toBeNull();
  });

  it('plays a card by its id or its name, as one of the plays the rules allow', () => {
    expect(action('play R10 as SR')).toEqual({ verb: 'play', args: { card: 'R10', as: 'sr' } });
    expect(action('play gold of moscow ops')).toEqual({ verb: 'play', args: { card: 'R10', as: 'ops' } });
    // RP is no legal play of R10 now: nothing matches, and the parser says which word it did not know.
    expect(parseCommand('play R10 as rp', PHRASES)).toEqual({ kind: 'none', reason: 'words', word: 'rp' });
    // Without the kind of play the line is ambiguous.
    expect(parseCommand('play R10', PHRASES).kind).toBe('ambiguous');
  });

  it('answers a prompt by the words of its button, and refuses an unknown verb', () => {
    expect(action('roll loyalty')).toEqual({ verb: 'rollLoyalty', args: {} });
    expect(parseCommand('fly 1718', PHRASES)).toEqual({ kind: 'none', reason: 'verb', word: 'fly' });
    expect(parseCommand('  ', PHRASES)).toEqual({ kind: 'none', reason: 'empty' });
  });
});

describe('completions', () => {
  it('completes an unfinished verb, unit name or card from the legal actions only', () => {
    expect(completions('ro', PHRASES).map((c) => c.text)).toEqual(['Roll loyalty']);
    expect(completions('move us 1st arm', PHRASES).map((c) => c.text)).toEqual([
      'move US 1st Armored to 1718',
      'move US 1st Armored to 1719',
    ]);
    expect(completions('play sov', PHRASES).map((c) => c.text)).toEqual(['play R11 as sr']);
    expect(completions('attack 1420 with', PHRASES).map((c) => c.text)).toEqual([
      'attack 1420 with US 1st Infantry, US 2nd Armored, US 3rd Infantry',
    ]);
    expect(completions('fly', PHRASES)).toEqual([]);
  });

  it('offers every action for an empty line, each once, at most as many as asked', () => {
    expect(completions('', PHRASES, 3)).toHaveLength(3);
    expect(phraseText(PHRASES[6]!)).toBe('play R10 as ops');
  });
});

describe('the phrase of a part of a list', () => {
  it('names only the attackers typed', () => {
    const p = parseCommand('attack 1420 with 2nd Armored', PHRASES);
    expect(p.kind === 'action' && phraseText(p.phrase)).toBe('attack 1420 with US 2nd Armored');
  });
});

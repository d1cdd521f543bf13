import { describe, expect, it } from 'vitest';
import type { DocInfo, LogLine, PlayerInfo } from '../../schemas/host-api.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import {
  continueWords,
  invitationWords,
  opponentName,
  playerRows,
  shortFingerprint,
  takeBackTo,
  verdictNote,
  verdictText,
} from './players.js';

const players: PlayerInfo[] = [
  { side: 'axis', name: 'Ana', fingerprint: '3F2A-0000-1111-2222', you: true },
  { side: 'allied', name: 'Bob', fingerprint: '9C1E-3333-4444-5555', you: false },
];
const side = (id: string) => (id === 'axis' ? 'Axis' : 'Allied');
const line = (seq: number, s: string, verb: string): LogLine => ({ seq, side: s, verb, args: {}, events: [] });

describe('players and play by e-mail, in words', () => {
  initI18n('en');

  it('names each player with side and fingerprint, and marks this screen', () => {
    expect(playerRows(players, side)).toEqual([
      { side: 'axis', text: 'Axis: Ana', fingerprint: '3F2A-0000-1111-2222', you: true },
      { side: 'allied', text: 'Allied: Bob', fingerprint: '9C1E-3333-4444-5555', you: false },
    ]);
    expect(playerRows([{ side: 'axis', you: true }], side)[0]!.text).toBe('Axis: a player');
    expect(shortFingerprint('9C1E-3333-4444-5555')).toBe('9C1E-3333-…');
  });

  it("words the host's default name in the page's language (no English 'Player' in Spanish)", () => {
    const dflt: PlayerInfo[] = [{ side: 'axis', name: 'Player', you: true }];
    expect(playerRows(dflt, side)[0]!.text).toBe('Axis: Player');
    setLanguage('es');
    expect(playerRows(dflt, side)[0]!.text).toBe('Axis: Jugador');
    expect(playerRows(players, side)[0]!.text).toBe('Axis: Ana');
    setLanguage('en');
  });

  it("names the opponent of a game by e-mail, or says 'your opponent'", () => {
    const doc = { players, mail: { side: 'axis', known: 0, unsent: 0 } } as unknown as DocInfo;
    expect(opponentName(doc)).toBe('Bob');
    expect(opponentName(null)).toBe('your opponent');
  });

  it('says that a game by e-mail begins on its first file here, and what to do next, in both languages', () => {
    const none = { ok: true, message: '', from: 0, count: 0, begins: true };
    expect(verdictText(none, [], players, side)).toBe('The game with Bob begins.');
    expect(verdictNote(none)).toMatch(/^When you have played, or at once if it is their move, use Send turn…/);
    const log = [line(0, 'allied', 'reveal'), line(1, 'allied', 'rollLoyalty')];
    const played = { ...none, count: 2 };
    expect(verdictText(played, log, players, side)).toBe(
      'The game with Bob begins. Continues your game from entry 0: 2 new actions by Bob (Allied)',
    );
    expect(verdictNote(played)).toBeNull();
    setLanguage('es');
    expect(verdictText(none, [], players, side)).toBe('Empieza la partida con Bob.');
    setLanguage('en');
  });

  it('words the terms of a game met here for the first time in the page language, or keeps the host words', () => {
    const modules = [
      {
        id: 'isabella',
        version: '1',
        title: 'Operation Isabella',
        titles: { es: 'Operación Isabel' },
        scenarios: [{ id: 'campaign', name: 'Campaign', names: { es: 'Campaña' } }],
        sides: [{ id: 'allied', name: 'Allied' }],
      },
    ];
    const terms = {
      moduleId: 'isabella',
      scenarioId: 'campaign',
      mode: 'enforced',
      strictDice: true,
      side: 'allied',
      opponent: 'Ana',
      fingerprint: '3F2A-0000-1111-2222',
      entries: 1,
    };
    expect(continueWords('host words', terms, modules)).toBe(
      'This game by e-mail is not known on this machine: Operation Isabella, scenario Campaign, enforced rules, ' +
        'strict dice; you play the Allied side against Ana (key 3F2A-0000-1111-2222); 1 entry so far.',
    );
    expect(continueWords('host words', undefined, modules)).toBe('host words');
    setLanguage('es');
    expect(continueWords('host words', { ...terms, entries: 3 }, modules)).toMatch(
      /^Esta partida por correo no se conoce en este equipo: Operación Isabel, escenario Campaña, .*3 entradas/,
    );
    setLanguage('en');
  });

  it('says the verdict with who made the new actions, in both languages', () => {
    const log = [line(0, 'allied', 'reveal'), line(1, 'allied', 'rollLoyalty'), line(2, 'allied', 'beachhead')];
    const v = { ok: true, message: '', from: 0, count: 3 };
    expect(verdictText(v, log, players, side)).toBe('Continues your game from entry 0: 3 new actions by Bob (Allied)');
    expect(verdictText({ ...v, from: 2, count: 1 }, log, players, side)).toBe(
      'Continues your game from entry 2: 1 new action by Bob (Allied)',
    );
    expect(verdictText({ ...v, from: 3, count: 0 }, log, players, side)).toBe(
      'Continues your game from entry 3: no new actions',
    );
    const other = { ...v, message: 'Continues … (this machine had no record of what you sent: …)' };
    expect(verdictNote(v)).toBeNull();
    expect(verdictNote(other)).toBe(
      'This machine had no record of what you sent: the history was checked by its signatures only.',
    );
    setLanguage('es');
    expect(verdictText(v, log, players, side)).toBe(
      'Continúa tu partida desde la entrada 0: 3 acciones nuevas de Bob (Allied)',
    );
    setLanguage('en');
  });

  it("takes back to the entry before this player's last sent action, keeping its reveal", () => {
    const log = [
      line(0, 'allied', 'reveal'),
      line(1, 'allied', 'move'),
      line(2, 'axis', 'reveal'),
      line(3, 'axis', 'move'),
    ];
    expect(takeBackTo(log, { side: 'axis', known: 4, unsent: 0 })).toBe(2);
    expect(takeBackTo(log, { side: 'allied', known: 4, unsent: 0 })).toBe(0);
    // Not yet sent: nothing to ask for.
    expect(takeBackTo(log, { side: 'axis', known: 2, unsent: 2 })).toBeNull();
    expect(takeBackTo(log, undefined)).toBeNull();
  });
});

describe('an invitation in words', () => {
  const modules = [
    {
      id: 'isabella',
      version: '1',
      title: 'Operation Isabella',
      titles: { es: 'Operación Isabella' },
      scenarios: [],
      sides: [
        { id: 'axis', name: 'Axis' },
        { id: 'allied', name: 'Allied' },
      ],
    },
  ];
  const message = 'Ana (key 3F2A-0000-1111-2222) invites you to play the allied side of isabella.';

  it("names the module and side by their printed names in the page's language", () => {
    initI18n('en');
    expect(invitationWords(message, modules)).toBe(
      'Ana (key 3F2A-0000-1111-2222) invites you to play the Allied side of Operation Isabella.',
    );
    setLanguage('es');
    expect(invitationWords(message, modules)).toBe(
      'Ana (clave 3F2A-0000-1111-2222) te invita a jugar con el bando Allied de Operación Isabella.',
    );
    setLanguage('en');
  });

  it("keeps the host's words when they are not an invitation's", () => {
    expect(invitationWords('Something else.', modules)).toBe('Something else.');
    expect(invitationWords(message, [])).toContain('the allied side of isabella');
    const asked = [{ ...modules[0]!, title: 'What If, Spain 1942?', titles: {} }];
    expect(invitationWords(message, asked)).toMatch(/the Allied side of What If, Spain 1942\?$/);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/core/types.js';
import { VERB_ARGS } from '../../../engine/games/ebro/flow.js';
import { initI18n } from '../../i18n/index.js';
import { describeAction } from '../../panels/logtext.js';
import { first, play, start, toCombat } from './ebro.fixture.js';
import { actionText, eventText, rollPurpose } from './logwords.js';

const name = (id: string) => `<${id}>`;
const place = (_kind: string, id: string) => `[${id}]`;
const names = { side: (id: string) => (id === 'republican' ? 'Republicans' : 'Nationalists') };
/** No placeholder left, no catalogue key shown. */
const clean = (text: string | null, what = '') => {
  expect(text, what).not.toBeNull();
  expect(text, what).not.toMatch(/{{|}}|ebro\.\w+\./);
};

/** Args for a verb of VERB_ARGS, made of its declared names. */
function argsOf(verb: string) {
  const out: Record<string, unknown> = {};
  for (const [k, type] of Object.entries(VERB_ARGS[verb]!)) {
    const key = k.replace('?', '');
    if (type === 'strings') out[key] = ['U1', 'U2'];
    else if (type === 'hex') out[key] = 'A:1226';
    else if (type === 'location') out[key] = { kind: 'hex', hex: 'A:1226' };
    else if (typeof type === 'object') out[key] = (type as { enum: string[] }).enum[0];
    else out[key] = key === 'kind' ? 'trench' : 'X';
  }
  return out;
}

describe('the log of La Batalla del Ebro', () => {
  beforeEach(() => initI18n('en'));

  it('says every verb of the rules in English and Spanish, with the units by name', () => {
    for (const lang of ['en', 'es'] as const) {
      initI18n(lang);
      for (const verb of Object.keys(VERB_ARGS))
        clean(actionText({ verb, args: argsOf(verb) as never }, name, place, names), verb);
    }
    initI18n('en');
    expect(actionText({ verb: 'fire', args: { pieces: ['R-EE-H1'], hex: 'A:2524' } }, name, place, names)).toBe(
      '<R-EE-H1> fired at hex A:2524',
    );
    expect(actionText({ verb: 'first', args: { side: 'republican' } }, name, place, names)).toBe(
      'chose the Republicans to play first',
    );
  });

  it('tells a move by road and a boat crossing from a natural move', () => {
    const to = { kind: 'hex', hex: 'A:2619' };
    expect(actionText({ verb: 'move', args: { piece: 'A', to } }, name, place, names)).toMatch(/^moved <A> to /);
    expect(actionText({ verb: 'move', args: { piece: 'A', to, mode: 'road' } }, name, place, names)).toMatch(
      /^redeployed <A> by road to /,
    );
    expect(actionText({ verb: 'move', args: { piece: 'A', to, with: ['B'] } }, name, place, names)).toMatch(
      /^carried <A>, <B> by boat to /,
    );
  });

  it("IX.2.7, IX.2.5 the log's line for a move is the game's own: a boat crossing names every unit carried", () => {
    const to = { kind: 'hex', hex: 'A:2118' };
    const game = { actionText };
    const line = (args: Record<string, unknown>) =>
      describeAction({ verb: 'move', args: args as never }, name, place, {
        game,
      });
    expect(line({ piece: 'A', to, with: ['B'] })).toBe('carried <A>, <B> by boat to hex A:2118');
    expect(line({ piece: 'A', to, mode: 'road' })).toMatch(/^redeployed <A> by road to /);
    expect(line({ piece: 'A', to })).toMatch(/^moved <A> to /);
  });

  it('IX.2.6, IX.2.2 tells a rail move and a motor pool move with the units the pool carries', () => {
    const to = { kind: 'hex', hex: 'A:2623' };
    const text = (args: Record<string, unknown>) =>
      actionText({ verb: 'move', args: args as never }, name, place, names);
    expect(text({ piece: 'A', to, mode: 'rail' })).toMatch(/^moved <A> by rail to /);
    expect(text({ piece: 'P', to, with: ['A', 'B'], mode: 'pool' })).toMatch(
      /^carried <P> and 2 more by motor pool to /,
    );
  });

  it('says every event a played turn gives, with its numbers', () => {
    const g = toCombat();
    play(g, 'attack', first(g, 'attack'));
    const events: GameEvent[] = g.log.flatMap((l) => l.events);
    const types = new Set(events.map((e) => e.type));
    for (const t of ['initiative', 'weather', 'first', 'phase', 'fire', 'combat']) expect(types).toContain(t);
    for (const lang of ['en', 'es'] as const) {
      initI18n(lang);
      for (const e of events) if (e.type !== 'roll') clean(eventText(e, name, names, place), e.type);
    }
    initI18n('en');
    const combat = events.find((e) => e.type === 'combat')!;
    const text = eventText(combat, name, names, place)!;
    expect(text).toContain(`combat at ${combat.hex}: ${combat.attack} against ${combat.defence}`);
    expect(text).toContain(`roll ${combat.roll}`);
    expect(text).toContain(`: ${combat.cell}`);
  });

  it('words the events of works, retreats and the end in both languages', () => {
    const samples: GameEvent[] = [
      { type: 'built', kind: 'pontoon-bridge', a: 'A:0811', b: 'A:0712', roll: 3, modified: 2, turns: 2 },
      { type: 'repaired', a: 'A:0811', b: 'A:0712', damage: 0 },
      { type: 'demolished', a: 'A:0811', b: 'A:0712', damage: 5, destroyed: true },
      { type: 'noRetreat', pieces: ['U'], outcome: 'exchange', levels: 2 },
      { type: 'noRetreat', pieces: ['U'], outcome: 'surrender', levels: 0 },
      { type: 'reorganised', piece: 'U', roll: 1, modified: 0, result: 'loses-level' },
      { type: 'vp', side: 'republican', value: 3, avp: { nationalist: 1, republican: 4 } },
      { type: 'over', winner: 'nationalist', level: 'marginal', avp: { nationalist: 9, republican: 4 } },
      { type: 'moveCap', side: 'nationalist', cap: 5, turn: 1 },
    ];
    for (const lang of ['en', 'es'] as const) {
      initI18n(lang);
      for (const e of samples) clean(eventText(e, name, names, place));
    }
    initI18n('en');
    expect(eventText(samples[3]!, name, names, place)).toBe('<U> cannot retreat: 2 levels lost instead');
    expect(eventText(samples[7]!, name, names, place)).toBe(
      'the game is over: a marginal victory for the Nationalists (9 against 4)',
    );
  });

  it('I.1 says a move the rules forbid was made by hand, in both languages', () => {
    const e: GameEvent = {
      type: 'moved',
      side: 'republican',
      pieces: ['U'],
      from: 'A:1226',
      to: 'B:0101',
      mp: 0,
      mode: 'hand',
    };
    expect(eventText(e, name, names, place)).toBe('<U> moved by hand to B:0101 (the rules did not allow it)');
    initI18n('es');
    expect(eventText(e, name, names, place)).toBe('<U> movió a mano a B:0101 (las reglas no lo permitían)');
    expect(eventText({ ...e, mode: 'natural', mp: 3 }, name, names, place)).not.toMatch(/mano/);
  });

  it('I.1 says an attack, a fire or a work the rules forbid was carried out by hand, in both languages', () => {
    const e: GameEvent = { type: 'byHand', side: 'republican', pieces: ['U'], verb: 'attack' };
    expect(eventText(e, name, names, place)).toBe('<U> attacked by hand (the rules did not allow it)');
    expect(eventText({ ...e, verb: 'build' }, name, names, place)).toBe(
      '<U> began the work by hand (the rules did not allow it)',
    );
    initI18n('es');
    expect(eventText(e, name, names, place)).toBe('<U> atacó a mano (las reglas no lo permitían)');
    initI18n('en');
  });

  it('says why each roll was made', () => {
    expect(rollPurpose('reaction attack')).toBe('the reaction attack');
    expect(rollPurpose('something else')).toBeNull();
    const g = start();
    const rolls = play(g, 'rollInitiative').filter((e) => e.type === 'roll');
    for (const r of rolls) expect(rollPurpose(String(r.purpose)), String(r.purpose)).not.toBeNull();
  });
});

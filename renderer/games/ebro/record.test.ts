import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { ebroModule, play, start, viewOf } from './ebro.fixture.js';
import { rememberModule } from './names.js';
import { recordOf } from './record.js';
import { holderAt, squareText } from './words.js';

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

/** A line of the record by its test id. */
const line = (r: ReturnType<typeof recordOf>, id: string) => r.lines.find((l) => l.testid === id)?.text;

describe("La Batalla del Ebro's turn record", () => {
  it('II.3 gives the turn of the track with its date and its day or night, in both languages', () => {
    const g = start();
    const r = recordOf(viewOf(g), ebroModule);
    expect(line(r, 'ebro-turn')).toBe('Turn 1 of 16');
    expect(line(r, 'ebro-date')).toBe('July 25, 1938, night');
    initI18n('es');
    expect(line(recordOf(viewOf(g), ebroModule), 'ebro-date')).toBe('25 de julio de 1938, noche');
  });

  it('II.4 says on a night turn what night changes, and nothing of it by day', () => {
    const g = start();
    expect(line(recordOf(viewOf(g), ebroModule), 'ebro-night')).toMatch(
      /^Night \(II\.4\): movement, fire and attacks halved/,
    );
    initI18n('es');
    expect(line(recordOf(viewOf(g), ebroModule), 'ebro-night')).toMatch(/^Noche \(II\.4\): .*sin ataques de reacción/);
    const day = { ...g.state, turn: 2, vars: { ...g.state.vars, part: 'day' } } as typeof g.state;
    expect(line(recordOf(viewOf({ state: day, log: [] }), ebroModule), 'ebro-night')).toBeUndefined();
  });

  it("II.3 gives the scenario's note for the turn in the page's language, and none on a turn without one", () => {
    const g = start();
    const battle = { ...g.state, scenarioId: 'battle' } as typeof g.state;
    expect(line(recordOf(viewOf({ state: battle, log: [] }), ebroModule), 'ebro-note')).toBe(
      'The Ejército del Ebro crosses at 00:15',
    );
    const second = { ...battle, turn: 2 } as typeof g.state;
    expect(line(recordOf(viewOf({ state: second, log: [] }), ebroModule), 'ebro-note')).toBeUndefined();
    initI18n('es');
    expect(line(recordOf(viewOf({ state: battle, log: [] }), ebroModule), 'ebro-note')).toBe(
      'El Ejército del Ebro cruza a las 00:15',
    );
  });

  it('III the initiative marker on its square with its holder, XVI.14 surprise and XVII the VP', () => {
    const g = start();
    play(g, 'rollInitiative');
    const v = viewOf(g);
    const vars = v.state.vars as { initiative: number; weather: string; surprise: { turn: number } };
    const r = recordOf(v, ebroModule);
    expect(r.initiative).toBe(vars.initiative);
    const holder = holderAt(vars.initiative) === 'republican' ? 'Republicans' : 'Nationalists';
    expect(line(r, 'ebro-initiative')).toBe(`With the ${holder} (${squareText(vars.initiative)})`);
    expect(line(r, 'ebro-weather')).toBe(`Weather: ${vars.weather}`);
    expect(line(r, 'ebro-surprise')).toBe(`Surprise: the Republicans, turn ${vars.surprise.turn}`);
    expect(line(r, 'ebro-step')).toBe(`First player — phasing: ${holder}`);
    expect(r.avp).toEqual({ nationalist: 0, republican: 0 });
  });

  it('III numbers the track as the book: Republican 3 to 0, then Nationalist 0 to 3', () => {
    expect([0, 3, 4, 7].map(squareText)).toEqual(['Republican 3', 'Republican 0', 'Nationalist 0', 'Nationalist 3']);
    expect([0, 3, 4, 7].map(holderAt)).toEqual(['republican', 'republican', 'nationalist', 'nationalist']);
  });
});

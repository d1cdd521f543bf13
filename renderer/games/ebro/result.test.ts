import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { first, play, toCombat } from './ebro.fixture.js';
import { chartIdOf, lastResult, modText, modWords, nightNote } from './result.js';

beforeEach(() => initI18n('en'));
const name = (id: string) => `<${id}>`;

describe("La Batalla del Ebro's last result", () => {
  it('XVI is the last fire or combat of the log, with the modifiers the engine gave', () => {
    const g = toCombat();
    expect(lastResult(g.log)?.event.type).toBe('fire');
    play(g, 'attack', first(g, 'attack'));
    const r = lastResult(g.log)!;
    expect(r.event.type).toBe('combat');
    expect(r.seq).toBe(g.log.length);
    expect(lastResult([])).toBeNull();
    const shelled = { type: 'shelled', target: { kind: 'crossing', key: 'A:0712|A:0811', hex: 'A:0712' } };
    const later = [...g.log, { seq: 99, side: 'republican', verb: 'shell', args: {}, events: [shelled] }];
    expect(lastResult(later)).toEqual({ seq: 99, event: shelled });
    expect(chartIdOf(shelled)).toBe('fire-structures');
    expect(chartIdOf(r.event)).toBe('ground-combat');
  });

  it('XVI.5 words each modifier with its rule in the page language, the engine sentence when unknown', () => {
    expect(modText({ rule: 'XVI.5.1', why: 'across a primary river', value: -3 }, name)).toBe(
      '-3: across a primary river (rule XVI.5.1)',
    );
    initI18n('es');
    expect(modWords('across a primary river', name)).toBe('a través de un río principal');
    expect(modWords('defender in city', name)).toBe('defensor en ciudad');
    expect(modWords('target in a trench', name)).toBe('objetivo en una trinchera');
    expect(modWords('R-EE-H1 fire', name)).toBe('fuego de <R-EE-H1>');
    expect(modWords('surprise turn 2', name)).toBe('turno de sorpresa 2');
    expect(modWords('fire support (capped at half)', name)).toBe('apoyo de fuego (limitado a la mitad)');
    expect(modWords('something new', name)).toBe('something new');
  });

  it('words every modifier of a played turn in Spanish', () => {
    initI18n('es');
    const g = toCombat();
    play(g, 'attack', first(g, 'attack'));
    const mods = g.log
      .flatMap((l) => l.events)
      .flatMap((e) => [...((e.shifts as never[]) ?? []), ...((e.drms as never[]) ?? [])]);
    expect(mods.length).toBeGreaterThan(0);
    for (const m of mods as { why: string }[]) expect(modWords(m.why, name), m.why).not.toBe(m.why);
  });

  it('II.4 says on a night result what night did to its totals, in both languages, and nothing by day', () => {
    const g = toCombat();
    play(g, 'attack', first(g, 'attack'));
    const combat = lastResult(g.log)!.event;
    const fire = g.log.flatMap((l) => l.events).find((e) => e.type === 'fire')!;
    expect(nightNote(combat, 'night')).toMatch(
      /^At night \(II\.4\) the attack is halved, rounding down, and the defence/,
    );
    expect(nightNote(fire, 'night')).toMatch(/^At night \(II\.4\) fire power is halved, rounding up/);
    expect(nightNote(combat, 'day')).toBeNull();
    initI18n('es');
    expect(nightNote(combat, 'night')).toMatch(/^De noche \(II\.4\) el ataque se divide por dos/);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { ebroModule, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { shell } from './shell.js';
import { type EbroVars, varsOf } from './state.js';

/** A logged event's fields, as the tests read them. */
type Logged = Record<string, unknown> & { drms: { rule: string; why: string; value: number }[] };

const KEY = 'A:1525|A:1625';
/** A Republican footbridge over the Sec (A:1525|A:1625) and Nationalist artillery next to it at A:1526. */
function riba(vars: Record<string, unknown> = {}, seed = '1') {
  const footbridge = { kind: 'footbridge', a: 'A:1525', b: 'A:1625', side: REP, damage: 0 };
  return placed(segment('prepare', NAT, { first: NAT, crossings: { [KEY]: footbridge }, ...vars }, seed), {
    'N-50D-ART1': 'A:1526',
    'N-50D-ART2': 'A:1526',
    'N-CEM-H1': 'A:1526',
    'N-CEM-H2': 'A:1526',
  });
}

/** `shell` checked and applied on a draft of the state (the verb is called directly). */
function shelled(state: GameState, args: Record<string, unknown>) {
  const action = { side: NAT, verb: 'shell', args } as never;
  const refused = shell.check(ebroModule, state, action);
  if (refused.length > 0) return { refused };
  const d = draftState<EbroVars>(state);
  shell.apply(ebroModule, d, action);
  return { refused, state: d.state, event: d.events.find((e) => e.type === 'shelled') as unknown as Logged };
}

describe('destruction fire', () => {
  it('XV.8 XV.9.1 fire at a crossing: the structures table one column left, the damage kept', () => {
    let hit = 0;
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const r = shelled(riba({}, seed), { pieces: ['N-50D-ART1'], a: 'A:1525', b: 'A:1625' });
      expect(r.refused).toEqual([]);
      const e = r.event!;
      expect(e.total).toBe(5);
      // a minor crossing: one column left
      expect(e.shift).toBe(-1);
      expect(e.target).toEqual({ kind: 'crossing', key: KEY, hex: 'A:1525' });
      const x = varsOf(r.state!).crossings[KEY]!;
      const cell = String(e.cell).replace(/[isS]/g, '');
      if (cell === 'X' || /[s]/.test(String(e.cell))) expect(x.destroyed).toBe(true);
      else expect(x.damage).toBe(cell === '-' ? 0 : Number(cell));
      if (x.damage > 0 || x.destroyed) hit++;
      expect(marksOf(varsOf(r.state!), 'N-50D-ART1')).toMatchObject({ fired: true });
    }
    expect(hit).toBeGreaterThan(0);
    // no structure there
    const none = shelled(riba(), { pieces: ['N-50D-ART1'], a: 'A:1526', b: 'A:1527' });
    expect(none.refused[0]).toMatchObject({ rule: 'ebro.shell.target', section: 'XV.2' });
  });

  it('XV.7 intensive fire: by day, 22 artillery factors doubled, the firers out of supply for the turn', () => {
    const four = ['N-50D-ART1', 'N-50D-ART2', 'N-CEM-H1', 'N-CEM-H2'];
    const r = shelled(riba(), { pieces: four, a: 'A:1525', b: 'A:1625', intensive: 'yes' });
    expect(r.refused).toEqual([]);
    // 5 + 5 + 7 + 7 = 24, doubled
    expect(r.event!.total).toBe(48);
    for (const id of four) expect(marksOf(varsOf(r.state!), id)).toMatchObject({ intensive: true, fired: true });
    // fewer than 22 factors
    const three = shelled(riba(), { pieces: four.slice(0, 3), a: 'A:1525', b: 'A:1625', intensive: 'yes' });
    expect(three.refused[0]).toMatchObject({ rule: 'ebro.shell.intensive', section: 'XV.7' });
    // never at night
    const night = shelled(riba({ part: 'night' }), { pieces: four, a: 'A:1525', b: 'A:1625', intensive: 'yes' });
    expect(night.refused[0]).toMatchObject({ rule: 'ebro.shell.intensive', section: 'XV.7' });
  });

  it('XV.2 a hex structure: a fortification named in the hex, its turns of damage kept', () => {
    const fort = { 'A:1525': { fort: { side: REP, building: 0, damage: 0 } } };
    const r = shelled(riba({ works: fort }), { pieces: ['N-CEM-H1', 'N-CEM-H2'], a: 'A:1525', kind: 'fort' });
    expect(r.refused).toEqual([]);
    expect(r.event!.target).toEqual({ kind: 'fort', hex: 'A:1525' });
    const w = varsOf(r.state!).works['A:1525'];
    const cell = String(r.event!.cell);
    const turns = Number(cell.replace(/[isS]/g, ''));
    // a fortification tolerates 2 turns of damage (X.I.3)
    if (cell.startsWith('-')) expect(w?.fort?.damage).toBe(0);
    else if (turns > 0 && turns <= 2 && !/[sS]/.test(cell)) expect(w?.fort?.damage).toBe(turns);
    else expect(r.event!.damage).toContain('fort destroyed');
    // and the listed fire offers it
    const offered = shell.list(ebroModule, riba({ works: fort }), NAT);
    expect(offered.some((a) => a.args!.a === 'A:1525' && a.args!.kind === 'fort')).toBe(true);
  });

  it('XX.1.5 a withdrawing unit fires at no structure (no offensive action)', () => {
    const args = { pieces: ['N-50D-ART1'], a: 'A:1525', b: 'A:1625' };
    expect(shelled(riba(), args).refused).toEqual([]);
    const withdrawing = riba({ withdrawing: { 'N-50D-ART1': 1 } });
    expect(shelled(withdrawing, args).refused.map((v) => v.rule)).toEqual(['ebro.shell.withdrawing']);
    const listedWith = (st: GameState) =>
      shell.list(ebroModule, st, NAT).some((a) => (a.args!.pieces as string[]).includes('N-50D-ART1'));
    expect(listedWith(riba())).toBe(true);
    expect(listedWith(withdrawing)).toBe(false);
  });
});

describe('a destruction fire the rules forbid, by mode', () => {
  // the artillery far beyond its range of the footbridge, and out of supply there
  const far = () => ({ ...placed(riba(), { 'N-50D-ART1': 'A:1533' }) });
  const aim = { side: NAT, verb: 'shell', args: { pieces: ['N-50D-ART1'], a: 'A:1525', b: 'A:1625' } };

  it('I.1, XV.1 advisory play resolves a destruction fire by a unit out of supply and out of range, recording the broken rule', () => {
    const s = { ...far(), mode: 'advisory' as const };
    expect(applyAction(ebroRules, ebroModule, { ...s, mode: 'enforced' }, aim).ok).toBe(false);
    const r = applyAction(ebroRules, ebroModule, s, aim);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.shell.unit']);
    expect(r.events.find((e) => e.type === 'shelled')).toMatchObject({ target: { kind: 'crossing', key: KEY } });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'shell' }));
    expect(marksOf(varsOf(r.state), 'N-50D-ART1')).toMatchObject({ fired: true });
  });

  it('I.1 honor play resolves it without recording a rule', () => {
    const r = applyAction(ebroRules, ebroModule, { ...far(), mode: 'honor' }, aim);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    expect(r.events.some((e) => e.type === 'shelled')).toBe(true);
  });

  it('I.1 a destruction fire at a structure that is not there is refused in every mode', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const none = { ...aim, args: { pieces: ['N-50D-ART1'], a: 'A:1520', b: 'A:1521' } };
      const r = applyAction(ebroRules, ebroModule, { ...far(), mode }, none);
      expect(r.ok ? [] : r.violations.map((v) => v.rule), mode).toEqual(['ebro.shell.target']);
      const theirs = { ...aim, args: { pieces: ['R-35D-XV-3'], a: 'A:1525', b: 'A:1625' } };
      const t = applyAction(ebroRules, ebroModule, { ...far(), mode }, theirs);
      expect(t.ok ? [] : t.violations.map((v) => v.rule), mode).toEqual(['ebro.shell.units']);
    }
  });
});

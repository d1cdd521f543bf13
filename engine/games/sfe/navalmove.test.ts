// Naval movement by hand (navalmove.ts, navalverbs.ts) on the Barbarossa set-up: enforced play refuses every naval
// verb; advisory carries a sail out and records the rules it breaks (§18.01 MPs, §18.03 straits, §27.25c repair);
// honor records nothing; an enemy port is entered at sea; a port the enemy took is escaped with the engine's die.

import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/dice.js';
import type { GameState, JsonValue } from '../../core/types.js';
import { bookOf } from './naval.js';
import { NAVAL_VERB_ARGS } from './navalargs.js';
import { act, apply, done, naval, navalModule, rules, where, withVars } from './naval.fixture.js';
import { basingLimit, escapeDrm, zonePath } from './navalmove.js';
import { NAVAL_VERBS } from './navalverbs.js';
import { legalActions, sfeRules } from './rules.js';
import { varsOf } from './state.js';

const SEVASTOPOL = 'SW:1503';
const ODESSA = 'SW:1008';
const YALTA = 'SW:1502';
const KRONSTADT = 'N:2731';
const LIBAU = 'N:3442';
const ship = (s: GameState, id: string) => bookOf(varsOf(s)).ships[id] ?? {};

describe('§18.0 naval verbs by mode', () => {
  it('§18.0 enforced play refuses every naval verb with one violation, naval.byHand', () => {
    const s = naval('enforced');
    const given: Record<string, JsonValue> = {
      piece: 'NV-SU-BS-TT',
      pieces: ['NV-SU-BS-CL'],
      to: ODESSA,
      hex: ODESSA,
      units: [],
      points: 1,
      target: 'NV-R-DD',
      round: 1,
      result: 'D',
    };
    for (const [verb, args] of Object.entries(NAVAL_VERB_ARGS)) {
      const named = Object.keys(args).filter((k) => !k.endsWith('?'));
      const r = apply(s, act(verb, Object.fromEntries(named.map((k) => [k, given[k]!]))));
      expect(r.ok, verb).toBe(false);
      if (!r.ok) expect(rules(r), verb).toEqual(['sfe.naval.byHand']);
    }
  });

  it('§18.0 enforced play lists no naval verb; advisory lists the sails and embarkations the rules allow', () => {
    const offered = (mode: GameState['mode']) => {
      const s = naval(mode);
      return { s, naval: sfeRules.view(navalModule, s, 'soviet').legalActions.filter((a) => a.verb in NAVAL_VERBS) };
    };
    expect(offered('enforced').naval).toEqual([]);
    const { s, naval: listed } = offered('advisory');
    expect(listed).toContainEqual({ verb: 'sail', args: { piece: 'NV-SU-BS-TT', to: ODESSA } });
    // a Baltic ship is never offered a Black Sea port, and every action listed breaks no rule
    expect(listed.some((a) => a.args?.piece === 'NV-SU-BF-BB' && a.args?.to === SEVASTOPOL)).toBe(false);
    for (const a of listed)
      expect(sfeRules.check(navalModule, s, { side: 'soviet', verb: a.verb, args: a.args! })).toEqual([]);
    // the random player never draws one
    expect(legalActions(navalModule, s, 'soviet').some((a) => a.verb in NAVAL_VERBS)).toBe(false);
  });
});

describe('§18.01 naval movement by sea zones', () => {
  it('§18.01 a ship pays 1 MP a zone entered, the zone it starts in included, and ends in a friendly port', () => {
    const r = done(apply(naval('advisory'), act('sail', { piece: 'NV-SU-BS-TT', to: ODESSA })));
    expect(r.violations).toEqual([]);
    expect(where(r.state, 'NV-SU-BS-TT')).toBe(ODESSA);
    expect(ship(r.state, 'NV-SU-BS-TT')).toMatchObject({ mp: 2, zones: ['crimean-waters', 'western-black-sea'] });
    expect(ship(r.state, 'NV-SU-BS-TT').atSea).toBeUndefined();
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'sailed', mp: 2, atSea: false }));
  });

  it('§18.01 a second sail in the phase does not pay again for the zone the ship is in', () => {
    const a = done(apply(naval('advisory'), act('sail', { piece: 'NV-SU-BS-TT', to: YALTA })));
    expect(ship(a.state, 'NV-SU-BS-TT').mp).toBe(1);
    const b = done(apply(a.state, act('sail', { piece: 'NV-SU-BS-TT', to: ODESSA })));
    expect(ship(b.state, 'NV-SU-BS-TT').mp).toBe(2);
  });

  it('§18.01 past 7 MPs advisory play records naval.mp and sails the ship; honor records nothing', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      let s = naval(mode);
      const last: string[][] = [];
      for (let i = 0; i < 7; i++) {
        const r = done(apply(s, act('sail', { piece: 'NV-SU-BF-DD2', to: i % 2 === 0 ? LIBAU : KRONSTADT })));
        last.push(rules(r));
        s = r.state;
      }
      // Kronstadt's zone and the Central Baltic: 2, then 1 a crossing: 2+1+1+1+1+1 = 7, the seventh sail 8
      expect(last.slice(0, 6).flat(), mode).toEqual([]);
      expect(last[6], mode).toEqual(mode === 'advisory' ? ['sfe.naval.mp'] : []);
      expect(where(s, 'NV-SU-BF-DD2')).toBe(LIBAU);
    }
  });

  it('§20.03(2) a damaged ship has 2 MPs fewer', () => {
    let st = withVars(naval('advisory'), { naval: { ships: { 'NV-SU-BF-DD2': { damage: { front: true } } } } });
    const out: string[][] = [];
    for (let i = 0; i < 5; i++) {
      const r = done(apply(st, act('sail', { piece: 'NV-SU-BF-DD2', to: i % 2 === 0 ? LIBAU : KRONSTADT })));
      out.push(rules(r));
      st = r.state;
    }
    expect(out.slice(0, 4).flat()).toEqual([]);
    expect(out[4]).toEqual(['sfe.naval.mp']);
  });

  it('§18.03 an enemy-controlled port is entered only "at sea"', () => {
    const r = done(apply(naval('advisory'), act('sail', { piece: 'NV-SU-BS-DD2', to: 'SW:1511' })));
    expect(r.violations).toEqual([]);
    expect(ship(r.state, 'NV-SU-BS-DD2').atSea).toBe(true);
  });

  it('§18.03 a strait is passed only when the mover controls a side of it (Kerch into the Sea of Azov)', () => {
    const to = { piece: 'NV-SU-BS-DD1', to: 'SE:2222' };
    expect(rules(done(apply(naval('advisory'), act('sail', to))))).toEqual([]);
    const s = naval('advisory');
    const lost = withVars(s, { control: { ...varsOf(s).control, 'SE:2725': 'axis' } });
    expect(rules(done(apply(lost, act('sail', to))))).toEqual(['sfe.naval.strait']);
  });

  it('§18.01 no zone joins the Baltic to the Black Sea: refused in every mode', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const r = apply(naval(mode), act('sail', { piece: 'NV-SU-BF-BB', to: SEVASTOPOL }));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(rules(r)).toEqual(['sfe.naval.reach']);
    }
    expect(zonePath({ zones: [], ports: {}, adjacent: [{ a: 'x', b: 'y' }] }, 'x', 'z')).toBeNull();
  });

  it('§27.25c a ship under repair that sails breaks the rule and ends its repair', () => {
    const repairing = withVars(naval('advisory'), { naval: { ships: { 'NV-SU-BS-CL': { repairUntil: 6 } } } });
    const r = done(apply(repairing, act('sail', { piece: 'NV-SU-BS-CL', to: YALTA })));
    expect(rules(r)).toEqual(['sfe.naval.repair']);
    expect(ship(r.state, 'NV-SU-BS-CL').repairUntil).toBeUndefined();
  });
});

describe('§5.03 naval basing', () => {
  it('§5.03 a port other than a major naval base bases 3 ships: advisory records a fourth sailing in', () => {
    let s = naval('advisory');
    const ships = ['NV-SU-BS-CL', 'NV-SU-BS-CA', 'NV-SU-BS-DD1', 'NV-SU-BS-TT'];
    const out: string[][] = [];
    for (const piece of ships) {
      const r = done(apply(s, act('sail', { piece, to: YALTA })));
      out.push(rules(r));
      s = r.state;
    }
    expect(out).toEqual([[], [], [], ['sfe.naval.port']]);
    expect(basingLimit(true)).toBe(9);
  });
});

describe('§18.04 port evacuation', () => {
  it('§18.04 the escape DRMs add: +2 damaged, +2 under repair, +2 when control changed outside combat', () => {
    expect(escapeDrm(true, true, 'movement')).toBe(6);
    expect(escapeDrm(false, false, 'combat')).toBe(0);
    expect(escapeDrm(true, false, 'exploitation')).toBe(4);
  });

  it('§18.04 a ship in a port the enemy took escapes on a modified 6 or less, disrupted, or is eliminated', () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = naval('advisory');
      const taken = {
        ...withVars(s, { control: { ...varsOf(s).control, [ODESSA]: 'axis' } }),
        rng: seedRng(`e${seed}`),
      };
      const r = done(apply(taken, act('evacuate', { piece: 'NV-SU-BS-DD2', to: SEVASTOPOL })));
      expect(r.violations).toEqual([]);
      const e = r.events.find((x) => x.type === 'evacuated')!;
      const roll = r.events.find((x) => x.type === 'roll')!;
      expect(e.die).toBe((roll.dice as number[])[0]);
      expect(e.escaped).toBe((e.die as number) + (e.drm as number) <= 6);
      expect(where(r.state, 'NV-SU-BS-DD2')).toBe(e.escaped ? SEVASTOPOL : 'dead');
      if (e.escaped) expect(ship(r.state, 'NV-SU-BS-DD2').disruptedUntil).toBeGreaterThan(0);
      seen.add(e.escaped as boolean);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('§18.04 advisory records an escape from a port still the side\u2019s', () => {
    const r = done(apply(naval('advisory'), act('evacuate', { piece: 'NV-SU-BS-DD2', to: SEVASTOPOL })));
    expect(rules(r)).toEqual(['sfe.naval.evacuate']);
  });
});

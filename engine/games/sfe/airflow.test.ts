import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/random-player.js';
import { draftState } from '../../systems/draft.js';
import { airOf, airOfPiece, BASE_CAPACITY, basedIn, baseKind } from './air.js';
import { displaceAir, openAirTurn } from './airturn.js';
import { barbarossa, barbarossaModule, playAll } from './barbarossa.fixture.js';
import { legalActions, sfeRules } from './rules.js';
import { AXIS, type SfeVars, type Side, SOVIET, varsOf } from './state.js';
import { graphOf } from './terrain.js';

const done = (side: string) => ({ side, verb: 'done', args: {} });

describe('the Air Phase in the flow (§4.05, §15.01)', () => {
  // §4.02 the first turn's Reinforcement Phase passes by itself: the Movement Phase ended, the Air Phase
  const air = playAll(barbarossa('air'), [done(AXIS)]);

  it('§15.01 the Soviet allocates his defence first, then the Axis flies its offensive missions', () => {
    expect(varsOf(air).step).toBe('air');
    expect(sfeRules.toAct(barbarossaModule, air)).toEqual([SOVIET]);
    expect(legalActions(barbarossaModule, air, AXIS)).toEqual([]);
    const offence = playAll(air, [done(SOVIET)]);
    expect(sfeRules.toAct(barbarossaModule, offence)).toEqual([AXIS]);
    const flights = legalActions(barbarossaModule, offence, AXIS).filter((a) => a.verb === 'fly');
    expect(new Set(flights.map((a) => a.args!.mission))).toContain('offensive-support');
  });

  it('§16.12, §21.01 support flown over a Soviet hex reaches the Combat Phase after flak and joins its attack', () => {
    let s = playAll(air, [done(SOVIET)]);
    const grounded = playAll(s, [done(AXIS)]);
    expect(varsOf(grounded).step).toBe('combat');
    const attackable = new Set(
      legalActions(barbarossaModule, grounded, AXIS)
        .filter((a) => a.verb === 'attack')
        .map((a) => a.args!.hex),
    );
    const flights = legalActions(barbarossaModule, s, AXIS).filter(
      (a) => a.verb === 'fly' && a.args!.mission === 'offensive-support' && attackable.has(a.args!.hex),
    );
    expect(flights.length).toBeGreaterThan(0);
    const hex = flights[0]!.args!.hex as string;
    for (const f of flights.filter((x) => x.args!.hex === hex).slice(0, 3))
      s = playAll(s, [{ side: AXIS, verb: 'fly', args: f.args! }]);
    expect(airOf(varsOf(s)).sorties.filter((x) => x.hex === hex).length).toBeGreaterThan(0);
    s = playAll(s, [done(AXIS)]);
    if (varsOf(s).step === 'air') s = playAll(s, [done(SOVIET)]);
    expect(varsOf(s).step).toBe('combat');
    const over = airOf(varsOf(s)).sorties.filter((x) => x.hex === hex && x.mission === 'offensive-support');
    const attack = legalActions(barbarossaModule, s, AXIS).find((a) => a.verb === 'attack' && a.args!.hex === hex)!;
    const after = sfeRules.reduce(barbarossaModule, s, { side: AXIS, verb: 'attack', args: attack.args! });
    if ('violations' in after) throw new Error(JSON.stringify(after.violations));
    const fought = after.events.find((e) => e.type === 'combat')!;
    const air2 = fought.air as { attack: number };
    if (over.length > 0) expect(air2.attack).toBeGreaterThan(0);
    else expect(air2.attack).toBe(0);
    expect(airOf(varsOf(after.state)).sorties.filter((x) => x.hex === hex)).toEqual([]);
  });

  it('§4.05 the random player flies missions too', () => {
    const s = playAll(air, [done(SOVIET)]);
    const random = seededRandom(3);
    const verbs = new Set<string>();
    for (let i = 0; i < 12; i++) verbs.add(sfeRules.drawAction!(barbarossaModule, s, AXIS, random)!.verb);
    expect(verbs).toContain('fly');
  });
});

describe('Barbarossa’s air units and bases (§5.02, §16.42)', () => {
  it('§5.02 every air unit of Barbarossa starts at one of its side’s bases, within its stacking limit', () => {
    const s = barbarossa('bases');
    const air = s.pieces.filter((p) => airOfPiece(barbarossaModule, p) && p.at.kind === 'hex');
    expect(air.length).toBeGreaterThan(40);
    for (const p of air) {
      const at = p.at.kind === 'hex' ? p.at.hex : '';
      const kind = baseKind(barbarossaModule, s, at, p.side as Side);
      expect(kind, `${p.id} at ${at}`).not.toBeNull();
      expect(basedIn(barbarossaModule, s, at).length).toBeLessThanOrEqual(2 * BASE_CAPACITY[kind!]);
    }
  });

  it('§16.42 air units on a base the enemy overruns transfer within twice their range and are disrupted', () => {
    const s = barbarossa('overrun');
    const d = draftState<SfeVars>(s);
    const jg = d.state.pieces.find((p) => p.id === 'LF1-JG54')!;
    const base = jg.at.kind === 'hex' ? jg.at.hex : '';
    d.vars.control = { ...d.vars.control, [base]: SOVIET };
    displaceAir(barbarossaModule, d);
    const moved = d.state.pieces.find((p) => p.id === 'LF1-JG54')!;
    const to = moved.at.kind === 'hex' ? moved.at.hex : '';
    expect(to).not.toBe(base);
    expect(graphOf(barbarossaModule).distance(base, to)).toBeLessThanOrEqual(10);
    expect(moved.disrupted).toBe(true);
    expect(d.vars.control[to]).toBe(AXIS);
    // it flies no mission in this air turn nor the next; it may fly again when the one after opens
    openAirTurn(d, AXIS);
    expect(d.state.pieces.find((p) => p.id === 'LF1-JG54')!.disrupted).toBe(true);
    openAirTurn(d, AXIS);
    expect(d.state.pieces.find((p) => p.id === 'LF1-JG54')!.disrupted).toBe(false);
    // nothing else moved: every other air unit still stands on a base of its own side
    const other = d.state.pieces.filter((p) => airOfPiece(barbarossaModule, p) && p.id !== 'LF1-JG54');
    for (const p of other) expect(p.disrupted).toBe(false);
  });
});

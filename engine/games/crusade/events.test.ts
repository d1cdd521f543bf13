// Card events (§8.5): the effects the engine runs, the reinforcement choices (§8.5.2), event OPS (§8.2) and the
// RP marks (§8.4). All cases are derived from the rules' text (the rulebook prints no event example with numbers).

import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../core/module.js';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, inSpace, playAll, varsOf, withPiece, withVars } from './crusade.fixture.js';
import { cardOf } from './cards.js';
import { draftOf } from './draft.js';
import { adjacent } from './geo.js';
import { eventOpsOf, extraTrenchMarkers, marksOf, noRpThisTurn, rpPerTurn } from './event-effects.js';
import { ENGINE_KINDS, eventProblems, manualEvents } from './events.js';
import { insurrectionEndOfTurn } from './reinforcements.js';
import { suppliedSpaces } from './supply.js';
import { crusadeRules, promptOf } from './rules.js';
import type { CrusadeVars, Side } from './state.js';

/** `side` to act in round 1 of `turn` with `hand`. */
function ready(
  side: Side,
  turn: number,
  hand: string[],
  more: Partial<CrusadeVars> = {},
  mode = 'enforced',
): GameState {
  const s0 = campaignStart('1', mode as GameState['mode']);
  const v = varsOf(s0);
  return withVars(
    { ...s0, turn, activeSide: side },
    { decks: { ...v.decks, [side]: { ...v.decks[side], hand } }, ...more },
  );
}
const event = (side: Side, card: string): Action => ({ side, verb: 'play', args: { card, as: 'event' } });
const legal = (s: GameState, side: string) => crusadeRules.view(crusadeModule, s, side).legalActions;
const places = (s: GameState, unit: string): string[] =>
  legal(s, s.activeSide)
    .filter((a) => a.verb === 'place' && a.args?.unit === unit)
    .map((a) => (a.args?.to as { space: string } | undefined)?.space ?? '');
const place = (side: Side, unit: string, space: string): Action => ({
  side,
  verb: 'place',
  args: { unit, to: { kind: 'space', space } },
});
const at = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.at;
const problems = (s: GameState, side: Side, card: string) =>
  eventProblems(crusadeModule, s, side, cardOf(crusadeModule, card)).map((v) => v.rule);

describe('events that run at once (§8.5.1)', () => {
  it('derived: §8.5.1.4 an RM event changes RM and ends the round', () => {
    const s = playAll(ready('NAT', 2, ['N16']), [event('NAT', 'N16')]);
    expect(varsOf(s).rm).toBe(25);
    expect([s.activeSide, varsOf(s).step, varsOf(s).actionChart.NAT[0]]).toEqual(['REP', 'action', 'event']);
  });
  it('derived: §16.7.2 End of the Strait Blockade gives the Strait to the Nationalists', () => {
    const s = playAll(ready('NAT', 2, ['N6']), [event('NAT', 'N6')]);
    expect(varsOf(s).strait).toBe('NAT');
    expect(varsOf(s).flags).toContain('straitNAT');
  });
  it('derived: §8.4 Italian Submarines: no Soviet RP this turn (retroactive), -1 a turn; Nyon cancels the -1', () => {
    const s0 = ready('NAT', 8, ['N30'], { played: ['N5'], rp: { NAT: 0, AXIS: 0, REP: 1, SOV: 2 } });
    const s = playAll(s0, [event('NAT', 'N30')]);
    expect(varsOf(s).rp.SOV).toBe(0);
    expect(noRpThisTurn(s, 'SOV')).toBe(true);
    expect(noRpThisTurn({ ...s, turn: 9 }, 'SOV')).toBe(false);
    expect(rpPerTurn(s, 'SOV')).toBe(-1);
    // The Soviet RP of a later event this turn are refused (R29 Soviet Shipments: +2 SOV).
    const v = varsOf(s);
    const r = withVars(s, {
      decks: { ...v.decks, REP: { ...v.decks.REP, hand: ['R29', 'R31'] } },
      played: [...v.played, 'R4'],
    });
    const t = playAll(r, [event('REP', 'R29')]);
    expect(varsOf(t).rp.SOV).toBe(0);
    const u = playAll(withVars({ ...t, activeSide: 'REP' }, { step: 'action' }), [event('REP', 'R31')]);
    expect(rpPerTurn(u, 'SOV')).toBe(0);
    // T-45: Nyon in the same turn as the Submarines: still no Soviet RP this turn.
    expect(noRpThisTurn(u, 'SOV')).toBe(true);
    // Nor from a card played for RP later this turn (Soviet aid open).
    const w = withVars(s, {
      decks: { ...v.decks, REP: { ...v.decks.REP, hand: ['R10'] } },
      flags: [...v.flags, 'sovietMilitaryAid'],
    });
    const x = playAll(w, [{ side: 'REP', verb: 'play', args: { card: 'R10', as: 'rp' } }]);
    expect(cardOf(crusadeModule, 'R10').rp.SOV).toBeGreaterThan(0);
    expect(varsOf(x).rp.SOV).toBe(0);
  });
  it('derived: §8.4 an RP loss never takes a pool below 0 (Mass Desertions)', () => {
    const s = playAll(ready('NAT', 16, ['N55'], { rm: 10, rp: { NAT: 0, AXIS: 0, REP: 1, SOV: 0 } }), [
      event('NAT', 'N55'),
    ]);
    expect(varsOf(s).rp.REP).toBe(0);
  });
  it('derived: R24 Iron Belt places the Trench in Bilbao; R15 gives three extra Trench markers', () => {
    const s = playAll(ready('REP', 7, ['R24']), [event('REP', 'R24')]);
    expect(inSpace(s, 'bilbao').length).toBeGreaterThan(0);
    expect(s.pieces.find((p) => p.id === 'trench-bilbao')?.at).toEqual({ kind: 'space', space: 'bilbao' });
    const t = playAll(ready('REP', 7, ['R15']), [event('REP', 'R15')]);
    expect(extraTrenchMarkers(t, 'REP')).toBe(3);
    const lost = withVars(ready('REP', 7, ['R24']), {
      control: { ...varsOf(ready('REP', 7, [])).control, bilbao: 'NAT' },
    });
    expect(problems(lost, 'REP', 'R24')).toEqual(['crusade.bilbao']);
  });
});

describe('Reinforcement events (§8.5.2)', () => {
  it('derived: §8.5.2.3 divisions go to friendly-controlled, supplied spaces with room, one by one', () => {
    const s = playAll(ready('NAT', 2, ['N9']), [event('NAT', 'N9')]);
    expect(varsOf(s).step).toBe('event-reinforce');
    const opts = places(s, 'nat-mil-10');
    expect(opts).toContain('burgos');
    expect(opts).not.toContain('madrid'); // Republican
    const v = varsOf(s);
    for (const sp of opts) expect(v.control[sp]).toBe('NAT');
    expect(opts.every((sp) => inSpace(s, sp).length < 3)).toBe(true);
    const target = opts.find((sp) => inSpace(s, sp).length <= 1)!;
    expect(promptOf(crusadeModule, s)).toMatchObject({ id: 'crusade.event-place', side: 'NAT', verb: 'place' });
    const t = playAll(s, [place('NAT', 'nat-mil-10', target)]);
    expect(varsOf(t).step).toBe('event-reinforce');
    const u = playAll(t, [place('NAT', 'nat-mil-11', target)]);
    expect(at(u, 'nat-mil-11')).toEqual({ kind: 'space', space: target });
    expect([u.activeSide, varsOf(u).step]).toEqual(['REP', 'action']);
  });
  it('derived: §16.2 no reinforcement in an Isolated Space nor a Nationalist space Connected to one', () => {
    const s = playAll(ready('NAT', 2, ['N9']), [event('NAT', 'N9')]);
    expect(places(s, 'nat-mil-10')).toContain('cordoba');
    // The Granada marker moved to Córdoba: Córdoba and the NAT south Connected to it are closed, the north is not.
    const iso = s.pieces.find((p) => p.def === 'isolated-granada')!;
    const t = withPiece(s, iso.id, { at: { kind: 'space', space: 'cordoba' } });
    const opts = places(t, 'nat-mil-10');
    expect(opts).not.toContain('cordoba');
    expect(opts).not.toContain('ecija');
    expect(opts).toContain('burgos');
  });
  it('derived: §8.5.2.3 a full space takes no more', () => {
    const s = playAll(ready('NAT', 2, ['N9']), [event('NAT', 'N9')]);
    const full = ['nat-inf-20', 'nat-inf-21', 'nat-inf-22'].reduce(
      (x, id) => withPiece(x, id, { at: { kind: 'space', space: 'burgos' } }),
      s,
    );
    expect(places(s, 'nat-mil-10')).toContain('burgos');
    expect(places(full, 'nat-mil-10')).not.toContain('burgos');
  });
  it('derived: §8.5.2.3 units for the Reserve Box go there at once and the round ends', () => {
    const s = playAll(ready('NAT', 7, ['N34']), [event('NAT', 'N34')]);
    expect(at(s, 'nat-inf-20')).toEqual({ kind: 'box', box: 'reserve-NAT' });
    expect(at(s, 'nat-inf-21')).toEqual({ kind: 'box', box: 'reserve-NAT' });
    expect(s.activeSide).toBe('REP');
  });
  it('derived: §8.5.2.4 a corps enters at a friendly supply source (not the Balearics), §8.5.2.5 removal', () => {
    const s = playAll(ready('NAT', 7, ['N20']), [event('NAT', 'N20')]);
    const opts = places(s, 'nat-ac-castilla');
    expect(opts.length).toBeGreaterThan(0);
    for (const sp of opts) expect(crusadeModule.map.spaces!.find((x) => x.id === sp)!.attrs!.supplySource).toBe('NAT');
    expect(opts).not.toContain('mallorca');
    // The removal may come before or after the placement: both are offered.
    expect(legal(s, 'NAT').some((a) => a.verb === 'removeDivision')).toBe(true);
    const t = playAll(s, [place('NAT', 'nat-ac-castilla', opts[0]!)]);
    expect(varsOf(t).step).toBe('event-reinforce');
    const removals = legal(t, 'NAT').filter((a) => a.verb === 'removeDivision');
    expect(removals.some((a) => a.args?.unit === 'nat-ins')).toBe(false); // not in the list of §8.5.2.5 types
    const victim = String(removals[0]!.args?.unit);
    const u = playAll(t, [{ side: 'NAT', verb: 'removeDivision', args: { unit: victim } }]);
    expect(at(u, victim)).toEqual({ kind: 'box', box: 'removed' });
    expect(u.activeSide).toBe('REP');
  });
  it('derived: §8.5.2.4 exceptions: the Euzkadi corps in Bilbao only, the CTV in a port', () => {
    const s = playAll(ready('REP', 7, ['R25']), [event('REP', 'R25')]);
    expect(places(s, 'rep-ac-xiv')).toEqual(['bilbao']);
    const t = playAll(ready('NAT', 7, ['N19'], { played: ['N5'] }), [event('NAT', 'N19')]);
    const ports = places(t, 'ita-ctv-2');
    expect(ports.length).toBeGreaterThan(0);
    for (const sp of ports) expect(crusadeModule.map.spaces!.find((x) => x.id === sp)!.attrs!.port).not.toBeNull();
  });
  it('derived: §8.5.2.2 a card whose units cannot all be placed is not playable as its event', () => {
    const s = ready('REP', 7, ['R25']);
    expect(problems(s, 'REP', 'R25')).toEqual([]);
    const lost = withVars(s, { control: { ...varsOf(s).control, bilbao: 'NAT' } });
    expect(problems(lost, 'REP', 'R25')).toContain('crusade.cannotPlace');
    const gone = withPiece(s, 'rep-ac-xiv', { at: { kind: 'box', box: 'removed' } });
    expect(problems(gone, 'REP', 'R25')).toContain('crusade.noReinforcements');
    // play.ts refuses the event with these reasons.
    expect(crusadeRules.check(crusadeModule, lost, event('REP', 'R25')).map((v) => v.rule)).toContain(
      'crusade.cannotPlace',
    );
  });
  it('derived: §16.4.3 no non-regional Republican reinforcement in the isolated Northern Front', () => {
    const s = playAll(ready('REP', 2, ['R1']), [event('REP', 'R1')]);
    const opts = places(s, 'rep-mil-25');
    expect(opts).toContain('madrid');
    expect(opts).not.toContain('gijon');
    expect(opts).not.toContain('bilbao');
  });
  it('derived: R5 International Brigades in or next to Madrid', () => {
    const s = playAll(ready('REP', 4, ['R5']), [event('REP', 'R5')]);
    const opts = places(s, 'int-xi');
    expect(opts).toContain('madrid');
    expect(opts).not.toContain('valencia');
  });
  it('derived: Pact of Santoña: the Republican chooses the Basque MIL division; +1 VP', () => {
    const s = playAll(ready('NAT', 7, ['N31']), [event('NAT', 'N31')]);
    expect(crusadeRules.toAct(crusadeModule, s)).toEqual(['REP']);
    const choices = legal(s, 'REP').filter((a) => a.verb === 'removeDivision');
    expect(choices.length).toBeGreaterThan(0);
    expect(legal(s, 'NAT')).toEqual([]);
    const victim = String(choices[0]!.args?.unit);
    const t = playAll(s, [{ side: 'REP', verb: 'removeDivision', args: { unit: victim } }]);
    expect(at(t, victim)).toEqual({ kind: 'box', box: 'removed' });
    expect(varsOf(t).vp).toBe(varsOf(s).vp + 1);
    expect([t.activeSide, crusadeRules.toAct(crusadeModule, t)]).toEqual(['REP', ['REP']]);
  });
  it('derived: a placement outside the list is refused', () => {
    const s = playAll(ready('NAT', 2, ['N9']), [event('NAT', 'N9')]);
    expect(() => playAll(s, [place('NAT', 'nat-mil-10', 'madrid')])).toThrow(/refused/);
    expect(() => playAll(s, [place('NAT', 'nat-inf-01', 'sevilla')])).toThrow(/refused/);
  });
});

describe('events that grant OPS (§8.2, §8.5.5, §16.5.2)', () => {
  it('derived: §8.2 Condor Legion gives three activations with +1 DRM, then the OPS procedure', () => {
    const s = playAll(ready('NAT', 4, ['N17'], { played: ['N5'] }), [event('NAT', 'N17')]);
    expect(varsOf(s).step).toBe('ops-activate');
    expect(varsOf(s).play?.points).toBe(3);
    expect(eventOpsOf(s)).toMatchObject({ card: 'N17', spaces: 3, attackDrm: 1, activationZone: null });
    expect(varsOf(s).perTurn.NAT.opsCards).toBe(1);
  });
  it('derived: a zone bounds the activations (N2) or, with a DRM, the DRM (N15)', () => {
    const s = playAll(ready('NAT', 2, ['N2']), [event('NAT', 'N2')]);
    expect(eventOpsOf(s)).toMatchObject({ spaces: 3, activationZone: 'north', drmZone: null });
    const t = playAll(ready('NAT', 2, ['N15']), [event('NAT', 'N15')]);
    expect(eventOpsOf(t)).toMatchObject({ spaces: 2, attackDrm: 1, activationZone: null, drmZone: 'Guipúzcoa' });
  });
  it('derived: §16.5.2 note 1: two or more activations count against the winter limit; one does not', () => {
    const capped = ready('NAT', 5, ['N17'], { played: ['N5'] });
    const v = varsOf(capped);
    const full = withVars(capped, { perTurn: { ...v.perTurn, NAT: { ...v.perTurn.NAT, opsCards: 3 } } });
    expect(problems(full, 'NAT', 'N17')).toEqual(['crusade.winterOps']);
    const rep = withVars(full, { perTurn: { ...v.perTurn, REP: { ...v.perTurn.REP, opsCards: 3 } } });
    expect(problems(rep, 'REP', 'R14')).toEqual([]);
    const s = playAll(ready('REP', 5, ['R14']), [event('REP', 'R14')]);
    expect(varsOf(s).perTurn.REP.opsCards).toBe(0);
  });
  it('derived: §8.5.5.2 a Strategic Counterattack conducts OPS with +1 DRM; one a turn (§8.5.5.1)', () => {
    const s = playAll(ready('REP', 7, ['R21'], {}, 'advisory'), [event('REP', 'R21')]);
    expect(eventOpsOf(s)).toMatchObject({
      spaces: cardOf(crusadeModule, 'R21').ops,
      attackDrm: 1,
      counterattack: true,
    });
    expect(varsOf(s).perTurn.REP.counterattack).toBe(true);
    expect(problems(s, 'REP', 'R22')).toContain('crusade.counterattack');
  });
});

describe('which events are automated', () => {
  it('derived: cards.json marks an event automated exactly when the engine runs every effect kind', () => {
    const kinds = new Set<string>(ENGINE_KINDS);
    for (const c of crusadeModule.cards ?? [])
      expect(c.event.automated, c.id).toBe(c.event.effects.every((e) => kinds.has(e.kind)));
  });
  it('derived: the manual events are the non-combat cards with an effect the engine does not run', () => {
    const ids = manualEvents(crusadeModule).map((c) => c.id);
    // Disembark in Mallorca and Plan "P" run by themselves (beachhead.ts), Insurrection does not yet.
    expect(ids).not.toContain('R6');
    expect(ids).not.toContain('R40');
    expect(ids).toContain('N48');
    expect(ids).not.toContain('N20');
    expect(ids.every((id) => !cardOf(crusadeModule, id).combatCard)).toBe(true);
    const automated = (crusadeModule.cards ?? []).filter((c) => c.event.automated).length;
    expect(
      automated + ids.length + (crusadeModule.cards ?? []).filter((c) => c.combatCard && !c.event.automated).length,
    ).toBe(110);
  });
});

describe('manual events: the parts the engine runs (advisory and honor modes)', () => {
  it('derived: R47 Farewell to the Brigades removes every INT unit from the game; -1 VP', () => {
    const s0 = ready('REP', 15, ['R47'], {}, 'advisory');
    const s1 = withPiece(s0, 'int-xi', { at: { kind: 'space', space: 'madrid' } });
    const s = playAll(s1, [event('REP', 'R47')]);
    const ints = s.pieces.filter((p) => ['int-xi', 'int-xii', 'int-xiii'].includes(p.id));
    expect(ints.length).toBe(3);
    for (const p of ints) expect(p.at).toEqual({ kind: 'box', box: 'removed' });
    expect(varsOf(s).vp).toBe(varsOf(s0).vp - 1);
  });
  it('derived: N13, N24 move the Nationalist Command marker; R28 puts Negrín in government', () => {
    const s = playAll(ready('NAT', 7, ['N13'], {}, 'advisory'), [event('NAT', 'N13')]);
    expect(marksOf(s).natCommand).toBe(1);
    const t = playAll(ready('REP', 7, ['R28'], { played: ['R8'] }, 'advisory'), [event('REP', 'R28')]);
    expect(marksOf(t).government).toBe('negrin');
    expect(varsOf(t).rp.REP).toBe(1);
  });
  it('derived: N48 Insurrection rises in a Republican space with no Republican unit, which turns Nationalist', () => {
    const s = playAll(ready('NAT', 13, ['N48'], {}, 'advisory'), [event('NAT', 'N48')]);
    const opts = places(s, 'nat-ins');
    expect(opts.length).toBeGreaterThan(0);
    for (const sp of opts) {
      expect(varsOf(s).control[sp]).toBe('REP');
      expect(inSpace(s, sp)).toEqual([]);
    }
    expect(opts).not.toContain('madrid'); // held by Republican units
    // Behind the lines (every neighbour Republican): out of supply at the end of the turn, so removed.
    const deep = opts.find((sp) => adjacent(crusadeModule, s, sp).every((n) => varsOf(s).control[n] === 'REP'))!;
    const t = playAll(s, [place('NAT', 'nat-ins', deep)]);
    expect(varsOf(t).control[deep]).toBe('NAT');
    expect(suppliedSpaces(crusadeModule, t, 'NAT').has(deep)).toBe(false);
    const d = draftOf(t);
    insurrectionEndOfTurn(crusadeModule, d);
    expect(d.state.pieces.find((p) => p.id === 'nat-ins')!.at).toEqual({ kind: 'box', box: 'removed' });
    expect(d.vars.control[deep]).toBe('REP');
  });
});

/**
 * What an event needs beyond its card's restrictions, from the rules themselves: Plan "P" an RPA division in the
 * Reserve Box and a Nationalist coast in reach of a supplied Republican space (§8.5.6.1–8.5.6.3).
 */
function withNeeds(c: CardDef, s: GameState): GameState {
  if (c.id !== 'R40') return s;
  const x = withPiece(s, 'rep-rpa-09', { at: { kind: 'box', box: 'reserve-REP' } });
  return withVars(x, { control: { ...varsOf(x).control, almeria: 'NAT', garrucha: 'NAT', aguilas: 'NAT' } });
}

describe('every automated event runs to its end', () => {
  /** A turn (not a winter one where possible) in which the card's restrictions allow its event. */
  function turnFor(c: CardDef): number {
    const r = (k: string) => c.restrictions.find((x) => x.requires === k);
    const phaseStart = { columns: 2, mobilization: 6, armies: 12 }[c.warPhase as 'columns'] ?? 2;
    let t = Math.max(phaseStart, Number(r('turnMin')?.turn ?? 2));
    if ([5, 11, 17].includes(t) && t + 1 <= Number(r('turnMax')?.turn ?? 18)) t += 1;
    return t;
  }
  it('derived: each is playable in a turn its restrictions allow and ends its round; listed choices pass check', () => {
    let ran = 0;
    for (const c of crusadeModule.cards ?? []) {
      if (c.combatCard || !c.event.automated || c.restrictions.some((r) => r.requires === 'mustPlayAsEvent')) continue;
      const side = c.side as Side;
      const played = c.restrictions.filter((r) => r.requires === 'played').map((r) => String(r.card));
      const rm = c.restrictions.find((r) => r.requires === 'rmAtMost')?.rm;
      const s0 = withNeeds(
        c,
        ready(side, turnFor(c), [c.id], { played, ...(rm === undefined ? {} : { rm: Number(rm) }) }),
      );
      expect(problems(s0, side, c.id), c.id).toEqual([]);
      let s = playAll(s0, [event(side, c.id)]);
      for (let i = 0; i < 8 && varsOf(s).step.startsWith('event-'); i++) {
        const actor = crusadeRules.toAct(crusadeModule, s)[0] as Side;
        const acts = legal(s, actor);
        expect(acts.length, `${c.id} waits with nothing to do`).toBeGreaterThan(0);
        for (const a of acts)
          expect(crusadeRules.check(crusadeModule, s, { side: actor, verb: a.verb, args: a.args ?? {} }), c.id).toEqual(
            [],
          );
        s = playAll(s, [{ side: actor, verb: acts[0]!.verb, args: acts[0]!.args ?? {} }]);
      }
      expect(['action', 'ops-activate', 'over'], c.id).toContain(varsOf(s).step);
      ran += 1;
    }
    expect(ran).toBe(75); // the 76 automated events but Air Bridge (tested in play.test.ts)
  });
});

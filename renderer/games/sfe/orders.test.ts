import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { View } from '../../../engine/core/types.js';
import { barbarossaModule } from '../../../engine/games/sfe/barbarossa.fixture.js';
import { groundCrt, guaranteesDE } from '../../../engine/games/sfe/crt.js';
import { sfeRules } from '../../../engine/games/sfe/rules.js';
import { initI18n } from '../../i18n/index.js';
import { dragMoves, moveToSend, takesDrag } from './drag.js';
import { groupTitle, oddsLine } from './orderpanel.js';
import { flightTargets, orderGroups, orderHexes, ordersShown } from './orders.js';
import { reach, viewOf } from './page.fixture.js';

beforeEach(() => initI18n('en'));

let movement: View;
let air: View;
let combat: View;
beforeAll(() => {
  movement = viewOf(reach('movement'));
  const airState = reach('air');
  // the Axis's own stage of the Air Phase (the Soviet defends first)
  const soviet = viewOf(airState);
  const r = sfeRules.reduce(barbarossaModule, airState, { side: soviet.side, verb: 'done', args: {} });
  air = viewOf('violations' in r ? airState : r.state);
  combat = viewOf(reach('combat'));
});

describe("The Struggle for Europe's Orders panel", () => {
  it('§9.01 the attacks on offer show their odds, the column the rules read', () => {
    const groups = orderGroups(combat, barbarossaModule);
    const attacks = combat.legalActions.filter((a) => a.verb === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    const orders = groups.flatMap((g) => g.orders);
    expect(orders).toHaveLength(attacks.length);
    for (const o of orders) {
      const listed = attacks.find((a) => a.args === o.answer.args)!;
      // the engine's own listing names the column it reads ("6-1 on C:3844")
      expect(listed.label).toBe(`${o.odds!.column} on ${o.hex}`);
      expect(o.odds!.attack).toBeGreaterThan(0);
      expect(oddsLine(o.odds!)).toContain(`${o.odds!.attack} to ${o.odds!.defence}`);
    }
  });

  it('§9.0 the attacks are grouped by the hex attacked, each with its attackers', () => {
    const groups = orderGroups(combat, barbarossaModule);
    const hexes = new Set(combat.legalActions.filter((a) => a.verb === 'attack').map((a) => a.args?.hex));
    expect(groups.map((g) => g.hex).sort()).toEqual([...hexes].sort());
    for (const g of groups) {
      expect(groupTitle(g)).toBe(`Attack on ${g.hex}`);
      for (const o of g.orders) expect(o.hex).toBe(g.hex);
    }
    const big = groups.flatMap((g) => g.orders).find((o) => o.units.length > 1)!;
    const lit = orderHexes(big, combat);
    expect(lit.target).toEqual([big.hex]);
    expect(lit.units.length).toBeGreaterThan(0);
    expect(lit.units).not.toContain(big.hex);
  });

  it('§9.0 a unit picked shows only its attacks, an enemy picked the attacks on its hex', () => {
    const first = orderGroups(combat, barbarossaModule)[0]!;
    const unit = first.orders[0]!.units[0]!;
    const own = ordersShown(combat, barbarossaModule, unit);
    expect(own.by).toBe('unit');
    for (const g of own.groups) for (const o of g.orders) expect(o.units).toContain(unit);
    const enemy = combat.state.pieces.find(
      (p) => p.at.kind === 'hex' && p.at.hex === first.hex && p.side !== combat.side,
    )!;
    const against = ordersShown(combat, barbarossaModule, enemy.id);
    expect(against.by).toBe('target');
    expect(against.groups.map((g) => g.hex)).toEqual([first.hex]);
  });

  it('§8 the rail moves are listed for the unit picked only, each sending rail to its hex', () => {
    expect(orderGroups(movement, barbarossaModule)).toEqual([]);
    const rail = movement.legalActions.find((a) => a.verb === 'rail')!;
    const unit = String(rail.args!.piece);
    const shown = ordersShown(movement, barbarossaModule, unit);
    expect(shown.by).toBe('unit');
    const orders = shown.groups.flatMap((g) => g.orders);
    const mine = movement.legalActions.filter((a) => a.verb === 'rail' && a.args?.piece === unit);
    expect(orders).toHaveLength(mine.length);
    for (const o of orders) expect(o.answer.verb).toBe('rail');
  });

  it('§8 with "by rail" on a drag reaches the rail moves and sends rail; off, it sends the move', () => {
    // a unit that may go by rail and by ground
    const walks = (id: unknown) => movement.legalActions.some((a) => a.verb === 'move' && a.args?.piece === id);
    const rail = movement.legalActions.find((a) => a.verb === 'rail' && walks(a.args?.piece))!;
    const unit = String(rail.args!.piece);
    const byRail = dragMoves(movement, unit, true);
    expect(byRail.map((m) => m.hex)).toContain(String(rail.args!.to));
    expect(byRail.every((m) => m.answer.verb === 'rail')).toBe(true);
    expect(moveToSend(movement, unit, { kind: 'hex', hex: String(rail.args!.to) }, true)?.verb).toBe('rail');
    const move = movement.legalActions.find((a) => a.verb === 'move' && a.args?.piece === unit)!;
    const to = { kind: 'hex' as const, hex: String(move.args!.to) };
    expect(moveToSend(movement, unit, to, false)?.verb).toBe('move');
  });

  it('§7 a drop where no move reaches sends the move as dropped, so the rules refuse it with their reason', () => {
    const unit = String(movement.legalActions.find((a) => a.verb === 'move')!.args!.piece);
    const reached = new Set(dragMoves(movement, unit, false).map((m) => m.hex));
    const far = barbarossaModule.map.hexes.find((h) => !reached.has(h.id))!.id;
    const a = moveToSend(movement, unit, { kind: 'hex', hex: far }, false)!;
    expect(a).toEqual({ verb: 'move', args: { piece: unit, to: far } });
    const bad = sfeRules.check(barbarossaModule, reach('movement'), { side: movement.side, ...a });
    expect(bad.length).toBeGreaterThan(0);
    expect(bad[0]!.rule).toBeTruthy();
  });

  it('§7.0 in the Reinforcement Phase a unit drags only in advisory and honor play, its drop a move by hand', () => {
    const s = reach('reinforcement');
    const unit = s.pieces.find((p) => p.side === s.activeSide && p.at.kind === 'hex')!;
    const far = barbarossaModule.map.hexes.find(
      (h) => !s.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === h.id),
    )!;
    const to = { kind: 'hex' as const, hex: far.id };
    expect(takesDrag(viewOf(s), unit.id, false)).toBe(false);
    expect(moveToSend(viewOf(s), unit.id, to, false)).toBeNull();
    for (const mode of ['advisory', 'honor'] as const) {
      const v = viewOf({ ...s, mode });
      expect(takesDrag(v, unit.id, false)).toBe(true);
      expect(moveToSend(v, unit.id, to, false)).toEqual({ verb: 'move', args: { piece: unit.id, to: far.id } });
    }
  });

  it('§16 an air unit picked lists its missions and lights their hexes', () => {
    const fly = air.legalActions.find((a) => a.verb === 'fly')!;
    const unit = String(fly.args!.piece);
    const targets = flightTargets(air, unit);
    expect(targets.get(String(fly.args!.hex))).toContain(String(fly.args!.mission));
    const orders = ordersShown(air, barbarossaModule, unit).groups.flatMap((g) => g.orders);
    expect(orders.length).toBe(air.legalActions.filter((a) => a.verb === 'fly' && a.args?.piece === unit).length);
    expect(orders.every((o) => o.kind === 'fly' && targets.has(o.hex))).toBe(true);
    // none listed without a pick: hundreds of missions
    expect(orderGroups(air, barbarossaModule).some((g) => g.kind === 'fly')).toBe(false);
  });
});

describe("The Struggle for Europe's overruns on the Orders panel", () => {
  it('§14.01 the overruns on offer show odds that guarantee a DE, as the rules require of them', () => {
    const exploitation = viewOf(reach('exploitation'));
    const overruns = exploitation.legalActions.filter((a) => a.verb === 'overrun');
    expect(overruns.length).toBeGreaterThan(0);
    const groups = orderGroups(exploitation, barbarossaModule).filter((g) => g.kind === 'overrun');
    const orders = groups.flatMap((g) => g.orders);
    expect(orders).toHaveLength(overruns.length);
    for (const g of groups) expect(groupTitle(g)).toBe(`Overrun of ${g.hex}`);
    const crt = groundCrt(barbarossaModule);
    for (const o of orders) expect(guaranteesDE(crt, o.odds!.column, o.odds!.drm)).toBe(true);
  });
});

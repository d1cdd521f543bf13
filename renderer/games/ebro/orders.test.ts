import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/index.js';
import { ebroModule, play, start, toCombat, viewOf, viewWith } from './ebro.fixture.js';
import { rememberModule } from './names.js';
import { airLine, groupTitle, oddsLine } from './orderpanel.js';
import { orderGroups, orderHexes, ordersShown } from './orders.js';

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

describe("La Batalla del Ebro's orders", () => {
  it('XVI groups the attacks by the hex attacked, each with its units, lighting the target and their hexes', () => {
    const g = toCombat();
    const v = viewOf(g);
    const attacks = v.legalActions.filter((a) => a.verb === 'attack');
    const groups = orderGroups(v);
    expect(groups.flatMap((x) => x.orders).map((o) => o.answer)).toEqual(
      attacks.map((a) => ({ verb: a.verb, args: a.args })),
    );
    for (const grp of groups) for (const o of grp.orders) expect(o.target).toEqual([o.answer.args.hex]);
    const o = groups[0]!.orders[0]!;
    const lit = orderHexes(o, v);
    expect(lit.target).toEqual([o.answer.args.hex]);
    const where = o.units.map((id) => v.state.pieces.find((p) => p.id === id)!.at);
    expect(new Set(lit.units)).toEqual(new Set(where.map((at) => (at as { hex: string }).hex)));
    expect(groupTitle(groups[0]!)).toBe(`Attack ${o.answer.args.hex}`);
  });

  it('XVI.4 gives each attack its odds before the roll, as the rules offer it, in both languages', () => {
    const v = viewOf(toCombat());
    const attack = v.legalActions.find((a) => a.verb === 'attack')!;
    const o = orderGroups(v)
      .flatMap((g) => g.orders)
      .find((x) => x.answer.args === attack.args)!;
    expect(o.odds).toEqual(attack.info);
    expect(oddsLine({ attack: 6, defence: 3, ratio: 2, shift: 1, drm: -1 })).toBe('2:1 (6–3), col +1, die -1');
    expect(oddsLine({ attack: 2, defence: 4, ratio: 0.5, shift: -2, drm: 0 })).toBe('1:2 (2–4), col -2');
    expect(oddsLine({ attack: 5, defence: 5, ratio: 1, shift: 0, drm: 0 })).toBe('1:1 (5–5)');
    initI18n('es');
    expect(oddsLine({ attack: 6, defence: 3, ratio: 2, shift: 1, drm: 2 })).toBe('2:1 (6–3), col +1, dado +2');
  });

  it('VI.3 lists the fire before the reconnaissance flights, however many these are', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    play(g, 'done');
    const v = viewOf(g);
    expect(v.legalActions.some((a) => a.verb === 'recon')).toBe(true);
    const kinds = orderGroups(v).map((x) => x.kind);
    expect(kinds).toContain('fire');
    expect(kinds.indexOf('recon')).toBeGreaterThan(kinds.lastIndexOf('fire'));
  });

  it('shows the orders against the hex of an enemy picked on the map, and all for a counter without any', () => {
    const g = toCombat();
    const v = viewOf(g);
    const hex = String(v.legalActions.find((a) => a.verb === 'attack')!.args!.hex);
    const enemy = v.state.pieces.find((p) => p.side !== v.side && p.at.kind === 'hex' && p.at.hex === hex)!;
    const shown = ordersShown(v, enemy.id);
    expect(shown.by).toBe('target');
    expect(shown.groups.length).toBeGreaterThan(0);
    for (const grp of shown.groups) expect(grp.target).toContain(hex);
    const far = v.state.pieces.find((p) => p.side !== v.side && p.at.kind === 'box')!;
    expect(ordersShown(v, far.id)).toEqual({ groups: orderGroups(v), by: null });
  });

  it('shows only the orders of the unit picked on the map', () => {
    const g = toCombat();
    const v = viewOf(g);
    const unit = orderGroups(v)[0]!.orders[0]!.units[0]!;
    const mine = orderGroups(v, unit);
    expect(mine.length).toBeGreaterThan(0);
    for (const grp of mine) for (const o of grp.orders) expect(o.units).toContain(unit);
  });

  it('X groups the works by kind and place, a crossing named by its site, a repair by the crossing there', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    const v = viewOf(g);
    const groups = orderGroups(v);
    const bridge = groups.find((x) => x.kind === 'build' && x.work === 'pontoon-bridge' && x.target.includes('A:0712'));
    expect([...(bridge?.target ?? [])].sort()).toEqual(['A:0712', 'A:0811']);
    expect(groupTitle(bridge!)).toBe('Build a pontoon bridge at Faió (A:0811–A:0712)');
    const repair = groups.find((x) => x.kind === 'repair');
    expect(repair).toBeDefined();
    const key = [...repair!.target].sort().join('|');
    const x = (g.state.vars as { crossings: Record<string, { kind: string }> }).crossings[key];
    expect(repair!.work).toBe(x!.kind);
  });

  it('offers no plain move as an order: moves are dragged', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    play(g, 'done');
    play(g, 'done');
    const v = viewOf(g);
    expect(v.legalActions.some((a) => a.verb === 'move')).toBe(true);
    const others = orderGroups(v).filter((x) => !['boats', 'rail', 'railBox', 'pool', 'poolBox'].includes(x.kind));
    expect(others).toEqual([]);
  });

  it('IX.2.6 offers each rail move as an order to its rail head or box, in English and Spanish', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    play(g, 'done');
    play(g, 'done');
    const v = viewOf(g);
    const rail = v.legalActions.filter((a) => a.verb === 'move' && a.args?.mode === 'rail');
    expect(rail.length).toBeGreaterThan(0);
    const groups = orderGroups(v).filter((x) => x.kind === 'rail' || x.kind === 'railBox');
    const key = (a: { verb: string; args?: unknown }) => JSON.stringify([a.verb, a.args]);
    expect(
      groups
        .flatMap((x) => x.orders)
        .map((o) => key(o.answer))
        .sort(),
    ).toEqual(rail.map(key).sort());
    const hex = groups.find((x) => x.kind === 'rail')!;
    expect(groupTitle(hex)).toBe(`By rail to ${hex.target[0]} (IX.2.6)`);
    initI18n('es');
    expect(groupTitle(hex)).toBe(`Por ferrocarril a ${hex.target[0]} (IX.2.6)`);
  });

  it('IX.2.2 offers a motor pool’s move with its load as an order, its units the pool and the units it carries', () => {
    const to = { kind: 'hex', hex: 'A:2520' };
    const args = { piece: 'R-EE-MP1', with: ['R-35D-XV-1', 'R-35D-XV-2'], to, mode: 'pool' };
    const v = viewWith('move', [{ verb: 'move', args }]);
    const [g] = orderGroups(v);
    expect(g).toMatchObject({ kind: 'pool', target: ['A:2520'] });
    expect(g!.orders[0]!.units).toEqual(['R-EE-MP1', 'R-35D-XV-1', 'R-35D-XV-2']);
    expect(g!.orders[0]!.answer).toEqual({ verb: 'move', args });
    expect(groupTitle(g!)).toBe('By motor pool to A:2520 (IX.2.2)');
    initI18n('es');
    expect(groupTitle(g!)).toBe('En parque móvil a A:2520 (IX.2.2)');
  });

  it('IX.2.6 names an off-map box a train goes to as the counter sheet does, in English and Spanish', () => {
    const args = { piece: 'R-EE-MP1', to: { kind: 'box', box: 'east-interior' }, mode: 'rail' };
    const [g] = orderGroups(viewWith('move', [{ verb: 'move', args }]));
    expect(g).toMatchObject({ kind: 'railBox', target: ['east-interior'] });
    expect(groupTitle(g!)).toBe('By rail to East interior box (Reus, Tarragona) (IX.2.6)');
    initI18n('es');
    expect(groupTitle(g!)).toBe('Por ferrocarril a Casilla interior este (Reus, Tarragona) (IX.2.6)');
  });

  it('XII.8 lists an attack offered with aircraft under its target, naming them apart, in English and Spanish', () => {
    const v = viewOf(toCombat());
    const flown = v.legalActions.find((a) => a.verb === 'attack' && Array.isArray(a.args?.air))!;
    const air = flown.args!.air as string[];
    const o = orderGroups(v)
      .flatMap((g) => g.orders)
      .find((x) => x.answer.args === flown.args)!;
    expect(o.air).toEqual(air);
    expect(o.units).toEqual([...(flown.args!.pieces as string[]), ...air]);
    expect(o.odds).toEqual(flown.info);
    const name = (id: string) => id.toLowerCase();
    expect(airLine(o, name, true)).toBe(`with air support: ${air.map(name).join(', ')}`);
    expect(airLine({ air: ['a', 'b'] }, name)).toBe('with air support: a, b');
    expect(airLine({}, name)).toBe('');
    initI18n('es');
    expect(airLine({ air: ['a'] }, name)).toBe('con apoyo aéreo: a');
    const plain = orderGroups(v)
      .flatMap((g) => g.orders)
      .find((x) => x.kind === 'attack' && !x.answer.args.air)!;
    expect(plain.air).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { between, crossing, fixtureMap, fixtureModule, game, moveModule, unit } from './move.fixture.js';
import { NAT, REP } from './state.js';
import { mapGraph } from './terrain.js';
import { enemyControlled, inEnemyZoc, zocOf, zocView } from './zoc.js';

const all = () => true;
const zocAt = (p: ReturnType<typeof unit>, vars = {}, supplied = all, module = moveModule) =>
  zocOf(module, game([p], vars), p, supplied).sort();

describe('zones of control (VI)', () => {
  it('VI.1 a unit in supply controls its hex and the six around it', () => {
    const z = zocAt(unit('inf', '0606'));
    expect(z).toEqual(['0606', ...mapGraph(moveModule).neighbors('0606')].sort());
    expect(z).toHaveLength(7);
  });

  it('VI.1 a ZOC does not reach across a water course without a fixed crossing', () => {
    const z = zocAt(unit('inf', '0405'));
    expect(z).not.toContain('0505');
    expect(z).not.toContain('0506');
    expect(z).toContain('0404');
    expect(z).toHaveLength(5);
  });

  it('VI.1 a ZOC reaches across an undamaged, built fixed crossing the unit could use, never across boats', () => {
    const over = (c: object) => zocAt(unit('inf', '0405'), { crossings: c });
    expect(over(crossing('0405', '0505', 'footbridge'))).toContain('0505');
    expect(over(crossing('0405', '0505', 'footbridge', { damage: 1 }))).not.toContain('0505');
    expect(over(crossing('0405', '0505', 'footbridge', { building: 2 }))).not.toContain('0505');
    expect(over(crossing('0405', '0505', 'pontoon-bridge', { destroyed: true }))).not.toContain('0505');
    expect(over(crossing('0405', '0505', 'boats'))).not.toContain('0505');
    expect(over(crossing('0405', '0505', 'ferry'))).not.toContain('0505');
  });

  it('VI.1 X.II.2 armour exerts no ZOC over a minor crossing it may not use, but does over a major one', () => {
    const tank = unit('tank', '0405');
    expect(zocAt(tank, { crossings: crossing('0405', '0505', 'footbridge') })).not.toContain('0505');
    expect(zocAt(tank, { crossings: crossing('0405', '0505', 'major-bridge') })).toContain('0505');
  });

  it('VI.1 a ZOC does not reach across an impassable hexside', () => {
    const module = fixtureModule(fixtureMap(12, 10, {}, between(6, 10, ['impassable'])));
    const z = zocAt(unit('inf', '0605'), {}, all, module);
    expect(z).not.toContain('0705');
    expect(z).toContain('0505');
  });

  it('VI.5 an out-of-supply unit controls its own hex only', () => {
    expect(zocAt(unit('inf', '0606'), {}, () => false)).toEqual(['0606']);
  });

  it('VI.8 a disorganised unit controls its own hex only', () => {
    expect(zocAt(unit('inf', '0606'), { marks: { inf: { dso: true } } })).toEqual(['0606']);
  });

  it('VI.6 a guerrilla controls two hexes around it, still stopped by water at each step', () => {
    const open = fixtureModule(fixtureMap(12, 10, {}, []));
    expect(zocAt(unit('guer', '0605'), {}, all, open)).toHaveLength(19);
    const river = fixtureModule(fixtureMap(12, 10, {}, between(6, 10, ['river'])));
    const z = zocAt(unit('guer', '0605'), {}, all, river);
    expect(z).toContain('0405');
    expect(z.some((h) => h >= '0700')).toBe(false);
  });

  it('VI.7 X.II.10 air units and boats counters have no ZOC', () => {
    expect(zocAt(unit('plane', '0606'))).toEqual([]);
    expect(zocAt(unit('boats', '0606'))).toEqual([]);
  });

  it('VI.9 a unit in an off-map box controls that box only', () => {
    expect(zocAt(unit('inf', 'west'))).toEqual(['west']);
  });

  it('VI.2 opposing ZOCs cancel: a hex in both is controlled by neither; an enemy unit’s hex is always its', () => {
    const s = game([unit('n-inf', '0606'), unit('inf', '0806')]);
    const view = zocView(moveModule, s, all);
    expect(enemyControlled(view, REP, '0706')).toBe(false);
    expect(enemyControlled(view, NAT, '0706')).toBe(false);
    expect(enemyControlled(view, REP, '0707')).toBe(false);
    expect(enemyControlled(view, REP, '0605')).toBe(true);
    expect(enemyControlled(view, NAT, '0807')).toBe(true);
    expect(enemyControlled(view, REP, '0606')).toBe(true);
    expect(enemyControlled(view, REP, '0101')).toBe(false);
  });

  it('VI.2 the moving unit’s own ZOC never cancels enemy ZOC for its move; another friendly unit’s does', () => {
    const alone = zocView(moveModule, game([unit('n-inf', '0606'), unit('inf', '0806')]), all);
    expect(inEnemyZoc(alone, REP, new Set(['inf']), '0706')).toBe(true);
    expect(inEnemyZoc(alone, REP, new Set(['inf']), '0806')).toBe(false);
    const two = [unit('n-inf', '0606'), unit('inf', '0806'), unit('inf', '0806', { id: 'inf-b' })];
    const view = zocView(moveModule, game(two), all);
    expect(inEnemyZoc(view, REP, new Set(['inf']), '0706')).toBe(false);
    expect(inEnemyZoc(view, REP, new Set(['inf', 'inf-b']), '0706')).toBe(true);
  });

  it('VI.5 XV.7 by default a unit that used intensive fire counts as out of supply: own hex only', () => {
    const s = game([unit('n-inf', '0606')], { marks: { 'n-inf': { intensive: true } } } as never);
    expect(enemyControlled(zocView(moveModule, s), REP, '0605')).toBe(false);
    expect(enemyControlled(zocView(moveModule, game([unit('n-inf', '0606')])), REP, '0605')).toBe(true);
  });
});

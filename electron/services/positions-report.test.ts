// The positions report as data (issue 8): hex order, place and terrain, unit type, strength and status, stack
// heights, each side's units off the map, the language, and above all that a side's report, built from its
// view under fog of war (Isabella 6.8, enforced mode), holds none of the enemy units that side may not see.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import { withoutRng } from '../../engine/core/sideview.js';
import type { GameState } from '../../engine/core/types.js';
import { campaignStart, crusadeModule } from '../../engine/games/crusade/crusade.fixture.js';
import { foggedGame, HIDDEN_FROM_ALLIES } from './positions.fixture.js';
import { buildPositionsReport, positionsFileName, type PositionsReport } from './positions-report.js';

const module = isabellaModule;

/** The report for `side` from its own view. */
function sideReport(state: GameState, side: string, language: 'en' | 'es' = 'en'): PositionsReport {
  return buildPositionsReport(module, isabellaRules.view(module, state, side).state, { side, language });
}

describe('positions report', () => {
  it('lists occupied hexes in hex order with place name, terrain, units and stack height', () => {
    const r = buildPositionsReport(module, withoutRng(foggedGame()), { side: null, language: 'en' });
    const hexes = r.rows.map((row) => row.location);
    expect(hexes).toEqual([...hexes].sort());
    expect(hexes).toEqual(expect.arrayContaining(['2716', '2816', '3311']));
    const madrid = r.rows.find((row) => row.location === '2816')!;
    expect(madrid).toMatchObject({ kind: 'hex', place: 'Madrid', terrain: 'Clear', stack: 1, hidden: 0 });
    expect(madrid.pieces[0]).toMatchObject({ def: 'fs-i', name: 'I Corps (FS)', type: 'infantry', size: 'corps' });
    expect(madrid.pieces[0]).toMatchObject({ factors: '6-2-6', movement: 4, status: 'full strength' });
    expect(r.rows.find((row) => row.location === '3311')).toMatchObject({ place: 'Burgos', stack: 3 });
    expect(r).toMatchObject({ side: null, sideName: 'all sides', turn: 1, phase: 'actions-1', mode: 'enforced' });
  });

  it('gives a reduced unit its reduced face and a disrupted one its status', () => {
    const s = foggedGame();
    const us1id = s.pieces.find((p) => p.id === 'us-1id')!;
    us1id.disrupted = true;
    const r = buildPositionsReport(module, withoutRng(s), { side: null, language: 'en' });
    const p = r.rows.find((row) => row.location === '2716')!.pieces.find((x) => x.id === 'us-1id')!;
    expect(p).toMatchObject({ steps: 1, fullSteps: 2, factors: '3-1-3', status: 'reduced, disrupted' });
  });

  it("6.8: a side's report from its view holds no enemy unit under the top of a stack, only their number", () => {
    const s = foggedGame();
    const allied = sideReport(s, 'allied');
    const burgos = allied.rows.find((row) => row.location === '3311')!;
    expect(burgos.pieces.map((p) => p.def)).toEqual(['de-3ss']);
    expect(burgos).toMatchObject({ stack: 3, hidden: 2 });
    const text = JSON.stringify(allied);
    for (const u of HIDDEN_FROM_ALLIES) {
      expect(text).not.toContain(u.def);
      expect(text).not.toContain(u.name);
    }
    // The Axis sees its own stack whole, and of the US stack only its top unit.
    const axis = sideReport(s, 'axis');
    expect(axis.rows.find((row) => row.location === '3311')!.pieces).toHaveLength(3);
    expect(axis.rows.find((row) => row.location === '2716')).toMatchObject({ stack: 2, hidden: 1 });
    // Honor mode is a table: nothing is withheld.
    const honor = sideReport(foggedGame('honor'), 'allied');
    expect(honor.rows.find((row) => row.location === '3311')).toMatchObject({ stack: 3, hidden: 0 });
  });

  it("lists each side's units off the map: reinforcements by turn of arrival, the dead pile, other boxes", () => {
    const r = buildPositionsReport(module, withoutRng(foggedGame()), { side: null, language: 'en' });
    const axis = r.offMap.find((s) => s.side === 'axis')!;
    const turn2 = axis.boxes.find((b) => b.box === 'reinforcements' && b.index === 2)!;
    expect(turn2).toMatchObject({ name: 'Reinforcements, Turn 2', arrives: 2 });
    expect(turn2.pieces.map((p) => p.def)).toContain('de-250b');
    const boxes = axis.boxes.map((b) => b.box);
    expect(boxes.indexOf('reinforcements')).toBeLessThan(boxes.indexOf('vp-track'));
    // The turn marker is of no side: it is listed last, apart.
    expect(r.offMap.at(-1)).toMatchObject({ side: '', name: 'Tracks and markers of no side' });
  });

  it("leaves out the enemy's dead pile under fog, and markers when asked", () => {
    const s = foggedGame();
    const dead = s.pieces.find((p) => p.def === 'de-3ss')!;
    dead.at = { kind: 'box', box: 'dead' };
    const allied = sideReport(s, 'allied');
    expect(allied.offMap.find((x) => x.side === 'axis')!.boxes.some((b) => b.box === 'dead')).toBe(false);
    const axis = sideReport(s, 'axis');
    expect(axis.offMap.find((x) => x.side === 'axis')!.boxes.find((b) => b.box === 'dead')!.name).toBe('Dead pile');
    const noMarkers = buildPositionsReport(module, withoutRng(s), { side: null, language: 'en', markers: false });
    expect(JSON.stringify(noMarkers)).not.toContain('"kind":"marker"');
  });

  it('speaks Spanish: side, terrain, unit type and size, box and phase names', () => {
    const r = sideReport(foggedGame(), 'allied', 'es');
    expect(r).toMatchObject({ sideName: 'Aliados', language: 'es', modeName: 'reglas obligatorias' });
    expect(r.phaseName).toMatch(/^IV\. Acciones alternas/);
    const madrid = r.rows.find((row) => row.location === '2816')!;
    expect(madrid).toMatchObject({ terrain: 'Despejado' });
    expect(madrid.pieces[0]).toMatchObject({ type: 'infantería', size: 'cuerpo', status: 'a plena fuerza' });
    const box = r.offMap.find((s) => s.side === 'axis')!.boxes.find((b) => b.index === 2)!;
    expect(box.name).toBe('Refuerzos, Turno 2');
  });

  it("speaks Spanish for Crusade too: its terrain and its units' Spanish names", () => {
    const state = withoutRng(campaignStart('1'));
    const es = buildPositionsReport(crusadeModule, state, { side: null, language: 'es' });
    const en = buildPositionsReport(crusadeModule, state, { side: null, language: 'en' });
    const terrains = new Set(es.rows.map((row) => row.terrain));
    expect([...terrains].sort()).toEqual(expect.arrayContaining(['Abierto', 'Montaña']));
    // Every unit with a Spanish name is printed with it (the module gives one to each of Crusade's units).
    const named = crusadeModule.units.filter((u) => u.names?.es && u.names.es !== u.name);
    expect(named.length).toBeGreaterThan(0);
    const byDef = new Map(crusadeModule.units.map((u) => [u.id, u]));
    let checked = 0;
    for (const row of es.rows)
      for (const p of row.pieces) {
        const def = byDef.get(p.def);
        if (!def?.names?.es) continue;
        expect(p.name, p.def).toBe(def.names.es);
        checked += 1;
      }
    expect(checked).toBeGreaterThan(0);
    expect(en.rows.flatMap((r) => r.pieces.map((p) => p.name))).not.toEqual(
      es.rows.flatMap((r) => r.pieces.map((p) => p.name)),
    );
  });

  it('names the PDF <game>-positions-<side>.pdf with nothing unsafe in it', () => {
    expect(positionsFileName('my game.sandtable', 'allied')).toBe('my-game-positions-allied.pdf');
    expect(positionsFileName('isabella', null)).toBe('isabella-positions-all.pdf');
    expect(positionsFileName('../x/y', 'axis')).toBe('..-x-y-positions-axis.pdf');
  });
});

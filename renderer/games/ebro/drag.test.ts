import { describe, expect, it } from 'vitest';
import { inStep } from '../../../engine/games/ebro/ebro.fixture.js';
import { initI18n, t } from '../../i18n/index.js';
import { answerButton } from './answers.js';
import { dragMoves, moveToSend } from './drag.js';
import { ebroModule, play, start, viewOf } from './ebro.fixture.js';
import { rememberModule } from './names.js';

/** The crossing at the Republicans' movement segment. */
function atMove() {
  const g = start();
  play(g, 'rollInitiative');
  play(g, 'first', { side: 'republican' });
  play(g, 'done');
  play(g, 'done');
  return g;
}

describe("La Batalla del Ebro's drag", () => {
  it('IX lights natural moves, or IX.2.5 road moves alone when the road toggle is on', () => {
    const v = viewOf(atMove());
    const natural = dragMoves(v, 'R-HQ-EE', false);
    const road = dragMoves(v, 'R-HQ-EE', true);
    expect(natural.length).toBeGreaterThan(0);
    expect(road.length).toBeGreaterThan(0);
    for (const m of natural) expect(m.answer.args.mode).toBeUndefined();
    for (const m of road) expect(m.answer.args.mode).toBe('road');
    expect(natural.every((m) => typeof m.mp === 'number')).toBe(true);
  });

  it('IX.2.6 lights no rail move: trains go from the Orders panel, so a drop never sends one', () => {
    const v = viewOf(atMove());
    const rail = v.legalActions.filter((a) => a.verb === 'move' && a.args?.mode === 'rail');
    expect(rail.length).toBeGreaterThan(0);
    const piece = String(rail[0]!.args!.piece);
    for (const road of [false, true])
      for (const m of dragMoves(v, piece, road)) expect(m.answer.args.mode).not.toBe('rail');
  });

  it('sends the legal move dropped on, and a move the rules will refuse elsewhere', () => {
    const g = atMove();
    const v = viewOf(g);
    const m = dragMoves(v, 'R-HQ-EE', false)[0]!;
    expect(moveToSend(v, 'R-HQ-EE', { kind: 'hex', hex: m.hex! }, false)).toEqual(m.answer);
    const far = { kind: 'hex', hex: 'B:4020' } as const;
    expect(moveToSend(v, 'R-HQ-EE', far, true)).toEqual({
      verb: 'move',
      args: { piece: 'R-HQ-EE', to: far, mode: 'road' },
    });
    expect(() => play(g, 'move', moveToSend(v, 'R-HQ-EE', far, false)!.args)).toThrow(/cannot reach/);
    const home = v.state.pieces.find((p) => p.id === 'R-HQ-EE')!.at;
    expect(moveToSend(v, 'R-HQ-EE', home, false)).toBeNull();
    play(g, 'move', m.answer.args);
    expect(g.state.pieces.find((p) => p.id === 'R-HQ-EE')!.at).toEqual({ kind: 'hex', hex: m.hex });
  });
});

describe("La Batalla del Ebro's reinforcements", () => {
  it('VI.1 drags a reinforcement into a box it may enter, and names each entry on a button', () => {
    initI18n('en');
    rememberModule(ebroModule);
    const g = start();
    g.state = inStep(g.state, 'reinforce', 'nationalist', { arriving: ['N-HQ-13D'], entered: [] });
    const v = viewOf(g);
    const enters = v.legalActions.filter((a) => a.verb === 'enter');
    expect(enters.length).toBeGreaterThan(0);
    const moves = dragMoves(v, 'N-HQ-13D', false);
    expect(moves.map((m) => m.box)).toEqual(enters.map((a) => a.args!.box));
    const box = String(enters[0]!.args!.box);
    expect(moveToSend(v, 'N-HQ-13D', { kind: 'box', box }, false)).toEqual({ verb: 'enter', args: enters[0]!.args });
    expect(moveToSend(v, 'N-HQ-13D', { kind: 'hex', hex: 'A:1226' }, false)).toBeNull();
    const b = answerButton(enters[0]!, v)!;
    const name = ebroModule.map.boxes.find((x) => x.id === box)!.name;
    expect(t(b.key, b.values)).toBe(`N-HQ-13D into ${name}`);
  });
});

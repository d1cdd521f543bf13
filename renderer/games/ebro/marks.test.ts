import { beforeEach, describe, expect, it } from 'vitest';
import { liftCrossing, placeCrossing } from '../../../engine/games/ourwar/engineering.js';
import type { OurWarVars } from '../../../engine/games/ourwar/state.js';
import { initI18n } from '../../i18n/index.js';
import { ebroModule, first, play, start, viewOf } from './ebro.fixture.js';
import { markHighlights, workLines } from './marks.js';
import { crossingSites, rememberModule, sideKey, sideName } from './names.js';
import { kindText } from './words.js';

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

describe("La Batalla del Ebro's markers", () => {
  it('X.II lists every crossing with its state and every crossing site still without one', () => {
    const g = start();
    const v = viewOf(g);
    const sites = crossingSites();
    expect(sites.size).toBe(14); // the twelve crossing sites of 25 July and the two blown railway bridges
    const lines = workLines(v, sites);
    const crossings = Object.values((g.state.vars as { crossings: Record<string, { destroyed?: boolean }> }).crossings);
    expect(lines.filter((l) => l.state !== 'site').length).toBe(crossings.length);
    expect(lines.filter((l) => l.state === 'destroyed').length).toBe(crossings.filter((x) => x.destroyed).length);
    expect(lines.find((l) => l.text.startsWith('bridge at Tortosa'))?.state).toBe('destroyed');
    expect(lines.some((l) => l.state === 'site' && l.text.startsWith('crossing site Faió'))).toBe(true);
  });

  it('X.II.3 shows a crossing being built with its turns left, on the list and on both hexes', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    const args = first(g, 'build', (a) => a.kind === 'pontoon-bridge');
    const turns = Number(play(g, 'build', args).find((e) => e.type === 'built')!.turns);
    const v = viewOf(g);
    const line = workLines(v, crossingSites()).find((l) => l.hexes.includes(String(args.a)) && l.state !== 'site');
    if (turns > 0) expect(line?.text).toMatch(new RegExp(`building: ${turns} turns left$`));
    else expect(line?.text).toMatch(/usable$/);
    const marks = markHighlights(v, crossingSites());
    const label = turns > 0 ? `⚒${turns}` : '≡';
    for (const hex of [args.a, args.b]) expect(marks.find((h) => h.hex === hex)?.label).toContain(label);
  });

  it('IX.2.1, XIV show a unit that fired on its hex', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    play(g, 'done');
    const fire = first(g, 'fire');
    play(g, 'fire', fire);
    const v = viewOf(g);
    const id = (fire.pieces as string[])[0]!;
    const hex = (v.state.pieces.find((p) => p.id === id)!.at as { hex: string }).hex;
    expect(markHighlights(v, crossingSites()).find((h) => h.hex === hex)?.label).toMatch(/\bF\b/);
  });
});

describe("La Batalla del Ebro's dismantled crossings", () => {
  it('X.II.7 lists a dismantled crossing as its counter, kind, side and hex, and marks that hex alone', () => {
    const g = start();
    const vars = g.state.vars as unknown as OurWarVars;
    const x = [...crossingSites().values()][0]!;
    placeCrossing(vars, 'republican', 'footbridge', x.a, x.b, 0);
    const counter = liftCrossing(vars, sideKey(x.a, x.b), x.b, g.state.turn);
    const v = viewOf(g);
    const lines = workLines(v, crossingSites()).filter((l) => l.state === 'counter');
    expect(lines).toEqual([
      {
        hexes: [x.b],
        state: 'counter',
        text: `${kindText(counter.kind)}: dismantled counter (${sideName(counter.side)}) at ${x.b}`,
      },
    ]);
    const marks = markHighlights(v, crossingSites());
    expect(marks.find((h) => h.hex === x.b)?.label).toContain('⊟');
    expect(marks.find((h) => h.hex === x.a)?.label ?? '').not.toContain('⊟');
    initI18n('es');
    expect(workLines(v, crossingSites()).find((l) => l.state === 'counter')?.text).toContain(`ficha desmontada`);
  });
});

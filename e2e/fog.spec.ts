// Fog of war at one screen (6.8): the data the page holds for one side has no hidden enemy unit in it. During the
// German set-up in enforced mode the Axis view has stacks of several German units; the curtain then holds no view
// at all, and once it hands the screen to the Allies, the Allied view (window.__sandtable.view()) holds only the
// top unit of each such stack.

import { expect, test } from '@playwright/test';
import { makeDirs, startHost, view } from './host.js';
import { alliedSetup, germanSetup, passCurtain, startSeeded } from './play-helpers.js';

test('the Allied view lacks the Axis units stacked under another; the Axis view has them', async ({ page }) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    await alliedSetup(page, '1419');
    await passCurtain(page, 'Axis');
    // The Axis view before its last unit is placed: every Axis unit, stacks and all. Then the curtain is up for the
    // Allies, and the page holds no view under it.
    const axis = await germanSetup(page);
    expect(axis.side).toBe('axis');
    expect(await view(page)).toBeNull();
    const axisUnits = axis.state.pieces.filter(
      (p: any) => p.side === 'axis' && p.kind === 'unit' && p.at.kind === 'hex',
    );
    const byHex = new Map<string, string[]>();
    for (const p of axisUnits) byHex.set(p.at.hex, [...(byHex.get(p.at.hex) ?? []), p.id]);
    const stacks = [...byHex].filter(([, ids]) => ids.length > 1);
    expect(stacks.length, 'the German set-up stacks units').toBeGreaterThan(0);

    await passCurtain(page, 'Allied');
    const allied = await view(page);
    const seen = new Set(allied.state.pieces.map((p: any) => p.id));
    const json = JSON.stringify(allied);
    for (const [hex, ids] of stacks) {
      // 6.8: only the top unit (the last in stacking order) is in the data; the others are absent, not hidden.
      const top = ids[ids.length - 1]!;
      expect(seen.has(top), `the top of ${hex}`).toBe(true);
      for (const id of ids.slice(0, -1)) {
        expect(seen.has(id), `${id} under the top of ${hex}`).toBe(false);
        expect(json.includes(`"${id}"`), `${id} appears nowhere in the Allied data`).toBe(false);
      }
    }
    // The view carries no dice generator either.
    expect(allied.state.rng).toBeUndefined();
  } finally {
    await host.stop();
  }
});
